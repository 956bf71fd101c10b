/**
 * Local grading v13 (decision 105): an answer that affirms, in the place of the material's idea, another thing of the
 * same kind that the material does not say (another measure, mechanism, time, quantifier or count) is a wrong
 * statement of the point, whatever key words come with it, and earns no own-words credit; the same thing named as the
 * contrast ("not ... but", "as opposed to", "unlike") costs nothing.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v13: another measure in place of the material one', () => {
  const q = open(
    'Explain how the search engine ranks the documents for a query.',
    'The search engine ranks the documents by the dot product between the query vector and each document vector: the document with the largest dot product comes first.',
    ['dot product', 'query vector', 'document vector'],
  );

  it('gives full credit to the material measure', async () => {
    const r = await engine.grade(
      q,
      'It computes the dot product of the query vector with every document vector and lists the documents from the largest dot product down.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('fails an answer that measures by a distance instead, with the key words around it', async () => {
    const r = await engine.grade(
      q,
      'It computes the Euclidean distance between the query vector and every document vector, and the document with the largest dot product, that is the largest distance, comes first.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/Euclidean distance" where the material says "dot product/);
    expect(r.feedback).toMatch(/Stated contrary to the material: dot product/);
    expect(r.missed).toContain('dot product');
  });

  it('does not count the other measure when the answer sets it aside', async () => {
    const r = await engine.grade(
      q,
      'Not by the Euclidean distance: it takes the dot product of the query vector with each document vector, and the largest dot product ranks first.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v13: another count, another time, no own-words credit', () => {
  const lock = open(
    'Explain what characterises a mutex lock.',
    'A mutex lock has exactly one holder at a time: a thread that wants it waits until the holder releases the lock.',
    ['one holder', 'waits', 'releases'],
  );

  it('fails "several holders" for "one holder"', async () => {
    const good = await engine.grade(
      lock,
      'Only one holder can have the mutex at a time; any other thread waits until that holder releases the lock.',
    );
    expect(good.score).toBeGreaterThanOrEqual(80);
    const r = await engine.grade(
      lock,
      'A mutex lock can have several holders at a time, and a thread waits only when the holders release the lock.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });

  it('keeps a good answer that speaks of two things trying, not of two at once', async () => {
    const spin = open(
      'Explain what characterises a spin lock.',
      'Only one thread can hold a spin lock at a time; the others keep spinning until the lock is released.',
      ['one thread', 'spinning', 'released'],
    );
    const r = await engine.grade(
      spin,
      'Only one thread holds it at a time: if two threads try to take it, the second keeps spinning until the lock is released.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  const arrays = open(
    'Explain why a fixed-size array can be placed in the stack frame.',
    'Because its size is known at compile time, the compiler can reserve exactly that much space in the stack frame of the function.',
    ['compile time', 'reserve', 'stack frame'],
  );

  it('gives no own-words 80 to an explanation that puts another measure where the material says inner product', async () => {
    const films = open(
      'Explain how the recommender computes the score of a film for a viewer.',
      'The score of a film for a viewer is the inner product of the viewer embedding and the film embedding: the larger the inner product, the higher the film is ranked.',
      ['inner product', 'embedding'],
    );
    const r = await engine.grade(
      films,
      "The taste of each viewer is kept as a list of numbers, and so is each film. The score is the Euclidean distance between those two lists, like in a nearest neighbour search, and the film whose list lies closest to the viewer's list gets the highest score and is shown first.",
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).not.toMatch(/own words/);
  });

  it('keeps an answer that names run time only to deny it', async () => {
    const r = await engine.grade(
      arrays,
      'Its size is known at compile time, so the compiler can reserve that space in the stack frame; nothing has to be measured at runtime.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v13: the other quantifier (Hebrew)', () => {
  const q = open(
    'הסבירו מתי פונקציה f רציפה בנקודה a.',
    'פונקציה f רציפה בנקודה a אם לכל ε חיובי קיים δ חיובי כך שהמרחק בין f(x) ל-f(a) קטן מ-ε בכל פעם שהמרחק בין x ל-a קטן מ-δ.',
    ['לכל ε חיובי', 'קיים δ חיובי', 'המרחק בין f(x) ל-f(a)'],
  );

  it('gives full credit to the definition with "for every ε"', async () => {
    const r = await engine.grade(
      q,
      'f רציפה ב-a אם לכל ε חיובי קיים δ חיובי כך שהמרחק בין f(x) ל-f(a) קטן מ-ε כל עוד x קרוב ל-a פחות מ-δ.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('fails "there exists ε" for "for every ε"', async () => {
    const r = await engine.grade(
      q,
      'f רציפה ב-a אם קיים ε חיובי וקיים δ חיובי כך שהמרחק בין f(x) ל-f(a) קטן מ-ε כל עוד x קרוב ל-a פחות מ-δ.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/קיים ε" במקום .*לכל ε/);
  });
});
