/**
 * "Which of these statements is correct": the four statements come from one part of the material (decision 104,
 * `STATEMENT_WINDOW` in local/statement-options.ts). Readers rated a question bad whose statements came from four
 * chapters of long notes. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { STATEMENT_WINDOW } from '../src/local/statement-options.ts';
import { swapOpposite, swappedStatementCandidates } from '../src/local/swapped.ts';
import { statementIndex } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { doc, read, wordCounts, TRACING_NOTES } from './fixtures.ts';

const TRACING = TRACING_NOTES;

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

const MEMORY =
  'Memory of the virtual machine\n\n' +
  'Native stubs of the virtual machine take about 12 cycles per call on the same machine. ' +
  'Accessing data in the heap is generally slower than accessing data on the stack in the virtual machine.';

describe('which statement is correct: options from one part of the material', () => {
  it('takes the swapped statements near the key, never from a chapter far away', async () => {
    const c = await read(doc('Compiler notes.md', [TRACING, ...MIDDLE, MEMORY]));
    const built = swappedStatementCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    // the tracing section alone has enough swapped statements for a question
    expect(built.length).toBeGreaterThan(0);
    const byIndex = new Map(c.sentences.map((s) => [s.index, s]));
    for (const q of built) {
      const [key, ...others] = (q.used ?? []).map((i) => byIndex.get(i)!);
      for (const o of others) {
        const near = o.unit === key!.unit || Math.abs(o.index - key!.index) <= STATEMENT_WINDOW;
        expect(near, `"${q.key}" beside "${o.text}"`).toBe(true);
      }
    }
    // the memory section is far from the tracing section and has too few statements of its own: no question keyed there
    expect(built.some((q) => q.key.startsWith('Native stubs') || q.key.startsWith('Accessing data'))).toBe(
      false,
    );
  });
});

describe('which statement is correct: an opposite turned changes the claim, not the whole subject', () => {
  it('turns one place or both words of a pair, never the same word at every place', async () => {
    const c = await read(
      doc('Nested loops.md', [
        'Nested loops\n\n' +
          'The monitor will see the inner loop header, and will immediately start recording the inner loop. ' +
          'The recorder calls the inner tree from the outer loop of the program as a subroutine. ' +
          'The recorder runs the backward filters when trace recording of the loop is completed. ' +
          'Every instruction of the recorder is first passed to the forward filters of the compiler. ' +
          'The outer loop of the program calls the inner loop many times in one run of the program. ' +
          'An outer tree of the recorder may call an inner tree many times in one run. ' +
          'The forward pipeline of the compiler feeds the backward pipeline of the recorder.',
      ]),
    );
    const ix = statementIndex(c);
    const counts = wordCounts(c);
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    // "inner ... inner" -> "outer ... outer" would be a sentence about the outer loop, true in another case
    expect(swapOpposite(ix, find('will see the inner loop header'), counts)).toBeNull();
    // both words of the pair: the relation turns round
    expect(swapOpposite(ix, find('calls the inner tree'), counts)?.text).toBe(
      'The recorder calls the outer tree from the inner loop of the program as a subroutine.',
    );
    // one place
    expect(swapOpposite(ix, find('runs the backward filters'), counts)?.text).toBe(
      'The recorder runs the forward filters when trace recording of the loop is completed.',
    );
  });
});
