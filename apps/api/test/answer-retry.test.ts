/**
 * An answer save that meets a dropped database connection is retried once on the server (decision 007). On
 * PostgreSQL the save's own backend is killed with pg_terminate_backend while it waits for a row lock; on PGlite
 * (one in-process connection that cannot drop) the same SQLSTATE is injected once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { testAnswers, testQuestions } from '../src/db/schema/index.ts';
import { createCourse, createInProgressSubmission, createTest } from './factories.ts';
import { createTestApp, ORIGIN, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function openAttempt() {
  const me = await signUp(ctx.app);
  const db = ctx.database.db;
  const course = await createCourse(db, me.userId);
  const test = await createTest(db, { userId: me.userId, courseId: course.id, questionCount: 1 });
  const sub = await createInProgressSubmission(db, { userId: me.userId, testId: test.id });
  const [q] = await db
    .select({ id: testQuestions.id })
    .from(testQuestions)
    .where(eq(testQuestions.testId, test.id));
  return { me, sub, questionId: q!.id };
}

describe('answer save on a dropped database connection', () => {
  it('is retried once and the answer is stored', async () => {
    const { me, sub, questionId } = await openAttempt();
    const save = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/submissions/${sub.id}/answers/${questionId}`,
        headers: { origin: ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
        payload: { answer: 'C', timeSpent: 12 },
      });

    let res;
    if (ctx.database.kind === 'postgres') {
      // Another session holds the submission row, so the save waits on its FOR SHARE; then its backend is killed.
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const current = await ctx.database.db.execute(sql`select current_database() as d`);
      const dbName = (current as unknown as { rows: { d: string }[] }).rows[0]!.d;
      url.pathname = `/${dbName}`;
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from test_submissions where id = $1 for update', [sub.id]);
      const pending = save();
      let killed = 0;
      try {
        // Wait (up to 60 s on a busy machine) for the save to block on the lock, then kill its backend.
        for (let i = 0; i < 600 && !killed; i++) {
          await new Promise((r) => setTimeout(r, 100));
          const found = await holder.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()
               and wait_event_type = 'Lock' and query ilike '%insert into test_answers%'`,
          );
          for (const row of found.rows) {
            await holder.query('select pg_terminate_backend($1)', [row.pid]);
            killed += 1;
          }
        }
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(killed).toBe(1);
      res = await pending;
    } else {
      const db = ctx.app.db as unknown as { execute: (q: unknown) => Promise<unknown> };
      const original = db.execute.bind(db);
      let calls = 0;
      db.execute = (q: unknown) => {
        calls += 1;
        if (calls === 1) {
          const err = Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
          return Promise.reject(err);
        }
        return original(q);
      };
      try {
        res = await save();
      } finally {
        db.execute = original;
      }
      expect(calls).toBe(2);
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ questionId, answer: 'C', timeSpent: 12 });
    const [row] = await ctx.database.db
      .select()
      .from(testAnswers)
      .where(and(eq(testAnswers.submissionId, sub.id), eq(testAnswers.questionId, questionId)));
    expect(row).toMatchObject({ studentAnswer: 'C', timeSpent: 12 });
  }, 90_000);

  it('a save whose retry fails too answers 500 and is not retried forever', async () => {
    const { me, sub, questionId } = await openAttempt();
    const db = ctx.app.db as unknown as { execute: (q: unknown) => Promise<unknown> };
    const original = db.execute.bind(db);
    let calls = 0;
    db.execute = () => {
      calls += 1;
      return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), {}));
    };
    let res;
    try {
      res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/submissions/${sub.id}/answers/${questionId}`,
        headers: { origin: ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
        payload: { answer: 'B', timeSpent: 5 },
      });
    } finally {
      db.execute = original;
    }
    expect(calls).toBe(2);
    expect(res.statusCode).toBe(500);
  });
});
