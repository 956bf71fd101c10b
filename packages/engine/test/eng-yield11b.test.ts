/**
 * eng-yield11b (issue 11, decision 104): questions the engine did not ask of a statistics homework with a survival
 * output. The median survival time of each group read from the output's quartile estimates (study-median.ts),
 * against the group's mean, another quartile and the other group's median. Every fixture is written here.
 */
import { describe, expect, it } from 'vitest';
import { studyMedianCandidates } from '../src/local/study-median.ts';
import { optionText } from '../src/quality.ts';
import { asthmaHomework, builtQuestions, keyOf, read } from './fixtures.ts';

/** The asthma homework with the survival output of its two strata (quartile estimates and mean of each). */
function withOutput(o: { median2?: string; mean1?: string; coding?: boolean } = {}) {
  const base = asthmaHomework({ note: true, hypothesis: 'R1(t) and R2(t)', p: '0.2175', strata: true });
  const stratum = (n: number, q75: string, q50: string, q25: string, mean: string) =>
    [
      'The LIFETEST Procedure',
      `Stratum ${n}: Drug = ${n}`,
      'Product-Limit Survival Estimates',
      'Summary Statistics for Time Variable Weeks',
      'Quartile Estimates',
      'Percent Point Estimate 95% Confidence Interval',
      'Transform [Lower Upper)',
      `75 ${q75} LOGLOG 20.0000 .`,
      `50 ${q50} LOGLOG 8.0000 22.0000`,
      `25 ${q25} LOGLOG 2.0000 6.0000`,
      'Mean Standard Error',
      `${mean} 1.9021`,
    ].join('\n\n');
  const units = base.units.map((u) =>
    o.coding === false
      ? { ...u, text: u.text.replace('Drug: This equals 1 for placebo and 2 for montelukast.', '') }
      : u,
  );
  return {
    ...base,
    units: [
      ...units,
      { number: 2, text: stratum(1, '.', '12.0000', '4.0000', o.mean1 ?? '14.7310') },
      { number: 3, text: stratum(2, '.', o.median2 ?? '19.0000', '6.0000', '21.2044') },
    ],
  };
}

describe('the median survival time of each group (study-median.ts)', () => {
  it("asks the placebo group's median, against its mean, its 25 percent quartile and the other group's median", async () => {
    const qs = await builtQuestions(withOutput(), studyMedianCandidates);
    expect(qs.map((q) => q.text)).toEqual([
      "According to the material's output, what is the estimated median time to the next attack, in weeks, in the placebo group (Drug = 1)?",
      "According to the material's output, what is the estimated median time to the next attack, in weeks, in the montelukast group (Drug = 2)?",
    ]);
    expect(keyOf(qs[0]!)).toBe('12.0000');
    expect(qs[0]!.options!.map(optionText).sort()).toEqual(['12.0000', '14.7310', '19.0000', '4.0000']);
    expect(qs[0]!.source.quote).toBe('50 12.0000 LOGLOG 8.0000 22.0000');
    expect(qs[0]!.explanation).toContain("14.7310 is the group's mean");
    expect(keyOf(qs[1]!)).toBe('19.0000');
  });

  it('asks one median per test: the two candidates share their rows', async () => {
    const cands = studyMedianCandidates(await read(withOutput()));
    expect(cands).toHaveLength(2);
    expect(cands[0]!.sentences).toEqual(cands[1]!.sentences);
    expect(cands[1]!.build(new Set(cands[0]!.sentences))).toBeNull();
  });

  it('asks nothing without the coding of the groups, or when two figures are the same', async () => {
    expect(studyMedianCandidates(await read(withOutput({ coding: false })))).toEqual([]);
    // the other group's median equal to the placebo group's mean: three distinct figures only
    const same = studyMedianCandidates(await read(withOutput({ median2: '14.7310' })));
    expect(same.map((c) => c.build(new Set())!.stem)).not.toContain(
      "According to the material's output, what is the estimated median time to the next attack, in weeks, in the placebo group (Drug = 1)?",
    );
  });
});
