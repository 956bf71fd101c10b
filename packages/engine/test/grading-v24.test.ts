import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v24 (decision 105): a partial answer that gives the material's theorem in two clauses is no restatement of
// the question
describe('grading v24: the theorem said twice earns partial credit', () => {
  const en = open(
    'Explain whether every differentiable function is continuous, and whether every continuous function is differentiable.',
    'Every differentiable function is continuous: if a function is differentiable at a point, then it is continuous there. The converse is not true: a continuous function is not necessarily differentiable, for example |x| at 0.',
    ['not necessarily differentiable', 'converse is not true'],
  );
  const he = open(
    'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? הסבירו.',
    'כל פונקציה גזירה היא רציפה: אם פונקציה גזירה בנקודה, אזי היא רציפה בה. לכן פונקציה שאינה רציפה אינה גזירה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| ב-0.',
    ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
  );

  it('gives partial credit (not 0) to the first half of the answer said in two clauses, in English', () => {
    const r = gradeOpen(
      en,
      'Every differentiable function is continuous: if a function is differentiable, then it is continuous.',
    );
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(60);
    expect(r.feedback).not.toMatch(/repeats the question/);
  });

  it('gives partial credit to the same in Hebrew, with a dash and "ולכן" between its clauses', () => {
    const r = gradeOpen(
      he,
      'כל פונקציה גזירה היא רציפה – אם פונקציה גזירה אז היא רציפה, ולכן פונקציה לא רציפה לא גזירה.',
    );
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(60);
    expect(r.feedback).not.toMatch(/חוזרת על השאלה/);
  });

  it('still gives nothing for the converse claimed in two clauses', () => {
    const r = gradeOpen(he, 'כל פונקציה רציפה היא גזירה – אם פונקציה רציפה אז היא גזירה.');
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

// grading v24: a vague answer names the material's words without saying anything of them
describe('grading v24: vague answers earn no related point', () => {
  const en = open(
    'Explain what the load factor of a hash table determines.',
    'The load factor is the number of stored entries divided by the number of buckets. A higher load factor means more collisions, so lookups have to scan longer chains and get slower.',
    ['entries divided by buckets', 'collisions', 'longer chains'],
  );
  const he = open(
    'על אילו שני חוקים מבוססת התורה? הסבירו כל אחד מהם.',
    'התורה מבוססת על שני חוקים. (1) האנרגיה הכוללת של מערכת סגורה נשמרת. (2) האנטרופיה של מערכת סגורה אינה קטנה לעולם.',
    ['האנרגיה הכוללת נשמרת', 'האנטרופיה', 'מערכת סגורה'],
  );

  it('gives a vague English answer ("an important concept that helps to understand") less than a related point', () => {
    const r = gradeOpen(
      en,
      'The load factor is an important concept that describes the behaviour of the table and helps to understand what happens to it.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  it('gives a vague Hebrew answer (principles "related to" a list of the terms) at most 30', () => {
    const r = gradeOpen(
      he,
      'התורה מבוססת על חוקים חשובים שקשורים לחום, לאנרגיה ולאנטרופיה, והם עוזרים להבין את העולם.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  it('still gives the stated principle its share', () => {
    const r = gradeOpen(he, 'החוק הראשון: האנרגיה הכוללת של מערכת סגורה נשמרת.');
    expect(r.score).toBeGreaterThanOrEqual(40);
  });
});
