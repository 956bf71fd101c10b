import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v22 (decision 105): a sentence beside the stated point that affirms what the material denies
describe('grading v22: a denial of the material said without its negation', () => {
  const borrowing = open(
    'Explain what the borrowing rules are and who enforces them.',
    'Borrowing is governed by a set of rules that the compiler checks. If a reference outlives its value, the program will not build. A value has either one mutable reference or any number of shared references.',
    ['set of rules', 'mutable reference', 'shared references'],
  );
  const full =
    'Borrowing is governed by a set of rules that the compiler checks: a value has either one mutable reference or any number of shared references.';

  it('takes points off for "the program still builds" where the material says it will not build', () => {
    const right = gradeOpen(borrowing, full);
    const r = gradeOpen(
      borrowing,
      `${full} If a reference outlives its value, the program still builds but crashes later.`,
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(r.score).toBeLessThanOrEqual(right.score - 25);
    expect(r.score).toBeGreaterThanOrEqual(50);
    expect(r.feedback).toContain('but the material says');
  });

  it('leaves a restatement of the denial, and the "compiler" beside "compile", alone', () => {
    const right = gradeOpen(borrowing, full);
    const r = gradeOpen(
      borrowing,
      `${full} The compiler checks the rules, and if a reference outlives its value the program won't build.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(right.score - 5);
  });

  const bounded = open(
    'האם כל סדרה מתכנסת היא חסומה, והאם ההפך נכון? הסבירו.',
    'כל סדרה מתכנסת היא חסומה. ההפך אינו נכון: סדרה חסומה אינה בהכרח מתכנסת, לדוגמה (−1)^n. לכן סדרה שאינה חסומה אינה מתכנסת.',
    ['חסומה אינה בהכרח מתכנסת', 'ההפך אינו נכון'],
  );
  const stated = 'כל סדרה מתכנסת היא חסומה, אבל ההפך אינו נכון: סדרה חסומה אינה בהכרח מתכנסת.';

  it('takes points off for "a sequence that is not bounded can converge" (Hebrew)', () => {
    const right = gradeOpen(bounded, stated);
    const r = gradeOpen(bounded, `${stated} כמו כן, גם סדרה שאינה חסומה יכולה להתכנס.`);
    expect(right.score).toBeGreaterThanOrEqual(80);
    expect(r.score).toBeLessThanOrEqual(right.score - 25);
  });

  it('leaves an example that is bounded and does not converge alone (the denial describes the subject)', () => {
    const r = gradeOpen(bounded, `${stated} לדוגמה, הסדרה (−1)^n חסומה אבל אינה מתכנסת.`);
    expect(r.score).toBeGreaterThanOrEqual(85);
    expect(r.feedback).not.toContain('אבל בחומר');
  });
});

// grading v22 (decision 105): a brief answer in the student's own words, said by synonyms of the material's words
describe('grading v22: short own-words answers', () => {
  const lists = open(
    'Compare walking a linked list and walking an array: which is slower, and why?',
    'Walking a linked list is generally slower than walking an array because you have to follow a pointer to reach each node. Contemporary processors are faster if they jump around less in memory, and the elements of an array are close to each other.',
    ['follow a pointer', 'processors'],
  );

  it('gives a good partial grade to "look up an address ... CPUs dislike hopping across scattered memory"', () => {
    const r = gradeOpen(
      lists,
      'The list is slower: you first look up an address and then go there, and CPUs dislike hopping across scattered memory locations.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.score).toBeLessThan(100);
  });

  it('does not give it to a brief answer on other things', () => {
    const r = gradeOpen(
      lists,
      'The list is slower: every node needs its own allocation, and the allocator has to search for free space each time.',
    );
    expect(r.score).toBeLessThan(50);
  });
});

describe('grading v22: Hebrew synonym families', () => {
  const limit = open(
    'הסבירו מתי מספר L הוא גבול של פונקציה בנקודה.',
    'L הוא גבול של הפונקציה בנקודה אם לכל ε > 0 כל ערכי הפונקציה בנקודות קרובות מספיק נמצאים בסביבת-ε של L, למעט מספר סופי של חריגים.',
    ['ערכי הפונקציה', 'מספר סופי', 'נמצאים בסביבת-ε'],
  );

  it('reads "במרחק קטן מ-ε" as "בסביבת-ε": the brief own-words grade', () => {
    const r = gradeOpen(
      limit,
      'L הוא הגבול אם לא משנה כמה קטן נבחר מרחק ε, כל ערכי הפונקציה ליד הנקודה יהיו במרחק קטן מ-ε מ-L, ורק מספר סופי של חריגים יכול להיות מחוץ לתחום הזה.',
    );
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(r.score).toBeLessThan(100);
  });
});

describe('grading v22: many where the material says single', () => {
  const pipeline = open(
    'Explain how a single-entry, multiple-exit region is formed from a basic block.',
    'A basic block is extended along its hot paths. When a side exit becomes hot, a new block is attached at that exit, so the region keeps its one entry and gains exits.',
    ['basic block', 'side exit', 'hot'],
  );
  const full =
    'A basic block is extended along its hot paths: when a side exit becomes hot, a new block is attached at that exit.';

  it('takes points off for "which makes the region multiple-entry"', () => {
    const right = gradeOpen(pipeline, full);
    const r = gradeOpen(
      pipeline,
      `${full} Each attached block also gets its own entry from outside, which is what makes the region multiple-entry.`,
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(r.score).toBeLessThanOrEqual(right.score - 25);
    expect(r.feedback).toContain('single-entry');
  });
});
