import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeTestPayloadSchema, testResultsSchema } from '@studypilot/core';
import { createTestApp, ORIGIN, resetDatabase, signUp, uniqueEmail, type TestContext } from './helpers.ts';
import {
  createPracticeApp,
  fakeEngine,
  generateTestId,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

/** Decision 302: the student's interface language is kept on the server and used for what the server writes. */
let ctx: PracticeContext;
const fake = fakeEngine();
beforeAll(async () => {
  ctx = await createPracticeApp({ engine: fake.engine, env: { FREE_TESTS_PER_MONTH: 1000 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const json = { origin: ORIGIN, 'content-type': 'application/json' };
const session = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
const setLanguage = (cookie: string, language: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { ...json, cookie },
    payload: { language },
  });

describe('the language of a student', () => {
  it('is chosen at sign-up, changed by update-user, and only en or he are accepted', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: json,
      payload: { name: 'נועה כהן', email, password: 'secret123', language: 'he' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await session(cookie)).user.language).toBe('he');

    expect((await setLanguage(cookie, 'en')).statusCode).toBe(200);
    expect((await session(cookie)).user.language).toBe('en');

    const bad = await setLanguage(cookie, 'fr');
    expect(bad.statusCode).toBe(400);
    expect((await session(cookie)).user.language).toBe('en');
  });

  it('is unset for a student who never chose one', async () => {
    const s = await signUp(ctx.app);
    expect((await session(s.cookie)).user.language ?? null).toBeNull();
  });

  it('writes the grading feedback and the overall summary in Hebrew for a Hebrew student (English course)', async () => {
    const s = await studentWithDocument(ctx.app);
    expect((await setLanguage(s.cookie, 'he')).statusCode).toBe(200);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionType: 'multiple-choice',
      questionCount: 5,
      timeLimit: 10,
    });
    const a = takeTestPayloadSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/tests/${testId}/attempt`,
          headers: { cookie: s.cookie },
        })
      ).json(),
    );
    const submit = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${a.submission.id}/submit`,
      headers: { cookie: s.cookie },
      payload: {
        answers: [
          { questionId: a.questions[0]!.id, answer: 'A', timeSpent: 2 },
          { questionId: a.questions[1]!.id, answer: 'A', timeSpent: 2 },
        ],
      },
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().feedback).toMatch(
      /^ענית נכון על 1 מתוך 5 שאלות \(ציון 20%\)\. 3 שאלות נשארו ללא תשובה/,
    );
    const results = testResultsSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/submissions/${a.submission.id}/results`,
          headers: { cookie: s.cookie },
        })
      ).json(),
    );
    const feedback = results.questions.map((q) => q.answer?.feedback?.text);
    expect(feedback[0]).toBe('נכון!');
    expect(feedback[1]).toMatch(/^לא נכון\. התשובה הנכונה: B\)/);
    expect(feedback[2]).toMatch(/^לא נבחרה תשובה\./);
  });
});

describe('the password-reset e-mail', () => {
  let mail: TestContext;
  beforeAll(async () => {
    mail = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 1000, RATE_LIMIT_AUTH_PER_EMAIL: 1000 });
  });
  afterAll(async () => mail?.close());

  it('sends the password-reset e-mail in the student’s language', async () => {
    const he = await signUp(mail.app);
    await mail.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...json, cookie: he.cookie },
      payload: { language: 'he' },
    });
    const en = await signUp(mail.app);
    for (const email of [he.email, en.email]) {
      const res = await mail.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: json,
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(res.statusCode).toBe(200);
    }
    const [first, second] = mail.mailer.sent.slice(-2);
    expect(first).toMatchObject({ to: he.email, subject: 'איפוס הסיסמה שלך ב-StudyPilot' });
    expect(first!.text).toContain('אפשר לבחור סיסמה חדשה');
    expect(second).toMatchObject({ to: en.email, subject: 'Reset your StudyPilot password' });
  });
});

describe('API errors', () => {
  it('carry a stable code per kind of object and the English message', async () => {
    const s = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/courses/00000000-0000-4000-8000-000000000000',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'COURSE_NOT_FOUND', message: 'Course not found' } });
  });
});
