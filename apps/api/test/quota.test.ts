import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/cli/admin.ts';
import { tests, user } from '../src/db/schema/index.ts';
import { formatResetDate } from '../src/modules/practice-tests/practice-tests.service.ts';
import { createTest } from './factories.ts';
import { resetDatabase } from './helpers.ts';
import {
  createPracticeApp,
  fakeEngine,
  generate,
  parseSse,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

let ctx: PracticeContext;
beforeAll(async () => {
  // Slow enough that two generations overlap.
  ctx = await createPracticeApp({ engine: fakeEngine({ stepMs: 30, steps: 5 }).engine });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const payload = (s: { course: { id: string }; doc: { id: string } }) => ({
  courseId: s.course.id,
  summaryIds: [s.doc.id],
  questionCount: 5,
});
const plan = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/plan', headers: { cookie } })).json();
const storedTests = async (userId: string) =>
  (await ctx.app.db.select().from(tests).where(eq(tests.userId, userId))).length;

function nextMonthStart(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

describe('free plan quota', () => {
  it('allows 5 generated tests per month, then answers 403 QUOTA_EXCEEDED with the limit, the reset date and Premium', async () => {
    const s = await studentWithDocument(ctx.app);
    for (let i = 0; i < 5; i++) {
      const res = await generate(ctx.app, s.cookie, payload(s));
      expect(parseSse(res.body).at(-1)).toMatchObject({ type: 'done' });
    }
    expect(await plan(s.cookie)).toMatchObject({
      plan: 'free',
      monthlyLimit: 5,
      usedThisMonth: 5,
      remaining: 0,
    });
    const res = await generate(ctx.app, s.cookie, payload(s));
    expect(res.statusCode).toBe(403);
    const { code, message } = res.json().error;
    expect(code).toBe('QUOTA_EXCEEDED');
    expect(message).toContain('all 5 practice tests');
    expect(message).toContain(`resets on ${formatResetDate(nextMonthStart())}`);
    expect(message).toContain('Upgrade to Premium');
    expect(await storedTests(s.userId)).toBe(5);
  });

  it('counts the calendar month (UTC): tests of last month do not count', async () => {
    const s = await studentWithDocument(ctx.app);
    const lastMonth = await ctx.app.db.execute(
      sql`select (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') - interval '1 second' as t`,
    );
    const before = new Date((lastMonth as unknown as { rows: { t: string }[] }).rows[0]!.t);
    for (let i = 0; i < 5; i++)
      await createTest(ctx.app.db, { userId: s.userId, courseId: s.course.id, createdAt: before });
    await createTest(ctx.app.db, { userId: s.userId, courseId: s.course.id });
    expect(await plan(s.cookie)).toMatchObject({
      usedThisMonth: 1,
      remaining: 4,
      resetsAt: nextMonthStart().toISOString(),
    });
    const res = await generate(ctx.app, s.cookie, payload(s));
    expect(parseSse(res.body).at(-1)).toMatchObject({ type: 'done' });
  });

  it('is race-safe: two generations started at 4 of 5 store only one test', async () => {
    const s = await studentWithDocument(ctx.app);
    for (let i = 0; i < 4; i++) await createTest(ctx.app.db, { userId: s.userId, courseId: s.course.id });
    const both = await Promise.all([
      generate(ctx.app, s.cookie, payload(s)),
      generate(ctx.app, s.cookie, payload(s)),
    ]);
    const outcomes = both.map((r) =>
      r.statusCode === 200 ? parseSse(r.body).at(-1) : { type: 'error', code: r.json().error.code },
    );
    expect(outcomes.filter((o) => o?.type === 'done')).toHaveLength(1);
    expect(
      outcomes.filter((o) => o?.type === 'error' && (o as { code: string }).code === 'QUOTA_EXCEEDED'),
    ).toHaveLength(1);
    expect(await storedTests(s.userId)).toBe(5);
  });

  it('numbers tests per course without gaps when generations overlap', async () => {
    const s = await studentWithDocument(ctx.app);
    await ctx.app.db.update(user).set({ plan: 'premium' }).where(eq(user.id, s.userId));
    await Promise.all([1, 2, 3].map(() => generate(ctx.app, s.cookie, payload(s))));
    const rows = await ctx.app.db.select().from(tests).where(eq(tests.userId, s.userId));
    expect(rows.map((r) => r.title).sort()).toEqual([
      'Course Biology - Test #1',
      'Course Biology - Test #2',
      'Course Biology - Test #3',
    ]);
  });
});

describe('premium and the admin command', () => {
  it('premium students are unlimited; the admin command switches plans and reports unknown e-mails', async () => {
    const s = await studentWithDocument(ctx.app);
    for (let i = 0; i < 5; i++) await createTest(ctx.app.db, { userId: s.userId, courseId: s.course.id });
    expect((await generate(ctx.app, s.cookie, payload(s))).statusCode).toBe(403);

    const lines: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`ERR ${l}`) };
    expect(await runAdmin(ctx.app.db, ['premium', s.email.toUpperCase()], out)).toBe(0);
    expect(lines.at(-1)).toContain('from free to premium');
    expect(await plan(s.cookie)).toMatchObject({
      plan: 'premium',
      monthlyLimit: null,
      remaining: null,
      usedThisMonth: 5,
    });
    for (let i = 0; i < 2; i++)
      expect(parseSse((await generate(ctx.app, s.cookie, payload(s))).body).at(-1)).toMatchObject({
        type: 'done',
      });
    expect(await storedTests(s.userId)).toBe(7);

    expect(await runAdmin(ctx.app.db, ['premium', s.email], out)).toBe(0);
    expect(lines.at(-1)).toContain('already on the premium plan');
    expect(await runAdmin(ctx.app.db, ['free', s.email], out)).toBe(0);
    expect((await generate(ctx.app, s.cookie, payload(s))).statusCode).toBe(403);

    expect(await runAdmin(ctx.app.db, ['premium', 'nobody@example.com'], out)).toBe(1);
    expect(lines.at(-1)).toBe('ERR No account with the e-mail nobody@example.com. Nothing was changed.');
    expect(await runAdmin(ctx.app.db, ['gold', s.email], out)).toBe(2);
    expect(await runAdmin(ctx.app.db, [], out)).toBe(2);
  });
});
