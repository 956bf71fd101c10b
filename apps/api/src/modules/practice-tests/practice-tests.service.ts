import {
  countWords,
  LIMITS,
  PREMIUM_REQUIRED,
  TEST_MESSAGES,
  TOPIC_MESSAGES,
  type GenerationEvent,
  type generateTestSchema,
  type PlanUsage,
} from '@studypilot/core';
import {
  EngineError,
  focusDocuments,
  type GenerateResult,
  type QuestionEngine,
  type SourceDocument,
  type UnitKind,
} from '@studypilot/engine';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TestSettingsJson } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertCourseOpen, isUuid } from '../courses/courses.service.ts';
import * as repo from './practice-tests.repository.ts';

export type GenerateInput = z.output<typeof generateTestSchema>;

/** The server gives up on a generation after the spec's 5-minute client timeout. */
export const GENERATION_TIMEOUT_MS = LIMITS.generationTimeoutMs;

/**
 * The student a generation or the plan page is for. Only the id: the plan itself is read from the database with
 * the month's usage (repo.monthlyUsage), never from the request's possibly cached session.
 */
export interface PlanUser {
  id: string;
}

// ---------------------------------------------------------------------------------------------- plan

export function formatResetDate(d: Date): string {
  return d.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export function quotaExceeded(limit: number, resetsAt: Date): AppError {
  return new AppError(
    403,
    'QUOTA_EXCEEDED',
    `You have used all ${limit} practice tests of the Free plan for this month. ` +
      `Your limit resets on ${formatResetDate(resetsAt)}. Upgrade to Premium for unlimited tests.`,
  ).withParams({ limit, date: resetsAt.toISOString() });
}

export async function getPlanUsage(db: Db, user: PlanUser, config: Config): Promise<PlanUsage> {
  const { used, resetsAt, premium } = await repo.monthlyUsage(db, user.id);
  const limit = premium ? null : config.FREE_TESTS_PER_MONTH;
  return {
    plan: premium ? 'premium' : 'free',
    monthlyLimit: limit,
    usedThisMonth: used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetsAt: resetsAt.toISOString(),
  };
}

// ------------------------------------------------------------------------------------ checks (4xx)

/** Spec section 5 (Generation): why a selected document cannot be used yet, or null when it can. */
export function extractionProblem(doc: repo.GenerationSummary): AppError | null {
  const name = `"${doc.fileName}"`;
  const status = doc.extractionStatus;
  if (!status || status === 'pending')
    return conflict(
      `Text extraction in progress for ${name}. Please wait until the extraction finishes, then generate the test.`,
      'EXTRACTION_IN_PROGRESS',
    ).withParams({ name: doc.fileName });
  if (status === 'processing')
    return conflict(
      `${name} is still being processed. Please wait a moment and try again.`,
      'EXTRACTION_PROCESSING',
    ).withParams({ name: doc.fileName });
  if (status === 'failed' || status === 'visual_ai_required')
    return conflict(
      `Text extraction failed for ${name}, so it cannot be used for a test. ` +
        'Please re-upload the file or use a different format (a PDF with selectable text, DOCX or PPTX).',
      'EXTRACTION_FAILED',
    ).withParams({ name: doc.fileName });
  if (!hasText(doc)) {
    const type = doc.fileType.toLowerCase();
    const detail =
      type === 'pdf'
        ? `${name} has no readable text. The PDF is probably image-based (scanned) or its text recognition (OCR) failed. Upload a PDF with selectable text.`
        : type === 'docx'
          ? `${name} has no readable text. The Word document may contain only images or be empty. Add text to it or upload another file.`
          : `${name} has no readable text. Upload a document that contains text.`;
    return new AppError(422, 'NO_CONTENT', `No content available: ${detail}`).withParams({
      name: doc.fileName,
    });
  }
  return null;
}

function hasText(doc: repo.GenerationSummary): boolean {
  if (doc.units?.some((u) => u.text.trim())) return true;
  return Boolean(doc.extractedText?.trim());
}

function wordsOf(doc: repo.GenerationSummary): number {
  return doc.wordCount ?? countWords(doc.extractedText ?? '');
}

export interface PreparedGeneration {
  userId: string;
  courseId: string;
  input: GenerateInput;
  documents: SourceDocument[];
  /** Seconds of the attempt deadline. */
  timeLimitSeconds: number;
}

/**
 * Every check that can fail before streaming starts, in the order a student would fix them:
 * options, course, documents, extraction states, word cap, quota.
 */
export async function prepareGeneration(
  db: Db,
  user: PlanUser,
  input: GenerateInput,
  config: Config,
): Promise<PreparedGeneration> {
  if (input.timeLimitSeconds !== undefined && !config.ALLOW_SHORT_TIME_LIMITS)
    throw badRequest('timeLimitSeconds is not accepted by this server', 'VALIDATION_ERROR');
  await assertCourseOpen(db, user.id, input.courseId);
  const ids = [...new Set(input.summaryIds.map((id) => id.toLowerCase()))];
  if (!ids.every(isUuid)) throw notFound(TEST_MESSAGES.documentsNotFound, 'DOCUMENTS_NOT_FOUND');
  const found = await repo.findSummaries(db, user.id, ids);
  const byId = new Map(found.map((d) => [d.id, d]));
  const docs = ids.map((id) => byId.get(id));
  if (docs.some((d) => !d || d.courseId !== input.courseId))
    throw notFound(TEST_MESSAGES.documentsNotFound, 'DOCUMENTS_NOT_FOUND');
  const selected = docs as repo.GenerationSummary[];
  for (const doc of selected) {
    const problem = extractionProblem(doc);
    if (problem) throw problem;
  }
  let documents = selected.map(toSourceDocument);
  let words = selected.reduce((sum, d) => sum + wordsOf(d), 0);
  if (input.focus) {
    // "Practise this topic" (decision 603): only the chosen pages, slides or sections of these documents.
    const focus = input.focus.map((f) => ({ documentId: f.summaryId.toLowerCase(), units: f.units }));
    if (!focus.every((f) => ids.includes(f.documentId)))
      throw badRequest(TOPIC_MESSAGES.focusNotInDocuments, 'VALIDATION_ERROR');
    documents = focusDocuments(documents, focus);
    const focused = new Set(focus.map((f) => f.documentId));
    const missing = focus.find(
      (f) => !documents.some((d) => d.id === f.documentId && d.units.some((u) => f.units.includes(u.number))),
    );
    if (missing) {
      const doc = selected.find((d) => d.id === missing.documentId)!;
      const hasUnits = doc.units?.some((u) => missing.units.includes(u.number)) ?? missing.units.includes(1);
      throw new AppError(
        422,
        hasUnits ? 'NO_CONTENT' : 'FOCUS_NOT_FOUND',
        hasUnits ? TOPIC_MESSAGES.focusNoText : TOPIC_MESSAGES.focusNotInDocuments,
      );
    }
    words = documents.reduce(
      (sum, d) =>
        sum +
        (focused.has(d.id)
          ? d.units.reduce((n, u) => n + countWords(u.text), 0)
          : wordsOf(selected.find((s) => s.id === d.id)!)),
      0,
    );
  }
  if (words > LIMITS.wordCap) throw badRequest(TEST_MESSAGES.wordLimitExceeded, 'WORD_LIMIT_EXCEEDED');
  const usage = await repo.monthlyUsage(db, user.id);
  if (input.focus && !usage.premium)
    throw new AppError(403, PREMIUM_REQUIRED, TOPIC_MESSAGES.premiumRequired);
  if (!usage.premium && usage.used >= config.FREE_TESTS_PER_MONTH)
    throw quotaExceeded(config.FREE_TESTS_PER_MONTH, usage.resetsAt);
  return {
    userId: user.id,
    courseId: input.courseId,
    input,
    documents,
    timeLimitSeconds: input.timeLimitSeconds ?? input.timeLimit * 60,
  };
}

/** The student's documents among these ids, as the engine reads them (those that can be used now). */
export async function usableDocuments(db: Db, userId: string, courseId: string, ids: string[]) {
  const found = ids.length ? await repo.findSummaries(db, userId, ids) : [];
  return found.filter((d) => d.courseId === courseId && !extractionProblem(d)).map(toSourceDocument);
}

export function toSourceDocument(doc: repo.GenerationSummary): SourceDocument {
  const kind: UnitKind =
    doc.unitKind === 'page' || doc.unitKind === 'slide' || doc.unitKind === 'section'
      ? doc.unitKind
      : doc.fileType === 'pptx'
        ? 'slide'
        : doc.fileType === 'pdf'
          ? 'page'
          : 'section';
  const units = doc.units?.filter((u) => u.text.trim()).length
    ? doc.units.map((u) => ({ number: u.number, text: u.text, ...(u.title ? { title: u.title } : {}) }))
    : [{ number: 1, text: doc.extractedText ?? '' }];
  return { id: doc.id, name: doc.fileName, unitKind: kind, units };
}

// ------------------------------------------------------------------------------------- generation

/** What goes into tests.ai_engine: the engine id offline, the model id for AI providers (engineLabel names both). */
export function aiEngineOf(engine: QuestionEngine, modelUsed?: string): string {
  return engine.id === 'local' ? 'local' : (modelUsed ?? engine.model ?? engine.id);
}

/** A failure during generation, as the stream's `error` event (spec section 8 wording). */
export function generationErrorEvent(err: unknown): Extract<GenerationEvent, { type: 'error' }> {
  if (err instanceof AppError) return { type: 'error', code: err.code, message: err.message };
  if (err instanceof EngineError) {
    let message = err.message;
    if (err.code === 'MISSING_API_KEY' && !message.includes('Missing API key'))
      message = `Missing API key: ${message}`;
    else if (
      err.code !== 'MISSING_API_KEY' &&
      err.code !== 'ABORTED' &&
      !message.includes('Failed to generate questions')
    )
      message = `Failed to generate questions: ${message}`;
    return { type: 'error', code: err.code, message };
  }
  return {
    type: 'error',
    code: 'GENERATION_FAILED',
    message: 'Failed to generate questions: an unexpected error occurred. Please try again.',
  };
}

export interface GenerationDeps {
  db: Db;
  engine: QuestionEngine;
  config: Config;
}

/**
 * Runs the engine and stores the test with its questions in one transaction. Nothing is stored when
 * `signal` aborts (the student cancelled or the 5-minute limit passed) before the commit.
 */
export async function generateAndStore(
  deps: GenerationDeps,
  user: PlanUser,
  prepared: PreparedGeneration,
  opts: { signal: AbortSignal; onProgress: (e: Extract<GenerationEvent, { type: 'progress' }>) => void },
): Promise<{ testId: string; questionCount: number }> {
  const { input } = prepared;
  // Questions of the student's earlier tests on these documents: the engine asks about other passages first.
  const earlier = await repo.earlierQuestions(
    deps.db,
    user.id,
    prepared.documents.map((d) => d.id),
  );
  const run = (questionCount: number) =>
    deps.engine.generate(
      {
        documents: prepared.documents,
        difficulty: input.difficulty,
        questionType: input.questionType,
        questionCount,
        ...(earlier.length
          ? { avoid: earlier.map((q) => ({ text: q.text, ...(q.quote ? { quote: q.quote } : {}) })) }
          : {}),
      },
      {
        signal: opts.signal,
        onProgress: (p) => {
          if (!opts.signal.aborted) opts.onProgress({ type: 'progress', progress: { ...p } });
        },
      },
    );
  let result: GenerateResult;
  try {
    result = await run(input.questionCount);
  } catch (err) {
    // A topic is a few pages: its test has as many questions as they support (at least one).
    if (
      !input.focus ||
      !(err instanceof EngineError) ||
      err.code !== 'INSUFFICIENT_CONTENT' ||
      !err.supported ||
      err.supported >= input.questionCount
    )
      throw err;
    result = await run(err.supported);
  }
  if (opts.signal.aborted) throw new EngineError('ABORTED', 'Question generation was cancelled.');
  const questions = result.questions;
  if (!questions.length) throw new AppError(422, 'NO_QUESTIONS', TEST_MESSAGES.noQuestions);

  const settings: TestSettingsJson & {
    timeLimitSeconds: number;
    engine: string;
    focus?: { summaryId: string; units: number[] }[];
  } = {
    difficulty: input.difficulty,
    questionType: input.questionType,
    questionCount: input.questionCount,
    timeLimit: input.timeLimit,
    summaryIds: prepared.documents.map((d) => d.id),
    // The attempt deadline: timeLimit minutes, or the test-only seconds override.
    timeLimitSeconds: prepared.timeLimitSeconds,
    engine: deps.engine.id,
    ...(result.language ? { language: result.language } : {}),
    ...(input.focus
      ? { focus: input.focus.map((f) => ({ summaryId: f.summaryId.toLowerCase(), units: f.units })) }
      : {}),
  };

  return deps.db.transaction(async (tx) => {
    await repo.lockStudentTests(tx, user.id);
    const course = await repo.courseForShare(tx, user.id, prepared.courseId);
    if (!course) throw notFound('Course not found', 'COURSE_NOT_FOUND');
    if (course.status === 'closed')
      throw conflict('This course was closed while the test was being generated.', 'COURSE_CLOSED');
    // Checked again under the per-student lock: two generations started at 4 of 5 cannot both be stored.
    const usage = await repo.monthlyUsage(tx, user.id);
    if (!usage.premium && usage.used >= deps.config.FREE_TESTS_PER_MONTH)
      throw quotaExceeded(deps.config.FREE_TESTS_PER_MONTH, usage.resetsAt);
    const n = (await repo.countCourseTests(tx, user.id, course.id)) + 1;
    const test = await repo.insertTest(tx, {
      userId: user.id,
      courseId: course.id,
      title: `Course ${course.name} - Test #${n}`,
      questionCount: questions.length,
      questionTypes: input.questionType,
      difficulty: input.difficulty,
      timeLimit: input.timeLimit,
      aiEngine: aiEngineOf(deps.engine, result.model),
      aiModel: result.model ?? deps.engine.model ?? null,
      status: 'active',
      settings,
    });
    await repo.insertQuestions(
      tx,
      questions.map((q, i) => ({
        testId: test.id,
        questionText: q.text,
        questionType: q.type,
        options: q.options,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation || null,
        source: q.source,
        keyIdeas: q.keyIdeas ?? null,
        form: q.form ?? null,
        questionOrder: i + 1,
      })),
    );
    // A cancel that arrived while storing rolls the whole test back.
    if (opts.signal.aborted) throw new EngineError('ABORTED', 'Question generation was cancelled.');
    return { testId: test.id, questionCount: questions.length };
  });
}
