/**
 * A formula question whose options are of the key's own quantity (decision 106, eng-formula2). Readers at 865d558
 * rated "Which formula expresses the Multiclass SVM loss for the i-th example" weak: the key was the only option
 * whose left side is a loss L_i (the others R(W), P(...), H(p,q)). The options are now formulas of the key's left
 * side when the material gives three more of them for other things; else the right-hand sides only, so that no
 * left side tells the key; else no question.
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws } from '../src/index.ts';
import { firstOfForms, rightAsWritten, wholeExpression } from '../src/local/formula.ts';
import { formulaQuestions, localEngine, mcRequest, titledSections } from './fixtures.ts';

const squash = (x: string) => x.replace(/\$\$|\s/g, '');

/** The cs231n notes in short: the multiclass SVM loss, its equivalent form and an example, and other sections. */
const SVM_SECTION =
  'Multiclass Support Vector Machine loss\n\n' +
  'The Multiclass SVM loss for the i-th example is then formalized as follows:\n\n' +
  '$$\nL_i = \\sum_{j\\neq y_i} \\max(0, s_j - s_{y_i} + \\Delta)\n$$\n\n' +
  'Suppose that the three classes receive the scores [13, -7, 11] and the margin is 10:\n\n' +
  '$$\nL_i = \\max(0, -7 - 13 + 10) + \\max(0, 11 - 13 + 10)\n$$\n\n' +
  'With linear score functions we can also rewrite the loss function in this equivalent form:\n\n' +
  '$$\nL_i = \\sum_{j\\neq y_i} \\max(0, w_j^T x_i - w_{y_i}^T x_i + \\Delta)\n$$\n\n' +
  'The most common regularization penalty is the squared L2 norm over all parameters:\n\n' +
  '$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n';
const PRACTICAL =
  'Practical Considerations\n\n' +
  'You may know Binary Support Vector Machines, where the loss for the i-th example can be written as:\n\n' +
  '$$\nL_i = C \\max(0, 1 - y_i w^Tx_i) + R(W)\n$$\n\n' +
  'Here C is a hyperparameter of the binary classifier.';
const SOFTMAX =
  'Softmax classifier\n\n' +
  'The Softmax classifier replaces the hinge loss with a cross-entropy loss that has the form:\n\n' +
  '$$\nL_i = -\\log\\left(\\frac{e^{f_{y_i}}}{ \\sum_j e^{f_j} }\\right) \\hspace{0.5in} \\text{or equivalently} \\hspace{0.5in} L_i = -f_{y_i} + \\log\\sum_j e^{f_j}\n$$\n\n' +
  'The Softmax classifier reads the scores as probabilities of the classes:\n\n' +
  '$$\nP(y_i \\mid x_i; W) = \\frac{e^{f_{y_i}}}{\\sum_j e^{f_j} }\n$$\n\n' +
  'The cross-entropy of two distributions is a sum of logarithms:\n\n' +
  '$$\nH(p,q) = - \\sum_x p(x) \\log q(x)\n$$\n\n';

const CS231N = titledSections('cs231n', 'linear_classify.md', [SVM_SECTION, PRACTICAL, SOFTMAX]);

