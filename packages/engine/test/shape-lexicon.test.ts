/**
 * Which words wink-nlp's lexicon knows must not depend on the documents read before (issue 11, decision 104):
 * ids of unknown words grow as they are read, and `shape.ts` used to take the first id it saw as the lexicon's
 * end, so every unknown word of the documents read before that counted as known. This file must read a document
 * before anything asks whether a word is known (vitest runs each test file in its own module graph).
 */
import { describe, expect, it } from 'vitest';
import { inLexicon, nlp } from '../src/local/analysis.ts';
import { displayCase } from '../src/local/shape.ts';
import { doc, read } from './fixtures.ts';

describe('words known to the lexicon, whatever was read before', () => {
  it('keeps the capital of a product name that a document read earlier also wrote', async () => {
    // another document names the product first
    nlp().readDoc('Quorbexa and Zentrilo are both solvers.');
    const d = doc('Solvers.md', [
      'Quorbexa is a solver for fluid problems that uses spectral methods on simple domains.',
      'Zentrilo solves the same equations with finite elements on unstructured meshes.',
    ]);
    const corpus = await read(d);
    expect(inLexicon('quorbexa')).toBe(false);
    expect(inLexicon('solver')).toBe(true);
    expect(displayCase(corpus, 'Quorbexa')).toBe('Quorbexa');
  });
});
