import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWER_GRACE_SECONDS,
  TEST_MESSAGES,
  takeTestPayloadSchema,
  testResultsSchema,
} from '@studypilot/core';
import { testAnswers, testSubmissions, tests } from '../src/db/schema/index.ts';
import { createInProgressSubmission, createTest } from './factories.ts';
import { resetDatabase, signUp } from './helpers.ts';
import {
  createPracticeApp,
  expire,
  fakeEngine,
  generateTestId,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

let ctx: PracticeContext;
const fake = fakeEngine();
beforeAll(async () => {
  ctx = await createPracticeApp({ engine: fake.engine, env: { FREE_TESTS_PER_MONTH: 1000 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await resetDatabase(ctx.database);
  fake.calls.grade = 0;
});

const db = () => ctx.app.db;

async function newTest(type: 'multiple-choice' | 'open-ended' = 'multiple-choice', count = 5) {
  const s = await studentWithDocument(ctx.app);
  const testId = await generateTestId(ctx.app, s.cookie, {
    courseId: s.course.id,
    summaryIds: [s.doc.id],
    questionType: type,
    questionCount: count,
    timeLimit: 10,
  });
  return { ...s, testId };
}

const attempt = (cookie: string, testId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/tests/${testId}/attempt`, headers: { cookie } });
const save = (cookie: string, sid: string, qid: string, answer: string | null, timeSpent = 3) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/submissions/${sid}/answers/${qid}`,
    headers: { cookie },
    payload: { answer, timeSpent },
  });
const submit = (cookie: string, sid: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/submissions/${sid}/submit`, headers: { cookie }, payload });
const results = (cookie: string, sid: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/${sid}/results`, headers: { cookie } });

const SECRETS = [
  'correctAnswer',
  'explanation',
  'EXPLANATION',
  'QUOTE',
  'source',
  'keyIdeas',
  'KEYIDEA',
  'SAMPLE-ANSWER',
];

describe('POST /api/tests/:testId/attempt', () => {
  it('starts an attempt with a server deadline and no answer key in the payload', async () => {
    const t = await newTest();
    const res = await attempt(t.cookie, t.testId);
    expect(res.statusCode).toBe(200);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    const body = takeTestPayloadSchema.parse(res.json());
    expect(body.test).toMatchObject({ id: t.testId, courseName: 'Biology', timeLimit: 10, questionCount: 5 });
    expect(body.submission.resumed).toBe(false);
    expect(body.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5]);
    expect(body.questions[0]!.options).toEqual(['A) First', 'B) Second', 'C) Third', 'D) Fourth']);
    const started = Date.parse(body.submission.startedAt);
    expect(Date.parse(body.submission.deadlineAt) - started).toBe(10 * 60 * 1000);
    expect(Math.abs(Date.parse(body.submission.serverNow) - Date.now())).toBeLessThan(60_000);
    const [row] = await db().select().from(testSubmissions).where(eq(testSubmissions.id, body.submission.id));
    expect(row).toMatchObject({ status: 'in_progress', userId: t.userId, testId: t.testId });
  });

  it('resumes the open attempt with its saved answers', async () => {
    const t = await newTest();
    const first = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const q = first.questions[2]!;
    expect((await save(t.cookie, first.submission.id, q.id, 'c', 7)).statusCode).toBe(200);
    const again = await attempt(t.cookie, t.testId);
    for (const secret of SECRETS) expect(again.body).not.toContain(secret);
    const second = takeTestPayloadSchema.parse(again.json());
    expect(second.submission).toMatchObject({
      id: first.submission.id,
      resumed: true,
      deadlineAt: first.submission.deadlineAt,
    });
    expect(second.answers).toEqual([
      { questionId: q.id, answer: 'c', timeSpent: 7, updatedAt: expect.any(String) },
    ]);
  });

  it('opens one attempt when the test is opened many times at once', async () => {
    const t = await newTest();
    const all = await Promise.all(Array.from({ length: 6 }, () => attempt(t.cookie, t.testId)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.json().submission.id)).size).toBe(1);
    const open = await db()
      .select()
      .from(testSubmissions)
      .where(and(eq(testSubmissions.testId, t.testId), eq(testSubmissions.status, 'in_progress')));
    expect(open).toHaveLength(1);
  });

  it('finalises an expired open attempt (auto-submitted, answers kept) and starts a new one', async () => {
    const t = await newTest();
    const first = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    await save(t.cookie, first.submission.id, first.questions[0]!.id, 'A');
    await expire(db(), first.submission.id);
    const second = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    expect(second.submission.id).not.toBe(first.submission.id);
    expect(second.submission.resumed).toBe(false);
    expect(second.answers).toEqual([]);
    const [old] = await db()
      .select()
      .from(testSubmissions)
      .where(eq(testSubmissions.id, first.submission.id));
    expect(old).toMatchObject({ status: 'completed', autoSubmitted: true, totalScore: 20, timeTaken: 600 });
  });

  it("answers 404 'Test not found' for another student's, a missing and a malformed test", async () => {
    const t = await newTest();
    const other = await signUp(ctx.app);
    for (const id of [t.testId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await attempt(other.cookie, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(TEST_MESSAGES.testNotFound);
    }
    expect(await db().select().from(testSubmissions)).toHaveLength(0);
  });

  it("answers 403 'Access denied' for a test that is not active", async () => {
    const t = await newTest();
    await db().update(tests).set({ status: 'archived' }).where(eq(tests.id, t.testId));
    const res = await attempt(t.cookie, t.testId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'ACCESS_DENIED', message: TEST_MESSAGES.accessDenied });
  });

  it('needs a session', async () => {
    const t = await newTest();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/tests/${t.testId}/attempt` })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/submissions/:id/answers/:questionId', () => {
  it('upserts one row per question and keeps the largest running total of time spent', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const q = a.questions[0]!;
    const first = await save(t.cookie, a.submission.id, q.id, 'B', 4);
    expect(first.statusCode).toBe(200);
    for (const secret of SECRETS) expect(first.body).not.toContain(secret);
    expect(first.json()).toMatchObject({ questionId: q.id, answer: 'B', timeSpent: 4 });
    const second = await save(t.cookie, a.submission.id, q.id, 'C', 10);
    expect(second.json()).toMatchObject({ questionId: q.id, answer: 'C', timeSpent: 10 });
    // The same save again (its reply was lost) does not count the 10 seconds twice.
    const retried = await save(t.cookie, a.submission.id, q.id, 'C', 10);
    expect(retried.json()).toMatchObject({ answer: 'C', timeSpent: 10 });
    // A late, older request cannot lower the total.
    const cleared = await save(t.cookie, a.submission.id, q.id, null, 4);
    expect(cleared.json()).toMatchObject({ answer: null, timeSpent: 10 });
    const rows = await db().select().from(testAnswers).where(eq(testAnswers.submissionId, a.submission.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another student's submission, a question of another test, and malformed ids", async () => {
    const t = await newTest();
    const u = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const b = takeTestPayloadSchema.parse((await attempt(u.cookie, u.testId)).json());
    const theirs = await save(t.cookie, b.submission.id, b.questions[0]!.id, 'A');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({
      code: 'TEST_SUBMISSION_NOT_FOUND',
      message: TEST_MESSAGES.submissionNotFound,
    });
    const foreignQuestion = await save(t.cookie, a.submission.id, b.questions[0]!.id, 'A');
    expect(foreignQuestion.statusCode).toBe(404);
    expect(foreignQuestion.json().error.code).toBe('QUESTION_NOT_FOUND');
    expect((await save(t.cookie, 'x', a.questions[0]!.id, 'A')).statusCode).toBe(404);
    expect((await save(t.cookie, a.submission.id, 'x', 'A')).statusCode).toBe(404);
    expect(await db().select().from(testAnswers)).toHaveLength(0);
  });

  it.each([
    ['an answer over 5,000 characters', { answer: 'x'.repeat(5001), timeSpent: 1 }],
    ['a negative time', { answer: 'A', timeSpent: -1 }],
    ['more than a day', { answer: 'A', timeSpent: 24 * 3600 + 1 }],
    ['a fractional time', { answer: 'A', timeSpent: 1.5 }],
    ['a missing time', { answer: 'A' }],
    ['a number as answer', { answer: 3, timeSpent: 1 }],
  ])('refuses %s with 400', async (_l, payload) => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${a.submission.id}/answers/${a.questions[0]!.id}`,
      headers: { cookie: t.cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it(`accepts answers within the ${ANSWER_GRACE_SECONDS} s grace and refuses them after it with TIME_UP`, async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const q = a.questions[0]!.id;
    // Deadline 2 s ago: still inside the grace period.
    await db().execute(
      sql`update test_submissions set deadline_at = now() - interval '2 seconds' where id = ${a.submission.id}`,
    );
    expect((await save(t.cookie, a.submission.id, q, 'A')).statusCode).toBe(200);
    await db().execute(
      sql`update test_submissions set deadline_at = now() - make_interval(secs => ${ANSWER_GRACE_SECONDS + 1}) where id = ${a.submission.id}`,
    );
    const late = await save(t.cookie, a.submission.id, q, 'B');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'TIME_UP', message: TEST_MESSAGES.timeUp });
    const [row] = await db().select().from(testAnswers).where(eq(testAnswers.questionId, q));
    expect(row!.studentAnswer).toBe('A');
  });

  it('refuses answers to a completed attempt with SUBMISSION_COMPLETED', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    expect((await submit(t.cookie, a.submission.id)).statusCode).toBe(200);
    const res = await save(t.cookie, a.submission.id, a.questions[0]!.id, 'A');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SUBMISSION_COMPLETED');
  });
});

