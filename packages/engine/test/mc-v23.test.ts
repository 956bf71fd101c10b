/**
 * Local engine v2.3 (issue 11, decision 104): the classes of weak and bad questions the readers found at a57d79b
 * (distractors of another kind, discourse words as keys, line-break debris, stems that lose their context,
 * formulas equal after normalising). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { contextReason, kin, tailOfTerm } from '../src/local/analysis.ts';
import { discoursePhrase } from '../src/local/shape.ts';
import { definitionLike, fixArticle, nearSynonym, stemGivesAway, subjectsOf } from '../src/local/forms.ts';
import { buildCandidates } from '../src/local/mc.ts';
import { looseTex, normalTex } from '../src/local/formula.ts';
import { optionText } from '../src/quality.ts';
import { doc, mcRequest, pages, questionsOverSeeds, read } from './fixtures.ts';

/** As many questions as the material supports (up to the count asked), over several seeds. */
const questionsOf = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}) =>
  questionsOverSeeds(mcRequest(documents, over), [1, 2, 3]);

const MATRICES = pages('Numerical notes.pdf', [
  'A banded matrix is a matrix that is zero off a prescribed number of diagonals. ' +
    'A triangular matrix is a matrix that is zero above or below its main diagonal. ' +
    'A permutation matrix is a matrix with exactly one entry equal to one in each row and column. ' +
    'A dense matrix is a matrix whose entries are mostly nonzero.',
  'Firedrake is a popular software package for solving partial differential equations with finite elements. ' +
    'Dedalus is a software package for solving fluid problems with spectral methods. ' +
    'Banded matrices and triangular matrices appear when partial differential equations are discretised. ' +
    'Solving a system with a banded matrix costs far less than solving one with a dense matrix.',
  'A permutation matrix reorders the rows of another matrix when it multiplies it from the left. ' +
    'A triangular matrix can be inverted by back substitution, row by row. ' +
    'Dense matrices and permutation matrices appear in the LU factorisation with pivoting.',
]);

