import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { createLocalEngine } from '../src/local/engine.ts';
import { BIOLOGY_PAGES, cellStructureDoc, geneticsDoc } from './fixtures.ts';

// three sets of course notes as the pages of one document: enough material for several 10-question tests
const pages = [
  ...BIOLOGY_PAGES,
  ...cellStructureDoc().units.map((u) => u.text),
  ...geneticsDoc().units.map((u) => u.text),
];
const doc: SourceDocument = {
  id: 'notes',
  name: 'notes.pdf',
  unitKind: 'page',
  units: pages.map((text, i) => ({ number: i + 1, text })),
};
const base: GenerateRequest = {
  documents: [doc],
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: 10,
};

describe('a second test on the same material', () => {
  it('repeats at most 2 of the first test’s 10 questions, whatever the seeds (held-back questions come first)', async () => {
    const engine = createLocalEngine();
    const repeats: number[] = [];
    for (let s = 1; s <= 30; s++) {
      const first = (await engine.generate({ ...base, seed: s * 7919 })).questions;
      const avoid = first.map((q) => ({ text: q.text, quote: q.source.quote }));
      const second = (await engine.generate({ ...base, seed: s * 104729 + 1, avoid })).questions;
      expect(second).toHaveLength(10);
      const quotes = new Set(first.map((q) => q.source.quote));
      const texts = new Set(first.map((q) => q.text));
      repeats.push(second.filter((q) => quotes.has(q.source.quote) || texts.has(q.text)).length);
    }
    // before the fix, seeds 9 and 13 repeated 3 (16 of 100 seeds over 2, `bench/question-quality/variety.ts`)
    expect(repeats.filter((n) => n > 2)).toEqual([]);
  }, 120_000);
});
