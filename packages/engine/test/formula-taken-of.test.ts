/**
 * A display formula led in by the quantity and the symbols it is taken of (eng-cs231n): "The cross-entropy between a
 * "true" distribution \(p\) and an estimated distribution \(q\) is defined as:" and H(p,q) asks for the formula of
 * the cross-entropy; the lead's own symbols are no formula it gives, and a lead whose inline math is an expression
 * names no quantity.
 */
import { describe, expect, it } from 'vitest';
import { doc, formulaQuestions } from './fixtures.ts';

const OTHERS =
  'We defined the score function as:\n\n$$\nf(x_i, W, b) =  W x_i + b\n$$\n\n' +
  'The most common regularization penalty is the squared L2 norm over all parameters:\n\n$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n' +
  'The Softmax classifier reads the scores as probabilities of the classes:\n\n$$\nP(y_i \\mid x_i; W) = \\frac{e^{f_{y_i}}}{\\sum_j e^{f_j} }\n$$\n\n';

const squash = (x: string) => x.replace(/\s/g, '');

describe('a formula led in by the quantity and the symbols it is taken of', () => {
  it('asks for the formula of the quantity named before "between"', async () => {
    const notes = doc('Softmax.md', [
      OTHERS +
        'The cross-entropy between a "true" distribution \\(p\\) and an estimated distribution \\(q\\) is defined as:\n\n$$\nH(p,q) = - \\sum_x p(x) \\log q(x)\n$$\n\n',
    ]);
    const qs = await formulaQuestions(notes);
    const h = qs.find((q) => /cross-entropy/.test(q.stem));
    expect(h?.stem).toBe('Which formula expresses the cross-entropy according to the material?');
    // right-hand sides: the left sides H(p,q), P(...), R(W), f(...) would tell the key (eng-formula2)
    expect(squash(h!.key)).toBe('$$-\\sum_xp(x)\\logq(x)$$');
    expect(h!.distractors.map(squash).sort()).toEqual(
      ['$$\\frac{e^{f_{y_i}}}{\\sum_je^{f_j}}$$', '$$\\sum_k\\sum_lW_{k,l}^2$$', '$$Wx_i+b$$'].sort(),
    );
  });

  it('asks nothing when the lead-in holds an expression, not symbols', async () => {
    const notes = doc('Margin.md', [
      OTHERS +
        'The hinge between the difference \\(s_j - s_{y_i}\\) and the margin is defined as:\n\n$$\nh_j = \\max(0, s_j - s_{y_i} + \\Delta)\n$$\n\n',
    ]);
    const qs = await formulaQuestions(notes);
    expect(qs.some((q) => /hinge/.test(q.stem))).toBe(false);
    // the other formulas are still asked
    expect(qs.some((q) => /regularization penalty/.test(q.stem))).toBe(true);
  });
});
