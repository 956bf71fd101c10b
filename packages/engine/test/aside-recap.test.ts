/**
 * Side content by the material's own word is not asked (readers at 3bbff16 rated both questions weak; decision
 * 104): a paragraph the notes open with "Aside:" (whose formulations are "outside of the scope of the class"), and
 * the rest of a recap of an earlier lecture ("In the last section we introduced ... Moreover, we described ...").
 */
import { describe, expect, it } from 'vitest';
import { proseCandidates } from '../src/local/prose.ts';
import { builtQuestions, doc } from './fixtures.ts';

const notes = (aside: string, recap: string) =>
  doc('linear-classify.md', [
    'Linear Classification\n' +
      `${recap}we introduced the problem of Image Classification, which is the task of assigning a single label to an image. ` +
      'Moreover, we described the k-Nearest Neighbor (kNN) classifier which labels images by comparing them to (annotated) images from the training set. ' +
      'Unlike kNN classifier, the advantage of this parametric approach is that once we learn the parameters we can discard the training data. ' +
      'The other popular choice is the Softmax classifier, which has a different loss function. ' +
      'The SVM classifier uses the hinge loss. The Softmax classifier uses the cross-entropy loss. ' +
      'The car classifier seems to have merged several modes into a single template.',
    'Multiclass Support Vector Machine loss\n' +
      "You'll sometimes hear about people instead using the squared hinge loss SVM (or L2-SVM), which penalizes violated margins more strongly. " +
      'The formulation we presented in this section contains the binary SVM as a special case when there are only two classes.',
    'Practical considerations\n' +
      `${aside}It is worth noting that the Multiclass SVM presented in this section is one of few ways of formulating the SVM over multiple classes. ` +
      'Another commonly used form is the One-Vs-All (OVA) SVM which trains an independent binary SVM for each class vs. all other classes. ' +
      'The last formulation you may see is a Structured SVM, which maximizes the margin between the score of the correct class and the score of the highest-scoring incorrect runner-up class. ' +
      'Understanding the differences between these formulations is outside of the scope of the class.',
  ]);

const asked = async (aside: string, recap: string) =>
  (await builtQuestions(notes(aside, recap), proseCandidates)).map((q) => q.text);

describe('aside and recap', () => {
  it('never asks about a paragraph the notes call an aside', async () => {
    const texts = await asked('Aside: Other Multiclass SVM formulations. ', 'Earlier ');
    expect(texts.some((t) => /Structured|runner-up/.test(t))).toBe(false);
    // the same paragraph without its "Aside:" label is asked about
    const plain = await asked('', 'Earlier ');
    expect(plain.some((t) => /which SVM maximizes the margin/.test(t))).toBe(true);
  });

  it('never asks about what an earlier lecture described', async () => {
    const texts = await asked('', 'In the last section ');
    expect(texts.some((t) => /which classifier labels images/.test(t))).toBe(false);
    const plain = await asked('', 'Earlier ');
    expect(plain.some((t) => /which classifier labels images/.test(t))).toBe(true);
  });
});
