/**
 * True statements among near-misses (local/swapped.ts) and the mix of forms in a test (local/select.ts), decision
 * 104. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { McQuestionForm } from '@studypilot/core';
import type { GenerateRequest } from '../src/index.ts';
import type { Item } from '../src/local/select.ts';
import {
  siblingsOf,
  swapOpposite,
  swappedStatementCandidates,
  swappedStatements,
  swapNumber,
} from '../src/local/swapped.ts';
import { statementIndex } from '../src/local/statements.ts';
import { optionText } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { doc, read, wordCounts } from './fixtures.ts';
import { mixFixture } from './mix-fixtures.ts';

const TRACING = doc('Tracing.md', [
  'Performance of the trace compiler\n\n' +
    'On average, a bytecode executes in about 35 cycles in the baseline interpreter of the virtual machine. ' +
    'Native traces of the trace compiler take about 9 cycles per bytecode on the same machine. ' +
    'Trace recording of the trace compiler takes about 3800 cycles per bytecode on the same machine. ' +
    'A call from native code back into the interpreter takes about 200 cycles per bytecode on the same machine. ' +
    'The trace compiler achieves the best speedups in integer benchmarks, up to a 25x speedup on bitwise code. ' +
    'Across the whole benchmark suite the trace compiler reaches a 4x speedup over the baseline interpreter. ' +
    'Dynamic languages such as JavaScript are more difficult to compile than statically typed languages. ' +
    'The trace compiler records a trace when a loop of the program becomes hot in the interpreter. ' +
    'Each trace of the trace compiler covers one path through the loop with one mapping of values to types.',
  'Memory of the virtual machine\n\n' +
    'The stack stores values in the order it gets them and removes the values in the opposite order. ' +
    'Accessing data in the heap is generally slower than accessing data on the stack in the virtual machine. ' +
    'Pushing values onto the stack is faster than allocating memory on the heap. ' +
    'The stack and the heap are parts of the memory the virtual machine gives a program. ' +
    'The heap, also called the free store, holds data whose size is unknown at compile time. ' +
    'Unlike the free store, the stack holds data of a known, fixed size. ' +
    'The free store and the stack are both regions of the memory of the virtual machine.',
]);

describe('true statement among near-misses (swapped.ts)', () => {
  it('swaps a measured value for another value of the same unit that the material gives, false by the material', async () => {
    const c = await read(TRACING);
    const ix = statementIndex(c);
    const s = c.sentences.find((x) => x.text.startsWith('Native traces'))!;
    const f = swapNumber(ix, s, new Map([['cycle', new Set(['35', '9', '3800'])]]), rng(3))!;
    expect(f).not.toBeNull();
    expect(f.original).toBe('9');
    // another count of cycles the material gives, never a value of another unit (the 25x speedup)
    expect(['35', '3800']).toContain(f.swapped);
    expect(f.text).toBe(s.text.replace('about 9 cycles', `about ${f.swapped} cycles`));
    // the material says the new value of something else, never of native traces
    expect(c.sentences.some((x) => x.text === f.text)).toBe(false);
  });

  it('writes "which statement is correct": the key as written, three statements altered by one same-kind swap', async () => {
    const c = await read(TRACING);
    const ix = statementIndex(c);
    const swapped = swappedStatements(c, ix, rng(1));
    const kinds = new Set([...swapped.values()].map((w) => w.kind));
    expect(kinds.has('number')).toBe(true);
    for (const w of swapped.values()) {
      // one swap: the option keeps the sentence's length and shape
      expect(Math.abs(w.f.text.length - w.s.text.length)).toBeLessThan(12);
      // false by the material: it never says the altered sentence
      expect(c.sentences.some((x) => x.text === w.f.text)).toBe(false);
    }
    const cands = swappedStatementCandidates(c, rng(1));
    expect(cands.length).toBeGreaterThan(0);
    const d = cands.map((x) => x.build(new Set())).find((x) => x)!;
    expect(d.stem).toBe('Which of these statements is correct according to the material?');
    expect(c.sentences.some((x) => x.text.trim() === d.key)).toBe(true);
    for (const o of d.distractors) {
      expect(c.sentences.some((x) => x.text.trim() === o)).toBe(false);
      const r = o.length / d.key.length;
      expect(r).toBeGreaterThan(0.5);
      expect(r).toBeLessThan(1.9);
    }
  });

  it('turns a modifier into its opposite when the material uses both, never a coordinated pair or a self-contradiction', async () => {
    const c = await read(
      doc('Loops.md', [
        'Nested loops\n\n' +
          'The recorder runs the backward filters when trace recording of the loop is completed. ' +
          'Every instruction of the recorder is first passed to the forward filters of the compiler. ' +
          'The compiler calls the inner tree from the outer loop of the program as a subroutine. ' +
          'The outer loop of the program calls the inner loop many times in one run of the program. ' +
          'An upper or lower triangular matrix of the compiler needs half the operations of the backward filters. ' +
          'Continuous functions of the forward pipeline relate results to continuity of the backward filters.',
      ]),
    );
    const ix = statementIndex(c);
    const counts = wordCounts(c);
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    expect(swapOpposite(ix, find('runs the backward filters'), counts)?.text).toBe(
      'The recorder runs the forward filters when trace recording of the loop is completed.',
    );
    // both named: both turned
    expect(swapOpposite(ix, find('calls the inner tree'), counts)?.text).toBe(
      'The compiler calls the outer tree from the inner loop of the program as a subroutine.',
    );
    // "upper or lower": turned round it says the same
    expect(swapOpposite(ix, find('upper or lower'), counts)).toBeNull();
    // "discrete functions ... continuity" would contradict itself (and "discrete" is not in the material)
    expect(swapOpposite(ix, find('Continuous functions'), counts)).toBeNull();
  });

  it('never swaps a term for a name the material uses interchangeably (an alias)', async () => {
    const c = await read(TRACING);
    const sib = siblingsOf(c);
    expect((sib.get('heap') ?? []).map((t) => t.key)).toContain('stack');
    expect((sib.get('heap') ?? []).map((t) => t.key)).not.toContain('free store');
    expect((sib.get('free store') ?? []).map((t) => t.key)).not.toContain('heap');
    const swapped = swappedStatements(c, statementIndex(c), rng(1));
    for (const w of swapped.values()) {
      if (/\bheap\b/.test(w.s.text)) expect(w.f.text).not.toMatch(/free store/);
      if (/free store/.test(w.s.text)) expect(w.f.text).not.toMatch(/\bheap\b/);
    }
  });

  it('a comparison that gives its reason is not turned round (the reason gives it away)', async () => {
    const c = await read(
      doc('Reasons.md', [
        'Speed of memory\n\n' +
          'Accessing data in the heap is slower than accessing data on the stack because a pointer must be followed. ' +
          'Pushing values onto the stack is faster than allocating memory on the heap in every program. ' +
          'The stack and the heap are parts of memory that a program uses while it runs.',
      ]),
    );
    const swapped = swappedStatements(c, statementIndex(c), rng(1));
    const because = [...swapped.values()].find((w) => /because/.test(w.s.text));
    expect(because?.kind === 'comparison').toBe(false);
  });

  it('Hebrew material gets no swapped statements (no reliable same-kind swap yet), and no garbled ones', async () => {
    const c = await read(
      doc('יחסות.md', [
        'מהירות האור\n\nמהירות האור בריק היא כ-300,000 קילומטרים בשנייה. ' +
          'מהירות הקול באוויר היא כ-340 מטרים בשנייה. ' +
          'מהירות האור קבועה בכל מערכות הייחוס לפי העיקרון השני של תורת היחסות.',
      ]),
      'he',
    );
    expect(swappedStatementCandidates(c, rng(1))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------ mix

const { items, mix: mixOf } = mixFixture();
const mix = (difficulty: GenerateRequest['difficulty'], its: Item[], count = 10) =>
  mixOf(its, count, difficulty);

describe('the mix of forms in a test (select.ts)', () => {
  const five: [McQuestionForm, number][] = [
    ['term-from-definition', 2],
    ['definition-from-term', 1.2],
    ['true-statement', 1.1],
    ['list-member', 1],
    ['cause-effect', 0.9],
  ];

  it('reaches at least 4 forms, none above 40%, when the candidates have 5 forms', async () => {
    for (const d of ['easy', 'medium', 'hard'] as const) {
      const { chosen, counts } = await mix(d, items(five, 10));
      expect(chosen).toHaveLength(10);
      expect(counts.size).toBeGreaterThanOrEqual(4);
      for (const n of counts.values()) expect(n).toBeLessThanOrEqual(4);
    }
  });

  it('difficulty shifts the mix: easy asks terms and definitions most, hard true statements and reasons', async () => {
    const easy = (await mix('easy', items(five, 10))).counts;
    const hard = (await mix('hard', items(five, 10))).counts;
    const terms = (m: Map<string, number>) =>
      (m.get('term-from-definition') ?? 0) + (m.get('definition-from-term') ?? 0);
    const reasoning = (m: Map<string, number>) =>
      (m.get('true-statement') ?? 0) + (m.get('cause-effect') ?? 0);
    expect(terms(easy)).toBeGreaterThan(terms(hard));
    expect(reasoning(hard)).toBeGreaterThan(reasoning(easy));
  });

  it('a form whose candidates are weak gets no place just for variety', async () => {
    const its = items(
      [
        ['term-from-definition', 2],
        ['definition-from-term', 1.8],
        ['list-member', 1.9],
        ['cause-effect', 0.3],
      ],
      10,
    );
    const { counts } = await mix('easy', its, 5);
    expect(counts.get('cause-effect') ?? 0).toBe(0);
  });

  it('a test whose candidates are of one form still fills', async () => {
    const { chosen, counts } = await mix('medium', items([['term-from-definition', 1]], 12));
    expect(chosen).toHaveLength(10);
    expect([...counts.keys()]).toEqual(['term-from-definition']);
    expect(chosen.every((x) => optionText(x.options![0]!).startsWith('first'))).toBe(true);
  });
});
