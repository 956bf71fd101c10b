/** Business constants and limits from spec section 9. */
export const LIMITS = {
  signupPasswordMin: 6,
  authDialogCloseMs: 500,
  maxUploadBytes: 15 * 1024 * 1024,
  wordCap: 50_000,
  multipleChoice: { min: 5, max: 30, default: 10 },
  openEnded: { min: 1, max: 5, default: 3 },
  timeLimit: { min: 10, max: 60, step: 10, default: 30 },
  generationTimeoutMs: 5 * 60 * 1000,
  progressRotationMs: 2000,
  modalAutoCloseMs: 5000,
  navigateAfterSuccessMs: 1500,
  recentActivityItems: 3,
  highScoreActivity: 85,
  freeTestsPerMonth: 5,
  storageCacheSeconds: 3600,
  nameMaxLength: 200,
  fieldMaxLength: 200,
} as const;

export const COURSE_COLORS = [
  'blue',
  'green',
  'purple',
  'red',
  'yellow',
  'pink',
  'indigo',
  'orange',
] as const;
export type CourseColor = (typeof COURSE_COLORS)[number];
/** The dashboard's create dialog offers six of the eight themes. */
export const DASHBOARD_COURSE_COLORS = ['blue', 'green', 'purple', 'red', 'yellow', 'indigo'] as const;
export const DEFAULT_COURSE_COLOR: CourseColor = 'blue';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const QUESTION_TYPES = ['multiple-choice', 'open-ended'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type ChoiceLetter = (typeof CHOICE_LETTERS)[number];
