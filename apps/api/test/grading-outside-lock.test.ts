/**
 * Grading runs outside the attempt's row lock (decision 601, changed by 007): a slow AI grader holds no database
 * connection, so other requests go on, and every attempt is still graded exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { GeneratedQuestion } from '@studypilot/engine';
import { testSubmissions } from '../src/db/schema/index.ts';
import { createCourse, createInProgressSubmission, createTest } from './factories.ts';
import { ORIGIN, signUp } from './helpers.ts';
import { createPracticeApp, fakeEngine, type PracticeContext } from './practice-helpers.ts';

const GRADE_MS = 5000;
const ATTEMPTS = 50;

describe('grading outside the row lock', () => {
  let ctx: PracticeContext;
  const gradedQuestions: string[] = [];

  beforeAll(async () => {
    const { engine } = fakeEngine();
    // A slow AI grader: each open answer takes GRADE_MS.
    engine.grade = async (question: GeneratedQuestion, answer: string | null) => {
      gradedQuestions.push(question.text);
      await new Promise((r) => setTimeout(r, GRADE_MS));
      const ok = Boolean(answer?.includes('glucose'));
      return { score: ok ? 100 : 0, correct: ok, feedback: ok ? 'Well covered.' : 'Missing the key idea.' };
    };
    ctx = await createPracticeApp({ engine });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it(`${ATTEMPTS} attempts submitted twice at once: other requests stay fast, each attempt graded once`, async () => {
    const { app } = ctx;
    const student = await signUp(app);
    const course = await createCourse(app.db, student.userId);
    const attempts: { submissionId: string; questionId: string }[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const test = await createTest(app.db, {
        userId: student.userId,
        courseId: course.id,
        questionTypes: 'open-ended',
        questions: [
          {
            questionText: `Open question of attempt ${i}`,
            correctAnswer: 'Glucose is made.',
            questionType: 'open-ended',
          },
        ],
      });
      const sub = await createInProgressSubmission(app.db, { userId: student.userId, testId: test.id });
      const start = await app.inject({
        method: 'POST',
        url: `/api/tests/${test.id}/attempt`,
        headers: { origin: ORIGIN, cookie: student.cookie },
      });
      expect(start.statusCode).toBe(200);
      attempts.push({ submissionId: sub.id, questionId: start.json().questions[0].id });
    }
    const headers = { origin: ORIGIN, cookie: student.cookie, 'content-type': 'application/json' };

    const started = Date.now();
    const submits = attempts.flatMap(({ submissionId, questionId }, i) =>
      [0, 1].map(() =>
        app.inject({
          method: 'POST',
          url: `/api/submissions/${submissionId}/submit`,
          headers,
          payload: {
            autoSubmitted: false,
            answers: [{ questionId, answer: i % 2 ? 'glucose' : 'no idea', timeSpent: 30 }],
          },
        }),
      ),
    );

    // While the grader works, other requests are answered as usual.
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (let k = 0; k < 3; k++) {
      const t0 = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
      latencies.push(Date.now() - t0);
      expect(res.statusCode).toBe(200);
    }
    // An answer sent to an attempt being graded is refused, not lost in silence.
    const late = await app.inject({
      method: 'PUT',
      url: `/api/submissions/${attempts[0]!.submissionId}/answers/${attempts[0]!.questionId}`,
      headers,
      payload: { answer: 'changed my mind', timeSpent: 40 },
    });
    const results = await Promise.all(submits);
    const allGraded = Date.now() - started;
    console.log(
      `dashboard latencies while grading: ${latencies.join(', ')} ms; all graded in ${allGraded} ms`,
    );
    // With the lock (and a connection) held while grading, these waited for the grader: 50 x 5 s on PGlite's
    // single connection, 10 rounds of 5 s (49.7 s measured) on a pool of 5.
    expect(Math.max(...latencies)).toBeLessThan(GRADE_MS);
    expect(allGraded).toBeLessThan(5 * GRADE_MS);
    expect(late.statusCode).toBe(409);

    for (const res of results) expect(res.statusCode).toBe(200);
    // Both submits of one attempt return the same stored result.
    for (let i = 0; i < ATTEMPTS; i++) {
      const [a, b] = [results[2 * i]!.json(), results[2 * i + 1]!.json()];
      expect(a).toEqual(b);
      expect(a.totalScore).toBe(i % 2 ? 100 : 0);
    }
    // Exactly one grader call per attempt.
    expect(gradedQuestions).toHaveLength(ATTEMPTS);
    expect(new Set(gradedQuestions).size).toBe(ATTEMPTS);
    const rows = await app.db
      .select()
      .from(testSubmissions)
      .where(
        inArray(
          testSubmissions.id,
          attempts.map((a) => a.submissionId),
        ),
      );
    expect(rows.every((r) => r.status === 'completed' && r.gradingToken === null)).toBe(true);
    const [first] = await app.db
      .select()
      .from(testSubmissions)
      .where(eq(testSubmissions.id, attempts[0]!.submissionId));
    expect(first!.totalScore).toBe(0);
  }, 120_000);
});
