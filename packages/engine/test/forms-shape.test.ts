/**
 * Distractors of the key's kind and shape, stems that do not give the key away, and false statements that read
 * as the material wrote them (decision 104), on small English and Hebrew course texts written here.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { optionText } from '../src/quality.ts';
import { displayCase, fillerPhrase, sameShape } from '../src/local/shape.ts';
import { sections as doc, keyOf, mcRequest, questionsOverSeeds, read } from './fixtures.ts';

const all = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}) =>
  questionsOverSeeds(mcRequest(documents, { questionCount: 12, ...over }), [1, 2, 3, 4]);

const MEMORY = doc('mem', 'Memory.md', [
  [
    'The Stack and the Heap',
    '',
    'The stack stores values in the order it gets them and removes the values in the opposite order.',
    'The heap is less organized and returns a pointer to the location of the data you put there.',
    'The allocator finds an empty spot in the heap that is big enough and marks it as being in use.',
    'The pointer is a known, fixed size, so it can be kept on the stack for later use.',
    'Ownership is a set of rules that govern how a program manages memory.',
    'A scope is the range within a program for which an item is valid.',
    'A variable is valid from the point at which it is declared until the end of the current scope.',
    'A string literal is hardcoded into the final executable of the program.',
    'The capacity is the total amount of memory that the string has received from the allocator.',
    'The length is how much memory the contents of the string are currently using.',
    'Accessing data in the heap is slower than accessing data on the stack because the processor has to follow a pointer.',
    'Good news came with the new release of the compiler and its faster build times.',
  ].join('\n'),
]);

describe('options of the key’s shape', () => {
  it('writes every option in one case style and never puts a filler or a lone name among concepts', async () => {
    const qs = await all([MEMORY]);
    const terms = qs.filter((q) => q.form === 'term-from-definition' || q.form === 'cloze');
    expect(terms.length).toBeGreaterThan(0);
    for (const q of terms) {
      const opts = q.options!.map(optionText);
      // the key is never the only capitalised option ("Ownership" among "scope", "capacity", "length")
      const caps = opts.filter((o) => /^[A-Z][a-z]/.test(o));
      expect(caps.length === 1 && /^[A-Z][a-z]/.test(keyOf(q))).toBe(false);
      for (const o of opts)
        expect(o.toLowerCase()).not.toMatch(/^(?:good news|news|whole|difference|things?)$/);
    }
  });

  it('tells a noun phrase from an imperative or an adjective, and a name from a common noun', async () => {
    const corpus = await read(MEMORY);
    expect(sameShape(corpus, 'iostat monitor', 'use an accelerator card')).toBe(false);
    expect(sameShape(corpus, 'load balancer', 'lightweight')).toBe(false);
    expect(sameShape(corpus, 'stack', 'heaps')).toBe(false);
    expect(sameShape(corpus, 'stack', 'allocator')).toBe(true);
    expect(displayCase(corpus, 'Ownership')).toBe('ownership');
    expect(fillerPhrase('good news')).toBe(true);
    expect(fillerPhrase('string literal')).toBe(false);
  });

  it('does not let the stem name the key by a word of its root', async () => {
    const notice = doc('n', 'Notice.docx', [
      [
        'Uses and Disclosures',
        '',
        'A personal representative is a person who has the legal authority to represent you in decisions about your care.',
        'A business associate is a company that performs services for the practice under a written contract.',
        'A funeral director is a person who receives information needed to carry out their duties after a death.',
        'A health oversight agency is a public body that audits and inspects providers for the government.',
        'A coroner is an official who identifies a deceased person or determines the cause of a death.',
        'A medical examiner is an official who performs examinations to determine the cause of a death.',
      ].join('\n'),
    ]);
    const qs = await all([notice]);
    for (const q of qs.filter((x) => x.form === 'term-from-definition')) {
      const stem = q.text.toLowerCase();
      for (const w of keyOf(q)
        .toLowerCase()
        .split(' ')
        .filter((x) => x.length >= 5))
        expect(stem).not.toContain(w.slice(0, 6));
    }
  });
});

describe('true statements', () => {
  it('makes false options of one subject by saying of it what the material says of another thing, never by swapping a word', async () => {
    const qs = await all([MEMORY], { difficulty: 'hard' });
    // statements about two things the material contrasts swap the two (statements.test.ts)
    const ts = qs.filter(
      (q) => q.form === 'true-statement' && !/^Which statement about .+ and .+ is/.test(q.text),
    );
    expect(ts.length).toBeGreaterThan(0);
    const text = MEMORY.units[0]!.text;
    const sentences = text.split('\n').map((s) => s.replace(/\.$/, ''));
    for (const q of ts) {
      const key = keyOf(q).replace(/\.$/, '');
      expect(sentences).toContain(key);
      for (const o of q.options!.map(optionText).map((x) => x.replace(/\.$/, ''))) {
        if (o === key) continue;
        expect(text).not.toContain(o);
        // the predicate is one the material states (of another subject), word for word
        const pred = o
          .split(' ')
          .slice(o.split(' ')[0] === 'The' || /^An?$/.test(o.split(' ')[0]!) ? 2 : 1)
          .join(' ');
        expect(sentences.some((s) => s.endsWith(pred))).toBe(true);
      }
    }
  });
});

describe('lists', () => {
  const TOOLS = doc('t', 'Tuning.pptx', [
    'Other Monitoring Tools\n\nvmstat\niostat\nnetstat\nsar',
    'Log Analysis Tools\n\nwebalizer\nanalog\nawstats\nlogwatch',
    'Apache Qualities\n\nLightweight\nProgrammable\nReliable\nPortable',
    'Tips\n\nObserve before you act\nAct on monitoring results\nDo not overload your system',
    'SSL Performance Tips\n\nAdd more servers\nRe-use SSL sessions\nUse an accelerator card\nOffload SSL to the load balancer',
  ]);
  it('names which list, draws distractors of the list’s shape, and never asks about an unnamed "Tips"', async () => {
    const qs = await all([TOOLS]);
    const lists = qs.filter((q) => q.form === 'list-member' || q.form === 'list-non-member');
    expect(lists.length).toBeGreaterThan(0);
    const adjectives = ['Lightweight', 'Programmable', 'Reliable', 'Portable'];
    for (const q of lists) {
      expect(q.text).not.toMatch(/\bother monitoring tools\b/i);
      expect(q.text).not.toMatch(/one of the tips\?/i);
      const opts = q.options!.map(optionText);
      const adj = opts.filter((o) => adjectives.includes(o)).length;
      // adjectives only among adjectives
      expect(adj === 0 || adj === 4).toBe(true);
      const imperative = opts.filter((o) => /^(?:Add|Re-use|Use|Offload|Observe|Act|Do)\b/i.test(o)).length;
      expect(imperative === 0 || imperative === 4).toBe(true);
    }
  });
});

describe('Hebrew', () => {
  const principles = [
    'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
    'מהירות הגוף היא גדולה יותר כאשר הכוח הפועל עליו גדול יותר.',
    'תאוצת הגוף היא פרופורציונלית לכוח הפועל עליו ביחס הפוך למסה.',
    'מערכות ייחוס אינרציאליות הן מערכות שבהן גוף חופשי נע במהירות קבועה.',
    'מאורעות הם נקודות במרחב ובזמן שבהן קורה דבר מסוים.',
    'הזמן העצמי הוא הזמן הנמדד בשעון שנמצא במנוחה ביחס לגוף.',
    'אורך המנוחה הוא האורך של מוט הנמדד במערכת שבה המוט נמצא במנוחה.',
    'סדרת פונקציות היא רשימה אינסופית של פונקציות המוגדרות על אותו קטע.',
    'הקבוצה של איברי הסדרה היא קבוצה של מספרים ממשיים.',
    'נוסחת הסכום היא דרך לחשב את סכום האיברים של סדרה.',
  ];
  const uses = [
    'הניסוי של מייקלסון מדד את מהירות האור בדיוק רב מאוד.',
    'מהירות הגוף נמדדת ביחס למערכת הייחוס של הצופה.',
    'תאוצת הגוף נמדדת בעזרת שינוי המהירות לאורך זמן.',
    'מערכות ייחוס אינרציאליות משמשות לניסוח חוקי התנועה.',
    'מאורעות שונים נראים בזמנים שונים לצופים שונים.',
    'הזמן העצמי נמדד בשעון הנע יחד עם החלקיק.',
    'אורך המנוחה גדול מהאורך הנמדד במערכת נעה.',
    'סדרת פונקציות מתכנסת כאשר כל איבריה מתקרבים לפונקציה אחת.',
    'נוסחת הסכום משמשת לחישוב סכומים של סדרות חשבוניות.',
    'הקבוצה של איברי הסדרה מכילה את כל ערכי הסדרה.',
  ];
  const RELATIVITY = doc('he', 'יחסות.md', [
    `עקרונות\n\n${principles.join('\n')}`,
    `שימושים\n\n${uses.join('\n')}`,
  ]);
  it('gives a feminine singular term ("מהירות") options of the same gender and number, never plurals', async () => {
    const qs = await all([RELATIVITY], { questionCount: 3 });
    const q = qs.find((x) => x.form === 'term-from-definition');
    expect(q).toBeDefined();
    for (const o of q!.options!.map(optionText))
      expect(o.split(' ')[0]).not.toMatch(/^(?:מאורעות|מערכות|פונקציות|סדרות|סכומים|איברי|מספרים)$/);
  });
});
