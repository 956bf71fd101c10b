import { z } from 'zod';
import { COURSE_COLORS, DEFAULT_COURSE_COLOR, LIMITS } from './limits.ts';
import { stripBidiControls } from './sanitize.ts';

export const COURSE_MESSAGES = {
  notFound: 'Course not found',
  closed: 'This course is closed. Reopen it to make changes.',
  created: 'Course created successfully',
  createFailed: 'Failed to create course',
  closedOk: 'Course closed successfully',
  reopenedOk: 'Course reopened successfully',
  statusFailed: 'Failed to update course status',
  fetchFailed: 'Failed to fetch courses',
  detailFailed: 'Failed to fetch course details',
} as const;

export const COURSE_STATUSES = ['active', 'closed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Optional text fields: trimmed, and absent (undefined) when empty. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => {
      const t = v == null ? v : stripBidiControls(v).trim();
      return t ? t : undefined;
    });

export const createCourseSchema = z.object({
  name: z
    .string()
    .max(LIMITS.nameMaxLength, `Course name must be at most ${LIMITS.nameMaxLength} characters`)
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().min(1, 'Course name is required')),
  teacher: optionalText(LIMITS.fieldMaxLength),
  institute: optionalText(LIMITS.fieldMaxLength),
  description: optionalText(2000),
  color: z.enum(COURSE_COLORS).optional().default(DEFAULT_COURSE_COLOR),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

export const updateCourseStatusSchema = z.object({ status: z.enum(COURSE_STATUSES) });
export type UpdateCourseStatusInput = z.infer<typeof updateCourseStatusSchema>;

export const courseIdParamsSchema = z.object({ id: z.string().min(1).max(300) });
export const courseRefParamsSchema = z.object({ slugOrId: z.string().min(1).max(300) });

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  teacher: z.string().nullable(),
  institute: z.string().nullable(),
  color: z.string(),
  status: z.enum(COURSE_STATUSES),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListItemSchema = courseSchema.extend({
  summaryCount: z.number().int(),
  testCount: z.number().int(),
  /** Completed submissions (status completed and total_score not null). */
  testsTaken: z.number().int(),
  /** Rounded mean of total_score over completed submissions, 0 when none. */
  averageGrade: z.number().int(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;
export const courseListSchema = z.array(courseListItemSchema);

export const courseSummaryRowSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  extractionStatus: z.string(),
  wordCount: z.number().int().nullable(),
});
export type CourseSummaryRow = z.infer<typeof courseSummaryRowSchema>;

export const testSubmissionBriefSchema = z.object({
  id: z.string(),
  totalScore: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  status: z.enum(['in_progress', 'completed']),
  timeTaken: z.number().int().nullable(),
});
export type TestSubmissionBrief = z.infer<typeof testSubmissionBriefSchema>;

export const courseTestSchema = z.object({
  id: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  questionTypes: z.string(),
  timeLimit: z.number().int(),
  createdAt: z.string(),
  aiEngine: z.string(),
  difficulty: z.string(),
  status: z.string(),
  /** The student's submissions of this test, newest first. */
  submissions: z.array(testSubmissionBriefSchema),
});
export type CourseTest = z.infer<typeof courseTestSchema>;

export const courseDetailSchema = courseSchema.extend({
  summaries: z.array(courseSummaryRowSchema),
  /** Newest first. */
  tests: z.array(courseTestSchema),
  testsTaken: z.number().int(),
  /** Rounded mean over completed submissions, null when none. */
  averageGrade: z.number().int().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseStatusResultSchema = z.object({ id: z.string(), status: z.enum(COURSE_STATUSES) });

const EXTRACTION_LABELS: Record<string, string> = {
  pending: 'Waiting for text extraction',
  processing: 'Client-side text extraction in progress...',
  failed: 'Text extraction failed',
  not_applicable: 'Ready for test generation',
  completed: 'Text extraction completed',
  visual_ai_required: 'Extraction failed - file not ready for test generation',
};
/** Spec section 4 display labels for a summary's extraction status. */
export function extractionStatusLabel(status: string): string {
  return EXTRACTION_LABELS[status] ?? status;
}

/** Type badge of a document row: PDF, DOC (doc/docx/txt) or PPT (ppt/pptx). */
export function documentTypeBadge(fileName: string): 'PDF' | 'DOC' | 'PPT' {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'PDF';
  if (ext === 'ppt' || ext === 'pptx') return 'PPT';
  return 'DOC';
}
