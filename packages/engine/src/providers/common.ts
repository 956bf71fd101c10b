/**
 * The engine both AI adapters build on: requests per chunk in parallel, items parsed and gated, rounds until the
 * count is met, grading. Schemas, prompts, chunking and error mapping live in the files beside it.
 */
import { z } from 'zod';
import { engineLabel } from '@studypilot/core';
import type {
  EngineConfig,
  EngineId,
  GeneratedQuestion,
  GenerateOptions,
  GenerateRequest,
  GenerateResult,
  GradeResult,
  QuestionEngine,
  QuestionForm,
} from '../types.ts';
import { EngineError, throwIfAborted } from '../types.ts';
import { applyGate, balanceKeyLetters, formatOptions, optionText } from '../quality.ts';
import { gradeAll, gradeMultipleChoice, gradeOpen } from '../grading.ts';
import { chunkDocuments, pool, type Chunk } from './chunking.ts';
import { GRADE_PROMPT, systemPrompt } from './prompts.ts';
import { gradeOutputSchema, JSON_SCHEMAS, mcItemSchema, openItemSchema } from './schemas.ts';
import { requestLanguage, seedOf, validateRequest } from '../local/engine.ts';

export interface CallParams {
  system: string;
  user: string;
  schemaName: 'questions' | 'grade';
  schema: Record<string, unknown>;
  signal?: AbortSignal;
}
/** A provider call returns the parsed JSON (or throws EngineError). */
export type ProviderCall = (p: CallParams) => Promise<unknown>;

export interface ProviderOptions {
  id: EngineId;
  model: string;
  call: ProviderCall;
  config: EngineConfig;
  /** Words per request (long inputs are split). */
  chunkWords?: number;
  /** Questions per request, so large counts run as parallel requests. */
  perCall?: number;
  concurrency?: number;
}

const looseOutput = z.object({ questions: z.array(z.unknown()) });
const looseMc = mcItemSchema.extend({ form: z.string().optional() });
const looseOpen = openItemSchema.extend({ form: z.string().optional() });

/**
 * The model's questions, item by item: a malformed item is dropped (and counted), a well-formed one goes to the
 * gate as it is, so a missing or unknown form is refused there with the other quality rules.
 */
function toQuestions(
  raw: unknown,
  req: GenerateRequest,
): { questions: GeneratedQuestion[]; malformed: number } {
  const docs = new Map(req.documents.map((d) => [d.id, d]));
  const source = (documentId: string, unit: number, quote: string) => {
    const d = docs.get(documentId);
    const title = d?.units.find((u) => u.number === unit)?.title?.trim();
    return {
      documentId,
      documentName: d?.name ?? documentId,
      unitKind: d?.unitKind ?? ('page' as const),
      unit,
      ...(title ? { unitTitle: title } : {}),
      quote: quote.trim(),
    };
  };
  const outer = looseOutput.safeParse(raw);
  if (!outer.success) return { questions: [], malformed: 1 };
  const questions: GeneratedQuestion[] = [];
  let malformed = 0;
  for (const item of outer.data.questions) {
    if (req.questionType === 'multiple-choice') {
      const q = looseMc.safeParse(item);
      if (!q.success) {
        malformed++;
        continue;
      }
      questions.push({
        type: 'multiple-choice',
        ...(q.data.form !== undefined ? { form: q.data.form as QuestionForm } : {}),
        text: q.data.question.trim(),
        options: formatOptions(q.data.options.map((o) => optionText(o))),
        correctAnswer: q.data.correct,
        explanation: q.data.explanation.trim(),
        source: source(q.data.documentId, q.data.unit, q.data.quote),
      });
    } else {
      const q = looseOpen.safeParse(item);
      if (!q.success) {
        malformed++;
        continue;
      }
      questions.push({
        type: 'open-ended',
        ...(q.data.form !== undefined ? { form: q.data.form as QuestionForm } : {}),
        text: q.data.question.trim(),
        options: null,
        correctAnswer: q.data.sampleAnswer.trim(),
        explanation: q.data.explanation.trim(),
        source: source(q.data.documentId, q.data.unit, q.data.quote),
        keyIdeas: q.data.keyIdeas.map((k) => k.trim()).filter(Boolean),
      });
    }
  }
  return { questions, malformed };
}

