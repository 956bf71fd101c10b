import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { manyForSingle } from '../src/grading-affirmed.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v25 (decision 105): a padded answer whose added false sentence has no marker of addition costs points; a true
// filler sentence (a correct example) does not
describe('grading v25: many where the material says one', () => {
  const en = open(
    'Explain how a hash table with chaining stores and finds an entry.',
    'A hash table with chaining uses a hash function to map each key to a bucket. Each bucket holds a linked list of the entries whose keys map to it, and a lookup scans that list to find the entry.',
    ['hash function', 'bucket', 'linked list', 'scans'],
  );
  const full =
    'The table uses a hash function to map each key to a bucket. Each bucket holds a linked list of the entries whose keys map to it, and a lookup scans that list to find the entry.';

  it('takes points off an added sentence with several hash functions where the material has one', () => {
    const r = gradeOpen(
      en,
      `${full} The table applies several hash functions to every key and stores a copy of the entry in each resulting bucket.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.feedback).toMatch(/The material does not say this: "The table applies several hash functions/);
  });

  it('keeps a true example beside the full answer at full marks or near them', () => {
    const r = gradeOpen(
      en,
      `${full} For example, a key such as "apple" may map to bucket 7, and its lookup scans only the entries stored in that bucket.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
  });

  const he = open(
    'הסבירו מהי מטריצה הופכית.',
    'למטריצה ריבועית A יש מטריצה הופכית B אם מתקיים AB = BA = I. אם קיימת מטריצה הופכית, היא יחידה, והמטריצה A נקראת הפיכה.',
    ['AB = BA = I', 'יחידה', 'הפיכה'],
  );
  const fullHe =
    'מטריצה הופכית של מטריצה ריבועית A היא מטריצה B כך ש-AB = BA = I. אם קיימת מטריצה הופכית היא יחידה, ואז A נקראת הפיכה.';

  it('takes points off a Hebrew added sentence with several inverses ("כמה הופכיות") where the material has one', () => {
    const r = gradeOpen(he, `${fullHe} למטריצה גדולה יכולות להיות כמה הופכיות שונות, אחת לכל סדר של הכפל.`);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.feedback).toMatch(/החומר אינו אומר זאת: "למטריצה גדולה יכולות להיות כמה הופכיות/);
  });

  it('keeps a true Hebrew example beside the full answer high', () => {
    const r = gradeOpen(he, `${fullHe} למשל, למטריצת היחידה I ההופכית היא I עצמה.`);
    expect(r.score).toBeGreaterThanOrEqual(85);
  });
});

describe('grading v25: at once where the material says when', () => {
  const en = open(
    'Explain what happens to a child process that exits before its parent reads its status.',
    'When a child process exits, the kernel frees its memory but keeps its entry in the process table as a zombie. The entry is removed only when the parent reads the exit status with wait().',
    ['zombie', 'process table', 'exit status', 'wait()'],
  );
  const full =
    'When the child exits, the kernel frees its memory but keeps its entry in the process table as a zombie. The entry is removed only when the parent reads the exit status with wait().';

  it('takes points off an added sentence that says the parent is notified immediately, with no marker of addition', () => {
    const r = gradeOpen(
      en,
      `${full} The parent process is interrupted immediately by the kernel and loses its own open files.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(70);
  });

  it('keeps the full answer without it at full marks', () => {
    expect(gradeOpen(en, full).score).toBeGreaterThanOrEqual(90);
  });
});

describe('grading v25: "also" in a case the material\'s qualifier excludes', () => {
  const en = open(
    "State Newton's first law and where it holds.",
    "Newton's first law holds in inertial frames of reference: a body keeps its velocity unless a net force acts on it.",
    ['inertial frames', 'keeps its velocity', 'net force'],
  );
  const full =
    "Newton's first law holds in inertial frames of reference: a body keeps its velocity unless a net force acts on it.";

  it('takes points off "the law also holds in rotating frames"', () => {
    const r = gradeOpen(en, `${full} The law also holds in rotating frames, such as a turning carousel.`);
    expect(r.score).toBeLessThanOrEqual(70);
  });

  it('keeps a true example (a puck on ice) high', () => {
    const r = gradeOpen(
      en,
      `${full} For example, a puck sliding on smooth ice keeps its velocity for a long time, since the friction on it is tiny.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
  });

  const he = open(
    'על מה מבוסס החוק הראשון של ניוטון, והיכן הוא תקף?',
    'החוק הראשון של ניוטון תקף במערכות ייחוס אינרציאליות: גוף שומר על מהירותו כל עוד לא פועל עליו כוח שקול.',
    ['מערכות ייחוס אינרציאליות', 'שומר על מהירותו', 'כוח שקול'],
  );
  const fullHe =
    'החוק הראשון של ניוטון תקף במערכות ייחוס אינרציאליות: גוף שומר על מהירותו כל עוד לא פועל עליו כוח שקול.';

  it('takes points off the Hebrew "נכון גם במערכות ייחוס מסתובבות"', () => {
    const r = gradeOpen(he, `${fullHe} החוק נכון באותה צורה גם במערכות ייחוס מסתובבות, כמו קרוסלה.`);
    expect(r.score).toBeLessThanOrEqual(70);
  });

  it('does not read "there is also another theory" as a widened case', () => {
    const r = gradeOpen(he, `${fullHe} יש גם חוק שני שעוסק בתאוצה.`);
    expect(r.score).toBeGreaterThanOrEqual(75);
  });
});

describe('grading v25: a rival said only in an added sentence costs points, not the whole grade', () => {
  const en = open(
    'Explain when a JIT compiler compiles a method to machine code.',
    'A JIT compiler compiles a method to machine code when it becomes hot, that is, after it has been called many times. Until then the method runs in the interpreter.',
    ['becomes hot', 'called many times', 'interpreter'],
  );
  const full =
    'A JIT compiler compiles a method to machine code when it becomes hot, after it has been called many times. Until then the method runs in the interpreter.';

  it('grades a full answer with an added "compiled ahead of time" sentence as a padded answer (40-70)', () => {
    const r = gradeOpen(en, `${full} Methods are compiled ahead of time, before the program starts running.`);
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(70);
  });

  it('still gives little to the rival as the answer itself', () => {
    const r = gradeOpen(
      en,
      'A JIT compiler compiles every method to machine code ahead of time, before the program starts, so nothing runs in the interpreter.',
    );
    expect(r.score).toBeLessThanOrEqual(20);
  });
});

describe('grading v25: "always" where the material hedges, in a sentence of the question\'s words', () => {
  const he = open(
    'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? הסבירו.',
    'כל פונקציה גזירה היא רציפה: אם פונקציה גזירה בנקודה, אזי היא רציפה בה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| ב-0.',
    ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
  );
  const full =
    'כל פונקציה גזירה היא רציפה: אם פונקציה גזירה בנקודה אז היא רציפה בה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, למשל |x| ב-0.';

  it('takes points off "פונקציה רציפה שהיא גם חסומה תמיד זוגית"', () => {
    const r = gradeOpen(he, `${full} פונקציה רציפה שהיא גם חסומה תמיד זוגית.`);
    // (the contrary of the material's hedge costs what an added false claim costs: 35 points, teachers 45-55)
    expect(r.score).toBeGreaterThanOrEqual(45);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.feedback).toMatch(/התשובה אומרת "תמיד" על מה שהחומר מסייג \("בהכרח"\)/);
    expect(gradeOpen(he, full).score).toBeGreaterThanOrEqual(90);
  });
});

// grading v25: confident wrong answers
describe('grading v25: wrong answers that state the contrary of the material', () => {
  it('reads "the Euclidean (L1/L2) distance" as a rival of the inner product', () => {
    const q = open(
      'Explain how a nearest-centroid classifier scores a class with a linear template.',
      'Each class has one template vector. The score of a class is obtained by comparing the template with the input using an inner product, and the class whose template fits best gets the highest score.',
      ['comparing', 'inner product', 'fits best'],
    );
    const r = gradeOpen(
      q,
      'Each class has a template, and its score is obtained by computing the Euclidean (L1/L2) distance between the input and the template; the template that is farthest away fits best.',
    );
    expect(r.score).toBeLessThanOrEqual(20);
    expect(r.feedback).toMatch(/Euclidean \(L1\/L2\) distance/);
  });

  it('reads "several entry points" in the answer\'s own statement as the contrary of "single-entry"', () => {
    const sentence =
      'When a side exit is taken, the compiler recompiles the whole loop as one new trace, so the tree ends up with several entry points, one for each variant of the loop.';
    const material =
      'Explain how a single trace grows into a single-entry, multiple-exit trace tree.\nWhen a side exit becomes hot, a branch trace is recorded from that point.';
    expect(manyForSingle(sentence, material, 0)).toEqual([
      { sentence, said: 'several entry', material: 'single-entry' },
    ]);
    // (after the stated point, as before: the first sentence is not read)
    expect(manyForSingle(sentence, material)).toEqual([]);
  });

  it('reads a Hebrew answer that joins the theorem and its converse with "וגם" as the converse', () => {
    const q = open(
      'האם כל פונקציה גזירה היא רציפה, והאם כל פונקציה רציפה היא גזירה? הסבירו.',
      'כל פונקציה גזירה היא רציפה: אם פונקציה גזירה בנקודה, אזי היא רציפה בה. ההפך אינו נכון: פונקציה רציפה אינה בהכרח גזירה, לדוגמה |x| ב-0.',
      ['רציפה אינה בהכרח גזירה', 'ההפך אינו נכון'],
    );
    const r = gradeOpen(
      q,
      'כן, שני הכיוונים נכונים: כל פונקציה גזירה היא רציפה וגם כל פונקציה רציפה היא גזירה, כי פונקציה בלי קפיצות חייבת להיות חלקה. לכן אין דוגמה נגדית.',
    );
    expect(r.score).toBeLessThanOrEqual(20);
    expect(r.feedback).toMatch(/הופכת את הכיוון/);
  });
});

// grading v25: partial credit for one of two things asked
describe('grading v25: the first of two principles, and no second', () => {
  const he = open(
    'על אילו שני חוקים מבוססת התרמודינמיקה הקלאסית? הסבירו כל אחד מהם.',
    'התרמודינמיקה מבוססת על שני חוקים. (1) האנרגיה הכוללת של מערכת סגורה נשמרת. (2) האנטרופיה של מערכת סגורה אינה קטנה לעולם.',
    ['האנרגיה הכוללת נשמרת', 'האנטרופיה אינה קטנה', 'מערכת סגורה'],
  );
  it('gives about half to "החוק הראשון ..." alone', () => {
    const r = gradeOpen(
      he,
      'החוק הראשון הוא שהאנרגיה הכוללת של מערכת סגורה נשמרת, כך שאנרגיה לא נוצרת ולא נעלמת.',
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(55);
  });
  it('still gives both principles a high grade', () => {
    const r = gradeOpen(
      he,
      'החוק הראשון: האנרגיה הכוללת של מערכת סגורה נשמרת. החוק השני: האנטרופיה של מערכת סגורה אינה קטנה לעולם.',
    );
    expect(r.score).toBeGreaterThanOrEqual(85);
  });
  const en = open(
    'Which two laws is classical thermodynamics built on? Explain each.',
    'Thermodynamics is built on two laws. (1) The total energy of a closed system is conserved. (2) The entropy of a closed system never decreases.',
    ['total energy is conserved', 'entropy never decreases', 'closed system'],
  );
  it('gives about half to "The first law ..." alone, in English', () => {
    const r = gradeOpen(
      en,
      'The first law says that the total energy of a closed system is conserved, so energy is neither created nor destroyed.',
    );
    expect(r.score).toBeGreaterThanOrEqual(40);
    expect(r.score).toBeLessThanOrEqual(55);
  });
});
