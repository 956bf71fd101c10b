/**
 * Hebrew math as a plain-text view shows it (issue 11, eng-he11, decision 106): every formula of a finished Hebrew
 * question (stem, options, explanation, open model answer) is a left-to-right isolate (LRI ... PDI), made in one
 * place for every form, so an export read with the plain bidi algorithm keeps "{𝑎_𝑛}_{𝑛=1}^∞" in its order. The
 * quote stays as the document writes it (the gate still finds it in the page) and grading reads the model answer
 * without the isolates. Fixtures are written here, as the PDF of a Hebrew calculus summary gives its lines.
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws } from '../src/index.ts';
import { isolateMath, isolateQuestionMath, withoutMathIsolates } from '../src/local/util.ts';
import { hebrewResultCandidates } from '../src/local/hebrew.ts';
import { doc, gradeOne, openQuestions, questionsUpTo, mcRequest, read } from './fixtures.ts';

const LRI = '\u2066';
const PDI = '\u2069';
const strip = (o: string) => o.replace(/^[A-D]\)\s*/u, '');

const THEOREMS = [
  'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת אם קיים הגבול lim_{𝑛→∞} 𝑎_𝑛. אחרת, אומרים שהסדרה מתבדרת.',
  '',
  'הגדרה 1.5.3 (חסימות של סדרה): סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.',
  '',
  'משפט 1.5.1 (יחידות הגבול): אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.',
  '',
  'משפט 1.5.2: אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת, אזי היא חסומה.',
  '',
  "משפט 2.1.5 (סנדוויץ'): תהיינה 𝑎_𝑛, 𝑏_𝑛, 𝑐_𝑛 סדרות כאשר 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛. אם lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 אז lim_{𝑛→∞} 𝑏_𝑛 = 𝐿.",
  '',
  'משפט 2.1.7 (חסומה כפול אפסה): אם 𝑎_𝑛 סדרה חסומה ו-lim_{𝑛→∞} 𝑏_𝑛 = 0 אז lim_{𝑛→∞} 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0.',
  '',
  'משפט 2.1.1 (סדר בין גבולות): אם 𝑎_𝑛 ≤ 𝑏_𝑛 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ≤ lim_{𝑛→∞} 𝑏_𝑛.',
  '',
  'משפט 2.1.8 (אי-שוויון הממוצעים): לכל 𝑎, 𝑏 ≥ 0 מתקיים √(𝑎𝑏) ≤ (𝑎 + 𝑏)/2.',
  '',
  'משפט 1.2.1 (צפיפות הרציונליים): בין כל שני מספרים ממשיים 𝑥 < 𝑦 קיים מספר רציונלי 𝑞 כך ש-𝑥 < 𝑞 < 𝑦.',
];
const calculus = () => doc('חדו"א.pdf', [THEOREMS.join('\n')], 'page', 'he11-calc');

describe('isolateMath on a finished Hebrew text', () => {
  it('isolates each formula and keeps a file name that is already isolated (FSI ... PDI) as it is', () => {
    const text =
      'ב"\u2068notes.pdf\u2069", עמוד 2, כתוב: "נאמר שסדרה {𝑎_𝑛}_{𝑛=1}^∞ מתכנסת אם קיים הגבול lim_{𝑛→∞} 𝑎_𝑛."';
    expect(isolateMath(text)).toBe(
      `ב"\u2068notes.pdf\u2069", עמוד 2, כתוב: "נאמר שסדרה${LRI} {𝑎_𝑛}_{𝑛=1}^∞ ${PDI}מתכנסת אם קיים הגבול${LRI} lim_{𝑛→∞} 𝑎_𝑛 ${PDI}."`,
    );
    // a formula already isolated is not isolated twice; the text around it is read
    const once = isolateMath('אם 𝑎_𝑛 → 𝐿 אז 𝑏_𝑛 → 𝐿.');
    expect(isolateMath(once)).toBe(once);
    expect(withoutMathIsolates(once)).toBe('אם 𝑎_𝑛 → 𝐿 אז 𝑏_𝑛 → 𝐿.');
    // English text and a Hebrew text without math stay as they are
    const english = {
      type: 'open-ended',
      text: 'What is 𝑎_𝑛?',
      options: null,
      correctAnswer: 'A sequence 𝑎_𝑛.',
      explanation: '',
    };
    expect(isolateQuestionMath(english)).toBe(english);
    expect(isolateMath('סדרה נקראת חסומה אם הקבוצה חסומה.')).toBe('סדרה נקראת חסומה אם הקבוצה חסומה.');
  });
});

describe('Hebrew multiple-choice questions on calculus notes: formulas isolated where the student reads them', () => {
  it('isolates the statement in a naming stem and in the options, and the quote still matches the page', async () => {
    const d = calculus();
    const qs = await questionsUpTo(mcRequest([d], { questionCount: 6 }));
    const listing = qs.map((x) => `${x.form}: ${x.text} | ${x.options?.join(' / ')}`).join('\n');
    const naming = qs.find((x) => x.text.startsWith('מהו שמו של המשפט הבא'));
    expect(naming, listing).toBeDefined();
    // "𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2" of the uniqueness of the limit, say: each formula run LTR-isolated
    expect(naming!.text, listing).toMatch(new RegExp(`${LRI} [^${PDI}]*𝑎_𝑛[^${PDI}]* ${PDI}`, 'u'));
    for (const q of qs) {
      // no math letter outside an isolate in the stem, the options or the explanation's own words
      const outside = (t: string) => t.replace(/[\u2066-\u2068][^\u2069]*\u2069/gu, '');
      expect(outside(q.text), q.text).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
      for (const o of q.options ?? []) expect(outside(strip(o)), o).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
      expect(outside(q.explanation), q.explanation).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
      // the quote as the page writes it, found in the page: the gate passes the finished question
      expect(q.source.quote).not.toMatch(/[\u2066\u2069]/u);
      expect(questionFlaws(q, { documents: [d] }), q.text).toEqual([]);
    }
    const statements = qs.filter((x) => x.form === 'true-statement' || x.form === 'definition-from-term');
    for (const q of statements)
      for (const o of q.options!) if (/[\u{1D400}-\u{1D7FF}]/u.test(o)) expect(o).toContain(LRI);
  });
});

