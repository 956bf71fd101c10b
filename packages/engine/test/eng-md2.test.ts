/**
 * eng-md2 (decision 104): Markdown course notes, the Rust book and cs231n. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import {
  clauseRoot,
  commonRoots,
  conditionalQuestion,
  conditionalsOf,
  statementIndex,
} from '../src/local/statements.ts';
import { doc, read } from './fixtures.ts';

const OWNERSHIP = doc('Ownership.md', [
  'Ownership Rules\n\n' +
    'When the owner goes out of scope, the value will be dropped. ' +
    'When a new string is assigned to a variable, Rust calls drop on the old string. ' +
    'If the cache is full, the oldest entry is evicted from the table. ' +
    'When an exit becomes hot, the recorder starts a branch trace at the exit. ' +
    'If any rule is violated, the compiler rejects the whole program. ' +
    '',
]);

describe("what happens when: a result with the key's words in another inflection is no wrong answer", () => {
  it('compares words by their roots: "drop", "drops", "dropped" are one word', () => {
    expect(new Set(['drop', 'drops', 'dropped', 'dropping'].map(clauseRoot)).size).toBe(1);
    expect(new Set(['free', 'freed', 'frees'].map(clauseRoot)).size).toBe(1);
    expect(clauseRoot('call')).toBe(clauseRoot('called'));
    expect(clauseRoot('scope')).not.toBe(clauseRoot('score'));
  });

  it('never offers "Rust calls drop on the old string" against "the value will be dropped"', async () => {
    const c = await read(OWNERSHIP);
    const ix = statementIndex(c);
    const conds = conditionalsOf(c);
    const owner = conds.find((x) => x.condition === 'the owner goes out of scope')!;
    expect(owner).toBeDefined();
    const drop = conds.find((x) => x.result.startsWith('Rust calls drop'))!;
    expect(drop).toBeDefined();
    for (let seed = 0; seed < 10; seed++) {
      let r = seed / 10;
      const q = conditionalQuestion(
        ix,
        commonRoots(ix),
        owner,
        conds,
        new Set(),
        () => (r = (r + 0.37) % 1),
      )!;
      expect(q.stem).toBe('According to the material, what happens when the owner goes out of scope?');
      expect(q.key).toBe('the value will be dropped');
      expect(q.distractors).not.toContain(drop.result);
      expect(q.distractors.some((d) => /\bdrop/i.test(d))).toBe(false);
    }
  });
});
