import { TEST_MESSAGES, type TestExportFormat, type TestResults } from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertPremium } from '../billing/billing.service.ts';
import { getResults } from '../submissions/results.service.ts';
import { contentDisposition, safeFileName } from './file-name.ts';
import {
  anki,
  choiceLabel,
  correctLabel,
  gift,
  moodleXml,
  resultsCsv,
  type ExportQuestion,
  type ResultRow,
} from './formats.ts';
import * as repo from './exports.repository.ts';

/** Issue 14 items 5 and 8 (decision 604): exports are Premium, owner-only, answer keys only when allowed. */

export interface ExportFile {
  body: string;
  contentType: string;
  disposition: string;
}

const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);

function toExportQuestion(q: repo.QuestionRow, index: number): ExportQuestion {
  return {
    order: index,
    type: q.questionType === 'open-ended' ? 'open-ended' : 'multiple-choice',
    text: q.questionText,
    options: q.questionType === 'open-ended' ? null : (q.options ?? null),
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
  };
}

/** The results of a completed attempt, one row per question, as a CSV file. */
export async function exportResultsCsv(db: Db, userId: string, submissionId: string): Promise<ExportFile> {
  await assertPremium(db, userId);
  const submission = await repo.findSubmission(db, userId, submissionId);
  if (!submission) throw submissionNotFound();
  // The answer key is part of the results: only once the attempt is completed.
  if (submission.status !== 'completed')
    throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  const [questions, answers] = await Promise.all([
    repo.listQuestions(db, submission.testId),
    repo.listAnswers(db, submission.id),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const rows: ResultRow[] = questions.map((row, i) => {
    const q = toExportQuestion(row, i);
    const a = byQuestion.get(row.id);
    const given = a?.studentAnswer?.trim() ? a.studentAnswer : null;
    return {
      number: i + 1,
      question: q.text,
      yourAnswer:
        given === null ? 'No answer provided' : q.type === 'multiple-choice' ? choiceLabel(q, given) : given,
      correctAnswer: correctLabel(q),
      score: a?.score ?? 0,
      feedback: a?.feedback?.text ?? '',
    };
  });
  return {
    body: resultsCsv(rows),
    contentType: 'text/csv; charset=utf-8',
    disposition: contentDisposition(
      safeFileName(`${submission.courseName} - ${submission.testTitle} - results`, 'csv'),
    ),
  };
}

/** The printable results page reads the same results as the results screen, behind the Premium gate. */
export async function printableResults(db: Db, userId: string, submissionId: string): Promise<TestResults> {
  await assertPremium(db, userId);
  return getResults(db, userId, submissionId);
}

const TEST_FILES: Record<TestExportFormat, { ext: string; type: string }> = {
  'moodle-xml': { ext: 'moodle.xml', type: 'application/xml; charset=utf-8' },
  gift: { ext: 'gift.txt', type: 'text/plain; charset=utf-8' },
  anki: { ext: 'anki.txt', type: 'text/plain; charset=utf-8' },
};

/** A test with its answer key, for its owner only (anyone else's test is a 404). */
export async function exportTest(
  db: Db,
  userId: string,
  testId: string,
  format: TestExportFormat,
): Promise<ExportFile> {
  await assertPremium(db, userId);
  const test = await repo.findTest(db, userId, testId);
  if (!test) throw notFound(TEST_MESSAGES.testNotFound, 'TEST_NOT_FOUND');
  const questions = (await repo.listQuestions(db, test.id)).map((q, i) => toExportQuestion(q, i));
  const info = { title: test.title, courseName: test.courseName };
  const body =
    format === 'moodle-xml'
      ? moodleXml(info, questions)
      : format === 'gift'
        ? gift(info, questions)
        : anki(info, questions);
  const file = TEST_FILES[format];
  return {
    body,
    contentType: file.type,
    disposition: contentDisposition(safeFileName(`${test.courseName} - ${test.title}`, file.ext)),
  };
}
