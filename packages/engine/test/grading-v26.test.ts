import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v26 (decision 105): general principles a teacher applies, each read the same way by every detector
describe('grading v26: a contradiction only after an opening that states the point', () => {
  const cache = open(
    'Compare reading from a CPU cache and reading from main memory: which is slower, and why?',
    'Reading from main memory is generally slower than reading from the cache because the request has to travel off the processor chip. Contemporary processors are faster if they stay close to the cores. A processor can usually do its job better if it works on data that sits close to it (as it does in the cache) rather than farther away (as it can be in main memory).',
    ['off the processor chip', 'processors'],
  );

  it('grades a padded answer whose added sentence turns the comparison round about 55, not 15', () => {
    const r = gradeOpen(
      cache,
      'Main memory is slower because the request has to travel off the processor chip, and processors are faster when they stay close to the cores. Also, the cache is slower for writing because the controller has to search for a free line in the cache.',
    );
    expect(r.score).toBeGreaterThanOrEqual(45);
    expect(r.score).toBeLessThanOrEqual(65);
    expect(r.feedback).toMatch(/The comparison is the other way round/);
  });

  it('still caps an answer whose main statement turns the comparison round', () => {
    const r = gradeOpen(
      cache,
      'The cache is slower than main memory because the request has to travel off the processor chip.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  const reg = open(
    'Explain why weight decay tends to reduce overfitting.',
    'Weight decay reduces overfitting because no single feature can have a very large effect on the prediction by itself. Since the penalty prefers smaller and more diffuse weights, the model takes all features into account a little rather than a few features very strongly.',
    ['large effect', 'penalty', 'diffuse weights', 'few features'],
  );

  it('grades a padded answer whose added sentence states an idea contrary about 55, not 15', () => {
    const r = gradeOpen(
      reg,
      'The penalty favors small, diffuse weights, so no single feature can have a very large effect by itself and the model uses all features a little. Also, weight decay guarantees that the training error becomes exactly zero.',
    );
    expect(r.score).toBeGreaterThanOrEqual(45);
    expect(r.score).toBeLessThanOrEqual(65);
    expect(r.feedback).toMatch(/The answer says "exactly zero" where the material says "diffuse"/);
  });

  it('still caps an answer whose main statement says the idea contrary', () => {
    const r = gradeOpen(
      reg,
      'Weight decay guarantees that the training error becomes exactly zero, so the model has no large effect of any feature.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  it('keeps a wrong answer whose second item of an enumeration is contrary low', () => {
    const two = open(
      'On which two principles is special relativity built? Explain each.',
      'Special relativity rests on two principles: (1) the laws of physics are the same in every inertial frame of reference; (2) the speed of light is constant in all directions and in all frames of reference.',
      ['laws of physics are the same', 'speed of light', 'inertial frame', 'frames of reference'],
    );
    const r = gradeOpen(
      two,
      'The two principles are: (1) the laws of physics are the same in every inertial frame of reference. (2) The speed of light depends on the speed of the source, so observers in different frames of reference measure different speeds of light.',
    );
    expect(r.score).toBeLessThanOrEqual(40);
  });
});

describe('grading v26: one of two things asked', () => {
  it('gives partial credit to "one principle is ..." for a question that asks for two', () => {
    const q = open(
      'Which two laws describe an ideal gas at constant temperature and at constant pressure? Explain each.',
      "The two laws are: (1) Boyle's law: at constant temperature the pressure of a gas is inversely proportional to its volume; (2) Charles's law: at constant pressure the volume of a gas is proportional to its absolute temperature.",
      ["Boyle's law", 'inversely proportional', "Charles's law", 'absolute temperature'],
    );
    const r = gradeOpen(
      q,
      "One law is Boyle's law: at constant temperature the pressure of a gas is inversely proportional to its volume.",
    );
    expect(r.score).toBeLessThanOrEqual(55);
    expect(r.score).toBeGreaterThanOrEqual(35);
  });

  it('gives partial credit to "עיקרון אחד הוא ..." for a Hebrew question that asks for two', () => {
    const q = open(
      'על אילו שני חוקים מתואר גז אידיאלי? הסבירו כל אחד מהם.',
      'שני החוקים הם: (1) חוק בויל: בטמפרטורה קבועה הלחץ של גז הפוך ביחס לנפח שלו; (2) חוק שארל: בלחץ קבוע הנפח של גז יחסי לטמפרטורה המוחלטת.',
      ['חוק בויל', 'הפוך ביחס לנפח', 'חוק שארל', 'הטמפרטורה המוחלטת'],
    );
    const r = gradeOpen(q, 'חוק אחד הוא חוק בויל: בטמפרטורה קבועה הלחץ של גז הפוך ביחס לנפח שלו.');
    expect(r.score).toBeLessThanOrEqual(55);
    expect(r.score).toBeGreaterThanOrEqual(35);
  });
});

describe('grading v26: an answer that only says what the material "talks about"', () => {
  const q = open(
    'On which two principles is special relativity built? Explain each.',
    'Special relativity rests on two principles: (1) the laws of physics are the same in every inertial frame of reference; (2) the speed of light is constant in all directions and in all frames of reference.',
    ['laws of physics are the same', 'speed of light', 'inertial frame', 'frames of reference'],
  );

  it('gives an English answer that talks about the terms and praises them little credit', () => {
    const r = gradeOpen(
      q,
      'Relativity talks about the speed of light and frames of reference, and both principles are very important in physics.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  it('gives a Hebrew answer that "מדברת על" the terms and praises them little credit', () => {
    const he = open(
      'על אילו שני עקרונות בנויה תורת היחסות הפרטית? הסבירו כל אחד מהם.',
      'תורת היחסות הפרטית בנויה על שני עקרונות: (1) חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית; (2) מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
      ['חוקי הפיזיקה זהים', 'מהירות האור', 'מערכת ייחוס אינרציאלית', 'מערכות הייחוס'],
    );
    const r = gradeOpen(he, 'התורה עוסקת במהירות האור ובמערכות ייחוס, ושני העקרונות מאוד חשובים במדע.');
    expect(r.score).toBeLessThanOrEqual(30);
  });
});

describe('grading v26: the converse denied in other words', () => {
  const he = open(
    'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית.',
    'כל פונקציה גזירה בנקודה היא רציפה בה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| בנקודה 0.',
    ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
  );

  it('credits a Hebrew answer that says "בכיוון השני זה לא עובד" with a counterexample', () => {
    const r = gradeOpen(
      he,
      'לפי המשפט, גזירות גוררת רציפות, כך שכל פונקציה שגזירה בנקודה גם רציפה בה. בכיוון השני זה לא עובד: הפונקציה |x| רציפה ב-0, אבל לא גזירה שם כי יש לה שפיץ.',
      'he',
    );
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(r.covered).toEqual(expect.arrayContaining(['ההפך אינו נכון', 'רציפה אינה בהכרח גזירה']));
  });

  it('gives nothing for the Hebrew converse stated as true', () => {
    const r = gradeOpen(he, 'כל פונקציה גזירה היא רציפה, וגם כל פונקציה רציפה היא גזירה, למשל |x|.', 'he');
    expect(r.score).toBeLessThanOrEqual(15);
  });

  const en = open(
    'Is every convergent sequence bounded, and is every bounded sequence convergent? State the theorem and give a counterexample for the converse.',
    'Every convergent sequence is bounded. The converse is not true: a bounded sequence is not necessarily convergent, for example (−1)^n.',
    ['bounded sequence is not necessarily convergent', 'converse is not true'],
  );

  it('credits an English answer that says "in the other direction it does not work" with a bounded sequence that has no limit', () => {
    const r = gradeOpen(
      en,
      'By the theorem, convergence implies boundedness, so any sequence with a limit stays within some interval. In the other direction it does not work: the sequence (−1)^n jumps between 1 and −1, so it is bounded, but it has no limit.',
    );
    expect(r.score).toBeGreaterThanOrEqual(75);
  });
});
