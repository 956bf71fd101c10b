/** Open questions of the local engine by form (decision 105), on small English and Hebrew fixtures. */
import { describe, expect, it } from 'vitest';
import { createEngine, questionFlaws, type GeneratedQuestion, type SourceDocument } from '../src/index.ts';
import { EN_STOPWORDS, HE_STOPWORDS } from '../src/text.ts';

const engine = createEngine({ engine: 'local' });

const MEMORY = [
  `Stack and heap

The stack stores values in the order it gets them and removes the values in the opposite order.
Pushing to the stack is faster than allocating on the heap because the allocator never has to search for free space.
The heap is less organized than the stack, and the allocator must find a free block on the heap for every request.
Accessing data on the heap is slower than accessing data on the stack because the program has to follow a pointer.`,
  `Networks

A router is a device that forwards packets between networks. The router uses a routing table to choose the next hop for every packet.
The Transmission Control Protocol provides reliable delivery by numbering every segment and resending lost segments.
Unlike a hub, a switch forwards frames only to the port of the destination device.
A hub repeats every frame on all of its ports, and the switch learns the address of every device on the network.
Each packet carries the address of its destination, and the router reads the address of every packet.`,
  `Proofs

As discussed above, the previous lemma shows that the sequence converges because it is bounded.
This is why the method works.`,
];

const ECONOMICS = [
  `שוק ומחירים

מכיוון שהמשאבים מוגבלים, כל החלטה כרוכה בעלות אלטרנטיבית.
הביקוש הוא הכמות שהצרכנים מוכנים לקנות בכל מחיר בשוק.
ההיצע הוא הכמות שהיצרנים מוכנים למכור בכל מחיר בשוק.
עקומת הביקוש יורדת משמאל לימין, כי הכמות המבוקשת יורדת כאשר המחיר עולה.
בשוק התחרותי המחיר נקבע על ידי הביקוש וההיצע.
כל שינוי בביקוש או בהיצע משנה את המחיר בשוק.
עודף ביקוש מעלה את המחיר, ועודף היצע מוריד את המחיר.`,
  `אינפלציה

האינפלציה היא עלייה מתמשכת ברמת המחירים במשק.
הבנק המרכזי מרסן את האינפלציה באמצעות העלאת הריבית במשק.
כאשר הבנק המרכזי מעלה את הריבית, ההלוואות מתייקרות והביקוש במשק נחלש.
האינפלציה פוגעת בכוח הקנייה של הצרכנים ולכן הבנק המרכזי עוקב אחרי האינפלציה.`,
];

const doc = (id: string, name: string, pages: string[]): SourceDocument => ({
  id,
  name,
  unitKind: 'section',
  units: pages.map((text, i) => ({ number: i + 1, text, title: text.split('\n')[0] })),
});
const english = doc('mem', 'Systems Notes.docx', MEMORY);
const hebrew = doc('econ', 'כלכלה.docx', ECONOMICS);

async function open(
  documents: SourceDocument[],
  count: number,
  difficulty: 'easy' | 'medium' | 'hard' = 'medium',
) {
  const r = await engine.generate({
    documents,
    difficulty,
    questionType: 'open-ended',
    questionCount: count,
    seed: 7,
  });
  for (const q of r.questions) expect(questionFlaws(q, { documents })).toEqual([]);
  return r.questions;
}
const byForm = (qs: GeneratedQuestion[], form: string) => qs.filter((q) => q.form === form);
const words = (s: string) => s.toLowerCase().match(/[\p{L}]+/gu) ?? [];

function expectGoodKeyIdeas(q: GeneratedQuestion, stop: Set<string>) {
  expect(q.keyIdeas!.length).toBeGreaterThanOrEqual(2);
  for (const idea of q.keyIdeas!) {
    // a content phrase of the model answer, never a stop word alone, never only words of the question
    expect(q.correctAnswer.toLowerCase()).toContain(idea.toLowerCase());
    expect(words(idea).every((w) => stop.has(w))).toBe(false);
  }
}

