import { z } from 'zod';
import { errorCodeSchema } from './errors.ts';
import { generationFocusSchema } from './topics.ts';
import { DIFFICULTIES, LIMITS, QUESTION_TYPES } from './limits.ts';

/**
 * Contract of issue 6: generating, taking, grading and reviewing a practice test.
 *
 * Routes (all under /api, all need a session; another user's ids answer 404 exactly like missing ones):
 * - GET  /api/plan                                → PlanUsage
 * - POST /api/tests/generate       GenerateTestInput → 4xx JSON before streaming, else 200 text/event-stream
 *        of GenerationEvent lines (`event: progress|done|error`, `data: <json>`); closing the connection
 *        (the browser's Cancel) aborts the engine; the server gives up after 5 minutes.
 * - GET  /api/tests/:testId/attempt                → TestStartInfo (the start screen: never creates an attempt)
 * - POST /api/tests/:testId/attempt                → TakeTestPayload (Start: creates or resumes the open submission)
 * - PUT  /api/submissions/:id/answers/:questionId  SaveAnswerInput → SavedAnswer (409 TIME_UP after the
 *        deadline plus ANSWER_GRACE_SECONDS, 409 SUBMISSION_COMPLETED when already graded)
 * - POST /api/submissions/:id/submit     SubmitInput → SubmitResult (idempotent: a second call returns the
 *        first result)
 * - GET  /api/submissions/:id/results              → TestResults (only a completed submission of the owner;
 *        404 'Test submission not found' otherwise, 400 for an id that is not a uuid, 409 NOT_COMPLETED while
 *        in progress)
 */

export const ANSWER_GRACE_SECONDS = 5;
export const MAX_OPEN_ANSWER_LENGTH = 5000;

export const TEST_MESSAGES = {
  missingInformation: 'Missing information',
  missingInformationText: 'Please select a course and at least one document before generating a test',
  documentsNotFound: 'Documents not found',
  wordLimitExceeded: 'Word limit exceeded! Please deselect some files to stay under 50,000 words.',
  estimate: 'Estimated generation time: 2-3 minutes',
  generatedTitle: 'Test Generated Successfully',
  generationFailed: 'Test generation failed',
  noQuestions: 'Test generation failed - no questions were generated',
  missingApiKeySuffix: 'Please contact support to configure AI services.',
  aiCouldNotGenerate:
    'The AI service could not generate questions from this content. Please try a different document or contact support.',
  testNotFound: 'Test not found',
  accessDenied: 'Access denied',
  loadFailed: 'Failed to load test',
  startFailed: 'Failed to start test',
  saveFailed: 'Failed to save answer',
  submissionError: 'Submission Error',
  submissionErrorText: 'Failed to submit test. Please try again.',
  submitted: 'Test Submitted!',
  submissionNotFound: 'Test submission not found',
  resultsFailed: 'Failed to load test results',
  timeUp: 'Time is up for this test: answers can no longer be changed.',
  openAnswerPlaceholder: 'Type your detailed answer here...',
  unansweredWarning: 'Unanswered questions will be marked as incorrect.',
} as const;

/** The spec's seven rotating texts shown next to the real progress. */
export const GENERATION_ROTATING_MESSAGES = [
  'Initializing test generation...',
  'Reading your course materials...',
  'Identifying key concepts...',
  'Writing questions...',
  'Checking answer keys...',
  'Polishing explanations...',
  'Almost ready...',
] as const;

/** Spec section 8: how a generation error message is shown to the student. */
export function generationErrorMessage(message: string): string {
  if (message.includes('Failed to generate questions')) return TEST_MESSAGES.aiCouldNotGenerate;
  if (message.includes('Missing API key')) return `${message} ${TEST_MESSAGES.missingApiKeySuffix}`;
  return message;
}

/** Question-count range of a question type. */
export function questionCountRange(type: (typeof QUESTION_TYPES)[number]): {
  min: number;
  max: number;
  default: number;
} {
  return type === 'open-ended' ? LIMITS.openEnded : LIMITS.multipleChoice;
}

export const generateTestSchema = z
  .object({
    courseId: z.string().min(1).max(100),
    summaryIds: z.array(z.string().min(1).max(100)).min(1).max(100),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
    questionType: z.enum(QUESTION_TYPES).default('multiple-choice'),
    questionCount: z.number().int(),
    /** Minutes: 10-60 in steps of 10. */
    timeLimit: z.number().int().default(LIMITS.timeLimit.default),
    /**
     * Seconds; accepted only when the server runs with ALLOW_SHORT_TIME_LIMITS=true (tests), otherwise 400.
     * Overrides timeLimit for the submission deadline.
     */
    timeLimitSeconds: z.number().int().min(5).max(3600).optional(),
    /**
     * Only these pages / slides / sections of the selected documents ("Practise this topic", decision 603;
     * Premium). Every summaryId must be one of summaryIds.
     */
    focus: generationFocusSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const r = questionCountRange(v.questionType);
    if (v.questionCount < r.min || v.questionCount > r.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['questionCount'],
        message: `Question count must be between ${r.min} and ${r.max} for ${v.questionType} questions`,
      });
    }
    const t = LIMITS.timeLimit;
    if (v.timeLimit < t.min || v.timeLimit > t.max || v.timeLimit % t.step !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['timeLimit'],
        message: `Time limit must be ${t.min} to ${t.max} minutes in steps of ${t.step}`,
      });
    }
  });
export type GenerateTestInput = z.input<typeof generateTestSchema>;

