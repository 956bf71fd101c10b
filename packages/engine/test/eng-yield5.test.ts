/**
 * No two questions of one test answer each other by their terms and definitions (eng-yield5, decision 104): the
 * Rust hard test asked "which term is 'how much memory ... currently using'?" offering "capacity" beside "which
 * term is 'the total amount of memory ... received from the allocator'?" offering "length"; the geometry deck asked
 * "that has no part" offering "line" beside "breadthless length" offering "point". A wrong option that another
 * question of the test pairs with its own definition is ruled out by that question. And the statistics homework's
 * critical value: "For α=0.05 the critical value of z1−α/2=1.96" is asked against the quantiles of the other usual
 * levels. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../src/types.ts';
import { keyIndex, optionText, questionFlaws } from '../src/quality.ts';
import { finishDraft } from '../src/local/forms.ts';
import { criticalValueQuestions } from '../src/local/study.ts';
import { doc, mcRequest, questionsOverSeeds, read, slides } from './fixtures.ts';

const RUST = doc('ownership.md', [
  'What Is Ownership?\n\nOwnership is a set of rules that govern how a Rust program manages memory. ' +
    'When the owner goes out of scope, the value will be dropped.',
  'Variable Scope\n\nA scope is the range within a program for which an item is valid. ' +
    'The variable is valid from the point at which it is declared until the end of the current scope.',
  'The Stack and the Heap\n\nAll data stored on the stack must have a known, fixed size. ' +
    'Data with an unknown size at compile time or a size that might change must be stored on the heap instead. ' +
    'Pushing to the stack is faster than allocating on the heap because the allocator never has to search for a place to store new data.',
  'Variables and Data Interacting with Move\n\nA String is made up of three parts: a pointer to the memory that holds the contents of the string, a length, and a capacity. ' +
    'The length is how much memory, in bytes, the contents of the String are currently using. ' +
    'The capacity is the total amount of memory, in bytes, that the String has received from the allocator. ' +
    'Copying only the pointer, the length, and the capacity is known as a shallow copy.',
]);

const GEOMETRY = slides('Geometry.pptx', [
  'A Point is that has no part.\nA line is breadthless length.\nright angle, acute angle, obtuse angle\nCircle, center, radius, diameter\n\nDefinitions',
  'Triangles\nEquilateral triangle,\nRight angled triangle\nRectangle, square\nParallel lines: two lines that never meet\nperpendicular lines\n\nDefinitions',
]);

const key = (q: GeneratedQuestion) => optionText(q.options![keyIndex(q)]!).toLowerCase();
const wrong = (q: GeneratedQuestion) =>
  q.options!.filter((_, i) => i !== keyIndex(q)).map((o) => optionText(o).toLowerCase());
/** The term a term/definition question pairs with its definition. */
const pairedTerm = (q: GeneratedQuestion) =>
  q.form === 'term-from-definition'
    ? key(q)
    : q.form === 'definition-from-term'
      ? (/"([^"]+)"/.exec(q.text)?.[1] ?? '').toLowerCase()
      : '';

/**
 * Each "which term" question of one test with a wrong option another question of that test defines (`only`: both
 * those terms).
 */
function answeredByAnother(test: GeneratedQuestion[], only?: string[]): string[] {
  const out: string[] = [];
  for (const q of test) {
    if (q.form !== 'term-from-definition') continue;
    for (const other of test)
      if (
        other !== q &&
        pairedTerm(other) &&
        wrong(q).includes(pairedTerm(other)) &&
        (!only || (only.includes(pairedTerm(other)) && only.includes(pairedTerm(q))))
      )
        out.push(`${q.text} offers "${pairedTerm(other)}", which ${other.text} asks`);
  }
  return out;
}

describe('questions of one test do not answer each other by their terms', () => {
  it('the Rust hard test: "length" and "capacity" are never asked by definitions offering each other', async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(mcRequest([RUST], { difficulty: 'hard' }), [seed]);
      expect(test.length).toBeGreaterThanOrEqual(3);
      // length and capacity are defined in one breath (memory, bytes, the String): never asked beside each other
      expect(answeredByAnother(test, ['length', 'capacity'])).toEqual([]);
    }
  });

  it('the medium test too', async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(mcRequest([RUST]), [seed]);
      expect(answeredByAnother(test, ['length', 'capacity'])).toEqual([]);
    }
  });

  it('the geometry deck asks both "that has no part" and "breadthless length", neither offering the other', async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(mcRequest([GEOMETRY], { questionCount: 4 }), [seed]);
      const point = test.find(
        (q) => q.text === 'Which notion does the material define as "that has no part"?',
      );
      const line = test.find(
        (q) => q.text === 'Which notion does the material define as "breadthless length"?',
      );
      expect(point && key(point)).toBe('point');
      expect(line && key(line)).toBe('line');
      expect(wrong(point!)).not.toContain('line');
      expect(wrong(line!)).not.toContain('point');
      expect(answeredByAnother(test)).toEqual([]);
    }
  });
});

const HOMEWORK = (line: string) =>
  doc('homework.docx', [
    '[25] c. Provide point and interval estimates for S1 (6 ) and S2(6 ).\n\n' +
      `${line}\n\nFor S1(6):\n\n0.6498 + 1.96 (0.0707)\n\nPoint and interval estimate S1(6)= 0.6498 ( 0.5112, 0.7884)`,
  ]);

describe('the statistics homework: the critical value of its interval estimates', () => {
  it("asks the critical value at the material's level, against the quantiles of other levels", async () => {
    const d = HOMEWORK('For \u03b1=0.05 the critical value of \u{1d467}1\u2212\u{1d6fc}/2=1.96');
    const c = await read(d);
    const drafts = criticalValueQuestions(c).map((x) => x.build());
    expect(drafts).toHaveLength(1);
    const q = finishDraft(c, drafts[0]!)!;
    expect(q.text).toBe(
      'According to the material, what is the critical value z(1-\u03b1/2) for the interval estimates at \u03b1 = 0.05?',
    );
    expect(optionText(q.options![keyIndex(q)]!)).toBe('1.96');
    expect(wrong(q).sort()).toEqual(['1.28', '1.64', '2.58']);
    expect(questionFlaws(q, { documents: [d] })).toEqual([]);
  });

  it('asks nothing when the value is not the two-sided quantile of the level (the key would not be certain)', async () => {
    for (const line of [
      'For \u03b1=0.05 the critical value of z1-\u03b1/2=1.645',
      'For \u03b1=0.05 the critical value of z1-\u03b1=1.96',
      'For \u03b1=0.07 the critical value of z1-\u03b1/2=1.81',
    ]) {
      const c = await read(HOMEWORK(line));
      expect(criticalValueQuestions(c)).toEqual([]);
    }
  });
});
