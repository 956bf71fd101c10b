import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CHOICE_LETTERS,
  COURSE_MESSAGES,
  LEARNING_MESSAGES,
  optionLetter,
  PRACTICE_MAX_QUESTIONS,
  TEST_MESSAGES,
  type PracticeOutcome,
  type PracticeSetCreated,
} from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { testQuestions, tests, type TestSettingsJson } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../courses/courses.service.ts';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);

interface SourceQuestion {
  id: string;
  /** The question every copy goes back to (a practice set of a practice set still points at the original). */
  root_id: string;
  question_text: string;
  question_type: string;
  options: string[] | null;
  correct_answer: string;
  explanation: string | null;
  source: unknown;
  key_ideas: string[] | null;
  form: string | null;
  course_id: string;
  difficulty: string;
  ai_engine: string;
  ai_model: string | null;
  test_title: string;
  course_name: string;
}

const QUESTION_COLUMNS = sql`
  q.id, coalesce(q.origin_question_id, q.id) as root_id, q.question_text, q.question_type, q.options,
  q.correct_answer, q.explanation, q.source, q.key_ideas, q.form, t.course_id, t.difficulty, t.ai_engine,
  t.ai_model, t.title as test_title, c.name as course_name`;

// ------------------------------------------------------------------------------------------ shuffle

function optionBody(option: string): string {
  return option.replace(/^\s*[A-Da-d]\s*[).:-]\s*/, '').trim();
}

/**
 * The options in a new random order, lettered again from A, with the key moved to the letter of its option.
 * The order always differs from the original when there are two or more options.
 */
export function reshuffleOptions(
  options: string[],
  key: string,
  random: (n: number) => number = randomInt,
): { options: string[]; correctAnswer: string } {
  const keyIndex = options.findIndex((o) => optionLetter(o) === key.trim().toUpperCase());
  if (options.length < 2 || options.length > CHOICE_LETTERS.length || keyIndex < 0)
    return { options, correctAnswer: key };
  const order = options.map((_, i) => i);
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (order.some((v, i) => v !== i)) break;
  }
  if (order.every((v, i) => v === i)) order.push(order.shift()!);
  return {
    options: order.map((from, to) => `${CHOICE_LETTERS[to]}) ${optionBody(options[from]!)}`),
    correctAnswer: CHOICE_LETTERS[order.indexOf(keyIndex)]!,
  };
}

/** Minutes for a practice set: 1.5 per multiple-choice and 5 per open question, 10 to 60 in steps of 10. */
export function practiceMinutes(questions: { question_type: string }[]): number {
  const minutes = questions.reduce((m, q) => m + (q.question_type === 'open-ended' ? 5 : 1.5), 0);
  return Math.min(60, Math.max(10, Math.ceil(minutes / 10) * 10));
}

// ------------------------------------------------------------------------------------------ create

async function storePracticeSet(
  db: Db,
  userId: string,
  questions: SourceQuestion[],
  opts: { title: string; courseId: string; sourceSubmissionId: string | null },
): Promise<PracticeSetCreated> {
  const picked = questions.slice(0, PRACTICE_MAX_QUESTIONS);
  const types = [
    ...new Set(picked.map((q) => (q.question_type === 'open-ended' ? 'open-ended' : 'multiple-choice'))),
  ];
  const questionType = types.length === 1 ? types[0]! : 'mixed';
  const minutes = practiceMinutes(picked);
  const first = picked[0]!;
  const settings: TestSettingsJson & { timeLimitSeconds: number; kind: string } = {
    difficulty: first.difficulty,
    questionType,
    questionCount: picked.length,
    timeLimit: minutes,
    summaryIds: [],
    timeLimitSeconds: minutes * 60,
    kind: 'mistakes',
  };
  return db.transaction(async (tx) => {
    const [test] = await tx
      .insert(tests)
      .values({
        userId,
        courseId: opts.courseId,
        title: opts.title,
        questionCount: picked.length,
        questionTypes: questionType,
        difficulty: first.difficulty,
        timeLimit: minutes,
        aiEngine: first.ai_engine,
        aiModel: first.ai_model,
        status: 'active',
        settings,
        kind: 'mistakes',
        sourceSubmissionId: opts.sourceSubmissionId,
      })
      .returning({ id: tests.id });
    await tx.insert(testQuestions).values(
      picked.map((q, i) => {
        const shuffled =
          q.question_type === 'open-ended' || !q.options
            ? { options: q.options, correctAnswer: q.correct_answer }
            : reshuffleOptions(q.options, q.correct_answer);
        return {
          testId: test!.id,
          questionText: q.question_text,
          questionType: q.question_type,
          options: shuffled.options,
          correctAnswer: shuffled.correctAnswer,
          explanation: q.explanation,
          source: q.source as typeof testQuestions.$inferInsert.source,
          keyIdeas: q.key_ideas,
          form: q.form,
          questionOrder: i + 1,
          originQuestionId: q.root_id,
        };
      }),
    );
    return { testId: test!.id, questionCount: picked.length, title: opts.title };
  });
}

