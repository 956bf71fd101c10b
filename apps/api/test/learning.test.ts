/** Issue 14 items 1-3: practising mistakes, spaced review with FSRS and progress charts (decision 603). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionLetter } from '@studypilot/core';
import { reshuffleOptions, suspendReviewCard } from '../src/modules/learning/learning.service.ts';
import { createCompletedSubmission, createTest } from './factories.ts';
import { resetDatabase, signUp } from './helpers.ts';
import {
  createPracticeApp,
  fakeEngine,
  generate,
  generateTestId,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

let ctx: PracticeContext;
beforeAll(async () => {
  ctx = await createPracticeApp({ engine: fakeEngine().engine, env: { FREE_TESTS_PER_MONTH: 1 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Takes a test through the API: answers[i] is the letter (or text) for question i, null leaves it blank. */
async function takeTest(cookie: string, testId: string, answers: (string | null)[]) {
  const attempt = await call('POST', `/api/tests/${testId}/attempt`, cookie);
  expect(attempt.status).toBe(200);
  const questions = attempt.body.questions as Json[];
  for (const [i, q] of questions.entries()) {
    const answer = answers[i];
    if (answer === null || answer === undefined) continue;
    const saved = await call(
      'PUT',
      `/api/submissions/${attempt.body.submission.id}/answers/${q.id}`,
      cookie,
      {
        answer,
        timeSpent: 5,
      },
    );
    expect(saved.status).toBe(200);
  }
  const submitted = await call('POST', `/api/submissions/${attempt.body.submission.id}/submit`, cookie, {});
  expect(submitted.status).toBe(200);
  return { submissionId: attempt.body.submission.id as string, questions };
}

/** The fake engine's keys are 'ABCD'[i % 4]. */
const KEYS = ['A', 'B', 'C', 'D'];

async function studentWithAttempt() {
  const s = await studentWithDocument(ctx.app);
  const testId = await generateTestId(ctx.app, s.cookie, {
    courseId: s.course.id,
    summaryIds: [s.doc.id],
    questionCount: 5,
  });
  // right, wrong, blank, right, wrong
  const taken = await takeTest(s.cookie, testId, ['A', 'C', null, 'D', 'B']);
  return { ...s, testId, ...taken };
}

