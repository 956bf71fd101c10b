/**
 * The learning loop (issue 14 items 1-3, decision 603): practising mistakes, spaced review with FSRS (ts-fsrs)
 * and progress charts. Another student's ids answer 404 like missing ones.
 */
import { randomInt } from 'node:crypto';
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';
import {
  CHOICE_LETTERS,
  COURSE_MESSAGES,
  FREE_PROGRESS_DAYS,
  isUuid,
  LEARNING_MESSAGES,
  optionLetter,
  optionText,
  PRACTICE_MAX_QUESTIONS,
  sameChoice,
  studyStreak,
  TEST_MESSAGES,
  type PracticeOutcome,
  type PracticeSetCreated,
  type Progress,
  type ReviewCard,
  type ReviewInput,
  type ReviewQueue,
  type ReviewRating,
  type ReviewSaved,
  type ReviewSummary,
} from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import type { TestSettingsJson } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import * as repo from './learning.repository.ts';

const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);

// ============================================================================ practise my mistakes

/**
 * The options in a new random order, lettered again from A, with the key moved to the letter of its option.
 * The order always differs from the original when there are two or more options.
 */
export function reshuffleOptions(
  options: string[],
  key: string,
  random: (n: number) => number = randomInt,
): { options: string[]; correctAnswer: string } {
  const keyIndex = options.findIndex((o) => optionLetter(o) === key.trim().toUpperCase());
  if (options.length < 2 || options.length > CHOICE_LETTERS.length || keyIndex < 0)
    return { options, correctAnswer: key };
  const order = options.map((_, i) => i);
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (order.some((v, i) => v !== i)) break;
  }
  if (order.every((v, i) => v === i)) order.push(order.shift()!);
  return {
    options: order.map((from, to) => `${CHOICE_LETTERS[to]}) ${optionText(options[from]!).trim()}`),
    correctAnswer: CHOICE_LETTERS[order.indexOf(keyIndex)]!,
  };
}

/** Minutes for a practice set: 1.5 per multiple-choice and 5 per open question, 10 to 60 in steps of 10. */
export function practiceMinutes(questions: { question_type: string }[]): number {
  const minutes = questions.reduce((m, q) => m + (q.question_type === 'open-ended' ? 5 : 1.5), 0);
  return Math.min(60, Math.max(10, Math.ceil(minutes / 10) * 10));
}

async function storePracticeSet(
  db: Db,
  userId: string,
  questions: repo.SourceQuestion[],
  opts: { title: string; courseId: string; sourceSubmissionId: string | null },
): Promise<PracticeSetCreated> {
  const picked = questions.slice(0, PRACTICE_MAX_QUESTIONS);
  const types = [
    ...new Set(picked.map((q) => (q.question_type === 'open-ended' ? 'open-ended' : 'multiple-choice'))),
  ];
  const questionType = types.length === 1 ? types[0]! : 'mixed';
  const minutes = practiceMinutes(picked);
  const first = picked[0]!;
  const settings: TestSettingsJson & { timeLimitSeconds: number; kind: string } = {
    difficulty: first.difficulty,
    questionType,
    questionCount: picked.length,
    timeLimit: minutes,
    summaryIds: [],
    timeLimitSeconds: minutes * 60,
    kind: 'mistakes',
  };
  const testId = await repo.insertPracticeSet(
    db,
    {
      userId,
      courseId: opts.courseId,
      title: opts.title,
      questionCount: picked.length,
      questionTypes: questionType,
      difficulty: first.difficulty,
      timeLimit: minutes,
      aiEngine: first.ai_engine,
      aiModel: first.ai_model,
      status: 'active',
      settings,
      kind: 'mistakes',
      sourceSubmissionId: opts.sourceSubmissionId,
    },
    picked.map((q, i) => {
      const shuffled =
        q.question_type === 'open-ended' || !q.options
          ? { options: q.options, correctAnswer: q.correct_answer }
          : reshuffleOptions(q.options, q.correct_answer);
      return {
        questionText: q.question_text,
        questionType: q.question_type,
        options: shuffled.options,
        correctAnswer: shuffled.correctAnswer,
        explanation: q.explanation,
        source: q.source as never,
        keyIdeas: q.key_ideas,
        form: q.form,
        questionOrder: i + 1,
        originQuestionId: q.root_id,
      };
    }),
  );
  return { testId, questionCount: picked.length, title: opts.title };
}

