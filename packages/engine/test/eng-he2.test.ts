/**
 * Two questions of one test must not answer each other (issue 11, eng-he2): the rules question of Hebrew calculus
 * notes names its theorem in quotes ('... שקובע המשפט "חשבון גבולות"?'), so a "which theorem is this?" question of
 * the same test that offers "חשבון גבולות" as a wrong name for the sandwich theorem is answered in part by it. The
 * theorem questions now draw their wrong names from the other theorems, and the selection refuses a question whose
 * wrong option another stem quotes by name. Fixtures are written here, as the PDF of the summary gives its lines.
 */
import { describe, expect, it } from 'vitest';
import { doc, generateUpTo, mcRequest } from './fixtures.ts';

const ARITHMETIC = [
  'משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 . אזי:',
  '𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀 .1',
  '𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2',
  '𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3',
  '',
  'הוכחה:',
  '1. יהי 𝜀 > 0 ו-𝑛_{0} כזה שלכל 𝑛 ≥ 𝑛_0 מתקיים |𝑎_𝑛 − 𝐿|, |𝑏_𝑛 − 𝑀 | < 𝜀/2.',
  '∎',
];
const THEOREMS = [
  'הגדרה 1.4.1 (סדרה): אוסף אינסופי ממוספר (סדור) של מספרים.',
  '',
  'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת אם קיים הגבול lim_{𝑛→∞} 𝑎_𝑛. אחרת, אומרים שהסדרה מתבדרת.',
  '',
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  "משפט 2.1.5 (סנדוויץ'): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿.",
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
  '',
  'משפט 2.1.8 (סדר בין גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀. אם 𝑎_𝑛 ≥ 𝑏_𝑛 כמעט לכל 𝑛 אזי 𝐿 ≥ 𝑀.',
  '',
  'לֶלמה 2.1.2 (אי שוויון המשולש): |𝑎 − 𝑏| ≤ |𝑎| + |𝑏|, ‖𝑎| − |𝑏‖ ≤ |𝑎 − 𝑏|, |𝑏| − |𝑎| ≤ |𝑎 − 𝑏|',
];
const notes = () => doc('חדו"א.pdf', [THEOREMS.join('\n'), ARITHMETIC.join('\n')], 'page', 'he-calc-notes');
const strip = (o: string) => o.replace(/^[A-D]\)\s*/u, '');
const quoted = (stem: string) => [...stem.matchAll(/"([^"]+)"/gu)].map((m) => m[1]!);

describe('calculus notes: no question of a test answers another', () => {
  it('offers no theorem name as a wrong option that the rules question names', async () => {
    const res = await generateUpTo(mcRequest([notes()], { questionCount: 10 }));
    const listing = res.questions.map((x) => `${x.form}: ${x.text} | ${x.options?.join(' / ')}`).join('\n');
    // eng-he10: the rules question asks the quotient rule's condition ('... נובע מהמשפט "חשבון גבולות" ש-...?')
    const rules = res.questions.find((x) => x.text.includes('המשפט "חשבון גבולות"'));
    expect(rules, listing).toBeDefined();
    const names = res.questions.filter(
      (x) => x.form === 'term-from-definition' && x.text.startsWith('מהו שמו'),
    );
    // the theorem questions are still asked, with other theorems' names as their wrong options
    expect(names.length, listing).toBeGreaterThanOrEqual(2);
    for (const q of res.questions) {
      const wrong = (q.options ?? []).filter((_, i) => 'ABCD'[i] !== q.correctAnswer).map(strip);
      for (const other of res.questions)
        if (other !== q) for (const n of quoted(other.text)) expect(wrong, listing).not.toContain(n);
    }
  });

  it('asks the sandwich theorem by name, "חשבון גבולות" not among its options', async () => {
    const res = await generateUpTo(mcRequest([notes()], { questionCount: 10 }));
    const q = res.questions.find(
      (x) => x.text.includes('𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛') && x.form === 'term-from-definition',
    );
    expect(q, res.questions.map((x) => x.text).join('\n')).toBeDefined();
    const options = q!.options!.map(strip);
    expect(options['ABCD'.indexOf(q!.correctAnswer)]).toBe("סנדוויץ'");
    expect(options).not.toContain('חשבון גבולות');
  });
});