describe('distractors of the key’s kind', () => {
  it('never mixes software names with matrix terms in one question', async () => {
    const qs = await questionsOf([MATRICES]);
    expect(qs.some((q) => q.options!.map(optionText).some((o) => /matri(x|ces)$/.test(o)))).toBe(true);
    for (const q of qs) {
      const names = q.options!.map(optionText).filter((o) => /^(?:Firedrake|Dedalus)$/.test(o));
      expect([0, 4]).toContain(names.length);
    }
  });

  it('knows what the material puts side by side, lists together or names with one head noun', async () => {
    const c = await read(MATRICES);
    const key = (t: string) => [...c.terms.values()].find((x) => (x.singular ?? x.plural) === t)?.key ?? t;
    expect(kin(c, key('banded matrix'), key('dense matrix'))).toBe(true);
    expect(kin(c, key('banded matrix'), key('software package'))).toBe(false);
  });

  it('asks about a list with items of lists of the same kind only', async () => {
    const deck = doc(
      'Tuning.pptx',
      [
        'Monitoring Tools\n\nvmstat\niostat\ntop\nfree',
        'What to Watch\n\nCPU load\ndisk\nmemory\nnetwork',
        'Tuning Tools\n\nulimit\nsysctl\ntuned\nhdparm',
        'Purposes of Monitoring\n\nObservation\nExtrapolation\nAlerting\nCapacity planning',
      ],
      'slide',
    );
    const qs = (await questionsOf([deck], { questionCount: 2 })).filter((q) => /tools\?$/.test(q.text));
    expect(qs.length).toBeGreaterThan(0);
    // tools among tools: never a thing to watch or a purpose of monitoring
    const tools = 'vmstat iostat top free ulimit sysctl tuned hdparm'.split(' ');
    for (const q of qs) for (const o of q.options!.map(optionText)) expect(tools).toContain(o.toLowerCase());
  });

  it('never offers two compounds that may name the same or overlapping things', async () => {
    const c = await read(
      pages('Tracing.pdf', [
        'The LIR operations are generic enough that the backend compiler is language independent. ' +
          'A guard is a group of LIR instructions that performs a test and a conditional exit. ' +
          'Move instructions copy arguments in and return values out of an inlined function. ' +
          'Guard instructions exit the trace when a check fails, and machine instructions run the trace. ' +
          'Each LIR trace is a sequence of operations that the recorder writes.',
      ]),
    );
    expect(nearSynonym(c, 'LIR operations', 'LIR instructions')).toBe(true);
    expect(nearSynonym(c, 'move instructions', 'guard instructions')).toBe(false);
    // one modifier, two heads the material relates in one sentence: a trace is made of operations (readers at ce923dc)
    expect(nearSynonym(c, 'LIR operations', 'LIR traces')).toBe(true);
    // one modifier, two heads the material never writes together: two things of one kind
    expect(nearSynonym(c, 'guard instructions', 'guard conditions')).toBe(false);
    // Hebrew: the terms the material names ("מהירות קרן האור" joins the light and the beam)
    const he = {
      termList: [{ singular: 'מהירות קרן האור' }, { singular: 'מהירות החלקיק' }, { singular: 'מערכת ייחוס' }],
    } as never;
    expect(nearSynonym(he, 'מהירות האור', 'מהירות הקרן')).toBe(true);
    expect(nearSynonym(he, 'מהירות האור', 'מהירות החלקיק')).toBe(false);
  });

  it('a stem that names the key’s head noun in Hebrew gives the key away', () => {
    const ctx = { he: true, keyIndex: new Map(), sentenceKeys: [] } as never;
    const stem = 'הטרנספורמציה שמקשרת בין קואורדינטות המאורע במערכות הייחוס השונות';
    expect(
      stemGivesAway(ctx, stem, 'טרנספורמציית לורנץ', ['מהירות האור', 'מהירות החלקיק', 'יחידת זמן']),
    ).toBe(true);
    expect(
      stemGivesAway(ctx, stem, 'טרנספורמציית לורנץ', ['טרנספורמציית גליליי', 'מהירות החלקיק', 'יחידת זמן']),
    ).toBe(false);
  });
});

describe('discourse words', () => {
  it('are never a term, a key or an option', async () => {
    for (const p of ['major goal', 'alternate solution', 'disadvantage', 'Practice', 'the main advantage'])
      expect(discoursePhrase(p)).toBe(true);
    for (const p of ['loop header', 'branch prediction technique', 'ownership', 'side exit'])
      expect(discoursePhrase(p)).toBe(false);
    const paper = pages('Tracing.pdf', [
      'A major goal was to perform profile-guided optimization online for the current execution. ' +
        'The alternate solution is to recompile an entire trace tree for register allocation. ' +
        'The disadvantage is that tree recompilation takes time quadratic in the number of traces.',
      'A trace tree is a tree of traces that starts at a loop header. ' +
        'A side exit is a guard that leaves the trace when a check fails. ' +
        'A loop header is the bytecode where a loop starts. ' +
        'A trace tree grows a new branch at a side exit that becomes hot.',
    ]);
    const c = await read(paper);
    for (const t of ['major goal', 'alternate solution', 'disadvantage']) {
      expect([...c.terms.values()].map((x) => (x.singular ?? x.plural ?? '').toLowerCase())).not.toContain(t);
      expect(c.definitions.map((d) => d.term.toLowerCase())).not.toContain(t);
    }
    for (const q of await questionsOf([paper], { questionCount: 5 }))
      for (const o of q.options!.map(optionText))
        expect(o.toLowerCase()).not.toMatch(/^(?:major goal|alternate solution|disadvantage)$/);
  });
});

