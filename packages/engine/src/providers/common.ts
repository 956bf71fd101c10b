/** What the two AI adapters share: prompts, output schema, chunking, parallel calls, gating and rounds. */
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
  SourceDocument,
} from '../types.ts';
import { EngineError, throwIfAborted } from '../types.ts';
import { applyGate, balanceKeyLetters, formatOptions, optionText } from '../quality.ts';
import { gradeAll, gradeMultipleChoice, gradeOpen } from '../grading.ts';
import { countWords } from '@studypilot/core';
import { cleanText } from '../text.ts';
import { requestLanguage, seedOf, validateRequest } from '../local/engine.ts';

export const mcItemSchema = z.object({
  question: z.string().min(5),
  options: z.array(z.string().min(1)).length(4),
  correct: z.enum(['A', 'B', 'C', 'D']),
  explanation: z.string().min(1),
  documentId: z.string().min(1),
  unit: z.number().int().min(1),
  quote: z.string().min(5),
});
export const openItemSchema = z.object({
  question: z.string().min(5),
  sampleAnswer: z.string().min(5),
  keyIdeas: z.array(z.string().min(1)).min(1).max(8),
  explanation: z.string().min(1),
  documentId: z.string().min(1),
  unit: z.number().int().min(1),
  quote: z.string().min(5),
});
export const mcOutputSchema = z.object({ questions: z.array(mcItemSchema) });
export const openOutputSchema = z.object({ questions: z.array(openItemSchema) });
export const gradeOutputSchema = z.object({
  score: z.number().min(0).max(100),
  feedback: z.string(),
  covered: z.array(z.string()),
  missed: z.array(z.string()),
});

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
function obj(properties: Record<string, unknown>) {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}
/** JSON schemas sent to the providers (kept simple so strict structured-output modes accept them). */
export const JSON_SCHEMAS = {
  'multiple-choice': obj({
    questions: {
      type: 'array',
      items: obj({
        question: str,
        options: { type: 'array', items: str },
        correct: { type: 'string', enum: ['A', 'B', 'C', 'D'] },
        explanation: str,
        documentId: str,
        unit: int,
        quote: str,
      }),
    },
  }),
  'open-ended': obj({
    questions: {
      type: 'array',
      items: obj({
        question: str,
        sampleAnswer: str,
        keyIdeas: { type: 'array', items: str },
        explanation: str,
        documentId: str,
        unit: int,
        quote: str,
      }),
    },
  }),
  grade: obj({
    score: { type: 'number' },
    feedback: str,
    covered: { type: 'array', items: str },
    missed: { type: 'array', items: str },
  }),
};

const LEVEL = {
  easy: 'high-school level: recall of definitions, key terms and stated facts',
  medium: 'undergraduate level: understanding and application of the concepts, relations between ideas',
  hard: 'graduate level: analysis, comparison, cause and effect, and subtle distinctions; distractors must be close',
};

export function systemPrompt(req: GenerateRequest, language: string): string {
  const lang =
    language === 'he'
      ? 'Hebrew'
      : language === 'en'
        ? 'English'
        : `the language of the documents (${language})`;
  const common = [
    'You write practice-test questions for students, strictly from the course documents you are given.',
    `Difficulty: ${LEVEL[req.difficulty]}.`,
    `Write every question, option, answer and explanation in ${lang}.`,
    'Each question cites its source: documentId, the page/slide/section number (unit) and a verbatim quote of one or two sentences from that unit that supports the answer.',
    'Spread the questions over all documents and units; never ask two questions about the same fact.',
    'If the text cannot support the number of questions asked, return fewer questions rather than inventing content.',
  ];
  if (req.questionType === 'multiple-choice')
    common.push(
      'Multiple choice: exactly four options (text only, without letters), exactly one correct, given as "correct" (A-D).',
      'Distractors are plausible, of the same kind as the key (related terms, nearby numbers, other items of the same list), and clearly wrong according to the source.',
      'Never use "all of the above", "none of the above", negative stems ("which is NOT"), or absolute words as cues; keep all options similar in length and grammatical form; do not repeat words of the stem in the key only.',
      'Word the correct option with words taken from the quote, and make sure the quote does not support any distractor: each question is checked automatically against its quote.',
    );
  else
    common.push(
      'Open-ended: questions on the central concepts; give a sample answer built from the source and 3-5 key ideas a good answer must cover.',
    );
  return common.join('\n');
}

export interface Chunk {
  text: string;
  words: number;
}

/** Splits the documents into chunks of at most maxWords words, keeping page/slide boundaries where possible. */
export function chunkDocuments(docs: SourceDocument[], maxWords: number): Chunk[] {
  const chunks: Chunk[] = [];
  let parts: string[] = [];
  let words = 0;
  const flush = () => {
    if (parts.length) chunks.push({ text: parts.join('\n'), words });
    parts = [];
    words = 0;
  };
  for (const d of docs)
    for (const u of d.units) {
      const clean = cleanText(u.text).trim();
      if (!clean) continue;
      const tokens = clean.split(/(?<=\s)/);
      for (let i = 0; i < tokens.length; i += maxWords) {
        const piece = tokens.slice(i, i + maxWords).join('');
        const w = countWords(piece);
        if (words + w > maxWords) flush();
        parts.push(
          `<unit documentId="${d.id}" documentName="${d.name}" ${d.unitKind}="${u.number}">\n${piece}\n</unit>`,
        );
        words += w;
      }
    }
  flush();
  return chunks;
}

