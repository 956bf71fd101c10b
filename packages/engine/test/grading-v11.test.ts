/**
 * Local grading v11 (decision 105): an explanation in the student's own words earns 80 (partial, never full marks),
 * and in Hebrew, which writes "and", "the", "in", "to", "from", "that" and "as" as prefixes, from 32 words rather
 * than 40; an answer that contrasts two things as the material does, and says the material's word of the material's
 * subject, is not read as contradicting it ("the record may have a variable size, but its offset has a fixed
 * size"), while the opposite said of the material's own subject still is; Hebrew prefix chains ("וכשהקבוצה"); a
 * sentence restating the material's claim is no padding; a missed key term caps the score; an attribute said of the
 * wrong one of two things the material sets against each other is stated contrary to it.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';
import { matchWords, sameWord, writesFormula } from '../src/matching.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v11: a contrast is no contradiction, a swapped relation is', () => {
  const en = open(
    'Explain why the offset of a record can be kept in the page header.',
    'Everything kept in the page header must have a known, fixed size. The offset of a record can be kept in the header because the offset is a known, fixed size.',
    ['known', 'fixed size'],
  );

  it('credits an answer that says the material word of its subject beside the opposite of another thing (English)', async () => {
    const r = await engine.grade(
      en,
      'The record itself may have an unknown or variable size, but its offset always has a known, fixed size, so the offset fits in the header.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.feedback).not.toMatch(/contrary/);
  });

  it('withholds credit from an answer that says the opposite of the material subject (English, relation swapped)', async () => {
    const r = await engine.grade(
      en,
      'The offset of a record can be kept in the header because the offset has a variable size that can grow whenever the record grows.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/contrary to the material: .*fixed size/);
  });

  const langs = open(
    'Explain why Python programs are hard to optimise ahead of time.',
    'Dynamic languages such as Python are more difficult to optimise than statically typed ones, because the types of variables are known only at run time.',
    ['Dynamic languages', 'types of variables'],
  );

  it('does not read "a dynamic language, harder than a statically typed one" as contradicting "dynamic" (English)', async () => {
    const r = await engine.grade(
      langs,
      'Because Python is a dynamic language, which is harder to optimise than a statically typed language.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.feedback).toMatch(/You covered Dynamic languages/);
    expect(r.score).toBeGreaterThan(30);
    expect(r.score).toBeLessThan(100);
  });

  const he = open('הסבירו מדוע התנע נשמר בהתנגשות.', 'התנע נשמר בהתנגשות מכיוון שהמערכת סגורה.', [
    'מערכת',
    'סגורה',
  ]);

  it('withholds credit from a Hebrew answer that calls the material system open, even beside the word closed', async () => {
    const r = await engine.grade(
      he,
      'התנע נשמר כי המערכת פתוחה: הגופים מקבלים אנרגיה מהסביבה. במערכת סגורה התנע היה משתנה.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/בניגוד לחומר/);
  });
});

describe('grading v11: explanations in the student own words', () => {
  const he = open(
    'הסבירו מהי התארכות זמן.',
    'המשמעות של התארכות זמן היא שפרק הזמן בין שני מאורעות שמתרחשים באותו מקום מבחינת מערכת ייחוס אחת ארוך יותר מבחינת מערכת ייחוס הנעה במהירות קבועה ביחס אליה.',
    ['פרק הזמן', 'מערכת ייחוס הנעה', 'מאורעות', 'באותו מקום'],
  );

  it('gives a Hebrew paraphrase of 32 words or more partial credit of 80, and names the material terms to check', async () => {
    const answer =
      'כששני אירועים קורים באותה נקודה בעיני צופה אחד, צופה אחר שזז ביחס אליו במהירות קבועה ימדוד ביניהם משך גדול יותר. כלומר השעון הנע נראה כאילו הוא מתקתק לאט יותר, והזמן שבין שני האירועים נמתח עבורו.';
    expect(answer.split(/\s+/).length).toBeGreaterThanOrEqual(32);
    expect(answer.split(/\s+/).length).toBeLessThan(40);
    const r = await engine.grade(he, answer);
    expect(r.score).toBe(80);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/במילים משלך/);
    expect(r.feedback).toMatch(/חסר: .*מערכת ייחוס הנעה/);
  });

  it('does not give a short Hebrew answer of vague words that credit', async () => {
    const r = await engine.grade(he, 'זה קשור לשעונים ולצופים שזזים, ויש לזה חשיבות גדולה בפיזיקה המודרנית.');
    expect(r.score).toBeLessThan(50);
  });

  const en = open(
    'Compare reading data from the heap and from the stack: which is slower, and why?',
    'Reading data from the heap is slower than reading data from the stack because the processor has to follow a pointer to get there.',
    ['follow', 'pointer'],
  );

  it('gives an English paraphrase of 40 words or more partial credit of 80, never full marks (English, own words)', async () => {
    const r = await engine.grade(
      en,
      'Reading from the heap is the slower one. Data on the stack sits right where the function expects it, but data on the heap takes an extra step: the processor first reads the address where it lives and then jumps there to fetch it.',
    );
    // (v23: "takes an extra step: the processor first reads the address ... and then jumps there" says "follow a
    // pointer" by a phrase of its family: every idea said, some in the student's own words, 90, never full marks)
    expect(r.score).toBe(90);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/covered follow/);
  });
});

describe('grading v11: Hebrew prefixes, restated claims, missed key terms', () => {
  it('reads a Hebrew word behind a chain of prefixes ("וכשהקבוצה", "שבמערכת", "וכשבמערכת")', () => {
    const same = (a: string, b: string) => sameWord(matchWords(a)[0]!, matchWords(b)[0]!);
    expect(same('וכשהקבוצה', 'קבוצה')).toBe(true);
    expect(same('כשהקבוצה', 'הקבוצות')).toBe(true);
    expect(same('שבמערכת', 'מערכות')).toBe(true);
    expect(same('וכשבמערכת', 'מערכת')).toBe(true);
    // ("משתנה" is no "ש" prefix on "תנה": never "תנאי")
    expect(same('משתנה', 'תנאי')).toBe(false);
    expect(same('כשהקבוצה', 'מערכת')).toBe(false);
  });

  it('gives full marks to a Hebrew answer whose idea follows such prefixes (Hebrew, good)', async () => {
    const q = open('הסבירו מתי סדרה נקראת חסומה.', 'סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.', [
      'קבוצה',
      'איברי הסדרה',
    ]);
    const r = await engine.grade(
      q,
      'כשהקבוצה של כל איברי הסדרה חסומה, כלומר יש מספר שכל האיברים קטנים ממנו בערכם המוחלט.',
    );
    expect(r.score).toBe(100);
    expect(r.correct).toBe(true);
  });

  const square = open(
    'Is every square a rectangle? Explain.',
    'Every square is a rectangle, because all four of its angles are right angles. The converse does not hold: a rectangle with unequal sides is not a square.',
    ['four angles', 'right angles', 'unequal sides'],
  );

  it('does not count a sentence that restates the material claim in the question words as padding (English)', async () => {
    const r = await engine.grade(
      square,
      'Every square is a rectangle. All four angles of a square are right angles. The converse does not hold, since a rectangle with unequal sides is not a square.',
    );
    expect(r.score).toBe(100);
  });

  it('caps an answer that misses key terms at their share plus 30, and names them as missing (English, partial)', async () => {
    const r = await engine.grade(
      square,
      'Every square is a rectangle, and the converse does not hold: a rectangle with unequal sides is not a square, since a square needs more than that.',
    );
    expect(r.score).toBeLessThanOrEqual(64);
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/You covered unequal sides/);
    expect(r.feedback).toMatch(/Missing: four angles and right angles/);
  });
});

describe('grading v11: an attribute said of the wrong one of two things', () => {
  const en = open(
    'Compare TCP and UDP: how do they differ?',
    'TCP delivers every segment reliably and in order, while UDP sends datagrams without any guarantee of delivery.',
    ['reliably', 'without any guarantee'],
  );

  it('gives full marks to the comparison said the material way round (English, good)', async () => {
    const r = await engine.grade(
      en,
      'TCP makes sure every segment arrives reliably and in order, while UDP just sends datagrams without any guarantee that they arrive.',
    );
    expect(r.score).toBe(100);
  });

  it('withholds credit when each attribute is said of the other protocol (English, wrong one of two)', async () => {
    const r = await engine.grade(
      en,
      'TCP sends datagrams without any guarantee of delivery, while UDP delivers every segment reliably and in order.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/the material says it of "(tcp|udp)"/);
    expect(r.feedback).toMatch(/Stated contrary to the material: reliably and without any guarantee/);
  });

  const he = open(
    'השוו בין מוליכים למבודדים: במה הם שונים?',
    'במוליכים יש אלקטרונים חופשיים, ואילו במבודדים האלקטרונים קשורים לאטום.',
    ['אלקטרונים חופשיים', 'קשורים לאטום'],
  );

  it('gives full marks to the Hebrew comparison the material way round (Hebrew, good)', async () => {
    const r = await engine.grade(
      he,
      'במוליכים האלקטרונים חופשיים לנוע, ואילו במבודדים האלקטרונים קשורים לאטום ואינם זזים.',
    );
    expect(r.score).toBe(100);
  });

  it('withholds credit from the Hebrew comparison with the attributes swapped (Hebrew, wrong one of two)', async () => {
    const r = await engine.grade(
      he,
      'במוליכים האלקטרונים קשורים לאטום, ואילו במבודדים יש אלקטרונים חופשיים שנעים בקלות.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/התשובה מייחסת את/);
    expect(r.feedback).toMatch(/בניגוד לחומר/);
  });
});

describe('grading v11: a formula with its arrow said in words', () => {
  const he = open(
    'מה קובעת הלמה על סדרות הממוצעים? ציינו את ההנחות ואת המסקנה.',
    'אם 0 < 𝑎𝑛 ⟶ 𝐿 אז 𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿.',
    ['𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿', '0 < 𝑎𝑛 ⟶ 𝐿'],
  );

  it('credits "mn, gn, hn (the three means) converge to L" for mn, gn, hn ⟶ L (Hebrew, good)', async () => {
    const r = await engine.grade(
      he,
      'הלמה קובעת: אם 0 < an ⟶ L (סדרה חיובית שמתכנסת ל-L), אז גם סדרות הממוצעים mn, gn, hn (החשבוני, ההנדסי וההרמוני) מתכנסות ל-L.',
    );
    expect(r.score).toBe(100);
    expect(r.correct).toBe(true);
  });

  it('does not credit the formula when the answer gives other limits (Hebrew, wrong)', async () => {
    const r = await engine.grade(
      he,
      'אם 0 < an ⟶ L אז mn מתכנסת ל-L, אבל gn ו-hn מתכנסות לערכים קטנים יותר מ-L.',
    );
    expect(r.score).toBeLessThan(100);
    expect(r.feedback).toMatch(/חסר: 𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿/);
  });

  it('credits "x_n, y_n converge to 0" for x_n, y_n ⟶ 0 (English)', () => {
    expect(writesFormula('𝑥𝑛, 𝑦𝑛 ⟶ 0', 'both x_n, y_n (the two bounds) converge to 0')).toBe(true);
    expect(writesFormula('𝑥𝑛, 𝑦𝑛 ⟶ 0', 'x_n converges to 0 and y_n tends to 1')).toBe(false);
  });
});
