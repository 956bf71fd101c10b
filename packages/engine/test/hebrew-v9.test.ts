/**
 * Hebrew questions v9 (issue 11, eng-he9, decision 104): limits as PDF extraction now joins them to their line
 * ("lim_{𝑛→∞} 𝑎_𝑛"), named results asked only when their statement sets up its symbols, results without a name
 * as distractors of "מה קובע המשפט X", a quantity's distractors of its kind and no two "מהירות הגוף" /
 * "מהירות החלקיק", and a statement question that leaves the sentences of a list of principles to it. Fixtures
 * are written here, as a PDF of Hebrew calculus notes and Markdown physics notes give them.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import {
  hebrewOptionFits,
  hebrewResultCandidates,
  readableMath,
  selfContained,
} from '../src/local/hebrew.ts';
import { hebrewSwappedCandidates, turnedStatements } from '../src/local/swapped-he.ts';
import { doc, read } from './fixtures.ts';

const page = (id: string, lines: string[]) => doc('חדו"א.pdf', [lines.join('\n')], 'page', id);

/** Calculus notes as extraction now writes them: scripts after their base, limits joined under "lim". */
const LIMITS = page('lim', [
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  'מסקנות:',
  '1. אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≥ 0. ניקח 𝑏_𝑛 = 0 ונשתמש בסעיף 1.',
  '2. אם lim_{𝑛→∞} 𝑎_𝑛 > 0 אז 𝑎_𝑛 > 0 כמעט לכל 𝑛.',
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
]);

describe('Hebrew math notes: a limit joined under its operator (lim_{𝑛→∞})', () => {
  it('reads a sentence with lim_{𝑛→∞} as math, but not a limit left on a line of its own', () => {
    expect(readableMath('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≥ 0.')).toBe(true);
    expect(readableMath('אם 𝑎_𝑛 ≥ 0, אז lim 𝑎_𝑛 ≥ 0 . 𝑛→∞ 𝑛→∞')).toBe(false);
    expect(readableMath('אם 𝑎_𝑛 →→→→→→𝑛→∞ 𝐿 אז |𝑎_𝑛| →→→→→→𝑛→∞ |𝐿| כנדרש')).toBe(false);
  });

  it('asks which statement is true with the conclusions of limit results turned round', async () => {
    const corpus = await read(LIMITS, 'he');
    const turned = [...turnedStatements(corpus).swapped.values()].map((w) => w.text);
    // the relation after "אז" turned, the limit kept as written
    expect(turned).toContain('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≤ 0.');
    expect(turned).toContain('אם lim_{𝑛→∞} 𝑎_𝑛 > 0 אז 𝑎_𝑛 < 0 כמעט לכל 𝑛.');
    const q = hebrewSwappedCandidates(corpus)
      .map((c) => c.build(new Set()))
      .find((d) => d?.key === 'אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.');
    expect(q, 'the uniqueness of the limit as the key').toBeTruthy();
    expect(q!.stem).toBe('לפי החומר, איזו מהטענות הבאות נכונה?');
    expect(
      q!.distractors.filter((d) => turned.includes(d) && d.includes('lim_{𝑛→∞}')).length,
    ).toBeGreaterThan(0);
    expect(q!.distractors.every((d) => /^אם /u.test(d))).toBe(true);
  });
});

/** Named results: one whose conclusion names symbols defined elsewhere (𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛), one set up in itself. */
const RESULTS = page('res', [
  'משפט 1.2.1 (צפיפות הרציונליים): לכל 𝑥 ∈ ℝ ולכל 𝜀 > 0 קיים 𝑞 ∈ ℚ שמקיים |𝑥 − 𝑞| < 𝜀.',
  '',
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  'לֶלמה 1.2.3: אם 𝑚^2 זוגי, אז גם 𝑚 זוגי.',
  '',
  'משפט 2.1.5 (סנדוויץ׳): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿 .',
  '',
  'משפט 2.1.6 (חשבון גבולות): אם 𝑎_𝑛 ⟶ 𝐿 ו-𝑏_𝑛 ⟶ 𝑀 אז 𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀.',
  '',
  'לֶלמה 2.2.2 (גבולות של סדרות ממוצעים): אם 0 < 𝑎_𝑛 ⟶ 𝐿 אז 𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛 ⟶ 𝐿.',
  '',
  'לֶלמה 2.2.3 (שורש המנה): תהי 𝑎_𝑛 סדרת חיוביים. אם (𝑎_𝑛)/(𝑎_{𝑛−1}) ⟶ 𝐿 אז 𝑛 𝑎_𝑛 ⟶ 𝐿 .',
]);

