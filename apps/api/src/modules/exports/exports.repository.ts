import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, testAnswers, testQuestions, testSubmissions, tests } from '../../db/schema/index.ts';

export type QuestionRow = typeof testQuestions.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;

/** The student's own attempt with its test and course (undefined for anyone else's). */
export async function findSubmission(db: Db, userId: string, submissionId: string) {
  const [row] = await db
    .select({
      id: testSubmissions.id,
      status: testSubmissions.status,
      totalScore: testSubmissions.totalScore,
      completedAt: testSubmissions.completedAt,
      testId: tests.id,
      testTitle: tests.title,
      courseName: courses.name,
    })
    .from(testSubmissions)
    .innerJoin(tests, eq(tests.id, testSubmissions.testId))
    .innerJoin(courses, eq(courses.id, tests.courseId))
    .where(and(eq(testSubmissions.id, submissionId), eq(testSubmissions.userId, userId)))
    .limit(1);
  return row;
}

/** The student's own test with its course (undefined for anyone else's). */
export async function findTest(db: Db, userId: string, testId: string) {
  const [row] = await db
    .select({ id: tests.id, title: tests.title, difficulty: tests.difficulty, courseName: courses.name })
    .from(tests)
    .innerJoin(courses, eq(courses.id, tests.courseId))
    .where(and(eq(tests.id, testId), eq(tests.userId, userId)))
    .limit(1);
  return row;
}

export async function listQuestions(db: Db, testId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.questionOrder), asc(testQuestions.id));
}

export async function listAnswers(db: Db, submissionId: string): Promise<AnswerRow[]> {
  return db.select().from(testAnswers).where(eq(testAnswers.submissionId, submissionId));
}
