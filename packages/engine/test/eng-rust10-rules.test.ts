/**
 * The rules a text states as a list (eng-rust10): "Keep these rules in mind ...:" under a title "Locking Rules",
 * one rule per line, asked as "which of these is NOT one of the locking rules?" with the rules as the wrong options
 * and a statement the text makes elsewhere as the key; a list of lines under a lead that names no rules is not.
 */
import { describe, expect, it } from 'vitest';
import { builtQuestions, titledSections } from './fixtures.ts';
import { optionText, keyIndex } from '../src/index.ts';
import { statedRuleCandidates } from '../src/local/stated-rules.ts';

const NOTES = titledSections('db', 'Databases.md', [
  'Transactions\n\nA transaction is a unit of work that the database runs as a whole. The database writes every change of a ' +
    'transaction to the log before it changes the data pages. A transaction that fails leaves no change behind.',
  'Locking Rules\n\nFirst, we look at the locking rules of the engine. Keep these rules in mind as we work through the ' +
    'examples:\n\nEach row in a table has its own lock.\nA writer holds the lock until the transaction ends.\n' +
    'When the transaction ends, every lock it holds is released.',
  'Deadlocks\n\nTwo transactions that wait for each other form a deadlock. The lock manager picks one transaction ' +
    'as the victim and aborts it. A lock request from any client goes through the lock manager first. A reader never waits for a lock held by a writer.',
  'Recovery\n\nAfter a crash the database replays the log from the last checkpoint. Each table keeps its rows in ' +
    'pages on disk. The buffer pool keeps recently used pages in memory.',
  'Steps of a query\n\nThe engine runs a query in three steps. It does the following:\n\nThe parser reads the query text.\n' +
    'The planner chooses an index for each table.\nThe executor returns the rows to the client.',
]);

describe('the rules a text lists', () => {
  it('asks which statement is not one of the named rules, the rules as written among the options', async () => {
    const qs = await builtQuestions(NOTES, statedRuleCandidates);
    expect(qs).toHaveLength(1);
    const q = qs.find((x) => /NOT one of the locking rules/.test(x.text));
    expect(q?.text).toBe('According to the material, which of these is NOT one of the locking rules?');
    const opts = q!.options!.map(optionText);
    const key = opts[keyIndex(q!)]!;
    expect(opts).toContain('Each row in a table has its own lock.');
    expect(opts).toContain('A writer holds the lock until the transaction ends.');
    expect(opts).toContain('When the transaction ends, every lock it holds is released.');
    // every rule says "lock": the key is a statement elsewhere that says it too, so that it is no odd one out
    expect(key).toBe('A lock request from any client goes through the lock manager first.');
    // lines under a lead that names no rules are not asked as rules
    expect(qs.some((x) => /NOT one of the (?:following|steps)/.test(x.text))).toBe(false);
  });
});
