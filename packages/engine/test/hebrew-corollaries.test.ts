/**
 * eng-kinds follow-up (issue 11): a corollary of Hebrew math notes asked by the theorem it follows from. "מסקנה
 * ממשפט X:" names the theorem; "מסקנות:" after a labelled theorem's proof lists its corollaries. The key is the
 * theorem's name as its label writes it, the distractors other named theorems of the notes. Fixtures written here,
 * as the PDF of Hebrew calculus notes gives its lines (a series course, not the corpus's).
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws } from '../src/index.ts';
import { finishDraft } from '../src/local/forms.ts';
import { hebrewCorollaryCandidates } from '../src/local/hebrew-corollaries.ts';
import { doc, read } from './fixtures.ts';

const THEOREMS = [
  'משפט 3.1.1 (מבחן ההשוואה): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 לכל 𝑛. אם ∑𝑏_𝑛 מתכנס אז ∑𝑎_𝑛 מתכנס.',
  '',
  'הוכחה: סכומי החלקיים של ∑𝑎_𝑛 מונוטוניים וחסומים. ∎',
  '',
  'מסקנה ממשפט ההשוואה: אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ו-∑𝑎_𝑛 מתבדר אז ∑𝑏_𝑛 מתבדר.',
  '',
  'משפט 3.1.2 (מבחן המנה): תהי 𝑎_𝑛 > 0 סדרה. אם 𝑎_{𝑛+1}/𝑎_𝑛 ⟶ 𝑞 < 1 אז ∑𝑎_𝑛 מתכנס.',
  '',
  'משפט 3.1.3 (מבחן השורש): תהי 𝑎_𝑛 ≥ 0 סדרה. אם 𝑎_𝑛^{1/𝑛} ⟶ 𝑞 < 1 אז ∑𝑎_𝑛 מתכנס.',
  '',
  'משפט 3.1.4 (תנאי הכרחי): אם ∑𝑎_𝑛 מתכנס אז 𝑎_𝑛 ⟶ 0.',
  '',
  'הוכחה: 𝑎_𝑛 = 𝑆_𝑛 − 𝑆_{𝑛−1} ⟶ 𝑆 − 𝑆 = 0. ∎',
  'מסקנות:',
  '1.',
  'אם 𝑎_𝑛 לא שואפת ל-0 אז ∑𝑎_𝑛 מתבדר.',
  '2.',
  'אם ∑|𝑎_𝑛| מתכנס אז 𝑎_𝑛 ⟶ 0.',
  '',
  'משפט 3.1.5 (לייבניץ): אם 𝑎_𝑛 יורדת ל-0 אז ∑(−1)^𝑛 𝑎_𝑛 מתכנס.',
  '',
  'משפט 3.2.1 (התכנסות בהחלט): אם ∑|𝑎_𝑛| מתכנס אז ∑𝑎_𝑛 מתכנס.',
];
const notes = (lines = THEOREMS) => doc('טורים.pdf', [lines.join('\n')], 'page', 'he-series');

async function questions(lines = THEOREMS) {
  const d = notes(lines);
  const c = await read(d, 'he');
  return hebrewCorollaryCandidates(c)
    .map((x) => x.build(new Set()))
    .filter((x) => x !== null)
    .map((x) => finishDraft(c, x)!)
    .map((q) => ({ q, flaws: questionFlaws(q, { documents: [d] }) }));
}
const strip = (o: string) => o.replace(/^[A-D]\)\s*/u, '');
const NAMES = ['מבחן ההשוואה', 'מבחן המנה', 'מבחן השורש', 'תנאי הכרחי', 'לייבניץ', 'התכנסות בהחלט'];

