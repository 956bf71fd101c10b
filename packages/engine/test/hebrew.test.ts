/**
 * Hebrew material (issue 11, local/hebrew.ts): the concepts a Hebrew document names, "X מתייחסת לכך ש..."
 * definitions, distractors taken from those concepts, and descriptions that name the key. Fixtures are written
 * here, as a lecturer writes Hebrew physics notes.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type GenerateRequest, type SourceDocument } from '../src/index.ts';
import { keyIndex, optionText } from '../src/quality.ts';
import { analyze } from '../src/local/analysis.ts';
import { conceptName, hebrewConcepts, hebrewStemNames } from '../src/local/hebrew.ts';

const engine = createEngine({ engine: 'local' });

/** Notes in sections, as the Markdown reader gives them (a unit per heading, with its title). */
const RELATIVITY: SourceDocument = {
  id: 'rel',
  name: 'יחסות.md',
  unitKind: 'section',
  units: [
    {
      number: 1,
      title: 'התארכות זמן',
      text:
        'התארכות זמן\n\n' +
        'שעון אור בנוי משתי מראות ואור הנע ביניהן הלוך ושוב. ' +
        'כל פרק זמן בו האור חוזר לנקודה ממנה יצא נקרא יחידת זמן אחת. ' +
        'פרק הזמן שמודד צופה שנמצא במנוחה ביחס לשעון נקרא הזמן העצמי והוא הזמן הקצר ביותר. ' +
        'צופה על הרציף מודד פרק זמן ארוך יותר מהנוסע ברכבת. ' +
        'תופעה זו נקראת התארכות זמן. ' +
        'משמעותה שפרק הזמן בין שני מאורעות שהתרחשו באותו מקום ארוך יותר מבחינת מערכת ייחוס אחרת.',
    },
    {
      number: 2,
      title: 'התקצרות אורך',
      text:
        'התקצרות אורך\n\n' +
        'אורך המוט במערכת שבה הוא במנוחה נקרא אורך המנוחה. ' +
        'צופה שהמוט נע ביחס אליו מודד אורך קצר יותר מאורך המנוחה. ' +
        'התקצרות אורך מופיעה רק בכיוון התנועה של המוט ולא בכיוונים הניצבים לה.',
    },
    {
      number: 3,
      title: 'סימולטניות',
      text:
        'סימולטניות\n\n' +
        'שני מאורעות שהתרחשו באותו זמן במערכת ייחוס אחת אינם מתרחשים באותו זמן במערכת ייחוס אחרת. ' +
        'סימולטניות היא תכונה יחסית של זוג מאורעות ולא תכונה מוחלטת שלהם.',
    },
    {
      number: 4,
      title: 'סיבתיות',
      text:
        'סיבתיות\n\n' +
        'קונוס האור מתאר את כל המאורעות שקרן אור היוצאת מהראשית יכולה להגיע אליהם. ' +
        'סיבתיות מתייחסת לכך ששני מאורעות יכולים להשפיע זה על זה רק אם המידע העובר ביניהם נע במהירות קטנה ממהירות האור. ' +
        'מאורע מחוץ לקונוס האור אינו יכול להשפיע על מאורע בראשית.',
    },
    {
      number: 5,
      title: 'פרדוקס התאומים',
      text:
        'פרדוקס התאומים\n\n' +
        'תאום אחד נשאר על כדור הארץ והשני טס בחללית במהירות קרובה למהירות האור וחוזר. ' +
        'כל אחד מהתאומים רואה את השעון של השני מתקתק לאט יותר, ולכן נראה שיש כאן פרדוקס. ' +
        'התאום שטס בחללית מאיץ ומסתובב, ולכן המצב של שני התאומים אינו סימטרי.',
    },
  ],
};

const req = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}): GenerateRequest => ({
  documents,
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: 10,
  seed: 3,
  ...over,
});

