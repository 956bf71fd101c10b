/**
 * More question forms in a statistics homework (issue 11, decision 104, eng-forms4): what its test is used for
 * (purpose) and what its result leads to (cause-effect), beside the lookups of study.ts. Every fixture is built
 * here.
 */
import { describe, expect, it } from 'vitest';
import { studyUseCandidates } from '../src/local/study-uses.ts';
import { optionText } from '../src/quality.ts';
import type { SourceDocument } from '../src/index.ts';
import { builtQuestions, doc, keyOf, mcRequest, questionsUpTo } from './fixtures.ts';

const lines = (p: string, conclusion: string[]) => [
  'STAT 410',
  'Homework 9',
  'The data come from a trial in which 120 patients with asthma were followed after an attack. The patients were given either a placebo or the drug montelukast. The variables in data include:',
  'Weeks: This is the time (in weeks) to the next attack or the time at which censoring took place.',
  'Censor: This equals 1 if censoring took place and 0 otherwise.',
  'Drug: This equals 1 for placebo and 2 for montelukast.',
  'Stage: This equals 1 if the first attack was mild and 2 if it was severe.',
  '[20] a. Create and submit a plot of the Kaplan-Meier estimates for R1(t) and R2(t).',
  '[20] b. Interpret R1(10) and R2(10).',
  'R1 (10) = 0.7120',
  'This is the estimated probability (71.20%) of avoiding a new attack for at least full ten weeks in the placebo group.',
  'R2 (10) = 0.7534',
  'This is the estimated probability (75.34 %) of avoiding a new attack for at least full ten weeks in the montelukast group.',
  '[20] c. Provide point and interval estimates for R1 (10 ) and R2(10 ).',
  'Point and interval estimate R1(10)= 0.7120 ( 0.6011, 0.8229)',
  'Point and interval estimate R2 (10) = 0.7534 (0.6512 , 0.8556 )',
  '[20] d. At level 0.05 test the null hypothesis that R1(t) and R2(t ) are identical against the alternative hypothesis that they differ.',
  'Test of Equality over Strata',
  'Test Chi-Square DF Pr > Chi-Square',
  `Log-Rank 1.1020 1 ${p}`,
  'Wilcoxon 0.9114 1 0.3398',
  '-2Log(LR) 2.2231 1 0.1360',
  'Chi-square= 1.1020',
  `p-value= ${p}`,
  ...conclusion,
  'Note: The mean survival time and its standard error were underestimated because the largest observation was censored and the estimation was restricted to the largest event time.',
];
const failing = doc('Homework 9.docx', [
  lines('0.2937', [
    'Since p-value > 0.05 we fail to reject null at significance 0.05. Therefore, we may not conclude that survival functions of placebo and montelukast treated patients differ (at 0.05 level of significance).',
  ]).join('\n\n'),
]);

const made = (d: SourceDocument) => builtQuestions(d, studyUseCandidates);

describe("a homework's test: what it is for, what its result means", () => {
  it('asks what the test is used for, against the tasks the estimates do', async () => {
    const q = (await made(failing)).find((x) => x.form === 'purpose')!;
    expect(q.text).toBe('According to the material, what is the Log-Rank test used for?');
    expect(keyOf(q)).toBe('Checking whether R1(t) and R2(t) differ');
    expect(q.options!.map(optionText).sort()).toEqual([
      'Checking whether R1(t) and R2(t) differ',
      'Estimating R1(t) and R2(t)',
      'Estimating the mean survival time and its standard error',
      'Giving point and interval estimates for R1(10) and R2(10)',
    ]);
    expect(q.source.quote).toBe(
      'At level 0.05 test the null hypothesis that R1(t) and R2(t ) are identical against the alternative hypothesis that they differ.',
    );
  });

  it('asks what a p-value above the level leads to: not rejecting, which proves no equality nor a difference', async () => {
    const q = (await made(failing)).find((x) => x.form === 'cause-effect')!;
    expect(q.text).toBe(
      "According to the material, what does the Log-Rank test's p-value of 0.2937 lead to at level 0.05?",
    );
    expect(keyOf(q)).toBe('We may not conclude that the placebo and montelukast survival functions differ');
    expect(q.options!.map(optionText).sort()).toEqual([
      'We conclude that R2(10) = 0.7534 is significantly larger than R1(10) = 0.7120',
      'We have proven that R1(t) and R2(t) are identical',
      'We may not conclude that the placebo and montelukast survival functions differ',
      'We reject the null hypothesis that R1(t) and R2(t) are identical',
    ]);
  });

  it('puts both in the homework test, which then has four forms', async () => {
    const qs = await questionsUpTo(mcRequest([failing]));
    const forms = new Set(qs.map((q) => q.form));
    expect(forms).toContain('purpose');
    expect(forms).toContain('cause-effect');
    expect(forms.size).toBeGreaterThanOrEqual(4);
  });

  it('asks no result question when the material rejects, nor anything without a stated hypothesis', async () => {
    const rejecting = doc('Homework 9b.docx', [
      lines('0.0291', ['Since p-value < 0.05 we reject null at significance 0.05.']).join('\n\n'),
    ]);
    expect((await made(rejecting)).map((q) => q.form)).toEqual(['purpose']);
    const bare = doc('Homework 9c.docx', [
      lines('0.2937', [])
        .filter((l) => !l.startsWith('[20] d.'))
        .join('\n\n'),
    ]);
    expect(await made(bare)).toEqual([]);
  });
});
