/**
 * Local grading v12 (decision 105): a comparison between two things the key ideas name, said the other way round
 * (the sides swapped, or the opposite comparative with the sides in the material's order), is stated contrary to the
 * material; a sentence whose clauses each restate a claim of the model answer (in other notation for its symbols) is
 * on topic, not padding.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v12: a comparison of the key ideas the other way round', () => {
  const q = open(
    'Explain what the cache replacement policy is designed to achieve.',
    'The replacement policy is designed so that the frequently used blocks stay in the cache longer than the rarely used blocks, which are evicted first when space runs out.',
    ['frequently used blocks', 'rarely used blocks', 'evicted first'],
  );

  it('gives full credit to the material comparison', async () => {
    const r = await engine.grade(
      q,
      'It is designed so that frequently used blocks stay in the cache longer than rarely used blocks; when space runs out the rarely used blocks are evicted first.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('fails an answer that swaps the two sides (English)', async () => {
    const r = await engine.grade(
      q,
      'It is designed so that rarely used blocks stay in the cache longer than frequently used blocks; when space runs out the rarely used blocks are evicted first.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/other way round/);
  });

  it('fails an answer that keeps the sides but says the opposite comparative (English)', async () => {
    const r = await engine.grade(
      q,
      'It is designed so that frequently used blocks stay in the cache shorter than rarely used blocks; when space runs out the rarely used blocks are evicted first.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v12: a sentence restating the material claims is on topic', () => {
  const q = open(
    'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? הסבירו.',
    'כל פונקציה גזירה היא רציפה: אם פונקציה 𝑓 גזירה בנקודה, אזי היא רציפה בה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| באפס.',
    ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
  );

  it('gives a good Hebrew answer written in its own notation nearly full marks', async () => {
    const r = await engine.grade(
      q,
      'כל פונקציה גזירה היא רציפה: אם הפונקציה f_1 גזירה בנקודה, אזי היא רציפה בה. ההפך אינו נכון – פונקציה רציפה אינה בהכרח גזירה. לדוגמה |x| רציפה באפס אבל לא גזירה שם.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('still fails the converse (Hebrew)', async () => {
    const r = await engine.grade(
      q,
      'כל פונקציה רציפה היא גזירה, אבל ההפך אינו נכון: לא כל פונקציה גזירה היא רציפה.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });
});
