/**
 * Open questions v8 (decision 105): the weak classes of the readers at bfd871f - speed or cost asked without what it
 * is compared with, two questions of one test asking the same thing, a key idea that is a fragment of what the
 * answer sets aside.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, questionFlaws, type SourceDocument } from '../src/index.ts';
import { sections as doc } from './fixtures.ts';

const engine = createEngine({ engine: 'local' });

async function all(d: SourceDocument, count: number) {
  const r = await engine.generate({
    documents: [d],
    questionType: 'open-ended',
    questionCount: count,
    difficulty: 'medium',
    seed: 5,
  });
  for (const q of r.questions) expect(questionFlaws(q, { documents: [d] })).toEqual([]);
  return r.questions;
}

/** As many questions as the document supports (up to `count`). */
async function most(d: SourceDocument, count: number) {
  for (let k = count; k >= 1; k--) {
    try {
      return await all(d, k);
    } catch {
      // fewer
    }
  }
  return [];
}

// notes written for the test
const CLASSIFIERS = doc('cls', 'Classifiers.md', [
  `Linear classifiers

A linear classifier maps an image to class scores with one matrix of weights. The prediction for a new test image is fast since it requires a single matrix multiplication with the weights, not an exhaustive comparison to every single training example.

A nearest neighbour classifier is slower than a linear classifier because it compares the test image with every stored training image.`,
]);

const SCORES = doc('scores', 'Scores.md', [
  `Templates

Each row of the weight matrix corresponds to a template for one of the classes. The score of each class for an image is obtained by comparing each template with the image using an inner product.`,
  `Weighted sums

A linear classifier computes the score of a class as a weighted sum of all of its pixel values across its three color channels.`,
]);

const LOOKUP = doc('lookup', 'Dispatch.md', [
  `Method dispatch

A virtual method table lists the addresses of the methods of a class. The runtime resolves a virtual method call by reading the address from the virtual method table of the receiver, not by a linear search through every single method name of the program.`,
]);

describe('open questions v8, English', () => {
  it('never asks why something is fast without saying compared with what; the comparison is asked', async () => {
    const qs = await most(CLASSIFIERS, 3);
    const stems = qs.map((q) => q.text);
    expect(stems.join(' ')).not.toMatch(/is fast\.|is slow\./);
    expect(stems).toContain(
      'Compare a nearest neighbour classifier and a linear classifier: which is slower, and why?',
    );
  });

  it('asks one of two questions on the same thing (the score of a class) in one test', async () => {
    const qs = await most(SCORES, 3);
    const onScore = qs.filter((q) => /score of (?:each|a) class/.test(q.text));
    expect(onScore).toHaveLength(1);
    expect(onScore[0]!.text).toBe('Explain how the score of each class for an image is obtained.');
  });

  it('grades what the answer sets aside as one idea, not its fragments ("single training example")', async () => {
    const qs = await most(LOOKUP, 2);
    const q = qs.find((x) => /resolves a virtual method call/.test(x.text))!;
    expect(q.text).toBe('Explain how the runtime resolves a virtual method call.');
    expect(q.keyIdeas).toContain('linear search');
    expect(q.keyIdeas!.join('; ')).not.toMatch(/single|method name/);
  });
});

const HE_CACHE = doc('he-cache', 'זיכרון.md', [
  `זיכרון מטמון

הגישה לזיכרון המטמון מהירה מכיוון שהמטמון נמצא על שבב המעבד ולא בזיכרון הראשי.

המעבד קורא נתונים מהזיכרון הראשי באמצעות אפיק הנתונים המחבר את המעבד לכרטיסי הזיכרון.`,
]);

const HE_SCORES = doc('he-scores', 'ציונים.md', [
  `תבניות

כל שורה של מטריצת המשקלות מתאימה לתבנית של אחת המחלקות. הציון של כל מחלקה עבור תמונה מחושב באמצעות מכפלה פנימית בין התבנית של המחלקה לבין התמונה.`,
  `סכומים משוקללים

מסווג לינארי מחשב את הציון של מחלקה באמצעות סכום משוקלל של ערכי הפיקסלים בכל ערוצי הצבע.`,
]);

const HE_LOOKUP = doc('he-lookup', 'שיגור.md', [
  `שיגור מתודות

טבלת המתודות הווירטואליות שומרת את הכתובות של המתודות של המחלקה. זמן הריצה מאתר את המתודה באמצעות קריאת הכתובת מטבלת המתודות של האובייקט, ולא חיפוש ליניארי בכל שמות המתודות של התוכנית.`,
]);

