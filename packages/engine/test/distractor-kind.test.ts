/**
 * Options of the key's kind, no weak question classes (issue 11, decision 104, eng-distract; readers at 26d222d):
 * 1. a definition's options are definitions of things of the key's kind (no software package among methods);
 * 2. a value of one example is not asked; 3. a remark on what a term is used for is no definition; 4. a
 * condition's options are conditions about the same party; 5. no proposition read backwards ("which of these are
 * unique and therefore ..."); 6. no raw measurement of a long copied sentence. English and Hebrew fixtures here.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, GenerateRequest, SourceDocument } from '../src/index.ts';
import { questionConflict } from '../src/local/defensible.ts';
import {
  awkwardPredicate,
  bodyKind,
  conditionParty,
  exampleDetail,
  passingDefinition,
  peripheralNumber,
} from '../src/local/kinds.ts';
import { candidatesOf } from '../src/local/select.ts';
import { questionWorth } from '../src/local/worth.ts';
import { doc, keyOf, mcRequest, read, slides } from './fixtures.ts';

const optionsOf = (q: GeneratedQuestion) => (q.options ?? []).map((o) => o.replace(/^[A-D]\)\s*/, ''));

/** Every question the engine would consider for the material (built, and passing the last check), by form. */
async function considered(
  d: SourceDocument,
  language = 'en',
): Promise<{ form: string; q: GeneratedQuestion }[]> {
  const corpus = await read(d, language);
  const req: GenerateRequest = mcRequest([d]);
  const out: { form: string; q: GeneratedQuestion }[] = [];
  for (const seed of [1, 2, 3])
    for (const it of candidatesOf(corpus, req, seed)) {
      const m = it.make(new Set());
      if (m && !questionConflict(corpus, m.q, it.form, m.used)) out.push({ form: it.form, q: m.q });
    }
  return out;
}

const ROOTS =
  "Root finding\n\nNewton's method is a basic approach for computing roots of a function. Newton's method uses the derivative at each step. " +
  'The bisection method is a simple approach for locating a root by halving an interval that brackets it. The bisection method never diverges. ';
const SECANT =
  'The secant method is an approach for computing roots that replaces the derivative by a difference quotient. The secant method needs two starting points. ';
const FIXED =
  'Fixed points\n\nFixed-point iteration is a technique for solving an equation by repeated substitution of the current guess. Fixed-point iteration converges for contractions.';
const SOFTWARE =
  'Software\n\nFiredrake is a popular software package for solving partial differential equations with finite elements. Firedrake generates code automatically. ' +
  'Dedalus is a software package for solving fluid problems with spectral methods. Dedalus runs in parallel.';

