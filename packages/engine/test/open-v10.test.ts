/**
 * Open questions v10 of eng-open5 (decision 105): the weak open questions of the readers at 26d222d - a concept's
 * stem that asked "what characterises it" of an answer that says how the thing is constructed, and two why-questions
 * whose short reason was padded with the sentence that sets the scene (topic words as key ideas). A method that the
 * material sums up with "In this way, X" is asked "Explain how X" and answered by its steps.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/types.ts';
import { doc, openQuestionsUpTo } from './fixtures.ts';

const most = (docs: SourceDocument[], count: number, seed = 1) => openQuestionsUpTo(docs, count, seed);

const TRACING = doc(
  'Tracing.md',
  [
    `Trace trees

A tracing virtual machine compiles the hot loops of a program to native code.
Every compiled trace contains guards that check the value types and the control flow it was recorded with.
If one of the guards fails, the trace exits back to the interpreter.
If an exit becomes hot, the virtual machine records a branch trace that starts at the exit and covers the new path.
In this way, the virtual machine builds a trace tree covering all the hot paths of a loop.`,
  ],
  'section',
  'tracing',
);

const OURS = doc(
  'Nesting.md',
  [
    `Nested loops

The recorder stops extending the inner tree when it reaches an outer loop and starts a new trace at the outer loop header.
When the outer loop reaches the inner loop header, the recorder calls the trace tree of the inner loop.
If the call succeeds, the recorder adds the call to the inner tree to the outer trace and finishes the outer trace.
In this way, our system can trace any number of nested loops without excessive tail duplication.`,
  ],
  'section',
  'nesting',
);

const HE_TRACING = doc(
  'עקבות.md',
  [
    `עצי עקבות

מכונה וירטואלית עוקבת מהדרת את הלולאות החמות של התוכנית לקוד מכונה.
כל עקבה מהודרת מכילה בדיקות שמוודאות את סוגי הערכים ואת זרימת הבקרה של ההקלטה.
כאשר אחת הבדיקות נכשלת, העקבה יוצאת חזרה אל המפרש.
כאשר יציאה נעשית חמה, המכונה הווירטואלית מקליטה עקבת ענף חדשה שמתחילה ביציאה ומכסה את המסלול החדש.
בדרך זו, המכונה הווירטואלית בונה עץ עקבות שמכסה את כל המסלולים החמים של הלולאה.`,
  ],
  'section',
  'he-tracing',
);

const INTERPOLATION = doc(
  'Interpolation.pdf',
  [
    `Polynomial interpolation

Polynomial interpolation is the process of finding a polynomial that equals data at a precise set of points.
An interpolant can be constructed by either solving a linear system involving the Vandermonde matrix, or directly in terms of the Lagrange basis for polynomials.`,
  ],
  'page',
  'interp',
);

const SETTING =
  'Dynamic languages such as JavaScript are more difficult to compile than statically typed ones. ' +
  'Since no concrete type information is available, traditional compilers need to emit generic code that can handle all possible type combinations at runtime.';
// forty more sentences of the same paper: the reason above sits in a long document
const TOPICS = ['interpreter', 'recorder', 'garbage collector', 'register allocator', 'code cache'];
const FILLER = Array.from({ length: 42 }, (_, i) => {
  const t = TOPICS[i % TOPICS.length]!;
  return `The ${t} of release ${i + 1} keeps ${i + 3} counters for the benchmark suite number ${i + 7}.`;
}).join(' ');

describe('open questions v10: "In this way, X" asks how X is done, answered by its steps', () => {
  it('asks how the virtual machine builds a trace tree and answers with the guards and the branch trace', async () => {
    const qs = await most([TRACING], 3);
    const q = qs.find((x) => x.text.startsWith('Explain how the virtual machine builds a trace tree'));
    expect(q?.text).toBe(
      'Explain how the virtual machine builds a trace tree covering all the hot paths of a loop.',
    );
    expect(q!.correctAnswer).toMatch(/^Every compiled trace contains guards/);
    expect(q!.correctAnswer).toContain(
      'If one of the guards fails, the trace exits back to the interpreter.',
    );
    expect(q!.correctAnswer).toContain('records a branch trace that starts at the exit');
    expect((q!.keyIdeas ?? []).some((k) => /\bbranch\b/.test(k))).toBe(true);
    expect(q!.keyIdeas).toContain('guards');
    // the question's own words are no key idea
    expect(q!.keyIdeas).not.toContain('trace tree');
  });

  it('does not ask what the authors\' own system achieves ("In this way, our system can ...")', async () => {
    const qs = await most([OURS], 3);
    for (const q of qs) expect(q.text).not.toMatch(/our system|nested loops without excessive/i);
  });

  it('asks the same of Hebrew notes ("בדרך זו, ...")', async () => {
    const qs = await most([HE_TRACING], 3);
    const q = qs.find((x) => x.text.startsWith('הסבירו כיצד המכונה הווירטואלית בונה עץ עקבות'));
    expect(q?.text).toBe(
      'הסבירו כיצד המכונה הווירטואלית בונה עץ עקבות שמכסה את כל המסלולים החמים של הלולאה.',
    );
    expect(q!.correctAnswer).toMatch(/^כל עקבה מהודרת מכילה בדיקות/);
    expect(q!.correctAnswer).toContain('עקבת ענף חדשה');
  });
});

describe('open questions v10: a concept asked what its answer gives', () => {
  it('asks how an interpolant can be constructed, not "what characterises it"', async () => {
    const qs = await most([INTERPOLATION], 2);
    const q = qs.find((x) => x.text.includes('"polynomial interpolation"'));
    expect(q?.text).toBe(
      'Explain the term "polynomial interpolation": what it means and how an interpolant can be constructed.',
    );
    expect(q!.correctAnswer).toContain('Vandermonde matrix');
    expect(q!.keyIdeas).toEqual(expect.arrayContaining(['Vandermonde matrix', 'Lagrange basis']));
  });
});

describe('open questions v10: a short reason is not padded with the scene in a long document', () => {
  const asked = /^Explain why traditional compilers need to emit generic code/;

  it('refuses the short reason in a document of forty sentences or more', async () => {
    const long = doc('Paper.pdf', [`Introduction\n\n${SETTING} ${FILLER}`], 'page', 'paper');
    const qs = await most([long], 3);
    for (const q of qs) expect(q.text).not.toMatch(asked);
  });

  it('still asks it in short notes, with the sentence that sets the scene', async () => {
    const short = doc('Notes.md', [`Compilers\n\n${SETTING}`], 'section', 'notes');
    const qs = await most([short], 2);
    const q = qs.find((x) => asked.test(x.text));
    expect(q?.correctAnswer).toMatch(/^Dynamic languages such as JavaScript are more difficult to compile/);
  });
});

describe('open questions v10: a claim after "The most appealing property is that", and "A, because B"', () => {
  it('asks why the claim holds and answers without the lead', async () => {
    const d = doc(
      'Regularization.md',
      [
        `Regularization

The regularization penalty is added to the data loss of the classifier.
The most appealing property is that penalizing large weights tends to improve generalization, because it means that no input dimension can have a very large influence on the scores all by itself.`,
      ],
      'section',
      'reg',
    );
    const qs = await most([d], 2);
    const q = qs.find((x) => x.text.includes('penalizing large weights'));
    expect(q?.text).toBe('Explain why penalizing large weights tends to improve generalization.');
    expect(q!.correctAnswer).toBe(
      'Penalizing large weights tends to improve generalization because no input dimension can have a very large influence on the scores all by itself.',
    );
    expect(q!.keyIdeas).toContain('input dimension');
  });

  it('asks "A, because B" without the comma in the question', async () => {
    const d = doc(
      'Dropout.md',
      [
        `Dropout

Dropout reduces overfitting in large neural networks, because it prevents hidden units from co-adapting too strongly to the training data.`,
      ],
      'section',
      'dropout',
    );
    const qs = await most([d], 1);
    expect(qs.map((q) => q.text)).toContain(
      'Explain why dropout reduces overfitting in large neural networks.',
    );
  });
});