// notes written for the test (a calculus course on functions), one statement per line as a PDF gives them
const FUNCTIONS = [
  `הגדרה 4.1.1 (פונקציה רציפה):
נאמר שפונקציה 𝑓 רציפה אם הגבול של 𝑓 בכל נקודה שווה לערך הפונקציה בנקודה.
אחרת, אומרים שהפונקציה אינה רציפה.`,
  `משפט 4.2.1 (ערך הביניים):
תהי 𝑓 פונקציה רציפה בקטע [𝑎, 𝑏] כך ש-𝑓(𝑎) < 0 < 𝑓(𝑏).
אז קיימת נקודה 𝑐 ∈ (𝑎, 𝑏) שמקיימת 𝑓(𝑐) = 0.
הוכחה:
נחצה את הקטע שוב ושוב.`,
  `משפט 4.2.2:
אם פונקציה 𝑓 גזירה, אזי היא רציפה.
יש לשים לב שההפך אינו נכון:
לדוגמה |𝑥|.
הגדרה 4.3.1 (פונקציה חסומה):
פונקציה נקראת חסומה אם קבוצת ערכי הפונקציה היא חסומה.
משפט 4.3.2 (ויירשטראס):
אם 𝑓 רציפה בקטע סגור [𝑎, 𝑏] אז 𝑓 מקבלת בו מקסימום.`,
];

describe('Hebrew open questions: the model answer isolated, graded as the material writes it', () => {
  it('shows "[𝑎, 𝑏]" and "𝑓(𝑐) = 0" isolated and grades a full answer as before', async () => {
    const d = doc('אינפי 2.pdf', FUNCTIONS, 'page', 'he11-functions');
    const qs = await openQuestions([d], 2, { seed: 3 });
    const q = qs.find((x) => x.text.includes('ערך הביניים'))!;
    expect(q, qs.map((x) => x.text).join('\n')).toBeDefined();
    expect(q.correctAnswer).toBe(
      `תהי${LRI} 𝑓 ${PDI}פונקציה רציפה בקטע${LRI} [𝑎, 𝑏] ${PDI}כך ש-${LRI} 𝑓(𝑎) < 0 < 𝑓(𝑏) ${PDI}. אז קיימת נקודה${LRI} 𝑐 ∈ (𝑎, 𝑏) ${PDI}שמקיימת${LRI} 𝑓(𝑐) = 0 ${PDI}.`,
    );
    expect(q.source.quote).not.toMatch(/[\u2066\u2069]/u);
    expect(questionFlaws(q, { documents: [d] })).toEqual([]);
    // grading reads the model answer without the isolates: the same grade as on the plain question
    const plain = { ...q, correctAnswer: withoutMathIsolates(q.correctAnswer) };
    const answer = 'אם 𝑓 רציפה בקטע [𝑎, 𝑏] ו-𝑓(𝑎) < 0 < 𝑓(𝑏), אז יש נקודה 𝑐 בקטע שבה 𝑓(𝑐) = 0.';
    const [isolatedGrade, plainGrade] = [await gradeOne(q, answer), await gradeOne(plain, answer)];
    expect(isolatedGrade.score).toBe(plainGrade.score);
    expect(isolatedGrade.score).toBeGreaterThanOrEqual(70);
  });
});

describe('"what does theorem X state?" marks only what it asks: the names of the theorems it offers stay askable', () => {
  it('leaves the statements it offers to a naming question, whose wrong names leave out the theorem it asks', async () => {
    const corpus = await read(calculus(), 'he');
    const cands = hebrewResultCandidates(corpus);
    const states = cands.find((c) => c.form === 'definition-from-term' && c.topics[0] === 'יחידות הגבול');
    expect(states, cands.map((c) => `${c.form} ${c.topics[0]}`).join('\n')).toBeDefined();
    const asked = states!.build(new Set())!;
    expect(asked.stem).toBe('לפי החומר, מה קובע המשפט "יחידות הגבול"?');
    // its own statement is used; the other theorems' statements it shows unchanged are only offered
    expect(asked.used).toEqual(states!.sentences);
    expect(asked.offered!.length).toBeGreaterThan(0);
    const used = new Set(asked.used);
    const offeredNames = cands
      .filter((c) => c.form === 'term-from-definition' && c.sentences.some((j) => asked.offered!.includes(j)))
      .map((c) => c.topics[0]);
    expect(offeredNames.length).toBeGreaterThan(0);
    for (const c of cands.filter(
      (x) => x.form === 'term-from-definition' && x.topics[0] !== 'יחידות הגבול',
    )) {
      // the selection gives a naming question the sentences asked so far, not the ones only offered
      const naming = c.build(used);
      if (!naming) continue;
      expect(naming.stem).toMatch(/^מהו שמו של (?:המשפט|הלמה) הבא/u);
      expect(naming.key).toBe(c.topics[0]);
      // "יחידות הגבול" is named by the other stem as what it is: never a wrong name here
      expect(naming.distractors).not.toContain('יחידות הגבול');
    }
    // the naming questions of the theorems whose statements were offered are still written
    const written = cands.filter(
      (c) => c.form === 'term-from-definition' && offeredNames.includes(c.topics[0]) && c.build(used),
    );
    expect(written.length).toBeGreaterThan(0);
  });
});
