/**
 * Course notes written in Markdown for MathJax (Jekyll, the cs231n notes) double the backslash of inline math:
 * "\\(\Delta = 1.0\\)" is "\(\Delta = 1.0\)" once Markdown resolves its escaped backslash. Read as text it left a
 * formula placeholder plus "\)" in the sentence ("set to zqm..q = 1.0\)"), and the sentence was dropped as math
 * debris (eng-cs231n).
 */
import { describe, expect, it } from 'vitest';
import { findMathSpans } from '@studypilot/core';
import { markdownInline } from '../../extract/src/markdown.ts';
import { analyze } from '../src/local/analysis.ts';
import { protectRequest } from '../src/local/formula.ts';
import { keyIndex, optionText, type GenerateRequest } from '../src/index.ts';
import { doc, mcRequest, questionsOverSeeds } from './fixtures.ts';

const delta =
  'It turns out that this hyperparameter can safely be set to \\\\(\\Delta = 1.0\\\\) in all cases of the loss.';

describe('inline math written "\\\\( ... \\\\)" (Markdown for MathJax)', () => {
  it('is one formula: the whole of it, not a bare command and a stray "\\)"', () => {
    const spans = findMathSpans(delta);
    expect(spans.map((s) => s.tex)).toEqual(['\\Delta = 1.0']);
    expect(delta.slice(spans[0]!.start, spans[0]!.end)).toBe('\\\\(\\Delta = 1.0\\\\)');
    // a line break inside an aligned formula ("\\[1ex]") opens nothing
    expect(findMathSpans('$$a = b \\\\[1ex] c = d$$ and then x \\\\[2ex] y').map((s) => s.tex)).toEqual([
      'a = b \\\\[1ex] c = d',
    ]);
  });

  it('Markdown renders it as "\\( ... \\)", like the formulas around it', () => {
    expect(markdownInline(delta)).toBe(
      'It turns out that this hyperparameter can safely be set to \\(\\Delta = 1.0\\) in all cases of the loss.',
    );
    expect(markdownInline('a label \\\\( y_i \\\\) and the margin \\\\(\\Delta\\\\).')).toBe(
      'a label \\( y_i \\) and the margin \\(\\Delta\\).',
    );
  });

  it('the engine reads the sentence whole: one formula, no backslash left, the sentence usable', async () => {
    const req = {
      documents: [
        {
          id: 'svm',
          name: 'svm.md',
          unitKind: 'section',
          units: [
            {
              number: 1,
              text:
                'The SVM loss wants the score of the correct class to be higher than the incorrect class scores by a margin. ' +
                delta.replace('It turns out that this', 'The margin'),
            },
          ],
        },
      ],
      questionType: 'multiple-choice',
      questionCount: 5,
      difficulty: 'medium',
    } as GenerateRequest;
    const { req: protectedReq, table } = protectRequest(req);
    const text = protectedReq.documents[0]!.units[0]!.text;
    expect(text).not.toContain('\\');
    expect(table.formulas).toEqual(['\\\\(\\Delta = 1.0\\\\)']);
    const corpus = await analyze(protectedReq.documents, 'en', undefined, () => {});
    const s = corpus.sentences.find((x) => /safely be set to/.test(x.text))!;
    expect(s.text).toMatch(
      /^The margin hyperparameter can safely be set to zqm[a-p]+q in all cases of the loss\.$/,
    );
    expect(s.reject).toBeUndefined();
  });
});

/** Notes on linear classifiers after the cs231n notes, written for the test (math as the app reads Markdown). */
const lossNotes = doc('linear_classify.md', [
  'Loss function\nWe are going to measure our unhappiness with outcomes with a loss function. The loss will be high if we are doing a poor job of classifying the training data. The loss function quantifies the agreement between the predicted scores and the ground truth labels.',
  'Multiclass Support Vector Machine loss\nThe SVM loss is set up so that the SVM wants the correct class for each image to have a score higher than the incorrect classes by some fixed margin. The SVM loss function wants the score of the correct class to be larger than the incorrect class scores by at least the margin. A last piece of terminology we will mention before we finish with this section is that the threshold at zero \\(max(0,-)\\) function is often called the hinge loss. You will sometimes hear about people instead using the squared hinge loss SVM, which penalizes violated margins more strongly. The unsquared version is more standard, but in some datasets the squared hinge loss can work better.',
  'Regularization\nWe can do so by extending the loss function with a regularization penalty. The regularization loss is not a function of the data, it is only based on the weights. The full Multiclass SVM loss is made up of two components: the data loss, which is the average loss over all examples, and the regularization loss. The most appealing property is that penalizing large weights tends to improve generalization. Including the regularization loss keeps the weights small and diffuse.',
  'Code\ndef L_i(x, y, W): scores = W.dot(x) margins = np.maximum(0, scores - scores[y] + delta) loss_i = np.sum(margins) return loss_i',
  'Softmax classifier\nThe SVM classifier uses the hinge loss, or also sometimes called the max-margin loss. The Softmax classifier uses the cross-entropy loss. The Softmax classifier gets its name from the softmax function, which is used to squash the raw class scores into normalized positive values that sum to one. The cross-entropy loss wants the predicted distribution to have all of its mass on the correct answer. The data loss of the Softmax classifier is the cross-entropy loss averaged over the examples.',
]);

describe('the hinge loss asked from its definition (eng-cs231n)', () => {
  it("is asked among other losses of the notes, none the SVM's own loss, no word of the code listing", async () => {
    const qs = await questionsOverSeeds(mcRequest([lossNotes], { questionCount: 5 }), [1, 2, 3]);
    const hinge = qs.filter((q) => /threshold at zero/.test(q.text));
    expect(hinge.length).toBeGreaterThan(0);
    for (const q of hinge) {
      const opts = (q.options ?? []).map(optionText);
      expect(optionText(q.options![keyIndex(q)]!)).toBe('hinge loss');
      expect(q.text).toContain('\\(max(0,-)\\)');
      for (const o of opts) {
        expect(o).toMatch(/ loss$/);
        expect(o).not.toMatch(/svm|return|terminology|squared/i);
      }
    }
  });
});