describe('a corollary asked by the theorem it follows from', () => {
  it('"מסקנה ממשפט X:" keys the theorem the label names, among other named theorems', async () => {
    const qs = await questions();
    const q = qs.find((x) => x.q.text.includes('∑𝑏_𝑛 מתבדר'));
    expect(q, qs.map((x) => x.q.text).join('\n')).toBeDefined();
    expect(q!.q.text).toBe(
      'לפי החומר, מאיזה משפט נובעת המסקנה: "אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ו-∑𝑎_𝑛 מתבדר אז ∑𝑏_𝑛 מתבדר."?',
    );
    const options = q!.q.options!.map(strip);
    expect(options['ABCD'.indexOf(q!.q.correctAnswer)]).toBe('מבחן ההשוואה');
    // other named theorems of the notes, none sharing a word with the key ("מבחן")
    for (const o of options.filter((x) => x !== 'מבחן ההשוואה')) {
      expect(NAMES).toContain(o);
      expect(o).not.toMatch(/מבחן/u);
    }
    expect(q!.flaws).toEqual([]);
  });

  it('"מסקנות:" after a labelled theorem keys that theorem, quoting the corollary line', async () => {
    const qs = await questions();
    const q = qs.find((x) => x.q.text.includes('לא שואפת'));
    expect(q, qs.map((x) => x.q.text).join('\n')).toBeDefined();
    expect(q!.q.text).toBe('לפי החומר, מאיזה משפט נובעת המסקנה: "אם 𝑎_𝑛 לא שואפת ל-0 אז ∑𝑎_𝑛 מתבדר."?');
    const options = q!.q.options!.map(strip);
    expect(options['ABCD'.indexOf(q!.q.correctAnswer)]).toBe('תנאי הכרחי');
    expect(q!.q.source.quote).toBe('משפט 3.1.4 (תנאי הכרחי): … מסקנות: … אם 𝑎_𝑛 לא שואפת ל-0 אז ∑𝑎_𝑛 מתבדר.');
    // every part of the quote occurs on the page as written, in order (the list's "1." left out by the "…")
    const page = THEOREMS.join('\n');
    let at = 0;
    for (const part of q!.q.source.quote.split(' … ')) {
      const i = page.indexOf(part, at);
      expect(i, part).toBeGreaterThanOrEqual(at);
      at = i + part.length;
    }
    expect(q!.flaws).toEqual([]);
  });

  it("asks a list's next corollary when another question quotes the first, and holds the theorem's sentences", async () => {
    const d = notes();
    const c = await read(d, 'he');
    const cand = hebrewCorollaryCandidates(c).find((x) => x.quote.includes('לא שואפת'))!;
    expect(cand).toBeDefined();
    const first = c.sentences.find((s) => s.text.includes('לא שואפת'))!.index;
    const label = c.sentences.find((s) => s.text.startsWith('משפט 3.1.4'))!.index;
    // one question per theorem: its name question quotes the label's sentences, so the two are never in one test
    expect(cand.sentences).toContain(label);
    const q = finishDraft(c, cand.build(new Set([first]))!)!;
    expect(q.text).toBe('לפי החומר, מאיזה משפט נובעת המסקנה: "אם ∑|𝑎_𝑛| מתכנס אז 𝑎_𝑛 ⟶ 0."?');
    expect(strip(q.options!['ABCD'.indexOf(q.correctAnswer)]!)).toBe('תנאי הכרחי');
    expect(questionFlaws(q, { documents: [d] })).toEqual([]);
  });

  it('offers no theorem that concludes what the corollary concludes (it may give the corollary too)', async () => {
    const lines = [
      "משפט 2.1.5 (סנדוויץ'): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿.",
      '',
      'מסקנה ממשפט הסנדוויץ: אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim_{𝑛→∞} 𝑎_𝑛 = 0.',
      '',
      'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
      '',
      'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
      '',
      'משפט 2.1.1 (סדר בין גבולות): אם 𝑎_𝑛 ≥ 𝑏_𝑛 כמעט לכל 𝑛 אזי lim 𝑎_𝑛 ≥ lim 𝑏_𝑛.',
      '',
      'משפט 2.2.1 (אי-שוויון הממוצעים): 𝑚_𝑛 ≥ 𝑔_𝑛 ≥ ℎ_𝑛',
    ];
    const qs = await questions(lines);
    expect(qs, qs.map((x) => x.q.text).join('\n')).toHaveLength(1);
    const options = qs[0]!.q.options!.map(strip);
    expect(options['ABCD'.indexOf(qs[0]!.q.correctAnswer)]).toBe("סנדוויץ'");
    expect([...options].sort()).toEqual(
      ["סנדוויץ'", 'יחידות הגבול', 'סדר בין גבולות', 'אי-שוויון הממוצעים'].sort(),
    );
    expect(qs[0]!.flaws).toEqual([]);
    // with one more theorem of another conclusion, still never the bounded-times-null theorem
    const more = [
      ...lines,
      '',
      'משפט 1.2.1 (צפיפות הרציונליים): לכל 𝑥 ∈ ℝ ולכל 𝜀 > 0 קיים 𝑞 ∈ ℚ שמקיים |𝑥 − 𝑞| < 𝜀.',
    ];
    for (const x of await questions(more)) expect(x.q.options!.map(strip)).not.toContain('חסומה כפול אפסה');
  });

  it('asks nothing of a corollary of an unnamed theorem, a list after a definition, or too few other names', async () => {
    // the theorem the corollary names is not among the labelled ones
    const unknown = THEOREMS.map((l) => l.replace('מסקנה ממשפט ההשוואה', 'מסקנה ממשפט קושי'));
    expect((await questions(unknown)).filter((x) => x.q.text.includes('∑𝑏_𝑛 מתבדר'))).toEqual([]);
    // "מסקנות:" after a definition's label: no theorem to key
    const afterDef = THEOREMS.map((l) =>
      l.startsWith('משפט 3.1.4')
        ? 'הגדרה 3.1.4 (טור מתכנס): נאמר שטור ∑𝑎_𝑛 מתכנס אם סדרת סכומי החלקיים מתכנסת.'
        : l,
    );
    expect((await questions(afterDef)).filter((x) => x.q.text.includes('לא שואפת'))).toEqual([]);
    // only two other named theorems: no question
    const few = THEOREMS.filter((l) => !/^משפט 3\.1\.[235]/u.test(l));
    expect(await questions(few)).toEqual([]);
  });
});
