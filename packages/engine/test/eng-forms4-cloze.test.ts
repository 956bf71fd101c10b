/**
 * The cloze that gave the numerical notes' hard test its fourth form was no question a teacher keeps (eng-forms4,
 * decision 104): "We concluded by introducing computational techniques for Fourier series and _____." asks what
 * the notes end with, a sentence of their closing summary; and "Fourier series are also related to _____, which
 * can be used for non-periodic problems." says with "also" that something named before is related too, so another
 * term of the material ("discrete convolutions", which it links to Fourier series) fits the blank as well. Neither
 * is asked; the same sentences without the summary's lead or the "also" still are. Fixtures are built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { buildCandidates, buildQuestion, makeContext } from '../src/local/mc.ts';
import { optionText } from '../src/quality.ts';
import { doc, mcRequest, read } from './fixtures.ts';

const notes = (summary: string, also: string) =>
  doc('numerical-notes.md', [
    'Fourier Expansions\n' +
      'Fourier series are very powerful for approximating periodic functions. ' +
      'Convolutions are intrinsically linked to Fourier series and transforms. ' +
      `Fourier series are ${also}related to orthogonal polynomials, which can be used for non-periodic problems. ` +
      'Discrete convolutions have a similar formula to continuous convolutions. ' +
      'Orthogonal polynomials underly the quadrature rules used to turn differential equations into sparse linear systems.',
    'Orthogonal Polynomials\n' +
      'Orthogonal polynomials are much more stable than monomials. ' +
      'Chebyshev polynomials satisfy a simple three-term recurrence. ' +
      'Legendre polynomials are orthogonal with respect to a constant weight. ' +
      'Chebyshev polynomials are related to cosines. Legendre polynomials are used in Gaussian quadrature.',
    'Matrices\n' +
      'Permutation matrices represent the action of permuting the entries of a vector. ' +
      'Householder reflections are orthogonal matrices. Permutation matrices are orthogonal. ' +
      'Householder reflections are used to compute a QR factorisation. ' +
      'Discrete convolutions are computed with the fast Fourier transform. Discrete convolutions are circulant matrices.',
    'Future Directions\n' +
      `${summary}some basic numerical algorithms for integration, differentiation, root-finding, and polynomial regression. ` +
      'We concluded by introducing computational techniques for Fourier series and orthogonal polynomials. ' +
      'Computer-assisted proofs combine interval arithmetic with methods for solving differential equations.',
  ]);

/** The stems of the completion questions the material gives (each blank the engine plans, built once). */
async function clozeStems(d: SourceDocument): Promise<string[]> {
  const r = mcRequest([d], { difficulty: 'hard' });
  const corpus = await read(d);
  const ctx = makeContext(corpus, r, () => 0.5);
  const out: string[] = [];
  for (const c of buildCandidates(corpus, r)) {
    if (c.kind === 'number') continue;
    const q = buildQuestion(ctx, c);
    if (q) out.push(`${q.text} [${q.options!.map(optionText).join(' | ')}]`);
  }
  return out;
}

describe('eng-forms4: no cloze of a closing summary or of an "also" sentence', () => {
  it('never blanks a sentence of the notes closing summary ("We concluded by introducing ...")', async () => {
    const stems = await clozeStems(notes('In these notes we explored ', 'also '));
    expect(stems.some((t) => /We concluded by introducing/.test(t))).toBe(false);
    // told as a statement of the subject, without the summary's lead, the same sentence is asked
    const plain = await clozeStems(notes('Numerical analysis studies ', 'also '));
    expect(plain.some((t) => /We concluded by introducing/.test(t))).toBe(true);
  });

  it('never blanks what an "also" sentence relates a term to', async () => {
    const stems = await clozeStems(notes('In these notes we explored ', 'also '));
    expect(stems.some((t) => /Fourier series are also related to _____/.test(t))).toBe(false);
    const plain = await clozeStems(notes('In these notes we explored ', ''));
    expect(plain.some((t) => /Fourier series are related to _____/.test(t))).toBe(true);
  });
});