describe('POST /api/submissions/:id/submit and GET results', () => {
  it('grades multiple choice by letter ignoring case and spaces, unanswered as incorrect, and shows the results', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const [q1, q2, q3] = a.questions;
    await save(t.cookie, a.submission.id, q1!.id, ' a ', 5); // key A
    await save(t.cookie, a.submission.id, q2!.id, 'b', 6); // key B
    await save(t.cookie, a.submission.id, q3!.id, 'D', 7); // key C: wrong
    // q4 (key D) arrives with the submit; q5 stays unanswered.
    const res = await submit(t.cookie, a.submission.id, {
      answers: [{ questionId: a.questions[3]!.id, answer: 'D', timeSpent: 2 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      submissionId: a.submission.id,
      testId: t.testId,
      totalScore: 60,
      autoSubmitted: false,
    });
    expect(res.json().feedback).toContain('3 of 5');
    // Where to review, in words: questions 3 and 5 both come from page 2 (issue 13).
    expect(res.json().feedback).toContain('Review: cells.pdf, page 2.');

    const r = await results(t.cookie, a.submission.id);
    expect(r.statusCode).toBe(200);
    const body = testResultsSchema.parse(r.json());
    expect(body.correctCount).toBe(3);
    expect(body.submission).toMatchObject({ totalScore: 60, autoSubmitted: false });
    expect(body.submission.timeTaken).toBeGreaterThanOrEqual(0);
    expect(body.submission.timeTaken).toBeLessThan(60);
    expect(body.questions.map((q) => q.answer?.isCorrect)).toEqual([true, true, false, true, false]);
    expect(body.questions[4]!.answer).toMatchObject({ answer: null, isCorrect: false, score: 0 });
    expect(body.questions[2]).toMatchObject({
      correctAnswer: 'C',
      explanation: 'EXPLANATION-3',
      source: { documentName: 'cells.pdf', unit: 2, quote: 'QUOTE-3' },
      answer: { answer: 'D', isCorrect: false, score: 0, timeSpent: 7 },
    });
    expect(body.questions[2]!.answer!.feedback!.text).toContain('The correct answer is C) Third');
    expect(body.test).toMatchObject({ id: t.testId, courseName: 'Biology', aiEngine: 'fake-model-1' });
    // Rows exist for every question, unanswered ones included.
    expect(
      await db().select().from(testAnswers).where(eq(testAnswers.submissionId, a.submission.id)),
    ).toHaveLength(5);
  });

  it('grades open answers with the engine and keeps covered / missed ideas', async () => {
    const t = await newTest('open-ended', 3);
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    await save(t.cookie, a.submission.id, a.questions[0]!.id, 'Plants make glucose from light.');
    await save(t.cookie, a.submission.id, a.questions[1]!.id, 'Something else.');
    const res = await submit(t.cookie, a.submission.id);
    expect(res.json().totalScore).toBe(40); // (100 + 20 + 0) / 3
    expect(fake.calls.grade).toBe(2);
    const body = testResultsSchema.parse((await results(t.cookie, a.submission.id)).json());
    expect(body.questions[0]!.answer!.feedback).toEqual({
      text: 'Well covered.',
      covered: ['glucose'],
      missed: [],
    });
    expect(body.questions[1]!.answer!.feedback!.missed).toEqual(['glucose']);
    expect(body.questions[2]!.answer).toMatchObject({ answer: null, isCorrect: false, score: 0 });
    expect(body.questions[0]!.correctAnswer).toContain('SAMPLE-ANSWER-1');
  });

  it('grades open answers offline, with a note, when the AI grader fails', async () => {
    const down = fakeEngine({ gradeFails: true });
    const other = await createPracticeApp({
      engine: down.engine,
      database: ctx.database,
      env: { FREE_TESTS_PER_MONTH: 1000 },
    });
    try {
      const s = await studentWithDocument(other.app);
      const testId = await generateTestId(other.app, s.cookie, {
        courseId: s.course.id,
        summaryIds: [s.doc.id],
        questionType: 'open-ended',
        questionCount: 2,
      });
      const a = (
        await other.app.inject({
          method: 'POST',
          url: `/api/tests/${testId}/attempt`,
          headers: { cookie: s.cookie },
        })
      ).json();
      for (const q of a.questions)
        await other.app.inject({
          method: 'PUT',
          url: `/api/submissions/${a.submission.id}/answers/${q.id}`,
          headers: { cookie: s.cookie },
          payload: {
            answer: 'Photosynthesis makes glucose from light energy in the chloroplast.',
            timeSpent: 10,
          },
        });
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/submissions/${a.submission.id}/submit`,
        headers: { cookie: s.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(down.calls.grade).toBe(1); // the first failure sends the rest offline
      const r = testResultsSchema.parse(
        (
          await other.app.inject({
            method: 'GET',
            url: `/api/submissions/${a.submission.id}/results`,
            headers: { cookie: s.cookie },
          })
        ).json(),
      );
      for (const q of r.questions) {
        expect(q.answer!.answer).toContain('glucose');
        expect(q.answer!.feedback!.text).toContain('offline grader');
      }
    } finally {
      await other.close();
    }
  });

  it('is idempotent: concurrent submits grade once and return the same result', async () => {
    const t = await newTest('open-ended', 3);
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    for (const q of a.questions) await save(t.cookie, a.submission.id, q.id, 'glucose');
    const all = await Promise.all([
      submit(t.cookie, a.submission.id),
      submit(t.cookie, a.submission.id, { autoSubmitted: true }),
      submit(t.cookie, a.submission.id),
      submit(t.cookie, a.submission.id),
    ]);
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const bodies = all.map((r) => r.json());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(fake.calls.grade).toBe(3);
    const later = await submit(t.cookie, a.submission.id, { autoSubmitted: true });
    expect(later.json()).toEqual(bodies[0]);
    expect(fake.calls.grade).toBe(3);
  });

  it('after the deadline drops answers sent with the submit, marks it auto-submitted and caps the time taken', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    await save(t.cookie, a.submission.id, a.questions[0]!.id, 'A');
    await expire(db(), a.submission.id, 120);
    const res = await submit(t.cookie, a.submission.id, {
      answers: [{ questionId: a.questions[1]!.id, answer: 'B', timeSpent: 3 }],
    });
    expect(res.json()).toMatchObject({ totalScore: 20, autoSubmitted: true });
    const [row] = await db().select().from(testSubmissions).where(eq(testSubmissions.id, a.submission.id));
    expect(row!.timeTaken).toBe(600);
  });

  it("answers 404 'Test submission not found' for another student's or a missing submission, 409 before completion", async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const early = await results(t.cookie, a.submission.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NOT_COMPLETED');
    const other = await signUp(ctx.app);
    for (const id of [a.submission.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      // A malformed id is a bad request for the results (issue 13), still 'not found' for a submit.
      const checks =
        id === 'abc'
          ? [await submit(other.cookie, id)]
          : [await results(other.cookie, id), await submit(other.cookie, id)];
      for (const res of checks) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({
          code: 'TEST_SUBMISSION_NOT_FOUND',
          message: TEST_MESSAGES.submissionNotFound,
        });
      }
    }
    await submit(t.cookie, a.submission.id);
    expect((await results(other.cookie, a.submission.id)).statusCode).toBe(404);
    expect((await results(t.cookie, a.submission.id)).statusCode).toBe(200);
  });

  it.each([
    [
      'more than 100 pending answers',
      { answers: Array.from({ length: 101 }, () => ({ questionId: 'x', answer: 'A', timeSpent: 1 })) },
    ],
    ['a non-boolean autoSubmitted', { autoSubmitted: 'yes' }],
    [
      'a pending answer over 5,000 characters',
      { answers: [{ questionId: 'x', answer: 'x'.repeat(5001), timeSpent: 1 }] },
    ],
  ])('refuses %s with 400', async (_l, payload) => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    expect((await submit(t.cookie, a.submission.id, payload)).statusCode).toBe(400);
  });

  it('no answer slips in while the attempt is being graded', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    const saves = a.questions.flatMap((q) => [
      save(t.cookie, a.submission.id, q.id, 'B'),
      save(t.cookie, a.submission.id, q.id, 'C'),
    ]);
    const [submitted, ...saved] = await Promise.all([submit(t.cookie, a.submission.id), ...saves]);
    expect(submitted.statusCode).toBe(200);
    for (const s of saved) expect([200, 409]).toContain(s.statusCode);
    // Every stored answer was graded: is_correct agrees with the stored answer.
    const r = testResultsSchema.parse((await results(t.cookie, a.submission.id)).json());
    for (const q of r.questions) {
      const stored = q.answer?.answer ?? null;
      expect(q.answer!.isCorrect).toBe(stored !== null && stored.trim().toUpperCase() === q.correctAnswer);
    }
    const correct = r.questions.filter((q) => q.answer!.isCorrect).length;
    expect(r.submission.totalScore).toBe(correct * 20);
  });
});

describe('course detail and dashboard with real tests', () => {
  it('shows the generated test, its completed attempt and the stats', async () => {
    const t = await newTest();
    const a = takeTestPayloadSchema.parse((await attempt(t.cookie, t.testId)).json());
    await save(t.cookie, a.submission.id, a.questions[0]!.id, 'A');
    await submit(t.cookie, a.submission.id);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${t.course.id}`,
      headers: { cookie: t.cookie },
    });
    expect(detail.statusCode).toBe(200);
    const course = detail.json();
    expect(course.testsTaken).toBe(1);
    expect(course.averageGrade).toBe(20);
    expect(course.tests).toHaveLength(1);
    expect(course.tests[0]).toMatchObject({
      id: t.testId,
      title: 'Course Biology - Test #1',
      questionCount: 5,
      aiEngine: 'fake-model-1',
    });
    expect(course.tests[0].submissions).toEqual([
      expect.objectContaining({ id: a.submission.id, totalScore: 20, status: 'completed' }),
    ]);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { cookie: t.cookie },
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ testsTaken: 1, questionsAnswered: 5 });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie: t.cookie } });
    expect(list.json()[0]).toMatchObject({ testCount: 1, testsTaken: 1, averageGrade: 20 });
  });

  it('a factory-made in-progress attempt can be submitted too', async () => {
    const s = await studentWithDocument(ctx.app);
    const test = await createTest(db(), { userId: s.userId, courseId: s.course.id });
    const sub = await createInProgressSubmission(db(), { userId: s.userId, testId: test.id });
    const res = await submit(s.cookie, sub.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalScore).toBe(0);
  });
});
