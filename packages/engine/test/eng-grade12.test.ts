/**
 * Local grading v17 (decision 105, eng-grade12): right answers graded too low, and honest feedback. A key idea given
 * as the reason of the material's claim is stated ("the linked list is slower because you have to follow a pointer");
 * one of two points stated earns about half; "don't usually" denies no "usually", and "doesn't jump around" no
 * "jumps around less"; "n0" as a student types "𝑛_0"; an idea said inside a comparison or relation the answer turns
 * round is listed as stated the other way round, not as covered (English and Hebrew).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v17: a right answer is not graded too low', () => {
  const list = open(
    'Compare reading a linked list and reading an array: which is slower, and why?',
    'Reading a linked list is generally slower than reading an array because you have to follow a pointer to reach each node. Modern caches are faster if the program jumps around less in memory. A cache can usually serve data better when it sits next to other data (as in an array) rather than far away.',
    ['follow a pointer', 'caches'],
  );

  it('gives about half for one of the two points, stated as the reason of the claim', async () => {
    const r = await engine.grade(
      list,
      'The linked list is slower because you have to follow a pointer to reach each node.',
    );
    expect(r.score).toBeGreaterThanOrEqual(45);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.feedback).toMatch(/You covered follow a pointer\./);
    expect(r.feedback).toMatch(/Missing: caches/);
  });

  it('reads "doesnt jump arround" as the material\'s "jumps around less", misspelled', async () => {
    const r = await engine.grade(
      list,
      'the linked list is slowr bc u have to folow a pointer to reach each node. also caches are faster when the program doesnt jump arround in memory, so data next to each other like in an array is quicker',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.feedback).not.toMatch(/denies/);
  });

  it('does not read "you don\'t usually think about caches" as denying the material\'s "usually"', async () => {
    const r = await engine.grade(
      list,
      "Lists and arrays are both ways to store things. In C you don't usually think about caches, but it matters for speed. The linked list is slower since you have to follow a pointer to reach each node. Caches also like data that sits next to other data.",
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.feedback).not.toMatch(/denies/);
  });

  it('reads "n0" and "an" typed in Hebrew as the material\'s 𝑛_0 and 𝑎_𝑛: a full definition', async () => {
    const q = open(
      'הסבירו מתי סדרה שואפת לגבול L.',
      'נאמר ש-𝑎_𝑛 שואפת ל-𝐿 אם ∀𝜀 > 0, ∃𝑛_0, ∀𝑛 ≥ 𝑛_0, |𝑎_𝑛 − 𝐿| < 𝜀. כלומר, לכל 𝜀 > 0, כל איברי הסדרה פרט למספר סופי נמצאים במרחק קטן מ-𝜀 מ-𝐿.',
      ['איברי הסדרה', 'מספר סופי', 'במרחק קטן מ-𝜀'],
    );
    const r = await engine.grade(
      q,
      'הסדרה שואפת ל-L אם לכל אפסילון>0 קיים n0 כך שלכל n≥n0 |an-L|<אפסילון. כלומר כל האיברים פרט למיספר סופי נמצאים במרחק קטן מאפסילון מ-L',
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
  });
});

describe('grading v17: feedback on an answer that turns the material round', () => {
  it('lists the sides of a comparison said the other way round as such, not as covered', async () => {
    const q = open(
      'Explain what the ranking loss is set up to achieve.',
      'The ranking loss is set up so that the model scores the relevant document for each query higher than the irrelevant documents by some fixed margin.',
      ['relevant document', 'irrelevant documents', 'fixed margin'],
    );
    const r = await engine.grade(
      q,
      'The ranking loss is set up so that the irrelevant documents for each query are scored higher than the relevant document by some fixed margin; the loss grows when the relevant document is scored far above the irrelevant documents.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/other way round/);
    expect(r.feedback).toMatch(/You covered fixed margin\./);
    expect(r.feedback).toMatch(/Stated the other way round: relevant document and irrelevant documents\./);
    expect(r.covered).toEqual(['fixed margin']);
  });

  it('in Hebrew: the idea said inside the reversed relation is not "covered"', async () => {
    const q = open(
      'האם כל מלבן הוא מקבילית, והאם כל מקבילית היא מלבן? הסבירו.',
      'כל מלבן הוא מקבילית: אם במרובע כל הזוויות ישרות, אזי הצלעות הנגדיות שלו מקבילות. ההפך אינו נכון: מקבילית אינה בהכרח מלבן, לדוגמה מעוין. לכן מרובע שאינו מקבילית אינו מלבן.',
      ['מקבילית אינה בהכרח מלבן', 'ההפך אינו נכון'],
    );
    const r = await engine.grade(
      q,
      'לגבי השאלה: ההפך אינו נכון, מקבילית אינה בהכרח מלבן, וגם מלבן אינו בהכרח מקבילית, כי הזוויות שלו ישרות ולכן הצלעות שלו לא תמיד מקבילות.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/הופכת את הכיוון/);
    expect(r.feedback).toMatch(/כיסית: ההפך אינו נכון\./);
    expect(r.feedback).toMatch(/נאמר בכיוון ההפוך מהחומר: מקבילית אינה בהכרח מלבן\./);
    expect(r.feedback).not.toMatch(/כיסית: מקבילית/);
  });
});
