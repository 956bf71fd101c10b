/**
 * eng-md2 (decision 104): Markdown course notes, the Rust book and cs231n. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import {
  clauseRoot,
  commonRoots,
  conditionalQuestion,
  conditionalsOf,
  statementIndex,
} from '../src/local/statements.ts';
import { doc, formulaQuestions, read } from './fixtures.ts';

const OWNERSHIP = doc('Ownership.md', [
  'Ownership Rules\n\n' +
    'When the owner goes out of scope, the value will be dropped. ' +
    'When a new string is assigned to a variable, Rust calls drop on the old string. ' +
    'If the cache is full, the oldest entry is evicted from the table. ' +
    'When an exit becomes hot, the recorder starts a branch trace at the exit. ' +
    'If any rule is violated, the compiler rejects the whole program. ' +
    '',
]);

describe("what happens when: a result with the key's words in another inflection is no wrong answer", () => {
  it('compares words by their roots: "drop", "drops", "dropped" are one word', () => {
    expect(new Set(['drop', 'drops', 'dropped', 'dropping'].map(clauseRoot)).size).toBe(1);
    expect(new Set(['free', 'freed', 'frees'].map(clauseRoot)).size).toBe(1);
    expect(clauseRoot('call')).toBe(clauseRoot('called'));
    expect(clauseRoot('scope')).not.toBe(clauseRoot('score'));
  });

  it('never offers "Rust calls drop on the old string" against "the value will be dropped"', async () => {
    const c = await read(OWNERSHIP);
    const ix = statementIndex(c);
    const conds = conditionalsOf(c);
    const owner = conds.find((x) => x.condition === 'the owner goes out of scope')!;
    expect(owner).toBeDefined();
    const drop = conds.find((x) => x.result.startsWith('Rust calls drop'))!;
    expect(drop).toBeDefined();
    for (let seed = 0; seed < 10; seed++) {
      let r = seed / 10;
      const q = conditionalQuestion(
        ix,
        commonRoots(ix),
        owner,
        conds,
        new Set(),
        () => (r = (r + 0.37) % 1),
      )!;
      expect(q.stem).toBe('According to the material, what happens when the owner goes out of scope?');
      expect(q.key).toBe('the value will be dropped');
      expect(q.distractors).not.toContain(drop.result);
      expect(q.distractors.some((d) => /\bdrop/i.test(d))).toBe(false);
    }
  });
});

// cs231n's notes: each display formula on its own line, after the sentence that says what it is
const LINEAR = doc('Linear.md', [
  'Linear classification\n\n' +
    'We defined the score function as:\n\n$$\nf(x_i, W, b) =  W x_i + b\n$$\n\n' +
    'The matrix W holds the weights of the classifier and the vector b holds its biases. ' +
    'Each class score is one entry of the output, \\( s_j = f(x_i, W)_j \\), for the class j. ' +
    'With the bias folded into W, the new score function will simplify to a single matrix multiply:\n\n$$\nf(x_i, W) =  W x_i\n$$\n\n' +
    'The Multiclass SVM loss for the i-th example is then formalized as follows:\n\n$$\nL_i = \\sum_{j\\neq y_i} \\max(0, s_j - s_{y_i} + \\Delta)\n$$\n\n' +
    'The most common regularization penalty is the squared L2 norm over all parameters:\n\n$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$\n\n' +
    'The Softmax classifier reads the scores as probabilities of the classes:\n\n$$\nP(y_i \\mid x_i; W) = \\frac{e^{f_{y_i}}}{\\sum_j e^{f_j} }\n$$\n\n' +
    'The softmax function \\(f_j(z) = \\frac{e^{z_j}}{\\sum_k e^{z_k}} \\) squashes the scores into values that sum to one. ' +
    'The cross-entropy of two distributions is a sum of logarithms:\n\n$$\nH(p,q) = - \\sum_x p(x) \\log q(x)\n$$\n\n' +
    'In the example the first weight row is \\(w_1 = [1,0,0,0]\\) for the cat class.',
]);

describe('formulas on their own line after the sentence that names them (cs231n)', () => {
  it('asks which formula is the score function and the SVM loss, never with the same quantity as a wrong option', async () => {
    const qs = await formulaQuestions(LINEAR);
    const score = qs.find((q) => /expresses the score function\b/.test(q.stem))!;
    expect(score).toBeDefined();
    const squash = (x: string) => x.replace(/\$\$|\\\(|\\\)|\s/g, '');
    // the options are right-hand sides: the left sides (f, L_i, R(W), H(p,q)) would tell the key (eng-formula2)
    expect(squash(score.key)).toBe('Wx_i+b');
    expect(score.quote).toMatch(/^We defined the score function as: /);
    const wrong = score.distractors.map(squash);
    // the score function with the bias folded into W, a class score given by it, an example's value
    expect(wrong).not.toContain('Wx_i');
    expect(wrong.some((d) => d.startsWith('f(x_i,W)_j'))).toBe(false);
    expect(wrong.some((d) => d.startsWith('[1,0,0,0]'))).toBe(false);
    const svm = qs.find((q) => /expresses the Multiclass SVM loss for the i-th example\b/.test(q.stem))!;
    expect(svm).toBeDefined();
    expect(squash(svm.key)).toMatch(/^\\sum_\{j\\neqy_i\}\\max/);
    // the softmax probability and the softmax function are one expression in other letters: one of them at most
    expect(
      svm.distractors.map(squash).filter((d) => /^\\frac\{e\^\{(?:f_\{y_i\}|z_j)\}\}/.test(d)).length,
    ).toBeLessThanOrEqual(1);
  });
});
