/**
 * eng-yield8he (issue 11, decision 104): a result of math notes whose conclusion is one equality or one membership
 * ("אז 𝐿_1 = 𝐿_2", "אז lim 𝑎_𝑛 ∈ [𝑎, 𝑏]") is made false by denying it ("≠", "∉"), as a conclusion of one
 * inequality is turned round ("≥" -> "≤"): more false statements of the notes' own results for the statement form.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import {
  docWords,
  hebrewSwappedCandidates,
  restatedBy,
  statementText,
  swapConverse,
  swapOpposite,
  swapRelation,
  turnedStatements,
} from '../src/local/swapped-he.ts';
import { calculusNotes, read } from './fixtures.ts';

describe('eng-yield8he: a conclusion of one equality or membership denied', () => {
  it('denies an equality of the conclusion', () => {
    expect(swapRelation('אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.')?.text).toBe(
      'אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 ≠ 𝐿_2.',
    );
    // the arrow of the limit's subscript and the condition's relations are not the conclusion's
    expect(swapRelation('אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim_{𝑛→∞} 𝑎_𝑛 = 0.')?.text).toBe(
      'אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim_{𝑛→∞} 𝑎_𝑛 ≠ 0.',
    );
  });

  it('denies a membership of the conclusion', () => {
    expect(swapRelation('אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏].')?.text).toBe(
      'אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∉ [𝑎, 𝑏].',
    );
  });

  it('still turns one inequality round, and refuses a conclusion of two relations or a limit arrow', () => {
    expect(swapRelation('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≥ 0.')?.text).toBe('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≤ 0.');
    // a chain ("= lim 𝑐_𝑛 = 𝐿"): which equality is the claim?
    expect(swapRelation('אם 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛, אז lim 𝑎_𝑛 = lim 𝑐_𝑛 = 𝐿.')).toBeNull();
    // an equality beside an inequality, a convergence ("→") or an already denied relation
    expect(swapRelation('אם 𝑎_𝑛 > 0, אז 𝑎_𝑛 = |𝑎_𝑛| > 0.')).toBeNull();
    expect(swapRelation('אם 𝑎_𝑛 = 𝑏_𝑛, אז 𝑎_𝑛 → 𝐿.')).toBeNull();
    expect(swapRelation('אם 𝑎_𝑛 ≠ 0, אז 𝑎_𝑛 ≠ 𝐿.')).toBeNull();
    // no "אם ... אז": no result to deny
    expect(swapRelation('הגבול 𝐿 = 0 של הסדרה.')).toBeNull();
  });
});

/** Relativity notes (eng-yield8he): laws after a lead that points at a figure, compares or concludes. */
const DYNAMICS: SourceDocument = {
  id: 'dyn',
  name: 'דינמיקה יחסותית.md',
  unitKind: 'section',
  units: [
    {
      number: 1,
      title: 'מהירות האור',
      text:
        'מהירות האור\n\nמהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס. ' +
        'כל גוף חסר מסה נע במהירות האור. ' +
        'לעומת זאת, חלקיק בעל מסה לא יגיע לעולם למהירות האור. ' +
        'הזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר. ' +
        'פרק הזמן בין שני מאורעות שהתרחשו באותו מקום ארוך יותר מבחינת מערכת ייחוס הנעה ביחס אליהם. ' +
        'מחיפוש קצר קל למצוא הסבר לפרדוקס התאומים.',
    },
    {
      number: 2,
      title: 'תנע יחסותי',
      text:
        'תנע יחסותי\n\nכפי שניתן לראות בגרף הבא, ככל שמהירות הגוף מתקרבת למהירות האור, כך התנע שלו מתבדר. ' +
        'כלומר, על מנת להגדיל את המהירות של הגוף יש צורך לשנות את התנע שלו בפער הולך וגדל. ' +
        'מכאן שנהיה קשה להאיץ את הגוף ככל שמהירותו מתקרבת למהירות האור. ' +
        'בדיוק כמו בגבול הקלאסי (הגבול של מהירויות נמוכות), אם לא פועל כוח חיצוני שקול על מערכת הגופים, התנע הכולל נשמר.',
    },
    {
      number: 3,
      title: 'גודל אינוואריאנטי',
      text:
        'גודל אינוואריאנטי\n\nגודל שאינו משתנה בין מערכות הייחוס נקרא גודל אינוואריאנטי. ' +
        'אירועים שנראים סימולטניים במערכת ייחוס אחת, אינם סימולטניים במערכת ייחוס אחרת. ' +
        'הצירוף של האנרגיה והתנע עבור חלקיק יחיד נשאר קבוע במעבר בין מערכות ייחוס שונות.',
    },
  ],
};

