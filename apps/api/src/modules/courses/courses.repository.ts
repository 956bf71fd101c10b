import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries, courses, testSubmissions, tests } from '../../db/schema/index.ts';

export type CourseRow = typeof courses.$inferSelect;

/**
 * The course list in ONE SQL query whatever the number of courses: three grouped subqueries
 * (document counts, test counts, graded-submission mean and count) left-joined to the user's courses.
 */
export async function listCoursesWithStats(db: Db, userId: string) {
  const summaryCounts = db
    .select({ courseId: courseSummaries.courseId, n: sql<number>`count(*)::int`.as('summary_n') })
    .from(courseSummaries)
    .where(eq(courseSummaries.userId, userId))
    .groupBy(courseSummaries.courseId)
    .as('summary_counts');
  const testCounts = db
    .select({ courseId: tests.courseId, n: sql<number>`count(*)::int`.as('test_n') })
    .from(tests)
    .where(eq(tests.userId, userId))
    .groupBy(tests.courseId)
    .as('test_counts');
  const grades = db
    .select({
      courseId: tests.courseId,
      n: sql<number>`count(*)::int`.as('graded_n'),
      total: sql<number>`sum(${testSubmissions.totalScore})::int`.as('graded_total'),
    })
    .from(testSubmissions)
    .innerJoin(tests, eq(tests.id, testSubmissions.testId))
    .where(
      and(
        eq(tests.userId, userId),
        eq(testSubmissions.status, 'completed'),
        isNotNull(testSubmissions.totalScore),
      ),
    )
    .groupBy(tests.courseId)
    .as('grades');

  return db
    .select({
      course: courses,
      summaryCount: sql<number>`coalesce(${summaryCounts.n}, 0)`.mapWith(Number),
      testCount: sql<number>`coalesce(${testCounts.n}, 0)`.mapWith(Number),
      gradedCount: sql<number>`coalesce(${grades.n}, 0)`.mapWith(Number),
      gradedTotal: sql<number>`coalesce(${grades.total}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(summaryCounts, eq(summaryCounts.courseId, courses.id))
    .leftJoin(testCounts, eq(testCounts.courseId, courses.id))
    .leftJoin(grades, eq(grades.courseId, courses.id))
    .where(eq(courses.userId, userId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export async function insertCourse(
  db: Db,
  values: {
    userId: string;
    name: string;
    teacher?: string;
    institute?: string;
    description?: string;
    color: string;
  },
) {
  const [row] = await db
    .insert(courses)
    .values({ ...values, status: 'active' })
    .returning();
  return row!;
}

export async function findCourseById(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.userId, userId)))
    .limit(1);
  return row;
}

/** Names only, newest first: slugs are matched in TypeScript with the one slugify rule. */
export async function listCourseNames(db: Db, userId: string) {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.userId, userId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export async function updateCourseStatus(db: Db, userId: string, id: string, status: 'active' | 'closed') {
  const [row] = await db
    .update(courses)
    .set({ status })
    .where(and(eq(courses.id, id), eq(courses.userId, userId)))
    .returning({ id: courses.id, status: courses.status });
  return row;
}

export async function listSummaries(db: Db, userId: string, courseId: string) {
  return db
    .select({
      id: courseSummaries.id,
      fileName: courseSummaries.fileName,
      fileSize: courseSummaries.fileSize,
      createdAt: courseSummaries.createdAt,
      extractionStatus: courseSummaries.extractionStatus,
      wordCount: courseSummaries.wordCount,
    })
    .from(courseSummaries)
    .where(and(eq(courseSummaries.courseId, courseId), eq(courseSummaries.userId, userId)))
    .orderBy(desc(courseSummaries.createdAt));
}

export async function listTests(db: Db, userId: string, courseId: string) {
  return db
    .select({
      id: tests.id,
      title: tests.title,
      questionCount: tests.questionCount,
      questionTypes: tests.questionTypes,
      timeLimit: tests.timeLimit,
      createdAt: tests.createdAt,
      aiEngine: tests.aiEngine,
      difficulty: tests.difficulty,
      status: tests.status,
    })
    .from(tests)
    .where(and(eq(tests.courseId, courseId), eq(tests.userId, userId)))
    .orderBy(desc(tests.createdAt), desc(tests.id));
}

export async function listSubmissions(db: Db, userId: string, testIds: string[]) {
  if (testIds.length === 0) return [];
  return db
    .select({
      id: testSubmissions.id,
      testId: testSubmissions.testId,
      totalScore: testSubmissions.totalScore,
      completedAt: testSubmissions.completedAt,
      status: testSubmissions.status,
      timeTaken: testSubmissions.timeTaken,
      createdAt: testSubmissions.createdAt,
    })
    .from(testSubmissions)
    .where(and(inArray(testSubmissions.testId, testIds), eq(testSubmissions.userId, userId)))
    .orderBy(desc(testSubmissions.createdAt));
}

export async function findCourseStatus(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ status: courses.status })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)))
    .limit(1);
  return row?.status;
}