describe("1. a definition question offers definitions of things of the key's kind", () => {
  it('reads the kind of a definition from its genus: a method, a software package, a verb phrase', () => {
    expect(
      bodyKind({ body: 'a basic approach for computing roots/zeros of a function', genus: 'approach' }),
    ).toBe('procedure');
    const firedrake = 'a popular software package for PDEs based on FEM that is developed at Imperial';
    expect(bodyKind({ body: firedrake, genus: 'software' })).toBe('artifact');
    expect(bodyKind({ body: 'stores numbers as iterated exponents', genus: 'store' })).toBe('verbal');
    // "the range within a program": a range, not a program
    expect(bodyKind({ body: 'the range within a program for which an item is valid', genus: 'range' })).toBe(
      'other',
    );
    expect(bodyKind({ body: 'שיטה למציאת שורשים של פונקציה', genus: 'שיטה' })).toBe('procedure');
    expect(bodyKind({ body: 'חבילת תוכנה לפתרון משוואות דיפרנציאליות', genus: 'חבילת' })).toBe('artifact');
  });

  it("asks a method's definition among three other methods' definitions, never a software package's", async () => {
    const qs = await considered(doc('Numerics.md', [ROOTS + SECANT, FIXED, SOFTWARE]));
    const defs = qs.filter((x) => x.form === 'definition-from-term').map((x) => x.q);
    expect(defs.map((q) => q.text)).toContain('How does the material define "bisection method"?');
    for (const q of defs) {
      expect(keyOf(q)).toMatch(/approach|technique/);
      for (const o of optionsOf(q)) expect(o).toMatch(/approach|technique/);
    }
    // the other way round: the term a method's definition names, among methods only
    for (const { q } of qs.filter((x) => x.form === 'term-from-definition' && /approach/.test(x.q.text)))
      for (const o of optionsOf(q)) expect(o).not.toMatch(/Firedrake|Dedalus/i);
  });

  it('does not ask when the material defines fewer than three other things of the kind', async () => {
    // before: "How does the material define "bisection method"?" with "a popular software package ..." among them
    const qs = await considered(doc('Numerics.md', [ROOTS, FIXED, SOFTWARE]));
    expect(qs.filter((x) => x.form === 'definition-from-term' && /method|iteration/.test(x.q.text))).toEqual(
      [],
    );
  });

  it("Hebrew: a method's definition is asked among methods' only, not beside a software package's", async () => {
    const he = doc('נומריקה.md', [
      'מציאת שורשים\n\nביסקציה היא שיטה למציאת שורש על ידי חציית קטע שמכיל אותו. ביסקציה תמיד מתכנסת לשורש. בביסקציה אין צורך בנגזרת. ' +
        'אקסטרפולציה היא שיטה להערכת ערכים מחוץ לתחום הנתונים הידועים. אקסטרפולציה עלולה להיות לא יציבה. באקסטרפולציה משתמשים בפולינום. ' +
        'אינטרפולציה היא שיטה לבניית פולינום שעובר דרך נקודות נתונות. אינטרפולציה יציבה בנקודות צ׳בישב. באינטרפולציה הפולינום יחיד. ' +
        'אינטגרציה היא שיטה לקירוב שטח מתחת לגרף של פונקציה. אינטגרציה נומרית משתמשת בסכומים. באינטגרציה בוחרים נקודות.',
      'תוכנה\n\nפיירדרייק היא חבילת תוכנה לפתרון משוואות דיפרנציאליות חלקיות באלמנטים סופיים. פיירדרייק מייצרת קוד באופן אוטומטי. המשתמשים בפיירדרייק כותבים משוואות בלבד. ' +
        'דדלוס היא חבילת תוכנה לפתרון בעיות זרימה בשיטות ספקטרליות. דדלוס רצה במקביל על מעבדים רבים. המשתמשים בדדלוס פותרים בעיות זרימה.',
    ]);
    const corpus = await read(he, 'he');
    expect(corpus.definitions.map((d) => bodyKind(d))).toEqual([
      'procedure',
      'procedure',
      'procedure',
      'procedure',
      'artifact',
      'artifact',
    ]);
    // four methods and two packages: a definition question offers the methods' definitions only
    const defs = (await considered(he, 'he'))
      .filter((x) => x.form === 'definition-from-term')
      .map((x) => x.q);
    expect(defs.length).toBeGreaterThan(0);
    for (const q of defs) {
      const kinds = new Set(optionsOf(q).map((o) => bodyKind({ body: o, genus: '' })));
      expect([...kinds]).toHaveLength(1);
    }
  });
});

describe('2. one value of an example is not asked', () => {
  const LOG = slides('Apache.pptx', [
    'Tuning Apache\n\nApache serves static files quickly.\nMaxClients limits the number of workers.',
    'Combined Log Format\n\n222.127.111.234 - - [10/Oct/2020:13:55:36] "GET /index.html HTTP/1.1" 200 22992\nClient IP 222.127.111.234\nRequest "GET /index.html HTTP/1.1"\nStatus Code 200\nContent Bytes 22992',
  ]);
  it('refuses "which field is "22992"?" (before: asked with Client IP and Request as options)', async () => {
    const qs = await considered(LOG);
    expect(qs.filter((x) => /which field is/.test(x.q.text))).toEqual([]);
    const corpus = await read(LOG);
    const q = {
      text: 'In the material\'s example of the Combined Log Format, which field is "22992"?',
      options: ['A) Client IP', 'B) Request', 'C) Status Code', 'D) Content Bytes'],
      correctAnswer: 'D',
    };
    expect(questionWorth(corpus, q, 'term-from-definition')).toMatch(/example/);
  });
  it('Hebrew: the same wording of an example is a side detail; a naming question is not', () => {
    expect(exampleDetail('בדוגמה של פורמט היומן, איזה שדה הוא "22992"?')).toMatch(/example/);
    expect(exampleDetail('איזה מושג מתואר בחומר כך: "גודל שאינו משתנה בין מערכות הייחוס"?')).toBeNull();
  });
});

