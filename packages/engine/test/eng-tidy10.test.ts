/**
 * Which part of a system does what (issue 11, eng-tidy10, agents.ts): a part goes by one name in every question of
 * a document, so in every test drawn from it. TraceMonkey's test offered "the trace monitor" / "the trace recorder"
 * in one question and "the monitor" / "the recorder" in the next, whose stem says "trace". Fixtures written here (a
 * made-up tracing VM and a query engine).
 */
import { describe, expect, it } from 'vitest';
import { agentCandidates } from '../src/local/agents.ts';
import { builtQuestions, doc, generateUpTo, keyOf, mcRequest } from './fixtures.ts';

const VM = doc('tracing-vm.pdf', [
  [
    '2 Overview',
    'The trace monitor counts how often every loop edge runs and starts recording once a loop becomes hot.',
    'The trace recorder emits typed instructions for each operation that the program performs on a hot path.',
    'The bytecode compiler ensures that every loop header is the target of a backward branch.',
    'The register allocator assigns a free machine slot to each value that the machine code keeps live.',
    'The monitor checks the reason for every trace exit and applies blacklisting when a loop keeps failing.',
  ].join(' '),
]);

const ENGINE = doc('query-engine.pdf', [
  [
    '3 Architecture',
    'The query parser turns the statement text into a syntax tree with one node for every clause.',
    'The query planner chooses a join order by estimating the size of every intermediate result.',
    'The query optimizer rewrites the chosen plan so that selective filters run before expensive joins.',
    'The query executor pulls rows from the storage layer one batch at a time and streams them to the client.',
  ].join(' '),
]);

/** The options (without their letters) of the questions asking which part of the system does something. */
const partOptions = (qs: { text: string; options: string[] | null }[]) =>
  qs
    .filter((q) => q.text.includes('which of these'))
    .flatMap((q) => (q.options ?? []).map((o) => o.slice(3)));

/** The names a question set gives each part, by the part's noun ("monitor" -> {"the monitor"}). */
function namesByPart(options: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const o of options) {
    const head = o.split(' ').at(-1)!;
    out.set(head, (out.get(head) ?? new Set()).add(o));
  }
  return out;
}

describe('a part under one name in every question (agents.ts)', () => {
  it('names "trace" parts by their noun alone when a question asks for one with "trace" in its stem', async () => {
    const qs = await builtQuestions(VM, (c) => agentCandidates(c));
    const exit = qs.find((q) => q.text.includes('applies blacklisting'));
    const recorder = qs.find((q) => q.text.includes('emits typed instructions'));
    expect(exit && keyOf(exit)).toBe('the monitor');
    // the stem says nothing of traces, and the recorder is still "the recorder", as in the other question
    expect(recorder?.text).toBe(
      'According to the material, which of these emits typed instructions for each operation that the program performs on a hot path?',
    );
    expect(recorder && keyOf(recorder)).toBe('the recorder');
    const names = namesByPart(partOptions(qs));
    expect([...names.get('monitor')!]).toEqual(['the monitor']);
    expect([...names.get('recorder')!]).toEqual(['the recorder']);
    // parts named with another word keep their fullest name
    expect([...names.get('allocator')!]).toEqual(['the register allocator']);
    expect([...names.get('compiler')!]).toEqual(['the bytecode compiler']);
    // a system whose stems repeat no word of a name: every part under its fullest name
    const other = await builtQuestions(ENGINE, (c) => agentCandidates(c));
    const planner = other.find((q) => q.text.includes('chooses a join order'));
    expect(planner && keyOf(planner)).toBe('the query planner');
    for (const o of partOptions(other)) expect(o).toMatch(/^the query [a-z]+$/);
  });

  it('one name per part in a test the engine writes', async () => {
    const { questions } = await generateUpTo(mcRequest([VM], { difficulty: 'easy' }));
    const names = namesByPart(partOptions(questions));
    expect(names.size).toBeGreaterThan(0);
    for (const [, set] of names) expect(set.size).toBe(1);
  });
});
