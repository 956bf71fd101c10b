import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mergeActivities } from '../src/modules/dashboard/dashboard.service.ts';
import {
  createCompletedSubmission,
  createCourse,
  createInProgressSubmission,
  createSummary,
  createTest,
} from './factories.ts';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('GET /api/dashboard/stats', () => {
  it('counts active courses, completed submissions and the questions of those tests', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const db = ctx.app.db;
    const a = await createCourse(db, userId);
    await createCourse(db, userId);
    await createCourse(db, userId, { status: 'closed' });
    const t10 = await createTest(db, { userId, courseId: a.id, questionCount: 10 });
    const t5 = await createTest(db, { userId, courseId: a.id, questionCount: 5 });
    await createCompletedSubmission(db, { userId, testId: t10.id, totalScore: 50 });
    await createCompletedSubmission(db, { userId, testId: t10.id, totalScore: 70 });
    await createCompletedSubmission(db, { userId, testId: t5.id, totalScore: 90 });
    await createInProgressSubmission(db, { userId, testId: t5.id });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeCourses: 2, testsTaken: 3, questionsAnswered: 25 });
  });

  it('is all zeros for a new student', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(res.json()).toEqual({ activeCourses: 0, testsTaken: 0, questionsAnswered: 0 });
  });
});

describe('GET /api/dashboard/activity', () => {
  it('merges high scores (>= 85) and uploads newest first, at most 3', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    const db = ctx.app.db;
    const bio = await createCourse(db, userId, { name: 'Biology' });
    const t = await createTest(db, { userId, courseId: bio.id });
    const s92 = await createCompletedSubmission(db, {
      userId,
      testId: t.id,
      totalScore: 92,
      completedAt: hoursAgo(1),
    });
    await createCompletedSubmission(db, { userId, testId: t.id, totalScore: 84, completedAt: hoursAgo(0.5) });
    await createCompletedSubmission(db, { userId, testId: t.id, totalScore: 85, completedAt: hoursAgo(30) });
    const up1 = await createSummary(db, {
      userId,
      courseId: bio.id,
      fileName: 'cells.pdf',
      createdAt: hoursAgo(2),
    });
    const up2 = await createSummary(db, {
      userId,
      courseId: bio.id,
      fileName: 'dna.pptx',
      createdAt: hoursAgo(0.1),
    });
    await createSummary(db, { userId, courseId: bio.id, fileName: 'old.pdf', createdAt: hoursAgo(100) });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/activity', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(3);
    expect(items.map((i: { id: string }) => i.id)).toEqual([
      `upload-${up2.id}`,
      `test-${s92.id}`,
      `upload-${up1.id}`,
    ]);
    expect(items[0]).toMatchObject({
      title: 'Uploaded dna.pptx',
      subtitle: 'Biology',
      icon: 'upload',
      params: { fileName: 'dna.pptx' }, // what the web writes the title from in Hebrew
    });
    expect(items[1]).toMatchObject({
      title: 'Grade 92 achieved in Biology',
      subtitle: 'Excellent performance',
      icon: 'trophy',
      params: { score: 92, courseName: 'Biology' },
    });
    expect(typeof items[1].color).toBe('string');
    expect(new Date(items[1].timestamp).getTime()).toBe(s92.completedAt!.getTime());
  });

  it('is empty for a new student', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/activity', headers: { cookie } });
    expect(res.json()).toEqual([]);
  });
});

describe('mergeActivities', () => {
  const at = (iso: string) => new Date(iso);
  it('sorts across both sources and keeps the limit', () => {
    const items = mergeActivities(
      [
        { id: 's1', score: 90, completedAt: at('2026-11-20T10:00:00Z'), courseName: 'Math' },
        { id: 's2', score: 99, completedAt: at('2026-11-22T10:00:00Z'), courseName: 'Math' },
      ],
      [
        { id: 'u1', fileName: 'a.pdf', createdAt: at('2026-11-21T10:00:00Z'), courseName: 'Math' },
        { id: 'u2', fileName: 'b.pdf', createdAt: at('2026-11-19T10:00:00Z'), courseName: 'Math' },
        { id: 'u3', fileName: 'c.pdf', createdAt: at('2026-11-23T10:00:00Z'), courseName: 'Math' },
      ],
      3,
    );
    expect(items.map((i) => i.id)).toEqual(['upload-u3', 'test-s2', 'upload-u1']);
  });

  it('returns fewer than the limit when there is less', () => {
    expect(mergeActivities([], [], 3)).toEqual([]);
    expect(
      mergeActivities([], [{ id: 'u', fileName: 'x.pdf', createdAt: new Date(), courseName: 'C' }], 3),
    ).toHaveLength(1);
  });
});
