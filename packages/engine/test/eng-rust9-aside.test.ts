/**
 * "What happens when ...?" from a conditional whose result holds an aside in parentheses (eng-rust9): "When your
 * code calls a function, the values passed into the function (including, potentially, pointers to data on the
 * heap) and the function's local variables get pushed onto the stack." is read as a conditional without the
 * aside; an aside that limits the result ("(unless ...)") or one in the condition keeps the sentence out.
 */
import { describe, expect, it } from 'vitest';
import { commonRoots, conditionalQuestion, conditionalsOf, statementIndex } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { pages, read } from './fixtures.ts';

const PAPER = pages('Storage engine.pdf', [
  'When the buffer pool fills up, the storage engine evicts the least recently used page. ' +
    'When a transaction commits, the log writer flushes the commit record (together with its page checksums) to ' +
    'durable storage. When the query planner sees a selective predicate, the optimizer chooses an index scan.',
  'When a replica falls behind, the primary ships archived segments over the network. ' +
    'When the vacuum process runs, dead tuples are reclaimed (unless a long scan still sees them). ' +
    'If the disk becomes full, the server rejects new writes with an error.',
  'When statistics are stale, the planner misestimates join cardinalities badly. ' +
    'When a client (on a busy server) idles too long, the pooler closes the socket quietly. ' +
    'If memory pressure rises, the kernel swaps cold pages out to disk.',
]);

describe('what happens when: a result with an aside in parentheses', () => {
  it('reads the result without its aside, and asks it with the whole sentence quoted', async () => {
    const c = await read(PAPER);
    const conds = conditionalsOf(c);
    const commit = conds.find((x) => /transaction commits/.test(x.condition));
    expect(commit?.result).toBe('the log writer flushes the commit record to durable storage');
    const ix = statementIndex(c);
    const q = conditionalQuestion(ix, commonRoots(ix), commit!, conds, new Set(), rng(1));
    expect(q?.stem).toBe('According to the material, what happens when a transaction commits?');
    expect(q?.key).toBe('the log writer flushes the commit record to durable storage');
    expect(q?.distractors).toHaveLength(3);
    for (const d of q!.distractors) expect(d).not.toMatch(/[()]/);
  });

  it('keeps out an aside that limits the result, and one in the condition', async () => {
    const conds = conditionalsOf(await read(PAPER));
    expect(conds.some((x) => /vacuum/.test(x.condition))).toBe(false);
    expect(conds.some((x) => /client/.test(x.condition))).toBe(false);
    expect(conds.length).toBe(6);
  });
});
