import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries, courses, testQuestions, tests } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type NewTest = typeof tests.$inferInsert;
export type NewQuestion = typeof testQuestions.$inferInsert;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The selected documents of the student with what generation needs (text, units, status). */
export async function findSummaries(db: Executor, userId: string, ids: string[]) {
  return db
    .select({
      id: courseSummaries.id,
      courseId: courseSummaries.courseId,
      fileName: courseSummaries.fileName,
      fileType: courseSummaries.fileType,
      extractionStatus: courseSummaries.extractionStatus,
      extractedText: courseSummaries.extractedText,
      units: courseSummaries.units,
      unitKind: courseSummaries.unitKind,
      wordCount: courseSummaries.wordCount,
      createdAt: courseSummaries.createdAt,
    })
    .from(courseSummaries)
    .where(and(eq(courseSummaries.userId, userId), inArray(courseSummaries.id, ids)));
}
export type GenerationSummary = Awaited<ReturnType<typeof findSummaries>>[number];

/** Tests the student generated in the current calendar month (UTC, database clock) and when it ends. */
/**
 * This month's generated tests and the student's plan, read together from the database (never from the request's
 * session, which may be cached for a moment: a plan changed by the admin command applies at once).
 */
export async function monthlyUsage(
  db: Executor,
  userId: string,
): Promise<{ used: number; resetsAt: Date; premium: boolean }> {
  const result = await db.execute(sql`
    select
      (select plan from "user" where id = ${userId}) as plan,
      (select count(*)::int from tests
        where user_id = ${userId} and kind = 'generated'
          and created_at >= (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')) as used,
      ((date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC') as resets_at`);
  const row = rows<{ plan: string | null; used: number; resets_at: Date | string }>(result)[0]!;
  return { used: Number(row.used), resetsAt: new Date(row.resets_at), premium: row.plan === 'premium' };
}

/**
 * Serialises the storing of one student's tests (quota count and test number) across connections and
 * API instances; released at commit.
 */
export async function lockStudentTests(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'tests:' + userId}, 0))`);
}

/** The course row, read under a share lock so it cannot close or vanish while the test is stored. */
export async function courseForShare(tx: Tx, userId: string, courseId: string) {
  const [row] = await tx
    .select({ id: courses.id, name: courses.name, status: courses.status })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)))
    .for('share');
  return row;
}

export async function courseName(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return row?.name;
}

export async function countCourseTests(tx: Executor, userId: string, courseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tests)
    .where(and(eq(tests.userId, userId), eq(tests.courseId, courseId), eq(tests.kind, 'generated')));
  return Number(row?.n ?? 0);
}

export async function insertTest(tx: Tx, values: NewTest) {
  const [row] = await tx.insert(tests).values(values).returning({ id: tests.id });
  return row!;
}

/** How many questions of earlier tests a generation is told to avoid (the most recent ones). */
export const AVOID_LIMIT = 200;

/**
 * The questions of the student's earlier tests that used any of these documents, newest first (at most
 * AVOID_LIMIT): the engine prefers other passages, so a new test does not repeat the last ones (decision 104).
 */
export async function earlierQuestions(
  db: Executor,
  userId: string,
  summaryIds: string[],
): Promise<{ text: string; quote: string | null }[]> {
  if (!summaryIds.length) return [];
  const ids = sql.join(
    summaryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return db
    .select({
      text: testQuestions.questionText,
      quote: sql<string | null>`${testQuestions.source}->>'quote'`,
    })
    .from(testQuestions)
    .innerJoin(tests, eq(testQuestions.testId, tests.id))
    .where(and(eq(tests.userId, userId), sql`(${tests.settings}->'summaryIds') ?| array[${ids}]::text[]`))
    .orderBy(desc(tests.createdAt), testQuestions.questionOrder)
    .limit(AVOID_LIMIT);
}

export async function insertQuestions(tx: Tx, values: NewQuestion[]) {
  if (values.length) await tx.insert(testQuestions).values(values);
}
