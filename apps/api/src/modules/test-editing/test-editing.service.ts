/**
 * Editing a generated test before it is taken, and flags on questions (issue 14 item 6, decision 603).
 * Another student's ids answer 404 like missing ones.
 */
import {
  CHOICE_LETTERS,
  EDIT_NOTES,
  isUuid,
  questionCountRange,
  TEST_MESSAGES,
  TOPIC_MESSAGES,
  type EditableQuestion,
  type EditableTest,
  type FlagInput,
  type QuestionEdit,
  type QuestionEdited,
  type QuestionFlag,
  type QuestionFlags,
} from '@studypilot/core';
import {
  EngineError,
  focusDocuments,
  isNearDuplicate,
  questionFlaws,
  type GeneratedQuestion,
  type QuestionEngine,
  type SourceDocument,
} from '@studypilot/engine';
import type { Db } from '../../db/client.ts';
import type { QuestionSourceJson } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { suspendReviewCard } from '../learning/learning.service.ts';
import { generationErrorEvent, usableDocuments } from '../practice-tests/practice-tests.service.ts';
import * as repo from './test-editing.repository.ts';

const testNotFound = () => new AppError(404, 'TEST_NOT_FOUND', TEST_MESSAGES.testNotFound);
const questionNotFound = () => new AppError(404, 'QUESTION_NOT_FOUND', TOPIC_MESSAGES.questionNotFound);
const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);

function toEditable(q: repo.QuestionRow): EditableQuestion {
  const open = q.question_type === 'open-ended';
  return {
    id: q.id,
    order: q.question_order,
    type: open ? 'open-ended' : 'multiple-choice',
    text: q.question_text,
    options: open ? null : (q.options ?? null),
    correctAnswer: q.correct_answer,
    explanation: q.explanation,
    keyIdeas: q.key_ideas,
    form: q.form,
    source: q.source
      ? {
          documentName: q.source.documentName,
          unitKind: q.source.unitKind,
          unit: Number(q.source.unit),
          ...(q.source.unitTitle ? { unitTitle: q.source.unitTitle } : {}),
        }
      : null,
    edited: Boolean(q.edited_at),
  };
}

function whyNotEditable(test: repo.TestRow): string | null {
  if (test.kind !== 'generated') return TOPIC_MESSAGES.practiceNotEditable;
  if (test.started) return TOPIC_MESSAGES.notEditable;
  return null;
}

async function ownTest(db: repo.Executor, userId: string, testId: string, lock = false) {
  if (!isUuid(testId)) throw testNotFound();
  const test = await repo.findTest(db, userId, testId, lock);
  if (!test) throw testNotFound();
  return test;
}

function assertEditable(test: repo.TestRow) {
  const why = whyNotEditable(test);
  if (why) throw conflict(why, test.kind !== 'generated' ? 'NOT_EDITABLE' : 'TEST_STARTED');
}

export async function getEditableTest(db: Db, userId: string, testId: string): Promise<EditableTest> {
  const test = await ownTest(db, userId, testId);
  const questions = await repo.listQuestions(db, test.id);
  const reason = whyNotEditable(test);
  return {
    testId: test.id,
    title: test.title,
    courseId: test.course_id,
    editable: reason === null,
    reason,
    questions: questions.map(toEditable),
  };
}

// ----------------------------------------------------------------------------------- quality gate

/** The gate's findings that block a student's edit, in the student's words (the rest are warnings). */
const BLOCKING: Record<string, string> = {
  'empty question text': EDIT_NOTES.TooShort,
  'not exactly four options': EDIT_NOTES.FourOptions,
  'empty option': EDIT_NOTES.EmptyOption,
  'options not distinct': EDIT_NOTES.Distinct,
  "uses 'all/none of the above'": EDIT_NOTES.AllNone,
  'no sample answer': EDIT_NOTES.ShortAnswer,
  'sample answer points elsewhere': EDIT_NOTES.AnswerElsewhere,
  'template open question': EDIT_NOTES.Template,
  'fewer than two key ideas with content words beyond the question’s own': EDIT_NOTES.KeyIdeas,
};
const WARNINGS: Record<string, string> = {
  'unsupported-key': EDIT_NOTES.UnsupportedKey,
  'longest-option': EDIT_NOTES.LongestOption,
  'grammar-cue': EDIT_NOTES.GrammarCue,
  'stem-cue': EDIT_NOTES.StemCue,
  'overlapping-options': EDIT_NOTES.Overlapping,
};

