import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { assertCourseOpen, listCourses } from '../src/modules/courses/courses.service.ts';
import { createCompletedSubmission, createCourse, createSummary, createTest } from './factories.ts';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const db = () => ctx.app.db;

async function post(cookie: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { cookie },
    payload: payload as object,
  });
}

describe('POST /api/courses', () => {
  it('creates an active course with the default colour and drops empty optional fields', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await post(cookie, { name: '  Cell Biology  ', teacher: '  ', institute: '' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Cell Biology',
      slug: 'cell-biology',
      color: 'blue',
      status: 'active',
      teacher: null,
      institute: null,
    });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps lecturer, institute and a chosen colour', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await post(cookie, {
      name: 'Algebra',
      teacher: 'Dr. Noether',
      institute: 'Göttingen',
      color: 'purple',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ teacher: 'Dr. Noether', institute: 'Göttingen', color: 'purple' });
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a missing name', {}],
    ['an unknown colour', { name: 'Physics', color: 'teal' }],
    ['a 10 kB name', { name: 'x'.repeat(10_240) }],
    ['a 201-character name', { name: 'x'.repeat(201) }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { cookie } = await signUp(ctx.app);
    const res = await post(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/courses', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/courses', () => {
  it('lists newest first with document and test counts and the rounded mean of completed scores', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const older = await createCourse(db(), userId, {
      name: 'Older',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await createCourse(db(), userId, {
      name: 'Newer',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    await createSummary(db(), { userId, courseId: older.id });
    await createSummary(db(), { userId, courseId: older.id });
    const t1 = await createTest(db(), { userId, courseId: older.id });
    const t2 = await createTest(db(), { userId, courseId: older.id });
    await createCompletedSubmission(db(), { userId, testId: t1.id, totalScore: 80 });
    await createCompletedSubmission(db(), { userId, testId: t1.id, totalScore: 85 });
    await createCompletedSubmission(db(), { userId, testId: t2.id, totalScore: 90 });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    // (80 + 85 + 90) / 3 = 85
    expect(list[1]).toMatchObject({ summaryCount: 2, testCount: 2, testsTaken: 3, averageGrade: 85 });
    expect(list[0]).toMatchObject({ summaryCount: 0, testCount: 0, testsTaken: 0, averageGrade: 0 });
  });

  it('rounds the mean and ignores in-progress submissions and missing scores', async () => {
    const { userId } = await signUp(ctx.app);
    const c = await createCourse(db(), userId);
    const t = await createTest(db(), { userId, courseId: c.id });
    await createCompletedSubmission(db(), { userId, testId: t.id, totalScore: 70 });
    await createCompletedSubmission(db(), { userId, testId: t.id, totalScore: 71 });
    const t2 = await createTest(db(), { userId, courseId: c.id });
    await createCompletedSubmission(db(), { userId, testId: t2.id, totalScore: 71 });
    // 212 / 3 = 70.67 -> 71
    const [row] = await listCourses(db(), userId);
    expect(row).toMatchObject({ averageGrade: 71, testsTaken: 3, testCount: 2 });
  });

  it('reads the version, then the list only when something changed: at most two SQL queries whatever the number of courses', async () => {
    const { userId } = await signUp(ctx.app);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const client = (db() as any).$client ?? (db() as any).session?.client;
    const spy = vi.spyOn(client, 'query');
    const count = async () => {
      spy.mockClear();
      await listCourses(db(), userId);
      return spy.mock.calls.length;
    };
    await createCourse(db(), userId);
    const one = await count();
    for (let i = 0; i < 6; i++) {
      const c = await createCourse(db(), userId);
      await createSummary(db(), { userId, courseId: c.id });
      const t = await createTest(db(), { userId, courseId: c.id });
      await createCompletedSubmission(db(), { userId, testId: t.id, totalScore: 60 + i });
    }
    const seven = await count();
    const again = await count();
    spy.mockRestore();
    expect(one).toBe(2);
    expect(seven).toBe(2);
    // Nothing changed since: the version alone.
    expect(again).toBe(1);
  });

  it('shows a change made outside this instance at once (the kept list is keyed by the learning version)', async () => {
    const { userId } = await signUp(ctx.app);
    const c = await createCourse(db(), userId);
    expect((await listCourses(db(), userId))[0]).toMatchObject({ testsTaken: 0, summaryCount: 0 });
    // Another instance (or the admin) writes straight to the database.
    await db().execute(sql`update courses set name = 'Renamed elsewhere' where id = ${c.id}`);
    const t = await createTest(db(), { userId, courseId: c.id });
    await createCompletedSubmission(db(), { userId, testId: t.id, totalScore: 80 });
    expect((await listCourses(db(), userId))[0]).toMatchObject({
      name: 'Renamed elsewhere',
      testsTaken: 1,
      averageGrade: 80,
    });
    await db().execute(sql`delete from tests where id = ${t.id}`);
    expect((await listCourses(db(), userId))[0]).toMatchObject({ testsTaken: 0, testCount: 0 });
  });
});

describe('GET /api/courses/:slugOrId', () => {
  it('finds a course by id and by slug, with documents, tests newest first and derived grades', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const course = await createCourse(db(), userId, { name: 'Intro to C++ & Data!', teacher: 'Ms. Hopper' });
    await createSummary(db(), { userId, courseId: course.id, fileName: 'week1.pdf', fileSize: 2_000_000 });
    const first = await createTest(db(), {
      userId,
      courseId: course.id,
      title: 'First',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const second = await createTest(db(), {
      userId,
      courseId: course.id,
      title: 'Second',
      difficulty: 'hard',
    });
    await createCompletedSubmission(db(), { userId, testId: first.id, totalScore: 60 });
    await createCompletedSubmission(db(), { userId, testId: first.id, totalScore: 75 });

    // Spec rule: 'c++ & data' keeps both spaces as hyphens.
    for (const ref of [course.id, 'intro-to-c--data']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/courses/${ref}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: course.id, teacher: 'Ms. Hopper', testsTaken: 2, averageGrade: 68 });
      expect(body.summaries).toEqual([
        expect.objectContaining({
          fileName: 'week1.pdf',
          fileSize: 2_000_000,
          extractionStatus: 'completed',
        }),
      ]);
      expect(body.tests.map((t: { id: string }) => t.id)).toEqual([second.id, first.id]);
      expect(body.tests[0]).toMatchObject({ difficulty: 'hard', submissions: [] });
      expect(body.tests[1].submissions).toHaveLength(2);
      expect(body.tests[1].submissions[0]).toMatchObject({ status: 'completed', timeTaken: 600 });
    }
  });

  it('gives null average grade when nothing was graded', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const course = await createCourse(db(), userId);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${course.id}`,
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ testsTaken: 0, averageGrade: null, summaries: [], tests: [] });
  });

  it('resolves a shared slug to the newest course', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    await createCourse(db(), userId, { name: 'Biology', createdAt: new Date('2026-01-01') });
    const newest = await createCourse(db(), userId, { name: 'biology!', createdAt: new Date('2026-03-01') });
    await createCourse(db(), userId, { name: 'BIOLOGY', createdAt: new Date('2026-02-01') });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses/biology', headers: { cookie } });
    expect(res.json().id).toBe(newest.id);
  });

  it("answers 404 'Course not found' for an unknown slug or id", async () => {
    const { cookie } = await signUp(ctx.app);
    for (const ref of ['nothing-here', '00000000-0000-4000-8000-000000000000', '%25']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/courses/${ref}`, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'COURSE_NOT_FOUND', message: 'Course not found' } });
    }
  });
});

