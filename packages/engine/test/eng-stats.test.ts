/**
 * A statistics homework's questions after eng-stats (issue 11, decision 104): one builder of what the test's
 * p-value means (study.ts and study-uses.ts each had one), and no variable coding asked as a term ("which variable
 * equals 1 for placebo and 2 for thiopeta?": readers rated it weak, the coding's words give the key) but which
 * variable the analysis compares by, and what the plot's + signs mark. Every fixture is built in code.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { studyUseCandidates } from '../src/local/study-uses.ts';
import { studyCandidates } from '../src/local/study.ts';
import { optionText } from '../src/quality.ts';
import { asthmaHomework, builtQuestions, keyOf, mcRequest, questionsUpTo } from './fixtures.ts';

/** The homework as a student gets it: its analysis' code, the plot's legend, its hypothesis and decision. */
const full = asthmaHomework({
  intervals: true,
  hypothesis: 'R1(t) and R2(t)',
  p: '0.2175',
  conclusion: [
    'Since p-value > 0.05 we fail to reject null at significance 0.05. Therefore, we may not conclude that survival functions of placebo and montelukast treated patients differ (at 0.05 level of significance).',
  ],
  note: true,
  strata: true,
  censorMark: true,
});

const both = (d: SourceDocument) =>
  builtQuestions(d, (c) => [...studyCandidates(c), ...studyUseCandidates(c)]);

describe('a statistics homework after eng-stats', () => {
  it("builds one question on what the test's p-value means", async () => {
    const qs = (await both(full)).filter((q) => q.form === 'cause-effect' && q.text.includes('0.2175'));
    expect(qs.map((q) => q.text)).toEqual([
      'According to the material, at level 0.05 the Log-Rank test of H0: R1(t) and R2(t) are identical gives chi-square = 4.1020 and p-value = 0.2175. How does the material interpret this result?',
    ]);
    // its options, the material's estimates called significantly different among them: eng-weak.test.ts
    expect(keyOf(qs[0]!)).toBe('We fail to reject H0: we may not conclude that R1(t) and R2(t) differ');
    // study.ts builds none of it any more
    expect((await builtQuestions(full, studyCandidates)).filter((x) => x.form === 'cause-effect')).toEqual(
      [],
    );
  });

  it('never asks which variable a coding belongs to, nor which defines the groups beside the time and the censoring indicator', async () => {
    const qs = await both(full);
    expect(qs.filter((q) => /which variable of the data (equals|is)\b/.test(q.text))).toEqual([]);
    // Weeks and Censor group nothing, Stage alone stands beside Drug (eng-weak7; the question against the other
    // codings of categories: eng-weak7.test.ts)
    expect(qs.filter((x) => /which variable of the data/.test(x.text))).toEqual([]);
  });

  it("asks what the plot's + signs mark, against the event's times, a significant difference and the median", async () => {
    const q = (await both(full)).find((x) => /\+ sign/.test(x.text))!;
    expect(q.text).toBe(
      'According to the material, what does a + sign on the curves of R1(t) and R2(t) indicate?',
    );
    expect(keyOf(q)).toBe('times when censoring is taking place');
    expect(q.options!.map(optionText).sort()).toEqual([
      'the median survival time of each group',
      'times of the next attack',
      'times when R1(t) and R2(t) differ significantly',
      'times when censoring is taking place',
    ]);
  });

  it('gives the homework a test of at least five questions of four forms, none on a coding', async () => {
    const qs = await questionsUpTo(mcRequest([full]));
    expect(qs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(qs.map((q) => q.form)).size).toBeGreaterThanOrEqual(4);
    expect(qs.map(keyOf)).not.toContain('Stage');
    expect(qs.filter((q) => /equals 1 for|equals 1 if/.test(q.text))).toEqual([]);
    expect(qs.filter((q) => /How does the material interpret this result\?$/.test(q.text)).length).toBe(1);
  });
});
