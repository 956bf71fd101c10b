import { sql } from 'drizzle-orm';
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type Grade,
  type FSRS,
} from 'ts-fsrs';
import {
  sameChoice,
  type ReviewCard,
  type ReviewInput,
  type ReviewQueue,
  type ReviewRating,
  type ReviewSaved,
  type ReviewSummary,
} from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isUuid } from '../courses/courses.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Reviews: FSRS with its (re)learning steps (Again shows the card again within minutes). */
export const reviewScheduler: FSRS = fsrs(generatorParameters({ enable_fuzz: true }));
/**
 * Seeding from a test answer: the answer counts as the first review. A right or partly right answer is
 * scheduled in days (it is not asked again ten minutes later); a wrong one goes through FSRS's learning step
 * (reviewScheduler), so today's mistakes are due today.
 */
const seedScheduler: FSRS = fsrs(generatorParameters({ enable_fuzz: true, enable_short_term: false }));

const RATING: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const RATING_NAME: Record<number, ReviewRating> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
const STATE_NAME = ['new', 'learning', 'review', 'relearning'] as const;

export const cardNotFound = () => new AppError(404, 'REVIEW_CARD_NOT_FOUND', 'Review card not found');

interface CardRow {
  id: string;
  user_id: string;
  question_id: string;
  course_id: string;
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
  suspended_at: Date | string | null;
}

function toCard(r: CardRow): Card {
  return {
    due: new Date(r.due),
    stability: Number(r.stability),
    difficulty: Number(r.difficulty),
    elapsed_days: Number(r.elapsed_days),
    scheduled_days: Number(r.scheduled_days),
    learning_steps: Number(r.learning_steps),
    reps: Number(r.reps),
    lapses: Number(r.lapses),
    state: Number(r.state),
    ...(r.last_review ? { last_review: new Date(r.last_review) } : {}),
  };
}

// ------------------------------------------------------------------------------------------- seeding

export interface SeedItem {
  /** The original question (a practice copy seeds the card of the question it copies). */
  questionId: string;
  courseId: string;
  rating: 'again' | 'hard' | 'good';
}

/**
 * Every answered question becomes a review card; its first graded answer seeds it (right: Good, partly right:
 * Hard, wrong: Again). Later answers in tests do not reschedule it. Called in the transaction that stores the
 * grades, so a graded attempt always has its cards.
 */
export async function seedReviewCards(tx: Executor, userId: string, items: SeedItem[], at = new Date()) {
  const unique = new Map(items.map((i) => [i.questionId, i]));
  if (!unique.size) return;
  const values = [...unique.values()].map((item) => {
    const scheduler = item.rating === 'again' ? reviewScheduler : seedScheduler;
    const { card } = scheduler.next(createEmptyCard(at), at, RATING[item.rating]);
    // A mistake is due at once: it can be reviewed right after the test.
    if (item.rating === 'again') card.due = at;
    return sql`(${userId}, ${item.questionId}::uuid, ${item.courseId}::uuid, ${card.due.toISOString()}::timestamptz,
      ${card.stability}, ${card.difficulty}, ${card.elapsed_days}, ${card.scheduled_days}, ${card.learning_steps},
      ${card.reps}, ${card.lapses}, ${card.state}, ${at.toISOString()}::timestamptz)`;
  });
  await tx.execute(sql`
    insert into review_cards (user_id, question_id, course_id, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review)
    values ${sql.join(values, sql`, `)}
    on conflict (user_id, question_id) do nothing`);
}

/**
 * Hook for issue 14 item 6 (flags): a question the student flagged as wrong or unclear leaves the review queue
 * (and a cleared flag brings it back). Returns whether the student had a card for it.
 */
export async function suspendReviewCard(
  db: Executor,
  userId: string,
  questionId: string,
  suspended = true,
): Promise<boolean> {
  const result = await db.execute(sql`
    update review_cards set suspended_at = ${suspended ? sql`now()` : sql`null`}
    where user_id = ${userId}
      and question_id = (select coalesce(origin_question_id, id) from test_questions where id = ${questionId})
    returning id`);
  return rows(result).length > 0;
}

// ------------------------------------------------------------------------------------------ due list

