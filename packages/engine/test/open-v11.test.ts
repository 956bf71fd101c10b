/**
 * Open questions v11 of eng-open6 (decision 105): the four weak open questions of the reader at eb977d9 - each a
 * model answer of one copied sentence that only partly answers. A reason taken up again after its worked example,
 * and a comparison's reason that goes on in the sentences after it, join the answer; a design stated in one
 * sentence ("X is set up so that ...") and a Hebrew phenomenon whose notes go on to state it by a formula are not
 * asked from that one sentence.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/types.ts';
import { doc, openQuestionsUpTo } from './fixtures.ts';

const most = (docs: SourceDocument[], count: number, seed = 1) => openQuestionsUpTo(docs, count, seed);

const REG = (after: string) =>
  doc(
    'Regularization.md',
    [
      `Regularization

The regularization penalty is added to the data loss of the classifier.
The most appealing property is that penalizing large weights tends to improve generalization, because it means that no input dimension can have a very large influence on the scores all by itself. For example, suppose that we have some input vector \\(x = [1,1,1,1]\\) and two weight vectors \\(w_1 = [1,0,0,0]\\), \\(w_2 = [0.25,0.25,0.25,0.25]\\). Then \\(w_1^Tx = w_2^Tx = 1\\) so both weight vectors lead to the same dot product. ${after}`,
    ],
    'section',
    'reg',
  );

const HEAP = doc(
  'Memory.md',
  [
    `The stack and the heap

Both the stack and the heap are parts of memory available to your code to use at runtime.
Accessing data in the heap is generally slower than accessing data on the stack because you have to follow a pointer to get there. Contemporary processors are faster if they jump around less in memory. Continuing the analogy, consider a server at a restaurant taking orders from many tables. It is most efficient to get all the orders at one table before moving on to the next table. By the same token, a processor can usually do its job better if it works on data that's close to other data (as it is on the stack) rather than farther away (as it can be on the heap).`,
  ],
  'section',
  'heap',
);

const SVM = doc(
  'Loss.md',
  [
    `Multiclass Support Vector Machine loss

There are several ways to define the details of the loss function.
The SVM loss is set up so that the SVM "wants" the correct class for each image to have a score higher than the incorrect classes by some fixed margin.`,
  ],
  'section',
  'svm',
);

const DILATION = (formula: boolean) =>
  doc(
    'יחסות.md',
    [
      `התארכות זמן

נביט ברכבת הנעה במהירות קבועה ביחס לרציף ובשעון אור שנמצא ברכבת.
הנוסע ברכבת מודד שיחידת זמן אחת של שעון האור שלידו היא:
$$\\Delta t_{0}=\\frac{2D}{c}$$
מבחינת האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט.
תופעה זו נקראת התארכות זמן. משמעותה שפרק הזמן בין שני מאורעות שמתרחשים באותו מקום מבחינת מערכת ייחוס אחת ארוך יותר מבחינת מערכת ייחוס הנעה במהירות קבועה ביחס למערכת הראשונה.
${
  formula
    ? `בתורת היחסות נהוג להגדיר את הגודל:
$$\\gamma=\\frac{1}{\\sqrt{ 1-\\dfrac{v^{2}}{c^{2}} }}$$
מכאן שהזמן שעבר בין שני המאורעות כפי שמדדו הצופה על הרכבת והצופה על הרציף מקיים את הקשר:
$$\\Delta t=\\gamma\\Delta {t}_{0}$$`
    : 'התוצאה נכונה לכל פרק זמן שעבר ולא רק עבור מחזור אחד של שעון האור.'
}`,
    ],
    'section',
    formula ? 'dil-formula' : 'dil-words',
  );

describe('open questions v11: a why-answer takes its reason up again after the worked example', () => {
  const since =
    'Since the L2 penalty prefers smaller and more diffuse weight vectors, the final classifier is encouraged to take into account all input dimensions to small amounts rather than a few input dimensions very strongly.';

  it('adds the sentence that comes back to the reason ("Since ... all input dimensions ...")', async () => {
    const qs = await most([REG(since)], 2);
    const q = qs.find(
      (x) => x.text === 'Explain why penalizing large weights tends to improve generalization.',
    );
    expect(q?.correctAnswer).toBe(
      `Penalizing large weights tends to improve generalization because no input dimension can have a very large influence on the scores all by itself. ${since}`,
    );
    // the worked example with its symbols stays out of the answer
    expect(q!.correctAnswer).not.toMatch(/w_1|suppose/);
    expect((q!.keyIdeas ?? []).some((k) => /diffuse|input dimensions/.test(k))).toBe(true);
  });

  it('does not add a "Since" sentence that does not come back to the reason', async () => {
    const other =
      'Since the biases do not control the strength of anything, it is common to leave them unregularized.';
    const qs = await most([REG(other)], 2);
    const q = qs.find(
      (x) => x.text === 'Explain why penalizing large weights tends to improve generalization.',
    );
    expect(q?.correctAnswer).not.toContain('biases');
  });
});

describe('open questions v11: a comparison answers with the reason the material goes on to give', () => {
  it('gives the locality reason after following a pointer, without the analogy', async () => {
    const qs = await most([HEAP], 2);
    const q = qs.find((x) => x.text.startsWith('Compare accessing data in the heap'));
    expect(q?.text).toBe(
      'Compare accessing data in the heap and accessing data on the stack: which is slower, and why?',
    );
    expect(q!.correctAnswer).toContain('because you have to follow a pointer to get there.');
    expect(q!.correctAnswer).toContain(
      'Contemporary processors are faster if they jump around less in memory.',
    );
    expect(q!.correctAnswer).toContain(
      "A processor can usually do its job better if it works on data that's close to other data",
    );
    // the restaurant analogy and its pointer ("By the same token") are left out
    expect(q!.correctAnswer).not.toMatch(/restaurant|same token/i);
    expect(q!.keyIdeas).toContain('follow a pointer');
    expect(q!.keyIdeas).not.toContain('job');
    expect(q!.keyIdeas).not.toContain('Contemporary processors');
  });
});

describe('open questions v11: a design stated in one sentence is not asked', () => {
  it('does not ask what the SVM loss is set up to achieve from that one sentence', async () => {
    const qs = await most([SVM], 2);
    for (const q of qs) expect(q.text).not.toMatch(/set up to achieve/);
  });

  it('asks it when the next sentence explains the design ("This means that the loss is zero once ...")', async () => {
    const more = doc('Loss2.md', [
      `${SVM.units[0]!.text} This means that the loss is zero once the correct class is ahead of the incorrect classes by the margin, and it grows as the margin is violated.`,
    ]);
    const qs = await most([more], 2);
    const q = qs.find((x) => /set up to achieve/.test(x.text));
    expect(q?.text).toBe('Explain what the SVM loss is set up to achieve.');
    expect(q!.correctAnswer).toContain(
      'The loss is zero once the correct class is ahead of the incorrect classes by the margin, and it grows as the margin is violated.',
    );
  });
});

describe('open questions v11 (Hebrew): a phenomenon whose notes go on to give its formula', () => {
  it('is not asked from its meaning in words only', async () => {
    const qs = await most([DILATION(true)], 2);
    for (const q of qs) expect(q.text).not.toBe('הסבירו מהי התארכות זמן.');
  });

  it('is still asked when the notes explain it in words only', async () => {
    const qs = await most([DILATION(false)], 2);
    const q = qs.find((x) => x.text === 'הסבירו מהי התארכות זמן.');
    expect(q?.correctAnswer).toMatch(/^המשמעות של התארכות זמן היא שפרק הזמן בין שני מאורעות/);
  });
});

describe('open questions v11 (Hebrew): a why-answer takes its reason up again after the example', () => {
  it('adds the "לכן" sentence that comes back to the reason, not the example', async () => {
    const d = doc(
      'תנע.md',
      [
        `שימור תנע

התנע הכולל של מערכת סגורה נשמר מכיוון שהכוחות הפנימיים בין חלקי המערכת מבטלים אחד את השני בזוגות.
לדוגמה, כאשר שני כדורים מתנגשים, הכוח שהכדור הראשון מפעיל על השני שווה בגודלו והפוך בכיוונו לכוח שהשני מפעיל על הראשון.
לכן סכום הכוחות הפנימיים בין חלקי המערכת הוא אפס, והתנע הכולל של המערכת אינו משתנה עם הזמן.`,
      ],
      'section',
      'momentum',
    );
    const qs = await most([d], 2);
    const q = qs.find((x) => x.text === 'הסבירו מדוע התנע הכולל של מערכת סגורה נשמר.');
    expect(q?.correctAnswer).toMatch(/^התנע הכולל של מערכת סגורה נשמר מכיוון שהכוחות הפנימיים/);
    expect(q!.correctAnswer).toContain('סכום הכוחות הפנימיים בין חלקי המערכת הוא אפס');
    expect(q!.correctAnswer).not.toContain('כדורים');
  });
});
