/**
 * What each part of a system does (issue 11, eng-yield8tm, agents.ts): a paper that describes a system by its parts
 * says what each part does; the part is the key and the other parts the material shows at work are the wrong
 * options. And why a survival output's mean is underestimated (study-uses.ts). Every fixture is written here (a
 * made-up query engine, an asthma homework; both builders are English only).
 */
import { describe, expect, it } from 'vitest';
import { agentActs, agentCandidates, rootOf } from '../src/local/agents.ts';
import { underestimateQuestions, studyUseCandidates } from '../src/local/study-uses.ts';
import { asthmaHomework, builtQuestions, doc, formQuestions, keyOf, read } from './fixtures.ts';

const ENGINE = doc('query-engine-paper.pdf', [
  [
    '3 Architecture',
    'The query engine runs every statement through a pipeline of separate components, each with a narrow task.',
    'The query parser turns the statement text into a syntax tree with one node for every clause.',
    'For every syntax tree, the query planner chooses a join order by estimating the size of every intermediate result.',
    'The query optimizer rewrites the chosen plan so that selective filters run before expensive joins.',
    'The query executor pulls rows from the storage layer one batch at a time and streams them to the client.',
    'For each finished plan, the query scheduler assigns the running plans to worker threads by their estimated cost.',
    'When a worker thread stalls, the query executor hands its rows to the next free thread.',
  ].join(' '),
  [
    '4 Results',
    'The basic interpreter evaluates each row of the table separately and ignores the plan entirely.',
    'The query executor is the largest component of the engine in lines of code.',
    'The query parser rejects a statement with unbalanced parentheses before any other component reads it.',
  ].join(' '),
]);

describe('which part of a system does what (agents.ts)', () => {
  it('reads the parts at work: a noun of an agent, with a noun of its name, before a verb of action', async () => {
    const acts = agentActs(await read(ENGINE));
    const heads = new Set(acts.map((a) => a.head));
    expect([...heads].sort()).toEqual(['executor', 'optimizer', 'parser', 'planner', 'scheduler']);
    // "the basic interpreter" is another thing (an adjective before it), and "is the largest component" no act
    expect(acts.some((a) => a.head === 'interpreter')).toBe(false);
    expect(acts.some((a) => a.predicate.startsWith('is '))).toBe(false);
  });

  it('asks which part does it, the opener kept, the other parts the options', async () => {
    const qs = await formQuestions(ENGINE, 'term-from-definition');
    const planner = qs.find((q) => q.key === 'the query planner');
    expect(planner?.text).toBe(
      'According to the material, for every syntax tree, which of these chooses a join order by estimating the size of every intermediate result?',
    );
    expect(planner?.flaws).toEqual([]);
    expect(new Set(planner?.options)).toEqual(
      new Set([
        'the query planner',
        ...planner!.options.filter((o) =>
          ['the query parser', 'the query optimizer', 'the query executor', 'the query scheduler'].includes(
            o,
          ),
        ),
      ]),
    );
    expect(planner?.options).toHaveLength(4);
    const optimizer = qs.find((q) => q.key === 'the query optimizer');
    expect(optimizer?.text).toBe(
      'According to the material, which of these rewrites the chosen plan so that selective filters run before expensive joins?',
    );
  });

  it('names no option in the stem, by the root of its noun ("plan" of "planner")', async () => {
    expect(['recorder', 'planner', 'allocator', 'monitor', 'interpreter'].map(rootOf)).toEqual([
      'record',
      'plan',
      'allocat',
      'monit',
      'interpret',
    ]);
    const drafts = agentCandidates(await read(ENGINE)).map((c) => c.build(new Set())!);
    // "For each finished plan, the query scheduler assigns the running plans ...": the planner is no option
    const scheduler = drafts.find((d) => d.key === 'the query scheduler');
    expect(new Set(scheduler?.distractors)).toEqual(
      new Set(['the query executor', 'the query parser', 'the query optimizer']),
    );
    const optimizer = drafts.find((d) => d.key === 'the query optimizer');
    expect(optimizer?.distractors).not.toContain('the query planner');
    // a sentence opening with a condition is asked as "what happens when ...?", not here
    expect(drafts.some((d) => /stalls|hands its rows/.test(d.stem))).toBe(false);
    expect(optimizer?.distractors).toHaveLength(3);
  });

  it('asks nothing whose stem names the key by its root ("recording" of "recorder")', async () => {
    const named = doc('named.pdf', [
      [
        'The query parser turns the statement text into a syntax tree with one node for every clause.',
        'The query planner chooses a join order by estimating the size of every intermediate result.',
        'The query executor pulls rows from the storage layer one batch at a time and streams them to the client.',
        'The query scheduler assigns the running statements to worker threads by their estimated cost.',
        'The query recorder writes every statement to a log while recording is switched on for the session.',
      ].join(' '),
    ]);
    const drafts = agentCandidates(await read(named)).map((c) => c.build(new Set())!);
    expect(drafts.map((d) => d.key)).toContain('the query parser');
    expect(drafts.map((d) => d.key)).not.toContain('the query recorder');
  });

  it('leaves out a part the stem names in the name of the others ("the trace" of "executes the trace")', async () => {
    const VM = doc('tracing-vm.pdf', [
      [
        'The trace monitor counts how often every loop edge runs and starts recording once a loop becomes hot.',
        'The trace recorder emits typed instructions for each operation that the program performs on a hot path.',
        'The trace compiler turns the typed instructions into machine code with a single backward pass.',
        'The register allocator assigns a free register to each value that the machine code keeps live.',
        'The monitor checks the reason for every trace exit and applies blacklisting when a loop keeps failing.',
      ].join(' '),
    ]);
    const qs = await formQuestions(VM, 'term-from-definition');
    const exit = qs.find((q) => q.text.includes('applies blacklisting'));
    expect(exit?.key).toBe('the monitor');
    // "trace" is a word of the stem: no option carries it, so none stands out by it
    expect(exit?.options.every((o) => !/\btrace\b/.test(o))).toBe(true);
    expect(exit?.flaws).toEqual([]);
  });

  it('asks nothing of a document that names fewer than four parts at work', async () => {
    const few = doc('three-parts.pdf', [
      [
        'The query parser turns the statement text into a syntax tree with one node for every clause.',
        'The query planner chooses a join order by estimating the size of every intermediate result.',
        'The query executor pulls rows from the storage layer one batch at a time and streams them to the client.',
      ].join(' '),
    ]);
    expect(agentCandidates(await read(few))).toEqual([]);
  });
});

