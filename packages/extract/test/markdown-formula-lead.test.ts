/**
 * A display formula stays with the paragraph that introduces it (eng-formula2): cs231n's "The most common
 * regularization penalty is the squared L2 norm ... over all parameters:" and "$$ R(W) = ... $$" fell on the two
 * sides of the cut of a long section into parts, and the formula lost what it is the formula of.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/index.ts';

const enc = (s: string) => new TextEncoder().encode(s);
/** A paragraph of 50 words. */
const paragraph = (i: number) =>
  Array.from(
    { length: 5 },
    (_, k) => `Sentence number ${i * 5 + k} talks about weights and scores here.`,
  ).join(' ');
const LEAD =
  'The most common regularization penalty is the squared L2 norm that discourages large weights over all parameters:';
const FORMULA = '$$\nR(W) = \\sum_k\\sum_l W_{k,l}^2\n$$';

describe('Markdown sections and display formulas', () => {
  it('never cuts a long section between a display formula and its lead-in', async () => {
    // ten paragraphs (the tenth ends with the lead-in) bring the part to its target just before the formula
    const before = Array.from({ length: 9 }, (_, i) => paragraph(i));
    const after = Array.from({ length: 10 }, (_, i) => paragraph(20 + i));
    const src = [
      '## Loss',
      '',
      ...[...before, `${paragraph(9)} ${LEAD}`].flatMap((p) => [p, '']),
      FORMULA,
      '',
    ]
      .concat(after.flatMap((p) => [p, '']))
      .join('\n');
    const r = await extractDocument(enc(src), 'notes.md');
    expect(r.units.map((u) => u.title)).toEqual(['Loss', 'Loss (2)']);
    const withLead = r.units.find((u) => u.text.includes(LEAD))!;
    expect(withLead.text).toContain(`${LEAD}\n\n$$ R(W) = \\sum_k\\sum_l W_{k,l}^2 $$`);
    for (const u of r.units) expect(u.text.trimStart().startsWith('$$')).toBe(false);
    // nothing lost, nothing repeated
    expect(
      r.units
        .map((u) => u.text)
        .join('\n\n')
        .split('R(W) =').length,
    ).toBe(2);
    expect(r.units[1]!.text.startsWith(paragraph(20))).toBe(true);
  });
});
