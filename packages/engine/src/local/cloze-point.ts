/**
 * Clozes a reader fills without knowing the point (eng-weak6, readers at d0f7c17 on "... all run in just two loop
 * passes over the _____: one forward and one backward." of a section on trace optimizations):
 * a blank that closes its clause before a colon or a dash that goes on to say what the sentence is about (": one
 * forward and one backward") tests a word the sentence only leads up to, and the words before the colon ("passes
 * over the") are a slot the section's subject fills. The sentence's point is after the blank and goes untested.
 * (A blank after a preposition of the term its section names most was tried as a rule too: it refused "must be
 * stored on the _____ instead" of a section on the stack and the heap, a good question, and was dropped.)
 */
import type { Corpus, Sentence } from './analysis.ts';

/**
 * Why a cloze whose blank ends before token `to` of a sentence misses the sentence's point, or null (see the
 * module comment).
 */
export function clozeMissesPoint(corpus: Corpus, s: Sentence, to: number): string | null {
  if (corpus.language !== 'en') return null;
  const toks = s.tokens;
  const after = toks[to];
  // ": one forward and one backward" - words after the colon or dash (not a colon that ends the sentence)
  if (after && /^(?::|—|–|--)$/.test(after.text) && toks.slice(to + 1).some((t) => /\p{L}/u.test(t.text)))
    return 'the point follows the blank';
  return null;
}
