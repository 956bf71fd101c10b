/**
 * Give-aways and repeats the independent readers at 4110732 rated weak (issue 11, decision 104): a stem word whose
 * field only the key belongs to ("military command authorities" -> "member of the armed forces"), a comparison
 * whose stem lacks what is compared ("on which of these are context switches cheaper?"), and two questions of one
 * test with the same four options. In-code fixtures (English and Hebrew).
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, GenerateRequest } from '../src/index.ts';
import { openComparison, stemCue } from '../src/local/cues.ts';
import { selectQuestions, type Item } from '../src/local/select.ts';
import { doc, noop, read } from './fixtures.ts';

describe('a stem word whose field only the key belongs to', () => {
  it('refuses "military command authorities" -> "if you are a member of the armed forces" among unrelated conditions', () => {
    const stem =
      'According to the material, on what condition does this apply: "We may release your PHI as required by military command authorities"?';
    const key = 'if you are a member of the armed forces';
    const others = [
      'if you do authorize a use and/or disclosure',
      'if you are in jail or prison',
      "if you make a workers' compensation claim",
    ];
    expect(stemCue(stem, key, others)).toMatch(/military/);
    // a distractor of the same field leaves the reader to know which one: no cue
    expect(stemCue(stem, key, [...others.slice(0, 2), 'if you are a veteran of the army'])).toBeNull();
  });

  it('refuses "health oversight agency" -> "audits, investigations, inspections" and "law enforcement" -> "suspect, fugitive"', () => {
    expect(
      stemCue(
        'According to the material, for what purpose may your PHI be disclosed to a health oversight agency?',
        'for activities, including audits, investigations, inspections, licensure or disciplinary actions',
        [
          'for intelligence, counter-intelligence and other national security activities',
          'to assist in disaster relief efforts',
          'for purposes such as identifying a deceased person and determining cause of death',
        ],
      ),
    ).toMatch(/oversight/);
    expect(
      stemCue(
        'According to the material, which of these is one of the disclosures for law enforcement purposes?',
        'To identify or locate a suspect, fugitive, material witness or missing person',
        [
          'To notify people of recalls of products they may be using',
          'To report reactions to medications or problems with products',
          'To prevent or control disease, injury or disability',
        ],
      ),
    ).toMatch(/enforcement/);
  });

  it('keeps a question whose stem names no field of the key', () => {
    expect(
      stemCue(
        'According to the material, on what condition does this apply: "Concerns may be discussed with any staff member"?',
        'if a patient believes that privacy rights have been violated',
        [
          'if you are in jail or prison',
          "if you make a workers' compensation claim",
          'if you are an organ donor',
        ],
      ),
    ).toBeNull();
  });

  it('Hebrew: refuses "מפקדת הצבא" -> "אם אתה חייל" among unrelated conditions, and keeps it beside another soldier', () => {
    const stem = 'לפי החומר, באיזה תנאי מותר למסור את המידע למפקדת הצבא?';
    const key = 'אם אתה חייל בשירות פעיל';
    expect(stemCue(stem, key, ['אם אתה אסיר', 'אם הגשת תביעת פיצויים', 'אם נתת הסכמה בכתב'])).toMatch(/צבא/);
    expect(stemCue(stem, key, ['אם אתה אסיר', 'אם הגשת תביעת פיצויים', 'אם אתה חייל מילואים'])).toBeNull();
  });
});

describe('a comparison whose stem lacks what is compared', () => {
  it('refuses "on which of these are context switches cheaper?"', () => {
    expect(
      openComparison('According to the material, on which of these are context switches cheaper?'),
    ).toMatch(/cheaper/);
    expect(
      stemCue('According to the material, on which of these are context switches cheaper?', 'Linux', [
        'AIX',
        'FreeBSD',
        'Solaris',
      ]),
    ).toMatch(/comparison/);
    expect(openComparison('Which of these makes a process more efficient?')).toMatch(/more/);
  });

  it('keeps a comparison that names what is compared, a quoted comparative, and words that compare nothing', () => {
    expect(openComparison('On which of these are context switches cheaper than on Solaris?')).toBeNull();
    expect(openComparison('Compared to the SVM, which of these is a more local objective?')).toBeNull();
    expect(openComparison('Which term does the material define as "a heap that grows faster"?')).toBeNull();
    expect(openComparison('Which of these holds one or more processes?')).toBeNull();
    expect(openComparison('Which of these is a lower bound of the error?')).toBeNull();
    expect(openComparison('לפי החומר, מהי מהירות האור?')).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------ repeated options

const SETTINGS = ['worker pool size', 'query cache limit', 'keepalive timeout'];
/** The sentence of the material each question quotes: setting n is tuned in the key's file. */
const quoteOf = (n: number, key: string) => `The ${SETTINGS[n - 1]} is tuned in ${key}.`;

