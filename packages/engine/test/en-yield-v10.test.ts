/**
 * English prose yield (issue 11, eng-en-yield, decision 104): more statements made false by one swap of a thing
 * for another of its kind, none that could still be true.
 * - "the SVM classifier" (the SVM with the Softmax classifier's head noun) swaps whole for "the Softmax
 *   classifier", so that a sentence about it gives a false option too, never "the Softmax classifier classifier";
 * - named sorts of one head noun ("LU factorisation" / "QR factorisation", "Fourier series" / "Taylor series") are
 *   of one kind; a sort named by a property ("linear classifier") is no sibling of a named one (a Softmax
 *   classifier is a linear classifier: swapped, the statement would still be true);
 * - a praise or a loose tie ("a powerful tool in wide areas of mathematics", "related to") is no statement to swap.
 */
import { describe, expect, it } from 'vitest';
import { headSiblings, swappedStatements } from '../src/local/swapped.ts';
import { pairTopics, pairStatement, statementIndex } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { doc, read } from './fixtures.ts';

const CLASSIFIERS = doc('Classifiers.md', [
  'Two classifiers\n\n' +
    'The SVM classifier uses the hinge loss, also called the max-margin loss. ' +
    'The Softmax classifier uses the cross-entropy loss. ' +
    'Compared to the Softmax classifier, the SVM is a more local objective of the class scores. ' +
    'The Softmax classifier computes probabilities for all labels of the training images. ' +
    'The SVM computes uncalibrated scores for all classes of the training images. ' +
    'Unlike the SVM, the Softmax classifier is never fully satisfied with the scores it produces. ' +
    'The SVM classifier stops caring once the margin between the class scores is met. ' +
    'A linear classifier computes the score of a class as a weighted sum of the pixel values. ' +
    'Every linear classifier draws a hyperplane through the space of the pixel values. ' +
    'The weights of a linear classifier are learned from the training images.',
]);

const NUMERICAL = doc('Numerical.md', [
  'Factorisations\n\n' +
    'Gaussian elimination can be interpreted as an LU factorisation of the matrix. ' +
    'The QR factorisation writes a matrix as an orthogonal matrix times a triangular matrix. ' +
    'The LU factorisation of a banded matrix keeps the band of the matrix. ' +
    'Householder reflections of the columns compute the QR factorisation of a matrix. ' +
    'Pivoting makes the LU factorisation stable for every invertible matrix. ' +
    'The QR factorisation solves least squares problems for rectangular matrices.',
  'Series\n\n' +
    'Fourier series are very powerful for approximating periodic functions. ' +
    'Taylor series approximate a smooth function near one point by its derivatives. ' +
    'Fourier series are a powerful tool in wide areas of mathematics, including signal processing. ' +
    'Truncated Taylor series give the finite difference formulae of derivatives. ' +
    'Fourier series converge fast for smooth periodic functions of one variable. ' +
    'Taylor series of the exponential converge on the whole real line.',
]);

describe('English statements made false by a swap of one kind (eng-en-yield)', () => {
  it('"The SVM classifier uses the hinge loss" gives "The Softmax classifier uses the hinge loss" as a false option', async () => {
    const c = await read(CLASSIFIERS);
    const ix = statementIndex(c);
    const swapped = [...swappedStatements(c, ix, rng(1)).values()];
    const svm = swapped.find((w) => w.s.text.startsWith('The SVM classifier uses'));
    expect(svm?.f.text).toBe('The Softmax classifier uses the hinge loss, also called the max-margin loss.');
    expect(swapped.some((w) => /classifier classifier/.test(w.f.text))).toBe(false);
    // the statement question about the two classifiers offers it
    const topic = pairTopics(c, ix).find((t) => [t.pair.a.key, t.pair.b.key].includes('svm'))!;
    const key = c.sentences.find((s) => s.text.startsWith('The Softmax classifier computes'))!;
    const q = pairStatement(c, topic, key, new Set(), rng(3));
    expect(q?.key).toBe(
      'The Softmax classifier computes probabilities for all labels of the training images.',
    );
    expect(topic.falsified.get(svm!.s.index)?.text).toBe(svm!.f.text);
  });

  it('a sort named by a property ("linear classifier") is never swapped for a named sort', async () => {
    const c = await read(CLASSIFIERS);
    const keys = headSiblings(c).map(([a, b]) => [a.key, b.key].sort().join('|'));
    expect(keys.some((k) => k.includes('linear classifier'))).toBe(false);
    const swapped = [...swappedStatements(c, statementIndex(c), rng(1)).values()];
    expect(swapped.some((w) => w.s.text.startsWith('A linear classifier'))).toBe(false);
  });

  it('named sorts of one head noun are swapped for each other: LU / QR factorisation, Fourier / Taylor series', async () => {
    const c = await read(NUMERICAL);
    const keys = headSiblings(c).map(([a, b]) => [a.key, b.key].sort().join('|'));
    expect(keys).toContain('lu factorisation|qr factorisation');
    expect(keys).toContain('fourier series|taylor series');
    const swapped = [...swappedStatements(c, statementIndex(c), rng(1)).values()];
    const text = (start: string) => swapped.find((w) => w.s.text.startsWith(start))?.f.text;
    expect(text('Gaussian elimination')).toBe(
      'Gaussian elimination can be interpreted as a QR factorisation of the matrix.',
    );
    expect(text('Fourier series are very powerful')).toBe(
      'Taylor series are very powerful for approximating periodic functions.',
    );
  });

  it('a praise or a loose tie is no statement to swap ("a powerful tool in wide areas of mathematics")', async () => {
    const c = await read(NUMERICAL);
    const swapped = [...swappedStatements(c, statementIndex(c), rng(1)).values()];
    expect(swapped.some((w) => /powerful tool/.test(w.s.text))).toBe(false);
  });
});
