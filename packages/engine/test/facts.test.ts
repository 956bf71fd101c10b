/**
 * Measured results with plausible neighbours (decision 104, eng-facts; local/facts.ts): a value the material
 * reports, among values of the same unit it reports for other things. Every fixture is built here.
 */
import { stemHoldsNumber } from '../src/local/util.ts';
import { describe, expect, it } from 'vitest';
import { measuredCandidates, measuredQuestion, quantitiesOf } from '../src/local/facts.ts';
import { finishDraft, relationsOf } from '../src/local/forms.ts';
import { candidatesOf } from '../src/local/select.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { mcRequest, pages, read } from './fixtures.ts';

const fixed = () => 0.3;

const PAPER = pages('Tracing.pdf', [
  'Tracing compilers record hot loops and compile them to native code. ' +
    'The trace monitor counts loop edges until a loop becomes hot. ' +
    'Native traces remove the dispatch cost of the interpreter for every bytecode.',
  'Evaluation\n\n' +
    'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter. ' +
    'The trace monitor adds less than 5% to the running time of programs that are never traced. ' +
    'Our estimated native code speedup of 3.9x is significantly better. ' +
    'The traced programs run with a 2x-20x speedup over the baseline interpreter.',
  'Related work\n\n' +
    'The other virtual machines achieve an overall speedup of 3.0x relative to the baseline interpreter. ' +
    'Background recompilation of trace trees yielded speedups of 1.25x on benchmarks with many branch traces. ' +
    'Recording a trace costs a 200x slowdown compared with interpreting the same bytecodes. ' +
    'A fuzz tester found 12 crashes in the recorder during the first month of testing.',
]);

describe('quantities the material measures', () => {
  it('reads ratios, percentages and cycles with their unit, and bounds and ranges as bounds', async () => {
    const c = await read(PAPER);
    const q = quantitiesOf(c);
    const show = q.map((x) => `${x.text}|${x.kind}|${x.bound}`);
    expect(show).toContain('3.9x|ratio-up|false');
    expect(show).toContain('9 cycles|cycles|false');
    expect(show).toContain('5%|percent|true'); // "less than 5%"
    expect(show).toContain('200x|ratio-down|false'); // a slowdown is no speedup
    expect(show).toContain('2x|ratio-up|true'); // ends of a range
    expect(show).toContain('20x|ratio-up|true');
    // a count of things is no measured quantity
    expect(show.some((s) => s.startsWith('12'))).toBe(false);
  });

  it('asks the speedup among speedups the material gives for other things', async () => {
    const c = await read(PAPER);
    const q = quantitiesOf(c).find((x) => x.text === '3.9x' && x.s.text.startsWith('Native'))!;
    const d = measuredQuestion(c, q, fixed)!;
    expect(d).not.toBeNull();
    expect(d.stem).toBe(
      'Which value completes this statement? "Native traces take about 9 cycles per bytecode, a _____ speedup over the interpreter."',
    );
    expect(d.key).toBe('3.9x');
    // other speedups of the material, never the slowdown, never the key again in another notation
    for (const o of d.distractors) expect(['3.0x', '1.25x', '2x', '20x']).toContain(o);
    expect(d.distractors).not.toContain('200x');
    const fq = finishDraft(c, d)!;
    expect(fq.form).toBe('number');
    expect(questionFlaws(fq, { documents: [PAPER] })).toEqual([]);
    expect(fq.options!.map(optionText)).toContain('3.9x');
    // the explanation says where the material gives the other values
    expect(fq.explanation).toContain('The other virtual machines achieve an overall speedup of 3.0x');
    // the other measurements of the page are not asked again in the same test: 9 cycles and 3.9x give each other
    expect(d.used).toContain(q.s.index);
  });

  it('never asks a bound, a comparison without its other side, or a value only the sentence can check', async () => {
    const c = await read(PAPER);
    const quotes = measuredCandidates(c, fixed).map((x) => x.quote);
    // "less than 5%": 2% or 4% would be as true
    expect(quotes.some((t) => t.includes('less than 5%'))).toBe(false);
    // "significantly better" than what the sentence before says
    expect(quotes.some((t) => t.startsWith('Our estimated'))).toBe(false);
    // the range "2x-20x" is no key
    const keys = measuredCandidates(c, fixed)
      .map((x) => x.build(new Set()))
      .filter((d) => d)
      .map((d) => d!.key);
    expect(keys).not.toContain('2x');
    expect(keys).not.toContain('20x');
  });

  it('does not give the largest value as the key of a stem that asks for the best', async () => {
    const BEST = pages('Best.pdf', [
      'Tracing achieves the best speedups in integer-heavy benchmarks, up to the 25x speedup on bitwise operations. ' +
        'The other virtual machines achieve an overall speedup of 3.0x relative to the baseline interpreter. ' +
        'Background recompilation yielded speedups of 1.25x on benchmarks with many branch traces. ' +
        'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter.',
    ]);
    const c = await read(BEST);
    const q = quantitiesOf(c).find((x) => x.text === '25x')!;
    // every other speedup is smaller: "best ... up to" would give the key away
    expect(measuredQuestion(c, q, fixed)).toBeNull();
  });

  it('builds no question when the material gives fewer than two other values of the unit', async () => {
    const FEW = pages('Few.pdf', [
      'Native traces take about 9 cycles per bytecode on the reference machine. ' +
        'The interpreter needs about 35 cycles per bytecode on the same machine. ' +
        'The trace monitor is called at every loop edge of the program.',
    ]);
    const c = await read(FEW);
    for (const q of quantitiesOf(c)) expect(measuredQuestion(c, q, fixed)).toBeNull();
  });

  it('comes out of the engine as a number question', async () => {
    const c = await read(PAPER);
    const req = mcRequest([PAPER], { questionCount: 5 });
    const items = candidatesOf(c, req, 1).filter((i) => i.form === 'number');
    const made = items.map((i) => i.make(new Set())).filter((m) => m);
    expect(made.some((m) => m!.q.options!.map(optionText).includes('3.9x'))).toBe(true);
  });
});

