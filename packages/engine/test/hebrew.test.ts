/**
 * Hebrew material (issue 11, local/hebrew.ts): the concepts a Hebrew document names, "X מתייחסת לכך ש..."
 * definitions, distractors taken from those concepts, and descriptions that name the key. Fixtures are written
 * here, as a lecturer writes Hebrew physics notes.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { optionText } from '../src/quality.ts';
import { withoutMathIsolates } from '../src/local/util.ts';
import {
  conceptName,
  hebrewConcepts,
  hebrewResultCandidates,
  hebrewStemNames,
  readableMath,
} from '../src/local/hebrew.ts';
import { doc, generateUpTo, keyOf, mcRequest, read } from './fixtures.ts';

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

const req = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}) =>
  mcRequest(documents, { seed: 3, ...over });

describe('Hebrew concepts the material names', () => {
  it('takes section headings, labelled results and "נקרא/נקראת X" as concepts, not furniture or clauses', async () => {
    const corpus = await read(RELATIVITY, 'he');
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
    const corpus = await read(RELATIVITY, 'he');
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

/** A PDF page of calculus notes, one line of the page a string. */
const calculusPage = (id: string, name: string, lines: string[]) => doc(name, [lines.join('\n')], 'page', id);

/** A page of calculus notes as a PDF gives it: labelled results, math in Unicode letters, proofs. */
const CALCULUS = calculusPage('calc', 'חדו"א.pdf', [
  'משפט 1.2.1 (צפיפות הרציונליים): לכל 𝑥 ∈ ℝ ולכל 𝜀 > 0 קיים 𝑞 ∈ ℚ שמקיים |𝑥 − 𝑞| < 𝜀.',
  '',
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2.',
  '',
  'הוכחה: יהי 𝜀 > 0. קיימים 𝑁1, 𝑁2 עבורם מתקיים |𝑎𝑛 − 𝐿1| < 𝜀.',
  '',
  'משפט 2.1.5 (סנדוויץ׳): תהיינה 𝑎𝑛, 𝑏𝑛, 𝑐𝑛 סדרות כאשר 𝑎𝑛 ≤ 𝑏𝑛 ≤ 𝑐𝑛 לכל 𝑛.',
  'אם lim 𝑎𝑛 = lim 𝑐𝑛 = 𝐿 אז lim 𝑏𝑛 = 𝐿 .',
  '',
  'משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎𝑛, 𝑏𝑛 סדרות כך ש- lim 𝑎𝑛 = 𝐿, lim 𝑏𝑛 = 𝑀 . אזי:',
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎𝑛 סדרה חסומה ו-lim 𝑏𝑛 = 0 אז lim 𝑎𝑛 ⋅ 𝑏𝑛 = 0 .',
  '',
  'משפט 2.2.1 (אי-שוויון הממוצעים): 𝑚𝑛 ≥ 𝑔𝑛 ≥ ℎ𝑛',
  '',
  'לֶלמה 2.1.4 (ערך מוחלט): אם 𝑎𝑛 ⟶ 𝐿 אז 0 0 2 𝑛 𝑛 |𝑎𝑛| ⟶ |𝐿| 𝑛→∞ 𝑛→∞',
]);

