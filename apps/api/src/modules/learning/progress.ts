import { sql } from 'drizzle-orm';
import { COURSE_MESSAGES, FREE_PROGRESS_DAYS, studyStreak, type Progress } from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../courses/courses.service.ts';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** YYYY-MM-DD of an instant in the student's local day. */
function localDay(at: Date, tzOffset: number): string {
  return new Date(at.getTime() + tzOffset * 60_000).toISOString().slice(0, 10);
}

/**
 * Charts of the dashboard (all courses) or one course: average score per day, per course, questions and
 * reviews per week, and the study streak (days with a completed attempt or a review, in the student's local
 * days). Free: the last FREE_PROGRESS_DAYS days, with how many older attempts Premium would add; Premium:
 * everything. Each part is one indexed query of the student's own rows.
 */
export async function getProgress(
  db: Db,
  userId: string,
  opts: { courseId?: string; tzOffset: number },
): Promise<Progress> {
  const { tzOffset } = opts;
  const courseId = opts.courseId;
  if (courseId !== undefined && !isUuid(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  const [head] = rows<{ plan: string | null; course_ok: boolean | null }>(
    await db.execute(sql`
      select (select plan from "user" where id = ${userId}) as plan,
             ${courseId ? sql`exists (select 1 from courses where id = ${courseId} and user_id = ${userId})` : sql`null`} as course_ok`),
  );
  if (courseId && !head?.course_ok) throw notFound(COURSE_MESSAGES.notFound);
  const premium = head?.plan === 'premium';
  const now = new Date();
  const today = localDay(now, tzOffset);
  // Free: the last 30 local days including today.
  const fromDay = premium
    ? null
    : new Date(Date.parse(`${today}T00:00:00Z`) - (FREE_PROGRESS_DAYS - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
  const fromTs = fromDay
    ? new Date(Date.parse(`${fromDay}T00:00:00Z`) - tzOffset * 60_000).toISOString()
    : null;
  const local = (col: ReturnType<typeof sql>) =>
    sql`((${col} at time zone 'UTC') + make_interval(mins => ${tzOffset}))`;
  const inRange = (col: ReturnType<typeof sql>) =>
    fromTs ? sql`and ${col} >= ${fromTs}::timestamptz` : sql``;
  const courseFilter = courseId ? sql`and t.course_id = ${courseId}` : sql``;
  const graded = sql`s.user_id = ${userId} and s.status = 'completed' and s.total_score is not null`;

  const [scores, perCourse, weeklyQ, weeklyR, hidden, days] = await Promise.all([
    db.execute(sql`
      select to_char(${local(sql`s.completed_at`)}, 'YYYY-MM-DD') as day,
             round(avg(s.total_score))::int as average, count(*)::int as attempts
      from test_submissions s join tests t on t.id = s.test_id
      where ${graded} ${courseFilter} ${inRange(sql`s.completed_at`)}
      group by 1 order by 1`),
    db.execute(sql`
      select c.id, c.name, c.color, round(avg(s.total_score))::int as average, count(*)::int as attempts
      from test_submissions s join tests t on t.id = s.test_id join courses c on c.id = t.course_id
      where ${graded} ${courseFilter} ${inRange(sql`s.completed_at`)}
      group by c.id, c.name, c.color order by c.name, c.id`),
    db.execute(sql`
      select to_char(date_trunc('week', ${local(sql`s.completed_at`)}), 'YYYY-MM-DD') as week,
             sum(t.question_count)::int as questions
      from test_submissions s join tests t on t.id = s.test_id
      where s.user_id = ${userId} and s.completed_at is not null ${courseFilter} ${inRange(sql`s.completed_at`)}
      group by 1`),
    db.execute(sql`
      select to_char(date_trunc('week', ${local(sql`l.reviewed_at`)}), 'YYYY-MM-DD') as week, count(*)::int as reviews
      from review_logs l ${courseId ? sql`join review_cards rc on rc.id = l.card_id and rc.course_id = ${courseId}` : sql``}
      where l.user_id = ${userId} ${inRange(sql`l.reviewed_at`)}
      group by 1`),
    fromTs
      ? db.execute(sql`
          select count(*)::int as n from test_submissions s join tests t on t.id = s.test_id
          where ${graded} ${courseFilter} and s.completed_at < ${fromTs}::timestamptz`)
      : Promise.resolve({ rows: [{ n: 0 }] }),
    // The streak counts every course: a day of study is a day of study.
    db.execute(sql`
      select to_char(${local(sql`completed_at`)}, 'YYYY-MM-DD') as day
        from test_submissions where user_id = ${userId} and completed_at is not null
      union
      select to_char(${local(sql`reviewed_at`)}, 'YYYY-MM-DD') from review_logs where user_id = ${userId}`),
  ]);

  const weeks = new Map<string, { weekStart: string; questions: number; reviews: number }>();
  const week = (w: string) => {
    let v = weeks.get(w);
    if (!v) weeks.set(w, (v = { weekStart: w, questions: 0, reviews: 0 }));
    return v;
  };
  for (const r of rows<{ week: string; questions: number }>(weeklyQ))
    week(r.week).questions = Number(r.questions);
  for (const r of rows<{ week: string; reviews: number }>(weeklyR)) week(r.week).reviews = Number(r.reviews);
  const activeDays = rows<{ day: string }>(days).map((r) => r.day);
  const streak = studyStreak(activeDays, today);
  const lastActive = activeDays.length ? activeDays.reduce((a, b) => (a > b ? a : b)) : null;

  return {
    plan: premium ? 'premium' : 'free',
    from: fromDay,
    hiddenAttempts: Number(rows<{ n: number }>(hidden)[0]?.n ?? 0),
    scores: rows<{ day: string; average: number; attempts: number }>(scores).map((r) => ({
      date: r.day,
      average: Number(r.average),
      attempts: Number(r.attempts),
    })),
    perCourse: rows<{ id: string; name: string; color: string; average: number; attempts: number }>(
      perCourse,
    ).map((r) => ({
      courseId: r.id,
      name: r.name,
      color: r.color,
      average: Number(r.average),
      attempts: Number(r.attempts),
    })),
    weekly: [...weeks.values()].sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1)),
    streak: { ...streak, lastActive, activeToday: activeDays.includes(today) },
  };
}
