/**
 * A sentence completion about symbols its stem does not define is not asked (issue 11, decision 104; readers at
 * 26d222d rated "L_O must be an inner loop of L_R because we stop the ___" weak: the letters are defined elsewhere).
 */
import { describe, expect, it } from 'vitest';
import { questionWorth } from '../src/local/worth.ts';
import { doc, read } from './fixtures.ts';

const TRACES = doc('Tracing.pdf', [
  'Nested trace trees\n\nLet L_R be the loop where recording started and L_O the loop being exited. ' +
    'L_O must be an inner loop of L_R because we stop the trace when we exit a loop. ' +
    'When we exit a loop, we stop the trace and return to the interpreter.',
]);

const cloze = (sentence: string) => ({
  text: `Which term completes this statement? "${sentence}"`,
  options: ['A) trace', 'B) guard', 'C) copy', 'D) program'],
  correctAnswer: 'A',
});

describe('sentence completions about undefined symbols', () => {
  it('refuses a blank in a sentence about subscripted letters, keeps the same claim in words', async () => {
    const c = await read(TRACES);
    expect(
      questionWorth(
        c,
        cloze('L_O must be an inner loop of L_R because we stop the _____ when we exit a loop.'),
        'cloze',
      ),
    ).toMatch(/symbols/);
    expect(
      questionWorth(
        c,
        cloze('When we exit a loop, we stop the _____ and return to the interpreter.'),
        'cloze',
      ),
    ).toBeNull();
  });

  it('reads superscripts and braces the same way, in Hebrew notes too', async () => {
    const c = await read(doc('סדרות.md', ['סדרה\n\nהסדרה x_{n+1} מוגדרת על ידי נוסחת נסיגה.']), 'he');
    const q = {
      text: 'איזה מונח משלים את המשפט? "הסדרה x_{n+1} מוגדרת על ידי _____ נסיגה."',
      options: ['A) נוסחת', 'B) טבלת', 'C) רשימת', 'D) תמונת'],
      correctAnswer: 'A',
    };
    expect(questionWorth(c, q, 'cloze')).toMatch(/symbols/);
    expect(questionWorth(c, { ...q, text: q.text.replace('x_{n+1}', 'T^k') }, 'cloze')).toMatch(/symbols/);
  });
});
