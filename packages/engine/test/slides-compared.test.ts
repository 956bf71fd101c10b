/**
 * Slide decks (issue 11, decision 104, eng-slides10): two lines of one slide that say opposite costs of two
 * kinds of one thing ("Flash Storage is Expensive" / "Tape Storage Relatively Cheap") are asked as how the first
 * kind compares with the second, the answers a scale that contradicts the key (none the odd one out by its hedge).
 * Fixtures built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { finishDraft, type Draft } from '../src/local/forms.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { read, slides } from './fixtures.ts';

async function comparisons(deck: SourceDocument): Promise<Draft[]> {
  const c = await read(deck);
  const out: Draft[] = [];
  for (const x of slideCandidates(c, rng(7))) {
    if (x.form !== 'comparison') continue;
    const d = x.build(new Set());
    if (!d) continue;
    expect(questionFlaws(finishDraft(c, d)!, { documents: [deck] })).toEqual([]);
    expect(deck.units[d.unit - 1]!.text).toContain(d.quote);
    out.push(d);
  }
  return out;
}

describe('two kinds of one thing a slide says the opposite of', () => {
  it('asks how the first kind compares with the second in cost', async () => {
    const ds = await comparisons(
      slides('Storage.pptx', [
        'Storage Systems\n\nPart 2: Tiers',
        'Storage Tiers\n\nFlash Storage is Expensive\nTape Storage Relatively Cheap\nSeveral Approaches:\nHot tier\nCold tier',
      ]),
    );
    expect(ds).toHaveLength(1);
    const d = ds[0]!;
    expect(d.stem).toBe(
      'According to the material, how does flash storage compare with tape storage in cost?',
    );
    expect(d.key).toBe('More expensive');
    expect([...d.distractors].sort()).toEqual(['Cheaper', 'Roughly the same cost', 'Slightly less costly']);
    expect(d.quote).toBe('Flash Storage is Expensive\nTape Storage Relatively Cheap');
  });

  it('asks the costly kind when the slide leads with the cheap one', async () => {
    const ds = await comparisons(
      slides('Disks.pptx', [
        'Disk Reads\n\nSequential Reads Relatively Cheap\nRandom Reads are Costly\nPlan reads',
      ]),
    );
    expect(ds.map((d) => [d.stem, d.key, d.quote])).toEqual([
      [
        'According to the material, how do random reads compare with sequential reads in cost?',
        'More costly',
        'Sequential Reads Relatively Cheap\nRandom Reads are Costly',
      ],
    ]);
  });

  it('asks nothing of two kinds the slide says alike, nor of two different things', async () => {
    const ds = await comparisons(
      slides('Mixed.pptx', [
        'Storage Tiers\n\nFlash Storage is Expensive\nTape Storage is Expensive\nPlan ahead',
        'Costs\n\nFlash Storage is Expensive\nTape Drives Relatively Cheap\nPlan ahead',
      ]),
    );
    expect(ds).toEqual([]);
  });
});
