/**
 * More question forms in a statistics homework (issue 11, decision 104, eng-forms4): what its test is used for
 * (purpose) and what its result leads to (cause-effect), beside the lookups of study.ts. Every fixture is built
 * here.
 */
import { describe, expect, it } from 'vitest';
import { studyUseCandidates } from '../src/local/study-uses.ts';
import { optionText } from '../src/quality.ts';
import type { SourceDocument } from '../src/index.ts';
import { asthmaHomework, builtQuestions, keyOf, mcRequest, questionsUpTo } from './fixtures.ts';

/** Homework 9: the homework with item c., the output's note, and a weaker Log-Rank result. */
const homework9 = (name: string, p: string, conclusion: string[], hypothesis?: string) =>
  asthmaHomework({
    name,
    title: 'Homework 9',
    r2: '0.7534',
    intervals: true,
    hypothesis,
    chi: '1.1020',
    p,
    rows: ['Wilcoxon 0.9114 1 0.3398', '-2Log(LR) 2.2231 1 0.1360'],
    conclusion,
    note: true,
  });
const failing = homework9(
  'Homework 9.docx',
  '0.2937',
  [
    'Since p-value > 0.05 we fail to reject null at significance 0.05. Therefore, we may not conclude that survival functions of placebo and montelukast treated patients differ (at 0.05 level of significance).',
  ],
  'R1(t) and R2(t )',
);

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
    // eng-stats: one builder of this question (study.ts had another); the stem states the hypothesis and figures
    expect(q.text).toBe(
      'According to the material, at level 0.05 the Log-Rank test of H0: R1(t) and R2(t) are identical gives chi-square = 1.1020 and p-value = 0.2937. How does the material interpret this result?',
    );
    expect(keyOf(q)).toBe('We fail to reject H0: we may not conclude that R1(t) and R2(t) differ');
    expect(q.options!.map(optionText).sort()).toEqual([
      'We accept H0: the data prove that R1(t) and R2(t) are identical',
      'We conclude that R2(10) = 0.7534 is significantly larger than R1(10) = 0.7120',
      'We fail to reject H0: we may not conclude that R1(t) and R2(t) differ',
      'We reject H0 in favour of H1: R1(t) \u2260 R2(t) for at least one time t',
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
    const rejecting = homework9(
      'Homework 9b.docx',
      '0.0291',
      ['Since p-value < 0.05 we reject null at significance 0.05.'],
      'R1(t) and R2(t )',
    );
    expect((await made(rejecting)).map((q) => q.form)).toEqual(['purpose']);
    const bare = homework9('Homework 9c.docx', '0.2937', []);
    expect(await made(bare)).toEqual([]);
  });
});