describe('Hebrew named results ("מהו שמו של המשפט הבא")', () => {
  it('asks for the name of a labelled theorem among the names of the other theorems of the notes', async () => {
    const res = await generateUpTo(req([CALCULUS]));
    const byKey = new Map(res.questions.map((q) => [keyOf(q), q]));
    const sandwich = byKey.get("סנדוויץ'");
    expect(sandwich, res.questions.map((q) => q.text).join('\n')).toBeDefined();
    expect(withoutMathIsolates(sandwich!.text)).toBe(
      'מהו שמו של המשפט הבא לפי החומר: "תהיינה 𝑎𝑛, 𝑏𝑛, 𝑐𝑛 סדרות כאשר 𝑎𝑛 ≤ 𝑏𝑛 ≤ 𝑐𝑛 לכל 𝑛. אם lim 𝑎𝑛 = lim 𝑐𝑛 = 𝐿 אז lim 𝑏𝑛 = 𝐿."?',
    );
    const theorems = [
      'צפיפות הרציונליים',
      'יחידות הגבול',
      'חשבון גבולות',
      'חסומה כפול אפסה',
      'אי-שוויון הממוצעים',
      'ערך מוחלט',
    ];
    for (const o of sandwich!.options!.map(optionText).filter((o) => o !== "סנדוויץ'"))
      expect(theorems).toContain(o);
    // the quote holds the label that names it
    expect(sandwich!.source?.quote).toMatch(/^משפט 2\.1\.5 \(סנדוויץ['׳]\)/u);
    // the uniqueness of the limit is asked by its name or by what it states (eng-he9: the statements of other
    // results, a self-naming one included, now give it three distractors, so either may come first)
    expect(
      res.questions.some(
        (q) =>
          (keyOf(q) === 'יחידות הגבול' &&
            withoutMathIsolates(q.text).includes('אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2.')) ||
          (q.text.includes('"יחידות הגבול"') &&
            withoutMathIsolates(keyOf(q)) === 'אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2'),
      ),
    ).toBe(true);
  });

  it('never asks a name that its statement repeats, a statement cut before its claim, or broken math', async () => {
    const res = await generateUpTo(req([CALCULUS]));
    const keys = res.questions.map(keyOf);
    // "חסומה" is in the statement of "חסומה כפול אפסה"; "אזי:" leaves the claim to a list; formulas only
    expect(keys).not.toContain('חסומה כפול אפסה');
    expect(keys).not.toContain('חשבון גבולות');
    expect(keys).not.toContain('אי-שוויון הממוצעים');
    // pieces of subscripts and limits on their own ("0 0 2 𝑛 𝑛", "𝑛→∞")
    expect(keys).not.toContain('ערך מוחלט');
    for (const q of res.questions) expect(q.text).not.toMatch(/𝑛→∞|\s0 0\s/u);
  });

  it('reads PDF math as readable only when its brackets balance and no pieces stand alone', () => {
    expect(readableMath('לכל 𝑥 ∈ ℝ ולכל 𝜀 > 0 קיים 𝑞 ∈ ℚ שמקיים |𝑥 − 𝑞| < 𝜀.')).toBe(true);
    expect(readableMath('נגדיר }𝑀 = max{𝑎1, …, 𝑎𝑛−1 ואז לכל 𝑛 ∈ ℕ מתקיים')).toBe(false);
    expect(readableMath('אם 𝑎𝑛 →→→→→→ 𝐿 אז |𝑎𝑛| →→→→→→ |𝐿|')).toBe(false);
    expect(readableMath('𝑚𝑛 ≥ 𝑔𝑛 ≥ ℎ𝑛')).toBe(false);
  });
});

describe('Hebrew principles ("אחד משני העקרונות שעליהם בנויה ...")', () => {
  const THEORY: SourceDocument = {
    id: 'sr',
    name: 'יחסות פרטית.md',
    unitKind: 'section',
    units: [
      {
        number: 1,
        title: 'עקרונות תורת היחסות',
        text: [
          'עקרונות תורת היחסות',
          '',
          'תורת היחסות הפרטית בנויה על שני עקרונות:',
          '',
          '1. חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית. אין מערכת ייחוס אינרציאלית עדיפה על אחרת.',
          '',
          '2. מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס. כל גוף חסר מסה נע במהירות האור.',
        ].join('\n'),
      },
      {
        number: 2,
        title: 'שימור',
        text: [
          'שימור',
          '',
          'האנרגיה הכוללת של מערכת סגורה נשמרת בכל תהליך.',
          'התנע הכולל של מערכת סגורה נשמר גם בהתנגשות יחסותית.',
          'רק הגודל האינוואריאנטי אינו משתנה בין מערכות הייחוס.',
          'מסת המנוחה של חלקיק אינה תלויה במערכת הייחוס.',
          'הנוסע ברכבת מודד זמן קצר יותר מהאדם על הרציף.',
          'נשתמש בשימור התנע כדי למצוא את מהירות החלקיק.',
          'גודל שאינו משתנה בין מערכות הייחוס נקרא גודל אינוואריאנטי.',
        ].join('\n'),
      },
    ],
  };

  it('asks which statement is one of the principles, among laws of the notes that are not', async () => {
    const res = await generateUpTo(req([THEORY]));
    const q = res.questions.find((x) => x.text.includes('העקרונות'));
    expect(q, res.questions.map((x) => x.text).join('\n')).toBeDefined();
    expect(q!.form).toBe('list-member');
    expect(q!.text).toBe('לפי החומר, איזה מהבאים הוא אחד משני העקרונות שעליהם בנויה תורת היחסות הפרטית?');
    expect([
      'חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית',
      'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס',
    ]).toContain(keyOf(q!));
    const others = q!.options!.map(optionText).filter((o) => o !== keyOf(q!));
    // statements of the notes that are no principle; never a worked example's or the lecturer's "we"
    for (const o of others) {
      expect(o).not.toMatch(/חוקי הפיזיקה|מהירות האור היא קבועה/u);
      expect(o).not.toMatch(/רכבת|רציף|נשתמש|נקרא/u);
    }
    expect(q!.source?.quote).toContain('תורת היחסות הפרטית בנויה על שני עקרונות:');
  });
});

describe('Hebrew result statements ("מה קובע המשפט X")', () => {
  const NOTES = calculusPage('calc2', 'אינפי.pdf', [
    'משפט 1.2.1 (צפיפות הרציונליים): לכל 𝑥 ∈ ℝ ולכל 𝜀 > 0 קיים 𝑞 ∈ ℚ שמקיים |𝑥 − 𝑞| < 𝜀.',
    '',
    'משפט 1.5.1 (יחידות הגבול): אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2.',
    '',
    'משפט 1.5.2: אם סדרה 𝑎𝑛 מתכנסת, אזי היא חסומה.',
    '',
    'משפט 2.1.5 (סנדוויץ׳): תהיינה 𝑎𝑛, 𝑏𝑛, 𝑐𝑛 סדרות כאשר 𝑎𝑛 ≤ 𝑏𝑛 ≤ 𝑐𝑛 לכל 𝑛. אם lim 𝑎𝑛 = lim 𝑐𝑛 = 𝐿 אז lim 𝑏𝑛 = 𝐿 .',
    '',
    'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎𝑛 סדרה חסומה ו-lim 𝑏𝑛 = 0 אז lim 𝑎𝑛 ⋅ 𝑏𝑛 = 0 .',
    '',
    'לֶלמה 2.2.2 (גבולות של ממוצעים): אם 0 < 𝑎𝑛 ⟶ 𝐿 אז 𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿.',
  ]);
  it('asks what a named theorem states, with the statements of the other results as distractors', async () => {
    const corpus = await read(NOTES, 'he');
    const qs = hebrewResultCandidates(corpus)
      .filter((c) => c.form === 'definition-from-term')
      .map((c) => c.build(new Set()))
      .filter((d) => d !== null);
    const unique = qs.find((d) => d.stem === 'לפי החומר, מה קובע המשפט "יחידות הגבול"?');
    expect(unique, qs.map((d) => d.stem).join('\n')).toBeDefined();
    expect(unique!.key).toBe('אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2');
    expect(unique!.distractors).toHaveLength(3);
    // the other options are statements of other results of the notes (a self-naming one may be among them since
    // eng-he9: it is not the key's result), never this one's
    for (const d of unique!.distractors) {
      expect(d).not.toContain('𝐿1 = 𝐿2');
      expect(unique!.quote).not.toContain(d);
      // of the key's subject (sequences): the density of ℚ beside them would leave the key alone (eng-he10)
      expect(d).not.toContain('ℚ');
    }
    // a result whose statement repeats its name ("חסומה כפול אפסה" / "סדרה חסומה") is not asked this way
    expect(qs.some((d) => d.stem.includes('חסומה כפול אפסה'))).toBe(false);
    // a lemma is asked as a lemma
    expect(qs.every((d) => !/המשפט "גבולות/u.test(d.stem))).toBe(true);
  });
});
