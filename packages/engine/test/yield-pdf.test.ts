/**
 * Yield on long PDF prose (issue 11, decision 104, eng-pdf): lecture notes that name their methods in run-in
 * labels ("Floating-point arithmetic: essentially scientific notation ...") are asked about, the label read as a
 * noun phrase although a tagger reads "Floating" or "Fixed" as a verb; a label whose hyphenated word the
 * description repeats ("Fixed-point arithmetic: ... at a fixed position") is not. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf } from '../src/local/select.ts';
import { questionFlaws } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const NOTES = doc(
  'Numbers.pdf',
  [
    'There are multiple ways of representing real numbers on a computer. Fixed-point arithmetic: essentially representing a real number as an integer where a decimal point is inserted at a fixed position. Floating-point arithmetic: essentially scientific notation where an exponent is stored alongside a fixed number of digits. Level-index arithmetic: stores numbers as iterated exponents.',
    'Interval arithmetic: computes with sets that are guaranteed to contain the true result of a computation. Integer arithmetic on a computer is equivalent to arithmetic modulo a power of two. Modular arithmetic wraps around when a result leaves the range.',
    'Failure to understand floating-point arithmetic can cause catastrophic issues in practice. Interval arithmetic is used in computer-assisted proofs. Level-index arithmetic is rarely used in practice.',
  ],
  'page',
);

async function termQuestions(document = NOTES) {
  const corpus = await read(document);
  const out = [];
  for (const it of candidatesOf(corpus, mcRequest([document]), 1)) {
    if (it.form !== 'term-from-definition') continue;
    const m = it.make(new Set());
    if (!m) continue;
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    const options = q.options.map((o) => o.replace(/^[A-D]\)\s*/, ''));
    const key = options['ABCD'.indexOf(q.correctAnswer)]!;
    out.push({ text: q.text, options, key, flaws: questionFlaws(m.q, { documents: [document] }) });
  }
  return out;
}

describe('run-in labels with a hyphenated modifier', () => {
  it('asks which arithmetic is scientific notation with a stored exponent, the others arithmetics', async () => {
    const qs = await termQuestions();
    const fl = qs.find((q) => q.key === 'floating-point arithmetic');
    expect(fl).toBeDefined();
    // the hedge "essentially" is not part of what it is
    expect(fl!.text).toBe(
      'Which term does the material define as "scientific notation where an exponent is stored alongside a fixed number of digits"?',
    );
    expect(fl!.flaws).toEqual([]);
    for (const o of fl!.options) expect(o).toMatch(/ arithmetic$/);
    // no option shares a word with the description ("fixed-point arithmetic" beside "a fixed number")
    expect(fl!.options).not.toContain('fixed-point arithmetic');
  });

  it('does not ask for fixed-point arithmetic from a description that says "at a fixed position"', async () => {
    const qs = await termQuestions();
    expect(qs.some((q) => q.key === 'fixed-point arithmetic')).toBe(false);
    expect(qs.some((q) => /fixed position/.test(q.text))).toBe(false);
  });
});

const LINALG = doc(
  'Linear algebra.pdf',
  [
    'Gaussian elimination can be recast as computing a factorisation of a square matrix. The LU factorisation writes a matrix as a product of a lower and an upper triangular matrix. The PLU factorisation adds a permutation matrix for stability.',
    'The Cholesky factorisation is the LU factorisation of a symmetric positive definite matrix. The QR factorisation writes a matrix as a product of an orthogonal matrix and a right-triangular matrix. The QR factorisation is used for least squares problems.',
    'Singular Value Decomposition and Compression: We discuss the singular value decomposition, which gives the 2-norm of a matrix. The best low-rank approximation of a matrix is constructed with the singular value decomposition.',
    'Matrix factorisations are used throughout numerical linear algebra. The LU factorisation and the Cholesky factorisation are computed in cubic time. The QR factorisation is computed with Householder reflections.',
    'Every invertible matrix has a PLU factorisation. The PLU factorisation is computed by Gaussian elimination with pivoting. The PLU factorisation solves linear systems.',
  ],
  'page',
);

async function roleQuestions(document: ReturnType<typeof doc>) {
  const corpus = await read(document);
  const out = [];
  for (const it of candidatesOf(corpus, mcRequest([document]), 1)) {
    const m = it.make(new Set());
    if (!m || !m.q.text.startsWith('According to the material, which of these')) continue;
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    const options = q.options.map((o) => o.replace(/^[A-D]\)\s*/, ''));
    const key = options['ABCD'.indexOf(q.correctAnswer)]!;
    out.push({ text: q.text, options, key, flaws: questionFlaws(m.q, { documents: [document] }) });
  }
  return out;
}

describe('what a term does, said in a relative clause', () => {
  it('asks which of these gives the 2-norm, the SVD among the factorisations the notes name', async () => {
    const qs = await roleQuestions(LINALG);
    const svd = qs.find((q) => q.text.includes('2-norm'));
    expect(svd).toBeDefined();
    expect(svd!.text).toBe('According to the material, which of these gives the 2-norm of a matrix?');
    expect(svd!.key).toBe('singular value decomposition');
    expect(svd!.flaws).toEqual([]);
    // the distractors are factorisations, the names written as the notes write them
    for (const o of svd!.options.filter((o) => o !== svd!.key)) expect(o).toMatch(/^[A-Z].* factorisation$/);
  });

  it('asks nothing when only unrelated terms could stand beside the key, nor from a clause with a symbol', async () => {
    const lone = doc('Lone.pdf', [
      'Condition numbers: We introduce condition numbers, which can capture the effect of perturbations in A for linear algebra operations. Polynomial interpolation fits a polynomial to data. Fourier series approximate periodic functions.',
      'The trapezium rule approximates an integral. Newton iterations converge quadratically near a root. Polynomial regression uses more data points than unknowns.',
    ]);
    const qs = await roleQuestions(lone);
    expect(qs.some((q) => /perturbations/.test(q.text))).toBe(false);
  });
});

describe('distractors that name the field of the key', () => {
  it('never offers "computer arithmetic" beside the arithmetics it holds', async () => {
    const withField = doc('Field.pdf', [
      ...NOTES.units.map((u) => u.text),
      'We now see how computer arithmetic with real numbers works. Computer arithmetic differs from the arithmetic of real numbers. Computer arithmetic is studied in the labs.',
    ]);
    const qs = await termQuestions(withField);
    const fl = qs.find((q) => q.key === 'floating-point arithmetic');
    expect(fl).toBeDefined();
    expect(fl!.options).not.toContain('computer arithmetic');
    expect(fl!.options.filter((o) => o !== fl!.key).length).toBe(3);
  });
});