describe('practise my mistakes', () => {
  it('builds a set of the wrong and unanswered questions with reshuffled options whose key follows its option, outside the monthly quota', async () => {
    const s = await studentWithAttempt();
    // The Free limit (1 here) is used up by the generated test...
    expect((await call('GET', '/api/plan', s.cookie)).body).toMatchObject({ usedThisMonth: 1, remaining: 0 });
    const created = await call('POST', `/api/submissions/${s.submissionId}/practice-mistakes`, s.cookie);
    expect(created.status).toBe(200);
    expect(created.body.questionCount).toBe(3);
    expect(created.body.title).toMatch(/^Practise my mistakes - Course Biology - Test #1/);
    // ...and the practice set did not use any of it.
    expect((await call('GET', '/api/plan', s.cookie)).body).toMatchObject({ usedThisMonth: 1, remaining: 0 });

    const practice = await call('POST', `/api/tests/${created.body.testId}/attempt`, s.cookie);
    expect(practice.status).toBe(200);
    const texts = (practice.body.questions as Json[]).map((q) => q.text);
    expect(texts).toEqual([
      'Question 2 about the material?',
      'Question 3 about the material?',
      'Question 5 about the material?',
    ]);
    const { rows } = (await ctx.app.db.execute(sql`
      select q.options, q.correct_answer, o.options as orig_options, o.correct_answer as orig_key
      from test_questions q join test_questions o on o.id = q.origin_question_id
      where q.test_id = ${created.body.testId} order by q.question_order`)) as unknown as { rows: Json[] };
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.options).not.toEqual(r.orig_options);
      const body = (opts: string[], key: string) =>
        opts.find((o) => optionLetter(o) === key)!.replace(/^[A-D][).]\s*/, '');
      expect(body(r.options, r.correct_answer)).toBe(body(r.orig_options, r.orig_key));
    }
  });

  it("says which mistakes the practice set fixed, and the course's set keeps only those still wrong", async () => {
    const s = await studentWithAttempt();
    const created = await call('POST', `/api/submissions/${s.submissionId}/practice-mistakes`, s.cookie);
    const { rows: keys } = (await ctx.app.db.execute(sql`
      select correct_answer from test_questions where test_id = ${created.body.testId} order by question_order`)) as unknown as {
      rows: { correct_answer: string }[];
    };
    const wrongOf = (k: string) => KEYS.find((l) => l !== k)!;
    // fix questions 2 and 5, miss question 3 again
    const practised = await takeTest(s.cookie, created.body.testId, [
      keys[0]!.correct_answer,
      wrongOf(keys[1]!.correct_answer),
      keys[2]!.correct_answer,
    ]);
    const outcome = await call(
      'GET',
      `/api/submissions/${practised.submissionId}/practice-outcome`,
      s.cookie,
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body.isPractice).toBe(true);
    expect(outcome.body.fixed.map((q: Json) => q.text)).toEqual([
      'Question 2 about the material?',
      'Question 5 about the material?',
    ]);
    expect(outcome.body.notFixed.map((q: Json) => q.text)).toEqual(['Question 3 about the material?']);
    const plain = await call('GET', `/api/submissions/${s.submissionId}/practice-outcome`, s.cookie);
    expect(plain.body).toEqual({ isPractice: false, fixed: [], notFixed: [] });

    const course = await call('POST', `/api/courses/${s.course.id}/practice-mistakes`, s.cookie);
    expect(course.status).toBe(200);
    const attempt = await call('POST', `/api/tests/${course.body.testId}/attempt`, s.cookie);
    expect((attempt.body.questions as Json[]).map((q) => q.text)).toEqual(['Question 3 about the material?']);
  });

  it('answers 422 NO_MISTAKES for a perfect attempt, 409 for an open one and 404 for other students and bad ids', async () => {
    const s = await studentWithDocument(ctx.app);
    const testId = await generateTestId(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
    });
    const perfect = await takeTest(s.cookie, testId, KEYS.concat('A'));
    const none = await call('POST', `/api/submissions/${perfect.submissionId}/practice-mistakes`, s.cookie);
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('NO_MISTAKES');
    const noneCourse = await call('POST', `/api/courses/${s.course.id}/practice-mistakes`, s.cookie);
    expect(noneCourse.status).toBe(422);

    const open = await call('POST', `/api/tests/${testId}/attempt`, s.cookie);
    const notDone = await call(
      'POST',
      `/api/submissions/${open.body.submission.id}/practice-mistakes`,
      s.cookie,
    );
    expect(notDone.status).toBe(409);

    const other = await signUp(ctx.app);
    for (const url of [
      `/api/submissions/${perfect.submissionId}/practice-mistakes`,
      `/api/courses/${s.course.id}/practice-mistakes`,
      '/api/submissions/not-a-uuid/practice-mistakes',
      `/api/courses/${randomUUID()}/practice-mistakes`,
    ]) {
      const res = await call('POST', url, other.cookie);
      expect(res.status, url).toBe(404);
    }
    const outcome = await call(
      'GET',
      `/api/submissions/${perfect.submissionId}/practice-outcome`,
      other.cookie,
    );
    expect(outcome.status).toBe(404);
    const progress = await call('GET', `/api/progress?courseId=${s.course.id}`, other.cookie);
    expect(progress.status).toBe(404);
  });

  it('reshuffles every order differently from the original and keeps the key on its option', () => {
    const options = ['A) one', 'B) two', 'C) three', 'D) four'];
    for (let seed = 0; seed < 50; seed++) {
      const r = reshuffleOptions(options, 'C');
      expect(r.options).not.toEqual(options);
      expect(r.options.find((o) => optionLetter(o) === r.correctAnswer)).toMatch(/three$/);
    }
    // an identity shuffle from the random source is still rotated
    const same = reshuffleOptions(options, 'A', (n) => n - 1);
    expect(same.options).not.toEqual(options);
    expect(same.options.find((o) => optionLetter(o) === same.correctAnswer)).toMatch(/one$/);
  });
});