describe('eng-yield8he: a law after a lead that frames it, a prose law under its condition', () => {
  it('reads the claim after a figure, a comparison with the classical case or "מכאן ש"', async () => {
    const corpus = await read([DYNAMICS], 'he');
    const of = (start: string) => corpus.sentences.find((s) => s.text.trim().startsWith(start))!;
    expect(statementText(of('כפי שניתן לראות'))).toBe(
      'ככל שמהירות הגוף מתקרבת למהירות האור, כך התנע שלו מתבדר.',
    );
    expect(statementText(of('מכאן שנהיה'))).toBe('נהיה קשה להאיץ את הגוף ככל שמהירותו מתקרבת למהירות האור.');
    expect(statementText(of('בדיוק כמו'))).toBe(
      'אם לא פועל כוח חיצוני שקול על מערכת הגופים, התנע הכולל נשמר.',
    );
    // "הקושי" or a claim with no lead is read as written
    expect(statementText(of('מהירות האור היא'))).toBe(
      'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
    );
  });

  it('turns "קשה" into "קל" when the notes write it', async () => {
    const corpus = await read([DYNAMICS], 'he');
    expect(
      swapOpposite('נהיה קשה להאיץ את הגוף ככל שמהירותו מתקרבת למהירות האור.', docWords(corpus, 0))?.text,
    ).toBe('נהיה קל להאיץ את הגוף ככל שמהירותו מתקרבת למהירות האור.');
  });

  it('asks a prose law under its condition among plain statements, not among results "אם ... אז ..."', async () => {
    const corpus = await read([DYNAMICS], 'he');
    const law = 'אם לא פועל כוח חיצוני שקול על מערכת הגופים, התנע הכולל נשמר.';
    const cands = hebrewSwappedCandidates(corpus).filter((c) => c.quote.includes('התנע הכולל נשמר'));
    const built = cands.map((c) => c.build(new Set())).find((d) => d?.key === law);
    expect(built).toBeTruthy();
    expect(built!.distractors).toHaveLength(3);
    for (const d of built!.distractors) expect(d).not.toMatch(/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u);
  });
});

/** Calculus notes: a result, its proof, and the notes' word that its converse does not hold. */
const converseNotes = (afterProof: string) =>
  calculusNotes([
    'משפט 1.5.2:',
    'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.',
    'הוכחה: עבור 𝜀 = 1 קיים 𝑛0 כך שלכל 𝑛 ≥ 𝑛0 מתקיים 𝐿 − 1 ≤ 𝑎𝑛 ≤ 𝐿 + 1. ∎',
    afterProof,
    'משפט 2.1.1 (סדר בין גבולות): אם 𝑎𝑛 ≥ 𝑏𝑛 כמעט לכל 𝑛 אזי 𝐿 ≥ 𝑀.',
  ]);

describe("eng-yield8he: the converse a result's notes deny", () => {
  it('turns the result into its converse when the notes say the converse does not hold', async () => {
    const corpus = await read([converseNotes('יש לשים לב שההפך אינו נכון: חסומה ⇍ מתכנסת.')], 'he');
    const s = corpus.sentences.find((x) => x.text.includes('מתכנסת, אזי'))!;
    expect(swapConverse(corpus, s, 'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.')?.text).toBe(
      'אם סדרה {𝑎𝑛} חסומה, אזי היא מתכנסת.',
    );
    expect(turnedStatements(corpus).swapped.get(s.index)?.text).toBe('אם סדרה {𝑎𝑛} חסומה, אזי היא מתכנסת.');
  });

  it('keeps the converse when the notes do not deny it, or deny it of another result', async () => {
    const plain = await read([converseNotes('נשים לב שכל סדרה קבועה מתכנסת.')], 'he');
    const s = plain.sentences.find((x) => x.text.includes('מתכנסת, אזי'))!;
    expect(swapConverse(plain, s, 'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.')).toBeNull();
    // the denial after another labelled result is that result's
    const later = await read(
      [
        calculusNotes([
          'משפט 1.5.2:',
          'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.',
          'משפט 1.5.3 (מונוטוניות): אם סדרה {𝑎𝑛} עולה, אזי היא חסומה מלרע.',
          'יש לשים לב שההפך אינו נכון.',
        ]),
      ],
      'he',
    );
    const t = later.sentences.find((x) => x.text.includes('מתכנסת, אזי'))!;
    expect(swapConverse(later, t, 'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.')).toBeNull();
  });
});

describe('eng-yield8he: a statement the notes restate with "כלומר"', () => {
  it('quotes the statement with its restatement, never the restatement alone', async () => {
    const corpus = await read([DYNAMICS], 'he');
    const claim = corpus.sentences.find((x) => x.text.includes('כך התנע שלו מתבדר'))!;
    const again = restatedBy(corpus, claim);
    expect(again?.text).toMatch(/^כלומר, על מנת להגדיל/u);
    const cand = hebrewSwappedCandidates(corpus).find((c) => c.sentences[0] === claim.index)!;
    expect(cand.quote).toContain('כך התנע שלו מתבדר. כלומר, על מנת להגדיל');
    expect(cand.build(new Set())?.quote).toBe(cand.quote);
    // the restatement is no option of any statement question
    for (const c of hebrewSwappedCandidates(corpus)) {
      const d = c.build(new Set());
      for (const o of d ? [d.key, ...d.distractors] : []) expect(o).not.toMatch(/יש צורך לשנות את התנע/u);
    }
  });

  it('reads no fragment ("כלומר, ש...") nor a lead to a formula as a restatement', async () => {
    const notes = calculusNotes([
      'השעונים של שני הצופים מראים תמיד את אותו זמן. כלומר, שקיים זמן אבסולוטי.',
      'התנע של מערכת סגורה נשמר בכל התנגשות. כלומר, מצאנו כי:',
    ]);
    const corpus = await read([notes], 'he');
    for (const s of corpus.sentences)
      if (!/^כלומר/u.test(s.text.trim())) expect(restatedBy(corpus, s)).toBeNull();
  });
});
