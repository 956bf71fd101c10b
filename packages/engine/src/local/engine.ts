/** The local engine: no network, no key. */
import { engineLabel, LIMITS } from '@studypilot/core';
import type {
  GeneratedQuestion,
  GenerateOptions,
  GenerateRequest,
  GenerateResult,
  ProgressEvent,
  QuestionEngine,
} from '../types.ts';
import { checkpoint, EngineError, throwIfAborted } from '../types.ts';
import { detectLanguage } from '../text.ts';
import { applyGate, balanceKeyLetters, questionFlaws } from '../quality.ts';
import { gradeAll, gradeLocally } from '../grading.ts';
import { analyze, nlp, type Corpus } from './analysis.ts';
import { candidatesOf, selectQuestions } from './select.ts';
import { buildOpenQuestions } from './open.ts';
import { tidyOpenQuestion } from './open-text.ts';
import { protectRequest } from './formula.ts';

/**
 * The error when the material supports fewer questions than asked. With none, it says what was found: a material
 * whose text is mostly formulas, tables, headings or short lines, or prose without a passage that makes a question
 * with one clearly correct answer (the spec replaces any 'Failed to generate questions' message in the UI).
 */
export function insufficient(
  supported: number,
  req: GenerateRequest,
  corpus?: Pick<Corpus, 'sentences'>,
): EngineError {
  const kind = req.questionType === 'multiple-choice' ? 'multiple-choice' : 'open-ended';
  const total = corpus?.sentences.length ?? 0;
  const usable = corpus?.sentences.filter((s) => s.usable).length ?? 0;
  const mostlyNotProse = !!corpus && (total === 0 || usable / total < 0.15);
  return new EngineError(
    'INSUFFICIENT_CONTENT',
    supported === 0
      ? mostlyNotProse
        ? `Failed to generate questions: most of the text of the selected documents is formulas, tables, headings or short lines, and the rest gave no ${kind} question with one clearly correct answer. Choose documents with more explanatory text.`
        : `Failed to generate questions: the selected documents gave no ${kind} question with one clearly correct answer (the offline engine asks about definitions, lists, reasons and statements the text makes). Choose other documents or another question type.`
      : `Failed to generate questions: the selected documents support only ${supported} ${kind} question${supported === 1 ? '' : 's'} at ${req.difficulty} difficulty, but ${req.questionCount} were requested. Choose ${supported} or fewer, or add more material.`,
    { supported },
  );
}

/**
 * Checks the request. A count above the spec's maximum (30 multiple choice, 5 open-ended) or below 1 is a caller
 * bug (RangeError); the spec's minimum of 5 multiple-choice questions is left to the caller, so a caller can ask
 * for the smaller number the material supports.
 */
export function validateRequest(req: GenerateRequest): void {
  const limits = req.questionType === 'open-ended' ? LIMITS.openEnded : LIMITS.multipleChoice;
  if (!Number.isInteger(req.questionCount) || req.questionCount < 1 || req.questionCount > limits.max)
    throw new RangeError(
      `questionCount must be an integer from 1 to ${limits.max} for ${req.questionType} questions (got ${req.questionCount}).`,
    );
  if (!Array.isArray(req.documents) || req.documents.every((d) => d.units.every((u) => !u.text.trim())))
    throw new EngineError(
      'INSUFFICIENT_CONTENT',
      'Failed to generate questions: the selected documents contain no text.',
      {
        supported: 0,
      },
    );
}

export function requestLanguage(req: GenerateRequest): string {
  if (req.language) return req.language.toLowerCase().slice(0, 2);
  return detectLanguage(req.documents.flatMap((d) => d.units.map((u) => u.text)).join('\n'));
}

/**
 * The seed of a generation: `req.seed` when given (reproducible output), otherwise random, so that generating
 * twice from the same documents gives a different selection of questions.
 */
/** Fixed draws of multiple-choice questions tried when the request's own draw falls short. */
const FIXED_DRAW_SEEDS = [0x2545f491, 0x9e3779b9, 0x7f4a7c15, 0x5851f42d, 0x14057b7e];

export function seedOf(req: GenerateRequest): number {
  if (req.seed !== undefined) return req.seed >>> 0;
  return (Math.random() * 2 ** 32) >>> 0;
}

