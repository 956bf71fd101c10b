/**
 * A lead-in that ends one unit and the display formula that opens the next (eng-cs231n): the reader cut the
 * regularization paragraph of the cs231n notes between "The most common regularization penalty is the squared L2
 * norm ...:" and its formula R(W); the formula is still the one the lead-in names.
 */
import { describe, expect, it } from 'vitest';
import { doc, formulaQuestions } from './fixtures.ts';

const CUT = doc('Linear.md', [
  'We defined the score function as:\n\n$$\nf(x_i, W, b) =  W x_i + b\n$$\n\n' +
    'The cross-entropy of two distributions is a sum of logarithms:\n\n$$\nH(p,q) = - \\sum_x p(x) \\log q(x)\n$$\n\n' +
    'The Softmax classifier reads the scores as probabilities of the classes:\n\n$$\nP(y_i \\mid x_i; W) = \\frac{e^{f_{y_i}}}{\\sum_j e^{f_j} }\n$$\n\n' +
    'The most common regularization penalty is the squared L2 norm over all parameters:',
  '$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\nIn the expression above, we are summing up all the squared elements of the weights.',
]);

describe('a formula that opens the unit after its lead-in', () => {
  it('is asked as the formula of what the lead-in names', async () => {
    const qs = await formulaQuestions(CUT);
    const penalty = qs.find((q) => /the most common regularization penalty/.test(q.stem));
    expect(penalty?.stem).toBe(
      'Which formula expresses the most common regularization penalty according to the material?',
    );
    expect(penalty?.key.replace(/\s/g, '')).toBe('$$R(W)=\\sum_k\\sum_lW_{k,l}^2$$');
    expect(penalty?.distractors.map((d) => d.replace(/\s/g, '')).sort()).toEqual(
      [
        '$$H(p,q)=-\\sum_xp(x)\\logq(x)$$',
        '$$P(y_i\\midx_i;W)=\\frac{e^{f_{y_i}}}{\\sum_je^{f_j}}$$',
        '$$f(x_i,W,b)=Wx_i+b$$',
      ].sort(),
    );
  });

  it('is not taken for a lead-in two units back', async () => {
    const far = doc('Far.md', [
      CUT.units[0]!.text,
      'The weights of the classifier are learned from the training images of every class.',
      CUT.units[1]!.text,
    ]);
    const qs = await formulaQuestions(far);
    expect(qs.some((q) => /the most common regularization penalty/.test(q.stem))).toBe(false);
  });
});
