import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  answerOutcome,
  hasHebrew,
  LANGUAGES,
  optionLetter,
  optionText,
  sameChoice,
  type Language,
  type SaveAnswerInput,
  type SavedAnswer,
  type SubmitResult,
  type submitSchema,
  type TakeTestPayload,
  TEST_MESSAGES,
  type TestResults,
  type TestStartInfo,
} from '@studypilot/core';
import type { GeneratedQuestion, GradeResult, QuestionEngine } from '@studypilot/engine';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../courses/courses.service.ts';
import { retryOnceIfConnectionLost } from '../../plugins/db.ts';
import { seedReviewCards, seedsFromGrades } from '../learning/learning.service.ts';
import * as repo from './submissions.repository.ts';

export type SubmitInput = z.output<typeof submitSchema>;

export interface SubmissionsDeps {
  db: Db;
  engine: QuestionEngine;
  localEngine: QuestionEngine;
  log: FastifyBaseLogger;
}

/** An AI grader gets this long for all open answers of one submission before the offline grader takes over. */
export const AI_GRADING_BUDGET_MS = 60_000;
export const OFFLINE_GRADING_NOTE = '(Graded by the offline grader because the AI grader was unavailable.)';
const OFFLINE_GRADING_NOTE_HE = '(נבדק בבודק המקומי כי בודק ה-AI לא היה זמין.)';

const testNotFound = () => notFound(TEST_MESSAGES.testNotFound, 'TEST_NOT_FOUND');
const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);

// ----------------------------------------------------------------------------------------- grading

function toGenerated(q: repo.QuestionRow, testTitle: string): GeneratedQuestion {
  return {
    type: q.questionType === 'open-ended' ? 'open-ended' : 'multiple-choice',
    text: q.questionText,
    options: q.options ?? null,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation ?? '',
    source: (q.source as GeneratedQuestion['source'] | null) ?? {
      documentId: '',
      documentName: testTitle,
      unitKind: 'page',
      unit: 1,
      quote: '',
    },
    ...(q.keyIdeas ? { keyIdeas: q.keyIdeas } : {}),
  };
}

const isBlank = (a: string | null | undefined) => !a || !a.trim();

/** Multiple choice: the letter, ignoring case and surrounding spaces (spec section 5). */
export function gradeChoice(
  q: repo.QuestionRow,
  answer: string | null,
  language?: Language,
): repo.GradedAnswer {
  const key = q.correctAnswer.trim().toUpperCase();
  const keyOption = (q.options ?? []).find((o) => optionLetter(o) === key);
  const keyText = keyOption ? optionText(keyOption) : '';
  const he = language ? language === 'he' : hasHebrew(q.questionText);
  const right = he ? `התשובה הנכונה: ${key}) ${keyText}` : `The correct answer is ${key}) ${keyText}.`;
  if (isBlank(answer))
    return {
      questionId: q.id,
      isCorrect: false,
      score: 0,
      feedback: { text: he ? `לא נבחרה תשובה. ${right}` : `No answer was selected. ${right}` },
    };
  const correct = sameChoice(answer, key);
  return {
    questionId: q.id,
    isCorrect: correct,
    score: correct ? 100 : 0,
    feedback: {
      text: correct
        ? he
          ? 'נכון!'
          : 'Correct.'
        : `${he ? 'לא נכון.' : 'Incorrect.'} ${right}${q.explanation ? ` ${q.explanation}` : ''}`,
    },
  };
}

function fromGrade(questionId: string, r: GradeResult, note?: string): repo.GradedAnswer {
  const score = Math.max(0, Math.min(100, Math.round(r.score)));
  return {
    questionId,
    isCorrect: r.correct,
    score,
    feedback: {
      text: note ? `${r.feedback} ${note}` : r.feedback,
      ...(r.covered ? { covered: r.covered } : {}),
      ...(r.missed ? { missed: r.missed } : {}),
    },
  };
}

/**
 * Grades every question of an attempt. Multiple choice locally; open answers by the configured engine, and by
 * the offline engine when an AI engine fails or runs out of time (the student's answers are never lost).
 * Unanswered questions are incorrect with score 0.
 */