/** Runs the generation quality gate on an edited question: blocking flaws are a 422, the others warnings. */
export function checkEdit(q: GeneratedQuestion): string[] {
  const flaws = questionFlaws(q);
  const blocking = [...new Set(flaws.map((f) => BLOCKING[f.message]).filter((m): m is string => Boolean(m)))];
  if (blocking.length) throw new AppError(422, 'QUESTION_REJECTED', blocking.join(' '));
  return [...new Set(flaws.map((f) => WARNINGS[f.code]).filter((w): w is string => Boolean(w)))];
}

function asGenerated(row: repo.QuestionRow, patch: Partial<GeneratedQuestion> = {}): GeneratedQuestion {
  return {
    type: row.question_type === 'open-ended' ? 'open-ended' : 'multiple-choice',
    text: row.question_text,
    options: row.options,
    correctAnswer: row.correct_answer,
    explanation: row.explanation ?? '',
    source: (row.source ?? {
      documentId: '',
      documentName: '',
      unitKind: 'page',
      unit: 1,
      quote: '',
    }) as GeneratedQuestion['source'],
    ...(row.key_ideas ? { keyIdeas: row.key_ideas } : {}),
    ...(row.form ? { form: row.form as GeneratedQuestion['form'] } : {}),
    ...patch,
  };
}

async function questionOf(db: repo.Executor, testId: string, questionId: string) {
  if (!isUuid(questionId)) throw questionNotFound();
  const questions = await repo.listQuestions(db, testId);
  const row = questions.find((q) => q.id === questionId.toLowerCase());
  if (!row) throw questionNotFound();
  return { row, questions };
}

export async function editQuestion(
  db: Db,
  userId: string,
  testId: string,
  questionId: string,
  edit: QuestionEdit,
): Promise<QuestionEdited> {
  return db.transaction(async (tx) => {
    const test = await ownTest(tx, userId, testId, true);
    const { row } = await questionOf(tx, test.id, questionId);
    assertEditable(test);
    const open = row.question_type === 'open-ended';
    if (open && edit.options) throw badRequest('An open question has no options.', 'VALIDATION_ERROR');
    if (!open && !edit.options)
      throw badRequest('A multiple-choice question needs its four options.', 'VALIDATION_ERROR');
    let correctAnswer = edit.correctAnswer.trim();
    if (!open) {
      correctAnswer = correctAnswer.toUpperCase();
      if (!(CHOICE_LETTERS as readonly string[]).includes(correctAnswer))
        throw badRequest('Choose the correct option: A, B, C or D.', 'VALIDATION_ERROR');
    }
    const options = open ? null : edit.options!.map((t, i) => `${CHOICE_LETTERS[i]}) ${t.trim()}`);
    const explanation =
      edit.explanation === undefined
        ? row.explanation
        : edit.explanation?.trim()
          ? edit.explanation.trim()
          : null;
    const keyIdeas = open ? (edit.keyIdeas === undefined ? row.key_ideas : (edit.keyIdeas ?? null)) : null;
    const candidate = asGenerated(row, {
      text: edit.text.trim(),
      options,
      correctAnswer,
      explanation: explanation ?? '',
      ...(keyIdeas ? { keyIdeas } : { keyIdeas: [] }),
    });
    const warnings = checkEdit(candidate);
    await repo.updateQuestion(tx, row.id, {
      text: candidate.text,
      options,
      correctAnswer,
      explanation,
      keyIdeas: open ? (keyIdeas ?? null) : row.key_ideas,
    });
    const [updated] = (await repo.listQuestions(tx, test.id)).filter((q) => q.id === row.id);
    return { question: toEditable(updated!), warnings };
  });
}

