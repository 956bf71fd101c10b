import type { FastifyBaseLogger } from 'fastify';
import {
  TEST_MESSAGES,
  type SaveAnswerInput,
  type SavedAnswer,
  type SubmitResult,
  type TakeTestPayload,
  type TestStartInfo,
} from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { retryOnceIfConnectionLost } from '../../plugins/db.ts';
import { isUuid } from '../courses/courses.service.ts';
import { finaliseAttempt, type SubmissionsDeps, type SubmitInput } from './finalise.service.ts';
import { submissionNotFound, testNotFound } from './submission-errors.ts';
import * as repo from './submissions.repository.ts';
import { testHeading } from './test-heading.ts';

/**
 * An attempt from the start screen to the submit: the start screen's facts, starting or resuming with a deadline
 * from the database clock, saving answers (autosave), and the submit, which finalises (finalise.service.ts).
 */

function limitSeconds(test: { timeLimit: number; settings: unknown }): number {
  const s = (test.settings as { timeLimitSeconds?: unknown } | null)?.timeLimitSeconds;
  return typeof s === 'number' && Number.isInteger(s) && s > 0 ? s : test.timeLimit * 60;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

function toSaved(a: {
  questionId: string;
  studentAnswer: string | null;
  timeSpent: number;
  updatedAt: Date;
}): SavedAnswer {
  return {
    questionId: a.questionId,
    answer: a.studentAnswer,
    timeSpent: a.timeSpent,
    updatedAt: new Date(a.updatedAt).toISOString(),
  };
}

/**
 * The start screen (decision 602): the test's title, size and time limit, the attempt already running if any and
 * the completed ones. Reading it creates nothing: a test never started is no attempt, is never finalised and
 * counts in no statistic.
 */
export async function getStartInfo(db: Db, userId: string, testId: string): Promise<TestStartInfo> {
  if (!isUuid(testId)) throw testNotFound();
  const found = await repo.findTestForUser(db, userId, testId);
  if (!found) throw testNotFound();
  const { test, courseName } = found;
  if (test.status !== 'active') throw new AppError(403, 'ACCESS_DENIED', TEST_MESSAGES.accessDenied);
  const [questions, open, completed] = await Promise.all([
    repo.listQuestions(db, testId),
    repo.findOpenAttempt(db, userId, testId),
    repo.listCompletedAttempts(db, userId, testId),
  ]);
  return {
    test: {
      ...testHeading(test, courseName, questions.length),
      questionTypes: test.questionTypes,
      timeLimitSeconds: limitSeconds(test),
    },
    openAttempt:
      open && !open.expired ? { id: open.id, deadlineAt: new Date(open.deadlineAt).toISOString() } : null,
    completedAttempts: completed.map((c) => ({
      id: c.id,
      totalScore: c.totalScore,
      completedAt: new Date(c.completedAt!).toISOString(),
    })),
  };
}

/**
 * Starts the test (the student pressed Start on the start screen): resumes the open attempt while its time has not run out, otherwise
 * finalises an expired one (auto-submitted) and starts a new attempt with a deadline from the database clock.
 */
export async function startAttempt(
  deps: SubmissionsDeps,
  userId: string,
  testId: string,
): Promise<TakeTestPayload> {
  const { db } = deps;
  if (!isUuid(testId)) throw testNotFound();
  const found = await repo.findTestForUser(db, userId, testId);
  if (!found) throw testNotFound();
  const { test, courseName } = found;
  if (test.status !== 'active') throw new AppError(403, 'ACCESS_DENIED', TEST_MESSAGES.accessDenied);

  let submission: repo.SubmissionRow | undefined;
  let resumed = false;
  // An expired open attempt is finalised first (auto-submitted, graded outside any lock), then a new one starts.
  for (let round = 0; !submission; round++) {
    let expiredId: string | undefined;
    try {
      const step = await db.transaction(async (tx) => {
        const open = await repo.lockOpenSubmission(tx, userId, testId);
        if (open && !open.expired) return { submission: open.submission, resumed: true };
        if (open) return { expiredId: open.submission.id };
        return {
          submission: await repo.insertSubmission(tx, userId, testId, limitSeconds(test)),
          resumed: false,
        };
      });
      if ('expiredId' in step) expiredId = step.expiredId;
      else ({ submission, resumed } = step);
    } catch (err) {
      // Two tabs opened the test at the same moment: the unique index let one attempt in; resume it.
      if (!isUniqueViolation(err) || round > 3) throw err;
      const open = await repo.findOpenSubmission(db, userId, testId);
      if (open) {
        submission = open;
        resumed = true;
      }
      continue;
    }
    if (expiredId) await finaliseAttempt(deps, userId, expiredId, { autoSubmitted: true });
  }

  const [questions, answers, now] = await Promise.all([
    repo.listQuestions(db, testId),
    resumed ? repo.listAnswers(db, submission.id) : Promise.resolve([]),
    repo.databaseNow(db),
  ]);
  return {
    test: {
      ...testHeading(test, courseName, questions.length),
      timeLimit: test.timeLimit,
    },
    submission: {
      id: submission.id,
      startedAt: submission.startedAt.toISOString(),
      deadlineAt: submission.deadlineAt.toISOString(),
      serverNow: now.toISOString(),
      resumed,
    },
    // Only what the student may see: never the key, explanation, source or key ideas.
    questions: questions.map((q) => ({
      id: q.id,
      order: q.questionOrder,
      type: q.questionType === 'open-ended' ? 'open-ended' : 'multiple-choice',
      text: q.questionText,
      options: q.questionType === 'open-ended' ? null : (q.options ?? null),
    })),
    answers: answers.filter((a) => a.studentAnswer !== null || a.timeSpent > 0).map(toSaved),
  };
}

// ------------------------------------------------------------------------------------------ answers

export async function saveAnswer(
  db: Db,
  userId: string,
  submissionId: string,
  questionId: string,
  input: SaveAnswerInput,
  log?: FastifyBaseLogger,
): Promise<SavedAnswer> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  if (!isUuid(questionId)) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  // The upsert is idempotent (same answer, the largest time kept), so a save whose connection dropped (database
  // restart, failover, a killed backend) is simply run again once on a fresh connection.
  const saved = await retryOnceIfConnectionLost(
    () =>
      repo.upsertAnswer(db, {
        userId,
        submissionId,
        questionId,
        answer: input.answer,
        timeSpent: input.timeSpent,
      }),
    (err) => log?.warn({ err, submissionId }, 'answer save lost its database connection; retrying once'),
  );
  if (saved)
    return {
      questionId: saved.question_id,
      answer: saved.student_answer,
      timeSpent: Number(saved.time_spent),
      updatedAt: new Date(saved.updated_at).toISOString(),
    };
  const why = await repo.answerRefusal(db, userId, submissionId, questionId);
  if (!why) throw submissionNotFound();
  if (!why.has_question) throw new AppError(404, 'QUESTION_NOT_FOUND', 'Question not found');
  if (why.expired) throw conflict(TEST_MESSAGES.timeUp, 'TIME_UP');
  if (why.status === 'completed')
    throw conflict(
      'This test has already been submitted: answers can no longer be changed.',
      'SUBMISSION_COMPLETED',
    );
  // The row changed between the two statements (finalised meanwhile): report it as completed.
  throw conflict(
    'This test has already been submitted: answers can no longer be changed.',
    'SUBMISSION_COMPLETED',
  );
}

/**
 * Idempotent submit: the row lock makes concurrent submits (and the finaliser) wait; the first grades, the
 * others find it completed and return the stored result. Pending answers in the body are saved first while
 * the deadline plus grace allows.
 */
export async function submit(
  deps: SubmissionsDeps,
  userId: string,
  submissionId: string,
  input: SubmitInput,
): Promise<SubmitResult> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  return finaliseAttempt(deps, userId, submissionId, {
    autoSubmitted: input.autoSubmitted,
    answers: input.answers,
  });
}