describe('PATCH /api/courses/:id/status and assertCourseOpen', () => {
  it('closes and reopens; a closed course refuses changes with 409', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const course = await createCourse(db(), userId);
    await expect(assertCourseOpen(db(), userId, course.id)).resolves.toBeUndefined();

    const close = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/courses/${course.id}/status`,
      headers: { cookie },
      payload: { status: 'closed' },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json()).toEqual({ id: course.id, status: 'closed' });
    await expect(assertCourseOpen(db(), userId, course.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'COURSE_CLOSED',
      message: 'This course is closed. Reopen it to make changes.',
    });

    const reopen = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/courses/${course.id}/status`,
      headers: { cookie },
      payload: { status: 'active' },
    });
    expect(reopen.json().status).toBe('active');
    await expect(assertCourseOpen(db(), userId, course.id)).resolves.toBeUndefined();
  });

  it('refuses an unknown status with 400', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const course = await createCourse(db(), userId);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/courses/${course.id}/status`,
      headers: { cookie },
      payload: { status: 'archived' },
    });
    expect(res.statusCode).toBe(400);
  });

  it("treats another student's course as missing in assertCourseOpen", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const course = await createCourse(db(), owner.userId);
    await expect(assertCourseOpen(db(), other.userId, course.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Course not found',
    });
  });
});
