import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries, courses, testSubmissions, tests } from '../../db/schema/index.ts';

export async function countActiveCourses(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(courses)
    .where(and(eq(courses.userId, userId), eq(courses.status, 'active')));
  return row?.n ?? 0;
}

/** Submissions with completed_at set, and the sum of their tests' question counts, in one query. */
export async function completedSubmissionTotals(db: Db, userId: string) {
  const [row] = await db
    .select({
      testsTaken: sql<number>`count(*)::int`.mapWith(Number),
      questionsAnswered: sql<number>`coalesce(sum(${tests.questionCount}), 0)::int`.mapWith(Number),
    })
    .from(testSubmissions)
    .innerJoin(tests, eq(tests.id, testSubmissions.testId))
    .where(and(eq(testSubmissions.userId, userId), isNotNull(testSubmissions.completedAt)));
  return { testsTaken: row?.testsTaken ?? 0, questionsAnswered: row?.questionsAnswered ?? 0 };
}

export async function recentHighScores(db: Db, userId: string, minScore: number, limit: number) {
  return db
    .select({
      id: testSubmissions.id,
      score: testSubmissions.totalScore,
      completedAt: testSubmissions.completedAt,
      testTitle: tests.title,
      courseName: courses.name,
    })
    .from(testSubmissions)
    .innerJoin(tests, eq(tests.id, testSubmissions.testId))
    .innerJoin(courses, eq(courses.id, tests.courseId))
    .where(
      and(
        eq(testSubmissions.userId, userId),
        isNotNull(testSubmissions.completedAt),
        gte(testSubmissions.totalScore, minScore),
      ),
    )
    .orderBy(desc(testSubmissions.completedAt))
    .limit(limit);
}

export async function recentUploads(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: courseSummaries.id,
      fileName: courseSummaries.fileName,
      createdAt: courseSummaries.createdAt,
      courseName: courses.name,
    })
    .from(courseSummaries)
    .innerJoin(courses, eq(courses.id, courseSummaries.courseId))
    .where(eq(courses.userId, userId))
    .orderBy(desc(courseSummaries.createdAt))
    .limit(limit);
}
