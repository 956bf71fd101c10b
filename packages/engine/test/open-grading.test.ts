/** Local grading of open answers (decision 105): inflections, Hebrew prefixes, typos, partial credit, feedback. */
import { describe, expect, it } from 'vitest';
import { type GeneratedQuestion } from '../src/index.ts';
import { ideaCoverage, matchWords, sameWord, synonymOf } from '../src/matching.ts';
import { gradeOne, NOTES_SOURCE } from './fixtures.ts';

const stack: GeneratedQuestion = {
  type: 'open-ended',
  form: 'explain-why',
  text: 'Explain why pushing to the stack is faster than allocating on the heap.',
  options: null,
  correctAnswer:
    'Pushing to the stack is faster than allocating on the heap because the allocator never has to search for free space; the new data always goes on top of the stack.',
  explanation: 'A complete answer covers: allocator; search for free space; top of the stack.',
  source: NOTES_SOURCE,
  keyIdeas: ['allocator', 'search for free space', 'top of the stack'],
};

const hebrew: GeneratedQuestion = {
  type: 'open-ended',
  form: 'explain-concept',
  text: 'הסבירו את המושג "לולאה": מה הוא מציין ומה תפקידו?',
  options: null,
  correctAnswer: 'לולאה היא מבנה שחוזר על קטע קוד כל עוד התנאי מתקיים. בכל מעבר מעדכנים את המשתנה של הלולאה.',
  explanation: 'תשובה מלאה מתייחסת ל: קטע קוד, תנאי, משתנה.',
  source: NOTES_SOURCE,
  keyIdeas: ['קטע קוד', 'תנאי', 'משתנה'],
};

