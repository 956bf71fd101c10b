import { z } from 'zod';

/**
 * Contract of issue 14 items 4 and 6 (decision 603): weak topics, editing a generated test before taking it,
 * and flags on questions.
 *
 * Routes (all under /api, all need a session; another student's ids answer 404 exactly like missing ones):
 * - GET    /api/courses/:id/weak-topics                       → WeakTopics (Premium; Free gets the teaser counts)
 * - POST   /api/tests/generate  { ..., focus: [{summaryId, units}] } a test from just those pages/slides/sections
 * - GET    /api/tests/:testId/questions                       → EditableTest (questions with their keys)
 * - PATCH  /api/tests/:testId/questions/:questionId  QuestionEdit → QuestionEdited
 * - DELETE /api/tests/:testId/questions/:questionId           → EditableTest
 * - POST   /api/tests/:testId/questions/:questionId/regenerate → QuestionEdited
 * - GET    /api/submissions/:id/flags                         → QuestionFlags (this attempt's flagged questions)
 * - PUT    /api/submissions/:id/flags/:questionId  FlagInput   → QuestionFlag
 * - DELETE /api/submissions/:id/flags/:questionId             → 204
 */

/** A topic is shown once it has this many answers (one answer says little). */
export const TOPIC_MIN_ANSWERS = 2;
/** Mastery (0-100) under which a topic counts as weak. */
export const WEAK_TOPIC_MASTERY = 70;
/** Weak topics listed per kind (parts of the material, key terms). */
export const WEAK_TOPICS_LISTED = 6;

export const TOPIC_MESSAGES = {
  premiumTeaser:
    'Premium shows your weakest pages, slides, sections and key terms, from every answer you gave, and makes a test from just those parts.',
  premiumRequired:
    'Practising a topic is a Premium feature. Upgrade to Premium on the plan page to see your weak topics and practise them.',
  focusNotInDocuments: 'The selected pages are not part of the selected documents.',
  focusNoText: 'The selected pages have no readable text, so no question can be made from them.',
  notEditable:
    'This test can no longer be edited: it has been started. Edit a test before you take it, or generate a new one.',
  practiceNotEditable: 'A practice set of your mistakes cannot be edited.',
  lastQuestion: 'A test needs at least one question. Delete the test instead, or keep this question.',
  questionNotFound: 'Question not found',
  documentsGone:
    "The documents this test was made from were deleted, so a new question cannot be written. Edit the question's text instead.",
  flagNotCompleted: 'You can flag a question once the test is submitted.',
} as const;

/**
 * What the quality gate says about a student's edit of a question (decision 603), by key: the first nine block the
 * edit (422 QUESTION_REJECTED, joined in its message), the others come back as warnings. The web shows them in the
 * interface language by matching these English texts (learning catalogue `editNote<Key>`).
 */
export const EDIT_NOTES = {
  TooShort: 'The question must be at least 10 characters long.',
  FourOptions: 'A multiple-choice question needs exactly four options.',
  EmptyOption: 'Every option needs a text.',
  Distinct: 'The four options must all be different.',
  AllNone: 'Avoid "all of the above" and "none of the above": each option must stand on its own.',
  ShortAnswer: 'The model answer must be at least 10 characters long.',
  AnswerElsewhere: 'The model answer must stand on its own (no "see above" or "as discussed earlier").',
  Template: 'Ask the question directly, not "as presented in the material".',
  KeyIdeas: 'Give at least two key ideas that the question does not already name: grading looks for them.',
  UnsupportedKey: 'The quoted passage of the material does not support the key you chose: check it again.',
  LongestOption: 'The correct option is clearly the longest: it may give the answer away.',
  GrammarCue: 'Only the correct option fits the article before the blank.',
  StemCue: 'The correct option repeats words of the question: it may give the answer away.',
  Overlapping: 'Two options overlap in meaning.',
} as const;
export type EditNote = keyof typeof EDIT_NOTES;