/** A practice set of the wrong or partly right questions of one completed attempt of the student. */
export async function practiseAttemptMistakes(
  db: Db,
  userId: string,
  submissionId: string,
): Promise<PracticeSetCreated> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  const sub = await repo.findSubmission(db, userId, submissionId);
  if (!sub) throw submissionNotFound();
  if (sub.status !== 'completed') throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  const questions = await repo.wrongQuestionsOf(db, submissionId);
  if (!questions.length) throw new AppError(422, 'NO_MISTAKES', LEARNING_MESSAGES.noMistakes);
  const title = sub.title.startsWith(LEARNING_MESSAGES.practiceTitlePrefix)
    ? sub.title
    : `${LEARNING_MESSAGES.practiceTitlePrefix} - ${sub.title}`;
  return storePracticeSet(db, userId, questions, {
    title,
    courseId: sub.course_id,
    sourceSubmissionId: submissionId,
  });
}

/**
 * A practice set of the course's questions whose latest graded answer (in any test or practice set of the
 * course) was wrong or partly right, most recent mistakes first, at most PRACTICE_MAX_QUESTIONS.
 */
export async function practiseCourseMistakes(
  db: Db,
  userId: string,
  courseId: string,
): Promise<PracticeSetCreated> {
  if (!isUuid(courseId)) throw notFound(COURSE_MESSAGES.notFound, 'COURSE_NOT_FOUND');
  const name = await repo.courseName(db, userId, courseId);
  if (name === undefined) throw notFound(COURSE_MESSAGES.notFound, 'COURSE_NOT_FOUND');
  const latest = await repo.latestAnswersInCourse(db, userId, courseId);
  const wrong = latest
    .filter((r) => !r.is_correct)
    .sort((a, b) => new Date(b.completed_at).getTime() - new Date(a.completed_at).getTime())
    .slice(0, PRACTICE_MAX_QUESTIONS)
    .map((r) => r.root_id);
  const found = await repo.questionsByIds(db, userId, wrong);
  const byId = new Map(found.map((q) => [q.id, q]));
  const ordered = wrong.map((id) => byId.get(id)).filter((q): q is repo.SourceQuestion => Boolean(q));
  if (!ordered.length) throw new AppError(422, 'NO_MISTAKES', LEARNING_MESSAGES.noCourseMistakes);
  return storePracticeSet(db, userId, ordered, {
    title: `${LEARNING_MESSAGES.practiceTitlePrefix} - ${name}`,
    courseId,
    sourceSubmissionId: null,
  });
}

/** For an attempt of a practice set: which of the practised mistakes are now answered correctly. */
export async function practiceOutcome(
  db: Db,
  userId: string,
  submissionId: string,
): Promise<PracticeOutcome> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  const sub = await repo.findSubmission(db, userId, submissionId);
  if (!sub) throw submissionNotFound();
  if (sub.status !== 'completed') throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  if (sub.kind !== 'mistakes') return { isPractice: false, fixed: [], notFixed: [] };
  const answered = await repo.answeredQuestions(db, submissionId);
  const item = (r: (typeof answered)[number]) => ({
    questionId: r.id,
    order: r.question_order,
    text: r.question_text,
  });
  return {
    isPractice: true,
    fixed: answered.filter((r) => r.is_correct).map(item),
    notFixed: answered.filter((r) => !r.is_correct).map(item),
  };
}

// ===================================================================================== spaced review

/** Reviews: FSRS with its (re)learning steps (Again shows the card again within minutes). */
export const reviewScheduler: FSRS = fsrs(generatorParameters({ enable_fuzz: true }));
/**
 * Seeding from a test answer: the answer counts as the first review. A right or partly right answer is
 * scheduled in days (it is not asked again ten minutes later); a wrong one goes through FSRS's learning step
 * (reviewScheduler) and is due at once, so today's mistakes can be reviewed today.
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

function toCard(r: repo.CardRow): Card {
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

export interface SeedItem {
  /** The original question (a practice copy seeds the card of the question it copies). */
  questionId: string;
  courseId: string;
  rating: 'again' | 'hard' | 'good';
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