export async function gradeAnswers(
  deps: SubmissionsDeps,
  testTitle: string,
  questions: repo.QuestionRow[],
  answers: Map<string, string | null>,
  language?: Language,
): Promise<repo.GradedAnswer[]> {
  const signal = AbortSignal.timeout(AI_GRADING_BUDGET_MS);
  let aiDown = false;
  const out: repo.GradedAnswer[] = [];
  for (const q of questions) {
    const answer = answers.get(q.id) ?? null;
    if (q.questionType !== 'open-ended') {
      out.push(gradeChoice(q, answer, language));
      continue;
    }
    if (isBlank(answer)) {
      const he = language ? language === 'he' : hasHebrew(q.questionText);
      out.push({
        questionId: q.id,
        isCorrect: false,
        score: 0,
        feedback: { text: he ? 'לא ניתנה תשובה.' : 'No answer was provided.' },
      });
      continue;
    }
    const generated = toGenerated(q, testTitle);
    if (!aiDown && deps.engine !== deps.localEngine) {
      try {
        out.push(fromGrade(q.id, await deps.engine.grade(generated, answer, { signal, language })));
        continue;
      } catch (err) {
        // One failure (key, quota, outage, budget) sends the rest to the offline grader too.
        aiDown = true;
        deps.log.warn({ err, questionId: q.id }, 'AI grading failed; using the offline grader');
      }
    }
    const offline = await deps.localEngine.grade(generated, answer, { language });
    const note = language === 'he' ? OFFLINE_GRADING_NOTE_HE : OFFLINE_GRADING_NOTE;
    out.push(fromGrade(q.id, offline, deps.engine === deps.localEngine ? undefined : note));
  }
  return out;
}

const UNIT_WORDS: Record<Language, Record<string, readonly [string, string]>> = {
  en: { page: ['page', 'pages'], slide: ['slide', 'slides'], section: ['section', 'sections'] },
  he: { page: ['עמוד', 'עמודים'], slide: ['שקף', 'שקפים'], section: ['פרק', 'פרקים'] },
};

/** The student's chosen interface language, or undefined when they never chose one (decision 302). */
export const chosenLanguage = (value: unknown): Language | undefined =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : undefined;

