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

const ARITHMETIC = [
  'משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 . אזי:',
  '𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀 .1',
  '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2',
  '𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3',
  '𝐿 ≠ 0 , אם𝑎_𝑛^{𝑏_𝑛} ⟶ 𝐿^𝑚 .4',
  '',
  'הוכחה:',
  '1. יהי 𝜀 > 0 ו-𝑛_{0} כזה שלכל 𝑛 ≥ 𝑛_0 מתקיים |𝑎_𝑛 − 𝐿|, |𝑏_𝑛 − 𝑀 | < 𝜀/2. כעת מתקיים לכל 𝑛 ≥ 𝑛_0:',
  '𝜀 𝜀',
  '|𝑎_𝑛 + 𝑏_𝑛 − (𝐿 + 𝑀)| ≤ |𝑎_𝑛 − 𝐿| + |𝑏_𝑛 − 𝑀| < + = 𝜀',
  '2 2',
  '∎',
];
const THEOREMS = [
  'הגדרה 1.4.1 (סדרה): אוסף אינסופי ממוספר (סדור) של מספרים.',
  '',
  'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת אם קיים הגבול lim_{𝑛→∞} 𝑎_𝑛. אחרת, אומרים שהסדרה מתבדרת.',
  '',
  'הגדרה 1.5.3 (חסימות של סדרה): סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.',
  '',
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  "משפט 2.1.5 (סנדוויץ'): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿.",
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
  '',
  'לֶלמה 2.1.2 (אי שוויון המשולש): |𝑎 − 𝑏| ≤ |𝑎| + |𝑏|, ‖𝑎| − |𝑏‖ ≤ |𝑎 − 𝑏|, |𝑏| − |𝑎| ≤ |𝑎 − 𝑏|',
];
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
