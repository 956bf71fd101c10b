/** SQL of the learning loop (decision 603): practice sets, review cards and logs, progress aggregates. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testQuestions, tests } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ------------------------------------------------------------------------------------------ practice

export interface SourceQuestion {
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
}

const QUESTION_COLUMNS = sql`
  q.id, coalesce(q.origin_question_id, q.id) as root_id, q.question_text, q.question_type, q.options,
  q.correct_answer, q.explanation, q.source, q.key_ideas, q.form, t.course_id, t.difficulty, t.ai_engine, t.ai_model`;

/** The student's submission with its test's kind, title and course; undefined for another student's. */
export async function findSubmission(db: Executor, userId: string, submissionId: string) {
  return rows<{ status: string; test_id: string; title: string; course_id: string; kind: string }>(
    await db.execute(sql`
      select s.status, s.test_id, t.title, t.course_id, t.kind
      from test_submissions s join tests t on t.id = s.test_id
      where s.id = ${submissionId} and s.user_id = ${userId}`),
  )[0];
}

/** The questions an attempt got wrong or partly right (unanswered ones included), in test order. */
export async function wrongQuestionsOf(db: Executor, submissionId: string): Promise<SourceQuestion[]> {
  return rows<SourceQuestion>(
    await db.execute(sql`
      select ${QUESTION_COLUMNS}
      from test_answers a
      join test_questions q on q.id = a.question_id
      join tests t on t.id = q.test_id
      where a.submission_id = ${submissionId} and not a.is_correct
      order by q.question_order, q.id`),
  );
}

export async function courseName(db: Executor, userId: string, courseId: string) {
  return rows<{ name: string }>(
    await db.execute(sql`select name from courses where id = ${courseId} and user_id = ${userId}`),
  )[0]?.name;
}