/**
 * Every answered question becomes a review card; its first graded answer seeds it (right: Good, partly right:
 * Hard, wrong: Again). Later answers in tests do not reschedule it. Called in the transaction that stores the
 * grades (submissions/finalise.service.ts), so a graded attempt always has its cards.
 */
export async function seedReviewCards(tx: repo.Executor, userId: string, items: SeedItem[], at = new Date()) {
  const unique = new Map(items.map((i) => [i.questionId, i]));
  await repo.insertCardsIfNew(
    tx,
    userId,
    [...unique.values()].map((item) => {
      const scheduler = item.rating === 'again' ? reviewScheduler : seedScheduler;
      const { card } = scheduler.next(createEmptyCard(at), at, RATING[item.rating]);
      if (item.rating === 'again') card.due = at;
      return { questionId: item.questionId, courseId: item.courseId, card, at };
    }),
  );
}

/**
 * Hook for issue 14 item 6 (flags): a question the student flagged as wrong or unclear leaves the review queue
 * (`suspended = false` brings it back). Returns whether the student had a card for it.
 */
export async function suspendReviewCard(
  db: repo.Executor,
  userId: string,
  questionId: string,
  suspended = true,
): Promise<boolean> {
  if (!isUuid(questionId)) return false;
  return repo.setCardSuspended(db, userId, questionId, suspended);
}

/** The end of the student's local day (tzOffset minutes east of UTC) as an instant. */
export function endOfLocalDay(now: Date, tzOffset: number): Date {
  const local = new Date(now.getTime() + tzOffset * 60_000);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(end - tzOffset * 60_000);
}

/** Cards per due list: the page shows one at a time and asks for more when they run out. */
export const DUE_LIST_LIMIT = 20;

type QueueState = Awaited<ReturnType<typeof repo.queueState>>;
/** How long a computed due list may be served again: its next intervals and serverNow are at most this old. */
const QUEUE_REUSE_MS = 60_000;
/**
 * The queue's figures and its first page (with the next intervals, computed with the page) per student and time
 * zone, kept while the student's learning version is unchanged (a rating, new cards, a flag...), for at most a
 * minute, and never past the moment the clock changes the due set: the next learning step falls due or the local
 * day ends. The intervals are relative to the answer's serverNow, which the page counts from.
 */
const queueCache = new VersionedCache<{ state: QueueState; queue: ReviewQueue }>(5_000);

function readQueue(db: Db, userId: string, tzOffset: number) {
  return queueCache.read(db, userId, `${userId}|${tzOffset}`, async () => {
    const now = new Date();
    const until = endOfLocalDay(now, tzOffset);
    const state = await repo.queueState(db, userId, until, now, DUE_LIST_LIMIT);
    const validUntil = Math.min(
      until.getTime(),
      state.nextDue?.getTime() ?? Number.POSITIVE_INFINITY,
      now.getTime() + QUEUE_REUSE_MS,
    );
    return { value: { state, queue: toQueue(state, now) }, validUntil };
  });
}

