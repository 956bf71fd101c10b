/**
 * Local grading v18 (decision 105, eng-grade13): right answers in the student's own words. "prevents any single input
 * feature from having ..." is no opposite of the material's "no input feature can have ..."; a method said in steps
 * with the material's other key term and its step ("setting up equations whose coefficients come from the transition
 * matrix, and solving them") is the material's way, not another one; "disk reading" restates "reading data from
 * disk"; a Hebrew infinitive ("אין דרך לקבוע") denies no "קבועה". Rivals stay
 * rivals (a guessing method, a comparison the other way round).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v18: a right answer in other words is not stated contrary', () => {
  const dropout = open(
    'Explain why input dropout tends to make a classifier more robust.',
    'Input dropout makes a classifier more robust because no input feature can have a very large influence on the scores all by itself. Since features are dropped at random, the classifier learns to use all input features to small amounts rather than a few input features very strongly.',
    ['large influence', 'dropped at random', 'few input features'],
  );

  it('gives full marks to "prevents any single input feature from having a very large influence"', async () => {
    const r = await engine.grade(
      dropout,
      'Input dropout helps because features are dropped at random, which prevents any single input feature from having a very large influence on the scores by itself, so the classifier uses all input features a little rather than relying very strongly on just a few of them.',
    );
    expect(r.score).toBe(100);
    expect(r.feedback).not.toMatch(/contrary/);
  });

  it('still catches the answer that relies on a few input features', async () => {
    const r = await engine.grade(
      dropout,
      'Dropout makes the classifier rely on only a few input features very strongly, so that a single input feature has a large influence on the scores, and features are never dropped at random.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  const markov = open(
    'Explain how the steady state of a Markov chain can be computed.',
    'The steady state of a Markov chain can be computed by either solving a linear system involving the transition matrix, or by power iteration with the transition matrix.',
    ['linear system', 'transition matrix', 'power iteration'],
  );

  it('reads equations built from the transition matrix and solved as the linear system, not another method', async () => {
    const r = await engine.grade(
      markov,
      'You can get it by writing one equation per state for the unknown probabilities, whose coefficients come from the transition matrix, and solving them together; or by power iteration.',
    );
    expect(r.score).toBeGreaterThanOrEqual(50);
    expect(r.feedback).not.toMatch(/Stated contrary to the material: linear system/);
  });

  it('still states a guessing method contrary to the material', async () => {
    const r = await engine.grade(
      markov,
      'You get it by guessing probabilities at random many times and keeping the guess that looks closest to the transition matrix.',
    );
    expect(r.score).toBe(0);
    expect(r.feedback).toMatch(/Stated contrary to the material: linear system/);
  });
});

describe('grading v18: the claim in a compound, and a Hebrew infinitive', () => {
  const disk = open(
    'Compare reading data from disk and reading data from memory: which is slower, and why?',
    'Reading data from disk is generally slower than reading data from memory because you have to move the head to get there. Modern drives are faster if they seek less across the platter. A drive can usually do its job better if it reads data that is close to other data rather than farther away.',
    ['move the head', 'drives'],
  );

  it('reads "disk reading is slower because ..." as the material\'s claim with its reason', async () => {
    const r = await engine.grade(
      disk,
      'Disk reading is slower because you have to move the head to get to the data.',
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.feedback).toMatch(/You covered move the head\./);
  });

  it('still reads "memory reading is slower" as the comparison the other way round', async () => {
    const r = await engine.grade(
      disk,
      'Memory reading is slower because you have to move the head to get to the data.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/other way round/);
  });

  it('does not read "אין דרך לקבוע" (no way to determine) as denying "קבועה" (constant)', async () => {
    const r = await engine.grade(
      open(
        'על מה מבוסס העיקרון השני של תורת היחסות?',
        'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס, והיא המהירות המקסימלית בטבע.',
        ['מהירות האור', 'מערכות הייחוס', 'בטבע'],
      ),
      'כל צופה ימדוד לאור אותה מהירות, לא משנה איך הוא נע ולאיזה כיוון האור הולך, ואין דרך לקבוע מי מהצופים נח באמת. שום דבר לא יכול לנוע מהר יותר מהאור.',
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.feedback).not.toMatch(/שוללת/);
  });
});
