/**
 * Local grading v16 (decision 105, eng-grade11): a wrong answer in the student's own words. An answer that affirms
 * the opposite of the material's point in other words earns no own-words credit: "there exists ε>0" where the
 * material says "for every ε > 0", "infinitely many" glued to a Hebrew prefix ("שאינסוף"), "any size" where the
 * material says "a known, fixed size" of that thing, "in advance" where it says "on demand" / "when it becomes hot",
 * "exactly zero" where it says "diffuse", "exactly one reader" where it says "multiple-reader". Right answers that set
 * two things side by side ("the buffer may be of any size, but its address is fixed") keep their grade.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v16: a quantifier swapped in the student own words', () => {
  const q = open(
    'Explain what it means that f is continuous at a point a.',
    'f is continuous at a if for every ε > 0 there exists δ > 0 such that |x − a| < δ implies |f(x) − f(a)| < ε. The values of f stay as close to f(a) as we wish once x is close enough to a.',
    ['close enough', 'as close to f(a) as we wish'],
  );

  it('caps "there exists ε>0" (written without spaces) where the material says "for every ε > 0"', async () => {
    const r = await engine.grade(
      q,
      'f is continuous at a if there exists ε>0 and some δ>0 so that whenever x is within δ of a, the value f(x) lies within ε of f(a). So the values stay near f(a) for points near a.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/there exists ε>0/);
  });
});

describe('grading v16: infinitely many after a Hebrew prefix', () => {
  const q = open(
    'הסבירו מה פירוש הדבר שכמעט כל איברי הסדרה חיוביים.',
    'פירוש הדבר שכל איברי הסדרה למעט מספר סופי הם חיוביים, כלומר קיים מקום בסדרה שממנו והלאה כל האיברים חיוביים.',
    ['למעט מספר סופי', 'ממנו והלאה'],
  );

  it('caps "שאינסוף מאיברי הסדרה" where the material says "כל ... למעט מספר סופי"', async () => {
    const r = await engine.grade(
      q,
      'הכוונה היא שאינסוף מאיברי הסדרה חיוביים, ומספיק שהסדרה תחזור לערכים חיוביים שוב ושוב לאורך כל הדרך.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v16: the opposite of the material said of the same thing', () => {
  const register = open(
    'Explain why the register can hold the address of the buffer.',
    'Every value kept in a register must have a known, fixed size. The register can hold the address of the buffer because an address is a known, fixed size.',
    ['known', 'fixed size'],
  );

  it('caps "any size" said of the thing the material says a fixed size of', async () => {
    const r = await engine.grade(
      register,
      'The register can hold the address because the register can grow to hold data of any size, unlike the buffer, which is only meant for values with a fixed size.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/any size/);
  });

  it('keeps a right answer that says "any size" of the other thing', async () => {
    const r = await engine.grade(
      register,
      'A register only takes values whose size is fixed and known. The buffer itself may be of any size, but its address always takes the same space, so the address fits in the register.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
  });

  it('caps "in advance" where the material says the work is done when a path becomes hot', async () => {
    const q = open(
      'Explain how the profiler decides which functions to optimize.',
      'The profiler counts the calls of every function. When a function becomes hot, the profiler hands it to the optimizing compiler, which compiles a fast version of it.',
      ['counts the calls', 'optimizing compiler'],
    );
    const r = await engine.grade(
      q,
      'The profiler looks at the program in advance and picks the functions with the most loops in them. Those functions are then given to the compiler that makes fast versions of them.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  it('caps "exactly zero" where the material says the weights are diffuse', async () => {
    const q = open(
      'Explain why weight decay tends to help a model generalize.',
      'Weight decay tends to help a model generalize because it prefers smaller and more diffuse weights, so the model takes every input feature into account a little instead of a few features very strongly.',
      ['smaller and more diffuse weights', 'every input feature'],
    );
    const r = await engine.grade(
      q,
      'Weight decay helps a model generalize because it drives most of the weights to exactly zero. The model then relies on only a few of the most important features and ignores the rest, which gives a simpler model that overfits less.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  it('caps "exactly one reader" for a single-writer, multiple-reader lock', async () => {
    const q = open(
      'Explain how a single-writer, multiple-reader lock lets threads share a table.',
      'Readers take the lock in shared mode, so several readers can read the table at the same time. A writer takes the lock in exclusive mode and waits until no reader holds it, so it changes the table alone.',
      ['shared mode', 'exclusive mode'],
    );
    const r = await engine.grade(
      q,
      'The threads take turns: the lock lets exactly one reader and one writer into the table at any moment, and everybody else waits in line until they are done with their work.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/one reader/);
  });
});
