/**
 * Local grading v14 (decision 105, eng-grade9): an answer that states one of the material's two key points and misses
 * the other is a half answer: teachers give it about half (40-55), so it earns at most 20 points above its share of
 * the key ideas (70), not 80; the complete answer still earns full marks. A Hebrew negation reaches as far as an
 * English one ("and the" are prefixes there), and a sentence that writes a key formula is the answer, not padding.
 * English and Hebrew.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v14: one of two key points is half an answer (English)', () => {
  const q = open(
    'Explain how the spam filter decides that a message is spam.',
    'The spam filter compares each word of the message with a word list learned from marked messages, and it flags the message when the summed word weights pass a fixed threshold.',
    ['word list', 'fixed threshold'],
  );

  it('gives full marks to both points', async () => {
    const r = await engine.grade(
      q,
      'It compares every word of the message with a word list learned from marked messages, sums the word weights, and flags the message once the sum passes a fixed threshold.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
  });

  it('gives at most 70 to the word list without the threshold', async () => {
    const r = await engine.grade(
      q,
      'It compares every word of the message with a word list learned from marked messages, and the message is flagged as spam.',
    );
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.missed).toContain('fixed threshold');
  });
});

describe('grading v14: one of two key points is half an answer (Hebrew)', () => {
  const q = open(
    'הסבר מדוע המים בסיר רותחים מהר יותר כשהמכסה סגור.',
    'המכסה הסגור שומר את האדים בתוך הסיר, ולכן החום אינו בורח החוצה והלחץ בסיר עולה מעט.',
    ['האדים', 'הלחץ בסיר עולה'],
  );

  it('gives full marks to both points', async () => {
    const r = await engine.grade(
      q,
      'המכסה שומר את האדים בתוך הסיר, כך שהחום אינו בורח החוצה, והלחץ בסיר עולה מעט.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
  });

  it('gives at most 70 to the steam without the pressure', async () => {
    const r = await engine.grade(q, 'המכסה שומר את האדים בתוך הסיר, ולכן החום אינו בורח החוצה.');
    expect(r.score).toBeGreaterThanOrEqual(30);
    expect(r.score).toBeLessThanOrEqual(70);
    expect(r.missed).toContain('הלחץ בסיר עולה');
  });
});

describe('grading v14: a padded answer that writes the formula in its own notation (Hebrew)', () => {
  const q = open(
    'מה קובע משפט הסנדוויץ׳? ציינו את ההנחות ואת המסקנה.',
    'אם 𝑎𝑛 ≤ 𝑏𝑛 ≤ 𝑐𝑛 לכל 𝑛 וגם 𝑎𝑛, 𝑐𝑛 ⟶ 𝐿 אז 𝑏𝑛 ⟶ 𝐿.',
    ['𝑎𝑛, 𝑐𝑛 ⟶ 𝐿', '𝑏𝑛 ⟶ 𝐿'],
  );

  it('counts the sentence with the formula as the answer, not as padding or a list of terms', async () => {
    const r = await engine.grade(
      q,
      'משפט הסנדוויץ׳ הוא אחד המשפטים האהובים עליי בקורס, והוא מופיע כמעט בכל מבחן. המשפט קובע שאם a_n ≤ b_n ≤ c_n לכל n וגם a_n, c_n ⟶ L, אז b_n ⟶ L. זה משפט שכדאי מאוד לזכור לקראת הבחינה.',
    );
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.covered).toEqual(['𝑎𝑛, 𝑐𝑛 ⟶ 𝐿', '𝑏𝑛 ⟶ 𝐿']);
  });
});
