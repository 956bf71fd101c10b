/**
 * Hebrew statements v12 (issue 11, local/swapped-he.ts `materialStates`): a turned statement is refused as an
 * option only when another sentence of the notes states it, that is holds the new word AND most of the statement's
 * other words. Counting the new word among "most" let a short claim be found in a sentence of another subject: the
 * relativity notes' "הזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר" turned ("... הארוך ביותר") was taken as stated
 * by the time-dilation sentence ("פרק הזמן בין שתי מאורעות ... יותר ארוך ..."), of no proper time.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { docWords, materialStates, turnedStatements } from '../src/local/swapped-he.ts';
import { read } from './fixtures.ts';

const section = (number: number, title: string, text: string) => ({
  number,
  title,
  text: `${title}\n\n${text}`,
});

/** Relativity notes as the lecturer writes them: time dilation, then the proper time found in an example. */
const NOTES: SourceDocument = {
  id: 'rel12',
  name: 'יחסות-פרטית.md',
  unitKind: 'section',
  units: [
    section(
      1,
      'התארכות זמן',
      'השעון שנע ביחס לצופה מתקתק לאט יותר מהשעון שלידו. ' +
        'משמעותה שפרק הזמן בין שתי מאורעות שיתרחשו באותו מקום מבחינת מערכת ייחוס אחת יתרחשו בפרק זמן יותר ארוך ' +
        'מבחינת מערכת ייחוס הנעה במהירות קבועה ביחס למערכת הראשונה.',
    ),
    section(
      2,
      'הזמן העצמי',
      'הזמן העצמי הוא פרק הזמן בין שני מאורעות שהתרחשו באותו מקום במערכת ייחוס אחת. ' +
        'את הזמן העצמי מודד שעון שנמצא במנוחה ביחס למאורעות. ' +
        'צופה בכל מערכת ייחוס אחרת מודד פרק זמן שונה מהזמן העצמי.',
    ),
    section(
      3,
      'טרנספורמציית לורנץ',
      'הטרנספורמציה שמקשרת בין קואורדינטות המאורע במערכות הייחוס השונות היא טרנספורמציית לורנץ. ' +
        'אנו רואים מדוגמה זו שהזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר.',
    ),
  ],
};

/** Calculus notes that state a result for increasing and, in other words, for decreasing sequences. */
const CALCULUS: SourceDocument = {
  id: 'calc12',
  name: 'סדרות.md',
  unitKind: 'section',
  units: [
    section(
      1,
      'סדרות מונוטוניות',
      'סדרה מונוטונית עולה וחסומה מלעיל היא סדרה מתכנסת. ' +
        'באותו אופן גם כל סדרה מונוטונית יורדת וחסומה מלעיל היא סדרה מתכנסת לגבול שלה.',
    ),
  ],
};

describe('a turned statement is stated elsewhere only with most of its other words (eng-he12)', () => {
  it('turns "הזמן העצמי ... הקצר ביותר": the time-dilation sentence says "ארוך" of no proper time', async () => {
    const corpus = await read([NOTES], 'he');
    const s = corpus.sentences.find((x) => x.text.includes('הזמן הקצר ביותר'))!;
    const turned = 'הזמן העצמי בין שני מאורעות הוא הזמן הארוך ביותר.';
    expect(materialStates(docWords(corpus, s.doc), s, turned, 'הארוך')).toBe(false);
    // as the student meets it: the false option of that statement
    const { swapped } = turnedStatements(corpus);
    expect([...swapped.values()].map((w) => w.text)).toContain(turned);
  });

  it('still refuses a turned statement that another sentence states in other words', async () => {
    const corpus = await read([CALCULUS], 'he');
    const s = corpus.sentences.find((x) => x.text.startsWith('סדרה מונוטונית עולה'))!;
    const turned = 'סדרה מונוטונית יורדת וחסומה מלעיל היא סדרה מתכנסת.';
    expect(materialStates(docWords(corpus, s.doc), s, turned, 'יורדת')).toBe(true);
    // and a turn no sentence states is not refused
    expect(
      materialStates(
        docWords(corpus, s.doc),
        s,
        'סדרה מונוטונית עולה וחסומה מלעיל היא סדרה מתבדרת.',
        'מתבדרת',
      ),
    ).toBe(false);
    const { swapped } = turnedStatements(corpus);
    expect([...swapped.values()].map((w) => w.text)).not.toContain(turned);
  });
});
