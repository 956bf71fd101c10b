/**
 * Weak questions the sighted readers named at 7c59f06 and 75aaadb (issue 11, eng-weak8), mended or refused by a
 * general rule: options of the key's family (a definition's genus, a subject's predicate, a definition cloze's
 * genus), a term the material tells the reader to ignore. The slide and Hebrew rules are tested beside their forms
 * (slides-v3, eng-he-calc). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { Definition } from '../src/local/analysis.ts';
import { fitsSubjectSlot } from '../src/local/cloze-kind.ts';
import { clozeMissesPoint } from '../src/local/cloze-point.ts';
import { bodyFamily, predicateBody, termOfKeyKind } from '../src/local/kinds.ts';
import { oddKeyOut } from '../src/local/odd-kind.ts';
import { questionWorth, setAside } from '../src/local/worth.ts';
import { doc, read } from './fixtures.ts';

const OWNERSHIP = doc('Ownership.md', [
  'Ownership is a set of rules that govern how a Rust program manages memory. The heap is less organized than the stack.',
  'A scope is the range within a program for which an item is valid. A string is a sequence of characters, and a function is called with arguments.',
  'The length is how much memory, in bytes, the contents of the String are currently using. The capacity is the total amount of memory, in bytes, that the String has received from the allocator.',
  'The length and the capacity of a String differ. The length is read from the stack, the capacity too.',
]);
const IGNORED = doc('Ignored.md', [
  OWNERSHIP.units[2]!.text,
  'The difference between length and capacity matters, but not in this context, so for now, it is fine to ignore the capacity.',
]);

const defOf = async (term: string) => {
  const c = await read(OWNERSHIP);
  return { c, def: c.definitions.find((d) => d.term.toLowerCase() === term)! };
};

describe("options of the family a definition's genus shows", () => {
  it('offers beside "the range within a program ..." (scope) no term of no shown family ("string", "ownership")', async () => {
    const { c, def } = await defOf('scope');
    expect(def).toBeDefined();
    for (const t of ['string', 'function', 'ownership', 'capacity'])
      expect(termOfKeyKind(c, def, t, t)).toBe(false);
  });

  it('reads a subject\'s predicate as a definition ("is just a group of LIR instructions ...")', async () => {
    expect(
      predicateBody('is just a group of LIR instructions that performs a test and conditional exit'),
    ).toBe('a group of LIR instructions that performs a test and conditional exit');
    expect(bodyFamily(predicateBody('is just a group of LIR instructions that performs a test'))).toBe(
      'collection',
    );
    const c = await read(OWNERSHIP);
    const guard: Definition = {
      sentence: 0,
      term: 'guard',
      termKey: 'guard',
      body: 'is just a group of LIR instructions that performs a test and conditional exit',
      genus: '',
    };
    for (const t of ['execution', 'loop edge', 'branch']) expect(termOfKeyKind(c, guard, t, t)).toBe(false);
    // a predicate that shows no family leaves the kinds as they were
    const records: Definition = { ...guard, body: 'records the types of the variables on entry' };
    expect(termOfKeyKind(c, records, 'branch', 'branch')).toBe(true);
  });
});

describe('a definition cloze: distractors of its genus', () => {
  const fits = async (opening: RegExp, key: string, d: string) => {
    const c = await read(OWNERSHIP);
    const s = c.sentences.find((x) => opening.test(x.text))!;
    const i = s.tokens.findIndex((t) => t.text.toLowerCase() === key);
    return fitsSubjectSlot(c, s, i, i + 1, d);
  };

  it('offers beside "The _____ is the total amount of memory" an amount ("length"), not "scope" or "ownership"', async () => {
    expect(await fits(/^The capacity is/, 'capacity', 'length')).toBe(true);
    expect(await fits(/^The capacity is/, 'capacity', 'scope')).toBe(false);
    expect(await fits(/^The capacity is/, 'capacity', 'ownership')).toBe(false);
  });

  it('offers beside "_____ is a set of rules ..." no term whose own definition shows a family', async () => {
    expect(await fits(/^Ownership is/, 'ownership', 'capacity')).toBe(false);
    expect(await fits(/^Ownership is/, 'ownership', 'scope')).toBe(false);
  });
});

describe('a term the material says to ignore is not asked', () => {
  it('finds "it is fine to ignore the capacity", not a term named only', async () => {
    expect(setAside(await read(IGNORED), 'capacity')).toBe(true);
    expect(setAside(await read(IGNORED), 'length')).toBe(false);
    expect(setAside(await read(OWNERSHIP), 'capacity')).toBe(false);
  });

  it('refuses the definition cloze keyed by it', async () => {
    const q = {
      text: 'Which term is being described? "The _____ is the total amount of memory, in bytes, that the String has received from the allocator."',
      options: ['A) capacity', 'B) length', 'C) size', 'D) offset'],
      correctAnswer: 'A',
    };
    expect(questionWorth(await read(IGNORED), q, 'cloze')).toMatch(/ignored/);
    expect(questionWorth(await read(OWNERSHIP), q, 'cloze')).toBeNull();
  });
});

describe('the key as the odd one out by kind', () => {
  const NOTES = doc('Linear.md', [
    'We measure our unhappiness with a **loss function** (or sometimes also referred to as the **cost function** or the objective). The score function maps the pixels to class scores.',
    'The SVM loss function wants the correct class to have a score higher than the others by a margin. The full loss adds the regularization loss to the data loss.',
    'The regularization loss only depends on the weights. Notice that the regularization function is not a function of the data.',
    'The Softmax classifier gets its name from the softmax function, which is used to squash the raw class scores into normalized positive values that sum to one. The softmax loss is named once.',
    'The hinge loss is zero when the margin holds, and the cross-entropy loss compares two distributions.',
  ]);

  it('refuses "softmax function" among a cost, a regularization and an SVM loss function: every other option a loss', async () => {
    const c = await read(NOTES);
    expect(
      oddKeyOut(c, 'softmax function', ['cost function', 'regularization function', 'SVM loss function']),
    ).toMatch(/loss function/);
    // a score-to-scores map among them: not every distractor a loss
    expect(
      oddKeyOut(c, 'softmax function', ['score function', 'cost function', 'SVM loss function']),
    ).toBeNull();
    // options that are all losses by their head noun
    expect(oddKeyOut(c, 'hinge loss', ['data loss', 'cross-entropy loss', 'regularization loss'])).toBeNull();
  });

  it('refuses the naming question through the worth check', async () => {
    const q = {
      text: 'According to the material, which function is used to squash the raw class scores into normalized positive values that sum to one?',
      options: [
        'A) softmax function',
        'B) cost function',
        'C) regularization function',
        'D) SVM loss function',
      ],
      correctAnswer: 'A',
    };
    expect(questionWorth(await read(NOTES), q, 'term-from-definition')).toMatch(/odd one out/);
  });
});

describe('no blank in the body of a definition of another term', () => {
  it('refuses "the contents of the _____ are currently using" of the definition of length, not its term', async () => {
    const c = await read(OWNERSHIP);
    const s = c.sentences.find((x) => /^The length is how much/.test(x.text))!;
    const at = (w: string) => s.tokens.findIndex((t) => t.text === w) + 1;
    expect(clozeMissesPoint(c, s, at('String'))).toMatch(/body of a definition/);
    // the defined term itself is the definition's point
    expect(clozeMissesPoint(c, s, at('length'))).toBeNull();
    // a sentence that defines nothing
    const other = c.sentences.find((x) => /^The length and the capacity/.test(x.text))!;
    const i = other.tokens.findIndex((t) => t.text === 'String') + 1;
    expect(clozeMissesPoint(c, other, i)).toBeNull();
  });
});