describe('open-answer grading', () => {
  it('credits a key idea in any English word form and word order, and small typos in long words', () => {
    const answer = matchWords('Allocators search for spaces that are free; new items sit at the stack top.');
    expect(ideaCoverage('allocator', answer)).toBe(1);
    expect(ideaCoverage('search for free space', answer)).toBe(1);
    expect(ideaCoverage('top of the stack', answer)).toBe(1);
    expect(ideaCoverage('classification', matchWords('the classifications'))).toBe(1);
    expect(ideaCoverage('iteration', matchWords('iterative methods iterate'))).toBe(1);
    expect(ideaCoverage('allocator', matchWords('the alocator'))).toBe(1);
    expect(ideaCoverage('heap', matchWords('the help'))).toBe(0);
    // identifiers of letters and digits are one word: "T23" in "T23,1", "L2" not "L"
    expect(ideaCoverage('T23', matchWords('jumps to trace T23,1'))).toBe(1);
    expect(ideaCoverage('L2 distance', matchWords('the L1 distance'))).toBe(0.5);
  });

  it('credits a Hebrew key idea written with prefixes ("המשתנה" earns "משתנה")', () => {
    expect(ideaCoverage('משתנה', matchWords('המשתנה'))).toBe(1);
    expect(ideaCoverage('משתנה', matchWords('ובמשתנים'))).toBe(1);
    expect(ideaCoverage('תנאי', matchWords('שהתנאי'))).toBe(1);
    expect(ideaCoverage('קטע קוד', matchWords('וכשקטע הקוד'))).toBe(1);
    expect(ideaCoverage('משתנה', matchWords('מחשב'))).toBe(0);
  });

  it('credits Hebrew construct state, plural construct and a possessive ending', () => {
    expect(ideaCoverage('משתנה', matchWords('משתני הלולאה'))).toBe(1);
    expect(ideaCoverage('מערכת ייחוס', matchWords('מערכות הייחוס'))).toBe(1);
    expect(ideaCoverage('אנרגיית אור', matchWords('האנרגיה של האור'))).toBe(1);
    expect(ideaCoverage('תנועה', matchWords('תנועת הגוף'))).toBe(1);
    expect(ideaCoverage('מהירות האור', matchWords('ממהירותו של האור'))).toBe(1);
    expect(ideaCoverage('מערך ממוין', matchWords('במערכים הממוינים'))).toBe(1);
    expect(ideaCoverage('משתנה', matchWords('משתמש'))).toBe(0);
    expect(ideaCoverage('חמצן', matchWords('מחשב'))).toBe(0);
  });

  it('credits spelling variants: a letter left out, added or swapped in five-letter words, a Hebrew vowel letter more or less', () => {
    expect(ideaCoverage('color channels', matchWords('the colour channels'))).toBe(1);
    expect(ideaCoverage('pixel values', matchWords('the pixle values'))).toBe(1);
    // one letter for another in a short word is another word
    expect(ideaCoverage('lower', matchWords('more power'))).toBe(0);
    expect(ideaCoverage('class', matchWords('glass'))).toBe(0);
    expect(ideaCoverage('מכיוון', matchWords('מכיון'))).toBe(1);
    expect(ideaCoverage('המערך הממוין', matchWords('במערך הממויין'))).toBe(1);
    expect(ideaCoverage('האיבר האמצעי', matchWords('לאבר האמצעי'))).toBe(1);
    // "relativity" is no "reference" (same letters, another word)
    expect(ideaCoverage('ייחוס', matchWords('תורת היחסות'))).toBe(0);
  });

  it('gives a sound paraphrase in the material’s words at least 70', async () => {
    const r = await gradeOne(
      stack,
      'Because the allocator does not need to search for any free space: new data is simply put on top of the stack.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
  });

  it('gives an empty or off-topic answer 0', async () => {
    expect((await gradeOne(stack, '   ')).score).toBe(0);
    const off = await gradeOne(
      stack,
      'Photosynthesis turns light into chemical energy in the leaves of plants.',
    );
    expect(off).toMatchObject({ score: 0, correct: false });
    expect(off.missed).toEqual(stack.keyIdeas);
  });

  it('gives a partial answer partial credit, not labelled correct, and names what is missing', async () => {
    const r = await gradeOne(stack, 'The allocator works differently for the heap and is slower there.');
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThan(100);
    expect(r.correct).toBe(false);
    expect(r.covered).toEqual(['allocator']);
    expect(r.missed).toEqual(['search for free space', 'top of the stack']);
    expect(r.feedback).toBe(
      'You named allocator without saying what the material says about it. Missing: search for free space (the material: "because the allocator never has to search for free space"); top of the stack (the material: "the new data always goes on top of the stack").',
    );
  });

  it('grades a Hebrew answer with prefixes and answers in Hebrew', async () => {
    const full = await gradeOne(
      hebrew,
      'הלולאה חוזרת על קטע הקוד כל עוד שהתנאי מתקיים, ובכל סיבוב מעדכנים את המשתנה.',
    );
    expect(full).toMatchObject({ score: 100, correct: true });
    expect(full.feedback).toContain('תשובה מלאה');
    const partial = await gradeOne(hebrew, 'בלולאה יש משתנה שמשתנה בכל פעם שהיא רצה.');
    expect(partial.correct).toBe(false);
    expect(partial.score).toBeGreaterThan(0);
    expect(partial.score).toBeLessThan(100);
    expect(partial.covered).toEqual(['משתנה']);
    // two ideas of one clause share its quote
    expect(partial.feedback).toBe(
      'הזכרת את משתנה בלי להסביר מה החומר אומר על כך. חסר: קטע קוד ו־תנאי (בחומר: "לולאה היא מבנה שחוזר על קטע קוד כל עוד התנאי מתקיים").',
    );
  });

  it('never counts stop words or filler words as key ideas', async () => {
    const q = { ...stack, keyIdeas: ['the', 'of the', 'allocator'] };
    const r = await gradeOne(q, 'The allocator of the heap.');
    expect(r.missed).toEqual([]);
    expect(r.covered).toEqual(['allocator']);
    // a question stored without key ideas: content words of the model answer, never "the" or "because"
    const bare = await gradeOne({ ...stack, keyIdeas: undefined }, 'the of because');
    expect(bare.score).toBe(0);
    for (const idea of [...(bare.missed ?? []), ...(bare.covered ?? [])])
      expect(['the', 'of', 'because', 'to', 'on']).not.toContain(idea);
  });

  it('credits another name the material gives an idea, and an acronym of it', async () => {
    const scores: GeneratedQuestion = {
      ...stack,
      form: 'explain-how',
      text: 'Explain how a linear classifier scores an image for each class.',
      correctAnswer:
        'Each class has a template, and the image is scored by taking an inner product (or dot product) of its pixels with that template.',
      keyIdeas: ['template', 'inner product'],
    };
    const r = await gradeOne(
      scores,
      'It takes the dot product of the pixels with the template of every class.',
    );
    expect(r.covered).toEqual(['template', 'inner product']);
    expect(r.correct).toBe(true);
    // without the material naming it, "dot product" is not "inner product"
    const plain = { ...scores, correctAnswer: scores.correctAnswer.replace(' (or dot product)', '') };
    const p = await gradeOne(
      plain,
      'It takes the dot product of the pixels with the template of every class.',
    );
    expect(p.feedback).toBe('You covered template. You partly covered inner product.');
    expect(p.correct).toBe(false);
    // an acronym of a multi-word idea, and the words an acronym of the material stands for
    const fourier: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain what "Fourier series" is and what role it plays.',
      correctAnswer:
        'A Fourier series expands a periodic function in complex exponentials; it is used for partial differential equations and for protected health information ("PHI") audits.',
      keyIdeas: ['periodic function', 'partial differential equations', 'PHI'],
    };
    const f = await gradeOne(
      fourier,
      'It writes a periodic function as a sum of exponentials and helps to solve PDEs and to audit protected health information.',
    );
    expect([...(f.covered ?? [])].sort()).toEqual([
      'PHI',
      'partial differential equations',
      'periodic function',
    ]);
  });

  it('gives no credit for an idea stated in the negative or with a negative prefix, and says so', async () => {
    const annot: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain what "NOGC" is and what characterises it.',
      correctAnswer:
        'NOGC is a trusted annotation that means the function never triggers garbage collection.',
      keyIdeas: ['trusted annotation', 'garbage collection'],
    };
    const right = await gradeOne(
      annot,
      'A trusted annotation saying that the function never triggers garbage collection.',
    );
    expect(right).toMatchObject({ score: 100, correct: true });
    const flipped = await gradeOne(
      annot,
      'It is an untrusted annotation saying that the function always triggers garbage collection.',
    );
    expect(flipped.correct).toBe(false);
    expect(flipped.score).toBeLessThanOrEqual(40);
    expect(flipped.missed).toContain('trusted annotation');
    // "always triggers" where the material says "never triggers" is contrary too
    expect(flipped.feedback).toContain(
      'Stated contrary to the material: trusted annotation and garbage collection.',
    );
    const denied = await gradeOne(
      stack,
      'The allocator has to search for free space every time, and new data never goes on top of the stack.',
    );
    expect(denied.missed).toEqual(['search for free space', 'top of the stack']);
    expect(denied.score).toBeLessThan(30);
    // Hebrew: "אינה קבועה" where the material says "קבועה"
    const light: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו את המושג "מהירות האור" ואת מאפייניו.',
      correctAnswer: 'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
      keyIdeas: ['קבועה', 'מערכות הייחוס'],
    };
    const heWrong = await gradeOne(light, 'מהירות האור אינה קבועה, היא תלויה במערכות הייחוס.');
    // ("תלויה במערכות הייחוס", depends on the frames, is the opposite of the material's "קבועה ... בכל מערכות הייחוס")
    expect(heWrong.feedback).toBe(
      'התשובה אינה מתייחסת לרעיונות המרכזיים. בניגוד לחומר: קבועה ו־מערכות הייחוס.',
    );
    expect(heWrong.score).toBeLessThan(50);
  });

  it('weighs material terms above generic words, verbs and adjectives', async () => {
    const why: GeneratedQuestion = {
      ...stack,
      text: 'Explain why a hash table lookup is fast.',
      correctAnswer:
        'A hash table lookup is fast because the hash function computes the bucket directly, which requires no search through the keys.',
      keyIdeas: ['hash function', 'bucket', 'requires', 'search'],
    };
    const terms = await gradeOne(why, 'The hash function points straight at the right bucket.');
    const words = await gradeOne(why, 'It requires a search, that is why.');
    expect(terms.score).toBeGreaterThan(words.score + 20);
  });

  it("gives no credit for the question's own words inside a key idea", async () => {
    const interp: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain what "polynomial interpolation" is and what role it plays.',
      correctAnswer:
        'Polynomial interpolation finds a polynomial through given points; naive polynomial interpolation is unstable, so polynomial regression uses more points.',
      keyIdeas: ['naive polynomial interpolation', 'polynomial regression'],
    };
    const r = await gradeOne(
      interp,
      'Polynomial interpolation is a polynomial interpolation of polynomials.',
    );
    expect(r.score).toBe(0);
    expect(r.covered).toEqual([]);
  });

  it('keeps an answer that misses a key idea below full marks and names what it missed', async () => {
    const r = await gradeOne(
      stack,
      'Pushing is cheap: the allocator never needs to search for free space, it simply puts the value on the stack at once, while the heap allocator must look around for room and keep records.',
    );
    expect(r.score).toBeLessThan(100);
    expect(r.correct).toBe(false);
    expect(r.feedback).toContain(
      'Missing: top of the stack (the material: "the new data always goes on top of the stack").',
    );
  });

  it('gives an answer that only repeats the question nothing, and says so with what the material says', async () => {
    const r = await gradeOne(
      stack,
      'Pushing to the stack is faster than allocating on the heap, it is faster.',
    );
    expect(r).toMatchObject({ score: 0, correct: false, covered: [] });
    expect(r.feedback).toMatch(/^The answer repeats the question without explaining it\. Missing: allocator/);
    const he = await gradeOne(hebrew, 'לולאה היא לולאה.');
    expect(he.score).toBe(0);
    expect(he.feedback).toMatch(/^התשובה חוזרת על השאלה ואינה מסבירה\. חסר:/u);
    // one word of its own that is a key idea is an (incomplete) answer, not a copy
    const one = await gradeOne(stack, 'Pushing to the stack is faster because of the allocator.');
    expect(one.covered).toEqual(['allocator']);
    expect(one.score).toBeGreaterThan(0);
  });

  it('gives an idea named without what the material says with it half its credit ("named", not "covered")', async () => {
    const q: GeneratedQuestion = {
      ...stack,
      form: 'explain-how',
      text: 'Explain how a linear classifier computes the score of a class.',
      correctAnswer:
        'A linear classifier computes the score of a class as a weighted sum of all of its pixel values across all 3 of its color channels.',
      keyIdeas: ['weighted sum', 'pixel values', 'color channels'],
    };
    const right = await gradeOne(
      q,
      'It multiplies every pixel value by a weight and adds them up: a weighted sum over the pixel values of all three color channels.',
    );
    // the same words in a different mechanism: each one only named
    const wrong = await gradeOne(
      q,
      'The weighted sum is a softmax output. Pixel values are normalised first. Color channels are averaged before that.',
    );
    expect(right.score, right.feedback).toBe(100);
    expect(wrong.score, wrong.feedback).toBeLessThan(60);
    expect(wrong.feedback).toContain(
      'You named weighted sum, pixel values and color channels without saying',
    );
  });

  it('writes feedback in the language of the answer', async () => {
    const r = await gradeOne(hebrew, 'A loop repeats a block of code while the condition holds.');
    expect(r.feedback).toMatch(/^The answer does not address|^You covered|^Missing/);
    const h = await gradeOne(stack, 'המקצה לא צריך לחפש מקום פנוי, והנתונים נכנסים לראש המחסנית.');
    expect(h.feedback).toMatch(/[\u05D0-\u05EA]/u);
  });

  it('gives no credit for an idea next to the opposite of what the material says ("only" for "all", "פתוחה" for "סגורה")', async () => {
    const sum: GeneratedQuestion = {
      ...stack,
      form: 'explain-how',
      text: 'Explain how a linear classifier computes the score of a class.',
      correctAnswer:
        'It computes the score as a weighted sum of the pixel values of all three colour channels.',
      keyIdeas: ['weighted sum', 'colour channels'],
    };
    const right = await gradeOne(
      sum,
      'It adds up the pixel values of all three colour channels in a weighted sum.',
    );
    expect(right).toMatchObject({ score: 100, correct: true });
    const wrong = await gradeOne(
      sum,
      'It takes a weighted sum of the pixel values of only one colour channel.',
    );
    expect(wrong.feedback).toContain('Stated contrary to the material: colour channels.');
    expect(wrong.score).toBeLessThan(50);
    const heap: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מדוע התנע נשמר.',
      correctAnswer: 'התנע נשמר מכיוון שהמערכת סגורה ואין כוחות חיצוניים.',
      keyIdeas: ['מערכת סגורה', 'כוחות חיצוניים'],
    };
    const he = await gradeOne(heap, 'כי המערכת פתוחה וכוחות חיצוניים פועלים עליה.');
    expect(he.feedback).toContain('בניגוד לחומר: מערכת סגורה');
  });

  it('gives no credit for an idea said with the opposite relation of the material, in any inflection (absorbs/releases, makes/breaks down, fixed/changes)', async () => {
    const photo: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מה קורה בתהליך הפוטוסינתזה.',
      correctAnswer: 'בתהליך הצמח קולט פחמן דו-חמצני ומים, מייצר מהם גלוקוז ומשחרר חמצן לאוויר.',
      keyIdeas: ['פחמן דו-חמצני', 'גלוקוז', 'חמצן'],
    };
    const right = await gradeOne(photo, 'הצמח קולט פחמן דו-חמצני ומים, מייצר מהם גלוקוז, ומשחרר חמצן.');
    expect(right).toMatchObject({ score: 100, correct: true });
    // the right words with the relations reversed: breaks glucose down, releases carbon dioxide
    const wrong = await gradeOne(photo, 'הצמח מפרק גלוקוז בעזרת חמצן ומשחררת פחמן דו-חמצני, כמו בנשימה.');
    expect(wrong.score).toBeLessThanOrEqual(15);
    expect(wrong.feedback).toContain('בניגוד לחומר');
    const cell: GeneratedQuestion = {
      ...stack,
      text: 'Explain the role of mitochondria.',
      correctAnswer: 'Mitochondria use oxygen to break down glucose and produce ATP, the energy of the cell.',
      keyIdeas: ['oxygen', 'glucose', 'ATP'],
    };
    const good = await gradeOne(
      cell,
      'They break glucose down with oxygen, which produces ATP for the cell.',
    );
    expect(good.score).toBeGreaterThanOrEqual(90);
    const made = await gradeOne(cell, 'They make glucose and ATP, and they release oxygen as waste.');
    expect(made.score).toBeLessThanOrEqual(15);
    expect(made.feedback).toMatch(/Stated contrary to the material: .*glucose/);
    const pointer: GeneratedQuestion = {
      ...stack,
      text: 'Explain why you can store the pointer on the stack.',
      correctAnswer:
        'You can store the pointer on the stack because the pointer to the heap is a known, fixed size.',
      keyIdeas: ['heap', 'fixed size'],
    };
    const grows = await gradeOne(
      pointer,
      'Because the pointer changes its size whenever the data on the heap grows.',
    );
    expect(grows.score).toBeLessThanOrEqual(15);
    const fixed = await gradeOne(
      pointer,
      'Because a pointer always has the same fixed size, whatever it points to on the heap.',
    );
    expect(fixed.score).toBeGreaterThanOrEqual(80);
  });

  it('gives no credit for the opposite of an idea word in its place ("open" for "closed")', async () => {
    const momentum: GeneratedQuestion = {
      ...stack,
      text: 'Explain why momentum is conserved in the decay.',
      correctAnswer: 'Momentum is conserved before and after the decay because the system is closed.',
      keyIdeas: ['system', 'closed'],
    };
    const open = await gradeOne(momentum, 'Because the system is open and takes momentum from outside.');
    expect(open.score).toBeLessThanOrEqual(15);
    expect(open.feedback).toMatch(/Stated contrary to the material: .*closed\./);
    const closed = await gradeOne(
      momentum,
      'Because it is a closed system: nothing from outside acts on it.',
    );
    expect(closed.score).toBeGreaterThanOrEqual(80);
  });

  it('gives no credit for a missed idea whose role the answer fills with another claim (what it is, how, why)', async () => {
    const ownership: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain what "ownership" is and what characterises it.',
      correctAnswer: 'Ownership is a set of rules that govern how a Rust program manages memory.',
      keyIdeas: ['set of rules', 'Rust program', 'memory'],
    };
    const collector = await gradeOne(
      ownership,
      'Ownership is a garbage collector that runs while a Rust program executes and frees the memory it no longer uses.',
    );
    expect(collector.score).toBeLessThanOrEqual(15);
    expect(collector.feedback).toContain('Stated contrary to the material: set of rules.');
    const rules = await gradeOne(
      ownership,
      'It is the set of rules by which a Rust program manages its memory.',
    );
    expect(rules.score).toBeGreaterThanOrEqual(90);
    // other words that share the material's ("a feature of Rust") are no other thing: partial, not contrary
    const feature = await gradeOne(
      ownership,
      'Ownership is a feature of Rust programs for handling memory safely.',
    );
    expect(feature.feedback).not.toContain('contrary');
    expect(feature.score).toBeGreaterThan(15);
    const score: GeneratedQuestion = {
      ...stack,
      form: 'explain-how',
      text: 'Explain how the score of each class for an image is obtained.',
      correctAnswer:
        'The score of each class for an image is obtained by comparing each template with the image using an inner product (or dot product) to find the one that fits best.',
      keyIdeas: ['template', 'inner product'],
    };
    const counting = await gradeOne(
      score,
      'The image is compared to each template by counting how many pixels differ from it, and the template with the most differing pixels gets the highest score.',
    );
    expect(counting.score).toBeLessThanOrEqual(15);
    expect(counting.feedback).toContain('Stated contrary to the material: inner product.');
    const dot = await gradeOne(
      score,
      'Each class has a template, and the image is compared with every template by taking their dot product; the template that fits best gets the highest score.',
    );
    expect(dot.score).toBeGreaterThanOrEqual(90);
    // a partial answer that only leaves the method out stays partial
    const partial = await gradeOne(
      score,
      'Each class has its own template, and the image is compared with each template to see which fits best.',
    );
    expect(partial.feedback).not.toContain('contrary');
    const he: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו כיצד מחושב הציון של כל מחלקה.',
      correctAnswer: 'הציון של כל מחלקה מחושב באמצעות מכפלה פנימית בין התבנית של המחלקה לבין התמונה.',
      keyIdeas: ['מכפלה פנימית', 'תבנית'],
    };
    const heWrong = await gradeOne(he, 'הציון מחושב באמצעות ספירת הפיקסלים הבהירים בתבנית של המחלקה.');
    expect(heWrong.score).toBeLessThanOrEqual(15);
    expect(heWrong.feedback).toContain('בניגוד לחומר: מכפלה פנימית');
    const heRight = await gradeOne(he, 'מחשבים אותו באמצעות מכפלה פנימית של התבנית של המחלקה עם התמונה.');
    expect(heRight.score).toBeGreaterThanOrEqual(90);
  });

  it('credits an idea said with a common synonym, never turns a synonym into a contradiction, and weighs a generic word of a phrase little', async () => {
    const maps: GeneratedQuestion = {
      ...stack,
      text: 'Explain why the trace activation record can be reused immediately by the branch trace.',
      correctAnswer:
        'Identical type maps yield identical activation record layouts, so the trace activation record can be reused immediately by the branch trace.',
      keyIdeas: ['identical type maps', 'activation record layouts'],
    };
    const same = await gradeOne(
      maps,
      'Because both traces have the same type maps, so the layouts of their activation records are the same as well.',
    );
    expect(same.score).toBeGreaterThanOrEqual(60);
    expect(same.covered).toEqual(['activation record layouts', 'identical type maps']);
    expect(same.missed).toEqual([]);
    const binary: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מדוע חיפוש בינארי מהיר יותר מחיפוש סדרתי.',
      correctAnswer: 'מכיוון שבכל צעד משווים את הערך לאיבר האמצעי של המערך הממוין ופוסלים מחצית מהאיברים.',
      keyIdeas: ['האיבר האמצעי', 'המערך הממוין', 'מחצית'],
    };
    const half = await gradeOne(
      binary,
      'כי בכל צעד משווים לאיבר האמצעי של המערך הממוין וזורקים חצי מהאיברים.',
    );
    expect(half).toMatchObject({ score: 100, correct: true });
    // "has to find free space" is not "never has to search": the synonym earns nothing, and makes no contradiction
    const find = await gradeOne(stack, 'Because the allocator has to find free space.');
    expect(find.feedback).toContain('You partly covered search for free space');
    expect(find.feedback).not.toContain('contrary');
    // a generic word of a phrase alone ("values" of "pixel values") does not cover it
    const pixels: GeneratedQuestion = {
      ...stack,
      text: 'Explain how a linear classifier computes the score of a class.',
      correctAnswer:
        'It computes the score as a weighted sum of all of its pixel values across its color channels.',
      keyIdeas: ['weighted sum', 'pixel values', 'color channels'],
    };
    const values = await gradeOne(
      pixels,
      'It uses some values from the image and gives a weighted sum for the class.',
    );
    expect(values.covered ?? []).not.toContain('pixel values');
  });

  const hash: GeneratedQuestion = {
    ...stack,
    form: 'explain-why',
    text: 'Explain why a hash table lookup takes constant time on average.',
    correctAnswer:
      'A hash table lookup takes constant time on average because the hash function computes the bucket index directly from the key, so the table does not have to scan the other entries; only the few keys that collide in the same bucket are compared.',
    keyIdeas: ['hash function', 'bucket index', 'scan', 'collide'],
  };
  const hashRight =
    'Because the hash function turns the key straight into the index of a bucket, the lookup jumps right to that bucket instead of scanning all the entries; it only has to compare the few keys that collided into the same bucket.';

  it('gives a list of the key terms without any relation between them little credit', async () => {
    const right = await gradeOne(hash, hashRight);
    expect(right).toMatchObject({ score: 100, correct: true });
    const list = await gradeOne(hash, 'hash function, bucket index, scan, collide, constant time.');
    expect(list.score).toBeLessThanOrEqual(20);
    expect(list.feedback).toContain('You named hash function, bucket index and collide without saying');
    const he = await gradeOne(
      {
        ...hebrew,
        text: 'הסבירו מדוע חיפוש בינארי מהיר יותר מחיפוש סדרתי.',
        correctAnswer:
          'חיפוש בינארי מהיר יותר מכיוון שבכל צעד הוא משווה את הערך לאיבר האמצעי של המערך הממוין ופוסל מחצית מהאיברים, ולכן מספר ההשוואות לוגריתמי בגודל המערך.',
        keyIdeas: ['האיבר האמצעי', 'המערך הממוין', 'מחצית', 'לוגריתמי'],
      },
      'איבר אמצעי, מערך ממוין, מחצית, לוגריתמי.',
    );
    expect(he.score).toBeLessThanOrEqual(20);
    // a terse answer that relates its terms is no list
    const terse = await gradeOne(
      hash,
      'hash(key) -> bucket index directly, no scan; only colliding keys compared',
    );
    expect(terse.score).toBeGreaterThanOrEqual(60);
  });

  it('gives padding around one right sentence no credit: the score is what that sentence says, less', async () => {
    const sentence = 'The hash function gives the bucket index from the key.';
    const alone = await gradeOne(hash, sentence);
    const padded = await gradeOne(
      hash,
      `Hash tables were invented in the 1950s and are used in databases, caches and compilers. Python dictionaries are hash tables too. ${sentence} Many programmers consider them the most useful data structure, and they come up in interviews all the time.`,
    );
    expect(alone.score).toBeGreaterThan(20);
    expect(alone.score).toBeLessThan(70);
    expect(padded.score).toBeLessThan(alone.score);
    expect(padded.covered).toEqual(alone.covered);
    // a filler sentence that names key ideas without what the material says with them does not cover them
    const filler = await gradeOne(
      stack,
      'The allocator was written in 1998 by a team in Oslo. Its top of the stack logo is famous. It never has to search for free space.',
    );
    expect(filler.feedback).toMatch(/You named (?:allocator and )?top of the stack without saying/);
    expect(filler.correct).toBe(false);
  });

  it('gives an idea said in a sentence with nothing the material says with it only part of its credit', async () => {
    // "organelles" with what the material says of them, and with something else
    const q: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain the term "mitochondria": what it means and what role it plays.',
      correctAnswer:
        "Mitochondria are organelles that produce most of the cell's energy in the form of ATP through cellular respiration. They use oxygen to break down glucose.",
      keyIdeas: ['organelles', 'ATP', 'cellular respiration', 'oxygen', 'glucose'],
    };
    const right = await gradeOne(
      q,
      "Mitochondria are the cell's organelles that make most of its energy, as ATP, by cellular respiration: they break glucose down with oxygen.",
    );
    const wrong = await gradeOne(
      q,
      'Mitochondria are organelles that store DNA and make proteins. Glucose is a sugar. Oxygen is a gas.',
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    expect(wrong.score).toBeLessThan(35);
    expect(wrong.feedback).toContain('You named');
  });

  it('reads "instead of", "no matter" and prefixed Hebrew negators the way the material means them', async () => {
    // "instead of scanning" agrees with "does not have to scan"; "only" in another clause opposes nothing
    expect((await gradeOne(hash, hashRight)).feedback).not.toContain('contrary');
    const light: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו את המושג "מהירות האור" ואת מאפייניו.',
      correctAnswer: 'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
      keyIdeas: ['קבועה', 'הכיוונים', 'מערכות', 'ייחוס'],
    };
    // "לא משנה באיזו מערכת" (no matter which frame) negates nothing
    const any = await gradeOne(
      light,
      'היא אותה מהירות בדיוק בכל כיוון, ולא משנה באיזו מערכת ייחוס מודדים אותה – היא קבועה.',
    );
    expect(any.feedback).not.toContain('בניגוד לחומר');
    expect(any.score).toBeGreaterThanOrEqual(80);
    const metal: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מדוע מתכות מוליכות חשמל היטב.',
      correctAnswer:
        'מתכות מוליכות חשמל היטב מכיוון שיש בהן אלקטרונים חופשיים שאינם קשורים לאטום מסוים, והם נעים בין היונים כאשר מופעל מתח חשמלי.',
      keyIdeas: ['אלקטרונים חופשיים', 'קשורים לאטום', 'יונים', 'מתח חשמלי'],
    };
    // "שאינם קשורים" in the material, "שלא קשורים" in the answer: the same polarity
    const agree = await gradeOne(
      metal,
      'במתכת יש אלקטרונים חופשיים, שלא קשורים לאף אטום מסוים. כשמפעילים מתח חשמלי הם זזים בין היונים החיוביים.',
    );
    expect(agree.feedback).not.toContain('בניגוד לחומר');
    const opposite = await gradeOne(
      metal,
      'כי היונים במתכת חופשיים לנוע, והאלקטרונים קשורים חזק לאטום ולכן הם לא זזים.',
    );
    expect(opposite.feedback).toContain('בניגוד לחומר: קשורים לאטום');
  });

  it('gives an answer that states a key idea contrary to the material at most 15', async () => {
    const q: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain the term "FORCESSTACK": what it means and what characterises it.',
      correctAnswer:
        'FORCESSTACK is a trusted annotation, applied to only 5 functions, that means the function refreshes the call stack.',
      keyIdeas: ['trusted annotation', 'applied', 'functions', 'refreshes'],
    };
    const r = await gradeOne(
      q,
      'FORCESSTACK is an untrusted annotation, applied to 5 functions, that means the function refreshes the call stack.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toContain('Stated contrary to the material: trusted annotation.');
  });

  it('gives a comparison stated the other way round no credit, in English and Hebrew', async () => {
    const tcp: GeneratedQuestion = {
      ...stack,
      form: 'compare',
      text: 'Compare TCP and UDP: which is more reliable, and why?',
      correctAnswer:
        'TCP is more reliable than UDP because it sets up a connection and retransmits segments that are not acknowledged.',
      keyIdeas: ['connection', 'retransmits', 'acknowledged'],
    };
    const right = await gradeOne(
      tcp,
      'TCP is more reliable: it sets up a connection first and retransmits every segment that was not acknowledged.',
    );
    expect(right.score).toBeGreaterThanOrEqual(90);
    const swapped = await gradeOne(
      tcp,
      'UDP is more reliable, because it sets up a connection and retransmits segments that are not acknowledged.',
    );
    expect(swapped.score).toBeLessThanOrEqual(15);
    expect(swapped.feedback).toMatch(
      /^The comparison is the other way round: the material says this of "tcp", not "udp"\./,
    );
    const search: GeneratedQuestion = {
      ...hebrew,
      form: 'compare',
      text: 'הסבירו מדוע חיפוש בינארי מהיר יותר מחיפוש סדרתי.',
      correctAnswer:
        'חיפוש בינארי מהיר יותר מחיפוש סדרתי מכיוון שבכל צעד הוא משווה את הערך לאיבר האמצעי ופוסל מחצית מהאיברים.',
      keyIdeas: ['האיבר האמצעי', 'מחצית'],
    };
    const heRight = await gradeOne(
      search,
      'חיפוש בינארי מהיר יותר כי בכל צעד משווים לאיבר האמצעי ופוסלים מחצית מהאיברים.',
    );
    expect(heRight.score).toBeGreaterThanOrEqual(90);
    const heSwapped = await gradeOne(
      search,
      'חיפוש סדרתי מהיר יותר כי בכל צעד משווים לאיבר האמצעי ופוסלים מחצית מהאיברים.',
    );
    expect(heSwapped.score).toBeLessThanOrEqual(15);
    expect(heSwapped.feedback).toMatch(/^ההשוואה הפוכה מזו שבחומר/u);
  });

  it('looks for what the material says with an idea in its clause, and takes no derived word for an abbreviation', async () => {
    const q: GeneratedQuestion = {
      ...stack,
      form: 'explain-concept',
      text: 'Explain the term "mitochondria": what it means and what role it plays.',
      correctAnswer:
        "Mitochondria are organelles that produce the cell's energy as ATP through cellular respiration. They use oxygen to break down glucose, and they have their own DNA.",
      keyIdeas: ['organelles', 'ATP', 'cellular respiration', 'oxygen', 'glucose'],
    };
    // "DNA" is said in another clause than glucose; "cell" is not "cellular"
    const r = await gradeOne(q, 'Mitochondria hold DNA and turn glucose into proteins in the cell.');
    expect(r.feedback).toContain('You named glucose without saying');
    // making something from glucose is the opposite of what the material says they do with it (break it down)
    const made = await gradeOne(q, 'Mitochondria hold DNA and make proteins from glucose in the cell.');
    expect(made.feedback).toContain('Stated contrary to the material: glucose.');
    expect(r.feedback).toContain('Missing: organelles, ATP and cellular respiration');
    expect(ideaCoverage('cellular respiration', matchWords('the cell'))).toBe(0);
    expect(ideaCoverage('annotation', matchWords('annot.'))).toBe(1);
  });

  it('takes a negation in the material to cover the whole predicate, and negations typed without an apostrophe', async () => {
    const q: GeneratedQuestion = {
      ...stack,
      text: 'Explain why calling a plug-in from the renderer is risky.',
      correctAnswer:
        'Calling a plug-in is risky because the renderer does not flush the frame buffer until the frame ends.',
      keyIdeas: ['renderer', 'frame buffer'],
    };
    // the answer says the same negated statement with more words between "not" and the idea
    const far = await gradeOne(
      q,
      'The renderer keeps pixels in its own memory and does not copy them back into the shared frame buffer before the frame ends, so a plug-in reads old pixels.',
    );
    expect(far.score).toBeGreaterThanOrEqual(80);
    expect(far.feedback).not.toContain('contrary');
    const typed = await gradeOne(
      q,
      'Its risky becuase the renderer dont flush the frame bufer untill the frame ends.',
    );
    expect(typed.score).toBeGreaterThanOrEqual(80);
    // saying it is flushed at once is still stated contrary to the material
    const wrong = await gradeOne(
      q,
      'The renderer flushes the frame buffer at once, so plug-ins are risky only when slow.',
    );
    expect(wrong.score).toBeLessThanOrEqual(30);
  });

  it('credits a Hebrew idea misspelled with a letter that sounds alike (כ/ח, ת/ט, א/ע/ה)', async () => {
    const q: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מדוע האנרגיה נשמרת בניסוי.',
      correctAnswer: 'האנרגיה נשמרת בניסוי, מכיוון שהמערכת מבודדת מהסביבה.',
      keyIdeas: ['מערכת', 'מבודדת'],
    };
    const typo = await gradeOne(q, 'האנרגיה נשמרת כי המערחת מבודדט מהסביבה, ולכן שום אנרגיה לא יוצאת ממנה.');
    expect(typo.score).toBeGreaterThanOrEqual(80);
    expect(matchWords('התנה').some((w) => matchWords('התנע').some((m) => sameWord(w, m)))).toBe(true);
    // one letter for another that does not sound alike is another word
    expect(matchWords('מערבת').some((w) => matchWords('מערכת').some((m) => sameWord(w, m)))).toBe(false);
  });

  it('takes an opposite next to any mention of an idea as stated contrary, even when the answer also says it rightly', async () => {
    const q: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מדוע האנרגיה נשמרת בניסוי.',
      correctAnswer: 'האנרגיה נשמרת בניסוי, מכיוון שהמערכת סגורה.',
      keyIdeas: ['מערכת', 'סגורה'],
    };
    const he = await gradeOne(
      q,
      'האנרגיה נשמרת כי המערכת פתוחה ומקבלת חום מהסביבה. במערכת סגורה האנרגיה הייתה משתנה.',
    );
    expect(he.score).toBeLessThanOrEqual(30);
    expect(he.feedback).toContain('בניגוד לחומר');
    const right = await gradeOne(
      q,
      'האנרגיה נשמרת כי המערכת סגורה: שום דבר לא נכנס אליה מבחוץ ולא יוצא ממנה.',
    );
    expect(right.score).toBeGreaterThanOrEqual(80);
    const en: GeneratedQuestion = {
      ...stack,
      text: 'Explain why the old frame can be reused by the new task.',
      correctAnswer:
        'Identical memory maps give identical frame layouts, so the old frame can be reused by the new task.',
      keyIdeas: ['identical memory maps', 'frame layouts'],
    };
    const differ = await gradeOne(
      en,
      'Because the new task has a different memory map, the frame layouts differ, and the frame is copied first.',
    );
    expect(differ.score).toBeLessThanOrEqual(30);
  });

  it('credits general words said otherwise (an adverb for its adjective, "picture" for "image") and reads "only" against "all"', async () => {
    const exact = (a: string, b: string) => synonymOf(matchWords(a)[0]!, matchWords(b)[0]!);
    expect(exact('exactly', 'precise')).toBe(true);
    expect(exact('pictures', 'image')).toBe(true);
    expect(exact('category', 'class')).toBe(true);
    expect(exact('category', 'image')).toBe(false);
    expect(ideaCoverage('direct', matchWords('directly'))).toBe(1);
    const q: GeneratedQuestion = {
      ...stack,
      text: 'Explain what the shutter does.',
      correctAnswer:
        'The shutter exposes the sensor for a precise time, so every image gets the same amount of light.',
      keyIdeas: ['precise time', 'same amount of light'],
    };
    const said = await gradeOne(
      q,
      'It opens over the sensor for an exactly set time, so each picture receives the same amount of light.',
    );
    expect(said.score).toBeGreaterThanOrEqual(80);
    const pressure: GeneratedQuestion = {
      ...hebrew,
      text: 'הסבירו מה מאפיין את הלחץ בנוזל במנוחה.',
      correctAnswer: 'בנוזל במנוחה הלחץ שווה בכל הכיוונים בנקודה נתונה.',
      keyIdeas: ['שווה', 'הכיוונים'],
    };
    const only = await gradeOne(pressure, 'בנוזל במנוחה הלחץ שווה רק בכיוון אחד, כלפי מטה, בגלל משקל הנוזל.');
    expect(only.score).toBeLessThanOrEqual(30);
    const all = await gradeOne(pressure, 'בנוזל במנוחה הלחץ בנקודה שווה בכל הכיוונים, למעלה, למטה ולצדדים.');
    expect(all.score).toBeGreaterThanOrEqual(80);
  });
});
