import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompletedSubmission, createCourse, createSummary, createTest } from './factories.ts';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

describe("another student's data", () => {
  it('answers 404 on every course endpoint and leaks nothing through lists or the dashboard', async () => {
    const owner = await signUp(ctx.app);
    const intruder = await signUp(ctx.app);
    const db = ctx.app.db;
    const course = await createCourse(db, owner.userId, { name: 'Private Course' });
    await createSummary(db, { userId: owner.userId, courseId: course.id });
    const test = await createTest(db, { userId: owner.userId, courseId: course.id });
    await createCompletedSubmission(db, { userId: owner.userId, testId: test.id, totalScore: 95 });

    const headers = { cookie: intruder.cookie };
    const notFound = { error: { code: 'COURSE_NOT_FOUND', message: 'Course not found' } };
    for (const url of [`/api/courses/${course.id}`, '/api/courses/private-course']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    for (const status of ['closed', 'active']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/courses/${course.id}/status`,
        headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }

    const list = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers });
    expect(list.json()).toEqual([]);
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
    expect(stats.json()).toEqual({ activeCourses: 0, testsTaken: 0, questionsAnswered: 0 });
    const activity = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/activity', headers });
    expect(activity.json()).toEqual([]);

    // The owner's course did not change.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${course.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.json()).toMatchObject({ status: 'active', testsTaken: 1 });
  });

  it('needs a session for every course and dashboard endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/courses'],
      ['GET', '/api/courses/abc'],
      ['PATCH', '/api/courses/00000000-0000-4000-8000-000000000000/status'],
      ['GET', '/api/dashboard/stats'],
      ['GET', '/api/dashboard/activity'],
      ['GET', '/api/feedback'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { status: 'closed' } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
