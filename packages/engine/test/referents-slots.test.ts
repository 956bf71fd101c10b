/**
 * Two classes the readers rated bad at cb71c0a (decision 104): a statement whose subject is a relational noun without
 * what it is of ("In practice, the cost is detectable only ..."), and a cloze whose distractor the material writes
 * after the same noun with another preposition of place ("hot paths of the _____" beside "hot paths through the loop").
 */
import { describe, expect, it } from 'vitest';
import { contextReason } from '../src/local/analysis.ts';
import { fillsKeySlot } from '../src/local/cloze-kind.ts';
import { doc, read } from './fixtures.ts';

describe('a relational noun as the subject, without what it is of', () => {
  it('needs the sentence before it', () => {
    expect(
      contextReason('In practice, the cost is detectable only for programs with very short loops.', 'en'),
    ).toBe('referent');
    expect(
      contextReason('The goal is to form trace trees that cover all the hot paths of the program.', 'en'),
    ).toBe('referent');
    expect(contextReason('The main advantage is that no interpreter is needed.', 'en')).toBe('referent');
    expect(contextReason('Keywords JavaScript, just-in-time compilation, trace trees.', 'en')).toBe(
      'referent',
    );
    expect(
      contextReason(
        'Using similar computations, we find that trace recording takes about 3800 cycles.',
        'en',
      ),
    ).toBe('referent');
  });
  it('stands alone when it says what it is of, or names its subject', () => {
    expect(contextReason('The cost of a function call is about 20 cycles.', 'en')).toBeNull();
    expect(contextReason('The goal of tracing is to find hot loops.', 'en')).toBeNull();
    expect(contextReason('The compiler records a trace when a loop becomes hot.', 'en')).toBeNull();
  });
});

describe('a cloze distractor after the same noun with another preposition of place', () => {
  const TREES = doc('Trees.md', [
    'The recorder builds a trace tree covering all the hot paths through the loop.',
    'Trace trees are formed during execution and cover all the hot paths of the program.',
    'The loop, the program, the function and the recorder are parts of the system.',
    'The trace compiler inlines every call of the function into the trace.',
  ]);
  it('finds "loop" in the slot of "hot paths of the _____", not "function"', async () => {
    const corpus = await read(TREES);
    const s = corpus.sentences.find((x) => x.text.startsWith('Trace trees are formed'))!;
    const at = s.tokens.findIndex((t) => t.key === 'program');
    expect(fillsKeySlot(corpus, s, at, at + 1, 'loop')).toBe(true);
    expect(fillsKeySlot(corpus, s, at, at + 1, 'function')).toBe(false);
  });
});
