/** SQL of editing a generated test before it is taken and of flags on questions (issue 14 item 6, decision 603). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { QuestionSourceJson, TestSettingsJson } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface TestRow {
  id: string;
  title: string;
  course_id: string;
  kind: string;
  difficulty: string;
  settings: TestSettingsJson | null;
  /** An attempt (open or completed) exists: the test can no longer be edited. */
  started: boolean;
}

/** The student's test and whether it was started; `lock` takes the row FOR UPDATE (an attempt then waits). */
export async function findTest(db: Executor, userId: string, testId: string, lock = false) {
  return rows<TestRow>(
    await db.execute(sql`
      select t.id, t.title, t.course_id, t.kind, t.difficulty, t.settings,
             exists (select 1 from test_submissions s where s.test_id = t.id) as started
      from tests t where t.id = ${testId} and t.user_id = ${userId}
      ${lock ? sql`for update of t` : sql``}`),
  )[0];
}

export interface QuestionRow {
  id: string;
  question_order: number;
  question_type: string;
  question_text: string;
  options: string[] | null;
  correct_answer: string;
  explanation: string | null;
  key_ideas: string[] | null;
  form: string | null;
  source: QuestionSourceJson | null;
  edited_at: Date | string | null;
}

export async function listQuestions(db: Executor, testId: string): Promise<QuestionRow[]> {
  return rows<QuestionRow>(
    await db.execute(sql`
      select id, question_order, question_type, question_text, options, correct_answer, explanation, key_ideas,
             form, source, edited_at
      from test_questions where test_id = ${testId} order by question_order, id`),
  );
}

export async function updateQuestion(
  tx: Executor,
  questionId: string,
  v: {
    text: string;
    options: string[] | null;
    correctAnswer: string;
    explanation: string | null;
    keyIdeas: string[] | null;
    form?: string | null;
    source?: QuestionSourceJson | null;
  },
) {
  await tx.execute(sql`
    update test_questions set question_text = ${v.text}, options = ${v.options === null ? null : JSON.stringify(v.options)}::jsonb,
      correct_answer = ${v.correctAnswer}, explanation = ${v.explanation},
      key_ideas = ${v.keyIdeas === null ? null : JSON.stringify(v.keyIdeas)}::jsonb,
      ${v.form !== undefined ? sql`form = ${v.form},` : sql``}
      ${v.source !== undefined ? sql`source = ${v.source === null ? null : JSON.stringify(v.source)}::jsonb,` : sql``}
      edited_at = now()
    where id = ${questionId}`);
}

/** Deletes one question, numbers the others 1..n again and updates the test's question count. */
export async function deleteQuestion(tx: Tx, testId: string, questionId: string) {
  await tx.execute(sql`delete from test_questions where id = ${questionId} and test_id = ${testId}`);
  await tx.execute(sql`
    update test_questions q set question_order = r.n
    from (select id, row_number() over (order by question_order, id) as n from test_questions where test_id = ${testId}) r
    where q.id = r.id and q.question_order <> r.n`);
  await tx.execute(sql`
    update tests set question_count = (select count(*) from test_questions where test_id = ${testId})
    where id = ${testId}`);
}

// --------------------------------------------------------------------------------------------- flags

export interface AttemptQuestion {
  id: string;
  root_id: string;
  engine: string;
}

/** The student's attempt with its status, and its test's questions with the question each one copies. */
export async function attemptQuestions(db: Executor, userId: string, submissionId: string) {
  const [sub] = rows<{ status: string; test_id: string }>(
    await db.execute(sql`
      select status, test_id from test_submissions where id = ${submissionId} and user_id = ${userId}`),
  );
  if (!sub) return undefined;
  const questions = rows<AttemptQuestion>(
    await db.execute(sql`
      select q.id, coalesce(q.origin_question_id, q.id) as root_id, rt.ai_engine as engine
      from test_questions q
      left join test_questions r on r.id = q.origin_question_id
      join tests rt on rt.id = coalesce(r.test_id, q.test_id)
      where q.test_id = ${sub.test_id}`),
  );
  return { ...sub, questions };
}

export interface FlagRow {
  question_id: string;
  reason: 'wrong-key' | 'unclear';
  note: string | null;
  created_at: Date | string;
}

export async function flagsOf(db: Executor, userId: string, rootIds: string[]): Promise<FlagRow[]> {
  if (!rootIds.length) return [];
  return rows<FlagRow>(
    await db.execute(sql`
      select question_id, reason, note, created_at from question_flags
      where user_id = ${userId} and question_id in (${sql.join(
        rootIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
}

/** One flag per student and original question: a second flag replaces the reason and note. */
export async function upsertFlag(
  tx: Executor,
  v: {
    userId: string;
    rootId: string;
    submissionId: string;
    reason: string;
    note: string | null;
    engine: string;
  },
): Promise<FlagRow> {
  return rows<FlagRow>(
    await tx.execute(sql`
      insert into question_flags (user_id, question_id, submission_id, reason, note, engine)
      values (${v.userId}, ${v.rootId}, ${v.submissionId}, ${v.reason}, ${v.note}, ${v.engine})
      on conflict (user_id, question_id) do update
        set reason = excluded.reason, note = excluded.note, submission_id = excluded.submission_id,
            created_at = now()
      returning question_id, reason, note, created_at`),
  )[0]!;
}

export async function deleteFlag(tx: Executor, userId: string, rootId: string): Promise<boolean> {
  return (
    rows(
      await tx.execute(sql`
        delete from question_flags where user_id = ${userId} and question_id = ${rootId} returning id`),
    ).length > 0
  );
}

export interface EngineQuality {
  engine: string;
  questions: number;
  edited: number;
  flagged: number;
  wrong_key: number;
  unclear: number;
}

/**
 * Quality per engine (the admin command): questions generated (tests of kind 'generated'), questions their
 * student edited before taking the test, and flags ("This key is wrong", "Unclear") on them.
 */
export async function qualityPerEngine(db: Executor): Promise<EngineQuality[]> {
  return rows<EngineQuality>(
    await db.execute(sql`
      with q as (
        select t.ai_engine as engine, count(*)::int as questions,
               (count(*) filter (where q.edited_at is not null))::int as edited
        from tests t join test_questions q on q.test_id = t.id
        where t.kind = 'generated' group by t.ai_engine
      ), f as (
        select engine, count(*)::int as flagged,
               (count(*) filter (where reason = 'wrong-key'))::int as wrong_key,
               (count(*) filter (where reason = 'unclear'))::int as unclear
        from question_flags group by engine
      )
      select coalesce(q.engine, f.engine) as engine, coalesce(q.questions, 0) as questions,
             coalesce(q.edited, 0) as edited, coalesce(f.flagged, 0) as flagged,
             coalesce(f.wrong_key, 0) as wrong_key, coalesce(f.unclear, 0) as unclear
      from q full join f on f.engine = q.engine
      order by 2 desc, 1`),
  );
}