/** 'a', 'a and b', 'a, b and c' ('א, ב ו-ג' in Hebrew). */
function andList(items: string[], language: Language = 'en'): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'he' ? ' ו-' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)!}`;
}

/**
 * Where to review, in words (issue 13): 'Cell Structure.pdf, pages 10 and 16; notes.docx, section
 * "Mitosis"'. A section with a heading is named by it, other units by their number after the word for
 * their kind; a question without a source names the test.
 */
export function reviewPlaces(
  sources: ({ documentName: string; unitKind: string; unit: number; unitTitle?: string } | null)[],
  testTitle: string,
  language: Language = 'en',
): string {
  // document -> kind -> unit -> heading
  const docs = new Map<string, Map<string, Map<number, string | undefined>>>();
  for (const source of sources) {
    const kinds = docs.get(source?.documentName ?? testTitle) ?? new Map();
    docs.set(source?.documentName ?? testTitle, kinds);
    if (!source) continue;
    const units = kinds.get(source.unitKind) ?? new Map<number, string | undefined>();
    kinds.set(source.unitKind, units);
    units.set(source.unit, source.unitTitle?.trim() || units.get(source.unit));
  }
  return [...docs.entries()]
    .map(([name, kinds]) => {
      const places = [...kinds.entries()].map(([kind, units]) => {
        const [one, many] = UNIT_WORDS[language][kind] ?? [kind, kind];
        const items = [...units.entries()]
          .sort(([a], [b]) => a - b)
          .map(([unit, title]) => (title ? `"${title}"` : String(unit)));
        return `${items.length === 1 ? one : many} ${andList(items, language)}`;
      });
      return places.length ? `${name}, ${places.join(', ')}` : name;
    })
    .join('; ');
}

/** Overall feedback: score, unanswered count and where to review. */
export function overallFeedback(
  testTitle: string,
  questions: repo.QuestionRow[],
  grades: repo.GradedAnswer[],
  answers: Map<string, string | null>,
  totalScore: number,
  language: Language = 'en',
): string {
  const n = questions.length;
  const correct = grades.filter((g) => g.isCorrect).length;
  const unanswered = questions.filter((q) => isBlank(answers.get(q.id))).length;
  const toReview = questions.filter((_, i) => !grades[i]?.isCorrect).map((q) => q.source ?? null);
  if (language === 'he') {
    let he =
      n === 1
        ? `ענית נכון על ${correct} מתוך שאלה אחת (ציון ${totalScore}%).`
        : `ענית נכון על ${correct} מתוך ${n} שאלות (ציון ${totalScore}%).`;
    if (unanswered)
      he +=
        unanswered === 1
          ? ' שאלה אחת נשארה ללא תשובה ונחשבה שגויה.'
          : ` ${unanswered} שאלות נשארו ללא תשובה ונחשבו שגויות.`;
    if (toReview.length) he += ` כדאי לחזור על: ${reviewPlaces(toReview, testTitle, 'he')}.`;
    else if (n) he += ' עבודה מצוינת!';
    return he;
  }
  let text = `You answered ${correct} of ${n} question${n === 1 ? '' : 's'} correctly (score ${totalScore}%).`;
  if (unanswered)
    text += ` ${unanswered} question${unanswered === 1 ? ' was' : 's were'} left unanswered and marked incorrect.`;
  if (toReview.length) text += ` Review: ${reviewPlaces(toReview, testTitle)}.`;
  else if (n) text += ' Excellent work!';
  return text;
}

function toSubmitResult(s: repo.SubmissionRow): SubmitResult {
  return {
    submissionId: s.id,
    testId: s.testId,
    totalScore: s.totalScore ?? 0,
    feedback: s.aiFeedback ?? '',
    autoSubmitted: s.autoSubmitted,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Claim {
  submission: repo.SubmissionRow;
  token: string;
  autoSubmitted: boolean;
}

/**
 * Grades a claimed attempt with no database connection or lock held while the grader works (an AI grader may
 * take up to 60 s), then writes the grades and completes the attempt in one short transaction if the claim is
 * still ours. Returns undefined when another request took the claim over meanwhile (it was stale).
 */
async function gradeClaimed(deps: SubmissionsDeps, claim: Claim): Promise<SubmitResult | undefined> {
  const { submission, token } = claim;
  try {
    const [found, questions, saved] = await Promise.all([
      repo.findTestForUser(deps.db, submission.userId, submission.testId),
      repo.listQuestions(deps.db, submission.testId),
      repo.listAnswers(deps.db, submission.id),
    ]);
    const title = found?.test.title ?? 'Practice test';
    const answers = new Map(saved.map((a) => [a.questionId, a.studentAnswer]));
    const language = chosenLanguage(found?.language);
    const grades = await gradeAnswers(deps, title, questions, answers, language);
    const totalScore = grades.length
      ? Math.round(grades.reduce((sum, g) => sum + g.score, 0) / grades.length)
      : 0;
    return await deps.db.transaction(async (tx) => {
      const done = await repo.completeSubmission(tx, submission.id, token, {
        totalScore,
        autoSubmitted: claim.autoSubmitted,
        feedback: overallFeedback(title, questions, grades, answers, totalScore, language),
      });
      if (!done) return undefined;
      await repo.writeGrades(tx, submission.id, grades);
      // Every answered question becomes a spaced-review card (decision 603).
      await seedReviewCards(
        tx,
        submission.userId,
        seedsFromGrades(found?.test.courseId, questions, grades, answers),
      );
      return toSubmitResult(done);
    });
  } catch (err) {
    await repo.releaseClaim(deps.db, submission.id, token).catch(() => {});
    throw err;
  }
}

/** How long a submit waits for another request or instance that is grading the same attempt. */
const WAIT_FOR_GRADING_MS = (repo.CLAIM_STALE_SECONDS + 30) * 1000;

/**
 * Grades and completes an attempt once, whoever asks (the student's submit, the next attempt, the finaliser of
 * any instance): claim it in a short transaction under its row lock (saving the submit's pending answers first
 * while the deadline plus grace allows), grade with no lock held, write if the claim is still ours. A caller that
 * finds the attempt claimed by someone else waits for the stored result; a claim older than CLAIM_STALE_SECONDS
 * is taken over.
 */
export async function finaliseAttempt(
  deps: SubmissionsDeps,
  userId: string,
  submissionId: string,
  opts: { autoSubmitted: boolean; answers?: SubmitInput['answers'] },
): Promise<SubmitResult> {
  const giveUpAt = Date.now() + WAIT_FOR_GRADING_MS;
  let pending = opts.answers ?? [];
  for (;;) {
    const step = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockSubmission(tx, userId, submissionId);
      if (!locked) throw submissionNotFound();
      const { submission, expired, claimed } = locked;
      if (submission.status === 'completed') return { result: toSubmitResult(submission) };
      if (claimed) return { wait: true as const };
      if (!expired && pending.length) {
        const valid = new Set((await repo.listQuestions(tx, submission.testId)).map((q) => q.id));
        for (const a of pending) {
          const id = a.questionId.toLowerCase();
          if (!valid.has(id)) continue;
          await repo.upsertAnswer(tx, {
            userId,
            submissionId,
            questionId: id,
            answer: a.answer,
            timeSpent: a.timeSpent,
          });
        }
      }
      const token = randomUUID();
      return {
        claim: {
          submission: await repo.claimForGrading(tx, submission.id, token),
          token,
          autoSubmitted: opts.autoSubmitted || expired,
        },
      };
    });
    // Answers that arrive with a submit while another request is already grading come too late.
    pending = [];
    if (step.result) return step.result;
    if (step.claim) {
      const result = await gradeClaimed(deps, step.claim);
      if (result) return result;
      continue;
    }
    if (Date.now() > giveUpAt)
      throw new AppError(
        503,
        'GRADING_IN_PROGRESS',
        'Your test is still being graded. Please open your results again in a minute.',
      );
    await sleep(150);
  }
}

// ----------------------------------------------------------------------------------------- attempt

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
      id: test.id,
      title: test.title,
      courseId: test.courseId,
      courseName,
      difficulty: test.difficulty,
      aiEngine: test.aiEngine,
      questionCount: questions.length,
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
      id: test.id,
      title: test.title,
      courseId: test.courseId,
      courseName,
      difficulty: test.difficulty,
      aiEngine: test.aiEngine,
      questionCount: questions.length,
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

// ------------------------------------------------------------------------------------------- submit

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

// ------------------------------------------------------------------------------------------ results

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
      id: test.id,
      title: test.title,
      courseId: test.courseId,
      courseName,
      difficulty: test.difficulty,
      aiEngine: test.aiEngine,
      questionCount: questions.length,
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

// ---------------------------------------------------------------------------------------- finaliser

/**
 * One pass of the finaliser: claims expired open attempts one at a time with FOR UPDATE SKIP LOCKED (so
 * several instances never take the same row) and grades each in its own transaction, auto-submitted.
 * Returns how many it finalised.
 */
export async function finaliseExpired(deps: SubmissionsDeps, max = 200): Promise<number> {
  const failed: string[] = [];
  let count = 0;
  while (count < max) {
    let claimed: string | undefined;
    try {
      const claim = await deps.db.transaction(async (tx) => {
        const row = await repo.claimExpired(tx, failed);
        if (!row) return undefined;
        claimed = row.id;
        const token = randomUUID();
        return { submission: await repo.claimForGrading(tx, row.id, token), token, autoSubmitted: true };
      });
      if (!claim) break;
      if (await gradeClaimed(deps, claim)) count += 1;
    } catch (err) {
      if (!claimed) throw err;
      // Leave a row that cannot be graded for the next pass instead of retrying it forever now.
      deps.log.error({ err, submissionId: claimed }, 'could not finalise an expired test attempt');
      failed.push(claimed);
    }
  }
  return count;
}