function toQueue(state: QueueState, now: Date): ReviewQueue {
  const cards: ReviewCard[] = state.cards.map((r) => {
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
  return { dueToday: state.due, cards, serverNow: now.toISOString() };
}

export async function dueQueue(db: Db, userId: string, tzOffset: number): Promise<ReviewQueue> {
  return (await readQueue(db, userId, tzOffset)).queue;
}

export async function reviewSummary(db: Db, userId: string, tzOffset: number): Promise<ReviewSummary> {
  const { state } = await readQueue(db, userId, tzOffset);
  return {
    dueToday: state.due,
    totalCards: state.total,
    nextDue: state.nextDue ? state.nextDue.toISOString() : null,
  };
}

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
    const row = await repo.lockCard(tx, userId, cardId);
    if (!row) throw cardNotFound();
    const open = row.question_type === 'open-ended';
    const done = await repo.findLog(tx, cardId, reviewId);
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
    await repo.saveRating(tx, {
      cardId,
      userId,
      reviewId,
      rating: RATING[rating],
      answer: input.answer ?? null,
      at,
      stateBefore: card.state,
      next,
    });
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

// ========================================================================================== progress

/** The student's plan, and whether the course (when given) is theirs: one round trip. */
export function planAndCourse(db: Db, userId: string, courseId: string | undefined) {
  return repo.planAndCourse(db, userId, courseId);
}

/** YYYY-MM-DD of an instant in the student's local day. */
function localDay(at: Date, tzOffset: number): string {
  return new Date(at.getTime() + tzOffset * 60_000).toISOString().slice(0, 10);
}

/**
 * Charts of the dashboard (all courses) or one course: average score per day, per course, questions and
 * reviews per week, and the study streak (days with a completed attempt or a review, in the student's local
 * days). Free: the last FREE_PROGRESS_DAYS days, with how many older attempts Premium would add; Premium:
 * everything. Each part is one indexed query of the student's own rows.
 */
export async function getProgress(
  db: Db,
  userId: string,
  opts: { courseId?: string; tzOffset: number },
): Promise<Progress> {
  const { tzOffset, courseId } = opts;
  if (courseId !== undefined && !isUuid(courseId))
    throw notFound(COURSE_MESSAGES.notFound, 'COURSE_NOT_FOUND');
  // Charts change only when the student's attempts, reviews, courses or plan change (the learning version) and at
  // midnight: each instance keeps the last answer per student, course and local day.
  const key = `${userId}|${courseId ?? ''}|${tzOffset}|${localDay(new Date(), tzOffset)}`;
  return progressCache.read(db, userId, key, async () => ({
    value: await computeProgress(db, userId, { courseId, tzOffset }),
  }));
}

const progressCache = new VersionedCache<Progress>(5_000);

async function computeProgress(
  db: Db,
  userId: string,
  opts: { courseId?: string; tzOffset: number },
): Promise<Progress> {
  const { tzOffset, courseId } = opts;
  const head = await repo.planAndCourse(db, userId, courseId);
  if (courseId && !head?.course_ok) throw notFound(COURSE_MESSAGES.notFound, 'COURSE_NOT_FOUND');
  const premium = head?.plan === 'premium';
  const today = localDay(new Date(), tzOffset);
  const fromDay = premium
    ? null
    : new Date(Date.parse(`${today}T00:00:00Z`) - (FREE_PROGRESS_DAYS - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
  const from = fromDay
    ? new Date(Date.parse(`${fromDay}T00:00:00Z`) - tzOffset * 60_000).toISOString()
    : undefined;
  const scope: repo.ProgressScope = { userId, courseId, tzOffset, from };

  const r = await repo.progressRows(db, scope);
  const scores = r.scores ?? [];
  const perCourse = r.per_course ?? [];
  const weeklyQ = r.weekly_questions ?? [];
  const weeklyR = r.weekly_reviews ?? [];
  const hidden = from ? Number(r.hidden) : 0;
  const days = r.days ?? [];

  const weeks = new Map<string, { weekStart: string; questions: number; reviews: number }>();
  const week = (w: string) => {
    let v = weeks.get(w);
    if (!v) weeks.set(w, (v = { weekStart: w, questions: 0, reviews: 0 }));
    return v;
  };
  for (const r of weeklyQ) week(r.week).questions = Number(r.questions);
  for (const r of weeklyR) week(r.week).reviews = Number(r.reviews);
  const streak = studyStreak(days, today);
  const lastActive = days.length ? days.reduce((a, b) => (a > b ? a : b)) : null;

  return {
    plan: premium ? 'premium' : 'free',
    from: fromDay,
    hiddenAttempts: hidden,
    scores: scores.map((r) => ({ date: r.day, average: Number(r.average), attempts: Number(r.attempts) })),
    perCourse: perCourse.map((r) => ({
      courseId: r.id,
      name: r.name,
      color: r.color,
      average: Number(r.average),
      attempts: Number(r.attempts),
    })),
    weekly: [...weeks.values()].sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1)),
    streak: { ...streak, lastActive, activeToday: days.includes(today) },
  };
}