export function createLocalEngine(): QuestionEngine {
  // Load the English language model now (about 150 ms), not inside the first generation.
  nlp();
  const engine: QuestionEngine = {
    id: 'local',
    label: engineLabel('local'),
    async generate(asked: GenerateRequest, opts: GenerateOptions = {}): Promise<GenerateResult> {
      const { signal } = opts;
      // formulas become one word each while the material is read, and come back in the questions (decision 106)
      const { req, table } = protectRequest(asked);
      const progress = (e: ProgressEvent) => opts.onProgress?.(e);
      throwIfAborted(signal);
      validateRequest(req);
      const language = requestLanguage(req);
      const seed = seedOf(req);
      progress({ stage: 'reading', done: 0, total: req.documents.length, message: 'Reading documents' });
      const corpus = await analyze(
        req.documents,
        language === 'en' ? 'en' : language === 'he' ? 'he' : 'other',
        signal,
        (done, total, name) => progress({ stage: 'reading', done, total, message: `Read ${name}` }),
      );
      await checkpoint(signal);
      const count = req.questionCount;
      progress({ stage: 'selecting', done: 0, total: 1, message: 'Selecting informative passages' });
      let accepted: GeneratedQuestion[] = [];
      let supportedCount: number | undefined;
      if (req.questionType === 'open-ended') {
        const candidates = buildOpenQuestions(corpus, req, count * 3);
        progress({
          stage: 'selecting',
          done: 1,
          total: 1,
          message: `${candidates.length} central concepts found`,
        });
        progress({ stage: 'writing', done: 0, total: count, message: 'Writing questions' });
        accepted = applyGate(candidates, count, { documents: req.documents }).accepted;
        progress({ stage: 'writing', done: accepted.length, total: count, message: 'Writing questions' });
      } else {
        // Which candidates and distractors pass the gate depends on the draw. The request's own draw comes first
        // (variety); when it falls short, fixed draws follow, and the count reported as supported is the best of
        // the fixed draws only. A draw's first k questions do not depend on the count asked, so asking for a
        // reported count always succeeds (through the same fixed draw at worst).
        let best: GeneratedQuestion[] = [];
        let bestFixed = 0;
        for (let draw = 0; draw <= FIXED_DRAW_SEEDS.length && best.length < count; draw++) {
          const drawSeed = draw === 0 ? seed : FIXED_DRAW_SEEDS[draw - 1]!;
          const items = candidatesOf(corpus, req, drawSeed);
          if (draw === 0) {
            progress({
              stage: 'selecting',
              done: 1,
              total: 1,
              message: `${items.length} candidate questions found`,
            });
            progress({ stage: 'writing', done: 0, total: count, message: 'Writing questions' });
          }
          const drawn = await selectQuestions(corpus, req, items, count, signal, (n) => {
            if (n > best.length)
              progress({ stage: 'writing', done: n, total: count, message: `Wrote question ${n}` });
          });
          if (drawn.length > best.length) best = drawn;
          if (draw > 0) bestFixed = Math.max(bestFixed, drawn.length);
          // the seedless 30-question draw of a big corpus is the slow path: do not repeat it needlessly
          if (draw === 0 && drawn.length >= count) break;
        }
        accepted = best;
        if (accepted.length < count) supportedCount = bestFixed;
      }
      await checkpoint(signal);
      progress({ stage: 'checking', done: 0, total: accepted.length, message: 'Checking question quality' });
      if (accepted.length < count) throw insufficient(supportedCount ?? accepted.length, req, corpus);
      const questions = balanceKeyLetters(accepted, seed);
      const bad = questions.filter((q) => questionFlaws(q, { documents: req.documents }).length);
      if (bad.length)
        throw new EngineError('INVALID_OUTPUT', 'Failed to generate questions: quality check failed.');
      progress({
        stage: 'checking',
        done: questions.length,
        total: questions.length,
        message: 'Quality checks passed',
      });
      progress({ stage: 'done', done: questions.length, total: questions.length, message: 'Done' });
      return {
        engine: 'local',
        questions: questions.map((q) => tidyOpenQuestion(table.restoreQuestion(q))),
        language,
      };
    },
    async grade(question, answer, opts = {}) {
      throwIfAborted(opts.signal);
      return gradeLocally(question, answer, opts.language);
    },
    async gradeSubmission(items, opts = {}) {
      return gradeAll(items, async (q, a) => gradeLocally(q, a), opts.signal);
    },
  };
  return engine;
}
