/** Local engine v2.2 (issue 11, decision 104): small defects and the question classes readers found bad. */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type GenerateRequest, type SourceDocument } from '../src/index.ts';
import { rejectReason } from '../src/local/analysis.ts';
import { displayCase } from '../src/local/shape.ts';
import { stemGivesAway } from '../src/local/forms.ts';
import { optionText } from '../src/quality.ts';
import {
  biologyDoc,
  cellStructureDoc,
  doc,
  generateUpTo,
  geneticsDoc,
  mcRequest,
  questionsOverSeeds,
  read,
} from './fixtures.ts';

/** Notes of one section. */
const notes = (text: string) => doc('notes.txt', [text]);
const req = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}) =>
  mcRequest(documents, { questionCount: 5, ...over });

describe('above and below', () => {
  it('a comparison is not a pointer, a reference to the page is', () => {
    const words = (t: string) => t.split(/\s+/).length;
    const ok = [
      'Keep the number of worker processes below a fixed number so that the server never swaps.',
      'Any additional difference above the margin is clamped at zero by the hinge loss.',
      'The error of the method stays below 10 percent for smooth functions.',
    ];
    for (const t of ok) expect(rejectReason(t, 'en', words(t))).toBeNull();
    const pointers = [
      'There is one bug with the loss function we presented above.',
      'The binary support vector machine is the loss shown above for two classes.',
      'The steps below configure the server for a production workload.',
    ];
    for (const t of pointers) expect(rejectReason(t, 'en', words(t))).toBe('pointer');
  });
});

describe('names at a sentence start', () => {
  it('keeps a product name capitalised when the material writes it only at sentence starts', async () => {
    const c = await read(
      notes(
        'Firedrake is a popular software package for solving partial differential equations. ' +
          'Dedalus is a software package for solving fluid problems with spectral methods. ' +
          'Software packages are written by research groups and maintained for many years. ' +
          'Spectral methods expand the solution in a basis of global functions.',
      ),
    );
    expect(displayCase(c, 'Firedrake')).toBe('Firedrake');
    // a common noun that opens a sentence is written in lower case among the options
    expect(displayCase(c, 'Software packages')).toBe('software packages');
  });
});

describe('the message when no question can be written', () => {
  const engine = createEngine({ engine: 'local' });
  const failure = async (r: GenerateRequest) => {
    try {
      await engine.generate(r);
    } catch (e) {
      if (e instanceof EngineError) return e;
      throw e;
    }
    throw new Error('expected a failure');
  };
  it('does not ask for more prose when the documents are prose', async () => {
    const prose = notes(
      'The office opens at nine in the morning and closes at five in the evening every weekday. ' +
        'Visitors sign the guest book at the front desk before they walk to the meeting rooms upstairs. ' +
        'The meeting rooms have large windows that look over the old harbour and the fishing boats.',
    );
    const e = await failure(req([prose]));
    expect(e.code).toBe('INSUFFICIENT_CONTENT');
    expect(e.message).toMatch(/^Failed to generate questions: /);
    expect(e.message).not.toMatch(/more prose/i);
    expect(e.message).toMatch(/one clearly correct answer/);
  });
  it('says when the text is mostly formulas, tables or short lines', async () => {
    const formulas = notes(
      Array.from({ length: 30 }, (_, i) => `x${i} = ${i} + y${i} * 2`).join('\n\n') +
        '\n\nThe table lists the values of the variables for each step.',
    );
    const e = await failure(req([formulas]));
    expect(e.message).toMatch(/^Failed to generate questions: most of the text .* formulas, tables/);
  });
});

describe('the stem does not spell the key', () => {
  it('a name run together from words that holds a word of the stem gives the key away', () => {
    const ctx = { he: false, keyIndex: new Map(), sentenceKeys: [] } as never;
    const stem = 'Which annotation marks a function that needs the call stack?';
    expect(stemGivesAway(ctx, stem, 'requiresstack', ['builtin', 'fastpath', 'jsval'])).toBe(true);
    // every option spells a stem word: no cue
    expect(stemGivesAway(ctx, stem, 'requiresstack', ['stackframe', 'callstack', 'stacktop'])).toBe(false);
    expect(stemGivesAway(ctx, stem, 'tracemonkey', ['builtin', 'fastpath', 'jsval'])).toBe(false);
  });
});

describe('one test', () => {
  it('never offers the same statement in two of its questions', async () => {
    for (const seed of [1, 2, 3]) {
      const qs = (
        await generateUpTo(
          req([biologyDoc(), cellStructureDoc(), geneticsDoc()], { seed, questionCount: 10 }),
        )
      ).questions;
      const seen = new Map<string, number>();
      qs.forEach((q, i) => {
        for (const o of q.options ?? []) {
          const t = optionText(o)
            .toLowerCase()
            .replace(/[.;:,!]+$/, '');
          if (t.split(' ').length < 4) continue;
          expect(seen.get(t) ?? i).toBe(i);
          seen.set(t, i);
        }
      });
    }
  });

  it('writes true statements only from what the material defines, not from any sentence-opening subject', async () => {
    const text =
      'The recorder is activated by a pointer swap in the interpreter loop. ' +
      'The monitor reaches native code when a trace is compiled for the loop. ' +
      'The compiler emits machine code for each recorded trace in one pass. ' +
      'The cost of a guard is one comparison and one conditional branch. ' +
      'The interpreter executes bytecodes one at a time for cold code. ' +
      'The trace cache keeps the compiled traces of every hot loop. ' +
      'The profiler counts loop iterations to find the hot loops of a program.';
    const qs = await questionsOverSeeds(req([notes(text)], { difficulty: 'hard', questionCount: 5 }), [1]);
    expect(qs.filter((q) => q.form === 'true-statement')).toEqual([]);
  });
});
