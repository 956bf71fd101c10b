/**
 * Every TanStack Query key of the app, one factory per resource (docs/architecture.md, web). Features read and
 * invalidate through these, so a key is never typed twice and an invalidation reaches every reader of a resource.
 */
export const queryKeys = {
  courses: ['courses'] as const,
  course: (slugOrId: string) => ['courses', 'detail', slugOrId] as const,
  documents: ['documents'] as const,
  courseDocuments: (courseId: string) => ['documents', 'course', courseId] as const,
  dashboard: ['dashboard'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
  dashboardActivity: ['dashboard', 'activity'] as const,
  plan: ['plan'] as const,
  billing: ['billing'] as const,
  feedback: ['feedback'] as const,
  results: (submissionId: string) => ['results', submissionId] as const,
  printable: (submissionId: string) => ['exports', 'printable', submissionId] as const,
  learning: ['learning'] as const,
  reviewSummary: ['learning', 'review-summary'] as const,
  reviewQueue: ['learning', 'review-queue'] as const,
  progress: (courseId?: string) => ['learning', 'progress', courseId ?? 'all'] as const,
  practiceOutcome: (submissionId: string) => ['learning', 'practice-outcome', submissionId] as const,
  weakTopics: (courseId: string) => ['learning', 'weak-topics', courseId] as const,
  editableTest: (testId: string) => ['learning', 'edit-test', testId] as const,
  flags: (submissionId: string) => ['learning', 'flags', submissionId] as const,
};