describe('open questions v8, Hebrew', () => {
  it('never asks why something is fast or slow without saying compared with what', async () => {
    const qs = await most(HE_CACHE, 3);
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.map((q) => q.text).join(' ')).not.toMatch(/מהירה\./u);
  });

  it('asks one of two questions on the same thing (the score of a class) in one test', async () => {
    const qs = await most(HE_SCORES, 3);
    expect(qs.filter((q) => /הציון של (?:כל )?מחלקה/u.test(q.text))).toHaveLength(1);
  });

  it('never grades a number word alone ("שלושת" of "בכל שלושת ערוצי הצבע")', async () => {
    const d = doc('he-px', 'פיקסלים.md', [
      `סכומים משוקללים

הציון של מחלקה מתקבל על ידי הסכום המשוקלל של ערכי הפיקסלים בכל שלושת ערוצי הצבע.

המעבד קורא נתונים מהזיכרון הראשי באמצעות אפיק הנתונים המחבר את המעבד לכרטיסי הזיכרון.`,
    ]);
    const qs = await most(d, 2);
    const q = qs.find((x) => /הציון של מחלקה/u.test(x.text))!;
    expect(q.keyIdeas).toContain('ערוצי הצבע');
    expect(q.keyIdeas).not.toContain('שלושת');
  });

  it('grades what the answer sets aside as one idea', async () => {
    const qs = await most(HE_LOOKUP, 2);
    const q = qs.find((x) => /מאתר את המתודה/u.test(x.text))!;
    expect(q.text).toBe('הסבירו כיצד זמן הריצה מאתר את המתודה.');
    expect(q.keyIdeas!.join('; ')).not.toMatch(/שמות המתודות|התוכנית/u);
  });
});

describe('open questions v8: a concept defined as a set of rules is answered with its rules', () => {
  it('English: the rules listed under their own heading complete the answer and the stem asks for them', async () => {
    const d = doc('borrow', 'Borrowing.md', [
      `What Is Borrowing?

Borrowing is a set of rules that govern how references to a value may be used. The compiler checks borrowing at compile time, and a program that breaks a borrowing rule does not compile.`,
      `Borrowing Rules

Keep the borrowing rules in mind while reading the examples:

At any time, a value has either one mutable reference or any number of immutable references.
Every reference must always be valid.
A reference cannot outlive the value it refers to.`,
    ]);
    const qs = await most(d, 3);
    const q = qs.find((x) => x.text.includes('"borrowing"'))!;
    expect(q.text).toBe('Explain the term "borrowing": what it means and what its rules are.');
    expect(q.correctAnswer).toContain(
      'The borrowing rules are: (1) At any time, a value has either one mutable reference or any number of immutable references. (2) Every reference must always be valid. (3) A reference cannot outlive the value it refers to.',
    );
    expect(q.keyIdeas!.some((i) => /mutable reference|outlive/.test(i))).toBe(true);
  });

  it('Hebrew: כללי הפרוטוקול complete the answer on פרוטוקול', async () => {
    const d = doc('he-proto', 'רשתות.md', [
      `מהו פרוטוקול?

פרוטוקול הוא אוסף של כללים הקובע כיצד מחשבים מחליפים הודעות ברשת. כל מחשב ברשת חייב לפעול לפי הפרוטוקול, אחרת ההודעות שלו נדחות. בפרוטוקול מוגדר גם מבנה ההודעות.`,
      `כללי הפרוטוקול

נתבונן בכללים:

כל הודעה מתחילה בכותרת באורך קבוע.
השולח ממתין לאישור לפני שליחת ההודעה הבאה.
כאשר האישור אינו מגיע בזמן, השולח שולח את ההודעה שוב.`,
    ]);
    const qs = await most(d, 3);
    const q = qs.find((x) => x.text.includes('"פרוטוקול"'))!;
    expect(q.text).toBe('הסבירו את המושג "פרוטוקול": מה הוא מציין ומהם הכללים שלו.');
    expect(q.correctAnswer).toContain(
      'כללי הפרוטוקול: (1) כל הודעה מתחילה בכותרת באורך קבוע. (2) השולח ממתין לאישור לפני שליחת ההודעה הבאה. (3) כאשר האישור אינו מגיע בזמן, השולח שולח את ההודעה שוב.',
    );
  });
});
