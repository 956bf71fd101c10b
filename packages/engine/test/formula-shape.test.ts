/**
 * Formula questions read alike in every option (readers at 48ba740 rated a cs231n formula question bad): the
 * distractors are formulas written the way the key is, display or inline, while the material has enough of them
 * (an inline "\(\log C = -\max_j f_j \)" among three display formulas was the odd one out), and the stem names the section by its title, without the part number a
 * long section gets from the reader ("Interpreting a linear classifier (3)").
 */
import { describe, expect, it } from 'vitest';
import { formulaQuestions, titledSections } from './fixtures.ts';

const LINEAR = titledSections('linear', 'Linear.md', [
  'Interpreting a linear classifier (3)\n\n' +
    'We defined the score function as:\n\n$$\nf(x_i, W, b) =  W x_i + b\n$$\n\n' +
    'The matrix W holds the weights of the classifier and the vector b holds its biases. ' +
    'A common choice for the constant is to set \\( \\log C = -\\max_j f_j \\) so that the largest value is zero. ' +
    'The most common regularization penalty is the squared L2 norm over all parameters:\n\n$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n' +
    'The cross-entropy of two distributions is a sum of logarithms:\n\n$$\nH(p,q) = - \\sum_x p(x) \\log q(x)\n$$\n\n' +
    'The Softmax classifier reads the scores as probabilities of the classes:\n\n$$\nP(y_i \\mid x_i; W) = \\frac{e^{f_{y_i}}}{\\sum_j e^{f_j} }\n$$\n\n',
]);

describe('formula questions read alike in every option', () => {
  it('offers display formulas beside a display key, and names the section without its part number', async () => {
    const qs = await formulaQuestions(LINEAR);
    const score = qs.find((q) => /expresses the score function\b/.test(q.stem))!;
    expect(score).toBeDefined();
    expect(score.stem).toBe(
      'Which formula expresses the score function (in "Interpreting a linear classifier") according to the material?',
    );
    expect(score.key.trim()).toMatch(/^\$\$[^$]+\$\$$/);
    const squash = (x: string) => x.replace(/\s/g, '');
    // the inline formula of the notes is left out while three display formulas are there
    expect(score.distractors.map(squash).some((d) => d.includes('\\logC'))).toBe(false);
    for (const d of score.distractors) expect(d.trim()).toMatch(/^\$\$[^$]+\$\$$/);
  });
});
