import { DASHBOARD_MESSAGES, LIMITS, type ActivityItem, type DashboardStats, paths } from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repository.ts';

/** One SQL query (see dashboardStats). */
export async function getStats(db: Db, userId: string): Promise<DashboardStats> {
  return repo.dashboardStats(db, userId);
}

export interface HighScore {
  id: string;
  score: number | null;
  completedAt: Date | null;
  courseName: string;
}
export interface Upload {
  id: string;
  fileName: string;
  createdAt: Date;
  courseName: string;
  courseId?: string;
}

/** High scores and uploads merged newest first, cut to `limit` (the dashboard shows 3). */
export function mergeActivities(
  highScores: HighScore[],
  uploads: Upload[],
  limit: number = LIMITS.recentActivityItems,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...highScores
      .filter((s) => s.completedAt)
      .map((s) => ({
        id: `test-${s.id}`,
        title: `Grade ${s.score} achieved in ${s.courseName}`,
        subtitle: DASHBOARD_MESSAGES.highScoreSubtitle,
        icon: 'trophy' as const,
        color: 'green',
        timestamp: s.completedAt!.toISOString(),
        href: paths.testResults(s.id),
        params: { score: s.score ?? 0, courseName: s.courseName },
      })),
    ...uploads.map((u) => ({
      id: `upload-${u.id}`,
      title: `Uploaded ${u.fileName}`,
      subtitle: u.courseName,
      icon: 'upload' as const,
      color: 'blue',
      timestamp: u.createdAt.toISOString(),
      ...(u.courseId ? { href: paths.course(u.courseId) } : {}),
      params: { fileName: u.fileName },
    })),
  ];
  // ISO timestamps of one format sort correctly as strings; the id breaks ties so the order is stable.
  items.sort((a, b) =>
    a.timestamp === b.timestamp ? a.id.localeCompare(b.id) : a.timestamp < b.timestamp ? 1 : -1,
  );
  return items.slice(0, limit);
}

export async function getActivity(db: Db, userId: string): Promise<ActivityItem[]> {
  const [scores, uploads] = await Promise.all([
    repo.recentHighScores(db, userId, LIMITS.highScoreActivity, LIMITS.recentActivityItems),
    repo.recentUploads(db, userId, 5),
  ]);
  return mergeActivities(scores, uploads);
}
