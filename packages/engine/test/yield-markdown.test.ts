/**
 * Markdown prose (issue 11, eng-md): the parts of a whole the material names with what each does ("two major
 * components: a score function that maps ..., and a loss function that quantifies ..."), and a statement about
 * assignment in a programming text that is no course logistics. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { rejectReason } from '../src/local/analysis.ts';
import { finishDraft } from '../src/local/forms.ts';
import { proseCandidates, usesAndDoesOf } from '../src/local/prose.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { doc as section, read } from './fixtures.ts';

const notes = section('notes.md', [
  'Overview\n\nThe approach has two major components: a ranking function that maps each image to class scores, and a penalty function that measures the disagreement between predicted labels and true labels.',
  'Activations\n\nThe sigmoid function squashes any real number into the range between zero and one. ' +
    'Networks apply the activation function after every layer of weights. ' +
    'The kernel function compares two inputs by an inner product in a feature space.',
  'Training\n\nTraining measures its progress with a penalty function (or sometimes the cost function) at every step. ' +
    'Gradient descent lowers the penalty function (the cost function of many textbooks) step by step.',
]);

describe('the parts of a whole, each with what it does', () => {
  it('reads one question per part, with the sibling part among the distractors', async () => {
    const c = await read(notes);
    const parts = usesAndDoesOf(c).filter((r) => r.siblings);
    expect(parts.map((r) => [r.key, r.stem])).toEqual([
      ['ranking function', 'According to the material, which function maps each image to class scores?'],
      [
        'penalty function',
        'According to the material, which function measures the disagreement between predicted labels and true labels?',
      ],
    ]);
  });

  it('asks which function measures the disagreement: the key from its own clause, never its other name', async () => {
    const c = await read(notes);
    const made = proseCandidates(c)
      .filter((x) => /measures the disagreement/.test(x.quote) || x.quote.startsWith('a penalty'))
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .map((d) => finishDraft(c, d)!);
    const q = made.find((x) => /measures the disagreement/.test(x.text))!;
    expect(q).toBeDefined();
    const opts = q.options!.map(optionText);
    const key = opts['ABCD'.indexOf(q.correctAnswer)];
    expect(key).toBe('penalty function');
    expect(opts).toContain('ranking function');
    // "cost function" is the key's other name in the material: never a wrong option
    expect(opts).not.toContain('cost function');
    expect(opts).toContain('penalty function');
    for (const o of opts) expect(o).toMatch(/^(?:penalty|ranking|sigmoid|kernel|activation) function$/);
    // the quote is the key's own clause, as the material writes it
    expect(q.source.quote).toBe(
      'a penalty function that measures the disagreement between predicted labels and true labels',
    );
    expect(questionFlaws(q, { documents: [notes] })).toEqual([]);
  });

  it('reads no parts from a list of parts of different kinds or without what they do', async () => {
    const mixed = section('mixed.md', [
      'Overview\n\nThe compiler has two major components: a lexical analyzer that splits the source text into tokens, and a code generator that emits machine instructions for the processor.',
    ]);
    expect(usesAndDoesOf(await read(mixed)).filter((r) => r.siblings)).toEqual([]);
    const bare = section('bare.md', [
      'Overview\n\nThe approach has two major components: a ranking function and a penalty function.',
    ]);
    expect(usesAndDoesOf(await read(bare)).filter((r) => r.siblings)).toEqual([]);
  });
});

describe('assignment in a programming text', () => {
  it('is a statement of the subject, while a homework assignment stays logistics', () => {
    const words = (t: string) => t.split(/\s+/).length;
    const copy =
      'If a type implements the Copy trait, variables that use it do not move, but rather are trivially copied, making them still valid after assignment to another variable.';
    expect(rejectReason(copy, 'en', words(copy))).toBeNull();
    const pass = 'Passing a variable to a function will move or copy, just as assignment does.';
    expect(rejectReason(pass, 'en', words(pass))).toBeNull();
    for (const t of [
      'Your assignment for next week covers the stack and the heap in detail.',
      'Assignment 3 asks for a proof of the ownership rules of the language.',
      'The programming assignment is due on Friday before the lecture starts.',
    ])
      expect(rejectReason(t, 'en', words(t))).toBe('logistics');
  });
});