export async function deleteQuestion(
  db: Db,
  userId: string,
  testId: string,
  questionId: string,
): Promise<EditableTest> {
  await db.transaction(async (tx) => {
    const test = await ownTest(tx, userId, testId, true);
    const { row, questions } = await questionOf(tx, test.id, questionId);
    assertEditable(test);
    if (questions.length <= 1) throw conflict(TOPIC_MESSAGES.lastQuestion, 'LAST_QUESTION');
    await repo.deleteQuestion(tx, test.id, row.id);
  });
  return getEditableTest(db, userId, testId);
}

// ------------------------------------------------------------------------------------- regenerate

function engineFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const event = generationErrorEvent(err);
  const code = err instanceof EngineError ? err.code : 'GENERATION_FAILED';
  const status =
    code === 'MISSING_API_KEY'
      ? 503
      : code === 'PROVIDER_ERROR' || code === 'MODEL_NOT_FOUND' || code === 'GENERATION_FAILED'
        ? 502
        : code === 'ABORTED'
          ? 504
          : 422;
  return new AppError(status, event.code, event.message);
}

/**
 * Writes another question in place of one (same position, same type), from the same page or slide of the material
 * first, then from all the test's documents; a candidate that repeats a question of the test is skipped. Runs the
 * test's engine (it does not count toward the monthly quota).
 */
export async function regenerateQuestion(
  deps: { db: Db; engine: QuestionEngine },
  userId: string,
  testId: string,
  questionId: string,
  signal: AbortSignal,
): Promise<QuestionEdited> {
  const { db, engine } = deps;
  const test = await ownTest(db, userId, testId);
  const { row, questions } = await questionOf(db, test.id, questionId);
  assertEditable(test);
  const ids = test.settings?.summaryIds ?? [];
  const documents = await usableDocuments(db, userId, test.course_id, ids);
  if (!documents.length) throw conflict(TOPIC_MESSAGES.documentsGone, 'DOCUMENTS_GONE');
  const type = row.question_type === 'open-ended' ? 'open-ended' : 'multiple-choice';
  const difficulty = (['easy', 'medium', 'hard'] as const).find((d) => d === test.difficulty) ?? 'medium';
  const others = questions.filter((q) => q.id !== row.id).map((q) => asGenerated(q));
  const current = asGenerated(row);
  const avoid = questions.map((q) => ({
    text: q.question_text,
    ...(q.source?.quote ? { quote: q.source.quote } : {}),
  }));
  const min = questionCountRange(type).min;

  const scopes: SourceDocument[][] = [];
  if (row.source?.documentId) {
    const focused = focusDocuments(
      documents.filter((d) => d.id === row.source!.documentId),
      [{ documentId: row.source.documentId, units: [Number(row.source.unit)] }],
    );
    if (focused.length) scopes.push(focused);
  }
  scopes.push(documents);

  let lastError: unknown;
  for (const scope of scopes) {
    let count = Math.max(1, min);
    for (let round = 0; round < 2; round++) {
      try {
        const result = await engine.generate(
          { documents: scope, difficulty, questionType: type, questionCount: count, avoid },
          { signal },
        );
        const pick = result.questions.find(
          (c) =>
            c.type === type &&
            !isNearDuplicate(c, current) &&
            !others.some((o) => isNearDuplicate(c, o)) &&
            c.text.trim() !== row.question_text.trim(),
        );
        if (pick) return await storeRegenerated(db, userId, test.id, row.id, pick);
        lastError = new AppError(
          422,
          'NO_NEW_QUESTION',
          'No other question could be written from this material: every candidate repeated a question of the test.',
        );
        break;
      } catch (err) {
        if (signal.aborted)
          throw engineFailure(
            new EngineError('ABORTED', 'Writing a new question took too long and was stopped.'),
          );
        lastError = err;
        if (
          err instanceof EngineError &&
          err.code === 'INSUFFICIENT_CONTENT' &&
          err.supported &&
          err.supported < count
        ) {
          count = err.supported;
          continue;
        }
        if (!(err instanceof EngineError) || err.code !== 'INSUFFICIENT_CONTENT') throw engineFailure(err);
        break;
      }
    }
  }
  throw engineFailure(lastError);
}

