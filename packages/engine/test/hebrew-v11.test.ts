/**
 * Hebrew questions v11 (issue 11, eng-he11, decision 104): more questions from the calculus summary and the
 * relativity notes without a weak one.
 * - a theorem named with "בין" ("סדר בין גבולות") is a name of its own, asked like the others; a space the PDF
 *   leaves before a full stop is no part of a quoted statement;
 * - "which statement is correct" keeps off the statement of a named theorem when it can do without it (its name
 *   question asks it), and the symbols every result of math notes holds ("𝑎_𝑛", "lim") do not count as shared
 *   words; "מה קובע המשפט X" uses the sentences of the statements it offers, so no statement question of the same
 *   test turns one of them;
 * - "אחד משני העקרונות" offers the laws of the notes as they state them: a law under its condition ("כאשר ..."), a
 *   gloss in parentheses left out, a claim after "אנו רואים מדוגמה זו ש"; the statement questions keep off them.
 * Fixtures are written here, as a PDF of Hebrew calculus notes and Markdown physics notes give them.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { hebrewPrincipleCandidates, hebrewResultCandidates } from '../src/local/hebrew.ts';
import { hebrewSwappedCandidates } from '../src/local/swapped-he.ts';
import { doc, localEngine, mcRequest, read } from './fixtures.ts';
import { HEBREW_MECHANICS } from './hebrew-mechanics.ts';

const page = (id: string, lines: string[]) => doc('חדו"א.pdf', [lines.join('\n')], 'page', id);

/** Theorems of a calculus summary as its PDF gives them: the label on a line of its own, the statement after. */
const ORDER = [
  'משפט 2.1.1 (סדר בין גבולות):',
  'תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 . אזי:',
  '1. אם 𝑎_𝑛 ≥ 𝑏_𝑛 כמעט לכל 𝑛 אזי 𝐿 ≥ 𝑀.',
  '',
];
const THEOREMS = [
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  'מסקנות:',
  '1. אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≥ 0.',
  '2. אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏] .',
  '3. אם lim_{𝑛→∞} 𝑎_𝑛 > 0 אז 𝑎_𝑛 > 0 כמעט לכל 𝑛.',
  '',
  "משפט 2.1.5 (סנדוויץ'): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿.",
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
  '',
  'משפט 2.1.6 (חשבון גבולות): אם 𝑎_𝑛 ⟶ 𝐿 ו-𝑏_𝑛 ⟶ 𝑀 אז 𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀.',
];
const UNIQUENESS = 'אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.';

describe('calculus notes: a theorem named with "בין"', () => {
  it('asks for the name "סדר בין גבולות" of its first conclusion, the set-up with it, no space before a stop', async () => {
    const corpus = await read(page('v11-order', [...ORDER, ...THEOREMS]), 'he');
    const q = hebrewResultCandidates(corpus)
      .filter((c) => c.form === 'term-from-definition')
      .map((c) => c.build(new Set()))
      .find((d) => d?.key === 'סדר בין גבולות');
    expect(q).toBeDefined();
    expect(q!.stem).toBe(
      'מהו שמו של המשפט הבא לפי החומר: "תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀. אם 𝑎_𝑛 ≥ 𝑏_𝑛 כמעט לכל 𝑛 אזי 𝐿 ≥ 𝑀."?',
    );
    // other theorems' names, none sharing a word with the key ("חשבון גבולות")
    expect(q!.distractors).toHaveLength(3);
    expect(q!.distractors).not.toContain('חשבון גבולות');
    for (const d of q!.distractors) expect(d).not.toMatch(/גבולות|סדר/u);
  });
});

