/** Local engine v2.2 (issue 11, decision 104): small defects and the question classes readers found bad. */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type GenerateRequest, type SourceDocument } from '../src/index.ts';
import { analyze, rejectReason } from '../src/local/analysis.ts';
import { displayCase } from '../src/local/shape.ts';

const noop = () => {};
const doc = (text: string, name = 'notes.txt'): SourceDocument => ({
  id: name,
  name,
  unitKind: 'section',
  units: [{ number: 1, text }],
});
const req = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}): GenerateRequest => ({
  documents,
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: 5,
  seed: 1,
  ...over,
});

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
    const c = await analyze(
      [
        doc(
          'Firedrake is a popular software package for solving partial differential equations. ' +
            'Dedalus is a software package for solving fluid problems with spectral methods. ' +
            'Software packages are written by research groups and maintained for many years. ' +
            'Spectral methods expand the solution in a basis of global functions.',
        ),
      ],
      'en',
      undefined,
      noop,
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
    const prose = doc(
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
    const formulas = doc(
      Array.from({ length: 30 }, (_, i) => `x${i} = ${i} + y${i} * 2`).join('\n\n') +
        '\n\nThe table lists the values of the variables for each step.',
    );
    const e = await failure(req([formulas]));
    expect(e.message).toMatch(/^Failed to generate questions: most of the text .* formulas, tables/);
  });
});
