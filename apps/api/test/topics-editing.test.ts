/**
 * Issue 14 items 4 and 6 (decision 603): weak topics and "Practise this topic", editing a generated test before it
 * is taken, and flags on questions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EngineError,
  type GeneratedQuestion,
  type GenerateRequest,
  type QuestionEngine,
} from '@studypilot/engine';
import { runAdmin } from '../src/cli/admin.ts';
import { resetDatabase, signUp } from './helpers.ts';
import {
  createPracticeApp,
  fakeEngine,
  generate,
  generateTestId,
  parseSse,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The fake engine of the other tests, recording each request; every call writes new questions (call n, question i)
 * so a regenerated question differs; `supports` makes it refuse more questions than that (INSUFFICIENT_CONTENT).
 */
const seen: GenerateRequest[] = [];
let supports = Infinity;
const base = fakeEngine().engine;
const engine: QuestionEngine = {
  ...base,
  async generate(req, opts) {
    seen.push(req);
    if (req.questionCount > supports)
      throw new EngineError('INSUFFICIENT_CONTENT', `Choose ${supports} or fewer`, { supported: supports });
    const out = await base.generate(req, opts);
    const n = seen.length;
    const unit = req.documents[0]!.units[0]!.number;
    return {
      ...out,
      questions: out.questions.map((q, i): GeneratedQuestion => ({
        ...q,
        text: `Which term defines kel${n}v${i} and mor${i}z${n} on page ${unit}?`,
        options:
          q.type === 'multiple-choice'
            ? [`A) Alpha${n}x${i}`, `B) Beta${n}x${i}`, `C) Gamma${n}x${i}`, `D) Delta${n}x${i}`]
            : null,
        source: { ...q.source, unit, quote: `QUOTE call ${n} item ${i}` },
        form: q.type === 'multiple-choice' ? 'term-from-definition' : 'explain-why',
      })),
    };
  },
};

