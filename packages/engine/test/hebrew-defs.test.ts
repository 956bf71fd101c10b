/**
 * Definitions of Hebrew lecture notes (issue 15, decision 104): "לפי החומר, מתי נאמר שסדרה מתכנסת?" from "X נקראת
 * Y אם ..." / "נאמר ש-X Y אם ..." / a lead "X נקראת:" with items "Y אם ...", the conditions of the other
 * properties as distractors; and "איזה מושג מוגדר בחומר כך: ...?" from a labelled definition whose body is words.
 * Fixtures are written in code, as a lecturer's calculus summary reads once extracted from its PDF (its paragraphs
 * shared in fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { hebrewConditionCandidates, hebrewLabelledDefinitionCandidates } from '../src/local/hebrew-defs.ts';
import { CALCULUS_HE as C, calculusNotes, hebrewDrafts, read } from './fixtures.ts';

const NOTES = calculusNotes([
  C.neighbourhood,
  C.bounded,
  C.bounds,
  C.sequence,
  'הגדרה 1.5.1 (גבול של סדרה): נאמר ש-𝐿 ∈ ℝ הוא גבול של סדרה אם מתקיים:\n' +
    '∀𝜀 > 0, ∃𝑛0, ∀𝑛 ≥ 𝑛0, |𝑎𝑛 − 𝐿| < 𝜀',
  C.convergent,
  C.boundedSequence,
  C.monotone,
  C.uniqueLimit,
]);

const conditionsOf = (doc: SourceDocument) => hebrewDrafts(doc, hebrewConditionCandidates);
const labelledOf = (doc: SourceDocument) => hebrewDrafts(doc, hebrewLabelledDefinitionCandidates);

describe('Hebrew: "מתי נאמר שסדרה מתכנסת?" from the conditions the notes define', () => {
  it('asks for the condition of convergence with the conditions of other properties as distractors', async () => {
    const qs = await conditionsOf(NOTES);
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
    const qs = await conditionsOf(NOTES);
    // "סדרה נקראת חסומה אם ... היא חסומה": the option with "חסומה" would be picked unread
    expect(qs.some((q) => q.stem.includes('נקראת חסומה'))).toBe(false);
    expect(qs.some((q) => q.stem === 'לפי החומר, מתי סדרה נקראת מונוטונית?')).toBe(false);
    for (const q of qs.filter((x) => x.stem.includes('מונוטונית עולה')))
      expect(q.distractors.some((d) => d.includes('מונוטונית עולה'))).toBe(false);
    // a definition cut before its formula ("... אם מתקיים:") is no condition
    expect(qs.some((q) => q.key.endsWith(':') || q.stem.includes('גבול'))).toBe(false);
  });

  it('asks nothing when the notes define fewer than four conditions of one subject', async () => {
    const one = calculusNotes([C.convergent, C.boundedSequence]);
    expect(hebrewConditionCandidates(await read(one, 'he'))).toEqual([]);
  });
});

describe('Hebrew: "איזה מושג מוגדר בחומר כך" from a labelled definition in words', () => {
  it('asks for "סדרה" with the names of other definitions, one name per label, none sharing its words', async () => {
    // other collections the notes define: a property, a number or an interval is no option of a collection
    // (eng-kinds; `kinds-family.test.ts`)
    const withSets = calculusNotes([
      C.set,
      'הגדרה 1.1.2 (קבוצה סופית): אוסף סופי של עצמים שונים.',
      'הגדרה 1.1.3 (וקטור): רשימה סופית של מספרים ממשיים.',
      'הגדרה 1.1.4 (מטריצה): אוסף של מספרים המסודרים בשורות ובעמודות.',
      NOTES.units[0]!.text,
    ]);
    const qs = await labelledOf(withSets);
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
    const qs = await labelledOf(NOTES);
    expect(qs.some((q) => ['סביבת-ε', 'סדרה מתכנסת', 'חסימות של סדרה', 'גבול של סדרה'].includes(q.key))).toBe(
      false,
    );
  });
});
