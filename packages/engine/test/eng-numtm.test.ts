/**
 * Lists whose items wrap onto further lines, as PDF text gives them (issue 11, eng-numtm): numbered ("1. Dense:
 * This can be ...") or bulleted ("• Dead code elimination. This eliminates ..."), under a lead-in ending with ':'
 * that names their kind; and two lists of one kind side by side ("forward passes" / "backward passes") asked with
 * the other's items as the wrong options. Every fixture is written here.
 */
import { describe, expect, it } from 'vitest';
import { itemName, numberedRuns, numberedTopic } from '../src/local/numbered.ts';
import { oddOneOut, siblingListCandidates, siblingTopics } from '../src/local/sibling-lists.ts';
import { rng } from '../src/text.ts';
import { costQuestion, definitionTold, growthCandidates, nearestRates } from '../src/local/growth.ts';
import { doc, formQuestions, read } from './fixtures.ts';

const lines = (t: string) => t.split('\n').map((l) => l.trim());

const MATRICES = [
  'III.1 Structured Matrices',
  '',
  'A matrix can be stored in different formats, in particular it is important for large scale',
  'simulations that we take advantage of sparsity.',
  'In particular, we will discuss some basic types of structure in matrices:',
  '',
  '1. Dense: This can be considered unstructured, where we need to store all entries in a',
  'vector or matrix. Matrix-vector multiplication reduces directly to standard algebraic',
  'operations.',
  '2. Triangular: If a matrix is upper or lower triangular, multiplication requires roughly half',
  'the number of operations.',
  '3. Banded: If a matrix is zero apart from entries a fixed distance from the diagonal it is',
  'called banded and matrix-vector multiplication has a lower complexity.',
  '',
  'Remark For those who took the first half of the module, there was an emphasis on operators.',
].join('\n');

/** A compiler's passes in two bulleted lists; the last item of the first list runs into the next lead's paragraph. */
const PASSES = [
  '4.1 Optimizations',
  'The optimizer runs its passes as a pipeline of filters over the intermediate code, so that each',
  'pass can be turned on and off independently of the others.',
  'We currently apply four forward passes:',
  '• On targets without vector instructions, a scalarizing pass splits vector operations into',
  'sequences of scalar operations.',
  '• LICM (loop invariant code motion),',
  '• strength reduction, including replacing a multiplication by a shift when the',
  'factor is a power of two, and',
  '• tail call rewriting, which turns a call in tail position into a jump.',
  'When the code is complete, the optimizer runs the backward passes. They need the',
  'uses of every value before it can decide anything about the value.',
  'We currently apply three backward passes:',
  '• Dead store removal. A store that is overwritten before it is read is',
  'never needed, and is removed.',
  '• Unused result pruning. An operation whose result is never read is dropped.',
  '• Liveness marking. Every value is marked with the last instruction that reads it,',
  'so that its register can be reused.',
  'After a pass has read an instruction, the code generator emits machine code for it.',
].join('\n');

describe('wrapped numbered and bulleted lists (numbered.ts)', () => {
  it('reads a numbered list whose items wrap, its labels the items and its lead the kind', () => {
    const runs = numberedRuns(lines(MATRICES));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.labels).toEqual(['Dense', 'Triangular', 'Banded']);
    expect(runs[0]!.topic).toBe('basic types of structure in matrices');
    // the quote is the passage word for word: the lead, then the lines up to the last item's first line
    expect(runs[0]!.quote.split('\n')[0]).toBe(
      'In particular, we will discuss some basic types of structure in matrices:',
    );
    expect(runs[0]!.quote.split('\n').pop()).toMatch(/^3\. Banded: If a matrix is zero/);
  });

  it('ends a bulleted list at a wrapped line that leads the next list, and reads both', () => {
    const runs = numberedRuns(lines(PASSES));
    expect(runs.map((r) => r.topic)).toEqual(['forward passes', 'backward passes']);
    expect(runs[0]!.labels).toEqual([
      'scalarizing pass',
      'loop invariant code motion',
      'strength reduction',
      'tail call rewriting',
    ]);
    expect(runs[1]!.labels).toEqual(['Dead store removal', 'Unused result pruning', 'Liveness marking']);
  });

  it('reads no list from an outline of sections, nor from items that are sentences', () => {
    const outline = lines(
      [
        'In this chapter we investigate the following problems:',
        '1. I.1 Rectangular rule: we review the rectangular rule for integration and deduce the',
        'convergence rate of the approximation.',
        '2. I.2 Divided differences: we investigate approximating derivatives by a divided',
        'difference.',
        '3. I.3 Dual numbers: we introduce the algebraic notion of a dual number.',
      ].join('\n'),
    );
    expect(numberedRuns(outline)).toEqual([]);
    expect(itemName('The implementation does not currently trace recursion, so')).toBeNull();
    expect(itemName('I.4 Newton’s method: Newton’s method is a basic approach')).toBeNull();
  });

  it('takes the kind from a plural noun phrase of the lead, never a vague one', () => {
    expect(
      numberedTopic(
        'In particular we investigate the following mathematical problems which can not in general be solved exactly:',
      ),
    ).toBe('mathematical problems');
    expect(numberedTopic('We currently apply three backward filters:')).toBe('backward filters');
    expect(numberedTopic('There are several ways:')).toBeNull();
    expect(numberedTopic('It satisfies the following, for x and y:')).toBeNull();
  });

  it('gives the corpus the lists, items as options read them', async () => {
    const c = await read(doc('Compiler notes.pdf', [PASSES], 'page'));
    const topics = c.lists.map((l) => l.topic);
    expect(topics).toContain('forward passes');
    expect(topics).toContain('backward passes');
  });
});

