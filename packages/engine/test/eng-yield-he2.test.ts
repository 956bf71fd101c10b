/**
 * eng-yield-he2 (issue 11): Hebrew notes that name a phenomenon through a pointer at the sentence before ("מבחינת
 * האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט." then "תופעה זו נקראת התארכות זמן.") are asked "איזו
 * תופעה מתוארת בחומר כך: "<the sentence before>"?" with the other effects the notes name as distractors; never
 * when the sentence before leans on another pointer or on a formula. Fixtures are written here, as the Markdown
 * reader gives the relativity notes' sections.
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws } from '../src/index.ts';
import { hebrewPointerNameCandidates } from '../src/local/hebrew-defs.ts';
import { generateUpTo, mcRequest, read, titledSections } from './fixtures.ts';

const SECTIONS = (dilation: string) => [
  'התארכות זמן\n\nנדמיין שני אנשים, אחד על רכבת שנעה במהירות קבועה ואחד עומד על הרציף. ' + dilation,
  'התקצרות אורך\n\nמוט שנע ביחס לצופה נמדד על ידו קצר יותר מאשר במערכת שבה הוא במנוחה.',
  'סימולטניות\n\nשני מאורעות שקורים באותו זמן במערכת אחת אינם בהכרח קורים באותו זמן במערכת אחרת.',
  'סיבתיות\n\nסיבתיות מתייחסת לכך ששני מאורעות יכולים להשפיע אחד על השני רק אם המידע ביניהם נע לאט מהאור.',
];
const DILATION = 'מבחינת האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט. תופעה זו נקראת התארכות זמן.';
const notes = (dilation = DILATION) => titledSections('rel2', 'יחסות.md', SECTIONS(dilation));
const STEM = 'איזו תופעה מתוארת בחומר כך: "מבחינת האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט"?';

describe('eng-yield-he2: a phenomenon the notes name through a pointer', () => {
  it('asks which phenomenon the sentence before "תופעה זו נקראת ..." describes, among the other effects', async () => {
    const d = notes();
    const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
    const q = res.questions.find((x) => x.text === STEM);
    expect(q, res.questions.map((x) => `${x.form}: ${x.text}`).join('\n')).toBeDefined();
    expect(q!.form).toBe('term-from-definition');
    const options = q!.options!.map((o) => o.replace(/^[A-D]\)\s*/u, ''));
    expect(options['ABCD'.indexOf(q!.correctAnswer)]).toBe('התארכות זמן');
    expect([...options].sort()).toEqual(['התארכות זמן', 'התקצרות אורך', 'סיבתיות', 'סימולטניות'].sort());
    expect(q!.source.quote).toContain('תופעה זו נקראת התארכות זמן');
    expect(questionFlaws(q!, { documents: [d] })).toEqual([]);
  });

  it('asks nothing when the sentence before leans on a pointer or a formula of its own', async () => {
    for (const before of [
      'מביטוי זה רואים שהשעון על הרכבת מתקתק יותר לאט מבחינת האדם העומד על הרציף.',
      'מבחינת האדם העומד על הרציף, השעון על הרכבת מתקתק פי $\\gamma$ יותר לאט.',
    ]) {
      const c = await read(notes(`${before} תופעה זו נקראת התארכות זמן.`), 'he');
      expect(hebrewPointerNameCandidates(c)).toEqual([]);
    }
  });
});
