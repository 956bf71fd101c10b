/**
 * Questions that rest on what THIS material states (issue 11, eng-blind10; decisions 103 and 104). Blind readers
 * (stems and options only, no source) picked the key of 58 of 59 questions of the corpus "on knowledge": a course
 * handout of well-known material (the hinge loss, Euclid's postulates, the stack and the heap) asks what every
 * textbook says, and an expert who never read the handout knows the answer. What only a reader of the material
 * knows is its own account: the values it measures or computes ("a 3.9x speedup", "S1(6) = 0.6498"), and a
 * statement whose other options differ from it by a value of the same kind the material gives elsewhere.
 *
 * `materialValue` says whether a candidate's claim states such a value; the selection (`select.ts`) prefers
 * these candidates at medium and hard, over a definition a textbook gives too, when both are available. The
 * easy mix stays as it is (terms and definitions first).
 */
import type { McQuestionForm } from '@studypilot/core';

/** A number as written ("3.9", "6,950"), captured: of a value here, of a quantity in `facts.ts`. */
export const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
/** Where such a number starts: not inside a word, another number, a list of numbers or a fraction. */
export const NUMBER_START = String.raw`(?<![\p{L}\d.,/])`;

/**
 * A value a sentence states: a measured or computed figure with a unit of measure ("3.9x", "35 cycles", "5%",
 * "250 ms", "64 KB"), or a number with three decimals or more ("0.6498", "1.5209"). Counts of things ("26
 * programs"), years, section numbers and list numbers are no values. Its units are not those of a quantity in
 * `facts.ts` (which asks values of one kind against each other): sizes ("64 KB") and "times more" are values too.
 */
const VALUE_RE = new RegExp(
  String.raw`${NUMBER_START}${NUMBER}(?:\s?(?:x|×|%)(?![\p{L}\d])|\s+(?:percent|times (?:faster|slower|as fast|more|less)|(?:clock )?cycles|ms|milliseconds?|seconds?|bytes?|[KMG]B|bits)\b)|(?<![\p{L}\d.])\d*\.\d{3,}(?![\d])`,
  'u',
);

/**
 * Forms whose key or options are the passage's own claim: a statement, a comparison, a result and what causes it.
 * Not a term named by a definition, not a formula, and not a value asked as a blank of its sentence ("Which value
 * completes this statement? "Native traces take about 9 cycles per bytecode, a _____ speedup ...""): readers rated
 * that weak at every round (2078f1c, bea0832, bfd871f, cb71c0a, 26d222d, eb977d9: "a memorized figure", "a long
 * copied sentence"), however few blind readers found it.
 */
const CLAIM_FORMS = new Set<McQuestionForm>(['true-statement', 'comparison', 'cause-effect', 'purpose']);

/** Whether a text states a measured or computed value (see `VALUE_RE`). */
export function statesValue(text: string): boolean {
  return VALUE_RE.test(text);
}

/**
 * Whether a candidate asks about a claim (a statement, a comparison, a result) whose passage states a value the
 * material itself gives: its key, or the options made false by another value of the same kind, rest on the
 * material's own account.
 */
export function materialValue(c: { form: McQuestionForm; quote: string }): boolean {
  return CLAIM_FORMS.has(c.form) && statesValue(c.quote);
}

/**
 * How much the selection prefers such a candidate, by difficulty: none at easy (its mix stays terms and
 * definitions), more at hard.
 */
export const MATERIAL_VALUE_BOOST: Record<'easy' | 'medium' | 'hard', number> = {
  easy: 1,
  medium: 1.35,
  hard: 1.5,
};
