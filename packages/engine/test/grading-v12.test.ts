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

describe('grading v12: an explanation entirely in other words', () => {
  const q = open(
    'Explain why looking up a key in a hash table is fast.',
    'Looking up a key in a hash table is fast because the hash function computes the bucket index directly from the key, so no search over the entries is needed.',
    ['hash function', 'bucket index', 'search over the entries'],
  );

  it('gives a partial 80 to a short on-topic explanation that shares no word with the key ideas, and says so', async () => {
    const r = await engine.grade(
      q,
      'The key is turned by a fixed formula into a slot number, and the table jumps straight to that slot in memory. Nothing in the table has to be compared with the key one item after another, so the time stays the same however many items are stored.',
    );
    expect(r.score).toBe(80);
    expect(r.feedback).toMatch(/own words/);
    expect(r.feedback).toMatch(/hash function/);
  });

  it('gives nothing to an answer of the same shape that uses a key term in another claim', async () => {
    const r = await engine.grade(
      q,
      'The hash function keeps the whole table in memory, and memory is quick to reach for any running program. Because every part of the table sits in memory, the lookup never waits for the disk, which would be far slower than memory.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  it('keeps a vague answer low', async () => {
    const r = await engine.grade(q, 'Because hash tables are designed to be fast and efficient.');
    expect(r.score).toBeLessThanOrEqual(30);
  });
});

describe('grading v12: "no X can ..." denies the predicate, not X', () => {
  const q = open(
    'Explain the term "ownership": what it means and what its rules are.',
    'Ownership is a set of rules that govern how a Rust program manages memory. The ownership rules are: (1) Each value in Rust has an owner. (2) There can only be one owner at a time. (3) When the owner goes out of scope, the value will be dropped.',
    ['set of rules', 'owner', 'out of scope'],
  );

  it('does not read "no value can have two owners" as denying the value', async () => {
    const r = await engine.grade(
      q,
      'Ownership is the set of rules by which a Rust program manages memory: each value has an owner, no value can have two owners at the same time, and when the owner goes out of scope the value is dropped.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).not.toMatch(/denies/);
  });

  it('still reads "the value is not dropped" as a denial', async () => {
    const r = await engine.grade(
      q,
      'Ownership is the set of rules by which a Rust program manages memory: each value has an owner, and when the owner goes out of scope the value is not dropped but kept for later.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v12: the material choice first, with another reason', () => {
  const q = open(
    'Compare reading a file from disk and reading it from RAM: which is slower, and why?',
    'Reading a file from disk is slower than reading it from RAM because the disk head has to move to the right track.',
    ['disk head', 'move', 'track'],
  );

  it('gives 40 (partial) for the right choice with a wrong reason', async () => {
    const r = await engine.grade(
      q,
      'Reading a file from disk is slower than reading it from RAM, because the disk stores files in a compressed format that has to be unpacked first.',
    );
    expect(r.score).toBe(40);
    expect(r.feedback).toMatch(/choice, but not its reason/);
    expect(r.feedback).toMatch(/disk head/);
  });

  it('gives nothing for the wrong choice with the same reason', async () => {
    const r = await engine.grade(
      q,
      'Reading a file from RAM is slower than reading it from disk, because RAM stores files in a compressed format that has to be unpacked first.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v12: "and not the other way round" agrees with "the converse is not true"', () => {
  const q = open(
    'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? הסבירו.',
    'כל פונקציה גזירה היא רציפה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| באפס.',
    ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
  );

  it('does not read "ולא להפך" as denying the material (Hebrew)', async () => {
    const r = await engine.grade(
      q,
      'כל פונקציה גזירה היא רציפה, אבל ההפך לא נכון: פונקציה רציפה אינה בהכרח גזירה, למשל |x| באפס. בקיצור: גזירה גוררת רציפה, ולא להפך.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).not.toMatch(/שוללת/);
  });
});