/** A practice set of the wrong or partly right questions of one completed attempt of the student. */
export async function practiseAttemptMistakes(
  db: Db,
  userId: string,
  submissionId: string,
): Promise<PracticeSetCreated> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  const [sub] = rows<{ status: string; test_id: string; title: string; course_id: string }>(
    await db.execute(sql`
      select s.status, s.test_id, t.title, t.course_id from test_submissions s join tests t on t.id = s.test_id
      where s.id = ${submissionId} and s.user_id = ${userId}`),
  );
  if (!sub) throw submissionNotFound();
  if (sub.status !== 'completed') throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  const questions = rows<SourceQuestion>(
    await db.execute(sql`
      select ${QUESTION_COLUMNS}
      from test_answers a
      join test_questions q on q.id = a.question_id
      join tests t on t.id = q.test_id
      join courses c on c.id = t.course_id
      where a.submission_id = ${submissionId} and not a.is_correct
      order by q.question_order, q.id`),
  );
  if (!questions.length) throw new AppError(422, 'NO_MISTAKES', LEARNING_MESSAGES.noMistakes);
  const base = sub.title.startsWith(LEARNING_MESSAGES.practiceTitlePrefix)
    ? sub.title
    : `${LEARNING_MESSAGES.practiceTitlePrefix} - ${sub.title}`;
  return storePracticeSet(db, userId, questions, {
    title: base,
    courseId: sub.course_id,
    sourceSubmissionId: submissionId,
  });
}

/**
 * A practice set of the course's questions whose latest graded answer (in any test or practice set of the
 * course) was wrong or partly right, most recent mistakes first, at most PRACTICE_MAX_QUESTIONS.
 */
export async function practiseCourseMistakes(
  db: Db,
  userId: string,
  courseId: string,
): Promise<PracticeSetCreated> {
  if (!isUuid(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  const [course] = rows<{ name: string }>(
    await db.execute(sql`select name from courses where id = ${courseId} and user_id = ${userId}`),
  );
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  const latest = rows<{ root_id: string; is_correct: boolean; completed_at: string }>(
    await db.execute(sql`
      select distinct on (coalesce(q.origin_question_id, q.id))
        coalesce(q.origin_question_id, q.id) as root_id, a.is_correct, s.completed_at
      from test_submissions s
      join tests t on t.id = s.test_id
      join test_answers a on a.submission_id = s.id
      join test_questions q on q.id = a.question_id
      where s.user_id = ${userId} and t.course_id = ${courseId} and s.status = 'completed'
      order by coalesce(q.origin_question_id, q.id), s.completed_at desc`),
  );
  const wrong = latest
    .filter((r) => !r.is_correct)
    .sort((a, b) => (a.completed_at < b.completed_at ? 1 : -1))
    .slice(0, PRACTICE_MAX_QUESTIONS)
    .map((r) => r.root_id);
  if (!wrong.length) throw new AppError(422, 'NO_MISTAKES', LEARNING_MESSAGES.noCourseMistakes);
  const found = rows<SourceQuestion>(
    await db.execute(sql`
      select ${QUESTION_COLUMNS}
      from test_questions q join tests t on t.id = q.test_id join courses c on c.id = t.course_id
      where t.user_id = ${userId} and q.id in (${sql.join(
        wrong.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  const byId = new Map(found.map((q) => [q.id, q]));
  const ordered = wrong.map((id) => byId.get(id)).filter((q): q is SourceQuestion => Boolean(q));
  if (!ordered.length) throw new AppError(422, 'NO_MISTAKES', LEARNING_MESSAGES.noCourseMistakes);
  return storePracticeSet(db, userId, ordered, {
    title: `${LEARNING_MESSAGES.practiceTitlePrefix} - ${course.name}`,
    courseId,
    sourceSubmissionId: null,
  });
}

/** For an attempt of a practice set: which of the practised mistakes are now answered correctly. */
export async function practiceOutcome(
  db: Db,
  userId: string,
  submissionId: string,
): Promise<PracticeOutcome> {
  if (!isUuid(submissionId)) throw submissionNotFound();
  const [sub] = rows<{ status: string; kind: string }>(
    await db.execute(sql`
      select s.status, t.kind from test_submissions s join tests t on t.id = s.test_id
      where s.id = ${submissionId} and s.user_id = ${userId}`),
  );
  if (!sub) throw submissionNotFound();
  if (sub.status !== 'completed') throw conflict('This test has not been submitted yet.', 'NOT_COMPLETED');
  if (sub.kind !== 'mistakes') return { isPractice: false, fixed: [], notFixed: [] };
  const answered = rows<{ id: string; question_order: number; question_text: string; is_correct: boolean }>(
    await db.execute(sql`
      select q.id, q.question_order, q.question_text, a.is_correct
      from test_answers a join test_questions q on q.id = a.question_id
      where a.submission_id = ${submissionId}
      order by q.question_order`),
  );
  const item = (r: (typeof answered)[number]) => ({
    questionId: r.id,
    order: r.question_order,
    text: r.question_text,
  });
  return {
    isPractice: true,
    fixed: answered.filter((r) => r.is_correct).map(item),
    notFixed: answered.filter((r) => !r.is_correct).map(item),
  };
}
