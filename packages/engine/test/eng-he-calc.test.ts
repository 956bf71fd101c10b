/**
 * Hebrew calculus notes with Unicode math (issue 11, eng-he-calc, decision 106): a formula the PDF writes in Unicode
 * math on a line of its own ("𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2") is protected like a LaTeX one, and the rules a labelled
 * theorem lists that way are asked "which of these is one of the rules of theorem X?" (form `list-member`): the key
 * is a rule as the notes write it, each distractor a near-miss of a rule false by the notes (eng-weak3), and
 * the rule whose limit names a symbol the set-up never introduces (the notes' typo "𝐿^𝑚") is no option.
 * (eng-he10: that question is no longer asked; the condition of the quotient rule is, eng-he10.test.ts.)
 * Fixtures are written here, as the PDF of a Hebrew calculus summary gives its lines.
 */
import { describe, expect, it } from 'vitest';
import { itemWritingFlaws, questionFlaws } from '../src/index.ts';
import { unicodeMathSpans } from '../src/local/formula.ts';
import { doc, generateUpTo, mcRequest } from './fixtures.ts';
import { CHAPTER, LIMIT_LEAD, LIMIT_RULES, POWER_RULE, PROOF_STEP } from './fixtures/he-calc.ts';

const ARITHMETIC = [
  LIMIT_LEAD,
  ...LIMIT_RULES,
  POWER_RULE,
  '',
  'הוכחה:',
  `${PROOF_STEP} כעת מתקיים לכל 𝑛 ≥ 𝑛_0:`,
  '𝜀 𝜀',
  '|𝑎_𝑛 + 𝑏_𝑛 − (𝐿 + 𝑀)| ≤ |𝑎_𝑛 − 𝐿| + |𝑏_𝑛 − 𝑀| < + = 𝜀',
  '2 2',
  '∎',
];
const THEOREMS = CHAPTER;
const notes = () => doc('חדו"א.pdf', [THEOREMS.join('\n'), ARITHMETIC.join('\n')], 'page', 'he-calc-notes');

const strip = (o: string) => o.replace(/^[A-D]\)\s*/u, '');

describe('Unicode math on a line of its own is one formula', () => {
  it('finds a rule line without its list number, and no fraction pieces, proof lines or Hebrew sentences', () => {
    const text = ARITHMETIC.join('\n');
    const found = unicodeMathSpans(text).map((s) => text.slice(s.start, s.end));
    expect(found).toEqual(['𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀', '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀']);
    // a line of English notes is left to the LaTeX reader
    expect(unicodeMathSpans('The limit:\n𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀')).toEqual([]);
  });
});

describe('calculus notes: "which of these is one of the rules of the limit arithmetic theorem?"', () => {
  // eng-he10 (readers at a97857d and 75aaadb: the sum rule keyed among "𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐿 + 𝑀" and
  // "(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝑀/𝐿" is the most elementary rule among distractors wrong on their face): no plain rule is asked
  // among other rules' near-misses; the quotient rule's condition is asked instead (eng-he10.test.ts)
  it("asks no plain rule (the sum, the product) among other rules' near-misses", async () => {
    const d = notes();
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    const listing = res.questions.map((x) => `${x.form}: ${x.text} | ${x.options?.join(' / ')}`).join('\n');
    expect(
      res.questions.filter((x) => /אחד הכללים/u.test(x.text)).map((x) => x.text),
      listing,
    ).toEqual([]);
    const options = res.questions.flatMap((x) => x.options ?? []).map(strip);
    for (const o of ['𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐿 + 𝑀', '(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝑀/𝐿 (𝑀 ≠ 0)', '(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 (𝐿 ≠ 0)'])
      expect(options, listing).not.toContain(o);
    // the theorem is still asked about: the condition its quotient rule needs
    const q = res.questions.find((x) => x.text.includes('המשפט "חשבון גבולות"'));
    expect(q, listing).toBeDefined();
    expect(questionFlaws(q!, { documents: [d] })).toEqual([]);
    expect(itemWritingFlaws(q!).overlappingOptions).toBe(false);
    expect(options.some((o) => /𝑚/u.test(o))).toBe(false);
  });

  it('asks nothing of a theorem whose rules name a symbol the set-up never introduces', async () => {
    const typo = ARITHMETIC.map((l) => l.replace('𝐿 ⋅ 𝑀 .2', '𝐿 ⋅ 𝐾 .2').replace('𝐿 + 𝑀 .1', '𝐿 + 𝐾 .1'));
    const d = doc('חדו"א.pdf', [THEOREMS.join('\n'), typo.join('\n')], 'page', 'he-calc-typo');
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    expect(res.questions.filter((x) => x.form === 'list-member')).toEqual([]);
  });
});
