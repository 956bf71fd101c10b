import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/db/demo-data.ts';
import { ORIGIN, cookieFrom, createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemo(ctx.app, ctx.config)).toBe('created');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  cookie = cookieFrom(res.headers['set-cookie']);
}, 180_000);
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('npm run db:seed (demo student)', () => {
  it('signs in to four courses, one of them closed, with real averages', async () => {
    const courses = (await get('/api/courses')).json() as {
      name: string;
      status: string;
      summaryCount: number;
      testCount: number;
      testsTaken: number;
      averageGrade: number;
    }[];
    expect(courses.map((c) => c.name).sort()).toEqual([
      'Calculus I',
      'Introduction to Biology',
      'Organic Chemistry',
      'World History',
    ]);
    expect(courses.find((c) => c.name === 'World History')!.status).toBe('closed');
    const biology = courses.find((c) => c.name === 'Introduction to Biology')!;
    expect(biology).toMatchObject({ summaryCount: 3, testCount: 3, testsTaken: 13 });
    expect(biology.averageGrade).toBeGreaterThan(60);
  });

  it('has documents that were really extracted and download as the files they claim to be', async () => {
    const courses = (await get('/api/courses')).json() as { id: string; name: string }[];
    const biology = courses.find((c) => c.name === 'Introduction to Biology')!;
    const { documents: docs } = (await get(`/api/courses/${biology.id}/documents`)).json() as {
      documents: {
        id: string;
        fileName: string;
        extractionStatus: string;
        wordCount: number | null;
      }[];
    };
    const pdf = docs.find((d) => d.fileName === 'Cell Structure.pdf')!;
    const docx = docs.find((d) => d.fileName === 'Genetics Lecture Notes.docx')!;
    for (const d of [pdf, docx]) {
      expect(d.extractionStatus).toBe('completed');
      expect(d.wordCount).toBeGreaterThan(150);
    }
    expect(docs.find((d) => d.fileName === 'Evolution Slides.pptx')!.extractionStatus).toBe(
      'visual_ai_required',
    );
    const file = await get(`/api/documents/${pdf.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has generated tests whose graded attempts show sourced explanations, and recent grades on the dashboard', async () => {
    const activity = (await get('/api/dashboard/activity')).json() as { title: string }[];
    expect(activity.some((a) => /^Grade \d+ achieved in Introduction to Biology$/.test(a.title))).toBe(true);
    const stats = (await get('/api/dashboard/stats')).json() as {
      testsTaken: number;
      questionsAnswered: number;
    };
    expect(stats.testsTaken).toBe(18);
    expect(stats.questionsAnswered).toBeGreaterThan(20);

    const courses = (await get('/api/courses')).json() as { id: string; name: string }[];
    const biology = courses.find((c) => c.name === 'Introduction to Biology')!;
    const detail = (await get(`/api/courses/${biology.id}`)).json() as {
      tests: { id: string; title: string; questionTypes: string }[];
    };
    expect(detail.tests.map((t) => t.title)).toEqual([
      'Course Introduction to Biology - Test #3',
      'Course Introduction to Biology - Test #2',
      'Course Introduction to Biology - Test #1',
    ]);
    // The open-ended test was not taken: it opens as a fresh attempt with questions from the documents.
    const open = detail.tests[0]!;
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/api/tests/${open.id}/attempt`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(attempt.statusCode).toBe(200);
    const payload = attempt.json() as { questions: { type: string; text: string }[] };
    expect(payload.questions.length).toBeGreaterThan(0);
    expect(payload.questions[0]!.type).toBe('open-ended');
    // an open question of the local engine (decision 105): explain why / how, compare, explain a concept
    expect(payload.questions[0]!.text).toMatch(/^(Explain|Compare) /);
  });

  it('has weeks of history for the charts, due review cards, a streak and a practice set of mistakes', async () => {
    const progress = (await get('/api/progress')).json() as {
      plan: string;
      hiddenAttempts: number;
      scores: unknown[];
      weekly: { questions: number; reviews: number }[];
      streak: { current: number };
    };
    expect(progress.plan).toBe('free');
    expect(progress.hiddenAttempts).toBe(3);
    expect(progress.scores.length).toBeGreaterThan(10);
    expect(progress.weekly.some((w) => w.reviews > 0)).toBe(true);
    expect(progress.streak.current).toBeGreaterThanOrEqual(7);
    const due = (await get('/api/review/due')).json() as { dueToday: number; cards: unknown[] };
    expect(due.dueToday).toBeGreaterThan(5);
    const courses = (await get('/api/courses')).json() as { id: string; name: string }[];
    const calculus = courses.find((c) => c.name === 'Calculus I')!;
    const detail = (await get(`/api/courses/${calculus.id}`)).json() as { tests: { title: string }[] };
    expect(detail.tests.some((t) => t.title.startsWith('Practise my mistakes - '))).toBe(true);
  });

  it('has weak topics from real answers (a teaser on Free, the topics on Premium) and two flagged questions', async () => {
    const courses = (await get('/api/courses')).json() as { id: string; name: string }[];
    const biology = courses.find((c) => c.name === 'Introduction to Biology')!;
    const free = (await get(`/api/courses/${biology.id}/weak-topics`)).json() as {
      locked: boolean;
      tracked: { units: number; terms: number; weak: number };
    };
    expect(free.locked).toBe(true);
    expect(free.tracked.units).toBeGreaterThan(1);
    const { sql } = await import('drizzle-orm');
    await ctx.app.db.execute(sql`update "user" set plan = 'premium' where email = ${DEMO_EMAIL}`);
    const premium = (await get(`/api/courses/${biology.id}/weak-topics`)).json() as {
      units: { label: string; mastery: number; parts: unknown[] }[];
      terms: { label: string }[];
    };
    await ctx.app.db.execute(sql`update "user" set plan = 'free' where email = ${DEMO_EMAIL}`);
    expect(premium.units.length).toBeGreaterThan(0);
    expect(premium.units[0]!.mastery).toBeLessThan(70);
    expect(premium.units[0]!.parts).toHaveLength(1);
    expect(premium.terms.length).toBeGreaterThan(0);
    const flags = (await ctx.app.db.execute(
      sql`select reason from question_flags f join "user" u on u.id = f.user_id where u.email = ${DEMO_EMAIL} order by reason`,
    )) as unknown as { rows: { reason: string }[] };
    expect(flags.rows.map((r) => r.reason)).toEqual(['unclear', 'wrong-key']);
  });

  it('running it again changes nothing', async () => {
    expect(await seedDemo(ctx.app, ctx.config)).toBe('exists');
  });
});
