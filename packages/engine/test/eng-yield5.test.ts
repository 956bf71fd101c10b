/**
 * No two questions of one test answer each other by their terms and definitions (eng-yield5, decision 104): the
 * Rust hard test asked "which term is 'how much memory ... currently using'?" offering "capacity" beside "which
 * term is 'the total amount of memory ... received from the allocator'?" offering "length"; the geometry deck asked
 * "that has no part" offering "line" beside "breadthless length" offering "point". A wrong option that another
 * question of the test pairs with its own definition is ruled out by that question. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../src/types.ts';
import { keyIndex, optionText } from '../src/quality.ts';
import { doc, mcRequest, questionsOverSeeds, slides } from './fixtures.ts';

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

/** Each "which term" question of one test with a wrong option another question of that test defines. */
function answeredByAnother(test: GeneratedQuestion[]): string[] {
  const out: string[] = [];
  for (const q of test) {
    if (q.form !== 'term-from-definition') continue;
    for (const other of test)
      if (other !== q && pairedTerm(other) && wrong(q).includes(pairedTerm(other)))
        out.push(`${q.text} offers "${pairedTerm(other)}", which ${other.text} asks`);
  }
  return out;
}

describe('questions of one test do not answer each other by their terms', () => {
  it('the Rust hard test: "length" and "capacity" are never asked by definitions offering each other', async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(mcRequest([RUST], { difficulty: 'hard' }), [seed]);
      expect(test.length).toBeGreaterThanOrEqual(3);
      expect(answeredByAnother(test)).toEqual([]);
    }
  });

  it('the medium test too', async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(mcRequest([RUST]), [seed]);
      expect(answeredByAnother(test)).toEqual([]);
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
