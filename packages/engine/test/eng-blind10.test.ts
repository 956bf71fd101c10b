/**
 * Questions that rest on what THIS material states (issue 11, eng-blind10; local/specific.ts, decision 103): at
 * medium and hard, a claim the material states with its value (a measured result) before a statement any textbook
 * makes; easy keeps its order. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { mixFixture } from './mix-fixtures.ts';

describe('the selection: a result with its value before a statement a textbook makes (medium and hard)', () => {
  const { items, mix } = mixFixture();
  /** Two statement candidates: a textbook claim scored a little higher, and a measured result of the material. */
  const two = () => {
    const its = items([['true-statement', 1.2]], 2);
    its[0]!.quote = 'Accessing data in the heap is generally slower than accessing data on the stack.';
    its[1]!.quote = 'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter.';
    return its;
  };
  it('asks the measured result first at medium and hard, the higher-scored statement at easy', async () => {
    const textOf = async (d: 'easy' | 'medium' | 'hard') => (await mix(two(), 1, d)).chosen[0]!.text;
    const [plain, result] = await Promise.all(two().map(async (it) => it.make(new Set())!.q.text));
    expect(await textOf('easy')).toBe(plain);
    expect(await textOf('medium')).toBe(result);
    expect(await textOf('hard')).toBe(result);
  });
});
