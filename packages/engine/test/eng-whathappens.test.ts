/**
 * "What happens when ...?" questions of one test offer different wrong options (eng-whathappens): a result of
 * another condition offered as a wrong option is used (its sentence), so the test's next "what happens" question
 * takes three other results of the material; never one long wrong option twice in a test.
 */
import { describe, expect, it } from 'vitest';
import { keyIndex, optionText, type GeneratedQuestion } from '../src/index.ts';
import { commonRoots, conditionalQuestion, conditionalsOf, statementIndex } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { mcRequest, pages, questionsUpTo, read } from './fixtures.ts';

const PAPER = pages('Storage engine.pdf', [
  'When the buffer pool fills up, the storage engine evicts the least recently used page. ' +
    'When a transaction commits, the log writer flushes the commit record to durable storage. ' +
    'If a checksum mismatch is detected, the reader marks the block as corrupt. ' +
    'When the query planner sees a selective predicate, the optimizer chooses an index scan.',
  'If two writers lock the same row, the deadlock detector aborts the younger transaction. ' +
    'When a replica falls behind, the primary ships archived segments over the network. ' +
    'When the vacuum process runs, dead tuples are reclaimed for future inserts. ' +
    'If the disk becomes full, the server rejects new writes with an error.',
  'When statistics are stale, the planner misestimates join cardinalities badly. ' +
    'When a client connection idles too long, the pooler closes the socket quietly. ' +
    'If memory pressure rises, the kernel swaps cold pages out to disk.',
]);

const wrong = (q: GeneratedQuestion) =>
  (q.options ?? []).filter((_, i) => i !== keyIndex(q)).map((o) => optionText(o).toLowerCase());

describe('what happens when: the wrong options of two questions of one test', () => {
  it('a second question takes three other results than the first offered', async () => {
    const c = await read(PAPER);
    const ix = statementIndex(c);
    const common = commonRoots(ix);
    const conds = conditionalsOf(c);
    expect(conds.length).toBeGreaterThanOrEqual(9);
    const first = conds.find((x) => /buffer pool fills up/.test(x.condition))!;
    const q1 = conditionalQuestion(ix, common, first, conds, new Set(), rng(1))!;
    expect(q1.stem).toBe('According to the material, what happens when the buffer pool fills up?');
    expect(q1.key).toBe('the storage engine evicts the least recently used page');
    const used = new Set(q1.sentences);
    const second = conds.find((x) => !used.has(x.s.index))!;
    const q2 = conditionalQuestion(ix, common, second, conds, used, rng(1))!;
    expect(q2).not.toBeNull();
    expect(q2.distractors).toHaveLength(3);
    for (const d of q2.distractors) expect(q1.distractors).not.toContain(d);
    expect(q1.distractors).not.toContain(q2.key);
  });

  it('a test never offers one result as a wrong option of two "what happens" questions', async () => {
    const tests: GeneratedQuestion[][] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) tests.push(await questionsUpTo(mcRequest([PAPER], { seed })));
    let pairs = 0;
    for (const t of tests) {
      const happens = t.filter((q) => /what happens (?:when|if)/.test(q.text));
      if (happens.length >= 2) pairs++;
      const offered = happens.flatMap(wrong);
      expect(new Set(offered).size).toBe(offered.length);
    }
    expect(pairs).toBeGreaterThan(0);
  });
});