describe('purposes that open the sentence with "To ..."', () => {
  const VM = pages('Monitor.pdf', [
    'To execute a trace, the monitor must build a trace activation record with space for imported variables. ' +
      'To make variable accesses fast on trace, the trace imports local variables into its activation record. ' +
      'To copy otherwise, to republish, to post on servers or to redistribute to lists, requires prior permission. ' +
      'To blacklist a fragment, we simply replace the loop header no-op with a regular no-op. ' +
      'To a large degree, the recorder and the interpreter share the same code paths.',
  ]);

  it('reads "To X, <clause>" as the purpose X of the clause', async () => {
    const c = await read(VM);
    const rels = relationsOf(c).filter((r) => r.form === 'purpose');
    const byAnswer = new Map(rels.map((r) => [r.answer, r.given]));
    expect(byAnswer.get('to execute a trace')).toBe(
      'The monitor must build a trace activation record with space for imported variables',
    );
    expect(byAnswer.has('to make variable accesses fast on trace')).toBe(true);
  });

  it('does not read a notice of infinitives, the authors speaking, or a phrase that is no purpose', async () => {
    const c = await read(VM);
    const answers = relationsOf(c).map((r) => r.answer);
    expect(answers.some((a) => a.startsWith('to copy'))).toBe(false);
    expect(answers.some((a) => a.startsWith('to blacklist'))).toBe(false);
    expect(answers.some((a) => a.startsWith('to a large'))).toBe(false);
  });
});

describe('a value the material also gives for the same thing', () => {
  it('is never an option, even when it is written first for something else', async () => {
    const TWICE = pages('Twice.pdf', [
      'The other virtual machines achieve an overall speedup of 3.0x relative to the baseline interpreter. ' +
        'Background recompilation of trace trees yielded speedups of 1.25x on benchmarks with many branch traces. ' +
        'A closely related tracing project reported a 25x speedup on one bitwise benchmark.',
      'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter. ' +
        'On a slower machine, native traces take about 11 cycles per bytecode, a 3.0x speedup over the interpreter.',
    ]);
    const c = await read(TWICE);
    const q = quantitiesOf(c).find((x) => x.text === '3.9x')!;
    const d = measuredQuestion(c, q, fixed);
    // 3.0x is also a speedup of native traces over the interpreter (on another machine): two defensible options
    expect(d?.distractors ?? []).not.toContain('3.0x');
  });
});

describe('results before measurements', () => {
  it('ranks the speedup above the cycle count it is computed from', async () => {
    const c = await read(PAPER);
    const cands = measuredCandidates(c, () => 0.5);
    const ratio = cands.find((x) => x.topics[0] === 'measure:ratio-up')!;
    const cycles = cands.filter((x) => x.topics[0] === 'measure:cycles');
    expect(ratio).toBeDefined();
    for (const x of cycles) expect(x.score).toBeLessThan(ratio.score);
  });
});

describe('a number the stem already writes (readers at ce923dc and 2078f1c)', () => {
  it('is not asked: the sentence around the blank gives the value away', () => {
    const stem =
      'Multiplication by 2 is the same as shifting the binary digits left by one, just as multiplication by _____ shifts base-10 digits left by 1.';
    expect(stemHoldsNumber(stem, '10')).toBe(true);
    expect(stemHoldsNumber('The loop runs 3.9 times as fast; a _____ speedup.', '3.9x')).toBe(true);
  });

  it('is asked when the stem writes other numbers only', () => {
    const stem = 'Native traces take about 9 cycles per bytecode, a _____ speedup over the interpreter.';
    expect(stemHoldsNumber(stem, '3.9x')).toBe(false);
    expect(stemHoldsNumber('Of the 100 programs, _____ ran faster.', '10')).toBe(false);
    expect(stemHoldsNumber('It took 1.5 ms, and the other _____.', '5 ms')).toBe(false);
  });
});