/** Per original question of the course, the latest graded answer of the student (in any test or practice set). */
export async function latestAnswersInCourse(db: Executor, userId: string, courseId: string) {
  return rows<{ root_id: string; is_correct: boolean; completed_at: string | Date }>(
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
}

export async function questionsByIds(db: Executor, userId: string, ids: string[]): Promise<SourceQuestion[]> {
  if (!ids.length) return [];
  return rows<SourceQuestion>(
    await db.execute(sql`
      select ${QUESTION_COLUMNS}
      from test_questions q join tests t on t.id = q.test_id
      where t.user_id = ${userId} and q.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
}

/** A practice set (tests row of kind 'mistakes') and its questions, in one transaction. */
export async function insertPracticeSet(
  db: Db,
  test: typeof tests.$inferInsert,
  questions: Omit<typeof testQuestions.$inferInsert, 'testId'>[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tests).values(test).returning({ id: tests.id });
    await tx.insert(testQuestions).values(questions.map((q) => ({ ...q, testId: row!.id })));
    return row!.id;
  });
}

export async function answeredQuestions(db: Executor, submissionId: string) {
  return rows<{ id: string; question_order: number; question_text: string; is_correct: boolean }>(
    await db.execute(sql`
      select q.id, q.question_order, q.question_text, a.is_correct
      from test_answers a join test_questions q on q.id = a.question_id
      where a.submission_id = ${submissionId}
      order by q.question_order`),
  );
}

// -------------------------------------------------------------------------------------------- review

export interface CardRow {
  id: string;
  user_id: string;
  question_id: string;
  course_id: string;
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
  suspended_at: Date | string | null;
}

export interface CardValues {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
}

/** New cards; a student's card for a question that exists already is left as it is (the first answer seeds it). */
export async function insertCardsIfNew(
  tx: Executor,
  userId: string,
  cards: { questionId: string; courseId: string; card: CardValues; at: Date }[],
) {
  if (!cards.length) return;
  const values = cards.map(
    ({ questionId, courseId, card, at }) =>
      sql`(${userId}, ${questionId}::uuid, ${courseId}::uuid, ${card.due.toISOString()}::timestamptz,
      ${card.stability}, ${card.difficulty}, ${card.elapsed_days}, ${card.scheduled_days}, ${card.learning_steps},
      ${card.reps}, ${card.lapses}, ${card.state}, ${at.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`
    insert into review_cards (user_id, question_id, course_id, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review)
    values ${sql.join(values, sql`, `)}
    on conflict (user_id, question_id) do nothing`);
}

/** Suspends (or restores) the student's card of a question, given the question or any practice copy of it. */
export async function setCardSuspended(db: Executor, userId: string, questionId: string, suspended: boolean) {
  const result = await db.execute(sql`
    update review_cards set suspended_at = ${suspended ? sql`now()` : sql`null`}
    where user_id = ${userId}
      and question_id = (select coalesce(origin_question_id, id) from test_questions where id = ${questionId})
    returning id`);
  return rows(result).length > 0;
}

/**
 * Due today: a card in the Review state whose due date falls before the end of the student's local day (as in
 * Anki, day-scale intervals are due all day), and a card in (re)learning only once its minutes have passed (so
 * a card answered right leaves the list and comes back at its next learning step).
 */
function dueTodaySql(alias: SQL, until: Date, now: Date) {
  return sql`${alias}.due <= ${until.toISOString()}::timestamptz
    and (${alias}.state = ${2} or ${alias}.due <= ${now.toISOString()}::timestamptz)`;
}

export type DueRow = CardRow & {
  question_text: string;
  question_type: string;
  options: string[] | null;
  correct_answer: string;
  explanation: string | null;
  course_name: string;
};

/**
 * Everything the review queue and its summary show, in ONE statement: the cards due today, all active cards, the
 * first due date after today (or the next learning step later today), and the first `limit` due cards with their
 * questions. Each part is a range of review_cards_user_due_id_idx (user, due, id, state; unsuspended cards): the
 * count reads the due entries, the page the first `limit` of them, the next due one entry after the day, and the
 * learning steps later today the entries between now and the end of the day.
 */
export async function queueState(db: Executor, userId: string, until: Date, now: Date, limit: number) {
  const u = until.toISOString();
  const n = now.toISOString();
  const [row] = rows<{
    due: number;
    total: number;
    next_due: Date | string | null;
    /** json_agg: timestamps come as ISO strings, which toCard reads like Date values. */
    cards: DueRow[] | null;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from review_cards c
          where c.user_id = ${userId} and c.suspended_at is null and ${dueTodaySql(sql`c`, until, now)}) as due,
        (select count(*)::int from review_cards c where c.user_id = ${userId} and c.suspended_at is null) as total,
        least(
          (select c.due from review_cards c
            where c.user_id = ${userId} and c.suspended_at is null and c.due > ${u}::timestamptz
            order by c.due limit 1),
          (select min(c.due) from review_cards c
            where c.user_id = ${userId} and c.suspended_at is null and c.state <> ${2}
              and c.due > ${n}::timestamptz and c.due <= ${u}::timestamptz)) as next_due,
        (select json_agg(x order by x.due, x.id) from (
          select c.id, c.user_id, c.question_id, c.course_id, c.due, c.stability, c.difficulty, c.elapsed_days,
                 c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review, c.suspended_at,
                 q.question_text, q.question_type, q.options, q.correct_answer, q.explanation, co.name as course_name
          from (
            -- The first due cards from the index alone, then their questions: the join never sees the others.
            select * from review_cards c
            where c.user_id = ${userId} and c.suspended_at is null and ${dueTodaySql(sql`c`, until, now)}
            order by c.due, c.id
            limit ${limit}) c
          join test_questions q on q.id = c.question_id
          join courses co on co.id = c.course_id) x) as cards`),
  );
  return {
    due: Number(row?.due ?? 0),
    total: Number(row?.total ?? 0),
    nextDue: row?.next_due ? new Date(row.next_due) : null,
    cards: row?.cards ?? [],
  };
}

/** The student's card with its question's type and key, locked for the rest of the transaction. */
export async function lockCard(tx: Tx, userId: string, cardId: string) {
  return rows<CardRow & { question_type: string; correct_answer: string; now: Date | string }>(
    await tx.execute(sql`
      select c.*, q.question_type, q.correct_answer, now() as now
      from review_cards c join test_questions q on q.id = c.question_id
      where c.id = ${cardId} and c.user_id = ${userId}
      for update of c`),
  )[0];
}

export async function findLog(tx: Executor, cardId: string, reviewId: string) {
  return rows<{ rating: number; answer: string | null; due: Date | string; scheduled_days: number }>(
    await tx.execute(sql`
      select rating, answer, due, scheduled_days from review_logs where card_id = ${cardId} and review_id = ${reviewId}`),
  )[0];
}

export async function saveRating(
  tx: Tx,
  input: {
    cardId: string;
    userId: string;
    reviewId: string;
    rating: number;
    answer: string | null;
    at: Date;
    stateBefore: number;
    next: CardValues;
  },
) {
  const { next, at } = input;
  await tx.execute(sql`
    update review_cards set due = ${next.due.toISOString()}::timestamptz, stability = ${next.stability},
      difficulty = ${next.difficulty}, elapsed_days = ${next.elapsed_days}, scheduled_days = ${next.scheduled_days},
      learning_steps = ${next.learning_steps}, reps = ${next.reps}, lapses = ${next.lapses}, state = ${next.state},
      last_review = ${at.toISOString()}::timestamptz
    where id = ${input.cardId}`);
  await tx.execute(sql`
    insert into review_logs (card_id, user_id, review_id, rating, answer, reviewed_at, state, due, scheduled_days)
    values (${input.cardId}, ${input.userId}, ${input.reviewId}, ${input.rating}, ${input.answer},
      ${at.toISOString()}::timestamptz, ${input.stateBefore}, ${next.due.toISOString()}::timestamptz,
      ${next.scheduled_days})`);
}

// ------------------------------------------------------------------------------------------ progress

export async function planAndCourse(db: Executor, userId: string, courseId: string | undefined) {
  return rows<{ plan: string | null; course_ok: boolean | null }>(
    await db.execute(sql`
      select (select plan from "user" where id = ${userId}) as plan,
             ${courseId ? sql`exists (select 1 from courses where id = ${courseId} and user_id = ${userId})` : sql`null`} as course_ok`),
  )[0];
}

export interface ProgressScope {
  userId: string;
  courseId?: string;
  /** Minutes east of UTC: days and weeks are the student's local ones. */
  tzOffset: number;
  /** Only rows from this instant on (Free); undefined for the whole history. */
  from?: string;
}

const local = (scope: ProgressScope, col: SQL) =>
  sql`((${col} at time zone 'UTC') + make_interval(mins => ${scope.tzOffset}))`;

export interface ProgressRows {
  scores: { day: string; average: number; attempts: number }[] | null;
  per_course: { id: string; name: string; color: string; average: number; attempts: number }[] | null;
  weekly_questions: { week: string; questions: number }[] | null;
  weekly_reviews: { week: string; reviews: number }[] | null;
  hidden: number;
  days: string[] | null;
}

/**
 * Every figure of the progress charts in ONE statement (one round trip, one pool connection): the student's
 * completed attempts (of the course, if any) are read once through test_submissions_user_completed_idx and
 * grouped per local day, course and week; reviews per week; attempts before the Free window; and the local days
 * with an attempt or a review in any course (the streak).
 */
export async function progressRows(db: Executor, scope: ProgressScope): Promise<ProgressRows> {
  const from = scope.from ? sql`${scope.from}::timestamptz` : sql`'-infinity'::timestamptz`;
  const [row] = rows<ProgressRows>(
    await db.execute(sql`
      with subs as (
        select s.completed_at, s.total_score, s.status, t.course_id, t.question_count,
               to_char(${local(scope, sql`s.completed_at`)}, 'YYYY-MM-DD') as day,
               to_char(date_trunc('week', ${local(scope, sql`s.completed_at`)}), 'YYYY-MM-DD') as week
        from test_submissions s join tests t on t.id = s.test_id
        where s.user_id = ${scope.userId} and s.completed_at is not null
          ${scope.courseId ? sql`and t.course_id = ${scope.courseId}` : sql``}
      ),
      ranged as (select * from subs where completed_at >= ${from}),
      graded as (select * from ranged where status = 'completed' and total_score is not null)
      select
        (select json_agg(x order by x.day) from (
           select day, round(avg(total_score))::int as average, count(*)::int as attempts
           from graded group by day) x) as scores,
        (select json_agg(x order by x.name, x.id) from (
           select c.id, c.name, c.color, round(avg(g.total_score))::int as average, count(*)::int as attempts
           from graded g join courses c on c.id = g.course_id group by c.id, c.name, c.color) x) as per_course,
        (select json_agg(x) from (
           select week, sum(question_count)::int as questions from ranged group by week) x) as weekly_questions,
        (select json_agg(x) from (
           select to_char(date_trunc('week', ${local(scope, sql`l.reviewed_at`)}), 'YYYY-MM-DD') as week,
                  count(*)::int as reviews
           from review_logs l
           ${scope.courseId ? sql`join review_cards rc on rc.id = l.card_id and rc.course_id = ${scope.courseId}` : sql``}
           where l.user_id = ${scope.userId} and l.reviewed_at >= ${from}
           group by 1) x) as weekly_reviews,
        (select count(*)::int from subs
          where status = 'completed' and total_score is not null and completed_at < ${from}) as hidden,
        (select json_agg(day) from (
           select to_char(${local(scope, sql`completed_at`)}, 'YYYY-MM-DD') as day
             from test_submissions where user_id = ${scope.userId} and completed_at is not null
           union
           select to_char(${local(scope, sql`reviewed_at`)}, 'YYYY-MM-DD')
             from review_logs where user_id = ${scope.userId}) d) as days`),
  );
  return row!;
}
