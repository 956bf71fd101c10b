import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ANSWER_GRACE_SECONDS } from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { courses, testAnswers, testQuestions, testSubmissions, tests, user } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type SubmissionRow = typeof testSubmissions.$inferSelect;
export type QuestionRow = typeof testQuestions.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** True when the database clock is past the deadline plus the grace period. */
const expiredSql = sql<boolean>`now() > ${testSubmissions.deadlineAt} + make_interval(secs => ${ANSWER_GRACE_SECONDS})`;

/** The condition for a student's attempts at a test in one status. */
const attemptsWhere = (userId: string, testId: string, status: SubmissionRow['status']) =>
  and(
    eq(testSubmissions.testId, testId),
    eq(testSubmissions.userId, userId),
    eq(testSubmissions.status, status),
  );

export async function findTestForUser(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select({ test: tests, courseName: courses.name, language: user.language })
    .from(tests)
    .innerJoin(courses, eq(courses.id, tests.courseId))
    .innerJoin(user, eq(user.id, tests.userId))
    .where(and(eq(tests.id, testId), eq(tests.userId, userId)));
  return row;
}

export async function listQuestions(db: Executor, testId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.questionOrder), asc(testQuestions.id));
}

export async function listAnswers(db: Executor, submissionId: string): Promise<AnswerRow[]> {
  return db.select().from(testAnswers).where(eq(testAnswers.submissionId, submissionId));
}

export async function databaseNow(db: Executor): Promise<Date> {
  const result = await db.execute(sql`select now() as now`);
  return new Date(rows<{ now: string | Date }>(result)[0]!.now);
}

/** The open attempt of a student at a test, locked for the rest of the transaction. */
export async function lockOpenSubmission(tx: Tx, userId: string, testId: string) {
  const [row] = await tx
    .select({ submission: testSubmissions, expired: expiredSql })
    .from(testSubmissions)
    .where(attemptsWhere(userId, testId, 'in_progress'))
    .for('update');
  return row;
}

export async function findOpenSubmission(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select()
    .from(testSubmissions)
    .where(attemptsWhere(userId, testId, 'in_progress'));
  return row;
}

/** The open attempt of a student at a test with whether its time (deadline plus grace) has run out; no lock. */
export async function findOpenAttempt(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select({ id: testSubmissions.id, deadlineAt: testSubmissions.deadlineAt, expired: expiredSql })
    .from(testSubmissions)
    .where(attemptsWhere(userId, testId, 'in_progress'));
  return row;
}

/** The student's completed attempts at a test, newest first. */
export async function listCompletedAttempts(db: Executor, userId: string, testId: string) {
  return db
    .select({
      id: testSubmissions.id,
      totalScore: testSubmissions.totalScore,
      completedAt: testSubmissions.completedAt,
    })
    .from(testSubmissions)
    .where(attemptsWhere(userId, testId, 'completed'))
    .orderBy(desc(testSubmissions.completedAt));
}

/** A new attempt whose deadline is set by the database clock. */
export async function insertSubmission(
  tx: Executor,
  userId: string,
  testId: string,
  seconds: number,
): Promise<SubmissionRow> {
  const [row] = await tx
    .insert(testSubmissions)
    .values({
      testId,
      userId,
      status: 'in_progress',
      startedAt: sql`now()`,
      deadlineAt: sql`now() + make_interval(secs => ${seconds})`,
    })
    .returning();
  return row!;
}

/**
 * A grading claim older than this is taken over: its holder died or hung (the AI grader has 60 s in all).
 */
export const CLAIM_STALE_SECONDS = 120;

/** True while another request or instance holds a fresh grading claim on the attempt. */
const claimedSql = sql<boolean>`coalesce(${testSubmissions.gradingToken} is not null and ${testSubmissions.gradingClaimedAt} > now() - make_interval(secs => ${CLAIM_STALE_SECONDS}), false)`;

/** The student's submission, locked for a short transaction (claiming it for grading, saving pending answers). */
export async function lockSubmission(tx: Tx, userId: string, submissionId: string) {
  const [row] = await tx
    .select({ submission: testSubmissions, expired: expiredSql, claimed: claimedSql })
    .from(testSubmissions)
    .where(and(eq(testSubmissions.id, submissionId), eq(testSubmissions.userId, userId)))
    .for('update');
  return row;
}