/** The end of the student's local day (tzOffset minutes east of UTC) as an instant. */
export function endOfLocalDay(now: Date, tzOffset: number): Date {
  const local = new Date(now.getTime() + tzOffset * 60_000);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(end - tzOffset * 60_000);
}

export const DUE_LIST_LIMIT = 50;

/**
 * Due today: a card in the Review state whose due date falls before the end of the student's local day (as in
 * Anki, day-scale intervals are due all day), and a card in (re)learning only once its minutes have passed (so
 * a card answered right leaves the list and comes back at its next learning step).
 */
function dueTodaySql(until: string, now: string) {
  return sql`due <= ${until}::timestamptz and (state = ${2} or due <= ${now}::timestamptz)`;
}

export async function dueQueue(db: Db, userId: string, tzOffset: number): Promise<ReviewQueue> {
  const now = new Date();
  const until = endOfLocalDay(now, tzOffset).toISOString();
  const [list, count] = await Promise.all([
    db.execute(sql`
      select c.id, c.user_id, c.question_id, c.course_id, c.due, c.stability, c.difficulty, c.elapsed_days,
             c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review, c.suspended_at,
             q.question_text, q.question_type, q.options, q.correct_answer, q.explanation, co.name as course_name
      from review_cards c
      join test_questions q on q.id = c.question_id
      join courses co on co.id = c.course_id
      where c.user_id = ${userId} and c.suspended_at is null
        and c.due <= ${until}::timestamptz and (c.state = ${2} or c.due <= ${now.toISOString()}::timestamptz)
      order by c.due, c.id
      limit ${DUE_LIST_LIMIT}`),
    db.execute(sql`
      select count(*)::int as n from review_cards
      where user_id = ${userId} and suspended_at is null and ${dueTodaySql(until, now.toISOString())}`),
  ]);
  type Row = CardRow & {
    question_text: string;
    question_type: string;
    options: string[] | null;
    correct_answer: string;
    explanation: string | null;
    course_name: string;
  };
  const cards: ReviewCard[] = rows<Row>(list).map((r) => {
    const card = toCard(r);
    const preview = reviewScheduler.repeat(card, now < card.due ? card.due : now);
    const open = r.question_type === 'open-ended';
    return {
      cardId: r.id,
      questionId: r.question_id,
      courseId: r.course_id,
      courseName: r.course_name,
      type: open ? 'open-ended' : 'multiple-choice',
      text: r.question_text,
      options: open ? null : (r.options ?? null),
      correctAnswer: r.correct_answer,
      explanation: r.explanation,
      due: card.due.toISOString(),
      state: STATE_NAME[card.state] ?? 'review',
      reps: card.reps,
      next: {
        again: preview[Rating.Again].card.due.toISOString(),
        hard: preview[Rating.Hard].card.due.toISOString(),
        good: preview[Rating.Good].card.due.toISOString(),
        easy: preview[Rating.Easy].card.due.toISOString(),
      },
    };
  });
  return {
    dueToday: Number(rows<{ n: number }>(count)[0]?.n ?? 0),
    cards,
    serverNow: now.toISOString(),
  };
}

export async function reviewSummary(db: Db, userId: string, tzOffset: number): Promise<ReviewSummary> {
  const now = new Date();
  const until = endOfLocalDay(now, tzOffset).toISOString();
  const due = dueTodaySql(until, now.toISOString());
  const [row] = rows<{ due: number; total: number; next_due: Date | string | null }>(
    await db.execute(sql`
      select count(*) filter (where ${due})::int as due, count(*)::int as total,
             min(due) filter (where not (${due})) as next_due
      from review_cards where user_id = ${userId} and suspended_at is null`),
  );
  return {
    dueToday: Number(row?.due ?? 0),
    totalCards: Number(row?.total ?? 0),
    nextDue: row?.next_due ? new Date(row.next_due).toISOString() : null,
  };
}

// ------------------------------------------------------------------------------------------- rating

/** A rating may be saved late (offline), but never dated in the future nor more than this long ago. */
const MAX_LATE_MS = 7 * 24 * 3600 * 1000;

/**
 * Saves one rating: the card row is locked, a review id already saved for this card returns the stored
 * outcome (a retried save changes nothing), else FSRS schedules the card from the rating and both are written
 * in one transaction. Multiple choice: the rating follows the answer (right: Good, wrong: Again).
 */
