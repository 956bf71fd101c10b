/**
 * Local grading v9 (decision 105): symbols of mathematics read the same however they are written ("𝑎𝑛" from a PDF,
 * "a_n" typed by a student); a formula key idea is said by writing the formula, not by naming its symbols; a word of
 * a key idea's family in another part of speech ("comparison" for "compare") states it.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v9: symbols and formulas', () => {
  const he = open(
    'מה קובעת הלמה על סדרות הממוצעים? ציינו את ההנחה ואת המסקנה.',
    'אם 0 < 𝑎𝑛 ⟶ 𝐿 אז 𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿: הממוצע החשבוני, ההנדסי וההרמוני מתכנסים לאותו גבול.',
    ['0 < 𝑎𝑛 ⟶ 𝐿', '𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿'],
  );

  it('credits a formula typed with subscripts ("a_n") where the material has italic symbols (Hebrew)', async () => {
    const r = await engine.grade(
      he,
      'ההנחה: 0 < a_n ⟶ L, כלומר סדרה חיובית שמתכנסת ל-L. המסקנה: m_n, g_n, h_n ⟶ L, כלומר שלוש סדרות הממוצעים מתכנסות גם הן ל-L.',
    );
    // (it scored 0 when "a_n" was two single letters and "𝑎𝑛" the article "an")
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(r.feedback).not.toMatch(/חסר/);
  });

  it('keeps low an answer that names every symbol but states another limit (Hebrew, wrong)', async () => {
    const r = await engine.grade(
      he,
      'אם הסדרה a_n שלילית אז m_n, g_n ו-h_n מתבדרות ואין להן גבול, ולכן הלמה לא אומרת דבר על L.',
    );
    expect(r.score).toBeLessThanOrEqual(40);
    expect(r.feedback).toMatch(/חסר/);
  });

  it('gives partial credit, shown as partial, for the hypothesis without the conclusion (Hebrew)', async () => {
    const r = await engine.grade(he, 'ההנחה של הלמה היא 0 < a_n ⟶ L, כלומר סדרה חיובית שמתכנסת ל-L.');
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(75);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/חסר/);
  });

  it('credits "x_i" for the italic 𝑥𝑖 of the material (English)', async () => {
    const q = open(
      'What does the interpolation condition require?',
      'The interpolation condition requires p(𝑥𝑖) = 𝑦𝑖 at every node 𝑥𝑖, so the polynomial passes through each data point.',
      ['p(𝑥𝑖) = 𝑦𝑖', 'data point'],
    );
    const good = await engine.grade(
      q,
      'It requires p(x_i) = y_i at every node x_i: the polynomial must pass through each data point exactly.',
    );
    expect(good.score).toBeGreaterThanOrEqual(90);
    const wrong = await engine.grade(
      q,
      'It requires p(x_i) = 0 at every node x_i and y_i = 1, whatever the data.',
    );
    expect(wrong.score).toBeLessThanOrEqual(40);
  });
});

describe('grading v9: a word of the idea’s family', () => {
  it('credits "a comparison of the image with each template" for "comparing each template" (English)', async () => {
    const q = open(
      'Explain how the score of each class is obtained.',
      'The score of each class is obtained by comparing each template with the image using an inner product.',
      ['comparing', 'template', 'inner product'],
    );
    const r = await engine.grade(
      q,
      'The score comes from a comparison of the image with each class template, computed as an inner product of the two.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).toMatch(/comparing/);
  });
});

describe('grading v9: an explanation in the student’s own words', () => {
  const en = open(
    'Explain why accessing data on the heap is slower than accessing data on the stack.',
    'Accessing data in the heap is slower than accessing data on the stack because you have to follow a pointer to get there. Contemporary processors are faster if they jump around less in memory.',
    ['follow', 'pointer'],
  );

  it('gives a good partial grade to a sound explanation without the material’s terms (English)', async () => {
    const r = await engine.grade(
      en,
      'Reading from the heap usually costs more time. A heap value is reached indirectly: the program first reads an address and then jumps to that place in memory, whereas stack values sit right where the program expects them. That extra hop, often to a distant place in memory, is what makes it slower for processors.',
    );
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.score).toBeLessThan(100);
    expect(r.correct).toBe(false);
    // (v23: "first reads an address and then jumps there", "that extra hop" say "follow a pointer" by a phrase of its
    // family, so the feedback names both ideas covered instead of the own-words note)
    expect(r.feedback).toMatch(/own words|covered follow/);
    expect(r.feedback).toMatch(/pointer/);
    expect(r.feedback).not.toMatch(/does not address/);
  });

  it('keeps low a long answer about something else, and one padded with other facts (English)', async () => {
    const offTopic = await engine.grade(
      en,
      'I find this topic quite interesting, and I have always enjoyed learning about how computers work at a deep level. My teacher told us many stories about early machines and the people who built them, and I think that history matters a lot for students today.',
    );
    expect(offTopic.score).toBeLessThanOrEqual(30);
    const padded = await engine.grade(
      en,
      'Rust is a systems programming language. It focuses on safety and speed. Some languages have a garbage collector. In others the programmer must allocate and free memory. The stack is last in, first out. The heap is less organized than the stack, and accessing data there is somehow slower.',
    );
    expect(padded.score).toBeLessThanOrEqual(40);
  });

  it('keeps low a long explanation that states the material’s point the other way round (English, wrong)', async () => {
    const r = await engine.grade(
      en,
      'Accessing data on the stack is slower than accessing data on the heap, because the stack has to be searched from the top every time a value is read. The heap gives every value a direct place, so the program never has to look for it or go through anything first.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  const he = open(
    'הסבירו מדוע הגישה לנתונים בערימה איטית יותר מהגישה לנתונים במחסנית.',
    'הגישה לנתונים בערימה איטית יותר מהגישה לנתונים במחסנית, כי צריך לעקוב אחרי מצביע כדי להגיע אליהם. מעבדים מודרניים מהירים יותר כשהם קופצים פחות בזיכרון.',
    ['לעקוב אחרי מצביע', 'קופצים פחות בזיכרון'],
  );

  it('gives a good partial grade to a sound explanation without the material’s terms (Hebrew)', async () => {
    const r = await engine.grade(
      he,
      'כדי לקרוא ערך מהערימה התוכנית קוראת קודם כתובת ורק אחר כך ניגשת למקום שהכתובת מציינת בזיכרון, ולכן יש כאן שלב נוסף. במחסנית הערכים נמצאים בדיוק במקום שהתוכנית מצפה להם, והמעבד לא צריך לדלג למקומות רחוקים בזיכרון, וזה מה שהופך אותה למהירה יותר.',
    );
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.score).toBeLessThan(100);
    expect(r.feedback).toMatch(/במילים משלך/);
  });

  it('keeps low a short partial answer and shows it as partial (Hebrew)', async () => {
    const r = await engine.grade(he, 'כי צריך לעקוב אחרי מצביע כדי להגיע לנתונים בערימה.');
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(80);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/חסר/);
  });
});

describe('grading v9: the material’s choice without the why', () => {
  it('gives partial credit for "the heap is slower", none for the other way round (English)', async () => {
    const q = open(
      'Compare accessing data in the heap and accessing data on the stack: which is slower, and why?',
      'Accessing data in the heap is slower than accessing data on the stack because you have to follow a pointer to get there.',
      ['follow', 'pointer'],
    );
    const choice = await engine.grade(q, 'Accessing the heap is slower than accessing the stack.');
    expect(choice.score).toBeGreaterThanOrEqual(30);
    expect(choice.score).toBeLessThanOrEqual(50);
    expect(choice.feedback).toMatch(/pointer/);
    const swapped = await engine.grade(q, 'Accessing the stack is slower than accessing the heap.');
    expect(swapped.score).toBeLessThanOrEqual(15);
  });

  it('gives partial credit for the first half of a "whether" question, none for the converse (Hebrew)', async () => {
    const q = open(
      'האם כל סדרה מתכנסת היא חסומה, והאם כל סדרה חסומה היא מתכנסת? הסבירו.',
      'כל סדרה מתכנסת היא חסומה. ההפך אינו נכון: סדרה חסומה אינה בהכרח מתכנסת, לדוגמה (−1)^n.',
      ['ההפך אינו נכון', 'חסומה אינה בהכרח מתכנסת'],
    );
    const half = await engine.grade(q, 'כן, כל סדרה מתכנסת היא חסומה.');
    expect(half.score).toBeGreaterThanOrEqual(30);
    expect(half.score).toBeLessThanOrEqual(50);
    expect(half.feedback).toMatch(/חסר/);
    const converse = await engine.grade(q, 'כן, כל סדרה חסומה היא מתכנסת.');
    expect(converse.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v9: compile time against run time', () => {
  const q = open(
    'Explain the term "ownership": what it means and what characterises it.',
    'Ownership is a set of rules that govern how a Rust program manages memory. Memory is managed through a system of ownership with a set of rules that the compiler checks. If any of the rules are violated, the program won’t compile.',
    ['set of rules', 'Rust program', 'system of ownership', 'compiler checks'],
  );

  it('keeps low "rules enforced at runtime" for rules the compiler checks (English, wrong)', async () => {
    const r = await engine.grade(
      q,
      'Ownership is a set of rules for how a Rust program manages memory; a system of ownership tracks the data at runtime and frees memory that no longer has an owner, and breaking a rule panics while running.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });

  it('credits the compiler checking the rules, with no cost at runtime (English)', async () => {
    const r = await engine.grade(
      q,
      'Ownership is a set of rules that govern how a Rust program manages memory. It works as a system of ownership whose rules the compiler checks, so a program that breaks them will not compile, and the checks cost nothing at runtime.',
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
  });
});
