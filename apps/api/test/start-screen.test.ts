/**
 * Issue 13: a test opens on a start screen that creates nothing (a test never started is no attempt, is never
 * finalised and counts in no statistic), and every attempt's results stay reachable by its id.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeTestPayloadSchema, testResultsSchema, testStartInfoSchema } from '@studypilot/core';
import { testSubmissions } from '../src/db/schema/index.ts';
import { createTest } from './factories.ts';
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
  ctx = await createPracticeApp({
    engine: fake.engine,
    env: { FREE_TESTS_PER_MONTH: 1000, ALLOW_SHORT_TIME_LIMITS: 'true' as never },
  });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await resetDatabase(ctx.database);
});

const db = () => ctx.app.db;
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function submissionsOf(testId: string) {
  return db().select().from(testSubmissions).where(eq(testSubmissions.testId, testId));
}

describe('start screen', () => {
  it('shows the title, question count and time limit without creating an attempt; Start creates it', async () => {
    const s = await studentWithDocument(ctx.app);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionType: 'multiple-choice',
      questionCount: 5,
      timeLimit: 20,
    });
    const res = await get(s.cookie, `/api/tests/${testId}/attempt`);
    expect(res.statusCode).toBe(200);
    const info = testStartInfoSchema.parse(res.json());
    expect(info.test).toMatchObject({
      id: testId,
      courseName: 'Biology',
      questionCount: 5,
      questionTypes: 'multiple-choice',
      timeLimitSeconds: 1200,
    });
    expect(info.openAttempt).toBeNull();
    expect(info.completedAttempts).toEqual([]);
    // Reading the start screen twice creates nothing.
    await get(s.cookie, `/api/tests/${testId}/attempt`);
    expect(await submissionsOf(testId)).toHaveLength(0);

    const started = takeTestPayloadSchema.parse(
      (await post(s.cookie, `/api/tests/${testId}/attempt`)).json(),
    );
    expect(await submissionsOf(testId)).toHaveLength(1);
    const again = testStartInfoSchema.parse((await get(s.cookie, `/api/tests/${testId}/attempt`)).json());
    expect(again.openAttempt).toEqual({
      id: started.submission.id,
      deadlineAt: started.submission.deadlineAt,
    });

    await post(s.cookie, `/api/submissions/${started.submission.id}/submit`, {});
    const after = testStartInfoSchema.parse((await get(s.cookie, `/api/tests/${testId}/attempt`)).json());
    expect(after.openAttempt).toBeNull();
    expect(after.completedAttempts).toEqual([
      { id: started.submission.id, totalScore: 0, completedAt: expect.any(String) },
    ]);
  });

  it('answers 404 for a missing or another student’s test and 403 for a test that is not active', async () => {
    const s = await studentWithDocument(ctx.app);
    const other = await signUp(ctx.app);
    const test = await createTest(db(), { userId: s.userId, courseId: s.course.id });
    for (const id of [test.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(other.cookie, `/api/tests/${id}/attempt`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Test not found');
    }
    const archived = await createTest(db(), { userId: s.userId, courseId: s.course.id, status: 'archived' });
    const res = await get(s.cookie, `/api/tests/${archived.id}/attempt`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'ACCESS_DENIED', message: 'Access denied' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tests/${test.id}/attempt` })).statusCode).toBe(
      401,
    );
  });

  it('a test never started is not an attempt: the finaliser leaves it alone and no statistic counts it', async () => {
    const s = await studentWithDocument(ctx.app);
    const generate = (questionCount: number) =>
      generateTestId(ctx.app, s.cookie, {
        courseId: s.course.id,
        summaryIds: [s.doc.id],
        questionType: 'multiple-choice',
        questionCount,
        timeLimit: 10,
        timeLimitSeconds: 30,
      });
    // One test taken (all answers right: the fake key of question i is 'ABCD'[i % 4]) ...
    const taken = await generate(5);
    const a = takeTestPayloadSchema.parse((await post(s.cookie, `/api/tests/${taken}/attempt`)).json());
    const answers = a.questions.map((q, i) => ({ questionId: q.id, answer: 'ABCD'[i % 4]!, timeSpent: 2 }));
    const graded = await post(s.cookie, `/api/submissions/${a.submission.id}/submit`, { answers });
    expect(graded.json().totalScore).toBe(100);
    // ... and one opened on its start screen only, long past the time its attempt would have had.
    const untouched = await generate(6);
    expect((await get(s.cookie, `/api/tests/${untouched}/attempt`)).statusCode).toBe(200);
    await db().execute(sql`update tests set created_at = now() - interval '2 hours' where id = ${untouched}`);

    expect(await ctx.app.finaliseExpiredAttempts()).toBe(0);
    expect(await submissionsOf(untouched)).toHaveLength(0);

    expect((await get(s.cookie, '/api/dashboard/stats')).json()).toMatchObject({
      testsTaken: 1,
      questionsAnswered: 5,
    });
    const course = (await get(s.cookie, `/api/courses/${s.course.id}`)).json();
    expect(course).toMatchObject({ testsTaken: 1, averageGrade: 100 });
    expect(course.tests.find((t: { id: string }) => t.id === untouched).submissions).toEqual([]);
    const courses = (await get(s.cookie, '/api/courses')).json();
    const listed = (Array.isArray(courses) ? courses : courses.courses).find(
      (c: { id: string }) => c.id === s.course.id,
    );
    expect(listed).toMatchObject({ averageGrade: 100 });
    const progress = (await get(s.cookie, '/api/progress')).json();
    expect(progress.perCourse).toEqual([expect.objectContaining({ average: 100, attempts: 1 })]);

    // Started, then abandoned: that is an attempt, finalised at its deadline and counted.
    const b = takeTestPayloadSchema.parse((await post(s.cookie, `/api/tests/${untouched}/attempt`)).json());
    await expire(db(), b.submission.id);
    expect(await ctx.app.finaliseExpiredAttempts()).toBe(1);
    expect((await get(s.cookie, '/api/dashboard/stats')).json()).toMatchObject({ testsTaken: 2 });
  });
});

describe('results by attempt id', () => {
  it('answers the owner with partial credit counted apart; 404 for others, 400 for a malformed id', async () => {
    const s = await studentWithDocument(ctx.app);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionType: 'open-ended',
      questionCount: 3,
      timeLimit: 10,
    });
    const a = takeTestPayloadSchema.parse((await post(s.cookie, `/api/tests/${testId}/attempt`)).json());
    // The fake grader: 'glucose' is correct (100), any other answer partly correct (20), none incorrect (0).
    const answers = [
      { questionId: a.questions[0]!.id, answer: 'glucose from light', timeSpent: 3 },
      { questionId: a.questions[1]!.id, answer: 'something about cells', timeSpent: 3 },
    ];
    await post(s.cookie, `/api/submissions/${a.submission.id}/submit`, { answers });

    const res = await get(s.cookie, `/api/submissions/${a.submission.id}/results`);
    expect(res.statusCode).toBe(200);
    const r = testResultsSchema.parse(res.json());
    expect(r).toMatchObject({ correctCount: 1, partialCount: 1, submission: { totalScore: 40 } });
    expect(r.questions.map((q) => q.answer?.score)).toEqual([100, 20, 0]);

    const other = await signUp(ctx.app);
    const theirs = await get(other.cookie, `/api/submissions/${a.submission.id}/results`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Test submission not found');
    expect(
      (await get(s.cookie, '/api/submissions/00000000-0000-4000-8000-000000000000/results')).statusCode,
    ).toBe(404);
    for (const bad of ['abc', '12345', "1' or '1'='1"]) {
      const r400 = await get(s.cookie, `/api/submissions/${encodeURIComponent(bad)}/results`);
      expect(r400.statusCode).toBe(400);
      expect(r400.json().error).toMatchObject({ code: 'INVALID_ID', message: 'Invalid test submission id' });
    }
  });

  it('the dashboard’s recent activity links a high score to its results', async () => {
    const s = await studentWithDocument(ctx.app);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionType: 'multiple-choice',
      questionCount: 5,
      timeLimit: 10,
    });
    const a = takeTestPayloadSchema.parse((await post(s.cookie, `/api/tests/${testId}/attempt`)).json());
    const answers = a.questions.map((q, i) => ({ questionId: q.id, answer: 'ABCD'[i % 4]!, timeSpent: 2 }));
    await post(s.cookie, `/api/submissions/${a.submission.id}/submit`, { answers });
    const items = (await get(s.cookie, '/api/dashboard/activity')).json();
    expect(items).toContainEqual(
      expect.objectContaining({ id: `test-${a.submission.id}`, href: `/test-results/${a.submission.id}` }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ id: `upload-${s.doc.id}`, href: `/courses/${s.course.id}` }),
    );
  });
});