export function createProviderEngine(o: ProviderOptions): QuestionEngine {
  const chunkWords = o.chunkWords ?? 6000;
  const perCall = o.perCall ?? 8;
  const concurrency = o.concurrency ?? 4;
  const engine: QuestionEngine = {
    id: o.id,
    label: engineLabel(o.id),
    model: o.model,
    async generate(req: GenerateRequest, opts: GenerateOptions = {}): Promise<GenerateResult> {
      const { signal } = opts;
      const progress = opts.onProgress ?? (() => {});
      throwIfAborted(signal);
      validateRequest(req);
      const language = requestLanguage(req);
      progress({ stage: 'reading', done: 0, total: req.documents.length, message: 'Preparing documents' });
      const chunks = chunkDocuments(req.documents, chunkWords);
      if (chunks.length === 0)
        throw new EngineError(
          'INSUFFICIENT_CONTENT',
          'Failed to generate questions: the documents contain no text.',
          {
            supported: 0,
          },
        );
      progress({
        stage: 'reading',
        done: req.documents.length,
        total: req.documents.length,
        message: `${chunks.length} part(s)`,
      });
      const system = systemPrompt(req, language);
      const accepted: GeneratedQuestion[] = [];
      const count = req.questionCount;
      let lastRejections: string[] = [];
      for (let round = 0; round < 3 && accepted.length < count; round++) {
        const missing = count - accepted.length;
        const want = missing + Math.max(1, Math.ceil(missing * 0.25));
        // split the wanted questions over chunks by size, and into calls of at most perCall questions
        const totalWords = chunks.reduce((a, c) => a + c.words, 0);
        const jobs: { chunk: Chunk; n: number }[] = [];
        let assigned = 0;
        chunks.forEach((c, i) => {
          const n = i === chunks.length - 1 ? want - assigned : Math.round((want * c.words) / totalWords);
          assigned += n;
          for (let left = n; left > 0; left -= perCall) jobs.push({ chunk: c, n: Math.min(perCall, left) });
        });
        if (round === 0)
          progress({ stage: 'selecting', done: 1, total: 1, message: `${jobs.length} parallel request(s)` });
        let doneCalls = 0;
        let malformed = 0;
        const avoid = accepted.map((q) => `- ${q.text}`).join('\n');
        // The first failing request cancels the others still in flight.
        const stop = new AbortController();
        const callSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
        const results = await pool(
          jobs.map((job, k) => async () => {
            throwIfAborted(callSignal);
            const user =
              `Write ${job.n} ${req.questionType} question(s)${jobs.length > 1 ? ` (part ${k + 1} of ${jobs.length}; favour different pages than the other parts)` : ''} from these documents.\n` +
              (avoid ? `Do not repeat these questions:\n${avoid}\n` : '') +
              `\n${job.chunk.text}`;
            const raw = await o.call({
              system,
              user,
              schemaName: 'questions',
              schema: JSON_SCHEMAS[req.questionType],
              signal: callSignal,
            });
            doneCalls++;
            progress({
              stage: 'writing',
              done: doneCalls,
              total: jobs.length,
              message: `Received part ${doneCalls} of ${jobs.length}`,
            });
            const parsed = toQuestions(raw, req);
            malformed += parsed.malformed;
            return parsed.questions;
          }),
          concurrency,
        ).catch((e: unknown) => {
          stop.abort();
          throw signal?.aborted ? new EngineError('ABORTED', 'Question generation was cancelled.') : e;
        });
        throwIfAborted(signal);
        progress({ stage: 'checking', done: 0, total: count, message: 'Checking question quality' });
        const gate = applyGate(
          results.flat(),
          missing,
          { documents: req.documents, requireForm: true },
          accepted,
        );
        accepted.push(...gate.accepted);
        lastRejections = gate.rejected.flatMap((r) => r.flaws.map((f) => f.message));
        if (malformed) lastRejections.push('malformed question');
        progress({
          stage: 'checking',
          done: accepted.length,
          total: count,
          message: `${accepted.length} question(s) passed`,
        });
      }
      if (accepted.length < count) {
        const why = [...new Set(lastRejections)].slice(0, 3).join('; ');
        throw new EngineError(
          'INVALID_OUTPUT',
          `Failed to generate questions: the model produced only ${accepted.length} of ${count} questions that pass the quality checks${why ? ` (${why})` : ''}.`,
          { supported: accepted.length },
        );
      }
      const questions = balanceKeyLetters(accepted, seedOf(req));
      progress({ stage: 'done', done: count, total: count, message: 'Done' });
      return { engine: o.id, model: o.model, questions, language };
    },
    async grade(question, answer, opts = {}): Promise<GradeResult> {
      throwIfAborted(opts.signal);
      if (question.type === 'multiple-choice') return gradeMultipleChoice(question, answer, opts.language);
      if (!answer || !answer.trim()) return gradeOpen(question, answer, opts.language);
      const raw = await o.call({
        system: GRADE_PROMPT,
        user: JSON.stringify({
          question: question.text,
          sampleAnswer: question.correctAnswer,
          keyIdeas: question.keyIdeas ?? [],
          studentAnswer: answer,
          // The student's interface language wins over the answer's (decision 302).
          ...(opts.language ? { feedbackLanguage: opts.language === 'he' ? 'Hebrew' : 'English' } : {}),
        }),
        schemaName: 'grade',
        schema: JSON_SCHEMAS.grade,
        signal: opts.signal,
      });
      const parsed = gradeOutputSchema.safeParse(raw);
      if (!parsed.success) return gradeOpen(question, answer, opts.language);
      const score = Math.round(parsed.data.score);
      return {
        score,
        // correct only for full credit: a partial answer is shown as partial (decision 105)
        correct: score >= 90 && parsed.data.missed.length === 0,
        feedback: parsed.data.feedback,
        covered: parsed.data.covered,
        missed: parsed.data.missed,
      };
    },
    async gradeSubmission(items, opts = {}) {
      return gradeAll(items, (q, a) => engine.grade(q, a, opts), opts.signal);
    },
  };
  return engine;
}