describe('Hebrew named results: asked only when the statement stands on its own', () => {
  it('tells a conclusion set up in the statement from one about symbols of another paragraph', () => {
    expect(selfContained('אם 0 < 𝑎_𝑛 ⟶ 𝐿 אז 𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛 ⟶ 𝐿.')).toBe(false);
    expect(selfContained('אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.')).toBe(true);
    expect(
      selfContained(
        'תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿 .',
      ),
    ).toBe(true);
    expect(selfContained('אם 𝑎_𝑛 ≥ 𝑏_𝑛 כמעט לכל 𝑛 אזי 𝐿 ≥ 𝑀.')).toBe(false);
  });

  it('never asks for the name or the statement of a lemma with undefined symbols or a lost root sign', async () => {
    const corpus = await read(RESULTS, 'he');
    const drafts = hebrewResultCandidates(corpus)
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    const text = drafts.flatMap((d) => [d.stem, d.key, ...d.distractors]).join('\n');
    expect(text).not.toContain('𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛');
    expect(text).not.toContain('גבולות של סדרות ממוצעים');
    expect(text).not.toContain('𝑛 𝑎_𝑛 ⟶ 𝐿');
    // the sandwich theorem sets up 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 itself: its name is asked
    const sandwich = drafts.find((d) => d.key === "סנדוויץ'");
    expect(sandwich, drafts.map((d) => d.stem).join('\n')).toBeDefined();
    expect(sandwich!.stem).toContain('תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות');
  });

  it('offers the statements of results without a name among the wrong statements of a named one', async () => {
    const corpus = await read(RESULTS, 'he');
    const drafts = hebrewResultCandidates(corpus)
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    const q = drafts.find((d) => d.stem === 'לפי החומר, מה קובע המשפט "יחידות הגבול"?');
    expect(q, drafts.map((d) => d.stem).join('\n')).toBeTruthy();
    expect(q!.key).toBe('אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2');
    // unnamed results first: the named ones are asked by their name, and offered twice an option reads as a key
    expect(q!.distractors).toContain('אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה');
    // statements of the key's subject only (eng-he10): no lemma on even numbers beside limits of sequences
    expect(q!.distractors).not.toContain('אם 𝑚^2 זוגי, אז גם 𝑚 זוגי');
    expect(q!.distractors).toHaveLength(3);
    // the density of ℚ has no other statement about ℝ or ℚ to stand beside it: not asked this way
    expect(drafts.some((d) => d.stem.includes('צפיפות הרציונליים'))).toBe(false);
  });
});

/** Physics notes: named concepts (headings), a quantity defined by what is constant about it, a list of principles. */
const PHYSICS: SourceDocument = {
  id: 'rel9',
  name: 'יחסות.md',
  unitKind: 'section',
  units: [
    [
      'מהירות האור',
      'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס. מהירות הגוף נמדדת ביחס למערכת ייחוס. מהירות החלקיק תלויה במערכת הייחוס.',
    ],
    ['דינמיקה יחסותית', 'דינמיקה יחסותית עוסקת בתנע ובאנרגיה של גופים מהירים.'],
    ['אנרגיה', 'האנרגיה הכוללת של מערכת סגורה נשמרת.'],
    ['תנע', 'התנע הכולל של מערכת סגורה נשמר.'],
    ['מסה', 'מסה היא מדד להתמדה של גוף.'],
    ['התארכות זמן', 'פרק הזמן בין שני מאורעות ארוך יותר במערכת נעה.'],
    ['התקצרות אורך', 'אורכו של מוט נע קצר יותר מאורכו במנוחה.'],
  ].map(([title, body], i) => ({ number: i + 1, title, text: `${title}\n\n${body}` })),
};

describe('Hebrew concept options of the key’s kind', () => {
  it('offers a quantity among quantities, and no "speed of the body" beside "speed of the particle"', async () => {
    const corpus = await read(PHYSICS, 'he');
    const body = 'קבועה בכל הכיוונים ובכל מערכות הייחוס';
    const fits = (o: string) => hebrewOptionFits(corpus, 'מהירות האור', o, body);
    expect(fits('אנרגיה')).toBe(true);
    expect(fits('דינמיקה יחסותית')).toBe(false);
    expect(fits('מהירות הגוף')).toBe(false);
    expect(fits('מהירות החלקיק')).toBe(false);
    expect(fits('אנרגיית המנוחה')).toBe(true);
  });
});