describe('two lists of one kind as each other’s wrong options (sibling-lists.ts)', () => {
  it('tells sibling topics by their modifiers under one plural head', () => {
    expect(siblingTopics('forward passes', 'backward passes')).toBe(true);
    expect(siblingTopics('forward passes', 'forward passes')).toBe(false);
    expect(siblingTopics('passes', 'backward passes')).toBe(false);
    expect(siblingTopics('forward passes', 'backward filters')).toBe(false);
    expect(siblingTopics('SSL performance tips', 'system tuning tips')).toBe(false);
  });

  it('sees the odd one out by wording', () => {
    expect(
      oddOneOut('strength reduction', ['dead store removal', 'dead code removal', 'dead value removal']),
    ).toBe(true);
    expect(
      oddOneOut('dead store removal', ['strength reduction', 'tail call rewriting', 'scalarizing pass']),
    ).toBe(false);
  });

  it('asks which item is one of the backward passes, the forward passes the wrong options', async () => {
    const d = doc('Compiler notes.pdf', [PASSES], 'page');
    const qs = await formQuestions(d, 'list-member');
    const backward = ['dead store removal', 'unused result pruning', 'liveness marking'];
    const q = qs.find((x) => /backward passes\?$/.test(x.text) && backward.includes(x.key));
    expect(q).toBeDefined();
    expect(q!.text).toBe('According to the material, which of these is one of the backward passes?');
    const forward = [
      'scalarizing pass',
      'loop invariant code motion',
      'strength reduction',
      'tail call rewriting',
    ];
    for (const o of q!.options.filter((o) => o !== q!.key)) expect(forward).toContain(o);
    expect(q!.flaws).toEqual([]);
  });

  it('asks which item is NOT one of the forward passes with a backward pass the key', async () => {
    const d = doc('Compiler notes.pdf', [PASSES], 'page');
    const qs = await formQuestions(d, 'list-non-member');
    const q = qs.find((x) => /NOT one of the forward passes\?$/.test(x.text));
    expect(q).toBeDefined();
    expect(['dead store removal', 'unused result pruning', 'liveness marking']).toContain(q!.key);
    expect(q!.flaws).toEqual([]);
    // three backward passes would share nothing a forward key lacks here, but "NOT one of the backward passes"
    // with three "dead ..." items would: no question where three options share a word the fourth lacks
    for (const x of [...qs, ...(await formQuestions(d, 'list-member'))]) {
      const others = x.options.filter((o) => o !== x.key);
      expect(oddOneOut(x.key, others)).toBe(false);
    }
  });

  it('asks one question of a pair per test', async () => {
    const c = await read(doc('Compiler notes.pdf', [PASSES], 'page'));
    const pair = siblingListCandidates(c, rng(1));
    expect(pair.map((x) => x.form)).toEqual([
      'list-member',
      'list-non-member',
      'list-member',
      'list-non-member',
    ]);
    // every candidate of the pair holds the two lead-ins: once one is asked, the others' sentences are taken
    const leads = c.sentences.filter((s) => /^We currently apply/.test(s.text)).map((s) => s.index);
    expect(leads).toHaveLength(2);
    for (const it of pair) expect([...it.sentences].sort()).toEqual(leads);
    for (const it of pair) {
      const d = it.build(new Set());
      if (d) expect([...(d.used ?? [])].sort()).toEqual(leads);
    }
  });
});

