/**
 * Definitions of Hebrew lecture notes (issue 15, decision 104): "לפי החומר, מתי נאמר שסדרה מתכנסת?" from "X נקראת
 * Y אם ..." / "נאמר ש-X Y אם ..." / a lead "X נקראת:" with items "Y אם ...", the conditions of the other
 * properties as distractors; and "איזה מושג מוגדר בחומר כך: ...?" from a labelled definition whose body is words.
 * Fixtures are written here, as a lecturer's calculus summary reads once extracted from its PDF.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { hebrewConditionCandidates, hebrewLabelledDefinitionCandidates } from '../src/local/hebrew-defs.ts';
import { read } from './fixtures.ts';

const NOTES: SourceDocument = {
  id: 'calc',
  name: 'חדוא.pdf',
  unitKind: 'page',
  units: [
    {
      number: 1,
      text:
        'הגדרה 1.2.1 (סביבת-ε / ε-סביבה): סביבת 𝜀 של 𝑥0 ∈ ℝ הוא קטע מהצורה (𝑥0 − 𝜀, 𝑥0 + 𝜀).\n\n' +
        'הגדרה 1.3.1 (חסימות): תהי 𝐴 ⊆ ℝ. נאמר ש-𝐴 חסומה אם היא חסומה מלמעלה וגם מלמטה.\n\n' +
        'המספר 𝑀 נקרא חסם מלמעלה של הקבוצה והמספר 𝑚 נקרא חסם מלמטה של הקבוצה.\n\n' +
        'הגדרה 1.4.1 (סדרה): אוסף אינסופי ממוספר (סדור) של מספרים: 𝑎1, 𝑎2, 𝑎3.\n\n' +
        'הגדרה 1.5.1 (גבול של סדרה): נאמר ש-𝐿 ∈ ℝ הוא גבול של סדרה אם מתקיים:\n' +
        '∀𝜀 > 0, ∃𝑛0, ∀𝑛 ≥ 𝑛0, |𝑎𝑛 − 𝐿| < 𝜀\n\n' +
        'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎𝑛} מתכנסת אם קיים הגבול lim 𝑎𝑛 .\n\n' +
        'הגדרה 1.5.3 (חסימות של סדרה): סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.\n\n' +
        'הגדרה 1.5.4 (מונוטוניות של סדרה): סדרה נקראת:\n' +
        '1. מונוטונית עולה אם לכל 𝑛 מתקיים 𝑎𝑛+1 ≥ 𝑎𝑛, או עולה ממש אם 𝑎𝑛+1 > 𝑎𝑛.\n' +
        '2. מונוטונית יורדת אם לכל 𝑛 מתקיים 𝑎𝑛 ≥ 𝑎𝑛+1, או יורדת ממש אם 𝑎𝑛 > 𝑎𝑛+1.\n' +
        '3. מונוטונית אם היא מונוטונית עולה או מונוטונית יורדת.\n\n' +
        'משפט 1.5.1 (יחידות הגבול): אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2.',
    },
  ],
};

const corpusOf = (doc: SourceDocument) => read(doc, 'he');

describe('Hebrew: "מתי נאמר שסדרה מתכנסת?" from the conditions the notes define', () => {
  it('asks for the condition of convergence with the conditions of other properties as distractors', async () => {
    const qs = hebrewConditionCandidates(await corpusOf(NOTES))
      .map((c) => c.build(new Set()))
      .filter((q) => q !== null);
    const q = qs.find((x) => x.stem === 'לפי החומר, מתי נאמר שסדרה מתכנסת?');
    expect(q).toBeDefined();
    expect(q!.key).toBe('אם קיים הגבול lim 𝑎𝑛');
    expect(q!.quote).toContain('הגדרה 1.5.2 (סדרה מתכנסת)');
    expect(q!.distractors).toHaveLength(3);
    expect(q!.distractors).toContain('אם הקבוצה של איברי הסדרה היא חסומה');
    // an item of the list after "סדרה נקראת:", cut before its second definition (", או עולה ממש אם ...")
    expect(q!.distractors.some((d) => /^אם לכל 𝑛 מתקיים 𝑎𝑛(?:\+1)? ≥ 𝑎𝑛(?:\+1)?$/u.test(d))).toBe(true);
    // increasing and decreasing hold the same words: never both options
    expect(q!.distractors.filter((d) => d.startsWith('אם לכל 𝑛 מתקיים'))).toHaveLength(1);
    // a set's condition (another subject) is no distractor of a sequence's
    expect(q!.distractors.some((d) => d.includes('מלמעלה וגם מלמטה'))).toBe(false);
  });

  it('never asks for a condition that repeats its term, nor offers one that repeats the asked term', async () => {
    const qs = hebrewConditionCandidates(await corpusOf(NOTES))
      .map((c) => c.build(new Set()))
      .filter((q) => q !== null);
    // "סדרה נקראת חסומה אם ... היא חסומה": the option with "חסומה" would be picked unread
    expect(qs.some((q) => q.stem.includes('נקראת חסומה'))).toBe(false);
    expect(qs.some((q) => q.stem === 'לפי החומר, מתי סדרה נקראת מונוטונית?')).toBe(false);
    for (const q of qs.filter((x) => x.stem.includes('מונוטונית עולה')))
      expect(q.distractors.some((d) => d.includes('מונוטונית עולה'))).toBe(false);
    // a definition cut before its formula ("... אם מתקיים:") is no condition
    expect(qs.some((q) => q.key.endsWith(':') || q.stem.includes('גבול'))).toBe(false);
  });

  it('asks nothing when the notes define fewer than four conditions of one subject', async () => {
    const one: SourceDocument = {
      ...NOTES,
      units: [
        {
          number: 1,
          text:
            'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎𝑛} מתכנסת אם קיים הגבול lim 𝑎𝑛 .\n\n' +
            'הגדרה 1.5.3 (חסימות של סדרה): סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.',
        },
      ],
    };
    expect(hebrewConditionCandidates(await corpusOf(one))).toEqual([]);
  });
});

describe('Hebrew: "איזה מושג מוגדר בחומר כך" from a labelled definition in words', () => {
  it('asks for "סדרה" with the names of other definitions, one name per label, none sharing its words', async () => {
    // other collections the notes define: a property, a number or an interval is no option of a collection
    // (eng-kinds; `kinds-family.test.ts`)
    const withSets: SourceDocument = {
      ...NOTES,
      units: [
        {
          number: 1,
          text:
            'הגדרה 1.1.1 (קבוצה): אוסף של עצמים שונים ללא חשיבות לסדר.\n\n' +
            'הגדרה 1.1.2 (קבוצה סופית): אוסף סופי של עצמים שונים.\n\n' +
            'הגדרה 1.1.3 (וקטור): רשימה סופית של מספרים ממשיים.\n\n' +
            'הגדרה 1.1.4 (מטריצה): אוסף של מספרים המסודרים בשורות ובעמודות.\n\n' +
            NOTES.units[0]!.text,
        },
      ],
    };
    const qs = hebrewLabelledDefinitionCandidates(await corpusOf(withSets))
      .map((c) => c.build(new Set()))
      .filter((q) => q !== null);
    const q = qs.find((x) => x.key === 'סדרה')!;
    expect(q.stem).toBe('איזה מושג מוגדר בחומר כך: "אוסף אינסופי ממוספר (סדור) של מספרים"?');
    expect(q.key).toBe('סדרה');
    expect(q.distractors).toHaveLength(3);
    // "סדרה מתכנסת", "גבול של סדרה" repeat the key's word; "ε-סביבה" is another name of "סביבת-ε"
    for (const d of q.distractors) {
      expect(d).not.toMatch(/סדרה|ε-סביבה/u);
      expect(d).not.toBe('חסומה');
    }
    // "קבוצה" and "קבוצה סופית" share a word: at most one of them
    expect(q.distractors.filter((d) => d.startsWith('קבוצה')).length).toBeLessThanOrEqual(1);
    expect(q.distractors).toContain('וקטור');
    expect(q.distractors).toContain('מטריצה');
  });

  it('asks nothing of a definition whose body is math, a condition or names its own term', async () => {
    const qs = hebrewLabelledDefinitionCandidates(await corpusOf(NOTES))
      .map((c) => c.build(new Set()))
      .filter((q) => q !== null);
    expect(qs.some((q) => ['סביבת-ε', 'סדרה מתכנסת', 'חסימות של סדרה', 'גבול של סדרה'].includes(q.key))).toBe(
      false,
    );
  });
});
