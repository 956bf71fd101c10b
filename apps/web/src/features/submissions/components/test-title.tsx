import { submissionsText } from '../messages';

type Titled = { title: string; courseName: string };

/**
 * The number of a test whose title the server wrote as 'Course {name} - Test #{n}' (practice-tests service),
 * or null for any other title (a practice set's, an edited one's), which is shown as it is.
 */
function generatedNumber({ title, courseName }: Titled): number | null {
  const prefix = `Course ${courseName} - Test #`;
  if (!title.startsWith(prefix)) return null;
  const rest = title.slice(prefix.length);
  return /^\d+$/.test(rest) ? Number(rest) : null;
}

/** The test's title in the interface language (document titles, toasts). */
export function useTestTitle(test: Titled): string {
  const t = submissionsText.useT();
  const number = generatedNumber(test);
  return number == null ? test.title : t('testTitle', { courseName: test.courseName, number });
}

/**
 * The test's title for a heading: a generated one in the interface language with the course name isolated
 * (<bdi>), any other as content in its own direction.
 */
export function TestTitle({ test }: { test: Titled }) {
  const number = generatedNumber(test);
  if (number == null) return <bdi>{test.title}</bdi>;
  return (
    <submissionsText.Trans k="testTitle" values={{ courseName: <bdi>{test.courseName}</bdi>, number }} />
  );
}
