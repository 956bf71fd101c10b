/**
 * Hebrew questions v6 (issue 11, eng-he6; decision 104): the source-typo check reads Hebrew words as Hebrew is
 * written (prefixes, final letters, plene and defective spelling), so sound words of a statement no longer block
 * it, and real typos of the material still keep an option out.
 */
import { describe, expect, it } from 'vitest';
import { optionTypo, typoWord } from '../src/local/cues.ts';
import { hebrewBases, hebrewFamilies, hebrewTypo } from '../src/local/hebrew-typos.ts';
import { doc, read } from './fixtures.ts';

// Notes on relativity, each sound word below written once beside a word one letter away ("הארוך" / "האורך"),
// and five typos of the source beside the word meant
const NOTES = doc('יחסות.md', [
  'האורך של המוט נמדד במערכת המנוחה שלו. מוט ארוך מתקצר בתנועה, והמוט הארוך מתקצר יותר. שתי ארוכות נמדדו.',
  'כאשר לא פועל כוח חיצוני התנע נשמר. כוחות חיצוניים משנים את התנע. הכוח שקול לשינוי התנע.',
  'גודל שמשתנה בין מערכות אינו אינוואריאנטי. המסה אינה משתנה, אבל האנרגיה משנה את ערכה. ערכים משתנים נמדדים.',
  'מדידה של גוף מדויק דורשת שעון. בדיוק באותו רגע נזניח את ההשפעה של הכבידה. נניח שהשעון מסונכרן.',
  'הגוף מתרחק מהצופה במהירות קבועה, והמרחק גדל. הערכנו את הזמן, וערכו של הזמן גדל. שמדדנו את האורך ושמדדו את הזמן.',
  'האלקטרון נע מהר. אלקטרונים נעים במאיץ. מהירות אלקטורן קרובה למהירות האור.',
  'הטרנספורמציה שמשקשרת בין המערכות היא טרנספורמציית לורנץ. המשוואה שמקשרת בין הזמנים פשוטה.',
  'החללית נעה מהר. לחללית יש שעון, ולחללית יש מראה. שעון לחללילת מראה זמן אחר. ומברחק קטן אין הבדל במרחק.',
]);

describe('Hebrew source typos read Hebrew spelling', () => {
  it('keeps sound Hebrew words: another form of the word, a prefix, a final letter, plene spelling', async () => {
    const corpus = await read(NOTES, 'he');
    for (const w of [
      'הארוך', // beside "האורך": "ארוך" and "ארוכות" are its other forms
      'כוחות', // beside "כוח"
      'שמשתנה', // beside "משתנה", "משנה"
      'מדויק', // vowel letters swapped ("מדיוק") is another spelling, not a typo
      'מתרחק', // the ת of a reflexive verb ("מרחק")
      'הערכנו', // the נ of "we" ("וערכו")
      'שמדדנו',
    ])
      expect(typoWord(corpus, w), w).toBe(false);
    expect(optionTypo(corpus, 'המוט הארוך מתקצר פחות, כי כוחות חיצוניים פועלים עליו')).toBeNull();
    expect(optionTypo(corpus, 'גודל שמשתנה בין מערכות הוא אינוואריאנטי')).toBeNull();
  });

  it('still finds typos of the source: a letter too, two letters swapped', async () => {
    const corpus = await read(NOTES, 'he');
    for (const w of ['שמשקשרת', 'לחללילת', 'ומברחק', 'אלקטורן']) expect(typoWord(corpus, w), w).toBe(true);
    expect(optionTypo(corpus, 'הטרנספורמציה שמשקשרת בין המערכות היא טרנספורמציית גלילאו')).toBe('שמשקשרת');
    expect(optionTypo(corpus, 'מהירות אלקטורן קטנה ממהירות הקול')).toBe('אלקטורן');
  });

  it('finds the word meant, with or without its prefix', () => {
    const counts = new Map(
      ['מרחק', 'המרחק', 'קיים', 'קיים', 'החללית', 'לחללית'].map((w, i, a) => [
        w,
        a.filter((x) => x === w).length,
      ]),
    );
    const f = hebrewFamilies(counts.keys());
    expect(hebrewTypo(counts, f, 'ומברחק')).toBe('ומרחק');
    expect(hebrewTypo(counts, f, 'קייחם')).toBe('קיים');
    expect(hebrewTypo(counts, f, 'לחללילת')).toBe('לחללית');
    // a word of the material's family is no typo, however close
    expect(hebrewTypo(counts, f, 'למרחק')).toBeNull();
    expect(hebrewBases('הארוך')).toContain('ארוכ');
    expect(hebrewBases('ארוכות')).toContain('ארוכ');
  });
});