describe('3. a remark on what a term is used for is no definition', () => {
  const AD = doc('Calculus.md', [
    'Dual numbers\n\nDual numbers give exact derivatives of polynomials. They underpin forward-mode automatic differentiation. ' +
      'Automatic differentiation is a basic tool in machine learning for computing gradients of neural networks. ' +
      'Symbolic differentiation is a technique for deriving formulas of derivatives by rules. Symbolic differentiation can blow up. ' +
      'Finite differencing is a technique for approximating derivatives by difference quotients. Finite differencing loses accuracy. ' +
      'Numerical integration is a technique for approximating integrals by weighted sums. Numerical integration uses quadrature. ' +
      'A dual number is a pair of a real number and an infinitesimal part whose square is zero.',
    'Automatic differentiation\n\nAutomatic differentiation evaluates derivatives exactly by propagating dual numbers through a program. ' +
      'Automatic differentiation is not symbolic differentiation.',
  ]);
  it('does not quote "a basic tool in machine learning ..." as what the course defines automatic differentiation by', async () => {
    const corpus = await read(AD);
    const remark = corpus.definitions.find((d) => /tool in machine learning/.test(d.body));
    expect(remark).toBeDefined();
    expect(passingDefinition(corpus, remark!)).toMatch(/used for/);
    const qs = await considered(AD);
    expect(qs.filter((x) => /tool in machine learning/.test(x.q.text + optionsOf(x.q).join(' ')))).toEqual(
      [],
    );
    // a definition in the term's own terms stays askable
    const dual = corpus.definitions.find((d) => /pair of a real number/.test(d.body));
    if (dual) expect(passingDefinition(corpus, dual)).toBeNull();
  });
  it('Hebrew: "כלי בסיסי בלמידת מכונה ..." is a remark, "שיטה למציאת שורש ..." a definition', async () => {
    const corpus = await read(
      doc('גזירה.md', [
        'גזירה\n\nדיפרנציאציה היא כלי בסיסי בלמידת מכונה לחישוב גרדיאנטים של רשתות נוירונים. ביסקציה היא שיטה למציאת שורש על ידי חציית קטע.',
      ]),
      'he',
    );
    const at = (text: string) => corpus.sentences.findIndex((s) => s.text.startsWith(text));
    const remark = { sentence: at('דיפרנציאציה'), term: 'דיפרנציאציה', termKey: 'דיפרנציאציה', genus: 'כלי' };
    expect(
      passingDefinition(corpus, {
        ...remark,
        body: 'כלי בסיסי בלמידת מכונה לחישוב גרדיאנטים של רשתות נוירונים',
      }),
    ).toMatch(/used for/);
    const method = { sentence: at('ביסקציה'), term: 'ביסקציה', termKey: 'ביסקציה', genus: 'שיטה' };
    expect(passingDefinition(corpus, { ...method, body: 'שיטה למציאת שורש על ידי חציית קטע' })).toBeNull();
  });
});

describe('4. a condition question offers conditions about the same party', () => {
  const NOTICE = doc('Notice.docx', [
    'Your rights\n\nIf you believe your privacy rights have been violated, you may discuss your concerns with any staff member. ' +
      'Ask us to change your health information. You may write a statement of disagreement if your request is denied. ' +
      'If you are unable to agree or object in person, we may use our best judgment when talking with your family. ' +
      'You may ask for a paper copy of this notice if you received it by electronic mail. ' +
      'You may revoke your authorization in writing if you change your mind about a disclosure.',
    'Business associates\n\nWe may share your information with a business associate if the associate signs a written agreement to protect it. ' +
      'The associate will report to us if a business associate experiences a breach of security. ' +
      'We may disclose information to researchers if the research has been approved by a review board.',
  ]);
  it('reads who a condition is about', () => {
    expect(conditionParty('if you believe your privacy rights have been violated')).toBe('reader');
    expect(conditionParty('if the Practice obtains satisfactory written assurance')).toBe('writer');
    expect(conditionParty('if a Business Associate experiences a breach of security')).toBe('other');
    expect(conditionParty('אם אתה סבור שזכויותיך הופרו')).toBe('reader');
    expect(conditionParty('אם אנו מקבלים הסכמה בכתב')).toBe('writer');
  });
  it('asks "You may discuss your concerns ..." among the reader\'s conditions, none about a business associate', async () => {
    const qs = (await considered(NOTICE))
      .filter((x) => /on what condition|when may you/.test(x.q.text))
      .map((x) => x.q);
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      const party = conditionParty(keyOf(q));
      for (const o of optionsOf(q)) expect(conditionParty(o)).toBe(party);
      for (const o of optionsOf(q)) expect(o).not.toMatch(/associate|research/i);
    }
  });
});

