/**
 * No two term/definition questions of one test answer each other (eng-yield6, decision 104): the Rust hard test
 * asked "which term is 'how much memory, in bytes, the contents of the String are currently using'?" offering
 * "capacity" beside "which term is 'the total amount of memory, in bytes, that the String has received from the
 * allocator'?" offering "length"; the geometry deck asked "that has no part" offering "line" beside "breadthless
 * length" offering "point". A handout of one kind (organelles), whose term questions all offer each other's terms,
 * still gets its questions (the last resort). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../src/types.ts';
import { keyIndex, optionText } from '../src/quality.ts';
import { answersAnother, termPair } from '../src/local/term-pairs.ts';
import { doc, mcQuestion, mcRequest, questionsOverSeeds } from './fixtures.ts';

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

/** A handout of organelles: every term is of one kind, so every term question offers the others' terms. */
const ORGANELLES = doc('organelles.pdf', [
  'The plasma membrane is a phospholipid bilayer that controls which substances enter and leave the cell. ' +
    'The cytoskeleton is a network of protein filaments that gives the cell its shape and moves organelles. ' +
    'The nucleus is the organelle that stores the genetic material of the cell as DNA.',
  'The mitochondrion is the organelle that produces most of the chemical energy of the cell as ATP. ' +
    'The lysosome is an organelle that contains digestive enzymes that break down worn-out parts of the cell.',
]);

const key = (q: GeneratedQuestion) => optionText(q.options![keyIndex(q)]!).toLowerCase();
const wrong = (q: GeneratedQuestion) =>
  q.options!.filter((_, i) => i !== keyIndex(q)).map((o) => optionText(o).toLowerCase());
/** The term a question pairs with its definition in quotes (a "which term" question, a cloze, "define T"). */
const pairedTerm = (q: GeneratedQuestion) => {
  const quote = /"([^"]+)"/.exec(q.text)?.[1];
  if (!quote) return '';
  if (q.form === 'term-from-definition' || (q.form === 'cloze' && quote.includes('___'))) return key(q);
  return q.form === 'definition-from-term' ? quote.toLowerCase() : '';
};

/** Each question of one test offering, as a wrong option, the term another question of the test pairs (`only`). */
function answeredByAnother(test: GeneratedQuestion[], only: string[]): string[] {
  const out: string[] = [];
  for (const q of test)
    for (const other of test) {
      const t = pairedTerm(other);
      if (other !== q && t && only.includes(t) && only.includes(pairedTerm(q)) && wrong(q).includes(t))
        out.push(`${q.text} offers "${t}", which ${other.text} asks`);
    }
  return out;
}

describe('questions of one test do not answer each other by their terms', () => {
  it('the Rust tests never ask length and capacity by definitions offering each other', async () => {
    for (const difficulty of ['hard', 'medium', 'easy'] as const)
      for (const seed of [1, 2, 3]) {
        const test = await questionsOverSeeds(mcRequest([RUST], { difficulty }), [seed]);
        // two at least (eng-weak8: "scope" among terms of no interval and "capacity" beside "length" only, no
        // longer asked among terms of another family)
        expect(test.length).toBeGreaterThanOrEqual(2);
        // the two definitions are of one thing (memory, in bytes, of the String): one asked, or neither
        expect(answeredByAnother(test, ['length', 'capacity'])).toEqual([]);
      }
  });

  it("a handout of one kind keeps its term questions: offering each other's terms is the last resort", async () => {
    for (const seed of [1, 2, 3]) {
      const test = await questionsOverSeeds(
        mcRequest([ORGANELLES], { difficulty: 'easy', questionCount: 5 }),
        [seed],
      );
      const terms = test.map(pairedTerm).filter(Boolean);
      // the two organelles of the first sentences are both asked, though each question offers the other's term
      expect(terms).toEqual(expect.arrayContaining(['plasma membrane', 'cytoskeleton']));
      expect(test).toHaveLength(5);
    }
  });
});

describe('term-pairs: which term/definition questions answer each other', () => {
  const LENGTH = {
    ...mcQuestion(
      'Which term does the material define as "how much memory, in bytes, the contents of the String are currently using"?',
      ['length', 'capacity', 'pointer', 'copy'],
    ),
    form: 'term-from-definition' as const,
  };
  const CAPACITY = {
    ...mcQuestion(
      'Which term does the material define as "the total amount of memory, in bytes, that the String has received from the allocator"?',
      ['capacity', 'pointer', 'shallow copy', 'scope'],
    ),
    form: 'term-from-definition' as const,
  };
  const SCOPE = {
    ...mcQuestion(
      'Which term does the material define as "the range within a program for which an item is valid"?',
      ['scope', 'ownership', 'function', 'string'],
    ),
    form: 'term-from-definition' as const,
  };
  const OWNERSHIP = {
    ...mcQuestion('Which term is being described? "_____ is a set of rules that govern memory."', [
      'ownership',
      'scope',
      'length',
      'function',
    ]),
    form: 'cloze' as const,
  };
  const pair = (q: object) => termPair(q as GeneratedQuestion);

  it('two definitions of one thing, one offering the other\'s term: "same" (never in one test)', () => {
    expect(answersAnother(pair(LENGTH), pair(CAPACITY))).toBe('same');
    expect(answersAnother(pair(CAPACITY), pair(LENGTH))).toBe('same');
  });

  it('each offering the other\'s term: "both"; one of them: "one"; none: null', () => {
    expect(answersAnother(pair(SCOPE), pair(OWNERSHIP))).toBe('both');
    expect(answersAnother(pair(LENGTH), pair(OWNERSHIP))).toBe('one');
    expect(answersAnother(pair(CAPACITY), pair(OWNERSHIP))).toBeNull();
  });

  it('Hebrew: the same for the stems the Hebrew readers write', () => {
    const he = (text: string, options: string[]) => ({
      ...mcQuestion(text, options),
      form: 'term-from-definition' as const,
    });
    const increasing = he('איזה מושג מתואר בחומר כך: "סדרה שכל איבר בה גדול מהאיבר שלפניו"?', [
      'סדרה עולה',
      'סדרה יורדת',
      'סדרה חסומה',
      'סדרה מתכנסת',
    ]);
    const decreasing = he('איזה מושג מתואר בחומר כך: "סדרה שכל איבר בה קטן מהאיבר שלפניו"?', [
      'סדרה יורדת',
      'סדרה עולה',
      'גבול',
      'סדרה חסומה',
    ]);
    const bounded = he('איזה מושג מתואר בחומר כך: "קיים מספר שגדול מכל איברי הסדרה"?', [
      'סדרה חסומה',
      'סדרה עולה',
      'גבול',
      'נקודת הצטברות',
    ]);
    expect(answersAnother(pair(increasing), pair(decreasing))).toBe('same');
    expect(answersAnother(pair(bounded), pair(increasing))).toBe('both');
  });
});
