/**
 * Local grading v19 (decision 105, eng-grade14): a right answer with a false extra claim. An absolute claim of the
 * answer's own that the material does not make ("always", "never", "only", "every", "כל", "תמיד"), in a sentence about
 * the material's subject beside an answer that states the point, costs points and is named in the feedback; "always"
 * or "never" where the material hedges ("potentially", "may", "בהכרח") is named as an overstatement. True filler, an
 * absolute word inside the student's own statement of the point, a condition ("if every ...") and a count ("only one")
 * cost nothing. A sentence that says "must have a known, fixed width, and a reference has a known, fixed width" is
 * no list of terms.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v19: a false absolute claim beside a right answer', () => {
  const hashing = open(
    'Explain why a hash table lookup is fast on average.',
    'A hash table lookup is fast on average because the hash function maps each key directly to a bucket index. Only the few keys that collide in the same bucket have to be compared.',
    ['hash function', 'bucket index', 'collide'],
  );
  const right =
    'The hash function maps each key directly to a bucket index, so only the few keys that collide in that bucket have to be compared.';

  it('gives the right answer full marks', async () => {
    const r = await engine.grade(hashing, right);
    expect(r.score).toBe(100);
    expect(r.feedback).not.toMatch(/does not say/);
  });

  it('takes points off for "the hash function always keeps the keys sorted" and names the claim', async () => {
    const r = await engine.grade(
      hashing,
      `${right} The hash function also keeps the keys always sorted by size, which is why lookups are fast.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.score).toBeLessThanOrEqual(90);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(
      /The material does not say this: "The hash function also keeps the keys always sorted/,
    );
  });

  it('costs nothing for true filler about the subject in general', async () => {
    const r = await engine.grade(
      hashing,
      `${right} Hash tables are a very important topic for every programmer.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
    expect(r.feedback).not.toMatch(/does not say/);
  });

  it('leaves an absolute word inside the statement of the point alone', async () => {
    const r = await engine.grade(
      hashing,
      'The hash function sends every key straight to its bucket index, so a lookup only compares the few keys that collide in that bucket and never scans the whole table.',
    );
    expect(r.score).toBeGreaterThanOrEqual(95);
    expect(r.feedback).not.toMatch(/does not say/);
  });

  it('reads no claim inside a condition or a count', async () => {
    const r = await engine.grade(
      hashing,
      `${right} If every key collided in one bucket, a lookup would be slow; a good table keeps only one or two keys per bucket.`,
    );
    expect(r.feedback).not.toMatch(/does not say/);
  });

  const cache = open(
    'Explain why a cache miss is potentially expensive.',
    'A cache miss is potentially expensive because the data must be fetched from main memory. Main memory may be a hundred times slower than the cache.',
    ['fetched', 'main memory', 'hundred times slower'],
  );

  it('names "never" where the material says "potentially"', async () => {
    const right =
      'The data must be fetched from main memory, which may be a hundred times slower than the cache.';
    const plain = await engine.grade(cache, right);
    const r = await engine.grade(
      cache,
      `${right} For this reason the processor never reads data from main memory directly.`,
    );
    expect(plain.score).toBe(100);
    expect(r.score).toBeLessThanOrEqual(plain.score - 10);
    // (v23: added with "For this reason", a further claim of its own: 35 points in all, as teachers grade padded answers)
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.feedback).toMatch(/The answer says "never" where the material says "potentially"/);
  });
});

describe('grading v19: Hebrew', () => {
  const kinetic = open(
    'הסבירו מה קורה לאנרגיה הקינטית של גוף כאשר מהירותו מוכפלת.',
    'האנרגיה הקינטית של גוף תלויה במסה ובמהירות שלו. כאשר המהירות מוכפלת, האנרגיה הקינטית גדלה פי ארבעה, כי היא תלויה בריבוע המהירות.',
    ['גדלה פי ארבעה', 'ריבוע המהירות'],
  );
  const right = 'האנרגיה הקינטית גדלה פי ארבעה, כי היא תלויה בריבוע המהירות ובמסה של הגוף.';

  it('takes points off for a false "always" claim and names it in Hebrew', async () => {
    const plain = await engine.grade(kinetic, right);
    const r = await engine.grade(
      kinetic,
      `${right} בנוסף, כשהמהירות גדלה, המסה של הגוף תמיד נעשית כבדה יותר.`,
    );
    expect(plain.score).toBe(100);
    expect(r.score).toBeLessThanOrEqual(90);
    // (v23: added with "בנוסף", a further claim of its own: 35 points in all)
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.feedback).toMatch(/^החומר אינו אומר זאת: "המסה של הגוף תמיד נעשית כבדה יותר"/);
  });

  it('costs nothing for Hebrew filler', async () => {
    const r = await engine.grade(kinetic, `${right} זה נושא חשוב מאוד לכל סטודנט.`);
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).not.toMatch(/החומר אינו אומר זאת/);
  });

  it('names "אף פעם" where the material says "עלולה"', async () => {
    const disk = open(
      'הסבירו מדוע קריאה מהדיסק עלולה להיות איטית.',
      'קריאה מהדיסק עלולה להיות איטית, כי הראש צריך לזוז למקום הנתונים. נתונים שנמצאים קרוב זה לזה נקראים מהר יותר.',
      ['הראש צריך לזוז', 'קרוב זה לזה'],
    );
    const right = 'כי הראש של הדיסק צריך לזוז למקום הנתונים, ונתונים שנמצאים קרוב זה לזה נקראים מהר יותר.';
    const plain = await engine.grade(disk, right);
    const r = await engine.grade(disk, `${right} לכן הראש אף פעם לא זז כשקוראים נתונים מהדיסק.`);
    expect(plain.score).toBe(100);
    expect(r.score).toBeLessThanOrEqual(90);
    expect(r.feedback).toMatch(/^התשובה אומרת "אף פעם" על מה שהחומר מסייג \("עלולה"\)/);
  });

  it('reads "לכל ε" as mathematics, not a claim', async () => {
    const limit = open(
      'הסבירו מתי L הוא גבול של פונקציה f בנקודה a.',
      'נאמר ש-L הוא גבול של f בנקודה a אם ∀ε > 0 ∃δ > 0 כך ש-|f(x) − L| < ε לכל x המקיים 0 < |x − a| < δ. המשמעות היא שערכי הפונקציה קרובים ל-L כרצוננו כאשר x קרוב מספיק ל-a.',
      ['ערכי הפונקציה קרובים', 'קרוב מספיק'],
    );
    const r = await engine.grade(
      limit,
      'L הוא הגבול אם לכל ε > 0 קיים δ > 0 כך שלכל x עם 0 < |x − a| < δ מתקיים |f(x) − L| < ε, כלומר ערכי הפונקציה קרובים ל-L כרצוננו כאשר x קרוב מספיק ל-a.',
    );
    expect(r.feedback).not.toMatch(/החומר אינו אומר זאת/);
  });
});

describe('grading v19: a sentence with "must have" and "has" is no list of terms', () => {
  it('grades "must have a known, fixed width, and a reference has a known, fixed width" as stated', async () => {
    const register = open(
      'Explain why you can keep a reference in a register.',
      'All values kept in a register must have a known, fixed width. You can keep a reference in a register because a reference is a known, fixed width.',
      ['known', 'fixed width'],
    );
    const r = await engine.grade(
      register,
      'Everything in a register must have a known, fixed width, and a reference has a known, fixed width, so it can go in a register.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).not.toMatch(/without saying/);
  });
});
