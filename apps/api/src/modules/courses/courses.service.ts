import {
  isUuid,
  COURSE_MESSAGES,
  averageGrade,
  slugify,
  type Course,
  type CourseDetail,
  type CourseListItem,
  type CourseStatus,
  type createCourseSchema,
} from '@studypilot/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import * as repo from './courses.repository.ts';

/** Re-exported for the modules that check ids through the courses service; the rule lives in core. */
export { isUuid };

const courseNotFound = () => notFound(COURSE_MESSAGES.notFound, 'COURSE_NOT_FOUND');

function toCourse(row: repo.CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    slug: slugify(row.name),
    description: row.description,
    teacher: row.teacher,
    institute: row.institute,
    color: row.color,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rounded mean of a sum over a count, 0 when there is nothing to average. */
export function roundedMean(total: number, count: number): number {
  return count > 0 ? Math.round(total / count) : 0;
}

/**
 * The list per student, kept while the student's learning version is unchanged (any change to courses, documents,
 * tests or attempts gives a new one; decision 603, "Read caches"): a request reads the version only.
 */
const listCache = new VersionedCache<CourseListItem[]>(5_000);

export async function listCourses(db: Db, userId: string): Promise<CourseListItem[]> {
  return listCache.read(db, userId, userId, async () => ({ value: await computeCourseList(db, userId) }));
}

async function computeCourseList(db: Db, userId: string): Promise<CourseListItem[]> {
  // One SQL query for any number of courses (see listCoursesWithStats).
  const rows = await repo.listCoursesWithStats(db, userId);
  // One object literal per course (not a spread of toCourse): this is the hottest path of the API.
  return rows.map((r) => {
    const c = r.course;
    return {
      id: c.id,
      name: c.name,
      slug: slugify(c.name),
      description: c.description,
      teacher: c.teacher,
      institute: c.institute,
      color: c.color,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      summaryCount: r.summaryCount,
      testCount: r.testCount,
      testsTaken: r.gradedCount,
      averageGrade: roundedMean(r.gradedTotal, r.gradedCount),
    };
  });
}

export async function createCourse(
  db: Db,
  userId: string,
  input: z.output<typeof createCourseSchema>,
): Promise<Course> {
  const row = await repo.insertCourse(db, {
    userId,
    name: input.name,
    teacher: input.teacher,
    institute: input.institute,
    description: input.description,
    color: input.color,
  });
  return toCourse(row);
}

export async function setCourseStatus(db: Db, userId: string, id: string, status: CourseStatus) {
  if (!isUuid(id)) throw courseNotFound();
  const row = await repo.updateCourseStatus(db, userId, id, status);
  if (!row) throw courseNotFound();
  return row;
}

/**
 * A course by id, or by the slug of its name. Slugs are not unique: when two of the student's courses
 * share one, the newest wins (docs/decisions/401-slug-collisions.md).
 */
export async function resolveCourse(db: Db, userId: string, slugOrId: string): Promise<repo.CourseRow> {
  if (isUuid(slugOrId)) {
    const byId = await repo.findCourseById(db, userId, slugOrId.toLowerCase());
    if (byId) return byId;
  }
  const wanted = slugify(slugOrId);
  if (!wanted) throw courseNotFound();
  const names = await repo.listCourseNames(db, userId);
  const match = names.find((c) => slugify(c.name) === wanted);
  if (!match) throw courseNotFound();
  const row = await repo.findCourseById(db, userId, match.id);
  if (!row) throw courseNotFound();
  return row;
}

export async function getCourseDetail(db: Db, userId: string, slugOrId: string): Promise<CourseDetail> {
  const course = await resolveCourse(db, userId, slugOrId);
  const [summaries, testRows] = await Promise.all([
    repo.listSummaries(db, userId, course.id),
    repo.listTests(db, userId, course.id),
  ]);
  const submissions = await repo.listSubmissions(
    db,
    userId,
    testRows.map((t) => t.id),
  );
  const graded: number[] = [];
  for (const s of submissions)
    if (s.status === 'completed' && s.totalScore != null) graded.push(s.totalScore);

  return {
    ...toCourse(course),
    summaries: summaries.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    tests: testRows.map((t) => ({
      ...t,
      createdAt: t.createdAt.toISOString(),
      submissions: submissions
        .filter((s) => s.testId === t.id)
        .map((s) => ({
          id: s.id,
          totalScore: s.totalScore,
          completedAt: s.completedAt?.toISOString() ?? null,
          status: s.status,
          timeTaken: s.timeTaken,
        })),
    })),
    testsTaken: graded.length,
    averageGrade: graded.length ? averageGrade(graded) : null,
  };
}

/**
 * Refuses changes to a closed course (uploads, deletions, generation call it before writing).
 * Another student's course answers like a missing one.
 */
export async function assertCourseOpen(db: Db, userId: string, courseId: string): Promise<void> {
  const status = await assertCourseOwned(db, userId, courseId);
  if (status === 'closed') throw conflict(COURSE_MESSAGES.closed, 'COURSE_CLOSED');
}

/** 404 for a missing course or another student's; returns its status. */
export async function assertCourseOwned(db: Db, userId: string, courseId: string) {
  if (!isUuid(courseId)) throw courseNotFound();
  const status = await repo.findCourseStatus(db, userId, courseId);
  if (!status) throw courseNotFound();
  return status;
}
