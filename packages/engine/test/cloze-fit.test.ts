/**
 * A cloze distractor fits the blank the way the key does (issue 11, decision 104; readers at eb977d9 on
 * "When we exit a loop ..., we stop the _____" with "guard", "program" and "copy" beside "trace"): when the blank
 * is the object of a verb, every distractor is something the material writes as the object of another verb of
 * that verb's class ("start a session", "end the session"), and never a word the material writes right after
 * the key's verb itself ("stops recording" would make "we stop the recording" true as well). Fixtures are built
 * here.
 */
import { describe, expect, it } from 'vitest';
import { fitsVerbSlot } from '../src/local/cloze-kind.ts';
import { buildCandidates, buildQuestion, makeContext } from '../src/local/mc.ts';
import { optionText } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const TRACING = doc('Tracing.md', [
  'A trace is a linear sequence of instructions recorded while the interpreter runs a loop. A guard is a check that leaves the trace when a condition fails.',
  'When we exit a loop, we stop the trace. The recorder stops recording when the loop ends.',
  'A guard requires a type test. A trace requires a loop header. A guard contains a condition and a trace contains guards.',
  'The program runs in the interpreter. The copy of a value lives on the stack. A program contains loops, and a copy contains a value.',
  'The interpreter starts a new trace at every loop header. The compiler translates the trace into native code.',
  'A session is a period of recording. The monitor starts a session when a loop becomes hot, and a new session opens for each hot loop.',
  'A batch is a group of traces. The monitor starts a batch for each loop and stops the batch when the loop exits.',
  'A session, a trace and a guard are things the monitor manages. The monitor begins a session for each hot loop.',
  'The trace, the guard, the program and the copy are the four objects the monitor keeps for every loop.',
  'Each trace, each guard, each program and each copy has an owner, and the monitor frees them together.',
]);

const PASSIVE = doc('Blocks.md', [
  'Similar to an extended basic block, a trace is only entered at the top, but may have many exits.',
  'A guard requires a type test. A trace requires a loop header. A guard contains a condition and a trace contains guards.',
  'A trace, a guard and a block are the units of the compiler. The compiler translates each trace into native code.',
]);

describe('cloze distractors fit a verb-object blank', () => {
  it('reads the fit from the material: objects of verbs of the key verb class, never of the key verb itself', async () => {
    const corpus = await read(TRACING);
    const s = corpus.sentences.find((x) => x.text.startsWith('When we exit a loop'))!;
    const from = s.tokens.findIndex((t) => t.key === 'trace');
    expect(from).toBeGreaterThan(0);
    // "starts a session": a session is started as a trace is, and the material never stops or ends one
    expect(fitsVerbSlot(corpus, s, from, from + 1, 'session')).toBe(true);
    // "starts a batch" but also "stops the batch": "we stop the batch" would be true as well
    expect(corpus.terms.has('batch')).toBe(true);
    expect(fitsVerbSlot(corpus, s, from, from + 1, 'batch')).toBe(false);
    // a guard is required and contained, never started or stopped; so is a program
    expect(fitsVerbSlot(corpus, s, from, from + 1, 'guard')).toBe(false);
    expect(fitsVerbSlot(corpus, s, from, from + 1, 'program')).toBe(false);
    // "stops recording": the sentence would be true of it too
    expect(fitsVerbSlot(corpus, s, from, from + 1, 'recording')).toBe(false);
    // a blank that is no verb's object ("A/An _____ is a linear sequence ...") is left to the other rules
    const def = corpus.sentences.find((x) => x.text.startsWith('A trace is'))!;
    const at = def.tokens.findIndex((t) => t.key === 'trace');
    expect(fitsVerbSlot(corpus, def, at, at + 1, 'guard')).toBe(true);
    // the subject of a passive verb is what the verb acts on: "a trace is only entered at the top"
    const other = await read(PASSIVE);
    const passive = other.sentences.find((x) => x.text.startsWith('Similar to'))!;
    const p = passive.tokens.findIndex((t) => t.key === 'trace');
    expect(fitsVerbSlot(other, passive, p, p + 1, 'guard')).toBe(false);
  });
});

const NOTES = doc('Notes.md', [
  'A matrix is a rectangular array of numbers. A vector is a column of numbers. A function maps numbers to numbers. An error is the difference between a computed value and the exact value.',
  'If a matrix is upper or lower triangular, multiplication requires roughly half the number of operations.',
  'An upper triangular matrix has zeros below the diagonal. A lower triangular matrix has zeros above the diagonal.',
  'Every triangular matrix can be inverted by substitution. A triangular matrix with a zero on the diagonal is singular.',
  'The vector is stored as an array. The function is evaluated at each point. The error is measured in a norm.',
  'A vector, a matrix, a function and an error appear in every chapter. The vector and the matrix are multiplied often.',
  'The error of a function is bounded by its derivative. A vector has a norm, and a matrix has a norm too.',
]);

describe('a hard cloze is not given away by a collocation either', () => {
  it('does not ask "If a/an _____ is upper or lower triangular" when the material writes "upper triangular" beside "matrix" only', async () => {
    const r = mcRequest([NOTES], { difficulty: 'hard' });
    const corpus = await read(NOTES);
    const ctx = makeContext(corpus, r, () => 0.5);
    const texts: string[] = [];
    for (const c of buildCandidates(corpus, r)) {
      if (c.kind === 'number') continue;
      const q = buildQuestion(ctx, c);
      if (q) texts.push(`${q.text} ${q.options!.map(optionText).join('/')}`);
    }
    // the material still gives hard clozes ("... has zeros below the _____.")
    expect(texts.some((t) => t.includes('zeros below the _____'))).toBe(true);
    expect(texts.filter((t) => /upper or lower triangular/.test(t))).toEqual([]);
  });
});
