import { z } from 'zod';

export const DASHBOARD_MESSAGES = {
  loadingActivities: 'Loading activities...',
  noActivities: 'No recent activities yet. Start by creating a course or uploading documents!',
  activitiesFailed: 'Failed to fetch activities',
  statsFailed: 'Failed to fetch stats',
  highScoreSubtitle: 'Excellent performance',
} as const;

export const dashboardStatsSchema = z.object({
  activeCourses: z.number().int(),
  testsTaken: z.number().int(),
  questionsAnswered: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityItemSchema = z.object({
  /** test-{submissionId} or upload-{summaryId} */
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.enum(['trophy', 'upload', 'course']),
  color: z.string(),
  timestamp: z.string(),
  /** Where the item leads: a test's results (/test-results/{submissionId}) or an upload's course. */
  href: z.string().optional(),
  /**
   * What the English title is made of, so the web can write it in the student's language (decision 302):
   * `{ score, courseName }` for a high score, `{ fileName }` for an upload.
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityListSchema = z.array(activityItemSchema);