async function generateUpTo(r: GenerateRequest) {
  try {
    return await engine.generate(r);
  } catch (e) {
    if (!(e instanceof EngineError) || e.code !== 'INSUFFICIENT_CONTENT' || !e.supported) throw e;
    return engine.generate({ ...r, questionCount: e.supported });
  }
}
const keyOf = (q: { options: string[] | null; correctAnswer: string }) =>
  optionText(q.options![keyIndex(q as never)]!);

describe('Hebrew concepts the material names', () => {
  it('takes section headings, labelled results and "נקרא/נקראת X" as concepts, not furniture or clauses', async () => {
    const corpus = await analyze([RELATIVITY], 'he', undefined, () => {});
    const names = hebrewConcepts(corpus).map((c) => c.text);
    expect(names).toEqual(
      expect.arrayContaining([
        'התארכות זמן',
        'התקצרות אורך',
        'סימולטניות',
        'סיבתיות',
        'פרדוקס התאומים',
        'הזמן העצמי',
        'אורך המנוחה',
        'יחידת זמן',
      ]),
    );
    // the clause after the name is not part of it ("נקרא הזמן העצמי והוא הזמן הקצר ביותר")
    expect(names).not.toContain('הזמן העצמי והוא');
    expect(conceptName('2.1.5 סנדוויץ׳')).toBe("סנדוויץ'");
    expect(conceptName('התארכות זמן (2)')).toBe('התארכות זמן');
    expect(conceptName('תוכן עניינים')).toBeNull();
    expect(conceptName('דוגמאות 1.5.1')).toBeNull();
    expect(conceptName('25/08/25 | 1 1 הרצאה')).toBeNull();
  });

  it('knows when a description repeats a word of the term, with a prefix or the article', async () => {
    const corpus = await analyze([RELATIVITY], 'he', undefined, () => {});
    expect(hebrewStemNames(corpus, 'פרק הזמן בין שני מאורעות ארוך יותר בפרק זמן אחר', 'התארכות זמן')).toBe(
      true,
    );
    expect(
      hebrewStemNames(corpus, 'ששני מאורעות יכולים להשפיע זה על זה רק אם המידע נע לאט מהאור', 'סיבתיות'),
    ).toBe(false);
  });
});

describe('Hebrew term questions', () => {
  it('asks for "סיבתיות" from "X מתייחסת לכך ש..." among the other phenomena the notes name', async () => {
    const res = await generateUpTo(req([RELATIVITY]));
    const q = res.questions.find((x) => keyOf(x) === 'סיבתיות');
    expect(q, res.questions.map((x) => x.text).join('\n')).toBeDefined();
    expect(q!.form).toBe('term-from-definition');
    expect(q!.text).toContain('להשפיע זה על זה');
    // the stem never names the key; the distractors are concepts of the notes (headings, "נקרא X")
    expect(q!.text).not.toContain('סיבתיות');
    const others = q!.options!.map(optionText).filter((o) => o !== 'סיבתיות');
    const named = [
      'התארכות זמן',
      'התקצרות אורך',
      'סימולטניות',
      'פרדוקס התאומים',
      'הזמן העצמי',
      'אורך המנוחה',
      'יחידת זמן',
      'קונוס האור',
    ];
    for (const o of others) expect(named).toContain(o);
    // the quote is the material's sentence
    expect(q!.source?.quote).toContain('סיבתיות מתייחסת לכך');
  });

  it('never asks for "התארכות זמן" by a description that says "פרק הזמן ... ארוך יותר"', async () => {
    const res = await generateUpTo(req([RELATIVITY], { difficulty: 'easy' }));
    for (const q of res.questions) {
      if (keyOf(q) !== 'התארכות זמן' || q.form !== 'term-from-definition') continue;
      expect(q.text).not.toMatch(/זמן/u);
    }
  });

  it('never offers a heading that is document furniture or a clause as an option', async () => {
    const res = await generateUpTo(req([RELATIVITY], { difficulty: 'easy' }));
    for (const q of res.questions)
      for (const o of q.options ?? []) expect(optionText(o)).not.toMatch(/^(?:תוכן|הרצאה|דוגמה)|והוא|והיא/u);
  });
});
