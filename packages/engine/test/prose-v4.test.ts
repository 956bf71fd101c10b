/**
 * Statements of technical prose made false by one swap (local/swapped.ts, local/statements.ts), decision 104
 * ("prose v4"): a contrast opening a sentence is no apposition, a one-way contrast is turned round, compounds of one
 * head noun the material contrasts are of one kind, and a predicate ("stable", "expensive") turns into its opposite.
 */
import { describe, expect, it } from 'vitest';
import { siblingsOf, swappedStatements, swapOpposite } from '../src/local/swapped.ts';
import { apart, statementIndex, statementSentence, turnComparison } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { doc, read } from './fixtures.ts';

const CLASSIFIERS = doc('Linear.md', [
  'Two classifiers\n\n' +
    'Course projects usually train the SVM classifier with the hinge loss and a small margin. ' +
    'The Softmax classifier uses the cross-entropy loss to read scores as log probabilities. ' +
    'Unlike the hinge loss, the cross-entropy loss is never fully satisfied with the class scores of an image. ' +
    'The hinge loss and the cross-entropy loss are both computed from the class scores of an image. ' +
    'Compared to the Softmax classifier, the SVM is a more local objective of the class scores. ' +
    'The SVM and the Softmax classifier usually give comparable results on image benchmarks. ' +
    'The Softmax classifier computes probabilities for all labels of the training images.',
  'Scores\n\n' +
    'The SVM computes uncalibrated scores for all classes of the training images. ' +
    'The Softmax classifier is trained on the same class scores of the training images as the SVM. ' +
    'The SVM loss wants the score of the correct class to exceed the score of each incorrect class by a margin. ' +
    'The score of the correct class and the score of an incorrect class both come from the weights.',
]);

const count = (c: Awaited<ReturnType<typeof read>>) => {
  const out = new Map<string, number>();
  for (const s of c.sentences)
    for (const t of s.tokens) out.set(t.text.toLowerCase(), (out.get(t.text.toLowerCase()) ?? 0) + 1);
  return out;
};

