/** Open questions v7 (decision 105): answers that answer, no praise-role template, Hebrew principles and phenomena. */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { sections as doc, openQuestions } from './fixtures.ts';

const all = (d: SourceDocument, count: number) => openQuestions([d], count, { seed: 5 });

// notes written for the test
const INTERPRETERS = doc('int', 'Interpreters.md', [
  `Interpreters

Interpreted languages are slower to run than compiled languages. Since no compiled code exists, an interpreter must decode every instruction at runtime.

Hash tables are a powerful tool in many areas of computing, including caching, indexing and symbol tables.

A bytecode compiler translates the source program into a compact instruction set before it runs. The virtual machine then executes the bytecode by dispatching each instruction to a small handler routine, which avoids parsing the source text again on every run.`,
]);

describe('open questions v7, English', () => {
  it('answers a short reason together with the sentence that sets it up', async () => {
    const qs = await all(INTERPRETERS, 2);
    const q = qs.find((x) => /decode every instruction/.test(x.text))!;
    expect(q.text).toBe('Explain why an interpreter must decode every instruction at runtime.');
    expect(q.correctAnswer).toBe(
      'Interpreted languages are slower to run than compiled languages. An interpreter must decode every instruction at runtime because no compiled code exists.',
    );
  });

  it('never asks the role of a term from a sentence that only praises it', async () => {
    const qs = await all(INTERPRETERS, 2);
    expect(qs.map((q) => q.text).join(' ')).not.toMatch(/Hash tables|role of/);
  });

  it('refuses a one-clause reason with nothing around it that spells it out', async () => {
    const thin = doc('thin', 'Caches.md', [
      `Caches

Because the cache is small, the hit rate drops quickly.

A bytecode compiler translates the source program into a compact instruction set before it runs. The virtual machine then executes the bytecode by dispatching each instruction to a small handler routine, which avoids parsing the source text again on every run.`,
    ]);
    await expect(all(thin, 2)).rejects.toThrow(/support only|no open-ended/);
  });
});

const ECON = doc('econ', 'כלכלה.md', [
  `## הנחות השוק החופשי
תורת השוק החופשי מבוססת על שתי הנחות:
1. הצרכנים פועלים באופן רציונלי כדי להגדיל את התועלת שלהם.
כלומר, כל צרכן בוחר את הסל שמביא לו את התועלת הגבוהה ביותר.
2. המחירים נקבעים על ידי היצע וביקוש בשוק.
ההנחות נבדקו במחקרים רבים.`,
  `## מחירים
כאשר הביקוש עולה והכמות המוצעת קבועה, המחירים במשק עולים.
תופעה זו נקראת אינפלציה.
משמעותה שרמת המחירים הכללית במשק עולה באופן מתמשך לאורך תקופה ארוכה.`,
]);

describe('open questions v7, Hebrew prose notes', () => {
  it('asks for the principles a theory rests on, each with the notes’ own gloss', async () => {
    const qs = await all(ECON, 2);
    const q = qs.find((x) => x.text.startsWith('על אילו'))!;
    expect(q.text).toBe('על אילו שתי הנחות מבוססת תורת השוק החופשי? הסבירו כל אחד מהם.');
    expect(q.correctAnswer).toContain('(1) הצרכנים פועלים באופן רציונלי');
    expect(q.correctAnswer).toContain('; כלומר, כל צרכן בוחר את הסל');
    expect(q.correctAnswer).toContain('(2) המחירים נקבעים על ידי היצע וביקוש בשוק.');
  });

  it('asks what a named phenomenon is, without the pointer "תופעה זו"', async () => {
    const qs = await all(ECON, 2);
    const q = qs.find((x) => x.text === 'הסבירו מהי אינפלציה.')!;
    expect(q.correctAnswer).toBe(
      'המשמעות של אינפלציה היא שרמת המחירים הכללית במשק עולה באופן מתמשך לאורך תקופה ארוכה.',
    );
    expect(q.correctAnswer).not.toMatch(/זו/);
    for (const k of q.keyIdeas!) expect(q.correctAnswer).toContain(k);
  });
});
