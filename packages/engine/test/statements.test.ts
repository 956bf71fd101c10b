/**
 * Statements made false by one swap (decision 104, v2.5; local/statements.ts): a true statement about two things
 * the material contrasts, against three other sentences of the material with the two swapped or a comparison
 * turned round. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import {
  commonRoots,
  comparisonPools,
  comparisonStatement,
  conditionalQuestion,
  conditionalsOf,
  falsify,
  pairsOf,
  pairTopics,
  statementIndex,
  turnComparison,
} from '../src/local/statements.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { relationsOf } from '../src/local/forms.ts';
import { doc, generateUpTo, mcRequest, read } from './fixtures.ts';

const MEMORY = doc('Memory.md', [
  'The Stack and the Heap\n\n' +
    'Both the stack and the heap are parts of memory available to your program at runtime. ' +
    'The stack stores values in the order it gets them and removes the values in the opposite order. ' +
    'All data stored on the stack must have a known, fixed size at compile time. ' +
    'Adding data is called pushing onto the stack, and removing data is called popping off the stack. ' +
    'The heap is less organized: the memory allocator finds an empty spot that is big enough. ' +
    'Accessing data in the heap is generally slower than accessing data on the stack because a pointer must be followed. ' +
    'Pushing values onto the stack is faster than allocating memory on the heap. ' +
    'Unlike the stack, the heap can hold data whose size might change while the program runs. ' +
    'The stack and the heap are managed by different parts of the language runtime. ' +
    'The memory allocator returns a pointer to the location of the new data on the heap. ' +
    'A pointer to the heap has a known, fixed size. ' +
    'The stack is one region of the memory of a running program. ' +
    'The heap is one region of the memory of a running program as well.',
  'Ownership\n\n' +
    'Ownership is a set of rules that govern how a program manages its memory. ' +
    'Each value has exactly one owner at a time. ' +
    'When the owner goes out of scope, the value is dropped and its memory is returned.',
]);

describe('pairs the material contrasts', () => {
  it('finds the stack and the heap, set side by side and contrasted', async () => {
    const c = await read(MEMORY);
    const pairs = pairsOf(c).map((p) => [p.a.key, p.b.key].join('|'));
    expect(pairs).toContain('heap|stack');
    // words that only share a sentence are no pair
    expect(pairs).not.toContain('owner|value');
  });

  it('swaps the two in a sentence naming one, and turns round a sentence contrasting both', async () => {
    const c = await read(MEMORY);
    const ix = statementIndex(c);
    const pair = pairsOf(c).find((p) => p.a.key === 'heap' && p.b.key === 'stack')!;
    const find = (part: string) => c.sentences.find((s) => s.text.includes(part))!;
    expect(falsify(c, ix, find('The stack stores values'), pair)?.text).toBe(
      'The heap stores values in the order it gets them and removes the values in the opposite order.',
    );
    expect(falsify(c, ix, find('Accessing data in the heap'), pair)?.text).toBe(
      'Accessing data in the stack is generally slower than accessing data on the heap because a pointer must be followed.',
    );
    // "both" says it of both: never turned into a false statement
    expect(falsify(c, ix, find('Both the stack'), pair)).toBeNull();
    // "The stack and the heap are managed ...": named side by side, not contrasted
    expect(falsify(c, ix, find('are managed by different parts'), pair)).toBeNull();
    // the material says it of the heap too: the swap would be true, so none
    expect(falsify(c, ix, find('The stack is one region'), pair)).toBeNull();
    // a few shared words ("a known, fixed size" of a pointer to the heap) do not say it of the heap
    expect(falsify(c, ix, find('All data stored on the stack'), pair)?.text).toBe(
      'All data stored on the heap must have a known, fixed size at compile time.',
    );
    expect(turnComparison(ix, find('Pushing values onto the stack is faster'))?.text).toBe(
      'Pushing values onto the stack is slower than allocating memory on the heap.',
    );
  });

  it('asks which statement about the stack and the heap is correct: the key as written, three swapped', async () => {
    const c = await read(MEMORY);
    expect(pairTopics(c, statementIndex(c)).length).toBe(1);
    const seen = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = mcRequest([MEMORY], { difficulty: 'hard', questionCount: 4, seed });
      const qs = (await generateUpTo(r)).questions;
      seen.push(...qs.filter((q) => /^Which statement about the (?:heap|stack) and the/.test(q.text)));
    }
    expect(seen.length).toBeGreaterThan(0);
    const text = MEMORY.units.map((u) => u.text).join(' ');
    for (const q of seen) {
      expect(['true-statement', 'comparison']).toContain(q.form);
      const opts = q.options!.map(optionText);
      const k = 'ABCD'.indexOf(q.correctAnswer);
      // the key is a sentence of the material as written
      expect(text).toContain(opts[k]!);
      for (const [i, o] of opts.entries()) {
        if (i === k) continue;
        // a false option is not in the material, names the heap or the stack, and reads as a sentence
        expect(text).not.toContain(o);
        expect(o).toMatch(/\b(?:heap|stack)\b/);
        expect(o).toMatch(/^[A-Z].*\.$/);
      }
      expect(questionFlaws(q, { documents: [MEMORY] })).toEqual([]);
    }
  });

  it('asks nothing of two things only named together', async () => {
    const c = await read(
      doc('Notes.md', [
        'The interpreter and the recorder share one loop. The interpreter runs bytecodes one at a time. ' +
          'The recorder writes a trace of the loop. The interpreter and the recorder are written in C. ' +
          'The recorder stops at the loop header. The interpreter keeps a stack of frames.',
      ]),
    );
    expect(pairTopics(c, statementIndex(c))).toEqual([]);
  });
});

const TRACING = doc('Tracing.md', [
  'Trace monitor\n\n' +
    'When the interpreter crosses a loop edge, the monitor decides whether to record a native trace. ' +
    'If an exit becomes hot, the recorder starts a branch trace at the exit. ' +
    'When a trace call returns, the monitor restores the interpreter state. ' +
    'When recording is completed, the compiler runs the backward optimization filters. ' +
    'If there are no free registers, a value is selected for spilling. ' +
    'When the inner loop exits, the VM would detect that a different branch was taken. ' +
    'If you object, we will not use the recorder.',
]);

describe('what happens when (conditions the material states)', () => {
  it('reads "When X, Y" and "If X, Y", never a hypothetical result or the authors and reader speaking', async () => {
    const c = await read(TRACING);
    const conds = conditionalsOf(c);
    expect(conds.map((x) => x.condition)).toEqual([
      'the interpreter crosses a loop edge',
      'an exit becomes hot',
      'a trace call returns',
      'recording is completed',
      'there are no free registers',
    ]);
  });

  it('asks what happens then, the distractors what the material says happens in other cases', async () => {
    const c = await read(TRACING);
    const ix = statementIndex(c);
    const conds = conditionalsOf(c);
    const hot = conds.find((x) => x.condition === 'an exit becomes hot')!;
    let rand = 0;
    const d = conditionalQuestion(
      ix,
      commonRoots(ix),
      hot,
      conds,
      new Set(),
      () => (rand = (rand + 0.37) % 1),
    )!;
    expect(d.form).toBe('cause-effect');
    expect(d.stem).toBe('According to the material, what happens if an exit becomes hot?');
    expect(d.key).toBe('the recorder starts a branch trace at the exit');
    const results = conds.filter((x) => x !== hot).map((x) => x.result);
    for (const o of d.distractors) expect(results).toContain(o);
    // a result under the same condition words is never a distractor: "the monitor" decides on a loop edge and
    // restores the state after a call; neither is asked against the other's condition when they share words
    // a condition of the same thing is not asked again in the test: the question marks it used
    const c2 = await read(
      doc('Filters.md', [
        TRACING.units[0]!.text +
          ' When the backward filters run, the compiler reads one instruction at a time.' +
          ' If the cache is full, the oldest entry is evicted from memory.',
      ]),
    );
    const ix2 = statementIndex(c2);
    const conds2 = conditionalsOf(c2);
    const done = conds2.find((x) => x.condition === 'recording is completed')!;
    const run = conds2.find((x) => x.condition === 'the backward filters run')!;
    const q2 = conditionalQuestion(ix2, commonRoots(ix2), done, conds2, new Set(), () => 0.5)!;
    expect(q2.key).toBe('the compiler runs the backward optimization filters');
    expect(q2.distractors).not.toContain(run.result);
    expect(q2.sentences).toContain(run.s.index);
    const edge = conds.find((x) => x.condition.includes('loop edge'))!;
    const e = conditionalQuestion(ix, commonRoots(ix), edge, conds, new Set(), () => 0.5);
    if (e) expect(e.distractors).not.toContain('the monitor restores the interpreter state');
  });
});

describe('comparisons the material states with "than"', () => {
  it('asks which comparison is correct, three others of the document turned round', async () => {
    const c = await read(
      doc('Compilers.md', [
        'Dynamic languages such as JavaScript are more difficult to compile than statically typed languages. ' +
          'Classifying an image with a linear classifier is significantly faster than comparing it to every training image. ' +
          'Accessing data in the heap is generally slower than accessing data on the stack. ' +
          'The trapezium rule converges much faster to the integral than the rectangular rule. ' +
          'Base sixteen uses fewer characters than binary notation for the same number.',
      ]),
    );
    const ix = statementIndex(c);
    const pools = comparisonPools(c, ix);
    expect(pools).toHaveLength(1);
    const key = pools[0]!.sentences.find((s) => s.text.startsWith('Accessing data'))!;
    let r = 0;
    const d = comparisonStatement(pools[0]!, key, new Set(), () => (r = (r + 0.31) % 1))!;
    expect(d.form).toBe('comparison');
    expect(d.key).toBe('Accessing data in the heap is generally slower than accessing data on the stack.');
    const turned = [
      'Dynamic languages such as JavaScript are less difficult to compile than statically typed languages.',
      'Classifying an image with a linear classifier is significantly slower than comparing it to every training image.',
      'The trapezium rule converges much slower to the integral than the rectangular rule.',
      'Base sixteen uses more characters than binary notation for the same number.',
    ];
    for (const o of d.distractors) expect(turned).toContain(o);
  });
});

describe('purposes stated first', () => {
  it('reads "In order to X, Y" as the purpose X of Y', async () => {
    const c = await read(
      doc('Design.md', [
        'In order to get good startup performance, the optimizations must run quickly and in few passes. ' +
          'The recorder keeps a copy of the stack so that the interpreter can resume after a side exit.',
      ]),
    );
    const rel = relationsOf(c).map((r) => [r.kind, r.given, r.answer]);
    expect(rel).toContainEqual([
      'purpose',
      'The optimizations must run quickly and in few passes',
      'to get good startup performance',
    ]);
  });
});