describe('statements of technical prose made false by one swap (prose v4)', () => {
  it('"Compared to the Softmax classifier, the SVM ..." is a contrast, not "the Softmax classifier, an SVM"', async () => {
    const c = await read(CLASSIFIERS);
    const sib = siblingsOf(c);
    expect((sib.get('svm') ?? []).map((t) => t.key)).toContain('softmax classifier');
  });

  it('turns a one-way contrast round, never one that says the same both ways', async () => {
    const c = await read(CLASSIFIERS);
    const swapped = [...swappedStatements(c, statementIndex(c), rng(1)).values()];
    const local = swapped.find((w) => w.s.text.startsWith('Compared to the Softmax classifier'));
    expect(local?.f.text).toBe(
      'Compared to the SVM, the Softmax classifier is a more local objective of the class scores.',
    );
    // "comparable", "both": turned round it is still true
    expect(swapped.find((w) => /comparable|\bboth\b/.test(w.s.text))).toBeUndefined();
  });

  it('compounds of one head noun that the material contrasts are swapped for each other, nested ones never', async () => {
    const c = await read(CLASSIFIERS);
    const t = (k: string) => c.terms.get(k)!;
    expect(apart(t('hinge loss'), t('cross-entropy loss'))).toBe(true);
    const named = (key: string) => ({ ...t('hinge loss'), key });
    // one inside the other, or one modifier shared: swapped, they would say the same or read garbled
    expect(apart(named('squared hinge loss'), named('hinge loss'))).toBe(false);
    expect(apart(named('hinge loss'), named('loss'))).toBe(false);
    const sib = siblingsOf(c);
    expect((sib.get('hinge loss') ?? []).map((x) => x.key)).toContain('cross-entropy loss');
    const swapped = [...swappedStatements(c, statementIndex(c), rng(1)).values()];
    // a student who knows which loss goes with which classifier rejects it; the head noun stays as written
    const texts = swapped.map((w) => w.f.text);
    expect(texts).toContain(
      'Course projects usually train the SVM classifier with the cross-entropy loss and a small margin.',
    );
    for (const w of swapped)
      expect(w.f.text).not.toMatch(/\bloss loss\b|cross-entropy hinge|hinge cross-entropy/);
  });

  it('turns a predicate into its opposite ("stable" / "unstable") only when no modifier of a pair is there to turn', async () => {
    const c = await read(
      doc('Stability.md', [
        'Stability of matrix operations\n\n' +
          'Matrix operations are mathematically stable when the condition number of the matrix is small. ' +
          'Dividing large numbers by tiny numbers is numerically unstable in floating point arithmetic. ' +
          'Orthogonal polynomials are much more stable than monomials for high degree interpolation. ' +
          'Naive Gaussian elimination without pivoting is unstable for many matrices of the course. ' +
          'Compilers for statically typed languages generate efficient machine code for every loop. ' +
          'Dynamically typed languages are harder to compile than statically typed languages. ' +
          'An inefficient compiler of dynamically typed languages wastes time on every loop of the program. ' +
          'The efficient compiler of the course calls the inner loop from the outer loop. ' +
          'Each pass of the outer loop runs the inner loop body to its end.',
      ]),
    );
    const ix = statementIndex(c);
    const counts = count(c);
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    expect(swapOpposite(ix, find('mathematically stable'), counts)?.text).toBe(
      'Matrix operations are mathematically unstable when the condition number of the matrix is small.',
    );
    // "statically" is the modifier turned, "efficient" stays
    expect(swapOpposite(ix, find('Compilers for statically'), counts)?.text).toBe(
      'Compilers for dynamically typed languages generate efficient machine code for every loop.',
    );
    // "inner" and "outer" both turned, "efficient" stays
    expect(swapOpposite(ix, find('The efficient compiler'), counts)?.text).toBe(
      'The efficient compiler of the course calls the outer loop from the inner loop.',
    );
  });

  it('Hebrew material gets no swapped statements from these rules (no reliable same-kind swap yet)', async () => {
    const c = await read(
      doc('מסווגים.md', [
        'שני מסווגים\n\nהמסווג SVM משתמש בפונקציית הפסד ציר על ציוני המחלקות. ' +
          'בניגוד למסווג SVM, מסווג Softmax משתמש בהפסד אנטרופיה צולבת. ' +
          'פעולות מטריצה יציבות כאשר מספר המצב של המטריצה קטן.',
      ]),
      'he',
    );
    expect(siblingsOf(c).size).toBe(0);
    expect(swappedStatements(c, statementIndex(c), rng(1)).size).toBe(0);
  });

  it('reads the claim after "We deduce that" and turns a comparison whose "than" comes a few words on', async () => {
    const c = await read(
      doc('Quadrature.md', [
        'Rules compared\n\n' +
          'The rectangular rule approximates the integral by a sum of the function values at the left points. ' +
          'The trapezium rule averages the function values at the two ends of each panel of the grid. ' +
          'We deduce that the trapezium rule converges much faster to the true value of the integral than the other rules. ' +
          'It turns out that the rectangular rule has an error of the order of one over the number of points.',
      ]),
    );
    const s = c.sentences.find((x) => /converges much faster/.test(x.text))!;
    expect(s.text).toBe(
      'The trapezium rule converges much faster to the true value of the integral than the other rules.',
    );
    expect(c.sentences.some((x) => x.text.startsWith('The rectangular rule has an error'))).toBe(true);
    expect(turnComparison(statementIndex(c), s)?.text).toBe(
      'The trapezium rule converges much slower to the true value of the integral than the other rules.',
    );
  });

  it('a word in scare quotes and "allows us to" are technical prose; a quotation or a question is not a statement', async () => {
    const c = await read(
      doc('Softmax.md', [
        'Probabilities\n\n' +
          'The Softmax classifier provides "probabilities" for each class of the training images. ' +
          'The bias trick allows us to fold the bias vector into the weight matrix of the classifier. ' +
          'The lecturer said "this is the most important idea of the whole course" at the start of the class. ' +
          'Is the Softmax classifier better than the SVM for every dataset of the course?',
      ]),
    );
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    expect(statementSentence(find('provides'))).toBe(true);
    expect(statementSentence(find('bias trick'))).toBe(true);
    expect(statementSentence(find('lecturer said'))).toBe(false);
    expect(statementSentence(find('better than the SVM'))).toBe(false);
  });

  it('Hebrew keeps its own lead-ins: "נשים לב ש" is dropped, the English reporting clauses change nothing', async () => {
    const c = await read(
      doc('אינטגרציה.md', [
        'כללי אינטגרציה\n\nנשים לב שכלל הטרפז מתכנס מהר יותר לערך האמיתי של האינטגרל מכלל המלבן. ' +
          'כלל המלבן מקרב את האינטגרל בעזרת סכום ערכי הפונקציה בנקודות השמאליות של הרשת.',
      ]),
      'he',
    );
    expect(c.sentences.some((x) => x.text.startsWith('כלל הטרפז מתכנס'))).toBe(true);
  });

  it('turns both words of a predicate pair the material uses once each; never a predicate given with its reason, nor the authors speaking', async () => {
    const c = await read(
      doc('Hinge.md', [
        'Hinge loss\n\n' +
          'The unsquared version is more standard, but in some datasets the squared hinge loss can work better. ' +
          'The squared hinge loss penalizes a violated margin of the hinge loss quadratically. ' +
          'The hinge loss of a standard version penalizes a violated margin linearly in the datasets. ' +
          'Name lookup in the interpreter is potentially expensive because it searches every object of the chain. ' +
          'Lookups in the cache of the interpreter are cheap for every object of the program. ' +
          'For the first example we are given the correct class of the image and its pixels. ' +
          'The score of the correct class must exceed the score of every incorrect class by the margin. ' +
          'The incorrect class with the highest score decides the loss of the image in the margin.',
      ]),
    );
    const ix = statementIndex(c);
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    expect(swapOpposite(ix, find('unsquared version'), count(c))?.text).toBe(
      'The squared version is more standard, but in some datasets the unsquared hinge loss can work better.',
    );
    expect(swapOpposite(ix, find('potentially expensive'), count(c))).toBeNull();
    const swapped = swappedStatements(c, ix, rng(1));
    // the turned sentence has the words of its source: that is no sentence saying it
    expect(swapped.get(find('unsquared version').index)?.kind).toBe('opposite');
    expect(swapped.has(find('we are given').index)).toBe(false);
  });
});
