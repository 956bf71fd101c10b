import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { courses } from './courses.ts';
import { testQuestions, testSubmissions } from './tests.ts';

/**
 * One spaced-review card per student and question (decision 603): seeded by the first graded answer, then
 * scheduled by FSRS (ts-fsrs). The columns are ts-fsrs's Card fields.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /**
     * Set when the card must not be reviewed (issue 14 item 6: a question the student flagged as wrong or
     * unclear); see suspendReviewCard in modules/learning/review.repository.ts.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_cards_user_question_idx').on(t.userId, t.questionId),
    // The due list and the due counts: one student's active cards in the due list's order (due, then id: the
    // cards of one attempt share their due instant), with the state the "due today" rule reads, so the first 20
    // are the first 20 index entries and counting 10,000 cards is an index-only scan (decision 603).
    index('review_cards_user_due_id_idx')
      .on(t.userId, t.due, t.id, t.state)
      .where(sql`${t.suspendedAt} is null`),
    // The weak topics read one course's cards of a student (with their review logs).
    index('review_cards_user_course_idx').on(t.userId, t.courseId),
  ],
);

/** Every rating, once per (card, client review id): a retried or replayed save changes nothing. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Made by the browser for each rating, so a save sent again is recognised. */
    reviewId: uuid('review_id').notNull(),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    answer: text('answer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** The card's state before, and its due date and interval after this rating. */
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_logs_card_review_idx').on(t.cardId, t.reviewId),
    index('review_logs_user_reviewed_idx').on(t.userId, t.reviewedAt),
  ],
);

/**
 * A student's flag on a question (issue 14 item 6, decision 603): "This key is wrong" or "Unclear", one per
 * student and original question (a flag on a practice copy lands on the question it copies). The question leaves
 * the student's review and weak topics; the admin command counts flags per engine.
 */
export const questionFlags = pgTable(
  'question_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    /** The attempt whose results the flag was set from. */
    submissionId: uuid('submission_id').references(() => testSubmissions.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['wrong-key', 'unclear'] }).notNull(),
    note: text('note'),
    /** tests.ai_engine of the question's test when it was flagged (quality per engine). */
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_flags_user_question_idx').on(t.userId, t.questionId),
    index('question_flags_engine_idx').on(t.engine, t.reason),
  ],
);

/**
 * One number per student that changes whenever anything the learning reads show may have changed (decision 603,
 * "Read caches"): attempts, answers' grades (through their attempt), review cards and logs, flags, documents,
 * tests, courses and the plan. Bumped by deferred constraint triggers at commit (migration 0012), so every
 * writer (API, admin command, cascades, SQL by hand) moves it, and it becomes visible with the data it covers.
 * Instances keep computed answers keyed by it (apps/api/src/lib/versioned-cache.ts).
 */
export const learningVersions = pgTable('learning_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** txid_current() of the transaction that last bumped it: one bump per transaction however many rows. */
  xid: bigint('xid', { mode: 'number' }).notNull().default(0),
});
