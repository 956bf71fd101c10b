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
import { protectRequest, type FormulaTable } from './formula.ts';
import { isolateQuestionMath, withoutMathIsolates } from './util.ts';

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

/**
 * What the engine keeps of a material it has read (issue 11, decision 104): the analysis, and the fixed draws of
 * multiple-choice questions already made from it. A second request on the same documents (another count, another
 * difficulty, the same request again after a refusal) does not read them again, and a fixed draw is made once.
 */
interface Reading {
  key: string;
  language: string;
  /** The formulas of the material (and those the forms wrote): the questions of a later request restore them. */
  table: FormulaTable;
  corpus: Corpus;
  /** `corpus.lists` as read: the forms add the material's inline lists to it while they build their candidates. */
  lists: number;
  /** Fixed draws by `drawKey`: the questions and the count they were drawn for. */
  draws: Map<string, { questions: GeneratedQuestion[]; count: number }>;
  busy: boolean;
}
/** Materials kept (least recently used first out): 50,000 words keep about 22 MB (English), 13 MB (Hebrew). */
const READINGS_KEPT = 3;
const readings: Reading[] = [];

/**
 * The documents as asked (formulas written out), the language asked and the question type: an open-ended request
 * never adds the inline lists that a multiple-choice one does, so the lazily filled per-material caches of the two
 * are not shared.
 */
function readingKey(asked: GenerateRequest): string {
  return `${asked.language ?? ''}\u0000${asked.questionType}\u0000${JSON.stringify(asked.documents)}`;
}

/** The request as `protectRequest` gives it, on a kept reading: its documents, and its formula table. */
function rereadRequest(asked: GenerateRequest, r: Reading): { req: GenerateRequest; table: FormulaTable } {
  const { table } = r;
  const avoid = asked.avoid?.map((a) => ({
    text: table.protect(a.text),
    ...(a.quote !== undefined ? { quote: table.protect(a.quote) } : {}),
  }));
  return { req: { ...asked, documents: r.corpus.documents, ...(avoid ? { avoid } : {}) }, table };
}

/** A kept reading of these documents, not in use by another generation, with its lists as read. */
function takeReading(key: string): Reading | undefined {
  const i = readings.findIndex((r) => r.key === key && !r.busy);
  if (i < 0) return undefined;
  const [r] = readings.splice(i, 1);
  readings.push(r!);
  r!.corpus.lists.length = r!.lists;
  r!.busy = true;
  return r;
}

function keepReading(r: Reading): void {
  r.busy = false;
  if (!readings.includes(r)) readings.push(r);
  while (readings.length > READINGS_KEPT) readings.shift();
}

/**
 * What a fixed draw depends on besides the material: the difficulty, the passages to avoid, and (with several
 * documents, whose spread weighs the count) the count. With one document a draw's first k questions do not depend
 * on the count asked, so one draw serves every count up to the one it was made for (every count when it ran out).
 */
function drawKey(req: GenerateRequest, draw: number, corpus: Corpus): string {
  const avoid = JSON.stringify(req.avoid ?? []);
  return `${draw}\u0000${req.difficulty}\u0000${corpus.documents.length > 1 ? req.questionCount : ''}\u0000${avoid}`;
}

function cachedDraw(r: Reading, key: string, count: number): GeneratedQuestion[] | undefined {
  const hit = r.draws.get(key);
  if (!hit || (hit.count < count && hit.questions.length >= hit.count)) return undefined;
  return structuredClone(hit.questions.slice(0, count));
}

function keepDraw(r: Reading, key: string, count: number, questions: GeneratedQuestion[]): void {
  const hit = r.draws.get(key);
  if (hit && hit.count >= count) return;
  r.draws.set(key, { questions: structuredClone(questions), count });
}

