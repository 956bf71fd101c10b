/**
 * Local grading v20 (decision 105, eng-grade14): an answer that denies a word and still agrees with the material.
 * A negated opposite phrase ("are not in sync" for "out of sync") and a predicate denied after its subject ("the
 * symbol table is not refreshed" for "does not refresh the symbol table", "טבלת הסמלים לא מתעדכנת") state the idea;
 * "but not the other way round" / "אבל לא להפך" states "the converse is not true" / "ההפך אינו נכון", and a case that
 * is A and not B shows "A is not necessarily B". The opposite phrase said plainly ("stay in sync") and "the converse
 * is true too" are still no statement of the point.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v20: a negated opposite phrase agrees with the material', () => {
  const cache = open(
    'Explain why reading from a write-back cache right after a database write can be risky.',
    'Reading from a write-back cache right after a write can be risky because the cached copies can be out of sync with the database until the cache is flushed.',
    ['cached copies', 'out of sync', 'flushed'],
  );

  it('reads "are not in sync" as "out of sync", not as stated contrary', async () => {
    const r = await engine.grade(
      cache,
      'Until the cache is flushed, the cached copies are not in sync with the database, so a read may see old data.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('still refuses "stay in sync" for "out of sync"', async () => {
    const r = await engine.grade(
      cache,
      'The cached copies always stay in sync with the database, so reading right after a write is never a problem.',
    );
    expect(r.score).toBeLessThan(50);
  });
});

describe('grading v20: a predicate denied after its subject', () => {
  const compiler = open(
    'Explain why a macro cannot see a name declared earlier in the same pass.',
    'A macro cannot see a name declared earlier in the same pass because the compiler does not refresh the symbol table until the pass ends.',
    ['symbol table', 'until the pass ends'],
  );

  it('reads "the symbol table is not refreshed until the pass ends" as the material says it', async () => {
    const r = await engine.grade(
      compiler,
      'During a pass the symbol table is not refreshed until the pass ends, so the macro looks the name up in stale data.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  const hebrew = open(
    'הסבירו מדוע מאקרו אינו רואה שם שהוגדר קודם באותו מעבר.',
    'מאקרו אינו רואה שם שהוגדר קודם באותו מעבר כי המהדר אינו מעדכן את טבלת הסמלים במהלך המעבר.',
    ['טבלת הסמלים'],
  );

  it('reads "טבלת הסמלים לא מתעדכנת" as the material says it', async () => {
    const r = await engine.grade(
      hebrew,
      'במהלך המעבר טבלת הסמלים לא מתעדכנת, ולכן המאקרו מחפש בנתונים ישנים.',
    );
    expect(r.feedback).not.toMatch(/בניגוד לחומר/);
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v20: "not the other way round" and a case that is A and not B', () => {
  const english = open(
    'Is every square a rectangle, and is every rectangle a square? Explain.',
    'Every square is a rectangle, but the converse is not true: a rectangle is not necessarily a square, for example a 2 by 5 rectangle.',
    ['rectangle is not necessarily a square', 'the converse is not true'],
  );

  it('reads "but not the other way round" and a 2 by 5 rectangle that is no square as the point', async () => {
    const r = await engine.grade(
      english,
      'A square is a rectangle, but not the other way round: a 2 by 5 rectangle is not a square.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('does not give it to "the converse is true too"', async () => {
    const r = await engine.grade(
      english,
      'A square is a rectangle, and the converse is true too: every rectangle is a square.',
    );
    expect(r.score).toBeLessThan(50);
  });

  const hebrew = open(
    'האם כל ריבוע הוא מלבן, והאם כל מלבן הוא ריבוע? הסבירו.',
    'כל ריבוע הוא מלבן. ההפך אינו נכון: מלבן אינו בהכרח ריבוע, לדוגמה מלבן שצלעותיו 2 ו־5.',
    ['מלבן אינו בהכרח ריבוע', 'ההפך אינו נכון'],
  );

  it('reads "אבל לא להפך" and a rectangle that is no square as the point (Hebrew)', async () => {
    const r = await engine.grade(
      hebrew,
      'ריבוע הוא מלבן, אבל לא להפך: מלבן שצלעותיו 2 ו־5 הוא מלבן ולא ריבוע.',
    );
    expect(r.feedback).not.toMatch(/בניגוד לחומר/);
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('does not give it to "וגם ההפך נכון" (Hebrew)', async () => {
    const r = await engine.grade(hebrew, 'ריבוע הוא מלבן, וגם ההפך נכון: כל מלבן הוא ריבוע.');
    expect(r.score).toBeLessThan(50);
  });
});
