/**
 * Weak questions of the math notes (issue 11, eng-weak3, decisions 104 and 106), as a student reads them:
 * - a convergence compared with "the other rules" names them from the unit ("the right-sided and left-sided
 *   rectangular rules"), or is not asked; its options are a scale of rates, none "It diverges" against the stem's
 *   own "converge";
 * - in notes divided into chapters, "which of these can be interpreted as an LU factorisation?" offers no method of
 *   another chapter's field (the Trapezium rule, Newton's method) beside Gaussian elimination;
 * - "which of these is one of the rules of the limit arithmetic theorem?" offers near-misses students make (the
 *   quotient under the wrong condition, the wrong way up, a wrong sign), not "𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿/𝑀".
 * Fixtures are written here.
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws } from '../src/quality.ts';
import { doc, formQuestions, generateUpTo, mcRequest } from './fixtures.ts';
import { CHAPTER, LIMIT_LEAD, LIMIT_RULES, limitsAB } from './fixtures/he-calc.ts';

const LAB =
  'I.1 Rectangular rule. The rectangular rule approximates an integral by a Riemann sum. In the lab, we explore the practical implementation of the right-sided rectangular rule and extensions to other rules like the left-sided rectangular rule and trapezium rule. We also see how linear convergence can be deduced experimentally by plotting the error. The Trapezium rule converges much faster to the true value of the integral than the other rules. Divided differences approximate a derivative.';
const OTHER = [
  'Banded matrices are zero off a prescribed number of diagonals. Multiplying with banded matrices is cheap. Circulant matrices are diagonalised by the discrete Fourier transform.',
  'Upper triangular matrices are solved by back-substitution. Dense matrices have few zero entries. Multiplying with dense matrices is expensive.',
];

describe('a convergence compared with "the other rules"', () => {
  it('names the rules the unit compares it with, the options a scale of rates', async () => {
    const qs = (await formQuestions(doc('Notes.pdf', [LAB, ...OTHER], 'page'), 'comparison')).filter((q) =>
      /Trapezium rule/.test(q.text),
    );
    expect(qs).toHaveLength(1);
    const q = qs[0]!;
    expect(q.text).toBe(
      'According to the material, how does the Trapezium rule converge to the true value of the integral compared with the right-sided and left-sided rectangular rules?',
    );
    expect(q.text).not.toMatch(/other rules/);
    expect(q.key).toBe('Much faster');
    expect(q.options.filter((o) => o !== q.key).sort()).toEqual([
      'At about the same rate',
      'Much slower',
      'Only slightly faster',
    ]);
    expect(q.options).not.toContain('It diverges');
    expect(q.flaws).toEqual([]);
  });

  it('is not asked when the unit names no other rule', async () => {
    const lab = LAB.replace(
      'In the lab, we explore the practical implementation of the right-sided rectangular rule and extensions to other rules like the left-sided rectangular rule and trapezium rule.',
      'In the lab, we explore the practical implementation on a computer.',
    );
    const qs = await formQuestions(doc('Notes2.pdf', [lab, ...OTHER], 'page'), 'comparison');
    expect(qs.filter((q) => /Trapezium rule/.test(q.text))).toEqual([]);
  });
});

const CHAPTERS = [
  "Chapter I\nCalculus on a Computer\nThe Trapezium rule approximates an integral by an affine function. The Trapezium rule is accurate for smooth functions. Newton's method is a basic approach for computing roots of a function. Newton's method converges quadratically near a simple root.",
  'Chapter II\nRepresenting Numbers\nFloating-point arithmetic stores numbers with an exponent and a fixed number of digits. Interval arithmetic bounds rounding errors. Integer arithmetic is exact but bounded.',
  'Chapter III\nNumerical Linear Algebra\nGaussian elimination can be interpreted as an LU factorisation. Gaussian elimination is used to solve linear systems. A Householder reflection is an orthogonal matrix that reflects a vector. A Householder reflection is used to compute the QR factorisation. Givens rotation is an orthogonal matrix that rotates two coordinates. Givens rotation zeroes one entry at a time. Back-substitution solves an upper triangular system. Back-substitution costs quadratic time.',
];

describe("notes divided into chapters: distractors of the key's field", () => {
  it('offers no term of another chapter beside a method of numerical linear algebra', async () => {
    const qs = await formQuestions(doc('Notes3.pdf', CHAPTERS, 'page'), 'term-from-definition');
    const otherFields = [
      'trapezium rule',
      "newton's method",
      'floating-point arithmetic',
      'interval arithmetic',
      'integer arithmetic',
    ];
    for (const q of qs.filter((x) => /givens|householder|gaussian|back-substitution/i.test(x.key)))
      for (const o of q.options) expect(otherFields).not.toContain(o.toLowerCase());
  });
});

const ARITHMETIC = limitsAB([LIMIT_LEAD, ...LIMIT_RULES, '', 'הוכחה:', '∎']);
const THEOREMS = CHAPTER;

describe('calculus notes: the rules of the limit arithmetic theorem', () => {
  // eng-he10: the rules are no longer asked as "one of the rules of X" (the plain sum or product among near-misses,
  // rated weak); the quotient rule's condition is, and no option anywhere pairs one rule's sequence with another's limit
  it("asks the quotient's condition, and no option pairs one rule's sequence with another's limit", async () => {
    const d = doc('חדו"א.pdf', [THEOREMS.join('\n'), ARITHMETIC.join('\n')], 'page', 'he-calc-weak3');
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    const q = res.questions.find((x) => x.text.includes('המשפט "חשבון גבולות"'));
    expect(q).toBeDefined();
    const options = q!.options!.map((o) =>
      o
        .replace(/^[A-D]\)\s*/u, '')
        .replace(/[\u2066-\u2069]/gu, '')
        .trim(),
    );
    expect(options['ABCD'.indexOf(q!.correctAnswer)]).toBe('𝐵 ≠ 0');
    // no recombination of the sides of two rules ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐴/𝐵", "𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐴 + 𝐵")
    for (const o of res.questions.flatMap((x) => x.options ?? []))
      for (const pair of ['𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐴/𝐵', '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐴 + 𝐵', '𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐴 ⋅ 𝐵', '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐴/𝐵'])
        expect(o).not.toContain(pair);
    expect(questionFlaws(q!, { documents: [d] })).toEqual([]);
  });

  it('asks nothing of a theorem with fewer than three near-misses (no condition, no sum)', async () => {
    const rules = [
      ARITHMETIC[0]!,
      '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐴 ⋅ 𝐵 .1',
      '𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐴 − 𝐵 .2',
      '𝑏_𝑛 ⋅ 𝑎_𝑛 ⟶ 𝐵 ⋅ 𝐴 .3',
      '',
      'הוכחה:',
    ];
    const d = doc('חדו"א.pdf', [THEOREMS.join('\n'), rules.join('\n')], 'page', 'he-calc-weak3b');
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    expect(res.questions.filter((x) => x.form === 'list-member')).toEqual([]);
  });
});