/** Runs tasks with at most `limit` in flight; rejects on the first failure. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

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

function toQuestions(raw: unknown, req: GenerateRequest): GeneratedQuestion[] {
  const docs = new Map(req.documents.map((d) => [d.id, d]));
  const source = (documentId: string, unit: number, quote: string) => {
    const d = docs.get(documentId);
    return {
      documentId,
      documentName: d?.name ?? documentId,
      unitKind: d?.unitKind ?? ('page' as const),
      unit,
      quote: quote.trim(),
    };
  };
  if (req.questionType === 'multiple-choice') {
    const parsed = mcOutputSchema.safeParse(raw);
    if (!parsed.success) return [];
    return parsed.data.questions.map((q) => ({
      type: 'multiple-choice',
      text: q.question.trim(),
      options: formatOptions(q.options.map((o) => optionText(o))),
      correctAnswer: q.correct,
      explanation: q.explanation.trim(),
      source: source(q.documentId, q.unit, q.quote),
    }));
  }
  const parsed = openOutputSchema.safeParse(raw);
  if (!parsed.success) return [];
  return parsed.data.questions.map((q) => ({
    type: 'open-ended',
    text: q.question.trim(),
    options: null,
    correctAnswer: q.sampleAnswer.trim(),
    explanation: q.explanation.trim(),
    source: source(q.documentId, q.unit, q.quote),
    keyIdeas: q.keyIdeas.map((k) => k.trim()).filter(Boolean),
  }));
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
            return toQuestions(raw, req);
          }),
          concurrency,
        ).catch((e: unknown) => {
          stop.abort();
          throw signal?.aborted ? new EngineError('ABORTED', 'Question generation was cancelled.') : e;
        });
        throwIfAborted(signal);
        progress({ stage: 'checking', done: 0, total: count, message: 'Checking question quality' });
        const gate = applyGate(results.flat(), missing, { documents: req.documents }, accepted);
        accepted.push(...gate.accepted);
        lastRejections = gate.rejected.flatMap((r) => r.flaws.map((f) => f.message));
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
      if (question.type === 'multiple-choice') return gradeMultipleChoice(question, answer);
      if (!answer || !answer.trim()) return gradeOpen(question, answer);
      const raw = await o.call({
        system:
          'You grade a student answer to an open-ended question against the sample answer and key ideas. Score 0-100 by coverage and correctness of the key ideas; feedback names what was missed, in the language of the question.',
        user: JSON.stringify({
          question: question.text,
          sampleAnswer: question.correctAnswer,
          keyIdeas: question.keyIdeas ?? [],
          studentAnswer: answer,
        }),
        schemaName: 'grade',
        schema: JSON_SCHEMAS.grade,
        signal: opts.signal,
      });
      const parsed = gradeOutputSchema.safeParse(raw);
      if (!parsed.success) return gradeOpen(question, answer);
      const score = Math.round(parsed.data.score);
      return {
        score,
        correct: score >= 60,
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

export function requireKey(config: EngineConfig, providerName: string, allowMissing = false): string {
  if (config.apiKey && config.apiKey.trim()) return config.apiKey.trim();
  if (allowMissing) return 'not-needed';
  throw new EngineError(
    'MISSING_API_KEY',
    `Missing API key for ${providerName}. Set the API key in the engine configuration.`,
  );
}

/** Maps SDK errors (both SDKs share the same error shapes) to EngineError. */
export function mapProviderError(
  e: unknown,
  model: string,
  provider: string,
  signal?: AbortSignal,
): EngineError {
  if (e instanceof EngineError) return e;
  const err = e as { name?: string; status?: number; message?: string; constructor?: { name?: string } };
  const name = err?.constructor?.name ?? err?.name ?? '';
  if (signal?.aborted || name === 'APIUserAbortError' || name === 'AbortError')
    return new EngineError('ABORTED', 'Question generation was cancelled.', { cause: e });
  const status = typeof err?.status === 'number' ? err.status : undefined;
  const msg = String(err?.message ?? e);
  if (status === 401 || status === 403)
    return new EngineError(
      'PROVIDER_ERROR',
      `Failed to generate questions: ${provider} rejected the API key (HTTP ${status}).`,
      { status, cause: e },
    );
  if (status === 404 || (status === 400 && /model/i.test(msg)))
    return new EngineError(
      'MODEL_NOT_FOUND',
      `Failed to generate questions: model '${model}' was not found at ${provider}.`,
      { status, cause: e },
    );
  if (name === 'APIConnectionTimeoutError')
    return new EngineError(
      'PROVIDER_ERROR',
      `Failed to generate questions: ${provider} did not answer in time.`,
      { cause: e },
    );
  if (name === 'APIConnectionError')
    return new EngineError('PROVIDER_ERROR', `Failed to generate questions: could not reach ${provider}.`, {
      cause: e,
    });
  return new EngineError(
    'PROVIDER_ERROR',
    `Failed to generate questions: ${provider} returned an error${status ? ` (HTTP ${status})` : ''}: ${msg.slice(0, 200)}`,
    { status, cause: e },
  );
}

export function parseJson(text: string): unknown {
  const t = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(t);
  } catch {
    return null;
  }
}