describe('the options of a formula question are of the key quantity, or right-hand sides only', () => {
  it("asks for the SVM loss with the right-hand sides of the binary SVM's and the Softmax's L_i among the options", async () => {
    const qs = await formulaQuestions(CS231N);
    const svm = qs.find((q) => /Multiclass SVM loss for the i-th example/.test(q.stem))!;
    expect(svm).toBeDefined();
    expect(svm.stem).toBe(
      'Which formula expresses the Multiclass SVM loss for the i-th example (in "Multiclass Support Vector Machine loss") according to the material?',
    );
    // no option shows a left side: the key is not "the only L_i"
    for (const o of [svm.key, ...svm.distractors])
      expect(squash(o)).not.toMatch(/^(?:L_i|R\(W\)|P\(|H\(p,q\))=/);
    expect(squash(svm.key)).toBe('\\sum_{j\\neqy_i}\\max(0,s_j-s_{y_i}+\\Delta)');
    const wrong = svm.distractors.map(squash);
    // the losses L_i of the other classifiers, as the material gives them (the Softmax's first form)
    expect(wrong).toContain('C\\max(0,1-y_iw^Tx_i)+R(W)');
    expect(wrong).toContain('-\\log\\left(\\frac{e^{f_{y_i}}}{\\sum_je^{f_j}}\\right)');
    // never the key's own loss in its equivalent form, never the worked example
    expect(wrong.some((d) => d.includes('w_j^Tx_i'))).toBe(false);
    expect(wrong.some((d) => d.includes('-7'))).toBe(false);
    // never one expression inside another: the Softmax probability beside the Softmax loss, -log of it
    expect(wrong).not.toContain('\\frac{e^{f_{y_i}}}{\\sum_je^{f_j}}');
    expect(wrong).toHaveLength(3);
    // the quote still gives the whole formula
    expect(svm.quote).toContain('L_i = \\sum_{j\\neq y_i}');
  });

  it('never offers an expression that holds the key quantity ("... + R(W)" for the regularization penalty)', async () => {
    const qs = await formulaQuestions(CS231N);
    const r = qs.find((q) => /regularization penalty/.test(q.stem))!;
    expect(r).toBeDefined();
    expect(squash(r.key)).toBe('\\sum_k\\sum_lW_{k,l}^2');
    expect(r.distractors.some((d) => d.includes('R(W)'))).toBe(false);
    expect(r.distractors).toHaveLength(3);
  });

  it('the engine keeps the question; the gate reads the key as the quoted formula it is the right side of', async () => {
    const res = await localEngine().generate(mcRequest([CS231N], { questionCount: 3, seed: 2 }));
    const formulas = res.questions.filter((q) => q.form === 'formula');
    expect(formulas.length).toBeGreaterThan(0);
    for (const q of formulas) {
      expect(q.options!.some((o) => /\$\$\s*(?:L_i|R\(W\)|P\(|H\(p,q\))\s*=/.test(o))).toBe(false);
      expect(q.explanation).toMatch(/right-hand sides of formulas the material gives/);
      expect(questionFlaws(q, { documents: [CS231N] })).toEqual([]);
      // a teacher's edit is checked without the documents: the same reading
      expect(questionFlaws(q)).toEqual([]);
    }
    // a distractor offered as the key is not supported by the quote
    const q = formulas[0]!;
    const k = 'ABCD'.indexOf(q.correctAnswer);
    const wrongKey = 'ABCD'[(k + 1) % 4]!;
    expect(questionFlaws({ ...q, correctAnswer: wrongKey }).map((f) => f.code)).toContain('unsupported-key');
  });

  it('offers whole formulas when the material gives three more of the key left side for other things', async () => {
    const losses = titledSections('losses', 'losses.md', [
      SVM_SECTION,
      PRACTICAL,
      'Softmax classifier\n\nThe Softmax classifier replaces the hinge loss with a loss that has the form:\n\n' +
        '$$\nL_i = -\\log\\left(\\frac{e^{f_{y_i}}}{ \\sum_j e^{f_j} }\\right)\n$$\n\n',
      'Logistic regression\n\nThe logistic loss of the binary classifier is given for one example as:\n\n' +
        '$$\nL_i = \\log(1 + e^{-y_i w^T x_i})\n$$\n\n',
    ]);
    const qs = await formulaQuestions(losses);
    const svm = qs.find((q) => /Multiclass SVM loss for the i-th example/.test(q.stem))!;
    expect(svm).toBeDefined();
    expect(squash(svm.key)).toBe('L_i=\\sum_{j\\neqy_i}\\max(0,s_j-s_{y_i}+\\Delta)');
    // every option is an L_i: its left side tells nothing
    for (const d of svm.distractors) expect(squash(d)).toMatch(/^L_i=/);
    expect(svm.distractors.map(squash).sort()).toEqual(
      [
        'L_i=C\\max(0,1-y_iw^Tx_i)+R(W)',
        'L_i=-\\log\\left(\\frac{e^{f_{y_i}}}{\\sum_je^{f_j}}\\right)',
        'L_i=\\log(1+e^{-y_iw^Tx_i})',
      ].sort(),
    );
  });

  it('never offers two forms of one other quantity ("W x_i + b" and "W x_i" of the score function)', async () => {
    const notes = titledSections('score', 'score.md', [
      'Score function\n\nWe defined the score function as:\n\n$$\nf(x_i, W, b) =  W x_i + b\n$$\n\n' +
        'With the bias folded into W, the new score function will simplify to a single matrix multiply:\n\n$$\nf(x_i, W) =  W x_i\n$$\n\n',
      'Regularization\n\nThe most common regularization penalty is the squared L2 norm over all parameters:\n\n' +
        '$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n',
      SOFTMAX,
    ]);
    const qs = await formulaQuestions(notes);
    const r = qs.find((q) => /regularization penalty/.test(q.stem))!;
    expect(r).toBeDefined();
    const wrong = r.distractors.map(squash);
    expect(wrong.filter((d) => d === 'Wx_i+b' || d === 'Wx_i').length).toBeLessThanOrEqual(1);
    expect(wrong).toHaveLength(3);
  });

  it('asks nothing when the material has fewer than three whole right-hand sides to offer', async () => {
    const few = titledSections('few', 'few.md', [
      'Regularization\n\nThe most common regularization penalty is the squared L2 norm over all parameters:\n\n' +
        '$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n',
      'Full loss\n\nThe full loss adds the penalty to the data loss:\n\n$$\nL = \\frac{1}{N}\\sum_i L_i + \\lambda R(W)\n$$\n\n' +
        'The score of a class is one entry of the output:\n\n$$\ns = f\n$$\n\n' +
        'The score function maps the pixels to class scores:\n\n$$\nf(x_i, W, b) = W x_i + b\n$$\n\n',
    ]);
    const qs = await formulaQuestions(few);
    expect(qs.some((q) => /regularization penalty/.test(q.stem))).toBe(false);
  });
});

describe('right-hand sides', () => {
  it('reads the right side of one equation, a relation inside a subscript being part of it', () => {
    expect(rightAsWritten('$$ L_i = \\sum_{j\\neq y_i} \\max(0, s_j) $$')).toBe(
      '\\sum_{j\\neq y_i} \\max(0, s_j)',
    );
    expect(rightAsWritten('$$\\boxed{E=\\gamma mc^{2}}$$')).toBe('\\gamma mc^{2}');
    expect(rightAsWritten('$$a = b = c$$')).toBeNull();
    expect(rightAsWritten('$x \\le y$')).toBeNull();
    expect(rightAsWritten('$$\\frac{a}{b}$$')).toBeNull();
  });

  it('offers only whole expressions: no lone symbol, no words or layout of the material', () => {
    expect(wholeExpression('\\gamma mv')).toBe(true);
    expect(wholeExpression('mc^{2}')).toBe(true);
    expect(wholeExpression('E_{k}')).toBe(false);
    expect(wholeExpression('\\Delta')).toBe(false);
    expect(wholeExpression('\\underbrace{ \\frac{1}{N} \\sum_i L_i }_\\text{data loss}')).toBe(false);
    expect(wholeExpression('[2.71, 0.14, 1]')).toBe(false);
    // a limit or a step, not an expression of a quantity
    expect(wholeExpression('\\gamma m\\vec{v}\\to m\\vec{v}')).toBe(false);
  });

  it('takes the first of the forms a display formula gives one quantity', () => {
    expect(
      firstOfForms(
        '$$ L_i = -\\log(x) \\hspace{0.5in} \\text{or equivalently} \\hspace{0.5in} L_i = -f + \\log y $$',
      ),
    ).toBe('L_i = -\\log(x)');
    expect(firstOfForms('$$ L_i = \\max(0, s_j - s_{y_i}) $$')).toBeNull();
    expect(firstOfForms('$$ a = b \\text{or} c = d $$')).toBeNull();
  });
});
