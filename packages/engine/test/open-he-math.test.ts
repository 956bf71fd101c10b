/** Open questions on Hebrew notes of mathematics (decision 105, v6): theorems, definitions, a converse. */
import { describe, expect, it } from 'vitest';
import { withoutMathIsolates as plain } from '../src/local/util.ts';
import { doc, openQuestions } from './fixtures.ts';

// notes written for the test (a calculus course on functions), one statement per line as a PDF gives them
const NOTES = [
  `הגדרה 4.1.1 (פונקציה רציפה):
נאמר שפונקציה 𝑓 רציפה אם הגבול של 𝑓 בכל נקודה שווה לערך הפונקציה בנקודה.
אחרת, אומרים שהפונקציה אינה רציפה.
דוגמאות 4.1.1:
הפונקציה 𝑓(𝑥) = 𝑥 רציפה בכל נקודה.`,
  `הגדרה 4.1.2 (נגזרת):
נאמר ש-𝑚 ∈ ℝ היא נגזרת של 𝑓 בנקודה 𝑥0 אם מתקיים:
∀𝜀 > 0, ∃𝛿 > 0, ∀ℎ, 0 < |ℎ| < 𝛿, |(𝑓(𝑥0 + ℎ) − 𝑓(𝑥0))/ℎ − 𝑚| < 𝜀 במקרה זה מסמנים:
𝑓′(𝑥0) = 𝑚
המשמעות היא ששיפוע המיתרים דרך הנקודה מתקרב לשיפוע המשיק ככל שהמרחק בין הנקודות קטן.`,
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
אם 𝑓 רציפה בקטע סגור [𝑎, 𝑏 אז 𝑓 מקבלת בו מקסימום.`,
];
const notes = doc('אינפי 2.pdf', NOTES, 'page', 'calc');

const questions = () => openQuestions([notes], 3, { seed: 3 });

describe('open questions on Hebrew notes of mathematics', () => {
  it('asks what a named theorem states, answered by its assumptions and its claim', async () => {
    const qs = await questions();
    const q = qs.find((x) => x.text.includes('ערך הביניים'))!;
    expect(q.text).toBe('מה קובע המשפט "ערך הביניים"? ציינו את ההנחות ואת המסקנה.');
    // the model answer as the notes write it (its formulas are LTR isolates, eng-he11.test.ts)
    expect(plain(q.correctAnswer)).toBe(
      'תהי 𝑓 פונקציה רציפה בקטע [𝑎, 𝑏] כך ש-𝑓(𝑎) < 0 < 𝑓(𝑏). אז קיימת נקודה 𝑐 ∈ (𝑎, 𝑏) שמקיימת 𝑓(𝑐) = 0.',
    );
    // the claim's formula is a key idea, and every key idea is in the model answer
    expect(q.keyIdeas).toContain('𝑓(𝑐) = 0');
    for (const k of q.keyIdeas!) expect(q.correctAnswer).toContain(k);
  });

  it('asks what a formula definition means, with the sentence that explains it, not a bare condition', async () => {
    const qs = await questions();
    // (v9: a definition by a condition the notes do not explain is recall of their wording, not asked)
    expect(qs.map((x) => x.text)).not.toContain('הסבירו מתי פונקציה נקראת רציפה.');
    const der = qs.find((x) => x.text === 'הסבירו מהי נגזרת.')!;
    // the formula line is joined to its lead, the notation line is left out, the meaning is kept
    expect(plain(der.correctAnswer)).toContain('אם מתקיים: ∀𝜀 > 0');
    expect(der.correctAnswer).not.toContain('במקרה זה');
    expect(der.correctAnswer).toContain('המשמעות היא ששיפוע המיתרים');
    for (const k of der.keyIdeas!) expect(der.correctAnswer).toContain(k);
    expect(der.keyIdeas).toContain('שיפוע המיתרים');
  });

  it('asks about a theorem and its converse when the notes say the converse fails', async () => {
    const qs = await questions();
    const q = qs.find((x) => x.form === 'compare')!;
    expect(q.text).toBe(
      'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית.',
    );
    expect(plain(q.correctAnswer)).toContain('ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |𝑥|.');
  });

  it('does not ask a circular definition nor a statement whose math is broken', async () => {
    const qs = await questions();
    expect(qs.map((q) => q.text).join(' ')).not.toMatch(/חסומה|ויירשטראס/);
  });
});