describe('spaced review (FSRS)', () => {
  it('seeds one card per answered question from its first answer; practice copies reuse the card', async () => {
    const s = await studentWithAttempt();
    const summary = await call('GET', '/api/review/summary', s.cookie);
    // 5 questions, one left blank
    expect(summary.body.totalCards).toBe(4);
    const { rows } = (await ctx.app.db.execute(sql`
      select q.question_order, c.state, c.reps, c.due > now() + interval '12 hours' as later
      from review_cards c join test_questions q on q.id = c.question_id order by q.question_order`)) as unknown as {
      rows: Json[];
    };
    expect(rows.map((r) => r.question_order)).toEqual([1, 2, 4, 5]);
    expect(rows.every((r) => r.reps === 1)).toBe(true);
    // right answers come back in days, wrong ones today (FSRS learning step)
    expect(rows.map((r) => r.later)).toEqual([true, false, true, false]);
    expect((await call('GET', '/api/review/due', s.cookie)).body.dueToday).toBe(2);

    const created = await call('POST', `/api/submissions/${s.submissionId}/practice-mistakes`, s.cookie);
    await takeTest(s.cookie, created.body.testId, ['A', 'A', 'A']);
    expect((await call('GET', '/api/review/summary', s.cookie)).body.totalCards).toBe(5);
  });

  it("lists today's due cards with the key and next intervals, checks multiple choice and saves each review id once", async () => {
    const s = await studentWithAttempt();
    await ctx.app.db.execute(sql`update review_cards set due = now() - interval '1 hour'`);
    const queue = await call('GET', '/api/review/due?tzOffset=120', s.cookie);
    expect(queue.status).toBe(200);
    expect(queue.body.dueToday).toBe(4);
    const card = queue.body.cards[0] as Json;
    expect(card).toMatchObject({ type: 'multiple-choice', courseName: 'Biology' });
    expect(new Date(card.next.easy).getTime()).toBeGreaterThan(new Date(card.next.again).getTime());

    const reviewId = randomUUID();
    const url = `/api/review/cards/${card.cardId}/reviews`;
    const wrong = KEYS.find((k) => k !== card.correctAnswer)!;
    const first = await call('POST', url, s.cookie, { reviewId, answer: wrong });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rating: 'again', correct: false, duplicate: false });
    // the same rating sent again (a retry after a lost reply) changes nothing
    const again = await call('POST', url, s.cookie, { reviewId, answer: card.correctAnswer });
    expect(again.body).toMatchObject({
      rating: 'again',
      correct: false,
      duplicate: true,
      due: first.body.due,
    });
    const { rows } = (await ctx.app.db.execute(
      sql`select (select count(*)::int from review_logs) as logs, reps, lapses from review_cards where id = ${card.cardId}`,
    )) as unknown as { rows: Json[] };
    expect(rows[0]).toMatchObject({ logs: 1, reps: 2 });

    const right = await call('POST', `/api/review/cards/${queue.body.cards[1].cardId}/reviews`, s.cookie, {
      reviewId: randomUUID(),
      answer: queue.body.cards[1].correctAnswer,
    });
    expect(right.body).toMatchObject({ rating: 'good', correct: true });
    expect((await call('GET', '/api/review/due', s.cookie)).body.dueToday).toBeLessThan(4);
  });

  it('the due list follows the clock and writes made anywhere: a learning step falling due, a card changed in the database', async () => {
    const s = await studentWithAttempt();
    await ctx.app.db.execute(sql`update review_cards set due = now() - interval '1 hour', state = 2`);
    const first = (await call('GET', '/api/review/due', s.cookie)).body;
    expect(first.dueToday).toBe(4);
    expect((await call('GET', '/api/review/summary', s.cookie)).body).toMatchObject({
      dueToday: 4,
      totalCards: 4,
    });
    // One card in a learning step due in 90 s (as a rating on another instance leaves it): not due yet.
    const stepDue = new Date(Date.now() + 90_000);
    await ctx.app.db.execute(
      sql`update review_cards set state = 1, due = ${stepDue.toISOString()}::timestamptz where id = ${first.cards[0].cardId}`,
    );
    const before = (await call('GET', '/api/review/due', s.cookie)).body;
    expect(before.dueToday).toBe(3);
    expect(before.cards.map((c: Json) => c.cardId)).not.toContain(first.cards[0].cardId);
    expect((await call('GET', '/api/review/summary', s.cookie)).body).toMatchObject({
      dueToday: 3,
      nextDue: stepDue.toISOString(),
    });
    // Two minutes later, with no write in between, the step has fallen due.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 120_000);
      const after = (await call('GET', '/api/review/due', s.cookie)).body;
      expect(after.dueToday).toBe(4);
      expect(after.cards.map((c: Json) => c.cardId)).toContain(first.cards[0].cardId);
    } finally {
      vi.useRealTimers();
    }
  });

  it('open questions are self-rated; bad ratings and ids get 4xx; other students get 404; flagged cards leave the queue', async () => {
    const s = await studentWithDocument(ctx.app);
    const test = await createTest(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      questions: [{ questionText: 'Explain osmosis.', correctAnswer: 'Water moves across a membrane.' }],
    });
    await takeTest(s.cookie, test.id, ['water moves']);
    await ctx.app.db.execute(sql`update review_cards set due = now() - interval '1 day'`);
    const card = (await call('GET', '/api/review/due', s.cookie)).body.cards[0] as Json;
    expect(card).toMatchObject({
      type: 'open-ended',
      options: null,
      correctAnswer: 'Water moves across a membrane.',
    });
    const url = `/api/review/cards/${card.cardId}/reviews`;
    expect((await call('POST', url, s.cookie, { reviewId: randomUUID(), answer: 'x' })).status).toBe(400);
    expect((await call('POST', url, s.cookie, { reviewId: 'nope', rating: 'good' })).status).toBe(400);
    expect((await call('POST', url, s.cookie, { reviewId: randomUUID(), rating: 'meh' })).status).toBe(400);
    expect(
      (
        await call('POST', '/api/review/cards/nope/reviews', s.cookie, {
          reviewId: randomUUID(),
          rating: 'good',
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/review/due?tzOffset=5000', s.cookie)).status).toBe(400);
    const other = await signUp(ctx.app);
    expect((await call('POST', url, other.cookie, { reviewId: randomUUID(), rating: 'good' })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/review/due', other.cookie)).body.cards).toEqual([]);

    const easy = await call('POST', url, s.cookie, { reviewId: randomUUID(), rating: 'easy' });
    expect(easy.body).toMatchObject({ rating: 'easy', correct: null });
    expect(easy.body.scheduledDays).toBeGreaterThanOrEqual(1);

    await ctx.app.db.execute(sql`update review_cards set due = now() - interval '1 day'`);
    expect(await suspendReviewCard(ctx.app.db, s.userId, card.questionId)).toBe(true);
    expect((await call('GET', '/api/review/due', s.cookie)).body.dueToday).toBe(0);
    const refused = await call('POST', url, s.cookie, { reviewId: randomUUID(), rating: 'good' });
    expect(refused.status).toBe(409);
  });
});

describe('progress', () => {
  it('Free sees the last 30 days and how many older attempts Premium adds; Premium sees everything; streak and weeks count reviews too', async () => {
    const s = await studentWithAttempt();
    const old = await createTest(ctx.app.db, { userId: s.userId, courseId: s.course.id, questionCount: 4 });
    await createCompletedSubmission(ctx.app.db, {
      userId: s.userId,
      testId: old.id,
      totalScore: 20,
      completedAt: new Date(Date.now() - 60 * 86_400_000),
    });
    const yesterday = await createTest(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      questionCount: 4,
    });
    await createCompletedSubmission(ctx.app.db, {
      userId: s.userId,
      testId: yesterday.id,
      totalScore: 90,
      completedAt: new Date(Date.now() - 86_400_000),
    });
    const free = await call('GET', '/api/progress', s.cookie);
    expect(free.status).toBe(200);
    expect(free.body.plan).toBe('free');
    expect(free.body.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(free.body.hiddenAttempts).toBe(1);
    expect(free.body.scores).toHaveLength(2);
    expect(free.body.scores.at(-1)).toMatchObject({ average: 40, attempts: 1 });
    expect(free.body.scores[0]).toMatchObject({ average: 90, attempts: 1 });
    expect(free.body.perCourse).toEqual([
      expect.objectContaining({ name: 'Biology', attempts: 2, average: 65 }),
    ]);
    expect(free.body.streak).toMatchObject({ current: 2, longest: 2, activeToday: true });
    const questions = free.body.weekly.reduce((n: number, w: Json) => n + w.questions, 0);
    expect(questions).toBe(9);

    await ctx.app.db.execute(sql`update "user" set plan = 'premium' where id = ${s.userId}`);
    const premium = await call('GET', `/api/progress?courseId=${s.course.id}`, s.cookie);
    expect(premium.body).toMatchObject({ plan: 'premium', from: null, hiddenAttempts: 0 });
    expect(premium.body.scores).toHaveLength(3);
    expect(premium.body.scores[0]).toMatchObject({ average: 20 });
  });

  it('a course with no attempts has empty charts, and a bad course id is 404', async () => {
    const s = await studentWithDocument(ctx.app);
    const res = await call('GET', `/api/progress?courseId=${s.course.id}`, s.cookie);
    expect(res.body).toMatchObject({ scores: [], perCourse: [], weekly: [], hiddenAttempts: 0 });
    expect(res.body.streak).toMatchObject({ current: 0, longest: 0, lastActive: null });
    expect((await call('GET', '/api/progress?courseId=x', s.cookie)).status).toBe(404);
    const quota = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 5,
    });
    expect(quota.statusCode).toBe(200);
  });
});
