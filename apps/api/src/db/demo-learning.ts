/**
 * The demo student's learning history (decision 603): attempts over seven weeks (three of them older than the
 * Free plan's 30 days of charts), a practice set of mistakes taken, review cards placed at the time of the first
 * answer and reviews on the days before, so the Review page, the charts, the streak and 'Practise my mistakes'
 * all show real data; two questions flagged from results (issue 14 item 6: they leave the review). The weak
 * topics come from these answers. Everything goes through the real services.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import * as learning from '../modules/learning/learning.service.ts';
import * as editing from '../modules/test-editing/test-editing.service.ts';

const daysAgo = (d: number, h = 0) => new Date(Date.now() - (d * 24 + h) * 3_600_000);

type Take = (testId: string, share: number, completedAt: Date, minutes: number) => Promise<string>;

export async function seedLearningHistory(
  app: App,
  userId: string,
  t: { bioTest1: string; bioTest2: string; calcTest: string; calcAttempt: string },
  take: Take,
) {
  const { db } = app;
  // Weeks of attempts: biology from seven weeks ago, calculus and the second biology test in the last two.
  for (const [d, share, minutes] of [
    [48, 0.5, 18],
    [41, 0.6, 16],
    [35, 0.6, 15],
    [21, 0.6, 15],
    [17, 0.8, 13],
    [10, 0.7, 12],
    [5, 0.8, 10],
    [3, 0.9, 9],
  ] as const)
    await take(t.bioTest1, share, daysAgo(d, 4), minutes);
  for (const [d, share] of [
    [9, 0.6],
    [6, 0.7],
    [4, 0.8],
  ] as const)
    await take(t.calcTest, share, daysAgo(d, 3), 15);
  await take(t.bioTest2, 0.7, daysAgo(7, 5), 20);
  await take(t.bioTest2, 0.8, daysAgo(2, 6), 18);

  // 'Practise my mistakes' from the weakest calculus attempt, taken the next day: some mistakes fixed.
  const set = await learning.practiseAttemptMistakes(db, userId, t.calcAttempt);
  await db.execute(
    sql`update tests set created_at = ${daysAgo(12, 3).toISOString()}::timestamptz where id = ${set.testId}`,
  );
  await take(set.testId, 0.6, daysAgo(12, 2), 6);

  // Cards were seeded when the attempts were graded (now): date each from the first answer to its question.
  await db.execute(sql`
    update review_cards c set last_review = x.done, due = x.done + make_interval(days => c.scheduled_days)
    from (
      select coalesce(q.origin_question_id, q.id) as qid, min(s.completed_at) as done
      from test_answers a
      join test_submissions s on s.id = a.submission_id
      join test_questions q on q.id = a.question_id
      where s.user_id = ${userId} and a.student_answer is not null
      group by 1) x
    where c.question_id = x.qid and c.user_id = ${userId}`);
  // Reviews on the last six days (some forgotten: Again), so the streak and the weekly chart count them.
  const { rows } = (await db.execute(sql`
    select id from review_cards where user_id = ${userId} and due <= now() order by due, id limit 12`)) as unknown as {
    rows: { id: string }[];
  };
  for (const [i, card] of rows.entries())
    await learning.saveReview(db, userId, card.id, {
      reviewId: randomUUID(),
      rating: i % 4 === 0 ? 'again' : i % 3 === 0 ? 'hard' : 'good',
      reviewedAt: daysAgo(1 + (i % 6), 1).toISOString(),
    });
}

/** Two flags from the last biology attempt's results: a key the student disputes and an unclear question. */
export async function seedFlags(app: App, userId: string, submissionId: string) {
  const { rows } = (await app.db.execute(sql`
    select a.question_id from test_answers a join test_questions q on q.id = a.question_id
    where a.submission_id = ${submissionId} order by a.is_correct, q.question_order limit 2`)) as unknown as {
    rows: { question_id: string }[];
  };
  const reasons = ['wrong-key', 'unclear'] as const;
  for (const [i, r] of rows.entries())
    await editing.flagQuestion(app.db, userId, submissionId, r.question_id, {
      reason: reasons[i]!,
      ...(i === 0 ? { note: 'The notes say the opposite on this page.' } : {}),
    });
}
