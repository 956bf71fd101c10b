/**
 * Questions that rest on what THIS material states (issue 11, eng-blind10; local/specific.ts, decision 103): a
 * result the material gives with its value, asked among the material's other results with another value of the
 * same kind, wherever in the document they stand; and, at medium and hard, such a result before a statement any
 * textbook makes. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { swappedStatementCandidates } from '../src/local/swapped.ts';
import { STATEMENT_WINDOW } from '../src/local/statement-options.ts';
import { rng } from '../src/text.ts';
import { questionFlaws } from '../src/quality.ts';
import { finishDraft } from '../src/local/forms.ts';
import { doc, read } from './fixtures.ts';
import { mixFixture } from './mix-fixtures.ts';

const TOPICS = [
  'garbage collection',
  'register allocation',
  'constant folding',
  'inline caching',
  'escape analysis',
  'loop unrolling',
  'dead code elimination',
  'type inference',
  'bounds checking',
  'tail calls',
];
const VERBS = ['describes', 'explains', 'reviews', 'summarises', 'introduces'];
/** A long middle part: plain sentences with no value, opposite or comparison to swap. */
const MIDDLE = TOPICS.map(
  (t) => `Notes on ${t}\n\n` + VERBS.map((v, i) => `Reading ${i + 1} ${v} ${t} briefly.`).join(' '),
);

const INTRO =
  'Overview of the trace compiler\n\n' +
  'The trace compiler reaches a 4x speedup over the baseline interpreter across the whole benchmark suite. ' +
  'The trace compiler records a trace when a loop of the program becomes hot in the interpreter. ' +
  'Each trace of the trace compiler covers one path through the loop with one mapping of values to types.';
const EVALUATION =
  'Evaluation of the trace compiler\n\n' +
  'A bytecode executes in about 35 cycles on average in the baseline interpreter of the virtual machine. ' +
  'Native traces of the trace compiler take about 9 cycles per bytecode, a 3.9x speedup over the interpreter. ' +
  'Trace recording of the trace compiler takes about 3800 cycles per bytecode on the same machine. ' +
  'The trace compiler achieves the best speedups in integer benchmarks, up to a 25x speedup on bitwise code.';

describe('which statement is correct: a result the material states with its value', () => {
  it('is asked among the results the material gives far from it, each with another value of its kind', async () => {
    const c = await read(doc('Trace compiler.md', [INTRO, ...MIDDLE, EVALUATION]));
    const key =
      'The trace compiler reaches a 4x speedup over the baseline interpreter across the whole benchmark suite.';
    const keyAt = c.sentences.find((s) => s.text.trim() === key)!.index;
    const evaluation = c.sentences.filter((s) => s.unit === c.sentences.at(-1)!.unit && /\d/.test(s.text));
    // the evaluation is far from the overview: beyond the window of one part of the material
    for (const s of evaluation) expect(s.index - keyAt).toBeGreaterThan(STATEMENT_WINDOW);
    const q = swappedStatementCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .find((x) => x?.key === key);
    expect(q, 'a statement question keyed by the overview result').toBeTruthy();
    expect(questionFlaws(finishDraft(c, q!)!, { documents: c.documents })).toEqual([]);
    // each wrong option is a result of the evaluation with one value changed: false only by what the material says
    for (const o of q!.distractors) {
      const numbers = (t: string) => t.replace(/\d+(?:\.\d+)?/g, '#');
      const from = evaluation.find((s) => numbers(s.text.trim()) === numbers(o));
      expect(from, o).toBeTruthy();
      expect(o).not.toBe(from!.text.trim());
    }
  });
});

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
