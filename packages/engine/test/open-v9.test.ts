/**
 * Open questions v9 of eng-open4 (decision 104/105): the weak classes of the readers at 4110732 - a notice's
 * permission asked "under what condition" (a rule to recall, answered by the copied clause), a definition of Hebrew
 * notes answered by its condition or its formulas only, and the notes' one example graded as a key idea.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/types.ts';
import { doc, openQuestionsUpTo } from './fixtures.ts';

const most = (docs: SourceDocument[], count: number) => openQuestionsUpTo(docs, count, 2);

const NOTICE = doc(
  'Privacy notice.docx',
  [
    `Uses and disclosures

Business Associate – Lakeside Clinic may use and disclose PHI to one or more of its business associates if the Clinic obtains satisfactory written assurance that the business associate will appropriately safeguard your PHI.
Victims of Abuse – We may disclose your PHI to a government authority authorized by law to receive reports of abuse, if we believe an adult or child is a victim of abuse or neglect.
Judicial Proceedings – We also may disclose information about you in response to a subpoena or other legal process but only if efforts have been made to tell you about the request or to obtain an order protecting the information.`,
  ],
  'section',
  'notice',
);

const NOTES = doc(
  'Matrices.md',
  [
    `Inverse matrices

A square matrix can be inverted only if its determinant is different from zero, because the determinant measures how the matrix scales volume.
The inverse undoes the linear map of the matrix, so multiplying a matrix by its inverse gives the identity matrix.
Gaussian elimination computes the inverse by reducing the matrix to the identity with row operations.
Because row operations are cheap, Gaussian elimination is the usual method for small dense matrices.`,
  ],
  'section',
  'mat',
);

describe("open questions v9: no recall of a notice's permissions", () => {
  it('asks no "under what condition" question of what a notice may use or disclose', async () => {
    const qs = await most([NOTICE], 3);
    for (const q of qs) expect(q.text).not.toMatch(/under what condition/i);
  });

  it('still asks the reasons of explanatory prose', async () => {
    const qs = await most([NOTES], 3);
    expect(qs.length).toBeGreaterThanOrEqual(2);
    for (const q of qs) expect(q.text).not.toMatch(/under what condition .* may be (?:used|disclosed)/);
  });
});

// Hebrew notes written for the test, one statement per line as a PDF gives them
const HE = doc(
  'סדרות.pdf',
  [
    `הגדרה 2.1.1 (סדרה מונוטונית):
סדרה נקראת:
מונוטונית עולה אם לכל 𝑛 מתקיים 𝑎𝑛+1 ≥ 𝑎𝑛.
מונוטונית יורדת אם לכל 𝑛 מתקיים 𝑎𝑛 ≥ 𝑎𝑛+1.`,
    `הגדרה 2.1.2 (גבול של סדרה):
נאמר ש-𝐿 ∈ ℝ הוא גבול של סדרה {𝑎𝑛} אם מתקיים:
∀𝜀 > 0, ∃𝑛0, ∀𝑛 ≥ 𝑛0, |𝑎𝑛 − 𝐿| < 𝜀 במקרה זה מסמנים:
lim 𝑎𝑛 = 𝐿
המשמעות היא שכל איברי הסדרה למעט מספר סופי נמצאים בסביבה קטנה של 𝐿.`,
    `משפט 2.2.1:
אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.
יש לשים לב שההפך אינו נכון:
לדוגמה (−1)𝑛.
משפט 2.2.2 (אפסה כפול חסומה):
אם 𝑎𝑛 ⟶ 0 ו-|𝑏𝑛| ≤ 𝑀 אז 𝑎𝑛 ⋅ 𝑏𝑛 ⟶ 0.`,
  ],
  'page',
  'seq',
);

describe('open questions v9: Hebrew notes asked what they explain, graded on ideas in words', () => {
  it('asks what a limit means, not when a sequence is called monotonic nor a theorem that is all formulas', async () => {
    const qs = await most([HE], 4);
    const texts = qs.map((q) => q.text);
    expect(texts).toContain('הסבירו מהו גבול של סדרה.');
    expect(texts.join(' ')).not.toMatch(/מונוטונית|אפסה כפול חסומה/);
    // every key idea of every question is said in words, never a formula alone
    for (const q of qs) for (const k of q.keyIdeas!) expect(k).toMatch(/[\u05D0-\u05EA]{2}/u);
  });

  it("grades a converse on the converse failing, never on the notes' one example", async () => {
    const qs = await most([HE], 4);
    const q = qs.find((x) => x.form === 'compare')!;
    expect(q.text).toBe(
      'האם כל סדרה מתכנסת היא חסומה, והאם כל סדרה חסומה היא מתכנסת? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית.',
    );
    expect(q.correctAnswer).toContain('לדוגמה');
    expect(q.keyIdeas).toContain('חסומה אינה בהכרח מתכנסת');
    for (const k of q.keyIdeas!) expect(k).not.toMatch(/לדוגמה|\(−1\)/u);
  });
});

const CLASSIFIER = doc(
  'Linear classification.md',
  [
    `Linear classification

Image classification assigns one label from a fixed set of categories to an input picture.
Another interpretation for the weights \\(W\\) is that each row of \\(W\\) corresponds to a template (or sometimes also called a prototype) for one of the classes. The score of each class for an image is then obtained by comparing each template with the image using an inner product one by one to find the one that fits best.
The loss function measures how unhappy we are with the scores, because a good classifier gives the correct class the highest score.`,
  ],
  'section',
  'lin',
);

const EUCLID = doc(
  'Euclid.pptx',
  [
    `Euclid

The 5 common notions are logical truths about all quantities, while the 5 postulates are geometric:
There is a straight line between any two points.
All right angles are equal to one another.`,
  ],
  'page',
  'euc',
);

describe('open questions v9: a method asked in the reading it belongs to', () => {
  it('names the interpretation a method belongs to, and grades what the method does', async () => {
    const qs = await most([CLASSIFIER], 3);
    const q = qs.find((x) => /score of each class for an image is obtained/.test(x.text))!;
    expect(q.text).toBe(
      'Explain how the score of each class for an image is obtained in the interpretation where each row of \\(W\\) corresponds to a template for one of the classes.',
    );
    expect(q.correctAnswer).toMatch(/inner product/);
    expect(q.keyIdeas).toContain('inner product');
    // a light verb or a bare superlative is no idea to grade
    for (const k of q.keyIdeas!) expect(k).not.toMatch(/^(?:find|best)$/);
  });

  it('asks no comparison whose second side the material spells out after a colon', async () => {
    const qs = await most([EUCLID], 2);
    for (const q of qs) expect(q.text).not.toMatch(/^Compare/);
  });
});