/** "1 part", "3 parts": the count with the singular or the plural noun (English only; kept simple, no ICU). */
function counted(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The Free teaser's sentence from the counts of the weak-topics answer (`tracked`): what Premium would show,
 * in plain English. Weak topics are counted over the parts of the material and the key terms together.
 */
export function weakTopicsTeaser(tracked: { units: number; terms: number; weak: number }): string {
  const asked = tracked.units + tracked.terms;
  if (asked === 0) return 'Answer a few questions in this course to see what Premium would show you here.';
  const kinds = [
    tracked.units ? counted(tracked.units, 'part of your material', 'parts of your material') : '',
    tracked.terms ? counted(tracked.terms, 'key term', 'key terms') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (tracked.weak === 0)
    return asked === 1
      ? `You have been asked about ${kinds}, and it is not a weak topic so far. Premium shows your mastery of it.`
      : `You have been asked about ${kinds}, and none of them is a weak topic so far. Premium shows your mastery of each.`;
  if (asked === 1)
    return `You have been asked about ${kinds}, and it is a weak topic. Premium shows it and makes a test to practise it.`;
  const weak =
    tracked.weak === asked
      ? asked === 2
        ? 'both are weak topics'
        : `all ${asked} are weak topics`
      : `${tracked.weak} of them ${tracked.weak === 1 ? 'is a weak topic' : 'are weak topics'}`;
  return `You have been asked about ${kinds}; ${weak}. Premium shows which ${
    tracked.weak === 1 ? 'one' : 'ones'
  } and makes a test to practise ${tracked.weak === 1 ? 'it' : 'them'}.`;
}

export const topicPartSchema = z.object({
  summaryId: z.string(),
  units: z.array(z.number().int()),
});
export type TopicPart = z.infer<typeof topicPartSchema>;

export const weakTopicSchema = z.object({
  /** 'unit:<documentId>:<n>' or 'term:<term>'. */
  id: z.string(),
  kind: z.enum(['unit', 'term']),
  /** "Page 4", "Slide 2", the section's heading, or the key term. */
  label: z.string(),
  /** Units: the document; terms: the first document the term was asked from. */
  documentName: z.string().nullable(),
  unitKind: z.enum(['page', 'slide', 'section']).nullable(),
  /** 0-100: average score of every answer (tests, practice sets, reviews). */
  mastery: z.number().int(),
  answers: z.number().int(),
  correct: z.number().int(),
  questions: z.number().int(),
  lastAnswered: z.string(),
  /** The parts of the material a "Practise this topic" test is made from. */
  parts: z.array(topicPartSchema),
});
export type WeakTopic = z.infer<typeof weakTopicSchema>;

export const weakTopicsSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** Free: true, and `units` / `terms` are empty (the teaser shows only the counts). */
  locked: z.boolean(),
  /** Parts and key terms with enough answers, and how many of them are weak. */
  tracked: z.object({ units: z.number().int(), terms: z.number().int(), weak: z.number().int() }),
  units: z.array(weakTopicSchema),
  terms: z.array(weakTopicSchema),
});
export type WeakTopics = z.infer<typeof weakTopicsSchema>;

/** `focus` of POST /api/tests/generate: only these units (pages, slides, sections) of these documents. */
export const generationFocusSchema = z
  .array(
    z.object({
      summaryId: z.string().min(1).max(100),
      units: z.array(z.number().int().min(1).max(100_000)).min(1).max(1000),
    }),
  )
  .min(1)
  .max(100);

// ------------------------------------------------------------------------------------------ editing

export const editableQuestionSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  type: z.enum(['multiple-choice', 'open-ended']),
  text: z.string(),
  /** ['A) ...', ...] or null. */
  options: z.array(z.string()).nullable(),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  keyIdeas: z.array(z.string()).nullable(),
  form: z.string().nullable(),
  source: z
    .object({
      documentName: z.string(),
      unitKind: z.string(),
      unit: z.number().int(),
      unitTitle: z.string().optional(),
    })
    .nullable(),
  edited: z.boolean(),
});
export type EditableQuestion = z.infer<typeof editableQuestionSchema>;

export const editableTestSchema = z.object({
  testId: z.string(),
  title: z.string(),
  courseId: z.string(),
  /** False once an attempt was started (or for a practice set): the page shows the questions read-only. */
  editable: z.boolean(),
  reason: z.string().nullable(),
  questions: z.array(editableQuestionSchema),
});
export type EditableTest = z.infer<typeof editableTestSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * An edit of one question. Multiple choice: the four option texts (without letters) and the key's letter;
 * open-ended: the model answer in `correctAnswer` and optional key ideas.
 */
export const questionEditSchema = z
  .object({
    text: trimmed(2000).min(10, 'The question must be at least 10 characters long'),
    options: z.array(trimmed(500).min(1, 'Every option needs a text')).length(4).nullable().optional(),
    correctAnswer: trimmed(5000).min(1, 'Give the correct answer'),
    explanation: trimmed(5000).nullable().optional(),
    keyIdeas: z.array(trimmed(300).min(1)).max(10).nullable().optional(),
  })
  .strict();
export type QuestionEdit = z.input<typeof questionEditSchema>;

export const questionEditedSchema = z.object({
  question: editableQuestionSchema,
  /** Item-writing hints of the quality gate that do not block the edit (e.g. "the key is clearly the longest option"). */
  warnings: z.array(z.string()),
});
export type QuestionEdited = z.infer<typeof questionEditedSchema>;

// -------------------------------------------------------------------------------------------- flags

export const FLAG_REASONS = ['wrong-key', 'unclear'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  'wrong-key': 'This key is wrong',
  unclear: 'Unclear',
};

export const flagInputSchema = z
  .object({
    reason: z.enum(FLAG_REASONS),
    note: trimmed(500).optional(),
  })
  .strict();
export type FlagInput = z.input<typeof flagInputSchema>;

export const questionFlagSchema = z.object({
  questionId: z.string(),
  reason: z.enum(FLAG_REASONS),
  note: z.string().nullable(),
  flaggedAt: z.string(),
  /** The question's review card was suspended (it leaves the review queue). */
  removedFromReview: z.boolean(),
});
export type QuestionFlag = z.infer<typeof questionFlagSchema>;

export const questionFlagsSchema = z.object({ flags: z.array(questionFlagSchema) });
export type QuestionFlags = z.infer<typeof questionFlagsSchema>;
