import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { courses } from './courses.ts';

export interface QuestionSourceJson {
  documentId: string;
  documentName: string;
  unitKind: string;
  unit: number;
  unitTitle?: string;
  quote: string;
}

export interface TestSettingsJson {
  difficulty: string;
  questionType: string;
  questionCount: number;
  timeLimit: number;
  summaryIds: string[];
  language?: string;
}

export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    questionCount: integer('question_count').notNull(),
    questionTypes: text('question_types').notNull(),
    difficulty: text('difficulty').notNull(),
    timeLimit: integer('time_limit').notNull(),
    aiEngine: text('ai_engine').notNull(),
    aiModel: text('ai_model'),
    status: text('status').notNull().default('active'),
    settings: jsonb('settings').$type<TestSettingsJson>(),
    /**
     * 'generated' by an engine (counts toward the monthly quota), or 'mistakes': a practice set of questions the
     * student got wrong, copied from earlier tests (decision 603; no quota).
     */
    kind: text('kind', { enum: ['generated', 'mistakes'] })
      .notNull()
      .default('generated'),
    /** A practice set started from one attempt's results: that attempt. */
    sourceSubmissionId: uuid('source_submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tests_course_created_idx').on(t.courseId, t.createdAt),
    index('tests_user_created_idx').on(t.userId, t.createdAt),
    // Course list and dashboard stats: one user's tests in id order with what the aggregates need,
    // as an index-only scan merge-joined to that user's submissions (ADR 403).
    index('tests_user_id_stats_idx').on(t.userId, t.id, t.courseId, t.questionCount),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[] | null>(),
    correctAnswer: text('correct_answer').notNull(),
    questionOrder: integer('question_order').notNull(),
    explanation: text('explanation'),
    source: jsonb('source').$type<QuestionSourceJson | null>(),
    keyIdeas: jsonb('key_ideas').$type<string[] | null>(),
    /** What the question asks (decision 104: term-from-definition, true-statement, cloze ...); null before forms. */
    form: text('form'),
    /** In a practice set: the question of the earlier test this one is a copy of (reshuffled options). */
    originQuestionId: uuid('origin_question_id'),
    /** When the student last edited or regenerated it before taking the test (decision 603, issue 14 item 6). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('test_questions_test_order_idx').on(t.testId, t.questionOrder)],
);

export const testSubmissions = pgTable(
  'test_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_progress', 'completed'] })
      .notNull()
      .default('in_progress'),
    totalScore: integer('total_score'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    timeTaken: integer('time_taken'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    aiFeedback: text('ai_feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one request or instance grades the attempt outside any lock (decision 601): answers are refused. */
    gradingToken: uuid('grading_token'),
    gradingClaimedAt: timestamp('grading_claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('test_submissions_user_completed_idx').on(t.userId, t.completedAt),
    index('test_submissions_test_user_idx').on(t.testId, t.userId, t.createdAt),
    // Course list (graded submissions) and dashboard stats (completed_at set): one user's submissions in test
    // order, as index-only scans. Partial, so the queries must spell the same predicates as literals (ADR 403).
    index('test_submissions_user_graded_idx')
      .on(t.userId, t.testId, t.totalScore)
      .where(sql`${t.status} = 'completed' and ${t.totalScore} is not null`),
    index('test_submissions_user_done_idx')
      .on(t.userId, t.testId)
      .where(sql`${t.completedAt} is not null`),
    // At most one open attempt per student and test, so a double click cannot start two.
    uniqueIndex('test_submissions_one_open_idx')
      .on(t.testId, t.userId)
      .where(sql`${t.status} = 'in_progress'`),
    index('test_submissions_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => testSubmissions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    studentAnswer: text('student_answer'),
    timeSpent: integer('time_spent').notNull().default(0),
    isCorrect: boolean('is_correct').notNull().default(false),
    score: integer('score').notNull().default(0),
    feedback: jsonb('feedback').$type<{ text: string; covered?: string[]; missed?: string[] } | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_answers_submission_question_idx').on(t.submissionId, t.questionId)],
);
