import { answerOutcome, type TestResults } from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { isUuid } from '../courses/courses.service.ts';
import { submissionNotFound, testNotFound } from './submission-errors.ts';
import * as repo from './submissions.repository.ts';
import { testHeading } from './test-heading.ts';

/** The results of a completed attempt: score, feedback, and every question with its key and the student's grade. */
export async function getResults(db: Db, userId: string, submissionId: string): Promise<TestResults> {
  if (!isUuid(submissionId)) throw badRequest('Invalid test submission id', 'INVALID_ID');
  const submission = await repo.findSubmission(db, userId, submissionId);
  if (!submission) throw submissionNotFound();
  if (submission.status !== 'completed' || !submission.completedAt)
    throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  const found = await repo.findTestForUser(db, userId, submission.testId);
  if (!found) throw testNotFound();
  const [questions, answers] = await Promise.all([
    repo.listQuestions(db, submission.testId),
    repo.listAnswers(db, submission.id),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const { test, courseName } = found;
  return {
    submission: {
      id: submission.id,
      totalScore: submission.totalScore ?? 0,
      completedAt: submission.completedAt.toISOString(),
      timeTaken: submission.timeTaken,
      autoSubmitted: submission.autoSubmitted,
      feedback: submission.aiFeedback,
    },
    test: {
      ...testHeading(test, courseName, questions.length),
      status: test.status,
    },
    correctCount: answers.filter((a) => a.isCorrect).length,
    partialCount: answers.filter((a) => answerOutcome(a) === 'partial').length,
    questions: questions.map((q) => {
      const a = byQuestion.get(q.id);
      return {
        id: q.id,
        order: q.questionOrder,
        type: q.questionType === 'open-ended' ? ('open-ended' as const) : ('multiple-choice' as const),
        text: q.questionText,
        options: q.questionType === 'open-ended' ? null : (q.options ?? null),
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        source: q.source ?? null,
        answer: a
          ? {
              answer: a.studentAnswer,
              isCorrect: a.isCorrect,
              score: a.score,
              timeSpent: a.timeSpent,
              feedback: a.feedback ?? null,
            }
          : null,
      };
    }),
  };
}
