/**
 * Markdown course notes (eng-md, issue 11): names of one kind the tokens miss - a hyphenated name with its acronym
 * in brackets ("the One-Vs-All (OVA) SVM") and a longer name its short form follows ("the squared hinge loss SVM
 * (or L2-SVM)") - are options of a question on that kind, and the tail of such a name ("loss SVM") is none.
 */
import { describe, expect, it } from 'vitest';
import { proseCandidates } from '../src/local/prose.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { builtQuestions, doc } from './fixtures.ts';

const notes = doc('linear-classify.md', [
  'Linear Classification\n' +
    'We described the k-Nearest Neighbor (kNN) classifier which labels images by comparing them to (annotated) images from the training set. ' +
    'Unlike kNN classifier, the advantage of this parametric approach is that once we learn the parameters we can discard the training data. ' +
    'The other popular choice is the Softmax classifier, which has a different loss function. ' +
    'The SVM classifier uses the hinge loss. The Softmax classifier uses the cross-entropy loss. ' +
    'The car classifier seems to have merged several modes into a single template.',
  'Multiclass Support Vector Machine loss\n' +
    'A last piece of terminology is that the threshold at zero function is often called the hinge loss. ' +
    "You'll sometimes hear about people instead using the squared hinge loss SVM (or L2-SVM), which penalizes violated margins more strongly. " +
    'The unsquared version is more standard, but in some datasets the squared hinge loss can work better.',
  'Relation to Binary Support Vector Machine\n' +
    'You may be coming to this class with previous experience with Binary Support Vector Machines. ' +
    'The formulation we presented in this section contains the binary SVM as a special case when there are only two classes. ' +
    'A kernel SVM maps the data into a space of many more dimensions.',
  'Other Multiclass SVM formulations\n' +
    'It is worth noting that the Multiclass SVM presented in this section is one of few ways of formulating the SVM over multiple classes. ' +
    'Another commonly used form is the One-Vs-All (OVA) SVM which trains an independent binary SVM for each class vs. all other classes. ' +
    'The last formulation you may see is a Structured SVM, which maximizes the margin between the score of the correct class and the score of the highest-scoring incorrect runner-up class. ' +
    'Understanding the differences between these formulations is outside of the scope of the class.',
]);

describe('eng-md: names of a kind written with brackets', () => {
  it('asks which SVM the material says does what, with the other SVMs it names as options', async () => {
    const qs = await builtQuestions(notes, proseCandidates);
    const q = qs.find((x) => /which SVM maximizes the margin/.test(x.text));
    expect(q?.text).toBe(
      'According to the material, which SVM maximizes the margin between the score of the correct class and the score of the highest-scoring incorrect runner-up class?',
    );
    const opts = q!.options!.map(optionText);
    expect(opts[0]).toBe('Structured SVM');
    for (const o of opts.slice(1))
      expect(['One-Vs-All (OVA) SVM', 'binary SVM', 'squared hinge loss SVM', 'kernel SVM']).toContain(o);
    expect(questionFlaws(q!, { documents: [notes] })).toEqual([]);
  });

  it('asks by the short name of a name with its acronym in brackets, never when the stem spells the name out', async () => {
    const qs = await builtQuestions(notes, proseCandidates);
    const q = qs.find((x) => /which classifier labels images/.test(x.text));
    expect(q?.text).toBe(
      'According to the material, which classifier labels images by comparing them to (annotated) images from the training set?',
    );
    const opts = q!.options!.map(optionText);
    expect(opts[0]).toBe('kNN classifier');
    expect(opts.slice(1).sort()).toEqual(['SVM classifier', 'Softmax classifier', 'car classifier']);
    // "which SVM trains an independent binary SVM for each class vs. all other classes?" names One-Vs-All
    expect(qs.find((x) => /which SVM trains/.test(x.text))).toBeUndefined();
  });

  it('never offers the tail of a longer name as a name of its own', async () => {
    const qs = await builtQuestions(notes, proseCandidates);
    for (const q of qs)
      for (const o of q.options!.map(optionText)) expect(o).not.toMatch(/^(?:loss|All) SVM$/i);
  });
});
