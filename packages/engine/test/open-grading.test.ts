/** Local grading of open answers (decision 105): inflections, Hebrew prefixes, typos, partial credit, feedback. */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';
import { ideaCoverage, matchWords } from '../src/matching.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

const stack: GeneratedQuestion = {
  type: 'open-ended',
  form: 'explain-why',
  text: 'Explain why pushing to the stack is faster than allocating on the heap.',
  options: null,
  correctAnswer:
    'Pushing to the stack is faster than allocating on the heap because the allocator never has to search for free space; the new data always goes on top of the stack.',
  explanation: 'A complete answer covers: allocator; search for free space; top of the stack.',
  source,
  keyIdeas: ['allocator', 'search for free space', 'top of the stack'],
};

const hebrew: GeneratedQuestion = {
  type: 'open-ended',
  form: 'explain-concept',
  text: 'הסבירו את המושג "לולאה": מה הוא מציין ומה תפקידו?',
  options: null,
  correctAnswer: 'לולאה היא מבנה שחוזר על קטע קוד כל עוד התנאי מתקיים. בכל מעבר מעדכנים את המשתנה של הלולאה.',
  explanation: 'תשובה מלאה מתייחסת ל: קטע קוד, תנאי, משתנה.',
  source,
  keyIdeas: ['קטע קוד', 'תנאי', 'משתנה'],
};

describe('open-answer grading', () => {
  it('credits a key idea in any English word form and word order, and small typos in long words', () => {
    const answer = matchWords('Allocators search for spaces that are free; new items sit at the stack top.');
    expect(ideaCoverage('allocator', answer)).toBe(1);
    expect(ideaCoverage('search for free space', answer)).toBe(1);
    expect(ideaCoverage('top of the stack', answer)).toBe(1);
    expect(ideaCoverage('classification', matchWords('the classifications'))).toBe(1);
    expect(ideaCoverage('iteration', matchWords('iterative methods iterate'))).toBe(1);
    expect(ideaCoverage('allocator', matchWords('the alocator'))).toBe(1);
    expect(ideaCoverage('heap', matchWords('the help'))).toBe(0);
  });

  it('credits a Hebrew key idea written with prefixes ("המשתנה" earns "משתנה")', () => {
    expect(ideaCoverage('משתנה', matchWords('המשתנה'))).toBe(1);
    expect(ideaCoverage('משתנה', matchWords('ובמשתנים'))).toBe(1);
    expect(ideaCoverage('תנאי', matchWords('שהתנאי'))).toBe(1);
    expect(ideaCoverage('קטע קוד', matchWords('וכשקטע הקוד'))).toBe(1);
    expect(ideaCoverage('משתנה', matchWords('מחשב'))).toBe(0);
  });

  it('gives a sound paraphrase in the material’s words at least 70', async () => {
    const r = await engine.grade(
      stack,
      'Because the allocator does not need to search for any free space: new data is simply put on top of the stack.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
  });

  it('gives an empty or off-topic answer 0', async () => {
    expect((await engine.grade(stack, '   ')).score).toBe(0);
    const off = await engine.grade(
      stack,
      'Photosynthesis turns light into chemical energy in the leaves of plants.',
    );
    expect(off).toMatchObject({ score: 0, correct: false });
    expect(off.missed).toEqual(stack.keyIdeas);
  });

  it('gives a partial answer partial credit, not labelled correct, and names what is missing', async () => {
    const r = await engine.grade(stack, 'The allocator works differently for the heap and is slower there.');
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThan(100);
    expect(r.correct).toBe(false);
    expect(r.covered).toEqual(['allocator']);
    expect(r.missed).toEqual(['search for free space', 'top of the stack']);
    expect(r.feedback).toBe('You covered allocator. Missing: search for free space and top of the stack.');
  });

  it('grades a Hebrew answer with prefixes and answers in Hebrew', async () => {
    const full = await engine.grade(
      hebrew,
      'הלולאה חוזרת על קטע הקוד כל עוד שהתנאי מתקיים, ובכל סיבוב מעדכנים את המשתנה.',
    );
    expect(full).toMatchObject({ score: 100, correct: true });
    expect(full.feedback).toContain('תשובה מלאה');
    const partial = await engine.grade(hebrew, 'בלולאה יש משתנה שמשתנה בכל פעם שהיא רצה.');
    expect(partial.correct).toBe(false);
    expect(partial.score).toBeGreaterThan(0);
    expect(partial.score).toBeLessThan(100);
    expect(partial.covered).toEqual(['משתנה']);
    expect(partial.feedback).toBe('כיסית: משתנה. חסר: קטע קוד ו־תנאי.');
  });

  it('never counts stop words or filler words as key ideas', async () => {
    const q = { ...stack, keyIdeas: ['the', 'of the', 'allocator'] };
    const r = await engine.grade(q, 'The allocator of the heap.');
    expect(r.missed).toEqual([]);
    expect(r.covered).toEqual(['allocator']);
    // a question stored without key ideas: content words of the model answer, never "the" or "because"
    const bare = await engine.grade({ ...stack, keyIdeas: undefined }, 'the of because');
    expect(bare.score).toBe(0);
    for (const idea of [...(bare.missed ?? []), ...(bare.covered ?? [])])
      expect(['the', 'of', 'because', 'to', 'on']).not.toContain(idea);
  });
});
