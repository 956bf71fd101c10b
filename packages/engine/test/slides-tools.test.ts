/**
 * Slide decks (issue 11, decision 104, eng-slides10): a step of a slide titled with what it works out that reads a
 * value from a tool the deck lists elsewhere ("Read heap usage from jstat" under "Sizing Worker Pools", the list
 * "JVM Tools": jstat, jmap, jstack, jcmd) is asked as from which tool, the list's other tools the other options.
 * Fixtures built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { finishDraft, type Draft } from '../src/local/forms.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { read, slides } from './fixtures.ts';

async function toolQuestions(deck: SourceDocument): Promise<Draft[]> {
  const c = await read(deck);
  const out: Draft[] = [];
  for (const seed of [1, 2, 3])
    for (const x of slideCandidates(c, rng(seed))) {
      const d = x.build(new Set());
      if (!d || !/which tool/.test(d.stem)) continue;
      expect(questionFlaws(finishDraft(c, d)!, { documents: [deck] })).toEqual([]);
      expect(deck.units[d.unit - 1]!.text).toContain(d.quote);
      out.push(d);
    }
  return out;
}

const TOOLS = 'JVM Tools\n\njstat\njmap -histo\njstack\njcmd';
const SIZING =
  'Sizing Worker Pools\n\nTake total memory\nSubtract OS allowance\nDivide by worker heap size\nRead heap usage from jstat';

describe('the tool a step reads its value from', () => {
  it('asks from which tool, among the other tools the deck lists', async () => {
    const ds = await toolQuestions(slides('Jvm.pptx', ['Java Tuning\n\nPart 1', TOOLS, SIZING]));
    expect(ds).toHaveLength(3);
    for (const d of ds) {
      expect(d.stem).toBe(
        'According to the material, from which tool do you read heap usage when sizing Worker Pools?',
      );
      expect(d.key).toBe('jstat');
      expect([...d.distractors].sort()).toEqual(['jcmd', 'jmap', 'jstack']);
      expect(d.quote).toBe('Read heap usage from jstat');
      expect(d.form).toBe('term-from-definition');
    }
  });

  it('asks nothing of a tool the deck lists with fewer than three others', async () => {
    const ds = await toolQuestions(
      slides('Jvm.pptx', ['Java Tuning\n\nPart 1', 'JVM Tools\n\njstat\njmap\njstack', SIZING]),
    );
    expect(ds).toEqual([]);
  });
});