let ctx: PracticeContext;
beforeAll(async () => {
  ctx = await createPracticeApp({ engine, env: { FREE_TESTS_PER_MONTH: 100 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await resetDatabase(ctx.database);
  seen.length = 0;
  supports = Infinity;
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : null };
}

const premium = (userId: string) =>
  ctx.app.db.execute(sql`update "user" set plan = 'premium' where id = ${userId}`);

async function takeTest(cookie: string, testId: string, answers: (string | null)[]) {
  const attempt = await call('POST', `/api/tests/${testId}/attempt`, cookie);
  expect(attempt.status).toBe(200);
  const questions = attempt.body!.questions as Json[];
  const submissionId = attempt.body!.submission.id as string;
  for (const [i, q] of questions.entries()) {
    if (answers[i] == null) continue;
    const saved = await call('PUT', `/api/submissions/${submissionId}/answers/${q.id}`, cookie, {
      answer: answers[i],
      timeSpent: 5,
    });
    expect(saved.status).toBe(200);
  }
  expect((await call('POST', `/api/submissions/${submissionId}/submit`, cookie, {})).status).toBe(200);
  return { submissionId, questions };
}

/** A student whose test on page 2 was answered: questions 1 and 4 right, 2, 3 and 5 wrong (keys are A B C D A). */
async function studentWithAnswers() {
  const s = await studentWithDocument(ctx.app);
  const testId = await generateTestId(ctx.app, s.cookie, {
    courseId: s.course.id,
    summaryIds: [s.doc.id],
    questionCount: 5,
    focus: undefined,
  });
  const taken = await takeTest(s.cookie, testId, ['A', 'C', null, 'D', 'B']);
  return { ...s, testId, ...taken };
}

describe('weak topics', () => {
  it('Free: a teaser with the counts, not the topics', async () => {
    const s = await studentWithAnswers();
    const res = await call('GET', `/api/courses/${s.course.id}/weak-topics`, s.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'free', locked: true, units: [], terms: [] });
    expect(res.body!.tracked.units).toBe(1);
  });

  it('Premium: mastery per page and per key term from every answer, weakest first, with the parts to practise', async () => {
    const s = await studentWithAnswers();
    await premium(s.userId);
    // The fake engine cites page 1 of the focused documents: every question of the test is on page 1.
    const res = await call('GET', `/api/courses/${s.course.id}/weak-topics`, s.cookie);
    expect(res.status).toBe(200);
    const body = res.body!;
    expect(body.locked).toBe(false);
    expect(body.units).toHaveLength(1);
    // 2 of 5 answers right: mastery 40.
    expect(body.units[0]).toMatchObject({
      kind: 'unit',
      label: 'Page 1',
      documentName: 'cells.pdf',
      unitKind: 'page',
      mastery: 40,
      answers: 5,
      correct: 2,
      questions: 5,
      parts: [{ summaryId: s.doc.id, units: [1] }],
    });
    // Key terms need two answers: none yet (each term was asked once).
    expect(body.terms).toEqual([]);
    expect(body.tracked).toEqual({ units: 1, terms: 0, weak: 1 });

    // A second attempt: every key term now has two answers; question 2 (key B) wrong twice.
    await takeTest(s.cookie, s.testId, ['A', 'A', 'C', 'D', 'A']);
    const again = (await call('GET', `/api/courses/${s.course.id}/weak-topics`, s.cookie)).body!;
    expect(again.units[0]).toMatchObject({ answers: 10, correct: 6, mastery: 60 });
    const labels = again.terms.map((t: Json) => [t.label, t.mastery]);
    expect(labels[0]).toEqual([expect.stringMatching(/^Beta\d+x1$/), 0]);
    expect(labels.map((l: unknown[]) => l[1])).toEqual(
      [...labels.map((l: unknown[]) => l[1])].sort((a, b) => Number(a) - Number(b)),
    );
    expect(again.terms.every((t: Json) => t.mastery < 70)).toBe(true);
  });

  it('shows a change made anywhere at once: a plan granted and a document deleted straight in the database', async () => {
    const s = await studentWithAnswers();
    const url = `/api/courses/${s.course.id}/weak-topics`;
    expect((await call('GET', url, s.cookie)).body).toMatchObject({ locked: true, units: [] });
    // The admin command (or another instance) grants Premium: the next read unlocks (no answer kept from before).
    await premium(s.userId);
    const unlocked = (await call('GET', url, s.cookie)).body!;
    expect(unlocked).toMatchObject({ locked: false });
    expect(unlocked.units).toHaveLength(1);
    // The cited document is deleted elsewhere: its page can no longer be practised and leaves the list.
    await ctx.app.db.execute(sql`delete from course_summaries where id = ${s.doc.id}`);
    expect((await call('GET', url, s.cookie)).body!.units).toEqual([]);
  });

  it('another student, a bad id and no session: 404 / 404 / 401', async () => {
    const s = await studentWithAnswers();
    const other = await signUp(ctx.app);
    expect((await call('GET', `/api/courses/${s.course.id}/weak-topics`, other.cookie)).status).toBe(404);
    expect((await call('GET', `/api/courses/not-a-uuid/weak-topics`, s.cookie)).status).toBe(404);
    expect((await call('GET', `/api/courses/${s.course.id}/weak-topics`)).status).toBe(401);
  });
});

describe('practise this topic (generation with focus)', () => {
  it('Premium: the engine gets only the chosen pages; the test stores the focus', async () => {
    const s = await studentWithDocument(ctx.app);
    await premium(s.userId);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
      focus: [{ summaryId: s.doc.id, units: [2, 3] }],
    });
    expect(seen.at(-1)!.documents.map((d) => d.units.map((u) => u.number))).toEqual([[2, 3]]);
    const [row] = (
      (await ctx.app.db.execute(
        sql`select settings, question_count from tests where id = ${testId}`,
      )) as unknown as {
        rows: Json[];
      }
    ).rows;
    expect(row!.settings.focus).toEqual([{ summaryId: s.doc.id, units: [2, 3] }]);
    expect(row!.question_count).toBe(5);
  });

  it('a topic of a few pages gets as many questions as they support', async () => {
    const s = await studentWithDocument(ctx.app);
    await premium(s.userId);
    supports = 2;
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
      focus: [{ summaryId: s.doc.id, units: [1] }],
    });
    const q = await call('GET', `/api/tests/${testId}/questions`, s.cookie);
    expect(q.body!.questions).toHaveLength(2);
    // Without a focus the usual error stays.
    const res = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
    });
    expect(parseSse(res.body).find((e) => e.type === 'error')).toMatchObject({
      code: 'INSUFFICIENT_CONTENT',
    });
  });

  it('Free: 403 PREMIUM_REQUIRED before any engine call; bad focus: 400 / 422', async () => {
    const s = await studentWithDocument(ctx.app);
    const free = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
      focus: [{ summaryId: s.doc.id, units: [1] }],
    });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({
      error: { code: 'PREMIUM_REQUIRED', message: expect.stringContaining('Premium') },
    });
    expect(seen).toHaveLength(0);
    await premium(s.userId);
    const other = await studentWithDocument(ctx.app);
    const notSelected = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
      focus: [{ summaryId: other.doc.id, units: [1] }],
    });
    expect(notSelected.statusCode).toBe(400);
    const noSuchPage = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
      focus: [{ summaryId: s.doc.id, units: [99] }],
    });
    expect(noSuchPage.statusCode).toBe(422);
    expect(noSuchPage.json().error.code).toBe('FOCUS_NOT_FOUND');
    for (const focus of [
      [],
      [{ summaryId: s.doc.id, units: [] }],
      [{ summaryId: s.doc.id, units: [0] }],
      'x',
    ])
      expect(
        (
          await generate(ctx.app, s.cookie, {
            courseId: s.course.id,
            summaryIds: [s.doc.id],
            questionCount: 5,
            focus,
          })
        ).statusCode,
      ).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe('editing a generated test before taking it', () => {
  async function freshTest() {
    const s = await studentWithDocument(ctx.app);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
    });
    const got = await call('GET', `/api/tests/${testId}/questions`, s.cookie);
    expect(got.status).toBe(200);
    return { ...s, testId, questions: got.body!.questions as Json[] };
  }

  it('lists the questions with their keys; edits text, options and key; the attempt shows the edit', async () => {
    const s = await freshTest();
    expect(s.questions).toHaveLength(5);
    expect(s.questions[1]).toMatchObject({ order: 2, correctAnswer: 'B', edited: false });
    const q = s.questions[1]!;
    const res = await call('PATCH', `/api/tests/${s.testId}/questions/${q.id}`, s.cookie, {
      text: 'Which organelle makes most of the cell’s ATP?',
      options: ['Ribosome', 'Mitochondrion', 'Nucleus', 'Golgi apparatus'],
      correctAnswer: 'b',
      explanation: 'Cellular respiration happens in the mitochondria.',
    });
    expect(res.status).toBe(200);
    expect(res.body!.question).toMatchObject({
      text: 'Which organelle makes most of the cell’s ATP?',
      options: ['A) Ribosome', 'B) Mitochondrion', 'C) Nucleus', 'D) Golgi apparatus'],
      correctAnswer: 'B',
      edited: true,
    });
    expect(Array.isArray(res.body!.warnings)).toBe(true);
    const attempt = await call('POST', `/api/tests/${s.testId}/attempt`, s.cookie);
    expect(attempt.body!.questions[1]).toMatchObject({
      text: 'Which organelle makes most of the cell’s ATP?',
    });
    expect(JSON.stringify(attempt.body)).not.toContain('Cellular respiration');
    // Started: read-only from now on.
    const after = await call('GET', `/api/tests/${s.testId}/questions`, s.cookie);
    expect(after.body).toMatchObject({ editable: false, reason: expect.stringContaining('started') });
    const again = await call('PATCH', `/api/tests/${s.testId}/questions/${q.id}`, s.cookie, {
      text: 'Which organelle makes most of the ATP?',
      options: ['Ribosome', 'Mitochondrion', 'Nucleus', 'Golgi'],
      correctAnswer: 'A',
    });
    expect(again.status).toBe(409);
    expect(again.body!.error.code).toBe('TEST_STARTED');
    expect((await call('DELETE', `/api/tests/${s.testId}/questions/${q.id}`, s.cookie)).status).toBe(409);
    expect((await call('POST', `/api/tests/${s.testId}/questions/${q.id}/regenerate`, s.cookie)).status).toBe(
      409,
    );
  });

  it('the quality gate refuses a broken question in words (422) and bad input is a 400; nothing is saved', async () => {
    const s = await freshTest();
    const q = s.questions[0]!;
    const url = `/api/tests/${s.testId}/questions/${q.id}`;
    const same = await call('PATCH', url, s.cookie, {
      text: 'Which organelle makes ATP for the cell?',
      options: ['Nucleus', 'nucleus', 'Ribosome', 'Golgi'],
      correctAnswer: 'A',
    });
    expect(same.status).toBe(422);
    expect(same.body!.error).toMatchObject({
      code: 'QUESTION_REJECTED',
      message: 'The four options must all be different.',
    });
    const above = await call('PATCH', url, s.cookie, {
      text: 'Which organelle makes ATP for the cell?',
      options: ['Nucleus', 'Ribosome', 'Golgi', 'All of the above'],
      correctAnswer: 'D',
    });
    expect(above.status).toBe(422);
    for (const body of [
      { text: 'Short?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'A' },
      { text: 'Which organelle makes ATP for the cell?', options: ['a', 'b', 'c'], correctAnswer: 'A' },
      { text: 'Which organelle makes ATP for the cell?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'E' },
      { text: 'Which organelle makes ATP for the cell?', correctAnswer: 'A' },
      {
        text: 'Which organelle makes ATP for the cell?',
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 'A',
        extra: 1,
      },
    ]) {
      const res = await call('PATCH', url, s.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unchanged = await call('GET', `/api/tests/${s.testId}/questions`, s.cookie);
    expect(unchanged.body!.questions[0]).toEqual(q);
  });

  it('deletes a question (the others are numbered again) but never the last one', async () => {
    const s = await freshTest();
    const res = await call('DELETE', `/api/tests/${s.testId}/questions/${s.questions[1]!.id}`, s.cookie);
    expect(res.status).toBe(200);
    expect(res.body!.questions.map((q: Json) => q.order)).toEqual([1, 2, 3, 4]);
    expect(res.body!.questions.map((q: Json) => q.id)).toEqual([0, 2, 3, 4].map((i) => s.questions[i]!.id));
    const start = await call('GET', `/api/tests/${s.testId}/attempt`, s.cookie);
    expect(JSON.stringify(start.body)).toContain('"questionCount":4');
    for (const q of res.body!.questions.slice(1))
      expect((await call('DELETE', `/api/tests/${s.testId}/questions/${q.id}`, s.cookie)).status).toBe(200);
    const last = await call(
      'DELETE',
      `/api/tests/${s.testId}/questions/${res.body!.questions[0].id}`,
      s.cookie,
    );
    expect(last.status).toBe(409);
    expect(last.body!.error.code).toBe('LAST_QUESTION');
  });

  it('regenerates one question in place from the same page, not repeating the others', async () => {
    const s = await freshTest();
    const q = s.questions[2]!;
    const res = await call('POST', `/api/tests/${s.testId}/questions/${q.id}/regenerate`, s.cookie);
    expect(res.status).toBe(200);
    expect(res.body!.question).toMatchObject({ id: q.id, order: 3, edited: true });
    expect(res.body!.question.text).not.toBe(q.text);
    // Same page first (the question's unit), with the test's questions to avoid.
    const req = seen.at(-1)!;
    expect(req.documents.map((d) => d.units.map((u) => u.number))).toEqual([[q.source.unit]]);
    expect(req.avoid).toHaveLength(5);
    // The monthly count did not change.
    expect((await call('GET', '/api/plan', s.cookie)).body!.usedThisMonth).toBe(1);
  });

  it('regenerate: material that supports no other question -> 422; documents deleted -> 409 in words', async () => {
    const s = await freshTest();
    const q = s.questions[0]!;
    supports = 0;
    const none = await call('POST', `/api/tests/${s.testId}/questions/${q.id}/regenerate`, s.cookie);
    expect(none.status).toBe(422);
    supports = Infinity;
    await ctx.app.db.execute(sql`delete from course_summaries where id = ${s.doc.id}`);
    const gone = await call('POST', `/api/tests/${s.testId}/questions/${q.id}/regenerate`, s.cookie);
    expect(gone.status).toBe(409);
    expect(gone.body!.error.code).toBe('DOCUMENTS_GONE');
  });

  it("another student's test or question, wrong ids, a practice set: 404 / 404 / 409", async () => {
    const s = await freshTest();
    const other = await signUp(ctx.app);
    const q = s.questions[0]!;
    expect((await call('GET', `/api/tests/${s.testId}/questions`, other.cookie)).status).toBe(404);
    expect(
      (
        await call('PATCH', `/api/tests/${s.testId}/questions/${q.id}`, other.cookie, {
          text: 'Which organelle makes ATP for the cell?',
          options: ['a', 'b', 'c', 'd'],
          correctAnswer: 'A',
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/tests/${s.testId}/questions/${q.id}`, other.cookie)).status).toBe(404);
    expect(
      (await call('POST', `/api/tests/${s.testId}/questions/${q.id}/regenerate`, other.cookie)).status,
    ).toBe(404);
    expect((await call('GET', `/api/tests/nope/questions`, s.cookie)).status).toBe(404);
    expect((await call('DELETE', `/api/tests/${s.testId}/questions/nope`, s.cookie)).status).toBe(404);
    const foreign = await freshTest();
    expect(
      (await call('DELETE', `/api/tests/${s.testId}/questions/${foreign.questions[0]!.id}`, s.cookie)).status,
    ).toBe(404);
    expect((await call('GET', `/api/tests/${s.testId}/questions`)).status).toBe(401);
    // A practice set of mistakes is not a generated test.
    const taken = await takeTest(s.cookie, s.testId, ['D', 'D', 'D', 'D', 'D']);
    const set = await call('POST', `/api/submissions/${taken.submissionId}/practice-mistakes`, s.cookie);
    expect(set.status).toBe(200);
    const setQuestions = await call('GET', `/api/tests/${set.body!.testId}/questions`, s.cookie);
    expect(setQuestions.body).toMatchObject({ editable: false });
    expect(
      (
        await call(
          'DELETE',
          `/api/tests/${set.body!.testId}/questions/${setQuestions.body!.questions[0].id}`,
          s.cookie,
        )
      ).body!.error.code,
    ).toBe('NOT_EDITABLE');
  });
});

describe('flags', () => {
  it('a flag takes the question out of the review and the weak topics; clearing it brings it back', async () => {
    const s = await studentWithAnswers();
    await premium(s.userId);
    const before = (await call('GET', '/api/review/summary', s.cookie)).body!;
    expect(before.totalCards).toBe(4); // the blank answer seeds no card
    const q = s.questions[1]!; // answered wrong
    const flagged = await call('PUT', `/api/submissions/${s.submissionId}/flags/${q.id}`, s.cookie, {
      reason: 'wrong-key',
      note: 'The material says C.',
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({
      questionId: q.id,
      reason: 'wrong-key',
      note: 'The material says C.',
      removedFromReview: true,
    });
    expect((await call('GET', '/api/review/summary', s.cookie)).body!.totalCards).toBe(3);
    const due = (await call('GET', '/api/review/due', s.cookie)).body!;
    expect(due.cards.map((c: Json) => c.questionId)).not.toContain(q.id);
    const topics = (await call('GET', `/api/courses/${s.course.id}/weak-topics`, s.cookie)).body!;
    expect(topics.units[0]).toMatchObject({ answers: 4, questions: 4 });
    // The results page lists it; a second flag changes the reason.
    const changed = await call('PUT', `/api/submissions/${s.submissionId}/flags/${q.id}`, s.cookie, {
      reason: 'unclear',
    });
    expect(changed.body).toMatchObject({ reason: 'unclear', note: null });
    expect((await call('GET', `/api/submissions/${s.submissionId}/flags`, s.cookie)).body!.flags).toEqual([
      expect.objectContaining({ questionId: q.id, reason: 'unclear' }),
    ]);
    // Quality per engine for the administrator.
    const lines: string[] = [];
    expect(
      await runAdmin(ctx.app.db, ['quality'], { log: (l) => lines.push(l), error: (l) => lines.push(l) }),
    ).toBe(0);
    expect(lines.join('\n')).toMatch(/fake-model-1\s+5\s+0\s+1\s+0\s+1\s+20\.0%/);
    // Cleared: back in the review.
    expect((await call('DELETE', `/api/submissions/${s.submissionId}/flags/${q.id}`, s.cookie)).status).toBe(
      204,
    );
    expect((await call('GET', '/api/review/summary', s.cookie)).body!.totalCards).toBe(4);
    expect((await call('GET', `/api/submissions/${s.submissionId}/flags`, s.cookie)).body!.flags).toEqual([]);
    expect((await call('DELETE', `/api/submissions/${s.submissionId}/flags/${q.id}`, s.cookie)).status).toBe(
      204,
    );
  });

  it('a flag on a practice copy lands on the original question', async () => {
    const s = await studentWithAnswers();
    const set = await call('POST', `/api/submissions/${s.submissionId}/practice-mistakes`, s.cookie);
    const practice = await takeTest(s.cookie, set.body!.testId, ['A', 'A', 'A']);
    const copy = practice.questions[0]!;
    expect(
      (
        await call('PUT', `/api/submissions/${practice.submissionId}/flags/${copy.id}`, s.cookie, {
          reason: 'unclear',
        })
      ).status,
    ).toBe(200);
    const original = (await call('GET', `/api/submissions/${s.submissionId}/flags`, s.cookie)).body!.flags;
    expect(original).toHaveLength(1);
    expect(original[0].questionId).toBe(s.questions[1]!.id);
  });

  it('open attempt 409, wrong ids 404, bad input 400, no session 401', async () => {
    const s = await studentWithAnswers();
    const other = await signUp(ctx.app);
    const q = s.questions[0]!;
    const url = `/api/submissions/${s.submissionId}/flags/${q.id}`;
    expect((await call('PUT', url, other.cookie, { reason: 'unclear' })).status).toBe(404);
    expect((await call('GET', `/api/submissions/${s.submissionId}/flags`, other.cookie)).status).toBe(404);
    expect((await call('DELETE', url, other.cookie)).status).toBe(404);
    expect(
      (await call('PUT', `/api/submissions/nope/flags/${q.id}`, s.cookie, { reason: 'unclear' })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/submissions/${s.submissionId}/flags/nope`, s.cookie, { reason: 'unclear' }))
        .status,
    ).toBe(404);
    for (const body of [
      {},
      { reason: 'bad' },
      { reason: 'unclear', note: 'x'.repeat(501) },
      { reason: 'unclear', x: 1 },
    ])
      expect((await call('PUT', url, s.cookie, body)).status).toBe(400);
    expect((await call('PUT', url, undefined, { reason: 'unclear' })).status).toBe(401);
    const open = await call('POST', `/api/tests/${s.testId}/attempt`, s.cookie);
    const openQ = open.body!.questions[0];
    const res = await call(
      'PUT',
      `/api/submissions/${open.body!.submission.id}/flags/${openQ.id}`,
      s.cookie,
      { reason: 'unclear' },
    );
    expect(res.status).toBe(409);
  });
});
