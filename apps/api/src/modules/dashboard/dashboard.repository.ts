import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries, courses, testSubmissions, tests } from '../../db/schema/index.ts';

const userIdParam = sql.placeholder('userId');
const statsStatements = new WeakMap<Db, ReturnType<typeof buildStatsStatement>>();

/**
 * The three dashboard numbers in one prepared statement (planned once per connection): active courses, and
 * the submissions with completed_at set with the sum of their tests' question counts. Submissions are first
 * counted per test (index-only range scan of the user's submissions) and merge-joined to the user's tests
 * (index-only range scan), so the cost follows the student's own rows. A submission's user is always its
 * test's user, so the tests.user_id filter does not change the result (docs/decisions/403-read-path-performance.md).
 */
function buildStatsStatement(db: Db) {
  const perTest = db
    .select({ testId: testSubmissions.testId, n: sql<number>`count(*)`.as('completed_n') })
    .from(testSubmissions)
    .where(and(eq(testSubmissions.userId, userIdParam), isNotNull(testSubmissions.completedAt)))
    .groupBy(testSubmissions.testId)
    .as('completed_per_test');
  const activeCourses = db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(eq(courses.userId, userIdParam), eq(courses.status, 'active')));
  return db
    .select({
      activeCourses: sql<number>`(${activeCourses})`.mapWith(Number),
      testsTaken: sql<number>`coalesce(sum(${perTest.n}), 0)::int`.mapWith(Number),
      questionsAnswered: sql<number>`coalesce(sum(${perTest.n} * ${tests.questionCount}), 0)::int`.mapWith(
        Number,
      ),
    })
    .from(tests)
    .innerJoin(perTest, eq(perTest.testId, tests.id))
    .where(eq(tests.userId, userIdParam))
    .prepare('dashboard_stats');
}

export async function dashboardStats(db: Db, userId: string) {
  let statement = statsStatements.get(db);
  if (!statement) statsStatements.set(db, (statement = buildStatsStatement(db)));
  const [row] = await statement.execute({ userId });
  return {
    activeCourses: row?.activeCourses ?? 0,
    testsTaken: row?.testsTaken ?? 0,
    questionsAnswered: row?.questionsAnswered ?? 0,
  };
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
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(courseSummaries)
    .innerJoin(courses, eq(courses.id, courseSummaries.courseId))
    .where(eq(courses.userId, userId))
    .orderBy(desc(courseSummaries.createdAt))
    .limit(limit);
}