describe('local open questions, English', () => {
  it('asks why, how, compare and explain-concept from the passages that state them', async () => {
    const qs = await open([english], 5);
    expect(qs).toHaveLength(5);
    expect(new Set(qs.map((q) => q.form)).size).toBeGreaterThanOrEqual(4);
    for (const q of qs) {
      expect(q.text).not.toMatch(/as presented in|Systems Notes/);
      expect(q.correctAnswer).toMatch(/^[A-Z].*[.!?]$/);
      expect(q.correctAnswer).not.toMatch(/discussed above|previous lemma/);
      expectGoodKeyIdeas(q, EN_STOPWORDS);
      expect(q.source.unitTitle).toBe(english.units.find((u) => u.number === q.source.unit)!.title);
    }
    expect(byForm(qs, 'explain-why').map((q) => q.text)).toContain(
      'Explain why pushing to the stack is faster than allocating on the heap.',
    );
    // a comparative with its reason is a comparison
    expect(byForm(qs, 'compare').map((q) => q.text)).toEqual(
      expect.arrayContaining([
        'Compare accessing data on the heap and accessing data on the stack: which is slower, and why?',
        'Compare a switch with a hub: how do they differ?',
      ]),
    );
    const how = byForm(qs, 'explain-how')[0]!;
    expect(how.text).toBe('Explain how the Transmission Control Protocol provides reliable delivery.');
    expect(how.correctAnswer).toContain('by numbering every segment and resending lost segments');
    expect(how.keyIdeas).toEqual(expect.arrayContaining(['lost segments']));
    const concept = byForm(qs, 'explain-concept')[0]!;
    expect(concept.text).toBe('Explain what "router" is and what role it plays.');
    expect(concept.correctAnswer).toBe(
      'A router is a device that forwards packets between networks. The router uses a routing table to choose the next hop for every packet.',
    );
    expect(concept.keyIdeas).toEqual(expect.arrayContaining(['next hop']));
    expect(concept.keyIdeas!.join(' ')).not.toMatch(/\brouter\b/);
  });

  it('puts the reason of "Because B, A" after the statement in the model answer', async () => {
    const d = doc('b', 'Bio.txt', [
      `Plants

Because chlorophyll absorbs red and blue light, the leaves of most plants appear green.
Chlorophyll is a pigment that gives plants their colour.
Photosynthesis converts light energy into chemical energy stored in glucose.`,
    ]);
    const qs = await open([d], 1, 'hard');
    expect(qs[0]).toMatchObject({
      form: 'explain-why',
      text: 'Explain why the leaves of most plants appear green.',
      correctAnswer: 'The leaves of most plants appear green because chlorophyll absorbs red and blue light.',
    });
    expect(qs[0]!.keyIdeas).toEqual(expect.arrayContaining(['chlorophyll']));
  });

  it('never builds a question on a passage that points elsewhere', async () => {
    const qs = await open([english], 5);
    for (const q of qs)
      expect(`${q.text} ${q.correctAnswer}`).not.toMatch(/above|previous|This is why the method/);
  });
});

describe('local open questions, Hebrew', () => {
  it('asks why, how, compare and explain-concept in Hebrew, with Hebrew key ideas', async () => {
    const qs = await open([hebrew], 5);
    expect(qs).toHaveLength(5);
    expect(new Set(qs.map((q) => q.form)).size).toBeGreaterThanOrEqual(4);
    for (const q of qs) {
      expect(q.text).toMatch(/^(הסבירו|השוו)/u);
      expect(q.explanation).toContain('המקור:');
      expectGoodKeyIdeas(q, HE_STOPWORDS);
    }
    expect(qs.map((q) => q.text)).toContain(
      'השוו בין "ביקוש" לבין "היצע": מה מציין כל אחד מהם, ובמה הם נבדלים?',
    );
    // the compared definitions share "the quantity ... at every price": the key ideas are what differs
    const compare = byForm(qs, 'compare')[0]!;
    expect(compare.keyIdeas).toEqual(expect.arrayContaining(['לקנות', 'למכור']));
    expect(compare.keyIdeas).not.toContain('מחיר');
  });

  it('puts the reason of "מכיוון ש..." after the statement, and asks how from "באמצעות"', async () => {
    const d = doc('h', 'econ.txt', [
      `משאבים

מכיוון שהמשאבים מוגבלים, כל החלטה כרוכה בעלות אלטרנטיבית.
המשאבים של המשק כוללים עבודה, קרקע והון.
הבנק המרכזי מרסן את האינפלציה באמצעות העלאת הריבית במשק.
בשנים של אינפלציה גבוהה הבנק המרכזי מעלה את הריבית.`,
    ]);
    const qs = await open([d], 2, 'hard');
    const why = qs.find((q) => q.form === 'explain-why')!;
    expect(why.text).toBe('הסבירו מדוע כל החלטה כרוכה בעלות אלטרנטיבית.');
    expect(why.correctAnswer).toBe('כל החלטה כרוכה בעלות אלטרנטיבית, מכיוון שהמשאבים מוגבלים.');
    expect(why.keyIdeas!.join(' ')).toMatch(/משאבים/);
    const how = qs.find((q) => q.form === 'explain-how')!;
    expect(how.text).toBe('הסבירו כיצד הבנק המרכזי מרסן את האינפלציה.');
    expect(how.keyIdeas!.join(' ')).toMatch(/ריבית/);
  });
});
