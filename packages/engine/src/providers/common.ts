/** What the two AI adapters share: prompts, output schema, chunking, parallel calls, gating and rounds. */
import { z } from 'zod';
import { engineLabel, MC_QUESTION_FORMS, OPEN_QUESTION_FORMS } from '@studypilot/core';
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
  SourceDocument,
} from '../types.ts';
import { EngineError, throwIfAborted } from '../types.ts';
import { applyGate, balanceKeyLetters, formatOptions, optionText } from '../quality.ts';
import { gradeAll, gradeMultipleChoice, gradeOpen } from '../grading.ts';
import { countWords } from '@studypilot/core';
import { cleanText } from '../text.ts';
import { requestLanguage, seedOf, validateRequest } from '../local/engine.ts';

export const mcItemSchema = z.object({
  form: z.enum(MC_QUESTION_FORMS),
  question: z.string().min(5),
  options: z.array(z.string().min(1)).length(4),
  correct: z.enum(['A', 'B', 'C', 'D']),
  explanation: z.string().min(1),
  documentId: z.string().min(1),
  unit: z.number().int().min(1),
  quote: z.string().min(5),
});
export const openItemSchema = z.object({
  form: z.enum(OPEN_QUESTION_FORMS),
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

/** Keywords that strict structured-output modes reject; zod validates them on the way back instead. */
const UNSUPPORTED_KEYWORDS = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);
function forProvider(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forProvider);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !UNSUPPORTED_KEYWORDS.has(k))
      .map(([k, v]) => [k, k === 'enum' || k === 'required' ? v : forProvider(v)]),
  );
}
/** The JSON schema sent to a provider, derived from the zod schema that validates its answer. */
export function providerSchema(schema: z.ZodType): Record<string, unknown> {
  return forProvider(z.toJSONSchema(schema)) as Record<string, unknown>;
}
/** JSON schemas sent to the providers (every object strict: all properties required, no others). */
export const JSON_SCHEMAS = {
  'multiple-choice': providerSchema(mcOutputSchema),
  'open-ended': providerSchema(openOutputSchema),
  grade: providerSchema(gradeOutputSchema),
};

const LEVEL = {
  easy: 'high-school level: recall of definitions, key terms and stated facts',
  medium: 'undergraduate level: understanding and application of the concepts, relations between ideas',
  hard: 'graduate level: analysis, comparison, cause and effect, and subtle distinctions; distractors must be close',
};

/** What each form asks (decision 104 for multiple choice, 105 for open questions); the prompt lists them. */
export const FORM_GUIDE: Record<string, string> = {
  'term-from-definition': 'the material defines a term: the stem gives the definition, the options are terms',
  'definition-from-term': "the stem names a term, the options are definitions (the key is the material's)",
  'true-statement':
    '"Which statement about X is correct?": one statement the material makes, three that contradict it by swapping a term, number or relation for another of the same kind from the material',
  'list-member': '"Which of these is one of the <list> named in the material?" from an enumeration',
  'list-non-member':
    '"Which of these is NOT one of the <list>?" from an enumeration (the only negative stem allowed)',
  'cause-effect': 'a cause or an effect the material states',
  purpose: 'what something is for, as the material states it',
  comparison: 'how two things the material compares differ',
  number: 'a number or date of the material, with plausible neighbouring values as distractors',
  cloze: 'a sentence of the material with one content term left out (fallback only)',
  'explain-why': '"Explain why <a statement of the material>." where the material gives the reason',
  'explain-how':
    '"Explain how <a process or result of the material>." where the material gives the means or steps',
  compare: '"Compare X and Y" for two things the material contrasts or defines side by side',
  'explain-concept': '"Explain what X is and what role it plays" for a central concept the material defines',
};
const MC_MIX = {
  easy: 'mostly term-from-definition and definition-from-term, some list-member and number',
  medium:
    'a mix of all forms: definitions, true-statement, list-member, cause-effect, purpose, comparison, number',
  hard: 'mostly true-statement, cause-effect, list-non-member, comparison and purpose, across sentences; few definitions',
};
const OPEN_MIX = {
  easy: 'mostly explain-concept, some explain-how',
  medium: 'a mix of explain-why, explain-how, compare and explain-concept',
  hard: 'mostly explain-why and compare, some explain-how',
};