export const generationProgressSchema = z.object({
  stage: z.enum(['reading', 'selecting', 'writing', 'checking', 'done']),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string(),
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;

/** Events of the generation stream. */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), progress: generationProgressSchema }),
  z.object({ type: z.literal('done'), testId: z.string(), questionCount: z.number().int() }),
  z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const planUsageSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** Tests per calendar month (UTC); null when unlimited. */
  monthlyLimit: z.number().int().nullable(),
  usedThisMonth: z.number().int(),
  /** null when unlimited. */
  remaining: z.number().int().nullable(),
  /** ISO date of the first instant of next month (UTC). */
  resetsAt: z.string(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const takeQuestionSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  /** ['A) ...', ...] for multiple choice, null for open-ended. Never the key. */
  options: z.array(z.string()).nullable(),
});
export type TakeQuestion = z.infer<typeof takeQuestionSchema>;

export const savedAnswerSchema = z.object({
  questionId: z.string(),
  answer: z.string().nullable(),
  timeSpent: z.number().int(),
  updatedAt: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const takeTestPayloadSchema = z.object({
  test: z.object({
    id: z.string(),
    title: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    difficulty: z.string(),
    aiEngine: z.string(),
    questionCount: z.number().int(),
    /** Minutes. */
    timeLimit: z.number().int(),
  }),
  submission: z.object({
    id: z.string(),
    startedAt: z.string(),
    deadlineAt: z.string(),
    /** The server's clock when this payload was made, so the browser can correct its own. */
    serverNow: z.string(),
    resumed: z.boolean(),
  }),
  questions: z.array(takeQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export type TakeTestPayload = z.infer<typeof takeTestPayloadSchema>;

/**
 * The start screen of a test (decision 602): what the student is about to take. Reading it never creates an
 * attempt; the clock and the server's deadline start with POST /api/tests/:testId/attempt (Start).
 */
export const testStartInfoSchema = z.object({
  test: z.object({
    id: z.string(),
    title: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    difficulty: z.string(),
    aiEngine: z.string(),
    questionCount: z.number().int(),
    /** 'multiple-choice', 'open-ended' or 'mixed'. */
    questionTypes: z.string(),
    /** Seconds the attempt will last once started. */
    timeLimitSeconds: z.number().int(),
  }),
  /** The attempt already running (its deadline not passed): the page resumes it instead of the start screen. */
  openAttempt: z.object({ id: z.string(), deadlineAt: z.string() }).nullable(),
  /** Completed attempts of this test, newest first (links to their results). */
  completedAttempts: z.array(
    z.object({ id: z.string(), totalScore: z.number().int().nullable(), completedAt: z.string() }),
  ),
});
export type TestStartInfo = z.infer<typeof testStartInfoSchema>;

export const saveAnswerSchema = z.object({
  answer: z.string().max(MAX_OPEN_ANSWER_LENGTH).nullable(),
  /**
   * Seconds spent on the question in this attempt so far: a running total, of which the server keeps the
   * largest it has received (a retried save never counts twice).
   */
  timeSpent: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;

export const submitSchema = z.object({
  autoSubmitted: z.boolean().default(false),
  /** Answers not yet acknowledged by the server; saved before grading when the deadline allows. */
  answers: z
    .array(
      z.object({
        questionId: z.string(),
        answer: z.string().max(MAX_OPEN_ANSWER_LENGTH).nullable(),
        /** Running total, as in saveAnswerSchema. */
        timeSpent: z
          .number()
          .int()
          .min(0)
          .max(24 * 3600),
      }),
    )
    .max(100)
    .default([]),
});
export type SubmitInput = z.input<typeof submitSchema>;

export const submitResultSchema = z.object({
  submissionId: z.string(),
  testId: z.string(),
  totalScore: z.number().int(),
  feedback: z.string(),
  autoSubmitted: z.boolean(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

export const questionSourceSchema = z.object({
  documentId: z.string(),
  documentName: z.string(),
  unitKind: z.string(),
  unit: z.number().int(),
  /** The section heading of the unit when it has one ('Ownership rules'): shown instead of 'Section 3'. */
  unitTitle: z.string().optional(),
  quote: z.string(),
});

export const resultQuestionSchema = takeQuestionSchema.extend({
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  source: questionSourceSchema.nullable(),
  answer: z
    .object({
      answer: z.string().nullable(),
      isCorrect: z.boolean(),
      score: z.number().int(),
      timeSpent: z.number().int(),
      feedback: z
        .object({
          text: z.string(),
          covered: z.array(z.string()).optional(),
          missed: z.array(z.string()).optional(),
        })
        .nullable(),
    })
    .nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

export const testResultsSchema = z.object({
  submission: z.object({
    id: z.string(),
    totalScore: z.number().int(),
    completedAt: z.string(),
    /** Seconds; null when unknown. */
    timeTaken: z.number().int().nullable(),
    autoSubmitted: z.boolean(),
    feedback: z.string().nullable(),
  }),
  test: z.object({
    id: z.string(),
    title: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    difficulty: z.string(),
    aiEngine: z.string(),
    questionCount: z.number().int(),
    status: z.string(),
  }),
  correctCount: z.number().int(),
  /** Answers with some credit but not correct (open answers graded in part): counted apart from incorrect. */
  partialCount: z.number().int().default(0),
  questions: z.array(resultQuestionSchema),
});
export type TestResults = z.infer<typeof testResultsSchema>;

export type AnswerOutcome = 'correct' | 'partial' | 'incorrect';

/** Correct, partly correct (some credit, not correct: open answers) or incorrect (no answer counts as incorrect). */
export function answerOutcome(
  answer: { isCorrect: boolean; score: number } | null | undefined,
): AnswerOutcome {
  if (!answer) return 'incorrect';
  if (answer.isCorrect) return 'correct';
  return answer.score > 0 ? 'partial' : 'incorrect';
}
