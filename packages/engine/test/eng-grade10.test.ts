/**
 * Local grading v15 (decision 105, eng-grade10): meaning, not word overlap. A relation of the material stated the
 * other way round ("every rectangle is a square" for "every square is a rectangle"; "multiple producers and a single
 * consumer" for "a single-producer, multiple-consumer queue"; "infinitely many terms" for "all but finitely many
 * terms") is a wrong statement, whatever key words come with it. A sentence that opens with a list of the key terms
 * names them without stating them. Mathematical letters inside a word read as the letters a student types
 * ("בסביבת-𝜀" / "בסביבת ε"), and a word the material says both ways is not denied by an answer that says it in the
 * negative. English and Hebrew.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v15: a relation stated the other way round', () => {
  const q = open(
    'Is every square a rectangle, and is every rectangle a square? Explain.',
    'Every square is a rectangle, since it has four right angles. The converse is not true: a rectangle is not necessarily a square, because its sides need not be equal.',
    ['four right angles', 'sides need not be equal'],
  );

  it('gives full credit to the material direction', async () => {
    const r = await engine.grade(
      q,
      'Every square is a rectangle because it has four right angles, but a rectangle is not necessarily a square: its sides need not be equal.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('gives at most 15 to the reversed direction with the same key words', async () => {
    const r = await engine.grade(
      q,
      'Every rectangle is a square, since it has four right angles, but a square is not necessarily a rectangle because its sides need not be equal.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/other way round/);
  });

  it('reads the reversal in Hebrew', async () => {
    const he = open(
      'האם כל ריבוע הוא מלבן, והאם כל מלבן הוא ריבוע? הסבירו.',
      'כל ריבוע הוא מלבן, כי יש לו ארבע זוויות ישרות. ההפך אינו נכון: מלבן אינו בהכרח ריבוע, כי צלעותיו אינן חייבות להיות שוות.',
      ['ארבע זוויות ישרות', 'מלבן אינו בהכרח ריבוע'],
    );
    const right = await engine.grade(
      he,
      'כל ריבוע הוא מלבן כי יש לו ארבע זוויות ישרות, אבל מלבן אינו בהכרח ריבוע, כי הצלעות שלו לא חייבות להיות שוות.',
    );
    expect(right.score).toBeGreaterThanOrEqual(70);
    const wrong = await engine.grade(
      he,
      'כל מלבן הוא ריבוע כי יש לו ארבע זוויות ישרות, אבל ריבוע אינו בהכרח מלבן, כי הצלעות שלו לא חייבות להיות שוות.',
    );
    expect(wrong.score).toBeLessThanOrEqual(15);
  });

  it('reads a cause and its effect swapped', async () => {
    const c = open(
      'Explain why the pipes in an unheated house can burst in winter.',
      'Freezing water expands, and the expansion of the ice causes pressure on the pipe walls that can crack the pipe.',
      ['expansion of the ice', 'pressure on the pipe walls'],
    );
    const right = await engine.grade(
      c,
      'When the water freezes it expands, and the expansion of the ice causes pressure on the pipe walls until the pipe cracks.',
    );
    expect(right.score).toBeGreaterThanOrEqual(70);
    const wrong = await engine.grade(
      c,
      'The pressure on the pipe walls causes the expansion of the ice, and the pipe cracks when the water freezes.',
    );
    expect(wrong.score).toBeLessThanOrEqual(15);
  });

  it('reads counts paired with the other nouns', async () => {
    const c = open(
      'Explain how a single-producer, multiple-consumer queue hands out work.',
      'The producer thread puts tasks at the tail of the queue, and the consumer threads each take the task at the head, so every task is done exactly once.',
      ['producer thread', 'consumer threads', 'exactly once'],
    );
    const wrong = await engine.grade(
      c,
      'Multiple producer threads put tasks into the queue and a single consumer thread takes them from the head, so every task is done exactly once.',
    );
    expect(wrong.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v15: "infinitely many" is not "all but finitely many"', () => {
  it('gives at most 15 to a limit point described as a limit (Hebrew)', async () => {
    const q = open(
      'הסבירו מהו גבול של סדרה.',
      'L הוא גבול של הסדרה אם לכל 𝜀 > 0 כל איברי הסדרה למעט מספר סופי נמצאים בסביבת-𝜀 של L.',
      ['איברי הסדרה', 'מספר סופי', 'נמצאים בסביבת-𝜀'],
    );
    const right = await engine.grade(
      q,
      'L הוא גבול של הסדרה אם לכל ε>0 כל איברי הסדרה חוץ ממספר סופי של איברים נמצאים בסביבת ε של L.',
    );
    expect(right.score).toBeGreaterThanOrEqual(80);
    expect(right.covered).toContain('נמצאים בסביבת-𝜀');
    const wrong = await engine.grade(
      q,
      'L הוא גבול של הסדרה אם לכל ε>0 יש אינסוף איברי הסדרה שנמצאים בסביבת-ε של L, גם אם אינסוף איברים אחרים נמצאים מחוץ לה.',
    );
    expect(wrong.score).toBeLessThanOrEqual(15);
  });

  it('reads it in English', async () => {
    const q = open(
      'Explain what it means that a sequence converges to L.',
      'A sequence converges to L if for every ε > 0 all but finitely many terms of the sequence lie within ε of L: the terms of the sequence get close to L and stay close.',
      ['terms of the sequence', 'within ε of L', 'stay close'],
    );
    const wrong = await engine.grade(
      q,
      'A sequence converges to L if for every ε > 0 infinitely many terms of the sequence lie within ε of L: the terms of the sequence get close to L and stay close.',
    );
    expect(wrong.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v15: a list of the key terms states none of them', () => {
  const q = open(
    'Explain how plants make glucose.',
    'Plants make glucose by photosynthesis: chlorophyll absorbs light energy in the leaves, and that energy is used to fix carbon dioxide from the air into glucose.',
    ['chlorophyll', 'light energy', 'carbon dioxide'],
  );

  it('gives little to an answer that opens with the key terms and then says something else', async () => {
    const r = await engine.grade(
      q,
      'Chlorophyll, light energy and carbon dioxide are all important words in biology. Plants make glucose by taking sugar out of the soil through their roots, which is why they need water every day.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  it('still gives full credit when the terms are stated', async () => {
    const r = await engine.grade(
      q,
      'Chlorophyll in the leaves absorbs light energy, and that energy is used to fix carbon dioxide from the air into glucose.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v15: a word the material says both ways', () => {
  it('does not read "no single feature" as denying "a few features"', async () => {
    const q = open(
      'Explain why the weight penalty helps the classifier generalize.',
      'The penalty helps because no single feature can dominate the prediction by itself. The penalty spreads the weights over all features in small amounts rather than over a few features very strongly.',
      ['dominate the prediction', 'small amounts', 'few features'],
    );
    const r = await engine.grade(
      q,
      'Because no single feature can dominate the prediction by itself: the weights are spread over all features in small amounts, instead of a few features very strongly.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.feedback).not.toMatch(/contrary/);
  });
});
