/**
 * eng-form10 (issue 11, decision 106): formula placeholders ("zqmcgq" beside "zqmcq") are no source typos of each
 * other; the typo check of options refused the relativity notes' light-ray statements for it. In-code fixture.
 */
import { describe, expect, it } from 'vitest';
import { typoWord } from '../src/local/cues.ts';
import { protectRequest } from '../src/local/formula.ts';
import { doc, mcRequest, read } from './fixtures.ts';

describe('eng-form10: formula placeholders are no typos of each other', () => {
  it('reads no formula as a typo of another formula the material writes twice', async () => {
    // forty formulas: the third is written twice, the thirty-ninth once; their placeholders are one letter apart
    const lines = Array.from(
      { length: 40 },
      (_, k) => `Step ${k} of the method sets the value $a_{${k}} = ${k}$ here.`,
    );
    lines.push('The method returns to $a_{2} = 2$ at its end.');
    const { req } = protectRequest(mcRequest([doc('Steps.md', [lines.join(' ')])]));
    const corpus = await read(req.documents);
    const words = corpus.documents.flatMap((d) => d.units.flatMap((u) => u.text.match(/zqm[a-p]+q/g) ?? []));
    const once = words.filter((w) => w.length === 6 && words.filter((x) => x === w).length === 1);
    expect(once.length).toBeGreaterThan(20);
    for (const w of once) expect(typoWord(corpus, w)).toBe(false);
  });
});
