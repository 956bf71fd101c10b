/**
 * Hebrew calculus notes with Unicode math (issue 11, eng-he-calc, decision 106): a formula the PDF writes in Unicode
 * math on a line of its own ("𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2") is protected like a LaTeX one, and the rules a labelled
 * theorem lists that way are asked "which of these is one of the rules of theorem X?" (form `list-member`): the key
 * is a rule as the notes write it, each distractor a near-miss of a rule false by the notes (eng-weak3), and
 * the rule whose limit names a symbol the set-up never introduces (the notes' typo "𝐿^𝑚") is no option.
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

/** The three rules of the theorem the notes state correctly, as "left ⟶ right". */
const TRUE_RULES = ['𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀', '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀', '(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀'];
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
  it('keys a rule as written and offers three near-misses false by the notes, no typo rule', async () => {
    const d = notes();
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    const q = res.questions.find((x) => x.form === 'list-member');
    expect(q, res.questions.map((x) => `${x.form}: ${x.text}`).join('\n')).toBeDefined();
    expect(q!.text).toBe(
      'לפי החומר, תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש-lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀. איזה מהבאים הוא אחד הכללים שקובע המשפט "חשבון גבולות"?',
    );
    const options = q!.options!.map(strip);
    const key = options['ABCD'.indexOf(q!.correctAnswer)]!;
    expect(['𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀', '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀']).toContain(key);
    expect(q!.source.quote).toContain(key);
    const distractors = options.filter((o) => o !== key);
    expect(distractors).toHaveLength(3);
    for (const o of distractors) {
      // not a rule the theorem states: false
      expect(TRUE_RULES).not.toContain(o);
      expect(o).not.toMatch(/𝑚/u);
      expect(o).toMatch(/^\S.* ⟶ \S.*$/u);
    }
    // eng-weak3: near-misses a student makes (readers rated pairings of one rule's sequence with another's limit,
    // "𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿/𝑀", implausible on their face): the quotient under the wrong condition, the quotient's limit
    // the wrong way up, the difference where the sum is
    expect(distractors.sort()).toEqual(
      ['(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 (𝐿 ≠ 0)', '(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝑀/𝐿 (𝑀 ≠ 0)', '𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐿 + 𝑀'].sort(),
    );
    // the client's check reads each formula as one word, as the engine did
    expect(questionFlaws(q!, { documents: [d] })).toEqual([]);
    expect(itemWritingFlaws(q!).overlappingOptions).toBe(false);
  });

  it('asks nothing of a theorem whose rules name a symbol the set-up never introduces', async () => {
    const typo = ARITHMETIC.map((l) => l.replace('𝐿 ⋅ 𝑀 .2', '𝐿 ⋅ 𝐾 .2').replace('𝐿 + 𝑀 .1', '𝐿 + 𝐾 .1'));
    const d = doc('חדו"א.pdf', [THEOREMS.join('\n'), typo.join('\n')], 'page', 'he-calc-typo');
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    expect(res.questions.filter((x) => x.form === 'list-member')).toEqual([]);
  });
});
