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

/**
 * The form of a generated question: what it asks (decision 104). Every engine labels each question with one, the
 * quality gate and the bench count them, and the mix depends on the difficulty.
 */
export const MC_QUESTION_FORMS = [
  'term-from-definition',
  'definition-from-term',
  'true-statement',
  'list-member',
  'list-non-member',
  'cause-effect',
  'purpose',
  'comparison',
  'number',
  'cloze',
  // "Which formula expresses X according to the material?" (decision 106)
  'formula',
] as const;
export const OPEN_QUESTION_FORMS = ['explain-why', 'explain-how', 'compare', 'explain-concept'] as const;
export const QUESTION_FORMS = [...MC_QUESTION_FORMS, ...OPEN_QUESTION_FORMS] as const;
export type McQuestionForm = (typeof MC_QUESTION_FORMS)[number];
export type OpenQuestionForm = (typeof OPEN_QUESTION_FORMS)[number];
export type QuestionForm = (typeof QUESTION_FORMS)[number];
export const CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type ChoiceLetter = (typeof CHOICE_LETTERS)[number];