export async function saveReview(
  db: Db,
  userId: string,
  cardId: string,
  input: ReviewInput,
): Promise<ReviewSaved> {
  if (!isUuid(cardId)) throw cardNotFound();
  const reviewId = input.reviewId.toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = rows<CardRow & { question_type: string; correct_answer: string; now: Date | string }>(
      await tx.execute(sql`
        select c.*, q.question_type, q.correct_answer, now() as now
        from review_cards c join test_questions q on q.id = c.question_id
        where c.id = ${cardId} and c.user_id = ${userId}
        for update of c`),
    );
    if (!row) throw cardNotFound();
    const [done] = rows<{
      rating: number;
      answer: string | null;
      due: Date | string;
      scheduled_days: number;
    }>(
      await tx.execute(sql`
        select rating, answer, due, scheduled_days from review_logs where card_id = ${cardId} and review_id = ${reviewId}`),
    );
    const open = row.question_type === 'open-ended';
    if (done) {
      return {
        cardId,
        reviewId,
        rating: RATING_NAME[done.rating] ?? 'good',
        correct: open ? null : sameChoice(done.answer, row.correct_answer),
        due: new Date(done.due).toISOString(),
        scheduledDays: Number(done.scheduled_days),
        duplicate: true,
      };
    }
    if (row.suspended_at)
      throw new AppError(
        409,
        'CARD_SUSPENDED',
        'This question was flagged and is no longer part of your reviews.',
      );
    let rating: ReviewRating;
    let correct: boolean | null = null;
    if (!open && input.answer !== undefined && input.answer !== null) {
      correct = sameChoice(input.answer, row.correct_answer);
      rating = correct ? 'good' : 'again';
    } else if (input.rating) rating = input.rating;
    else
      throw badRequest('Choose how well you knew the answer: Again, Hard, Good or Easy.', 'RATING_REQUIRED');

    const now = new Date(row.now);
    const card = toCard(row);
    let at = input.reviewedAt ? new Date(input.reviewedAt) : now;
    const earliest = Math.max(now.getTime() - MAX_LATE_MS, card.last_review?.getTime() ?? 0);
    if (at.getTime() > now.getTime()) at = now;
    if (at.getTime() < earliest) at = new Date(earliest);
    const next = reviewScheduler.next(card, at, RATING[rating]).card;
    await tx.execute(sql`
      update review_cards set due = ${next.due.toISOString()}::timestamptz, stability = ${next.stability},
        difficulty = ${next.difficulty}, elapsed_days = ${next.elapsed_days}, scheduled_days = ${next.scheduled_days},
        learning_steps = ${next.learning_steps}, reps = ${next.reps}, lapses = ${next.lapses}, state = ${next.state},
        last_review = ${at.toISOString()}::timestamptz
      where id = ${cardId}`);
    await tx.execute(sql`
      insert into review_logs (card_id, user_id, review_id, rating, answer, reviewed_at, state, due, scheduled_days)
      values (${cardId}, ${userId}, ${reviewId}, ${RATING[rating]}, ${input.answer ?? null},
        ${at.toISOString()}::timestamptz, ${card.state}, ${next.due.toISOString()}::timestamptz, ${next.scheduled_days})`);
    return {
      cardId,
      reviewId,
      rating,
      correct,
      due: next.due.toISOString(),
      scheduledDays: next.scheduled_days,
      duplicate: false,
    };
  });
}

/** The cards a graded attempt seeds: its answered questions (blank answers seed nothing). */
export function seedsFromGrades(
  courseId: string | undefined,
  questions: { id: string; originQuestionId: string | null }[],
  grades: { questionId: string; isCorrect: boolean; score: number }[],
  answers: Map<string, string | null>,
): SeedItem[] {
  if (!courseId) return [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  return grades.flatMap((g) => {
    const q = byId.get(g.questionId);
    const answer = answers.get(g.questionId);
    if (!q || !answer || !answer.trim()) return [];
    return [
      {
        questionId: q.originQuestionId ?? q.id,
        courseId,
        rating: g.isCorrect ? ('good' as const) : g.score > 0 ? ('hard' as const) : ('again' as const),
      },
    ];
  });
}
