/**
 * Cloze distractors of the key's kind (issue 11, decision 104): a cloze offers only terms the material shows as
 * things of the key's kind (side by side, one list, one genus, one head noun, one slot such as "data on the _"),
 * never an unrelated term of the material, and no cloze is made without three of them. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { clozeKind } from '../src/local/cloze-kind.ts';
import { buildCandidates, buildQuestion, makeContext } from '../src/local/mc.ts';
import { optionText } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const MEMORY = doc('Memory.md', [
  'The stack and the heap are regions of memory that a program uses at run time. Registers and caches are faster regions of storage than the stack or the heap.',
  'Data on the stack must have a known, fixed size when the program is compiled. Data on the heap may change its size while the program runs.',
  'Data on the register is lost when a function returns, and data on the cache is refilled from the main memory.',
  'The register holds one value. The cache holds recent values. The stack, the heap, the register and the cache all hold values of a program.',
  'A register is read in one cycle. A cache is read in a few cycles. The register and the cache are managed by the hardware.',
  'When a variable that includes data on the heap goes out of scope, the value is cleaned up by the drop function.',
  'Pushing values onto the stack is faster than allocating space on the heap. The allocator finds an empty spot on the heap.',
  'A textbook describes each region with a chapter. The library keeps a textbook for every student. Every textbook has an author and a publisher.',
  'The publisher prints the textbook and the author writes the chapter. A library lends a textbook for two weeks.',
]);

const GEOMETRY = doc('Geometry.md', [
  'A circle can be drawn centered at any point and with any chosen radius. Every circle has a centre and a radius.',
  'The radius of a circle is the distance from its centre to any point on it. A circle with a larger radius has a longer circumference.',
  'Euclid wrote a book about geometry. The book of Euclid is still read, and geometry is taught from that book.',
  'Geometry studies shapes. A student reads the book and learns geometry from examples.',
]);

async function clozes(d: SourceDocument) {
  const r = mcRequest([d]);
  const corpus = await read(d);
  const ctx = makeContext(corpus, r, () => 0.5);
  const out = [];
  for (const c of buildCandidates(corpus, r)) {
    if (c.kind === 'number') continue;
    const q = buildQuestion(ctx, c);
    if (q)
      out.push({
        key: optionText(q.options![0]!).toLowerCase(),
        options: q.options!.map((o) => optionText(o).toLowerCase()),
      });
  }
  return { corpus, out };
}

describe('cloze distractors of the key kind', () => {
  it('reads the kind from the material: side by side or in one slot, not an unrelated term', async () => {
    const corpus = await read(MEMORY);
    expect(clozeKind(corpus, 'heap', 'stack')).toBe(true);
    expect(clozeKind(corpus, 'heap', 'register')).toBe(true);
    expect(clozeKind(corpus, 'heap', 'textbook')).toBe(false);
    expect(clozeKind(corpus, 'heap', 'library')).toBe(false);
    for (const other of ['author', 'publisher', 'chapter'])
      expect(clozeKind(corpus, 'stack', other)).toBe(false);
  });

  it('makes no cloze when the material gives fewer than three terms of the key kind', async () => {
    const { corpus, out } = await clozes(GEOMETRY);
    expect(clozeKind(corpus, 'circle', 'book')).toBe(false);
    expect(clozeKind(corpus, 'circle', 'geometry')).toBe(false);
    expect(out.filter((q) => q.key === 'circle' || q.options.includes('circle'))).toEqual([]);
    expect(out).toEqual([]);
  });
});
