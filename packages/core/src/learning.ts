import { z } from 'zod';

/**
 * Contract of issue 14 items 1-3 (decision 603): practising mistakes, spaced review (FSRS) and progress.
 *
 * Routes (all under /api, all need a session; another student's ids answer 404 exactly like missing ones):
 * - POST /api/submissions/:id/practice-mistakes → PracticeSetCreated: a practice set of that completed
 *        attempt's wrong or partly right questions (422 NO_MISTAKES when there are none)
 * - POST /api/courses/:id/practice-mistakes     → PracticeSetCreated: the course's questions whose latest
 *        graded answer was wrong or partly right
 * - GET  /api/submissions/:id/practice-outcome  → PracticeOutcome (which mistakes a practice set fixed)
 * - GET  /api/review/due?tzOffset=              → ReviewQueue (today's due cards, key included)
 * - POST /api/review/cards/:cardId/reviews      ReviewInput → ReviewSaved (idempotent per card + reviewId)
 * - GET  /api/review/summary?tzOffset=          → ReviewSummary (due today, cards in all)
 * - GET  /api/progress?courseId=&tzOffset=      → Progress (Free: the last 30 days; Premium: everything)
 */

export const PRACTICE_MAX_QUESTIONS = 30;
/** Free students see this many days of charts; Premium sees everything (the plan page's "advanced analytics"). */
export const FREE_PROGRESS_DAYS = 30;

export const LEARNING_MESSAGES = {
  noMistakes: 'No mistakes to practise: every question of this attempt was answered correctly.',
  noCourseMistakes:
    'No mistakes to practise in this course: your latest answer to every question was correct.',
  practiceTitlePrefix: 'Practise my mistakes',
  premiumChartsNote:
    'Free shows the last 30 days. Premium shows your whole history: every attempt, every week and each course over time.',
} as const;

export const practiceSetCreatedSchema = z.object({
  testId: z.string(),
  questionCount: z.number().int(),
  title: z.string(),
});
export type PracticeSetCreated = z.infer<typeof practiceSetCreatedSchema>;

export const practiceOutcomeSchema = z.object({
  /** False for an attempt of a generated test (nothing to compare). */
  isPractice: z.boolean(),
  fixed: z.array(z.object({ questionId: z.string(), order: z.number().int(), text: z.string() })),
  notFixed: z.array(z.object({ questionId: z.string(), order: z.number().int(), text: z.string() })),
});
export type PracticeOutcome = z.infer<typeof practiceOutcomeSchema>;

/** The browser's offset from UTC in minutes (east positive: -new Date().getTimezoneOffset()). */
export const tzOffsetQuerySchema = z.coerce.number().int().min(-840).max(840).default(0);

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

export const reviewCardSchema = z.object({
  cardId: z.string(),
  questionId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  type: z.enum(['multiple-choice', 'open-ended']),
  text: z.string(),
  options: z.array(z.string()).nullable(),
  /** Shown after the student answers (a review, not a test). */
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  due: z.string(),
  /** new | learning | review | relearning */
  state: z.string(),
  reps: z.number().int(),
  /** When the card would next be due for each rating, as ISO dates (so the buttons can say "in 4 days"). */
  next: z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() }),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewQueueSchema = z.object({
  dueToday: z.number().int(),
  cards: z.array(reviewCardSchema),
  serverNow: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewInputSchema = z
  .object({
    /** A uuid the browser makes for this rating: the same id sent again is saved once. */
    reviewId: z.string().uuid(),
    /** Open questions: the student's self-rating. Multiple choice: derived from `answer` by the server. */
    rating: z.enum(REVIEW_RATINGS).optional(),
    /** Multiple choice: the chosen letter. */
    answer: z.string().max(5000).nullable().optional(),
    /** When the student rated (a rating saved late after a lost connection keeps its time). */
    reviewedAt: z.string().datetime({ offset: true }).optional(),
  })
  .refine((v) => v.rating !== undefined || (v.answer !== undefined && v.answer !== null), {
    message: 'Give a rating or an answer',
    path: ['rating'],
  });
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSavedSchema = z.object({
  cardId: z.string(),
  reviewId: z.string(),
  rating: z.enum(REVIEW_RATINGS),
  correct: z.boolean().nullable(),
  due: z.string(),
  scheduledDays: z.number().int(),
  /** True when this review id had been saved before (nothing changed). */
  duplicate: z.boolean(),
});
export type ReviewSaved = z.infer<typeof reviewSavedSchema>;

export const reviewSummarySchema = z.object({
  dueToday: z.number().int(),
  totalCards: z.number().int(),
  nextDue: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const progressSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** First day shown (YYYY-MM-DD, the student's local day); null when the whole history is shown. */
  from: z.string().nullable(),
  /** Attempts before `from` that Premium would show. */
  hiddenAttempts: z.number().int(),
  /** Average score per day with attempts. */
  scores: z.array(z.object({ date: z.string(), average: z.number().int(), attempts: z.number().int() })),
  perCourse: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      color: z.string(),
      average: z.number().int(),
      attempts: z.number().int(),
    }),
  ),
  /** Per week (its Monday): questions of completed attempts and reviews. */
  weekly: z.array(
    z.object({ weekStart: z.string(), questions: z.number().int(), reviews: z.number().int() }),
  ),
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    /** The last day with an answer or a review, or null. */
    lastActive: z.string().nullable(),
    activeToday: z.boolean(),
  }),
});
export type Progress = z.infer<typeof progressSchema>;

/** Current and longest run of consecutive days (YYYY-MM-DD, sorted or not) ending today or yesterday. */
export function studyStreak(days: string[], today: string): { current: number; longest: number } {
  const set = new Set(days);
  const sorted = [...set].sort();
  const dayNumber = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
  let longest = 0;
  let run = 0;
  let prev: number | undefined;
  for (const d of sorted) {
    const n = dayNumber(d);
    run = prev !== undefined && n === prev + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = n;
  }
  const t = dayNumber(today);
  let start = set.has(today) ? t : set.has(isoDay(t - 1)) ? t - 1 : undefined;
  let current = 0;
  while (start !== undefined && set.has(isoDay(start))) {
    current += 1;
    start -= 1;
  }
  return { current, longest };
}

function isoDay(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}