describe('calculus notes: statement questions and the named theorems', () => {
  it('keys "which statement is correct" on a corollary, never on the uniqueness theorem its name question asks', async () => {
    const corpus = await read(page('v11-ts', THEOREMS), 'he');
    const built = hebrewSwappedCandidates(corpus)
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    expect(built.length).toBeGreaterThan(0);
    for (const d of built) {
      expect(d.key).not.toBe(UNIQUENESS);
      expect(d.distractors).not.toContain(UNIQUENESS);
    }
    const corollary = built.find((d) => d.key.startsWith('אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏'));
    expect(corollary, built.map((d) => d.key).join('\n')).toBeDefined();
    // the key as the notes state it, without the PDF's space before the stop
    expect(corollary!.key).toBe('אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏].');
    // three statements made false by one swap: a property denied, a relation turned
    expect(corollary!.distractors).toEqual(
      expect.arrayContaining([
        'אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ לא מתכנסת, אזי היא חסומה.',
        'אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≤ 0.',
      ]),
    );
    expect(corollary!.distractors).toHaveLength(3);
  });

  it('"מה קובע המשפט X" offers the sentences of other statements (eng-he11: offered, not used), and is not asked once one is used', async () => {
    const corpus = await read(page('v11-dft', THEOREMS), 'he');
    const c = hebrewResultCandidates(corpus).find(
      (x) => x.form === 'definition-from-term' && x.build(new Set())?.key === UNIQUENESS.replace(/\.$/u, ''),
    );
    expect(c).toBeDefined();
    const d = c!.build(new Set())!;
    expect(d.used).toEqual(c!.sentences);
    const offered = d.offered!;
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(c!.build(new Set([offered[0]!]))).toBeNull();
  });
});

/** Relativity notes in Markdown: the two principles, and laws of other sections. */
const RELATIVITY: SourceDocument = {
  id: 'v11-rel',
  name: 'יחסות.md',
  unitKind: 'section',
  units: [
    {
      number: 1,
      title: 'עקרונות תורת היחסות',
      text: [
        'תורת היחסות הפרטית בנויה על שני עקרונות:',
        '',
        '1. חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית. כלומר, אין מערכת ייחוס אינרציאלית אחת עדיפה על מערכת אחרת.',
        '2. מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס. כל גוף חסר מסה נע במהירות האור.',
      ].join('\n'),
    },
    {
      number: 2,
      title: 'טרנספורמציית לורנץ',
      text: 'נביט בשני מאורעות שהתרחשו באותו מקום. אנו רואים מדוגמה זו שהזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר.',
    },
    {
      number: 3,
      title: 'דינמיקה יחסותית',
      text: 'עבור מהירויות קטנות בהרבה ממהירות האור, מצאנו שהתנע של מערכת נשמר אם לא פועל עליו כוח חיצוני שקול.',
    },
    {
      number: 4,
      title: 'אנרגיה',
      text: 'כאשר המערכת היא סגורה (לא פועלים עליה כוחות חיצוניים), האנרגיה הכוללת שלה נשמרת.',
    },
    {
      number: 5,
      title: 'גודל אינוואריאנטי',
      text: 'רק הגודל האינוואריאנטי אינו משתנה בין מערכות הייחוס.',
    },
  ],
};

describe('relativity notes: "אחד משני העקרונות" with the laws of the notes', () => {
  it('offers a law under its condition without its gloss, a law found after its setting, a claim after its lead', async () => {
    const corpus = await read(RELATIVITY, 'he');
    const drafts = hebrewPrincipleCandidates(corpus)
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    expect(drafts).toHaveLength(2);
    const q = drafts.find((d) => d.key === 'חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית')!;
    expect(q.stem).toBe('לפי החומר, איזה מהבאים הוא אחד משני העקרונות שעליהם בנויה תורת היחסות הפרטית?');
    const laws = [
      'כאשר המערכת היא סגורה, האנרגיה הכוללת שלה נשמרת',
      'התנע של מערכת נשמר אם לא פועל עליו כוח חיצוני שקול',
      'רק הגודל האינוואריאנטי אינו משתנה בין מערכות הייחוס',
      'הזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר',
    ];
    expect(q.distractors).toHaveLength(3);
    for (const d of q.distractors) expect(laws).toContain(d);
    // the gloss left out, the lead left out
    for (const d of q.distractors) expect(d).not.toMatch(/[()]|אנו|מצאנו|עבור/u);
    // the statements offered are the question's: no statement question offers them
    expect(q.used!.length + q.offered!.length).toBe(4);
    for (const c of hebrewSwappedCandidates(corpus)) {
      const d = c.build(new Set());
      if (!d) continue;
      for (const o of [d.key, ...d.distractors]) for (const l of laws) expect(o).not.toContain(l);
    }
  });
});

describe('the e2e Hebrew mechanics notes', () => {
  it('still give a test of at least five questions, each with four options and its key among them', async () => {
    const res = await localEngine().generate(
      mcRequest([doc('mechanics.txt', [HEBREW_MECHANICS])], { questionCount: 5 }),
    );
    expect(res.questions).toHaveLength(5);
    for (const q of res.questions) {
      expect(q.options).toHaveLength(4);
      expect('ABCD').toContain(q.correctAnswer);
    }
  });
});