export function createLocalEngine(): QuestionEngine {
  // Load the English language model now (about 150 ms), not inside the first generation.
  nlp();
  const engine: QuestionEngine = {
    id: 'local',
    label: engineLabel('local'),
    async generate(asked: GenerateRequest, opts: GenerateOptions = {}): Promise<GenerateResult> {
      const { signal } = opts;
      const key = readingKey(asked);
      let reading = takeReading(key);
      try {
        // formulas become one word each while the material is read, and come back in the questions (decision 106)
        const { req, table } = reading ? rereadRequest(asked, reading) : protectRequest(asked);
        const progress = (e: ProgressEvent) => opts.onProgress?.(e);
        throwIfAborted(signal);
        validateRequest(req);
        const language = reading?.language ?? requestLanguage(req);
        const seed = seedOf(req);
        progress({ stage: 'reading', done: 0, total: req.documents.length, message: 'Reading documents' });
        const onDoc = (done: number, total: number, name: string) =>
          progress({ stage: 'reading', done, total, message: `Read ${name}` });
        if (reading) req.documents.forEach((d, i) => onDoc(i + 1, req.documents.length, d.name));
        else {
          const corpus = await analyze(
            req.documents,
            language === 'en' ? 'en' : language === 'he' ? 'he' : 'other',
            signal,
            onDoc,
          );
          reading = {
            key,
            language,
            table,
            corpus,
            lists: corpus.lists.length,
            draws: new Map(),
            busy: true,
          };
        }
        return await generateFrom(reading, req, table, language, seed, opts);
      } finally {
        if (reading) keepReading(reading);
      }
    },
    async grade(question, answer, opts = {}) {
      throwIfAborted(opts.signal);
      return gradeLocally(unisolated(question), answer, opts.language);
    },
    async gradeSubmission(items, opts = {}) {
      return gradeAll(items, async (q, a) => gradeLocally(unisolated(q), a), opts.signal);
    },
  };
  return engine;
}

/**
 * A question as grading reads it: without the formula isolates its Hebrew text got for display (`isolateQuestionMath`),
 * so a model answer grades as the material wrote it.
 */
function unisolated(q: GeneratedQuestion): GeneratedQuestion {
  return {
    ...q,
    text: withoutMathIsolates(q.text),
    options: q.options ? q.options.map(withoutMathIsolates) : q.options,
    correctAnswer:
      typeof q.correctAnswer === 'string' ? withoutMathIsolates(q.correctAnswer) : q.correctAnswer,
    explanation: typeof q.explanation === 'string' ? withoutMathIsolates(q.explanation) : q.explanation,
  };
}

async function generateFrom(
  reading: Reading,
  req: GenerateRequest,
  table: FormulaTable,
  language: string,
  seed: number,
  opts: GenerateOptions,
): Promise<GenerateResult> {
  const { signal } = opts;
  const progress = (e: ProgressEvent) => opts.onProgress?.(e);
  const { corpus } = reading;
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
    /** A draw's questions: the best so far when they are more (`announce`: tell the count), a fixed draw's count. */
    const take = (drawn: GeneratedQuestion[], draw: number, announce: boolean) => {
      if (drawn.length > best.length) {
        best = drawn;
        if (announce)
          progress({
            stage: 'writing',
            done: drawn.length,
            total: count,
            message: `Wrote question ${drawn.length}`,
          });
      }
      if (draw > 0) bestFixed = Math.max(bestFixed, drawn.length);
    };
    for (let draw = 0; draw <= FIXED_DRAW_SEEDS.length && best.length < count; draw++) {
      // a fixed draw made for an earlier request on this material gives the same questions again
      const dk = draw > 0 ? drawKey(req, draw, corpus) : '';
      const kept = draw > 0 ? cachedDraw(reading, dk, count) : undefined;
      if (kept) {
        take(kept, draw, true);
        continue;
      }
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
      if (draw > 0) keepDraw(reading, dk, count, drawn);
      // the selection told each count as it wrote the question
      take(drawn, draw, false);
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
    // a Hebrew question's formulas as LTR isolates, once here for every form (decision 106, eng-he11)
    questions: questions.map((q) => isolateQuestionMath(tidyOpenQuestion(table.restoreQuestion(q)))),
    language,
  };
}