async function storeRegenerated(
  db: Db,
  userId: string,
  testId: string,
  questionId: string,
  q: GeneratedQuestion,
): Promise<QuestionEdited> {
  return db.transaction(async (tx) => {
    // Checked again under the lock: the student may have started the test meanwhile.
    const test = await ownTest(tx, userId, testId, true);
    assertEditable(test);
    const { row } = await questionOf(tx, test.id, questionId);
    await repo.updateQuestion(tx, row.id, {
      text: q.text,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation || null,
      keyIdeas: q.keyIdeas ?? null,
      form: q.form ?? null,
      source: q.source as QuestionSourceJson,
    });
    const [updated] = (await repo.listQuestions(tx, test.id)).filter((x) => x.id === row.id);
    return { question: toEditable(updated!), warnings: [] };
  });
}

// ------------------------------------------------------------------------------------------- flags

async function attempt(db: repo.Executor, userId: string, submissionId: string) {
  if (!isUuid(submissionId)) throw submissionNotFound();
  const found = await repo.attemptQuestions(db, userId, submissionId);
  if (!found) throw submissionNotFound();
  return found;
}

function toFlag(questionId: string, f: repo.FlagRow, removedFromReview: boolean): QuestionFlag {
  return {
    questionId,
    reason: f.reason,
    note: f.note,
    flaggedAt: new Date(f.created_at).toISOString(),
    removedFromReview,
  };
}

/** The questions of this attempt the student flagged (a flag follows the original question into practice sets). */
export async function listFlags(db: Db, userId: string, submissionId: string): Promise<QuestionFlags> {
  const a = await attempt(db, userId, submissionId);
  const flags = await repo.flagsOf(
    db,
    userId,
    a.questions.map((q) => q.root_id),
  );
  const byRoot = new Map(flags.map((f) => [f.question_id, f]));
  return {
    flags: a.questions.flatMap((q) => {
      const f = byRoot.get(q.root_id);
      return f ? [toFlag(q.id, f, true)] : [];
    }),
  };
}

export async function flagQuestion(
  db: Db,
  userId: string,
  submissionId: string,
  questionId: string,
  input: FlagInput,
): Promise<QuestionFlag> {
  return db.transaction(async (tx) => {
    const a = await attempt(tx, userId, submissionId);
    const q = isUuid(questionId) ? a.questions.find((x) => x.id === questionId.toLowerCase()) : undefined;
    if (!q) throw questionNotFound();
    if (a.status !== 'completed') throw conflict(TOPIC_MESSAGES.flagNotCompleted, 'NOT_COMPLETED');
    const flag = await repo.upsertFlag(tx, {
      userId,
      rootId: q.root_id,
      submissionId,
      reason: input.reason,
      note: input.note?.trim() ? input.note.trim() : null,
      engine: q.engine,
    });
    // The question leaves the student's review (decision 603's hook).
    const suspended = await suspendReviewCard(tx, userId, q.id, true);
    return toFlag(q.id, flag, suspended);
  });
}

export async function unflagQuestion(db: Db, userId: string, submissionId: string, questionId: string) {
  await db.transaction(async (tx) => {
    const a = await attempt(tx, userId, submissionId);
    const q = isUuid(questionId) ? a.questions.find((x) => x.id === questionId.toLowerCase()) : undefined;
    if (!q) throw questionNotFound();
    if (await repo.deleteFlag(tx, userId, q.root_id)) await suspendReviewCard(tx, userId, q.id, false);
  });
}