describe('debris', () => {
  it('refuses an option that is the tail of a longer phrase split by a line break', async () => {
    const notes = pages('Arithmetic.pdf', [
      'Interval arithmetic is a way of bounding rounding errors with two floating\npoint numbers. ' +
        'Level-index arithmetic stores numbers as iterated exponents. ' +
        'Floating-point arithmetic stores a fixed number of significant digits and an exponent. ' +
        'Integer arithmetic is exact as long as no result overflows.',
      'The floating\npoint arithmetic of a computer rounds every result to the nearest representable number. ' +
        'Errors of floating point arithmetic can be bounded by the machine epsilon. ' +
        'Interval arithmetic and level-index arithmetic are alternatives to floating point arithmetic.',
    ]);
    const c = await read(notes);
    expect(tailOfTerm(c, 'point arithmetic')).toBe(true);
    expect(tailOfTerm(c, 'interval arithmetic')).toBe(false);
    for (const q of await questionsOf([notes], { questionCount: 5 }))
      expect(q.options!.map((o) => optionText(o).toLowerCase())).not.toContain('point arithmetic');
  });

  it('does not copy a doubled word, and corrects "an" before a consonant', async () => {
    const c = await read(
      pages('Trees.pdf', ['Tree trees always start at loop headers, because loops are hot.']),
    );
    expect(c.sentences.find((s) => /^Tree trees/.test(s.text))?.usable).toBe(false);
    expect(fixArticle('an subprogram worth optimizing, an hour, an SVM, an apple')).toBe(
      'a subprogram worth optimizing, an hour, an SVM, an apple',
    );
  });
});

describe('stems that need their context', () => {
  it('drops a sentence with a label that the material never expands and uses on one page only', async () => {
    const paper = pages('Nesting.pdf', [
      'The virtual machine (VM) interprets bytecodes until a loop becomes hot and the VM starts recording.',
      'Suppose we are recording a trace for loop LR and we reach the header of a different loop LO. ' +
        'The loop LO must be an inner loop of LR because we stop the trace when we exit a loop.',
      'The VM compiles each recorded trace to native code and runs it on the next iteration of the loop.',
      'Native code runs many times faster than the interpreter because it avoids dispatch overhead.',
    ]);
    const c = await read(paper);
    expect(c.sentences.find((s) => /^The loop LO must/.test(s.text))?.usable).toBe(false);
    expect(c.sentences.find((s) => /^The VM compiles/.test(s.text))?.usable).toBe(true);
  });

  it('never asks about the sections of a related-work part that runs over several pages', async () => {
    const paper = pages('Paper.pdf', [
      '1. Introduction\n\nA trace is a path through a loop that the compiler records and optimizes.',
      '8. Related Work\n\nRegion-based compilation is a relative of tracing that compiles hot regions.',
      'A region is a subprogram worth optimizing that can include subsets of any number of methods.',
      '9. Conclusions\n\nA trace tree covers the hot paths of a loop with native code.',
    ]);
    const c = await read(paper);
    expect(c.sentences.find((s) => /^A region is/.test(s.text))?.reject).toBe('peripheral');
    expect(c.sentences.find((s) => /^A trace tree covers/.test(s.text))?.usable).toBe(true);
    // the numbered title run into the first paragraph of the section, as a PDF gives it
    const runIn = pages('Paper2.pdf', [
      '1. Introduction\nA trace is a path through a loop that the compiler records and optimizes.',
      '8. Related Work\nTrace optimization for dynamic languages. Region-based compilation is a relative of tracing.',
      'The traditional interpreter design is a virtual machine that directly executes bytecodes.',
      '9. Conclusions\nA trace tree covers the hot paths of a loop with native code.',
    ]);
    const c2 = await read(runIn);
    expect(c2.sentences.find((s) => /^The traditional interpreter/.test(s.text))?.reject).toBe('peripheral');
    expect(c2.sentences.find((s) => /A trace tree covers/.test(s.text))?.reject).not.toBe('peripheral');
  });

  it('a definition is not a motivating remark, a measured result or a clause about the reader', () => {
    expect(definitionLike('a fundamental concept in mathematics that is linked to Fourier series')).toBe(
      false,
    );
    expect(definitionLike('the fastest VM on 9 of the 26 benchmarks')).toBe(false);
    expect(definitionLike('If you are a member of the armed forces, we may release your records')).toBe(
      false,
    );
    expect(definitionLike('the special case of an affine polynomial')).toBe(false);
    expect(definitionLike('the range within a program for which an item is valid')).toBe(true);
    expect(definitionLike('a basic tool in machine learning for computing gradients')).toBe(true);
  });
});

