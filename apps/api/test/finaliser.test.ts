import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAnswers, testSubmissions } from '../src/db/schema/index.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTest } from './factories.ts';
import { resetDatabase, type TestContext } from './helpers.ts';
import {
  createPracticeApp,
  expire,
  fakeEngine,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

/**
 * Two API instances on ONE database. On PostgreSQL (TEST_DATABASE_URL) each instance has its own connection
 * pool, as two servers would; on PGlite they share the one in-memory database.
 */
let a: PracticeContext;
let b: PracticeContext;
let second: Database | undefined;
const engineA = fakeEngine();
const engineB = fakeEngine();

beforeAll(async () => {
  a = await createPracticeApp({ engine: engineA.engine });
  const pool = (a.database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
  const url = a.database.kind === 'postgres' ? pool.options?.connectionString : undefined;
  if (url) second = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const databaseB = second ? ({ ...second, drop: async () => {} } as TestContext['database']) : a.database;
  b = await createPracticeApp({ engine: engineB.engine, database: databaseB });
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});
beforeEach(async () => {
  await resetDatabase(a.database);
  engineA.calls.grade = 0;
  engineB.calls.grade = 0;
});

const OPEN_QUESTIONS = [1, 2, 3].map((i) => ({
  questionText: `Explain idea ${i}.`,
  questionType: 'open-ended' as const,
  correctAnswer: 'glucose',
  explanation: 'Because.',
}));

/** `n` attempts by different students, each with 3 answered open questions, their deadlines passed. */
async function expiredAttempts(n: number) {
  const ids: string[] = [];
  const s = await studentWithDocument(a.app);
  for (let i = 0; i < n; i++) {
    const test = await createTest(a.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      questions: OPEN_QUESTIONS,
    });
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/tests/${test.id}/attempt`,
      headers: { cookie: s.cookie },
    });
    const body = res.json();
    for (const q of body.questions)
      await a.app.inject({
        method: 'PUT',
        url: `/api/submissions/${body.submission.id}/answers/${q.id}`,
        headers: { cookie: s.cookie },
        payload: { answer: i % 2 ? 'glucose' : 'no idea', timeSpent: 5 },
      });
    await expire(a.app.db, body.submission.id);
    ids.push(body.submission.id);
  }
  return { ids, student: s };
}

describe('finaliser', () => {
  it('finalises expired attempts auto-submitted with their answers, and leaves running ones alone', async () => {
    const { ids, student } = await expiredAttempts(2);
    const running = await createTest(a.app.db, { userId: student.userId, courseId: student.course.id });
    const open = (
      await a.app.inject({
        method: 'POST',
        url: `/api/tests/${running.id}/attempt`,
        headers: { cookie: student.cookie },
      })
    ).json();
    // Inside the grace period: not yet.
    await a.app.db.execute(
      sql`update test_submissions set deadline_at = now() - interval '1 second' where id = ${open.submission.id}`,
    );

    expect(await a.app.finaliseExpiredAttempts()).toBe(2);
    expect(await a.app.finaliseExpiredAttempts()).toBe(0);
    for (const id of ids) {
      const [row] = await a.app.db.select().from(testSubmissions).where(eq(testSubmissions.id, id));
      expect(row).toMatchObject({ status: 'completed', autoSubmitted: true, timeTaken: 600 });
      const answers = await a.app.db.select().from(testAnswers).where(eq(testAnswers.submissionId, id));
      expect(answers).toHaveLength(3);
      expect(answers.every((x) => x.studentAnswer !== null && x.feedback !== null)).toBe(true);
    }
    const [still] = await a.app.db
      .select()
      .from(testSubmissions)
      .where(eq(testSubmissions.id, open.submission.id));
    expect(still!.status).toBe('in_progress');
    const results = await a.app.inject({
      method: 'GET',
      url: `/api/submissions/${ids[1]}/results`,
      headers: { cookie: student.cookie },
    });
    expect(results.json()).toMatchObject({
      submission: { autoSubmitted: true, totalScore: 100 },
      correctCount: 3,
    });
  });

  it('grades each expired attempt exactly once when two instances run passes at the same time', async () => {
    const N = 24;
    const { ids } = await expiredAttempts(N);
    const counts = await Promise.all([
      a.app.finaliseExpiredAttempts(),
      b.app.finaliseExpiredAttempts(),
      a.app.finaliseExpiredAttempts(),
      b.app.finaliseExpiredAttempts(),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(N);
    // 3 open answers per attempt, graded once each, whichever instance took it.
    expect(engineA.calls.grade + engineB.calls.grade).toBe(3 * N);
    const rows = await a.app.db.select().from(testSubmissions);
    expect(
      rows.filter((r) => ids.includes(r.id)).every((r) => r.status === 'completed' && r.autoSubmitted),
    ).toBe(true);
  });

  it('a student submit racing the finaliser grades once and both see the same result', async () => {
    const { ids, student } = await expiredAttempts(1);
    const [submitted, passed] = await Promise.all([
      b.app.inject({
        method: 'POST',
        url: `/api/submissions/${ids[0]}/submit`,
        headers: { cookie: student.cookie },
        payload: {},
      }),
      a.app.finaliseExpiredAttempts(),
    ]);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().autoSubmitted).toBe(true);
    expect(passed).toBeLessThanOrEqual(1);
    expect(engineA.calls.grade + engineB.calls.grade).toBe(3);
  });

  it('runs by itself in the background on every instance', async () => {
    const fast = [
      await createPracticeApp({
        engine: engineA.engine,
        database: a.database,
        finaliser: true,
        env: { FINALIZER_INTERVAL_SECONDS: 1 },
      }),
      await createPracticeApp({
        engine: engineB.engine,
        database: b.database,
        finaliser: true,
        env: { FINALIZER_INTERVAL_SECONDS: 1 },
      }),
    ];
    try {
      const { ids } = await expiredAttempts(6);
      const deadline = Date.now() + 15_000;
      let done = 0;
      while (Date.now() < deadline) {
        const rows = await a.app.db.select().from(testSubmissions);
        done = rows.filter((r) => ids.includes(r.id) && r.status === 'completed').length;
        if (done === ids.length) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(done).toBe(6);
      expect(engineA.calls.grade + engineB.calls.grade).toBe(18);
    } finally {
      for (const f of fast) await f.close();
    }
  });
});