const question = (n: number, options: string[], keyIndex = 0): GeneratedQuestion => ({
  type: 'multiple-choice',
  text: `According to the material, in which file is the ${SETTINGS[n - 1]} tuned?`,
  options: options.map((o, i) => `${'ABCD'[i]}) ${o}`),
  correctAnswer: 'ABCD'[keyIndex]!,
  explanation: `The answer is ${options[keyIndex]}.`,
  form: 'definition-from-term',
  source: {
    documentId: 'd.md',
    documentName: 'd.md',
    unitKind: 'section',
    unit: 1,
    quote: quoteOf(n, options[keyIndex]!),
  },
});

const FILES = ['.htaccess', 'server.xml', 'limits.conf', 'my.cnf'];

function item(n: number, score: number, options: string[], keyIndex = 0): Item {
  return {
    form: 'definition-from-term',
    score,
    doc: 0,
    unit: n,
    sentences: [],
    topics: [],
    quote: quoteOf(n, options[keyIndex]!),
    make: () => ({ q: question(n, options, keyIndex), used: [] }),
  };
}

async function choose(its: Item[], count: number) {
  const text = its.map((i) => i.quote).join(' ');
  const c = await read(doc('d.md', [text]));
  const req = {
    documents: c.documents,
    questionType: 'multiple-choice',
    questionCount: count,
    difficulty: 'medium',
  } as GenerateRequest;
  return selectQuestions(c, req, its, count, undefined, noop);
}

describe('two questions of one test with the same four options', () => {
  it('takes another candidate before a second "which file" question over the same four files', async () => {
    const chosen = await choose(
      [
        item(1, 2, FILES, 1),
        item(2, 1.9, [FILES[0]!, FILES[2]!, FILES[3]!, FILES[1]!], 2),
        item(3, 1, ['httpd.conf', 'php.ini', 'hosts', 'fstab']),
      ],
      2,
    );
    expect(chosen.map((q) => q.text)).toEqual([question(1, FILES).text, question(3, FILES).text]);
  });

  it('keeps the second question when the material has no other candidate (a short test is not cut shorter)', async () => {
    const chosen = await choose([item(1, 2, FILES, 1), item(2, 1.9, [...FILES].reverse(), 2)], 2);
    expect(chosen).toHaveLength(2);
  });

  it('takes a draw with other distractors when the candidate offers one', async () => {
    let draws = 0;
    const varied: Item = {
      ...item(2, 1.9, FILES),
      make: () => ({
        q: question(2, draws++ === 0 ? FILES : ['.htaccess', 'httpd.conf', 'php.ini', 'hosts']),
        used: [],
      }),
    };
    const chosen = await choose(
      [item(1, 2, FILES, 1), varied, item(3, 1, ['fstab', 'crontab', 'passwd', 'sudoers'])],
      2,
    );
    expect(chosen[1]!.options).toEqual(['A) .htaccess', 'B) httpd.conf', 'C) php.ini', 'D) hosts']);
  });
});

describe('a third question over one set of four options', () => {
  /** A question of its own wording over the four files (the Apache deck's "which file" questions). */
  const own = (score: number, text: string, quote: string, options: string[]): Item => ({
    ...item(1, score, options),
    unit: 9,
    quote,
    make: () => ({
      q: { ...question(1, options), text, source: { ...question(1, options).source, quote } },
      used: [],
    }),
  });
  it('is not taken even as the last resort; a pair still is (Apache, readers at 7c59f06: "keep one")', async () => {
    const chosen = await choose(
      [
        item(1, 2, FILES, 0),
        item(3, 1.9, [FILES[1]!, FILES[0]!, FILES[2]!, FILES[3]!], 0),
        own(
          1.8,
          'Which of these does the material name as the MySQL configuration file?',
          'The MySQL configuration file is my.cnf.',
          [FILES[3]!, FILES[0]!, FILES[1]!, FILES[2]!],
        ),
      ],
      3,
    );
    console.log(
      'CHOSEN',
      chosen.map((q) => q.text),
    );
    // the best question and one held back with it; the third over the same four files is not asked
    expect(chosen).toHaveLength(2);
    expect(chosen[0]!.text).toBe(question(1, FILES).text);
  });
});