describe('formulas', () => {
  it('compares LaTeX as it reads, and treats a formula that differs only by subscripts as defensible', () => {
    expect(normalTex('p=\\dfrac{E_{p}}{c}')).toBe(normalTex('$p=\\frac{E_p}{c}$'));
    expect(normalTex('F=\\left( m a \\right)')).toBe(normalTex('$$F=(ma)$$'));
    expect(normalTex('p=\\frac{E}{c}')).not.toBe(normalTex('p=\\frac{E_{p}}{c}'));
    expect(looseTex('p=\\frac{E}{c}')).toBe(looseTex('p=\\dfrac{E_{p}}{c}'));
    expect(looseTex('E=mc^{2}')).not.toBe(looseTex('E=\\gamma mc^{2}'));
  });
});

describe('sentence completion', () => {
  it('never blanks a term that a later pronoun points back at, nor one after a phrase the material repeats', async () => {
    const notes = pages('Classifiers.md', [
      'A linear classifier computes the score of a class as a weighted sum of all of its pixel values. ' +
        'The score function maps the pixel values of an image to a score for each class. ' +
        'The loss function measures how far the scores of a class are from the correct label of an image. ' +
        'A class is one of the fixed set of labels that the classifier may assign to an image.',
      'Records are kept as required by law. Disclosures are made when required by law. ' +
        'A copy is released only if required by law. Every release is logged because the law asks for it. ' +
        'A class of records is kept apart when the law demands it.',
    ]);
    const c = await read(notes);
    const cands = buildCandidates(c, mcRequest([notes]));
    const blanks = cands.filter((x) => x.kind !== 'number');
    expect(blanks.length).toBeGreaterThan(0);
    for (const x of blanks) {
      const after = x.sentence.tokens.slice(x.to).map((t) => t.text.toLowerCase());
      expect(after).not.toContain('its');
      const before = x.sentence.tokens[x.from - 1]?.text.toLowerCase();
      expect(`${before} ${x.term?.key}`).not.toBe('by law');
    }
  });

  it('does not ask "which of these ..." about a motivating remark', async () => {
    const c = await read(
      pages('Integration.pdf', [
        'Numerical integration underpins much of modern scientific computing and simulations of physical systems. ' +
          'Numerical integration approximates an integral by a weighted sum of values of the integrand. ' +
          'The trapezium rule approximates the integrand by straight lines between the nodes.',
      ]),
    );
    const preds = subjectsOf(c)
      .filter((x) => x.predicate)
      .map((x) => x.predicate!);
    expect(preds.some((p) => /^approximates an integral/.test(p))).toBe(true);
    expect(preds.some((p) => /^underpins/.test(p))).toBe(false);
  });

  it('does not ask about a measured figure or a hypothetical that continues the sentence before', async () => {
    const c = await read(
      pages('Tracing.pdf', [
        'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter. ' +
          'Native traces run the compiled machine code of a loop without returning to the interpreter. ' +
          'The interpreter executes one bytecode at a time through its dispatch loop.',
      ]),
    );
    const preds = subjectsOf(c)
      .filter((x) => x.predicate)
      .map((x) => x.predicate!);
    expect(preds.some((p) => /^run the compiled/.test(p))).toBe(true);
    expect(preds.some((p) => /cycles/.test(p))).toBe(false);
    expect(contextReason('Any disclosure would be to help prevent a threat.', 'en')).toBe('referent');
    expect(contextReason('Any process can open a file that it owns.', 'en')).toBeNull();
  });
});
