/**
 * eng-yield11b (issue 11, decision 104): questions the engine did not ask of a statistics homework with a survival
 * output. The median survival time of each group read from the output's quartile estimates (study-median.ts),
 * against the group's mean, another quartile and the other group's median; whom a notice tells the reader to
 * contact for what (notice-contacts.ts); which directive a deck gives for a thing it configures
 * (slides-alternatives.ts); the name Hebrew notes give to what a definition leaves out (hebrew-complement.ts). Every fixture is written here.
 */
import { describe, expect, it } from 'vitest';
import { hebrewComplementCandidates } from '../src/local/hebrew-complement.ts';
import { noticeContactCandidates } from '../src/local/notice-contacts.ts';
import { alternativeDirectiveCandidates } from '../src/local/slides-alternatives.ts';
import { studyMedianCandidates } from '../src/local/study-median.ts';
import { finishDraft } from '../src/local/forms.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import {
  asthmaHomework,
  builtQuestions,
  CALCULUS_HE as C,
  calculusNotes,
  doc,
  hebrewDrafts,
  keyOf,
  read,
  slides,
} from './fixtures.ts';

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

/** A privacy notice that says whom to contact for what, and names other offices and roles. */
const notice = doc('Privacy notice.docx', [
  [
    'Personal Representative – We may disclose your information to a person who has the authority to represent you in making decisions related to your care.',
    'Fundraising – We may contact you with respect to fundraising campaigns. If you do not wish to be contacted for fundraising campaigns, please notify our Privacy Officer in writing.',
    'If you do authorize a use of your information, you have the right to revoke that authorization at any time by submitting a revocation in writing to our Privacy Officer.',
    'If you have questions about this notice, you may contact: Dana Levi, Office Manager 555-201-1811.',
    'You may also file a written complaint with the U.S. Secretary of Health and Human Services.',
  ].join('\n\n'),
]);

describe('whom a notice tells the reader to contact (notice-contacts.ts)', () => {
  it('asks whom to notify, against the other offices and roles the notice names', async () => {
    const qs = await builtQuestions(notice, noticeContactCandidates);
    expect(qs.map((q) => q.text)).toEqual([
      'According to the material, whom should you notify in writing if you do not wish to be contacted for fundraising campaigns?',
      'According to the material, if you do authorize a use of your information, to whom should you submit a revocation in writing?',
      'According to the material, whom may you contact if you have questions about this notice?',
    ]);
    expect(keyOf(qs[0]!)).toBe('the Privacy Officer');
    expect(qs[0]!.options!.map(optionText).sort()).toEqual([
      'a Personal Representative',
      'the Office Manager',
      'the Privacy Officer',
      'the U.S. Secretary of Health and Human Services',
    ]);
    expect(keyOf(qs[2]!)).toBe('the Office Manager');
  });

  it('asks one per test (the candidates share their sentences), and none without four roles', async () => {
    const cands = noticeContactCandidates(await read(notice));
    expect(cands[1]!.build(new Set(cands[0]!.sentences))).toBeNull();
    const three = doc('Short notice.docx', [
      'If you do not wish to be contacted for fundraising campaigns, please notify our Privacy Officer in writing.\n\nIf you have questions about this notice, you may contact: Dana Levi, Office Manager 555-201-1811.',
    ]);
    expect(noticeContactCandidates(await read(three))).toEqual([]);
  });
});

/** A deck on configuring a web server: a slide of logs with the directives of the access log, others elsewhere. */
const deck = slides('Tuning.pptx', [
  'Web Server Logs\n\nErrorLog\nLogLevel: debug, info, notice, warn, error, crit\nAccess Log: TransferLog or CustomLog\nCommon Log Format',
  'MaxClients\n\nConfiguration file directive\nMaximum number of workers',
  '.htaccess Files\n\nPer-directory configuration files\nBest performance: AllowOverride none',
  'DNS Lookups\n\nHostnameLookups off\nAccess control by address',
  'mod_cache Configuration\n\nCacheRoot /raid1/cacheroot\nCacheEnable disk /\nCacheMaxExpire 21600',
]);

describe('the directives a slide gives for a thing it configures (slides-alternatives.ts)', () => {
  it('asks which directive sets up the access log, one alternative the key, never the other', async () => {
    const c = await read(deck);
    for (const seed of [1, 2, 3, 4]) {
      const cands = alternativeDirectiveCandidates(c, rng(seed));
      expect(cands).toHaveLength(1);
      const d = cands[0]!.build(new Set())!;
      expect(d.stem).toBe('According to the material, which directive sets up the access log?');
      expect(['TransferLog', 'CustomLog']).toContain(d.key);
      for (const o of d.distractors) {
        expect(['TransferLog', 'CustomLog']).not.toContain(o);
        expect([
          'ErrorLog',
          'LogLevel',
          'MaxClients',
          'AllowOverride',
          'HostnameLookups',
          'CacheRoot',
          'CacheEnable',
          'CacheMaxExpire',
        ]).toContain(o);
      }
      expect(d.quote).toBe('Access Log: TransferLog or CustomLog');
      expect(questionFlaws(finishDraft(c, d)!, { documents: [deck] })).toEqual([]);
    }
  });

  it('asks nothing when the label names the directive (its own words give the key)', async () => {
    const named = slides('Named.pptx', [
      'Logs\n\nTransfer Logging: TransferLog or CustomLog',
      'MaxClients\n\nMaximum number of workers\nErrorLog\nLogLevel\nCacheRoot',
    ]);
    expect(alternativeDirectiveCandidates(await read(named), rng(1))).toEqual([]);
  });
});

describe('Hebrew: the name of what a definition leaves out (hebrew-complement.ts)', () => {
  const withOtherwise = (tail: string) =>
    calculusNotes([C.convergent.replace(/ \.$/u, '.') + '\n' + tail, C.boundedSequence, C.monotone]);

  it('asks "איך נקראת סדרה שאינה מתכנסת?", the other properties of a sequence the wrong options', async () => {
    const qs = await hebrewDrafts(withOtherwise('אחרת, אומרים שהסדרה מתבדרת.'), hebrewComplementCandidates);
    expect(qs.map((q) => q.stem)).toEqual(['לפי החומר, איך נקראת סדרה שאינה מתכנסת?']);
    expect(qs[0]!.key).toBe('מתבדרת');
    expect([...qs[0]!.distractors].sort()).toEqual(['חסומה', 'מונוטונית יורדת', 'מונוטונית עולה'].sort());
    expect(qs[0]!.quote).toContain('אחרת, אומרים שהסדרה מתבדרת.');
  });

  it('asks nothing without the complement, nor with fewer than three other properties', async () => {
    expect(await hebrewDrafts(withOtherwise(''), hebrewComplementCandidates)).toEqual([]);
    const few = calculusNotes([
      C.convergent.replace(/ \.$/u, '.') + '\nאחרת, אומרים שהסדרה מתבדרת.',
      C.boundedSequence,
    ]);
    expect(await hebrewDrafts(few, hebrewComplementCandidates)).toEqual([]);
  });
});
