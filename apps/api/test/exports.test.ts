/** Issue 14 items 5 and 8 (decision 604): exports of results and tests, re-read by parsers; Premium only. */
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseGift } from 'gift-pegjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import { createCourse, createTest, type QuestionSeed } from './factories.ts';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 100_000 });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

/** Texts with every character the formats must carry or neutralise. */
const HOSTILE = 'What do {braces}, a = sign, ~tilde, #hash and a: colon mean in <b>GIFT</b> & "XML" ]]>?';
const QUESTIONS: QuestionSeed[] = [
  {
    questionText: '=HYPERLINK("http://evil.example","click") is what kind of cell?',
    options: ['A) A formula', 'B) +A text', 'C) @SUM(1)', 'D) -1+2'],
    correctAnswer: 'A',
    explanation: 'Spreadsheets run cells that start with =.',
  },
  {
    questionText: HOSTILE,
    options: ['A) {x} = ~y', 'B) a#b: c', 'C) back\\slash', 'D) plain'],
    correctAnswer: 'C',
    explanation: 'Escape ~ = # { } : with a backslash.',
  },
  {
    questionText: 'מהי פוטוסינתזה?\nהסבירו במשפט אחד.',
    questionType: 'open-ended',
    correctAnswer: 'תהליך שבו צמחים הופכים אור לאנרגיה כימית.',
    explanation: 'ראו סיכום 2, עמוד 3.',
  },
  {
    questionText: '#1 Which organelle makes ATP?\tTab inside.',
    options: ['A) Nucleus', 'B) Mitochondrion', 'C) Ribosome', 'D) Golgi'],
    correctAnswer: 'B',
    explanation: null as unknown as string,
  },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(url: string, cookie: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie } });
}
async function call(method: 'POST' | 'PUT', url: string, cookie: string, payload: Json = {}) {
  const res = await ctx.app.inject({ method, url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
}

async function setPlan(userId: string, plan: 'free' | 'premium') {
  await ctx.database.db.update(user).set({ plan }).where(eq(user.id, userId));
}

/** A student with a Hebrew-named course, a test of QUESTIONS and a graded attempt taken through the API. */
async function student(plan: 'free' | 'premium' = 'premium') {
  const s = await signUp(ctx.app);
  const course = await createCourse(ctx.database.db, s.userId, { name: 'ביולוגיה: תא/חי' });
  const test = await createTest(ctx.database.db, {
    userId: s.userId,
    courseId: course.id,
    title: 'Course ביולוגיה - Test #1',
    questions: QUESTIONS,
  });
  const attempt = await call('POST', `/api/tests/${test.id}/attempt`, s.cookie);
  const qs = attempt.questions as Json[];
  const answers = ['A', 'B', '-1+2 =SUM(A1) תשובה', null];
  for (const [i, q] of qs.entries()) {
    if (answers[i] === null) continue;
    await call('PUT', `/api/submissions/${attempt.submission.id}/answers/${q.id}`, s.cookie, {
      answer: answers[i],
      timeSpent: 3,
    });
  }
  await call('POST', `/api/submissions/${attempt.submission.id}/submit`, s.cookie);
  await setPlan(s.userId, plan);
  return { ...s, course, test, submissionId: attempt.submission.id as string };
}

/** A strict RFC 4180 reader: quoted cells, doubled quotes, CRLF records; throws on anything else. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const row: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new Error('unterminated quoted cell');
          if (text[i] === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          cell += text[i++];
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
          if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${text[i]} in an unquoted cell`);
          cell += text[i++];
        }
      }
      row.push(cell);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text.slice(i, i + 2) !== '\r\n') throw new Error(`expected CRLF at ${i}`);
      i += 2;
      break;
    }
    rows.push(row);
  }
  return rows;
}

const decodeHtml = (s: string) =>
  s
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#35;/g, '#')
    .replace(/&amp;/g, '&');

describe('Premium gate', () => {
  it('answers a Free student 403 PREMIUM_REQUIRED on every export, and the same student after upgrading 200', async () => {
    const s = await student('free');
    const urls = [
      `/api/submissions/${s.submissionId}/export.csv`,
      `/api/submissions/${s.submissionId}/printable`,
      `/api/tests/${s.test.id}/export?format=moodle-xml`,
      `/api/tests/${s.test.id}/export?format=gift`,
      `/api/tests/${s.test.id}/export?format=anki`,
    ];
    for (const url of urls) {
      const res = await get(url, s.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: expect.stringContaining('Premium'),
      });
    }
    await setPlan(s.userId, 'premium');
    for (const url of urls) expect((await get(url, s.cookie)).statusCode, url).toBe(200);
  });

  it('needs a session (401)', async () => {
    const s = await student();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${s.submissionId}/export.csv` });
    expect(res.statusCode).toBe(401);
  });
});

describe('results as CSV', () => {
  it('has a BOM, one row per question with number, question, answer, key, score and feedback, and neutralised formulas', async () => {
    const s = await student();
    const res = await get(`/api/submissions/${s.submissionId}/export.csv`, s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7E]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'ביולוגיה תא חי - Course ביולוגיה - Test #1 - results.csv',
    );

    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Number', 'Question', 'Your answer', 'Correct answer', 'Score', 'Feedback']);
    expect(rows).toHaveLength(1 + QUESTIONS.length);
    const [, q1, q2, q3, q4] = rows as string[][];
    // Formulas never reach a spreadsheet as formulas.
    expect(q1!.slice(0, 5)).toEqual([
      '1',
      `'=HYPERLINK("http://evil.example","click") is what kind of cell?`,
      'A) A formula',
      'A) A formula',
      '100',
    ]);
    expect(q1![5]).toBe('Correct.');
    expect(q2!.slice(0, 5)).toEqual(['2', HOSTILE, 'B) a#b: c', 'C) back\\slash', '0']);
    expect(q2![5]).toMatch(/^Incorrect\. The correct answer is C\) back\\slash\./);
    expect(q3![0]).toBe('3');
    expect(q3![1]).toBe('מהי פוטוסינתזה?\nהסבירו במשפט אחד.');
    expect(q3![2]).toBe("'-1+2 =SUM(A1) תשובה");
    expect(q3![3]).toBe('תהליך שבו צמחים הופכים אור לאנרגיה כימית.');
    expect(q4!.slice(0, 5)).toEqual([
      '4',
      '#1 Which organelle makes ATP?\tTab inside.'.replace('\t', '\t'),
      'No answer provided',
      'B) Mitochondrion',
      '0',
    ]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('refuses an attempt still in progress (409), another student’s attempt (404) and a malformed id (400)', async () => {
    const s = await student();
    const other = await student();
    expect((await get(`/api/submissions/${other.submissionId}/export.csv`, s.cookie)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${other.submissionId}/printable`, s.cookie)).statusCode).toBe(404);
    const bad = await get('/api/submissions/not-a-uuid/export.csv', s.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    const open = await call('POST', `/api/tests/${s.test.id}/attempt`, s.cookie);
    const res = await get(`/api/submissions/${open.submission.id}/export.csv`, s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_COMPLETED');
  });

  it('gives the printable page the results with the key', async () => {
    const s = await student();
    const res = await get(`/api/submissions/${s.submissionId}/printable`, s.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.questions).toHaveLength(4);
    expect(body.questions[1].correctAnswer).toBe('C');
    expect(body.test.courseName).toBe('ביולוגיה: תא/חי');
  });
});

describe('a test with its answer key', () => {
  it('Moodle XML: well-formed, Moodle element names, one fraction-100 answer per multichoice, essays with the sample answer', async () => {
    const s = await student();
    const res = await get(`/api/tests/${s.test.id}/export?format=moodle-xml`, s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /\.moodle\.xml"; filename\*=UTF-8''.*\.moodle\.xml$/,
    );
    const text = res.body;
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => name === 'question' || name === 'answer',
      parseTagValue: false,
    }).parse(text) as Json;
    const all = doc.quiz.question as Json[];
    expect(all[0]['@type']).toBe('category');
    expect(all[0].category.text).toBe('$course$/top/StudyPilot/ביולוגיה: תא//חי/Course ביולוגיה - Test #1');
    const questions = all.slice(1);
    expect(questions.map((q) => q['@type'])).toEqual(['multichoice', 'multichoice', 'essay', 'multichoice']);
    for (const [i, q] of questions.entries()) {
      expect(q.name.text).toMatch(new RegExp(`^Q0${i + 1} `));
      expect(q.questiontext['@format']).toBe('html');
      expect(decodeHtml(q.questiontext.text)).toBe(QUESTIONS[i]!.questionText);
    }
    // The hostile question: exactly one answer scores 100, the key's text; the rest 0.
    const mc = questions[1]!;
    expect(mc.single).toBe('true');
    expect(mc.answer.map((a: Json) => a['@fraction'])).toEqual(['0', '0', '100', '0']);
    expect(mc.answer.map((a: Json) => decodeHtml(a.text))).toEqual([
      '{x} = ~y',
      'a#b: c',
      'back\\slash',
      'plain',
    ]);
    expect(decodeHtml(mc.answer[2].feedback.text)).toBe('Correct.');
    expect(decodeHtml(mc.generalfeedback.text)).toBe('Escape ~ = # { } : with a backslash.');
    // The Hebrew open question: an essay, right to left, the sample answer for the grader.
    const essay = questions[2]!;
    expect(essay.questiontext.text).toMatch(/^<p dir="rtl">/);
    expect(essay.responseformat).toBe('editor');
    expect(decodeHtml(essay.graderinfo.text)).toBe('תשובה לדוגמה: תהליך שבו צמחים הופכים אור לאנרגיה כימית.');
    expect(essay.answer).toBeUndefined();
  });

  it('GIFT: re-parsed by gift-pegjs with every special character escaped and the key marked', async () => {
    const s = await student();
    const res = await get(`/api/tests/${s.test.id}/export?format=gift`, s.cookie);
    expect(res.statusCode).toBe(200);
    const parsed = parseGift(res.body);
    expect(parsed[0]).toMatchObject({ type: 'Category', title: '$course$/top/StudyPilot/ביולוגיה: תא//חי' });
    const questions = parsed.slice(1) as Json[];
    expect(questions.map((q) => q.type)).toEqual(['MC', 'MC', 'Essay', 'MC']);
    for (const [i, q] of questions.entries()) expect(q.stem.text).toBe(QUESTIONS[i]!.questionText);
    const mc = questions[1]!;
    expect(mc.choices.map((c: Json) => [c.text.text, c.isCorrect])).toEqual([
      ['{x} = ~y', false],
      ['a#b: c', false],
      ['back\\slash', true],
      ['plain', false],
    ]);
    expect(mc.globalFeedback.text).toBe('Escape ~ = # { } : with a backslash.');
    expect(questions[2]!.globalFeedback.text).toBe(
      'תשובה לדוגמה: תהליך שבו צמחים הופכים אור לאנרגיה כימית.\nראו סיכום 2, עמוד 3.',
    );
    // Unescaped, the same text is not valid GIFT: the escaping is what makes it parse.
    expect(() => parseGift(`::x:: ${HOSTILE} {=a ~b}`)).toThrow();
  });

  it('Anki: headers, then one tab-separated Front/Back/Tags note per question that reads back to the questions', async () => {
    const s = await student();
    const res = await get(`/api/tests/${s.test.id}/export?format=anki`, s.cookie);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n').filter(Boolean);
    const headers = lines.filter((l) => l.startsWith('#'));
    expect(headers).toEqual([
      '#separator:tab',
      '#html:true',
      '#notetype:Basic',
      '#deck:StudyPilot::ביולוגיה: תא/חי',
      '#columns:Front\tBack\tTags',
      '#tags column:3',
    ]);
    const notes = lines.filter((l) => !l.startsWith('#')).map((l) => l.split('\t'));
    expect(notes).toHaveLength(QUESTIONS.length);
    for (const [i, [front, back, tags]] of notes.entries()) {
      expect(front).not.toContain('"');
      const q = QUESTIONS[i]!;
      const stem = decodeHtml(front!.split('<ol')[0]!);
      expect(stem).toBe(q.questionText.replace('\t', ' '));
      if (q.options) {
        const items = [...front!.matchAll(/<li>(.*?)<\/li>/g)].map((m) => decodeHtml(m[1]!));
        expect(items).toEqual(q.options.map((o) => o.slice(3)));
      }
      expect(tags).toBe('StudyPilot ביולוגיה:_תא/חי');
      expect(back).toBeTruthy();
    }
    expect(decodeHtml(notes[1]![1]!)).toBe('C) back\\slash\n\nEscape ~ = # { } : with a backslash.');
    expect(notes[3]![0]!.startsWith('&#35;1 Which')).toBe(true);
  });

  it('is for the test’s owner only (404), with a known format (400) and a valid id (400)', async () => {
    const s = await student();
    const other = await student();
    const res = await get(`/api/tests/${other.test.id}/export?format=gift`, s.cookie);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/tests/${s.test.id}/export?format=pdf`, s.cookie)).statusCode).toBe(400);
    expect((await get(`/api/tests/${s.test.id}/export`, s.cookie)).statusCode).toBe(400);
    expect((await get(`/api/tests/12345/export?format=gift`, s.cookie)).statusCode).toBe(400);
  });
});
