import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries, courses, testSubmissions, tests } from '../../db/schema/index.ts';

export type CourseRow = typeof courses.$inferSelect;

/** Prepared statements are built once per database (Drizzle SQL building costs more than the query itself). */
function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let value = cache.get(db);
    if (!value) cache.set(db, (value = build(db)));
    return value;
  };
}

const userIdParam = sql.placeholder('userId');

/**
 * The course list in ONE SQL query whatever the number of courses, as a named prepared statement (planned once
 * per connection). Every aggregate is keyed by the user: summary counts per course, and per course the test
 * count plus the count and sum of graded submissions (status completed, total_score set), which are first
 * grouped per test and merge-joined to the user's tests. Each side is an index-only range scan of
 * (user_id, ...) indexes (docs/decisions/403-read-path-performance.md), so the cost follows the student's own
 * rows, not the table sizes. A submission's user is always its test's user (submissions are only created for
 * the student's own test), so filtering submissions by user_id does not change the result.
 */
const listCoursesStatement = perDb((db) => {
  const summaryCounts = db
    .select({ courseId: courseSummaries.courseId, n: sql<number>`count(*)::int`.as('summary_n') })
    .from(courseSummaries)
    .where(eq(courseSummaries.userId, userIdParam))
    .groupBy(courseSummaries.courseId)
    .as('summary_counts');
  const gradedPerTest = db
    .select({
      testId: testSubmissions.testId,
      n: sql<number>`count(*)`.as('graded_n'),
      total: sql<number>`sum(${testSubmissions.totalScore})`.as('graded_total'),
    })
    .from(testSubmissions)
    .where(
      and(
        eq(testSubmissions.userId, userIdParam),
        // A literal, not a parameter, so the generic plan can use the partial index test_submissions_user_graded_idx.
        sql`${testSubmissions.status} = 'completed'`,
        isNotNull(testSubmissions.totalScore),
      ),
    )
    .groupBy(testSubmissions.testId)
    .as('graded_per_test');
  const testStats = db
    .select({
      courseId: tests.courseId,
      n: sql<number>`count(*)::int`.as('test_n'),
      gradedN: sql<number>`sum(${gradedPerTest.n})::int`.as('graded_n'),
      gradedTotal: sql<number>`sum(${gradedPerTest.total})::int`.as('graded_total'),
    })
    .from(tests)
    .leftJoin(gradedPerTest, eq(gradedPerTest.testId, tests.id))
    .where(eq(tests.userId, userIdParam))
    .groupBy(tests.courseId)
    .as('test_stats');

  return db
    .select({
      course: courses,
      summaryCount: sql<number>`coalesce(${summaryCounts.n}, 0)`.mapWith(Number),
      testCount: sql<number>`coalesce(${testStats.n}, 0)`.mapWith(Number),
      gradedCount: sql<number>`coalesce(${testStats.gradedN}, 0)`.mapWith(Number),
      gradedTotal: sql<number>`coalesce(${testStats.gradedTotal}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(summaryCounts, eq(summaryCounts.courseId, courses.id))
    .leftJoin(testStats, eq(testStats.courseId, courses.id))
    .where(eq(courses.userId, userIdParam))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .prepare('courses_list_with_stats');
});

export async function listCoursesWithStats(db: Db, userId: string) {
  return listCoursesStatement(db).execute({ userId });
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