describe('orders of growth the material states (growth.ts)', () => {
  const NOTES = doc(
    'Sparse matrices.pdf',
    [
      'Storage of sparse matrices\n\n' +
        'A matrix with few non-zero entries per row is called sparse, and when only the non-zero entries are ' +
        'stored the number of operations of a matrix-vector multiplication scales linearly with the dimension.\n' +
        'Dense storage keeps every entry of the matrix, whether it is zero or not.',
    ],
    'page',
  );

  it('asks no rate as a cloze: the words around the blank narrow the rates to one (readers at 7c59f06)', async () => {
    const traces = doc('Tracing.pdf', [
      'Trace trees\n\n' +
        'Because traces have no internal control-flow joins, they can be optimized in linear time by a simple compiler.\n' +
        'The recorder keeps a trace for every hot loop the interpreter finds.',
    ]);
    for (const material of [NOTES, traces]) {
      const qs = await formQuestions(material, 'number');
      expect(qs.filter((q) => /completes this statement|_____/.test(q.text))).toEqual([]);
    }
  });

  it('asks no rate the sentence sets against another ("cheaper", "instead of quadratically")', async () => {
    // readers at 865d558: "a lower complexity ... (instead of quadratically)" rules out the faster-growing rates
    const compared = doc('Sparse.pdf', [
      'Storing only the non-zero entries makes matrix-vector multiplication cheaper: the number of operations ' +
        'scales linearly with the dimension (instead of quadratically).\n' +
        'For a banded matrix, matrix-vector multiplication has a lower complexity: the number of operations ' +
        'grows linearly with the dimension.',
    ]);
    // no cloze of either: "_____ ... (instead of quadratically)" and "a lower complexity: ... _____" give it away
    // (the second is asked as a question instead, below)
    const qs = await formQuestions(compared, 'number');
    expect(qs.filter((q) => /completes this statement/.test(q.text))).toEqual([]);
    expect(qs.map((q) => q.text)).toEqual([
      'According to the material, for a banded matrix, how does the number of operations of matrix-vector multiplication grow with the dimension?',
    ]);
  });

  it('keeps the part of speech of the key', () => {
    expect(nearestRates('linear', [])).toEqual(['logarithmic', 'quadratic', 'cubic']);
    expect(nearestRates('quadratically', ['linear'])).toEqual([
      'cubically',
      'logarithmically',
      'exponentially',
    ]);
  });

  it('asks nothing of a sentence with symbols or one that opens with a pointer', async () => {
    const symbols = doc('Symbols.pdf', [
      'The cost of applying Q to x scales linearly with n when Q is stored as a product of reflections.\n' +
        'This scales quadratically with the dimension of the matrix in every case we tried.',
    ]);
    expect(await formQuestions(symbols, 'number')).toEqual([]);
  });
});

describe('a stated cost of a process is asked as a question (growth.ts, eng-yield7he)', () => {
  const BANDED = doc(
    'Structured.pdf',
    [
      'Structured matrices\n\n' +
        'If a matrix is zero apart from entries a fixed distance from the diagonal it is called banded and ' +
        'matrix-vector multiplication has a lower complexity: the number of operations scales linearly with the ' +
        'dimension (instead of quadratically).\n' +
        'Dense storage keeps every entry of the matrix, whether it is zero or not.',
    ],
    'page',
  );

  it('asks how the cost scales, without the words that set it against another rate, that rate a distractor', async () => {
    const qs = await formQuestions(BANDED, 'number');
    expect(qs).toHaveLength(1);
    const q = qs[0]!;
    expect(q.text).toBe(
      'According to the material, for a matrix that is zero apart from entries a fixed distance from the diagonal, how does the number of operations of matrix-vector multiplication scale with the dimension?',
    );
    expect(q.text).not.toMatch(/lower|instead|banded/);
    expect(q.key).toBe('linearly');
    expect([...q.options].sort()).toEqual(['cubically', 'linearly', 'logarithmically', 'quadratically']);
    expect(q.flaws).toEqual([]);
    // the explanation gives what the quote leaves out: why the rate it is set against is wrong
    const [cand] = growthCandidates(await read(BANDED));
    expect(cand!.build(new Set())!.why).toBe(
      'The material goes on: "(instead of quadratically)." The other options are the rates nearest it.',
    );
  });

  it('quotes the sentence up to the rate it asks, so the quote tells the key from the rate it is set against', () => {
    const c = costQuestion(
      'Matrix-vector multiplication has a lower complexity: the number of operations scales linearly with the dimension (instead of quadratically).',
    );
    expect(c).toEqual({
      stem: 'According to the material, how does the number of operations of matrix-vector multiplication scale with the dimension?',
      rate: 'linearly',
      quote:
        'Matrix-vector multiplication has a lower complexity: the number of operations scales linearly with the dimension',
    });
    expect(
      costQuestion('This has a lower cost: the number of steps grows linearly with the size.'),
    ).toBeNull();
    expect(costQuestion('The number of operations scales linearly with the dimension.')).toBeNull();
  });

  it('tells a defined thing by its definition, not by the name the definition gives it', () => {
    expect(
      definitionTold(
        'If a matrix is zero apart from entries a fixed distance from the diagonal it is called banded and matrix-vector multiplication has a lower complexity.',
      ),
    ).toBe(
      'For a matrix that is zero apart from entries a fixed distance from the diagonal, matrix-vector multiplication has a lower complexity.',
    );
    expect(definitionTold('Traces can be optimized in linear time.')).toBe(
      'Traces can be optimized in linear time.',
    );
  });
});