/** How the AI engines grade an open answer (decision 105). */
export const GRADE_PROMPT = [
  'You grade a student answer to an open-ended practice question against the sample answer and its key ideas.',
  'A key idea is covered when the answer states it correctly, in any wording (synonyms, other word forms, any order); a key idea that is mentioned but stated wrongly is missed.',
  'score: 0-100, the share of the key ideas covered correctly, judged as a careful teacher would; 100 only when every key idea is covered; 0 for an empty, off-topic or wrong answer.',
  'covered: the key ideas (as given) that the answer covers; missed: the others.',
  'feedback: one or two sentences to the student naming what was covered and what was missing, in the language of the answer (a Hebrew answer gets Hebrew feedback, an English answer English feedback).',
].join('\n');

export function systemPrompt(req: GenerateRequest, language: string): string {
  const lang =
    language === 'he'
      ? 'Hebrew'
      : language === 'en'
        ? 'English'
        : `the language of the documents (${language})`;
  const mc = req.questionType === 'multiple-choice';
  const forms = mc ? MC_QUESTION_FORMS : OPEN_QUESTION_FORMS;
  const common = [
    'You write practice-test questions for students, strictly from the course documents you are given.',
    `Difficulty: ${LEVEL[req.difficulty]}.`,
    `Write every question, option, answer and explanation in ${lang}.`,
    'Each question has a "form" saying what it asks, one of:',
    ...forms.map((f) => `- ${f}: ${FORM_GUIDE[f]}`),
    `Mix of forms at this difficulty: ${mc ? MC_MIX[req.difficulty] : OPEN_MIX[req.difficulty]}.${mc ? ' Use cloze for at most 20% of the questions, and only for a content term that the rest of the sentence does not give away.' : ''}`,
    'Each question cites its source: documentId, the page/slide/section number (unit) and a quote copied verbatim from that unit (one or two sentences, exactly as written) that supports the answer; questions whose quote is not found in the unit are discarded.',
    'Ask about what is central to the subject: concepts, definitions, relations, results, steps of a method. Never ask about course logistics (exams, labs, homework, schedules), greetings or speakers, the document itself, or passages that point elsewhere ("see figure 3", "as shown above", "the previous lemma"); never copy extraction debris (stray symbols, page numbers, running headers).',
    'Every question must be clear on its own, without the document at hand.',
    'Spread the questions over all documents and units; never ask two questions about the same fact.',
    'If the text cannot support the number of questions asked, return fewer questions rather than inventing content.',
  ];
  if (mc)
    common.push(
      'Multiple choice: exactly four options (text only, without letters), exactly one correct according to the material, given as "correct" (A-D); no other option may be defensible (no synonyms of the key, no broader term that also fits).',
      'Distractors are of the same kind as the key (other terms of the same category, other laws for a law, nearby numbers, other items of the same list), plausible to someone who did not study, whole phrases, and clearly wrong according to the source.',
      'No giveaway wording: the key must not be the only option that fits the grammar of the stem (article, number, gender, Hebrew construct state), must not repeat words of the stem, must not be clearly longer or more detailed than the others; no "all of the above" or "none of the above"; no negative stem except in list-non-member; no absolute words as cues.',
      'Word the correct option with words taken from the quote, and make sure the quote does not support any distractor: each question is checked automatically against its quote.',
    );
  else
    common.push(
      'Open-ended: questions that ask for understanding (why, how, compare, a concept with its role), never a template such as "Explain X as presented in <file>".',
      'sampleAnswer answers the question in full sentences built from the material, self-contained: resolve or leave out references such as "as discussed above", "this" or "the previous lemma".',
      'keyIdeas: 2-5 short phrases in the material\'s own words that a good answer must contain (content words only: never stop words or filler such as "thing" or "way", never only words the question already names; keep compound terms whole). Questions whose key ideas are not gradable, whose stem is a template or whose sampleAnswer points elsewhere are discarded.',
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
      if (question.type === 'multiple-choice') return gradeMultipleChoice(question, answer);
      if (!answer || !answer.trim()) return gradeOpen(question, answer);
      const raw = await o.call({
        system: GRADE_PROMPT,
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
