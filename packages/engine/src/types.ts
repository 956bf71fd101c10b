import type { EngineErrorCode, QuestionForm } from '@studypilot/core';

export type { QuestionForm } from '@studypilot/core';
export type EngineId = 'local' | 'anthropic' | 'openai-compatible';
export type UnitKind = 'page' | 'slide' | 'section';

/** A page or slide; `number` is 1-based. */
export interface SourceUnit {
  number: number;
  text: string;
  /** The heading of a section (DOCX, TXT, Markdown), when the document has headings. */
  title?: string;
}
export interface SourceDocument {
  id: string;
  name: string;
  unitKind: UnitKind;
  units: SourceUnit[];
}
export interface GenerateRequest {
  documents: SourceDocument[];
  difficulty: 'easy' | 'medium' | 'hard';
  questionType: 'multiple-choice' | 'open-ended';
  /** 5-30 for multiple choice, 1-5 for open-ended. */
  questionCount: number;
  /** 'en' | 'he' | other; detected from the text when absent. */
  language?: string;
  /** Optional seed for reproducible output (local engine); derived from the input when absent. */
  seed?: number;
  /**
   * Questions of earlier tests on (some of) the same documents: the engine prefers other material, so a new test
   * repeats at most 20% of an earlier one while the material allows more.
   */
  avoid?: AvoidQuestion[];
}
export interface AvoidQuestion {
  text: string;
  /** The cited quote, when known. */
  quote?: string;
}
export interface QuestionSource {
  documentId: string;
  documentName: string;
  unitKind: UnitKind;
  unit: number;
  /** The unit's heading when it has one (a section title): citations name it. */
  unitTitle?: string;
  quote: string;
}
export interface GeneratedQuestion {
  type: 'multiple-choice' | 'open-ended';
  text: string;
  /** Exactly ['A) ...','B) ...','C) ...','D) ...'] for multiple choice, null for open-ended. */
  options: string[] | null;
  /** 'A'..'D' or the sample answer. */
  correctAnswer: string;
  explanation: string;
  source: QuestionSource;
  /** Open-ended: the ideas grading looks for. */
  keyIdeas?: string[];
  /** What the question asks (decision 104); absent on questions stored before forms existed. */
  form?: QuestionForm;
}
export type ProgressStage = 'reading' | 'selecting' | 'writing' | 'checking' | 'done';
export interface ProgressEvent {
  stage: ProgressStage;
  done: number;
  total: number;
  message: string;
}
export interface GenerateOptions {
  signal?: AbortSignal;
  onProgress?: (e: ProgressEvent) => void;
}
export interface GenerateResult {
  engine: EngineId;
  model?: string;
  questions: GeneratedQuestion[];
  /** Detected or requested language of the material. */
  language?: string;
}
export interface GradeResult {
  score: number;
  correct: boolean;
  feedback: string;
  covered?: string[];
  missed?: string[];
}
export interface SubmissionGradeInput {
  question: GeneratedQuestion;
  answer: string | null;
}
export interface SubmissionGradeResult {
  totalScore: number;
  results: GradeResult[];
  feedback: string;
}
/**
 * `language`: the student's interface language, the language of the feedback (decision 302); without it the
 * feedback follows the answer's language (the question's for an empty answer).
 */
export interface GradeOptions {
  signal?: AbortSignal;
  language?: 'en' | 'he';
}
export interface QuestionEngine {
  id: EngineId;
  label: string;
  model?: string;
  generate(req: GenerateRequest, opts?: GenerateOptions): Promise<GenerateResult>;
  grade(question: GeneratedQuestion, answer: string | null, opts?: GradeOptions): Promise<GradeResult>;
  gradeSubmission(
    items: SubmissionGradeInput[],
    opts?: { signal?: AbortSignal },
  ): Promise<SubmissionGradeResult>;
}
export interface EngineConfig {
  engine: EngineId;
  apiKey?: string;
  model?: string;
  baseUrl?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** The engine's failures; the API sends them to the web as they are, so they are error codes of core. */
export type { EngineErrorCode } from '@studypilot/core';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** INSUFFICIENT_CONTENT: how many questions the material supports. */
  readonly supported?: number;
  /** Provider HTTP status, when there was one. */
  readonly status?: number;
  constructor(
    code: EngineErrorCode,
    message: string,
    extra: { supported?: number; status?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'EngineError';
    this.code = code;
    if (extra.supported !== undefined) this.supported = extra.supported;
    if (extra.status !== undefined) this.status = extra.status;
  }
}

export function abortError(): EngineError {
  return new EngineError('ABORTED', 'Question generation was cancelled.');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** Yields to the event loop so an abort fired meanwhile is seen, then checks the signal. */
export async function checkpoint(signal: AbortSignal | undefined): Promise<void> {
  throwIfAborted(signal);
  await new Promise<void>((resolve) => setImmediate(resolve));
  throwIfAborted(signal);
}
