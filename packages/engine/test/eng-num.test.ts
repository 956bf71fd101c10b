/**
 * Numerical analysis notes beyond term-from-definition (issue 11, decision 104, eng-num): a convergence the notes
 * compare ("The Trapezium rule converges much faster ... than the other rules") asks how it converges compared
 * with the others; a consequence with "therefore" ("Interpolatory polynomials are unique and therefore square
 * Vandermonde matrices are invertible") asks which matrices, the distractors other matrices of the notes that they
 * never call invertible. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import { doc, formQuestions } from './fixtures.ts';

const NOTES = doc(
  'Notes.pdf',
  [
    'Orthogonal matrices preserve the 2-norm. Orthogonal matrices are used in the QR factorisation. Reflections and rotations are examples. They are trivially invertible, just take the transpose.',
    'I.1 Rectangular rule. The rectangular rule approximates an integral by a Riemann sum. In the lab we explore the left-sided rectangular rule and the trapezium rule. The Trapezium rule converges much faster to the true value of the integral than the other rules. Divided differences approximate a derivative.',
    'Banded matrices are zero off a prescribed number of diagonals. Multiplying with banded matrices is cheap, and tridiagonal banded matrices are common. Circulant matrices are diagonalised by the discrete Fourier transform. Circulant matrices arise from periodic convolutions.',
    'Upper triangular matrices are solved by back-substitution. Upper triangular matrices appear in the QR factorisation. Dense matrices have few zero entries. Multiplying with dense matrices is expensive.',
    'Polynomial interpolation finds a polynomial that equals data at a set of points. Interpolatory polynomials are unique and therefore square Vandermonde matrices are invertible. Interpolating at evenly spaced points is a bad idea. Vandermonde matrices become ill-conditioned quickly.',
  ],
  'page',
);

describe('a convergence the notes compare', () => {
  it('asks how the rule converges compared with the others, the key what the notes say', async () => {
    const qs = (await formQuestions(NOTES, 'comparison')).filter((q) => /Trapezium rule/.test(q.text));
    expect(qs).toHaveLength(1);
    const q = qs[0]!;
    expect(q.text).toBe(
      'According to the material, how does the Trapezium rule converge to the true value of the integral compared with the left-sided rectangular rule?',
    );
    expect(q.key).toBe('Much faster');
    // eng-weak3: the compared side named from the unit ("the other rules" there are the left-sided rectangular
    // rule), the options a scale of rates (no "It diverges" against the stem's own "converge")
    expect(q.options.filter((o) => o !== q.key).sort()).toEqual([
      'At about the same rate',
      'Much slower',
      'Only slightly faster',
    ]);
    expect(q.quote).toContain('converges much faster');
    expect(q.flaws).toEqual([]);
  });

  it('is not asked when the notes also say the rule converges slower', async () => {
    const units = NOTES.units.map((u) => u.text);
    units[0] += ' For non-smooth functions the Trapezium rule converges slower.';
    const qs = await formQuestions(doc('Notes2.pdf', units, 'page'), 'comparison');
    expect(qs.filter((q) => /Trapezium rule/.test(q.text))).toEqual([]);
  });
});

describe('a consequence the notes draw with "therefore"', () => {
  it('asks which matrices follow, the distractors matrices the notes never call invertible', async () => {
    const qs = (await formQuestions(NOTES, 'cause-effect')).filter((q) => /therefore which/.test(q.text));
    expect(qs).toHaveLength(1);
    const q = qs[0]!;
    expect(q.text).toBe(
      'According to the material, interpolatory polynomials are unique and therefore which matrices are invertible?',
    );
    expect(q.key).toBe('square Vandermonde matrices');
    // orthogonal matrices are invertible by the notes ("They are trivially invertible"): never a distractor
    expect(q.options.some((o) => /orthogonal/i.test(o))).toBe(false);
    const others = q.options.filter((o) => o !== q.key);
    expect(others).toHaveLength(3);
    for (const o of others)
      expect([
        'banded matrices',
        'circulant matrices',
        'dense matrices',
        'upper triangular matrices',
      ]).toContain(o);
    expect(q.flaws).toEqual([]);
  });

  it('is not asked of a premise that leans on the sentence before ("this")', async () => {
    const units = NOTES.units.map((u) =>
      u.text.replace(
        'Interpolatory polynomials are unique and therefore',
        'This polynomial is unique and therefore',
      ),
    );
    const qs = await formQuestions(doc('Notes3.pdf', units, 'page'), 'cause-effect');
    expect(qs.filter((q) => /therefore which/.test(q.text))).toEqual([]);
  });
});
