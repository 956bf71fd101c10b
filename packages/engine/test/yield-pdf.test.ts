/**
 * Yield on long PDF prose (issue 11, decision 104, eng-pdf): lecture notes that name their methods in run-in
 * labels ("Floating-point arithmetic: essentially scientific notation ...") are asked about, the label read as a
 * noun phrase although a tagger reads "Floating" or "Fixed" as a verb; a label whose hyphenated word the
 * description repeats ("Fixed-point arithmetic: ... at a fixed position") is not. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf } from '../src/local/select.ts';
import { questionFlaws } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const NOTES = doc(
  'Numbers.pdf',
  [
    'There are multiple ways of representing real numbers on a computer. Fixed-point arithmetic: essentially representing a real number as an integer where a decimal point is inserted at a fixed position. Floating-point arithmetic: essentially scientific notation where an exponent is stored alongside a fixed number of digits. Level-index arithmetic: stores numbers as iterated exponents.',
    'Interval arithmetic: computes with sets that are guaranteed to contain the true result of a computation. Integer arithmetic on a computer is equivalent to arithmetic modulo a power of two. Modular arithmetic wraps around when a result leaves the range.',
    'Failure to understand floating-point arithmetic can cause catastrophic issues in practice. Interval arithmetic is used in computer-assisted proofs. Level-index arithmetic is rarely used in practice.',
  ],
  'page',
);

async function termQuestions(document = NOTES) {
  const corpus = await read(document);
  const out = [];
  for (const it of candidatesOf(corpus, mcRequest([document]), 1)) {
    if (it.form !== 'term-from-definition') continue;
    const m = it.make(new Set());
    if (!m) continue;
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    const options = q.options.map((o) => o.replace(/^[A-D]\)\s*/, ''));
    const key = options['ABCD'.indexOf(q.correctAnswer)]!;
    out.push({ text: q.text, options, key, flaws: questionFlaws(m.q, { documents: [document] }) });
  }
  return out;
}

describe('run-in labels with a hyphenated modifier', () => {
  it('asks which arithmetic is scientific notation with a stored exponent, the others arithmetics', async () => {
    const qs = await termQuestions();
    const fl = qs.find((q) => q.key === 'floating-point arithmetic');
    expect(fl).toBeDefined();
    // the hedge "essentially" is not part of what it is
    expect(fl!.text).toBe(
      'Which term does the material define as "scientific notation where an exponent is stored alongside a fixed number of digits"?',
    );
    expect(fl!.flaws).toEqual([]);
    for (const o of fl!.options) expect(o).toMatch(/ arithmetic$/);
    // no option shares a word with the description ("fixed-point arithmetic" beside "a fixed number")
    expect(fl!.options).not.toContain('fixed-point arithmetic');
  });

  it('does not ask for fixed-point arithmetic from a description that says "at a fixed position"', async () => {
    const qs = await termQuestions();
    expect(qs.some((q) => q.key === 'fixed-point arithmetic')).toBe(false);
    expect(qs.some((q) => /fixed position/.test(q.text))).toBe(false);
  });
});