/** One expired open attempt that no other transaction (instance) is finalising, locked. */
export async function claimExpired(tx: Tx, skip: string[]) {
  const [row] = await tx
    .select({ submission: testSubmissions })
    .from(testSubmissions)
    .where(
      and(
        eq(testSubmissions.status, 'in_progress'),
        sql`${testSubmissions.deadlineAt} + make_interval(secs => ${ANSWER_GRACE_SECONDS}) < now()`,
        sql`not (${claimedSql})`,
        skip.length
          ? sql`${testSubmissions.id} not in (${sql.join(
              skip.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(asc(testSubmissions.deadlineAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.submission;
}

export interface SavedAnswerRow {
  question_id: string;
  student_answer: string | null;
  time_spent: number;
  updated_at: string | Date;
}

/**
 * Upserts one answer in ONE statement that also checks the attempt: the student's, open, and the database
 * clock within deadline + grace. The share lock on the submission row makes the statement wait for a
 * finaliser or submit that holds the row, and then re-check it, so no answer lands after grading.
 * time_spent is the question's running total sent by the client; the largest one received is kept, so a save
 * retried after a lost reply (or repeated with the submit) never counts the same seconds twice.
 */
export async function upsertAnswer(
  db: Executor,
  input: {
    userId: string;
    submissionId: string;
    questionId: string;
    answer: string | null;
    timeSpent: number;
  },
): Promise<SavedAnswerRow | undefined> {
  const result = await db.execute(sql`
    insert into test_answers as a (submission_id, question_id, student_answer, time_spent, updated_at)
    select s.id, q.id, ${input.answer}, ${input.timeSpent}, clock_timestamp()
    from test_submissions s
    join test_questions q on q.test_id = s.test_id and q.id = ${input.questionId}
    where s.id = ${input.submissionId} and s.user_id = ${input.userId} and s.status = 'in_progress'
      and s.grading_token is null
      and now() <= s.deadline_at + make_interval(secs => ${ANSWER_GRACE_SECONDS})
    for share of s
    on conflict (submission_id, question_id) do update set
      student_answer = excluded.student_answer,
      time_spent = greatest(a.time_spent, excluded.time_spent),
      updated_at = excluded.updated_at
    returning question_id, student_answer, time_spent, updated_at`);
  return rows<SavedAnswerRow>(result)[0];
}

/** Why an answer was not saved: missing submission, question not in its test, time up, or completed. */
export async function answerRefusal(db: Executor, userId: string, submissionId: string, questionId: string) {
  const result = await db.execute(sql`
    select s.status,
           now() > s.deadline_at + make_interval(secs => ${ANSWER_GRACE_SECONDS}) as expired,
           exists (select 1 from test_questions q where q.test_id = s.test_id and q.id = ${questionId}) as has_question
    from test_submissions s where s.id = ${submissionId} and s.user_id = ${userId}`);
  return rows<{ status: string; expired: boolean; has_question: boolean }>(result)[0];
}

export interface GradedAnswer {
  questionId: string;
  isCorrect: boolean;
  score: number;
  feedback: { text: string; covered?: string[]; missed?: string[] };
}

/** Grades on every question's row; rows are created for unanswered questions so results list them. */
export async function writeGrades(tx: Tx, submissionId: string, grades: GradedAnswer[]) {
  if (!grades.length) return;
  await tx
    .insert(testAnswers)
    .values(
      grades.map((g) => ({
        submissionId,
        questionId: g.questionId,
        studentAnswer: null,
        timeSpent: 0,
        isCorrect: g.isCorrect,
        score: g.score,
        feedback: g.feedback,
      })),
    )
    .onConflictDoUpdate({
      target: [testAnswers.submissionId, testAnswers.questionId],
      set: {
        isCorrect: sql`excluded.is_correct`,
        score: sql`excluded.score`,
        feedback: sql`excluded.feedback`,
      },
    });
}

/** Claims the attempt for grading (the caller holds its row lock): answers are refused from now on. */
export async function claimForGrading(tx: Tx, submissionId: string, token: string): Promise<SubmissionRow> {
  const [row] = await tx
    .update(testSubmissions)
    .set({ gradingToken: token, gradingClaimedAt: sql`now()` })
    .where(eq(testSubmissions.id, submissionId))
    .returning();
  return row!;
}

/** Gives a claim up after grading failed, so the next submit or finaliser pass grades at once. */
export async function releaseClaim(db: Executor, submissionId: string, token: string) {
  await db
    .update(testSubmissions)
    .set({ gradingToken: null, gradingClaimedAt: null })
    .where(and(eq(testSubmissions.id, submissionId), eq(testSubmissions.gradingToken, token)));
}

/**
 * Marks the attempt completed if `token` still holds its grading claim (undefined when another request took a
 * stale claim over); time taken is measured by the database clock and capped at the limit.
 */
export async function completeSubmission(
  tx: Tx,
  submissionId: string,
  token: string,
  values: { totalScore: number; autoSubmitted: boolean; feedback: string },
): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .update(testSubmissions)
    .set({
      status: 'completed',
      completedAt: sql`now()`,
      timeTaken: sql`greatest(0, round(least(
        extract(epoch from now() - ${testSubmissions.startedAt}),
        extract(epoch from ${testSubmissions.deadlineAt} - ${testSubmissions.startedAt})))::int)`,
      totalScore: values.totalScore,
      autoSubmitted: values.autoSubmitted,
      aiFeedback: values.feedback,
      gradingToken: null,
      gradingClaimedAt: null,
    })
    .where(
      and(
        eq(testSubmissions.id, submissionId),
        eq(testSubmissions.gradingToken, token),
        eq(testSubmissions.status, 'in_progress'),
      ),
    )
    .returning();
  return row;
}

export async function findSubmission(db: Executor, userId: string, submissionId: string) {
  const [row] = await db
    .select()
    .from(testSubmissions)
    .where(and(eq(testSubmissions.id, submissionId), eq(testSubmissions.userId, userId)));
  return row;
}
