/**
 * Questions readers rated weak at ea28d22 (eng-weak, decision 104): on a statistics homework a teacher asks what
 * an estimate and a test's p-value mean in the study, before a variable's coding, a recalled figure or a row of
 * the output's table. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { studyCandidates } from '../src/local/study.ts';
import { studyUseCandidates } from '../src/local/study-uses.ts';
import { optionText } from '../src/quality.ts';
import { asthmaHomework, builtQuestions, keyOf, mcRequest, questionsUpTo } from './fixtures.ts';

const homework = (decision: string, p: string) =>
  asthmaHomework({ hypothesis: 'R1(t) and R2(t)', p, conclusion: [decision] });

const notRejected = homework(
  'Since p-value > 0.05 we fail to reject null at significance 0.05. Therefore, we may not conclude that survival functions of placebo and montelukast treated patients differ (at 0.05 level of significance).',
  '0.2175',
);

// eng-stats: the interpretation of the p-value is built by study-uses.ts alone (it had a builder in each file)
const made = (d: SourceDocument) =>
  builtQuestions(d, (c) => [...studyCandidates(c), ...studyUseCandidates(c)]);

describe('a statistics homework: what its results mean', () => {
  it('asks what an estimate estimates, against the misreadings of a survival estimate', async () => {
    const qs = await made(notRejected);
    const q = qs.find((x) => x.text.includes('R1(10) = 0.7120'))!;
    expect(q.text).toBe('According to the material, what is R1(10) = 0.7120 an estimate of?');
    expect(keyOf(q)).toBe(
      'the probability of avoiding a new attack for at least full ten weeks in the placebo group',
    );
    expect(q.options!.map(optionText).sort()).toEqual([
      'the average time before a new attack in the placebo group',
      'the probability of a new attack within ten weeks in the montelukast group',
      'the probability of avoiding a new attack for at least full ten weeks in the placebo group',
      'the share of the placebo group still free of new attack at the end of the study',
    ]);
  });

  it("asks how the material reads its test's p-value: its own decision, never a figure looked up", async () => {
    const qs = await made(notRejected);
    const q = qs.find((x) => /interpret this result/.test(x.text))!;
    expect(q.text).toBe(
      'According to the material, at level 0.05 the Log-Rank test of H0: R1(t) and R2(t) are identical gives chi-square = 4.1020 and p-value = 0.2175. How does the material interpret this result?',
    );
    expect(keyOf(q)).toBe('We fail to reject H0: we may not conclude that R1(t) and R2(t) differ');
    expect(q.options!.map(optionText).sort()).toEqual([
      'We accept H0: the data prove that R1(t) and R2(t) are identical',
      'We conclude that R2(10) = 0.8034 is significantly larger than R1(10) = 0.7120',
      'We fail to reject H0: we may not conclude that R1(t) and R2(t) differ',
      'We reject H0 in favour of H1: R1(t) \u2260 R2(t) for at least one time t',
    ]);
  });

  it('asks nothing when the decision the material states does not agree with its figures', async () => {
    const wrong = homework(
      'Since p-value < 0.05 we reject null at significance 0.05. Therefore, the survival functions differ.',
      '0.2175',
    );
    const qs = await made(wrong);
    expect(qs.some((x) => /interpret this result/.test(x.text))).toBe(false);
  });

  it('a test of five asks about the method before a coding, a figure or a table row', async () => {
    const qs = await questionsUpTo(mcRequest([notRejected]));
    const texts = qs.map((q) => q.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'According to the material, which method gives the estimates for R1(t) and R2(t)?',
        expect.stringMatching(/How does the material interpret this result\?$/),
        expect.stringMatching(/an estimate of\?$/),
      ]),
    );
  });

  it('never asks which test gives a figure beside a question whose stem names the test with that figure', async () => {
    const qs = await questionsUpTo(mcRequest([notRejected]));
    const stems = qs.map((q) => q.text);
    // the interpretation question's stem reads "the Log-Rank test ... gives chi-square = 4.1020": a question
    // "which test ... gives chi-square = 4.1020?" beside it is answered by it (readers at 3b84853: cue hit)
    expect(stems.some((t) => /Log-Rank test .*4\.1020/.test(t))).toBe(true);
    expect(stems.filter((t) => /which test .*4\.1020/i.test(t))).toEqual([]);
  });
});
