import { LEARNING_MESSAGES } from '@studypilot/core';
import { common } from '@/lib/common-messages';

/**
 * A test's title as the server stores it, read back into parts so that it can be shown in the interface language
 * (decision 302): generated tests are 'Course {name} - Test #{n}' (practice-tests service), practice sets
 * 'Practise my mistakes - {the attempt's test title}' or 'Practise my mistakes - {course name}' (learning
 * service). Any other title (one a student edited) is content and is shown as it is.
 */
export type TitleParts =
  | { kind: 'generated'; courseName: string; number: number }
  | { kind: 'practice'; of: TitleParts }
  | { kind: 'content'; text: string };

const GENERATED_RE = /^Course (.+) - Test #(\d+)$/;
const PRACTICE_PREFIX = `${LEARNING_MESSAGES.practiceTitlePrefix} - `;

export function parseTestTitle(title: string): TitleParts {
  if (title.startsWith(PRACTICE_PREFIX))
    return { kind: 'practice', of: parseTestTitle(title.slice(PRACTICE_PREFIX.length)) };
  const m = GENERATED_RE.exec(title);
  if (m) return { kind: 'generated', courseName: m[1]!, number: Number(m[2]) };
  return { kind: 'content', text: title };
}

type T = ReturnType<typeof common.useT>;

function titleText(t: T, parts: TitleParts): string {
  if (parts.kind === 'generated')
    return t('testTitle', { courseName: parts.courseName, number: parts.number });
  if (parts.kind === 'practice') return t('practiceTitle', { title: titleText(t, parts.of) });
  return parts.text;
}

/** The title as plain text in the interface language (document titles, labels, toasts). */
export function useTestTitleText(title: string): string {
  const t = common.useT();
  return titleText(t, parseTestTitle(title));
}

function TitleParts({ parts }: { parts: TitleParts }) {
  if (parts.kind === 'generated')
    return (
      <common.Trans
        k="testTitle"
        values={{ courseName: <bdi>{parts.courseName}</bdi>, number: parts.number }}
      />
    );
  if (parts.kind === 'practice')
    return <common.Trans k="practiceTitle" values={{ title: <TitleParts parts={parts.of} /> }} />;
  return <bdi>{parts.text}</bdi>;
}

/** The title for a heading or a list: names isolated (<bdi>), the words around them in the interface language. */
export function LocalTestTitle({ title }: { title: string }) {
  return <TitleParts parts={parseTestTitle(title)} />;
}
