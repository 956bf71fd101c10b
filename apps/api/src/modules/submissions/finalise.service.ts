import { randomUUID } from 'node:crypto';
import type { SubmitResult, submitSchema } from '@studypilot/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { seedReviewCards, seedsFromGrades } from '../learning/learning.service.ts';
import { chosenLanguage, gradeAnswers, overallFeedback, type GradingDeps } from './grading.service.ts';
import { submissionNotFound } from './submission-errors.ts';
import * as repo from './submissions.repository.ts';

/**
 * Finalising an attempt exactly once across requests and instances (decision 601): the student's submit, the
 * next start of an expired attempt and the background finaliser all come here. Claim under the row lock, grade
 * with no lock held, write the grades if the claim is still ours.
 */

export type SubmitInput = z.output<typeof submitSchema>;

export interface SubmissionsDeps extends GradingDeps {
  db: Db;
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