describe('why the mean survival time is underestimated (study-uses.ts)', () => {
  /** The asthma homework with the output's note, and its summary of censored values in a second unit. */
  const withSummary = (percent: string, censored: string) => {
    const base = asthmaHomework({ note: true, hypothesis: 'R1(t) and R2(t)', p: '0.2175' });
    const failed = String(120 - Number(censored));
    return {
      ...base,
      units: [
        ...base.units,
        {
          number: 2,
          text: [
            'Summary of the Number of Censored and Uncensored Values',
            'Stratum Drug Total Failed Censored Percent Censored',
            `Total 120 ${failed} ${censored} ${percent}`,
            'Note: The mean survival time and its standard error were underestimated because the largest observation was censored and the estimation was restricted to the largest event time.',
          ].join('\n\n'),
        },
      ],
    };
  };

  it('asks why, the note its key, against misreadings of censoring the summary rules out', async () => {
    const d = withSummary('41.67', '50');
    const qs = await builtQuestions(d, (c) => studyUseCandidates(c));
    const why = qs.filter((q) => q.text.includes('underestimated'));
    // once per document, though the output repeats the note
    expect(why.map((q) => q.text)).toEqual([
      'According to the material, why were the mean survival time and its standard error underestimated?',
    ]);
    expect(keyOf(why[0]!)).toBe(
      'The largest observation was censored, so the estimation was cut off at the largest event',
    );
    expect(why[0]!.options).toContain(
      'D) Most observations were censored, which left too few events for a stable estimate',
    );
    expect(why[0]!.explanation).toContain('50 of 120 observations (41.67%) were censored');
  });

  it('asks nothing when the output shows no summary, or most observations censored', async () => {
    const none = asthmaHomework({ note: true });
    expect(underestimateQuestions(await read(none))).toEqual([]);
    expect(underestimateQuestions(await read(withSummary('58.33', '70')))).toEqual([]);
  });
});

describe('parts under two names (agents.ts)', () => {
  it('neither asks nor offers a noun at work under two names ("the trace compiler", "the bytecode compiler")', async () => {
    const two = doc('two-compilers.pdf', [
      [
        'The trace monitor counts how often every loop edge runs and starts recording once a loop becomes hot.',
        'The trace recorder emits typed instructions for each operation that the program performs on a hot path.',
        'The trace compiler turns the typed instructions into machine code with a single backward pass.',
        'The bytecode compiler ensures that every loop header is the target of a backward branch.',
        'The register allocator assigns a free register to each value that the machine code keeps live.',
        'The garbage collector frees the objects that no live value of the program can reach any more.',
      ].join(' '),
    ]);
    const drafts = agentCandidates(await read(two)).map((c) => c.build(new Set())!);
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect([d.key, ...d.distractors].join(' ')).not.toMatch(/compiler/);
  });
});

describe("a part's name (agents.ts)", () => {
  it('names a part as the material writes it most often ("register allocator" for "the allocator")', async () => {
    const vm = doc('allocator.pdf', [
      [
        'The trace monitor counts how often every loop edge runs and starts recording once a loop becomes hot.',
        'The trace recorder emits typed instructions for each operation that the program performs on a hot path.',
        'The bytecode compiler ensures that every loop header is the target of a backward branch.',
        'We use a simple greedy register allocator that makes a single backward pass over the trace.',
        'The allocator assigns a free machine slot to each value that the code keeps live.',
        'A simple register allocator is enough for traces, which have no internal joins.',
      ].join(' '),
    ]);
    const drafts = agentCandidates(await read(vm)).map((c) => c.build(new Set())!);
    const assigns = drafts.find((d) => d.stem.includes('assigns a free machine slot'));
    expect(assigns?.key).toBe('the register allocator');
  });
});
