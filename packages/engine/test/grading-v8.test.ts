/**
 * Local grading v8 (decision 105): a contrary verdict reads the answer's place against the material's place about
 * the same thing; "only X and not Y" credits X.
 */
import { describe, expect, it } from 'vitest';
import { gradeOne, openQuestion } from './fixtures.ts';

describe('grading v8: contrary only about the same thing', () => {
  it('credits "only a single lookup, not a scan of every single entry" (English)', async () => {
    const q = openQuestion(
      'Explain why a hash table lookup is fast.',
      'A hash table lookup is fast since it needs a single hash computation, not a linear scan of every single entry.',
      ['single hash computation', 'linear scan', 'single entry'],
    );
    const good = await gradeOne(
      q,
      'A hash table lookup is fast because it needs only a single hash computation, not a linear scan of every single entry as in a list.',
    );
    expect(good.score).toBeGreaterThanOrEqual(90);
    expect(good.feedback).not.toMatch(/contrary/);
    // the opposite said of the same thing is still contrary
    const wrong = await gradeOne(
      q,
      'A hash table lookup is fast because it needs a hash computation for every entry, a linear scan of only a single entry.',
    );
    expect(wrong.score).toBeLessThanOrEqual(30);
  });

  it('credits "רק חישוב יחיד, ולא מעבר על כל רשומה יחידה" (Hebrew)', async () => {
    const q = openQuestion(
      'הסבירו מדוע חיפוש בטבלת גיבוב מהיר.',
      'חיפוש בטבלת גיבוב מהיר כי הוא דורש חישוב גיבוב יחיד, ולא סריקה של כל רשומה יחידה בטבלה.',
      ['חישוב גיבוב יחיד', 'סריקה', 'רשומה יחידה'],
    );
    const good = await gradeOne(
      q,
      'החיפוש מהיר כי הוא דורש רק חישוב גיבוב יחיד, ולא סריקה של כל רשומה יחידה בטבלה כמו ברשימה.',
    );
    expect(good.score).toBeGreaterThanOrEqual(90);
    expect(good.feedback).not.toMatch(/בניגוד/);
  });
});

describe('grading v8: a denied word said the other way of another subject is no contradiction', () => {
  it("reads the subject of the material's denial (English)", async () => {
    const q = openQuestion(
      'Explain why keeping a replicated index consistent is hard.',
      'Keeping a replicated index consistent is hard because replicas do not update the shared index until a sync.',
      ['replicas', 'shared index'],
    );
    const other = await gradeOne(q, 'Because clients might read or modify the shared index at any moment.');
    expect(other.feedback).not.toMatch(/contrary/);
    const same = await gradeOne(
      q,
      'Because the replicas update the shared index immediately after every write.',
    );
    expect(same.feedback).toMatch(/contrary/);
    expect(same.score).toBeLessThanOrEqual(15);
  });

  it("reads the subject of the material's denial (Hebrew)", async () => {
    const q = openQuestion(
      'הסבירו מדוע קשה לשמור על אינדקס משוכפל עקבי.',
      'קשה לשמור על אינדקס משוכפל עקבי כי העותקים אינם מעדכנים את האינדקס המשותף עד לסנכרון.',
      ['העותקים', 'האינדקס המשותף'],
    );
    const other = await gradeOne(q, 'כי הלקוחות עשויים לקרוא או לשנות את האינדקס המשותף בכל רגע.');
    expect(other.feedback).not.toMatch(/בניגוד/);
    const same = await gradeOne(q, 'כי העותקים מעדכנים את האינדקס המשותף מיד אחרי כל כתיבה.');
    expect(same.feedback).toMatch(/בניגוד/);
  });
});

describe('grading v8: "by" before an amount is no method', () => {
  it('does not read "ahead by at least a preset gap" as another method than "by some fixed margin"', async () => {
    const q = openQuestion(
      'Explain what the hinge loss is set up to achieve.',
      'The hinge loss is set up so that the correct class gets a score higher than the incorrect classes by some fixed margin.',
      ['correct class', 'incorrect classes', 'fixed margin'],
    );
    const r = await gradeOne(
      q,
      'It wants the correct class to score above the incorrect classes by at least a preset gap, and penalizes it otherwise.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.score).toBeGreaterThanOrEqual(50);
  });
});

describe('grading v8: an opposite said of another subject', () => {
  it("credits a contrast when the answer says the idea of the material's subject (English)", async () => {
    const q = openQuestion(
      'Explain why you can keep the handle in a register.',
      'You can keep the handle in a register because the handle to the buffer is a known, fixed size.',
      ['buffer', 'fixed size'],
    );
    const good = await gradeOne(
      q,
      'A register holds values of a known, fixed size. The buffer itself may have an unknown or changing size, but the handle to it always has the same known, fixed size, so the handle fits in a register.',
    );
    expect(good.feedback).not.toMatch(/contrary/);
    expect(good.score).toBeGreaterThanOrEqual(80);
    // the property said of the wrong subject, the opposite of the right one: still contrary
    const wrong = await gradeOne(
      q,
      'Because the buffer that it points to has a known, fixed size; if the buffer could change size, the handle would not fit.',
    );
    expect(wrong.score).toBeLessThanOrEqual(30);
  });

  it("credits a contrast when the answer says the idea of the material's subject (Hebrew)", async () => {
    const q = openQuestion(
      'הסבירו מדוע אפשר לשמור את המצביע באוגר.',
      'אפשר לשמור את המצביע באוגר כי המצביע הוא בגודל קבוע.',
      ['גודל קבוע'],
    );
    const good = await gradeOne(
      q,
      'הנתונים עצמם הם בגודל משתנה, אבל המצביע אליהם תמיד בגודל קבוע, ולכן אפשר לשמור את המצביע באוגר.',
    );
    expect(good.feedback).not.toMatch(/בניגוד/);
    expect(good.score).toBeGreaterThanOrEqual(80);
  });
});
