/**
 * Hebrew "why" questions (issue 11, local/hebrew-reasons.ts, eng-he7): a reason the notes state for a claim is
 * the key; the wrong reasons are the key's reason with one word turned by the notes' own words, and reasons the
 * notes give for other claims. Fixtures are written here, as a lecturer writes Hebrew physics notes.
 */
import { describe, expect, it } from 'vitest';
import { hebrewReasonCandidates, hebrewReasons } from '../src/local/hebrew-reasons.ts';
import { read, sections } from './fixtures.ts';

const NOTES = sections('mech', 'מכניקה.md', [
  'שימור תנע\n\n' +
    'מכיוון שהמערכת סגורה, התנע הכולל נשמר לאורך כל הזמן. ' +
    'מערכת פתוחה מקבלת כוחות חיצוניים מהסביבה.',
  'חיכוך\n\n' + 'הגוף מאט בהדרגה מפני שכוח החיכוך פועל נגד כיוון התנועה. ' + 'כוח החיכוך תלוי בסוג המשטח.',
  'גלים\n\n' + 'מכיוון שהקול זקוק לתווך, גלי קול אינם עוברים בריק. ' + 'האור עובר גם בריק.',
  'חום\n\n' + 'מכיוון שהמתכת מוליכה חום היטב, הידית מתחממת במהירות. ' + 'העץ מוליך חום בצורה חלשה.',
  'דוגמה\n\n' + 'מכיוון שזו מערכת סגורה, נשתמש בשימור אנרגיה. ' + 'מכיוון ש-$v<c$, המכנה חיובי.',
]);

describe('Hebrew reasons (eng-he7)', () => {
  it('finds the reason before or after its claim, and skips pointers, the lecturer and formulas', async () => {
    const corpus = await read(NOTES, 'he');
    const rs = hebrewReasons(corpus).map((r) => [r.claim, r.reason]);
    expect(rs).toContainEqual(['התנע הכולל נשמר לאורך כל הזמן', 'המערכת סגורה']);
    expect(rs).toContainEqual(['הגוף מאט בהדרגה', 'כוח החיכוך פועל נגד כיוון התנועה']);
    expect(rs.flat().join(' ')).not.toMatch(/זו|נשתמש|המכנה|zqm/u);
  });

  it('asks why, with whole "מפני ש" clauses, and no distractor that restates the key or its claim', async () => {
    const corpus = await read(NOTES, 'he');
    const drafts = hebrewReasonCandidates(corpus)
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    const q = drafts.find((d) => d.stem === 'לפי החומר, מדוע התנע הכולל נשמר לאורך כל הזמן?');
    expect(q, drafts.map((d) => d.stem).join('\n')).toBeDefined();
    expect(q!.key).toBe('מפני שהמערכת סגורה');
    expect(q!.distractors).toHaveLength(3);
    for (const d of q!.distractors) {
      expect(d.startsWith('מפני ש')).toBe(true);
      expect(d).not.toContain('תנע');
      expect(d).not.toBe(q!.key);
    }
    // reasons the notes give for other claims
    expect(q!.distractors).toContain('מפני שכוח החיכוך פועל נגד כיוון התנועה');
  });

  it('gives nothing for English material', async () => {
    const corpus = await read(
      sections('en', 'notes.md', ['Momentum is conserved because the system is closed.']),
      'en',
    );
    expect(hebrewReasonCandidates(corpus)).toEqual([]);
  });
});
