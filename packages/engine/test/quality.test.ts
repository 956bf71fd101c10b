import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../src/index.ts';
import {
  applyGate,
  balanceKeyLetters,
  isNearDuplicate,
  itemWritingFlaws,
  overlappingOptions,
  questionFlaws,
} from '../src/quality.ts';
import { biologyDoc } from './fixtures.ts';

const quote = 'The nucleus is an organelle that stores the genetic information of the cell.';
function q(over: Partial<GeneratedQuestion> = {}): GeneratedQuestion {
  return {
    type: 'multiple-choice',
    text: 'Which term is being described? "The _____ is an organelle that stores the genetic information of the cell."',
    options: ['A) nucleus', 'B) ribosome', 'C) membrane', 'D) cytoplasm'],
    correctAnswer: 'A',
    explanation: 'The notes say so.',
    source: { documentId: 'bio', documentName: 'Cell Biology Notes', unitKind: 'page', unit: 1, quote },
    ...over,
  };
}
const codes = (x: GeneratedQuestion) => questionFlaws(x, { documents: [biologyDoc()] }).map((f) => f.code);

describe('quality gate', () => {
  it('accepts a well-formed question whose key is in the quote', () => {
    expect(codes(q())).toEqual([]);
  });

  it('rejects structural problems', () => {
    expect(codes(q({ options: ['A) nucleus', 'B) ribosome', 'C) membrane'] }))).toContain('options');
    expect(codes(q({ options: ['A) nucleus', 'B) ribosome', 'C) Ribosome', 'D) cytoplasm'] }))).toContain(
      'options',
    );
    expect(codes(q({ options: ['A) nucleus', 'B) ', 'C) membrane', 'D) cytoplasm'] }))).toContain('options');
    expect(codes(q({ options: ['nucleus', 'ribosome', 'membrane', 'cytoplasm'] }))).toContain('options');
    expect(codes(q({ correctAnswer: 'E' }))).toContain('key');
    expect(codes(q({ correctAnswer: 'AB' }))).toContain('key');
  });

  it("rejects 'all of the above' and 'none of the above'", () => {
    expect(
      codes(q({ options: ['A) nucleus', 'B) ribosome', 'C) membrane', 'D) All of the above'] })),
    ).toContain('above');
    expect(
      codes(q({ options: ['A) nucleus', 'B) ribosome', 'C) None of the above', 'D) cytoplasm'] })),
    ).toContain('above');
  });

  it('rejects a key the quote does not support, and a quote not found on the cited page', () => {
    expect(codes(q({ correctAnswer: 'B' }))).toContain('unsupported-key');
    expect(codes(q({ source: { ...q().source, unit: 3 } }))).toContain('source');
    expect(codes(q({ source: { ...q().source, documentId: 'missing' } }))).toContain('source');
  });

  it('rejects giveaways: longest key, article cue, stem repetition, overlapping options', () => {
    expect(
      codes(
        q({ options: ['A) nucleus of the eukaryotic cell', 'B) ribosome', 'C) membrane', 'D) cytoplasm'] }),
      ),
    ).toContain('longest-option');
    const an = q({
      text: 'Fill in the blank: "The nucleus is an _____ that stores the genetic information of the cell."',
      options: ['A) organelle', 'B) ribosome', 'C) membrane', 'D) cytoplasm'],
    });
    expect(codes(an)).toContain('grammar-cue');
    const leak = q({
      text: 'Which nucleus-like term names the organelle holding genetic information in the nucleus?',
    });
    expect(codes(leak)).toContain('stem-cue');
    expect(codes(q({ options: ['A) nucleus', 'B) cell nucleus', 'C) membrane', 'D) cytoplasm'] }))).toContain(
      'overlapping-options',
    );
    expect(overlappingOptions(['estimate', 'estimation', 'plot', 'tumor'])).toBe(true);
    expect(overlappingOptions(['מערכת', 'מערכות', 'פקטור', 'עקרון'])).toBe(true);
    expect(overlappingOptions(['מערכת', 'מהירות', 'פקטור', 'עקרון'])).toBe(false);
  });

  it('defines near-duplicates by shared quote or content-word Jaccard >= 0.5', () => {
    const a = q();
    const sameQuote = q({
      text: 'Which word completes: "The nucleus is an organelle that stores the genetic _____ of the cell."',
    });
    expect(isNearDuplicate(a, sameQuote)).toBe(true);
    const reworded = q({
      text: 'Which term is being described? "The _____ is the organelle storing genetic information of a cell."',
      source: { ...a.source, quote: 'Inside the nucleus, DNA is packed into chromosomes.' },
    });
    expect(isNearDuplicate(a, reworded)).toBe(true);
    const other = q({
      text: 'Which term is being described? "The _____ is a thin barrier that separates the interior of the cell from its environment."',
      options: ['A) membrane', 'B) ribosome', 'C) nucleus', 'D) cytoplasm'],
      source: {
        ...a.source,
        quote:
          'The cell membrane is a thin barrier that separates the interior of the cell from its environment.',
      },
    });
    expect(isNearDuplicate(a, other)).toBe(false);
  });

  it('keeps the first of two near-duplicates and reports the other', () => {
    const out = applyGate([q(), q({ text: q().text + ' ' })], 5);
    expect(out.accepted).toHaveLength(1);
    expect(out.rejected[0]!.flaws[0]!.code).toBe('duplicate');
  });

  it('spreads key letters over A-D and keeps each key with its text', () => {
    const qs = Array.from({ length: 30 }, () => q());
    const balanced = balanceKeyLetters(qs, 7);
    const counts = { A: 0, B: 0, C: 0, D: 0 } as Record<string, number>;
    for (const b of balanced) {
      counts[b.correctAnswer]!++;
      const keyOption = b.options!.find((o) => o.startsWith(b.correctAnswer + ')'));
      expect(keyOption).toBe(`${b.correctAnswer}) nucleus`);
      expect(b.options!.map((o) => o[0])).toEqual(['A', 'B', 'C', 'D']);
    }
    // no letter takes more than ceil(30/4) + 1 = 9 keys
    expect(Math.max(...Object.values(counts))).toBeLessThanOrEqual(9);
    expect(Math.min(...Object.values(counts))).toBeGreaterThan(0);
  });

  it('never lets a student work out a key from the keys before it', () => {
    // letters dealt in blocks of A-D made the 4th key of each block the one letter the 3 before it had not used
    const tests = Array.from({ length: 200 }, (_, seed) =>
      balanceKeyLetters(
        Array.from({ length: 10 }, () => q()),
        seed + 1,
      ).map((b) => b.correctAnswer),
    );
    const fourthNew = tests.filter((t) => !t.slice(0, 3).includes(t[3]!)).length;
    // independent draws: the 4th key repeats one of the first three in about half of the tests
    expect(fourthNew).toBeLessThan(160);
    expect(fourthNew).toBeGreaterThan(40);
    // tests of different seeds do not share one sequence, and no test gives one letter more than 4 of 10 keys
    expect(new Set(tests.map((t) => t.join(''))).size).toBeGreaterThan(150);
    for (const t of tests)
      for (const l of ['A', 'B', 'C', 'D']) expect(t.filter((x) => x === l).length).toBeLessThanOrEqual(4);
  });

  it('reports item-writing flaws for the bench', () => {
    expect(itemWritingFlaws(q({ text: 'Which of these is NOT an organelle?' })).negative).toBe(true);
    expect(
      itemWritingFlaws(q({ options: ['A) nucleus', 'B) always ribosome', 'C) membrane', 'D) cytoplasm'] }))
        .absolute,
    ).toBe(true);
    expect(itemWritingFlaws(q()).negative).toBe(false);
  });
});