describe('5. no proposition read backwards', () => {
  it('refuses "which of these are unique and therefore square Vandermonde matrices are invertible?"', async () => {
    expect(awkwardPredicate('are unique and therefore square Vandermonde matrices are invertible')).toBe(
      true,
    );
    expect(awkwardPredicate('is zero off a prescribed number of diagonals')).toBe(false);
    expect(awkwardPredicate('הם יחידים ולכן מטריצות ונדרמונד ריבועיות הפיכות')).toBe(true);
    expect(awkwardPredicate('שווה לאפס מחוץ למספר קבוע של אלכסונים')).toBe(false);
    const qs = await considered(
      doc('Interpolation.md', [
        'Interpolation\n\nInterpolatory polynomials are unique and therefore square Vandermonde matrices are invertible. ' +
          'Chebyshev polynomials are orthogonal on the interval. Interpolatory quadrature rules integrate polynomials exactly. ' +
          'Banded matrices are zero off a prescribed number of diagonals. Dense matrices store every entry. ' +
          'Interpolatory polynomials pass through every data point. Chebyshev polynomials have roots clustered near the ends. ' +
          'Legendre polynomials are orthogonal with a constant weight. Hermite polynomials are orthogonal on the real line. ' +
          'Taylor polynomials approximate a function near a point. Legendre polynomials give Gaussian quadrature nodes. ' +
          'Hermite polynomials appear in quantum mechanics. Taylor polynomials need derivatives.',
      ]),
    );
    expect(qs.filter((x) => /and therefore/.test(x.q.text))).toEqual([]);
  });
});

describe('6. no raw measurement read off a long copied sentence', () => {
  const long =
    'Which value completes this statement? "Dividing the total execution time in processor clock cycles by the number of bytecodes executed in the base interpreter shows that on average, a bytecode executes in about _____."';
  const short = 'Which value completes this statement? "Native traces take about _____ per bytecode."';
  it('refuses 35 cycles of a 30-word sentence, keeps 9 cycles of a short one and a speedup', async () => {
    expect(peripheralNumber(long, '35 cycles')).toMatch(/long copied sentence/);
    expect(peripheralNumber(short, '9 cycles')).toBeNull();
    expect(peripheralNumber(long.replace('in about _____', 'with a _____ speedup'), '3.9x')).toBeNull();
    const corpus = await read(doc('Trace.pdf', ['Native traces take about 9 cycles per bytecode.']));
    const q = (text: string, key: string) => ({
      text,
      options: [`A) ${key}`, 'B) 180 cycles', 'C) 26 cycles', 'D) 12 cycles'],
      correctAnswer: 'A',
    });
    expect(questionWorth(corpus, q(long, '35 cycles'), 'number')).toMatch(/long copied sentence/);
    expect(questionWorth(corpus, q(short, '9 cycles'), 'number')).toBeNull();
  });
  it('Hebrew: the same for a long sentence in Hebrew', () => {
    const he =
      'איזה ערך משלים נכון את המשפט הבא? "כאשר מחלקים את זמן הריצה הכולל במחזורי שעון של המעבד במספר הפקודות שבוצעו במפרש הבסיסי מתקבל שבממוצע כל פקודה מתבצעת בתוך כמעט _____ לכל פקודה אחת בלבד."';
    expect(peripheralNumber(he, '35 מחזורים')).toMatch(/long copied sentence/);
    expect(
      peripheralNumber('איזה ערך משלים נכון את המשפט הבא? "פקודה רצה בתוך _____."', '9 מחזורים'),
    ).toBeNull();
  });
});
