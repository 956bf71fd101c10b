import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { phraseParaphrase } from '../src/grading-phrases.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v23 (decision 105): a key idea said by a phrase of the student's own words
describe('grading v23: phrase-level paraphrases of textbook terms', () => {
  it('reads "multiply element-wise and add up" as an inner product, and a denied phrase as nothing', () => {
    expect(
      phraseParaphrase('inner product', 'you multiply them element by element and add the results up'),
    ).not.toBeNull();
    expect(
      phraseParaphrase('weighted sum', 'each input is multiplied by its weight and then summed'),
    ).not.toBeNull();
    expect(phraseParaphrase('fixed size', 'its size is always the same')).not.toBeNull();
    expect(phraseParaphrase('fixed size', 'its size is not the same')).toBeNull();
    expect(phraseParaphrase('inner product', 'the image is compared with the row')).toBeNull();
    expect(phraseParaphrase('מערכות הייחוס', 'כל צופה ימדוד את אותו ערך')).not.toBeNull();
    expect(phraseParaphrase('נמצאים בסביבת-ε', 'כל הערכים רחוקים מ-L פחות מהמרחק הזה')).not.toBeNull();
  });

  const layer = open(
    'Explain how a dense layer computes one of its outputs.',
    'Each output of a dense layer is the inner product of the input vector with one row of the weight matrix; the output is largest for the row that the input fits best.',
    ['inner product', 'fits'],
  );

  it('gives a brief answer in other words that multiplies and sums a good grade', () => {
    const r = gradeOpen(
      layer,
      'Every output has its own row of numbers; you multiply that row entry by entry with the input and add the products up, so the best-matching row gives the biggest output.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.covered).toContain('inner product');
  });

  const register = open(
    'Explain why a reference can be kept in a register.',
    'A register holds only values of a known, fixed size. A reference can be kept in a register because a reference has a known, fixed size.',
    ['known', 'fixed size'],
  );

  it('reads "its size is the same whatever it refers to" and "predictably-sized" as a known, fixed size', () => {
    const r = gradeOpen(
      register,
      'A reference is just an address, so its size is the same whatever it refers to, and a register accepts such predictably-sized values.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  it('gives nothing for the same phrase denied', () => {
    const r = gradeOpen(
      register,
      'A reference is just an address, but its size is not the same for every value, so a register takes it anyway.',
    );
    expect(r.feedback).not.toMatch(/You covered[^.]*fixed size/);
    expect(r.score).toBeLessThan(70);
  });

  const limit = open(
    'הסבירו מהו גבול של פונקציה באינסוף.',
    'נאמר ש-L הוא גבול של f באינסוף אם לכל ε > 0 קיים M כך שלכל x > M מתקיים |f(x) − L| < ε. כלומר, כל ערכי הפונקציה מעבר ל-M נמצאים בסביבת-ε של L.',
    ['ערכי הפונקציה', 'נמצאים בסביבת-ε'],
  );

  it('reads "רחוקים מ-L פחות מהמרחק" as being in the ε-neighbourhood (Hebrew)', () => {
    const r = gradeOpen(
      limit,
      'L הוא הגבול אם לכל מרחק חיובי שנבחר, החל מנקודה מסוימת כל ערכי הפונקציה רחוקים מ-L פחות מהמרחק הזה.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v23: more phrase families', () => {
  it("reads comparisons, the interpreter's records, a new trace and the failed converse in other words", () => {
    expect(phraseParaphrase('comparing', 'the image is matched against each template')).not.toBeNull();
    expect(phraseParaphrase('inner product', 'the score is a weighted sum of the pixels')).not.toBeNull();
    expect(
      phraseParaphrase('interpreter state', "the interpreter's structures are not written"),
    ).not.toBeNull();
    expect(phraseParaphrase('branch trace', 'a new trace is recorded from that exit')).not.toBeNull();
    expect(phraseParaphrase('fixed size', 'a pointer always takes 8 bytes')).not.toBeNull();
    expect(phraseParaphrase('ההפך אינו נכון', 'אבל הכיוון השני לא נכון')).not.toBeNull();
    expect(phraseParaphrase('איברי הסדרה', 'החל ממקום מסוים כל האיברים קרובים')).not.toBeNull();
    // (a vague "some rules" says no set of rules of the material)
    expect(phraseParaphrase('set of rules', 'it has some rules that programmers follow')).toBeNull();
  });

  const classifier = open(
    'Explain how a nearest-template classifier scores a class.',
    'The classifier scores a class by comparing the image with the class template using an inner product; the class whose template fits best wins.',
    ['comparing', 'inner product', 'fits'],
  );

  it('gives a partial answer that multiplies, adds up and matches its due', () => {
    const r = gradeOpen(
      classifier,
      'Each class has a template, and the image is matched against every template: multiply them entry by entry and add the products up; the best match wins.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });
});

describe('grading v23: readings that misread right answers', () => {
  const bounded = open(
    'האם כל סדרה מתכנסת היא חסומה, והאם ההפך נכון? הסבירו.',
    'כל סדרה מתכנסת היא חסומה. ההפך אינו נכון: סדרה חסומה אינה בהכרח מתכנסת, לדוגמה (−1)^n. לכן סדרה שאינה חסומה אינה מתכנסת.',
    ['חסומה אינה בהכרח מתכנסת', 'ההפך אינו נכון'],
  );

  it('reads an example\'s values "1, −1, 1, −1" and "ולא מתכנסת" as no list of terms (Hebrew)', () => {
    const r = gradeOpen(
      bounded,
      'סדרה שמתכנסת בהכרח חסומה, אבל לא להפך – למשל 1, −1, 1, −1, ... חסומה ולא מתכנסת.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
  });

  const cache = open(
    'Explain why reading main memory next to a write-back cache is potentially unsafe.',
    'Reading main memory is potentially unsafe because a write-back cache does not update the memory state until the line is evicted. Other devices may read that memory, but its contents may be out of date.',
    ['memory state', 'out of date'],
  );

  it("reads \"the memory's bookkeeping (its copy) isn't refreshed\" as the material's denial, not against it", () => {
    const r = gradeOpen(
      cache,
      "While a line sits in the cache, the memory's bookkeeping (its copy of the data) isn't refreshed, so a device reading it could see stale values.",
    );
    expect(r.feedback).not.toContain('Stated contrary');
    expect(r.score).toBeGreaterThanOrEqual(70);
  });
});

// grading v23 (decision 105): a claim of its own added to the stated point as a further consequence
describe('grading v23: a further claim added to the stated point', () => {
  const hash = open(
    'Explain why a lookup in a hash table is fast on average.',
    'A lookup in a hash table is fast on average because the hash function maps a key directly to a bucket index. Only the keys that collide in that bucket have to be compared.',
    ['hash function', 'bucket index', 'collide'],
  );
  const full =
    'The hash function maps the key directly to a bucket index, so only the keys that collide in that bucket have to be compared.';

  it('takes points off for "This is also why ..." with a claim the material does not make', () => {
    const right = gradeOpen(hash, full);
    const r = gradeOpen(
      hash,
      `${full} This is also why the table has to be sorted again after every insertion.`,
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(r.score).toBeLessThanOrEqual(right.score - 30);
    expect(r.score).toBeGreaterThanOrEqual(50);
    expect(r.feedback).toContain('The material does not say this');
  });

  it('leaves a sentence that draws the material\'s own conclusion, and "That is why", alone', () => {
    const right = gradeOpen(hash, full);
    expect(
      gradeOpen(hash, `${full} Because of this, only colliding keys are compared.`).score,
    ).toBeGreaterThanOrEqual(right.score - 5);
    // (an aside off the point costs its padding share only)
    const aside = gradeOpen(hash, `${full} That is why hash tables are popular in practice.`);
    expect(aside.score).toBeGreaterThanOrEqual(right.score - 10);
    expect(aside.feedback).not.toContain('The material does not say this');
  });

  const principle = open(
    'על איזה עיקרון בנוי חוק שימור התנע? הסבירו.',
    'חוק שימור התנע בנוי על כך שהמערכת סגורה: אין כוחות חיצוניים הפועלים עליה, ולכן התנע הכולל שלה קבוע.',
    ['מערכת סגורה', 'כוחות חיצוניים', 'התנע הכולל'],
  );
  const stated = 'המערכת סגורה, כלומר אין כוחות חיצוניים הפועלים עליה, ולכן התנע הכולל שלה קבוע.';

  it('takes points off for "בנוסף, ..." with a claim the material does not make (Hebrew)', () => {
    const right = gradeOpen(principle, stated);
    const r = gradeOpen(principle, `${stated} בנוסף, האנרגיה הקינטית של כל גוף במערכת נשארת קבועה בהתנגשות.`);
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(r.score).toBeLessThanOrEqual(right.score - 30);
    expect(r.feedback).toContain('החומר אינו אומר זאת');
  });
});

describe('grading v23: a stale copy says the material\'s "not updated"', () => {
  const cache = open(
    'Explain why reading main memory next to a write-back cache is potentially unsafe.',
    'Reading main memory is potentially unsafe because a write-back cache does not update the memory state until the line is evicted. Other devices may read that memory, but its contents may be out of date.',
    ['memory state', 'out of date'],
  );

  it('reads "the memory\'s bookkeeping is stale" as the material\'s denial of an update', () => {
    const r = gradeOpen(
      cache,
      "While a line is held in the cache, the memory's bookkeeping is stale; another device reading it would see outdated values.",
    );
    expect(r.feedback).not.toContain('Stated contrary');
    expect(r.feedback).not.toMatch(/Missing: memory state/);
  });
});

describe("grading v23: further claims inside a sentence, and another consequence of the material's condition", () => {
  const hash = open(
    'Explain why a lookup in a hash table is fast on average.',
    'A lookup in a hash table is fast on average because the hash function maps a key directly to a bucket index. If two keys collide in a bucket, only those keys have to be compared.',
    ['hash function', 'bucket index', 'collide'],
  );
  const full =
    'The hash function maps the key directly to a bucket index. If two keys collide, only the keys in that bucket are compared.';

  it('takes points off for ", which is why ..." and "... also means ..." with claims of their own', () => {
    const right = gradeOpen(hash, full);
    const which = gradeOpen(
      hash,
      `${full} Each bucket is kept sorted by the hash function, which is why deleting a key requires rebuilding the table.`,
    );
    const also = gradeOpen(
      hash,
      `${full} Mapping keys this way also means the table never needs to grow or resize.`,
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(which.score).toBeLessThanOrEqual(right.score - 30);
    expect(also.score).toBeLessThanOrEqual(right.score - 30);
  });

  it('leaves ", which is why I think it is important" to the padding rule', () => {
    const right = gradeOpen(hash, full);
    const r = gradeOpen(
      hash,
      `${full} Hash tables appear everywhere in practice, which is why I think they are important.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(right.score - 15);
  });

  it('takes points off for another consequence of the material\'s condition ("If two keys collide, the table is rebuilt")', () => {
    const right = gradeOpen(hash, full);
    const r = gradeOpen(
      hash,
      `The hash function maps the key directly to a bucket index, and only colliding keys are compared. If two keys collide, the whole table is rebuilt from scratch with a larger prime.`,
    );
    expect(r.score).toBeLessThanOrEqual(right.score - 30);
    const same = gradeOpen(
      hash,
      `The hash function maps the key directly to a bucket index. If two keys collide, only those keys have to be compared.`,
    );
    expect(same.score).toBeGreaterThanOrEqual(right.score - 5);
  });
});

describe('grading v23: a relation turned round after the stated point', () => {
  const region = open(
    'Explain how a hot region grows into a single-entry, multiple-exit region.',
    'A hot region starts from one loop header. When a side branch becomes frequent, the compiler adds a new block at that branch and links the branch to it.',
    ['loop header', 'side branch', 'new block'],
  );
  const full =
    'A hot region starts from one loop header. When a side branch becomes frequent, the compiler adds a new block at that branch and links the branch to it.';

  it('costs an added false sentence, not the whole grade ("multiple entries and a single exit" last)', () => {
    const right = gradeOpen(region, full);
    const r = gradeOpen(
      region,
      `${full} Growing this way, the region ends up with multiple entries and a single exit.`,
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(r.score).toBeLessThanOrEqual(right.score - 30);
    expect(r.score).toBeGreaterThanOrEqual(45);
    expect(r.feedback).toContain('the other way round');
  });

  it('still caps an answer that opens with the relation turned round', () => {
    const r = gradeOpen(region, `The region has multiple entries and a single exit. ${full}`);
    expect(r.score).toBeLessThanOrEqual(15);
  });
});
