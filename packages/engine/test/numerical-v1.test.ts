/**
 * Characterisation theorems of lecture notes on numerical linear algebra (issue 11, decision 104, eng-numerical):
 * "A matrix A is symmetric positive definite if and only if it has a Cholesky factorisation A = LL⊤" asks which
 * factorisation, the distractors the other factorisations the notes name, never one the notes also state the
 * property of. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf } from '../src/local/select.ts';
import { questionFlaws } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const NOTES = doc(
  'Notes.pdf',
  [
    'Gaussian elimination can be interpreted as an LU factorisation. Not every invertible matrix has an LU factorisation, so one permutes the rows: the PLU factorisation.',
    'Theorem 5 (PLU). A matrix A ∈ C^{n×n} is invertible if and only if it has a PLU factorisation: A = P⊤LU where the diagonal of L are all equal to 1.',
    'Theorem 6 (Cholesky and SPD). A matrix A is symmetric positive definite if and only if it has a Cholesky factorisation A = LL⊤ where L is lower triangular.',
    'The Cholesky factorisation costs half as much as the LU factorisation. Every matrix has a QR factorisation, and the QR factorisation is computed with Householder reflections.',
    'The PLU factorisation is computed by Gaussian elimination with pivoting. We also see the reverse Cholesky factorisation of the form A = UU⊤.',
  ],
  'page',
);

async function iffQuestions(document = NOTES) {
  const corpus = await read(document);
  const out = [];
  for (const it of candidatesOf(corpus, mcRequest([document]), 1)) {
    const m = it.make(new Set());
    if (!m || !m.q.text.includes('if and only if')) continue;
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    const options = q.options.map((o) => o.replace(/^[A-D]\)\s*/, ''));
    const key = options['ABCD'.indexOf(q.correctAnswer)]!;
    out.push({ q: m.q, text: q.text, options, key, flaws: questionFlaws(m.q, { documents: [document] }) });
  }
  return out;
}

describe('which factorisation characterises a property of a matrix', () => {
  it('asks for the factorisation the theorem names, the others the notes name as distractors', async () => {
    const qs = await iffQuestions();
    const spd = qs.find((q) => q.text.includes('symmetric positive definite'))!;
    expect(spd.text).toBe(
      'According to the material, a matrix is symmetric positive definite if and only if it has which factorisation?',
    );
    expect(spd.key).toBe('Cholesky factorisation');
    expect([...spd.options].sort()).toEqual(
      ['Cholesky factorisation', 'LU factorisation', 'PLU factorisation', 'QR factorisation'].sort(),
    );
    expect(spd.flaws).toEqual([]);
    // no symbol of the theorem ("A", "C^{n×n}") in the stem; the quote is the statement without its formula
    const inv = qs.find((q) => q.text.includes('invertible'))!;
    expect(inv.text).toBe(
      'According to the material, a matrix is invertible if and only if it has which factorisation?',
    );
    expect(inv.key).toBe('PLU factorisation');
    expect(inv.q.source.quote).toBe(
      'A matrix A ∈ C^{n×n} is invertible if and only if it has a PLU factorisation',
    );
    expect(inv.flaws).toEqual([]);
  });

  it('never offers a factorisation the notes also say the property holds with, nor "reverse Cholesky"', async () => {
    const both = doc('Both.pdf', [
      ...NOTES.units.map((u) => u.text),
      'Theorem 9 (LDL). A matrix A is symmetric positive definite if and only if it has a LDL factorisation with positive D. The LDL factorisation avoids square roots.',
    ]);
    const qs = await iffQuestions(both);
    const spd = qs.filter((x) => x.text.includes('symmetric positive definite'));
    expect(spd.length).toBeGreaterThan(0);
    for (const q of spd) {
      // both characterise a symmetric positive definite matrix: never both among the options
      expect(q.options.filter((o) => /^(?:Cholesky|LDL) /.test(o))).toEqual([q.key]);
      expect(q.options.some((o) => /reverse/i.test(o))).toBe(false);
    }
  });

  it('asks nothing when the notes name fewer than four factorisations', async () => {
    const few = doc('Few.pdf', [
      'A matrix A is symmetric positive definite if and only if it has a Cholesky factorisation A = LL⊤. The Cholesky factorisation is cheap.',
      'The QR factorisation is stable. The QR factorisation uses reflections.',
    ]);
    expect(await iffQuestions(few)).toEqual([]);
  });
});
