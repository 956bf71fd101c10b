/**
 * Questions readers rated weak at 865d558 (eng-weak7, decisions 104 and 105): a cloze keyed by the term its paper is
 * about ("In certain cases the _____ might reach the loop header ..." of the TraceMonkey paper, key "trace"), a
 * homework's "which variable defines the groups?" beside variables no one takes for groups (the time, the
 * censoring indicator), and a Hebrew "explain" question whose model answer restates the theorem. Every fixture is
 * built here.
 */
import { describe, expect, it } from 'vitest';
import { fitsSubjectSlot } from '../src/local/cloze-kind.ts';
import { dominantTerm } from '../src/local/cloze-point.ts';
import { buildCandidates } from '../src/local/mc.ts';
import { groupsLike, studyCandidates, variablesOf } from '../src/local/study.ts';
import { optionText } from '../src/quality.ts';
import { withoutMathIsolates } from '../src/local/util.ts';
import {
  asthmaHomework,
  builtQuestions,
  doc,
  keyOf,
  mcRequest,
  openQuestionsUpTo,
  pages,
  read,
} from './fixtures.ts';

// ------------------------------------------------------------------------------ 1. the document's own term

describe('no cloze keyed by the term its document is about', () => {
  const TRACES = [
    'The interpreter records a trace when a loop becomes hot.',
    'Each trace ends with a guard that checks the type of every variable.',
    'The compiler turns the trace into native code for the processor.',
    'A recorded trace may exit early when a guard fails.',
    'The monitor stores each trace in a cache keyed by the program counter.',
    'Side exits leave the trace and return control to the interpreter.',
    'The recorder stops the trace when the loop ends.',
    'Every trace keeps a type map of the values on the stack.',
    'In certain cases the trace might reach the loop header with a different type map.',
    'The tree grows a branch trace for each hot side exit.',
    'A long trace costs more memory than the bytecode it replaces.',
    'A compiled trace runs many times faster than the interpreted bytecode.',
    'The cache holds one trace for every entry type map.',
    'The profiler counts how often each trace is entered.',
  ];
  const LOOPS = [
    'A nested loop is compiled after its inner loop.',
    'The outer loop calls the tree of the inner loop.',
    'A loop is hot after two iterations in the interpreter.',
    'Each loop has one header where its iterations start.',
    'An unstable loop changes the types of its variables.',
    'A short loop spends much of its time in the monitor.',
    'A hot loop runs as native code until a guard fails.',
    'The profiler marks a loop as hot after a threshold.',
    'A loop with many branches grows a wide tree.',
    'Each loop gets its own entry in the cache.',
  ];
  const paper = (extra: string[]) =>
    pages('Tracing.pdf', ['Trace Trees\n\n' + [...TRACES, ...extra].join(' ')]);
  const blanks = async (d: ReturnType<typeof paper>) => {
    const c = await read(d);
    const keys = buildCandidates(c, mcRequest([d]))
      .filter((x) => x.kind !== 'number')
      .map((x) => x.term!.key);
    return { c, keys };
  };

  it('never blanks "trace" in a paper that names it in far more sentences than any other term', async () => {
    const { c, keys } = await blanks(paper([]));
    expect(dominantTerm(c, 0)).toBe('trace');
    expect(keys).not.toContain('trace');
    // other terms are still blanked
    expect(keys.length).toBeGreaterThan(0);
  });

  it('still blanks it when another term is named about as often (no term the document is about)', async () => {
    const { c, keys } = await blanks(paper(LOOPS));
    expect(dominantTerm(c, 0)).toBeNull();
    expect(keys).toContain('trace');
  });
});

describe('no cloze distractor that cannot do what the sentence says the blank does', () => {
  const PAPER = pages('Tracing.pdf', [
    'Trace Trees\n\n' +
      [
        'In certain cases the trace might reach the loop header with a different type map.',
        'The interpreter reaches the loop header after every iteration.',
        'The interpreter resumes when the native code returns.',
        'The interpreter counts the iterations of each loop header.',
        'A guard checks the type of one variable.',
        'Each guard compares a value with the recorded type.',
        'The recorder writes a guard for every branch.',
      ].join(' '),
  ]);
  const fits = async (d: string) => {
    const c = await read(PAPER);
    const s = c.sentences.find((x) => /might reach/.test(x.text))!;
    const i = s.tokens.findIndex((t) => t.text === 'trace');
    return fitsSubjectSlot(c, s, i, i + 1, d);
  };

  it('offers beside "the _____ might reach the loop header" a term the material writes reaching something, not "guard"', async () => {
    expect(await fits('interpreter')).toBe(true);
    expect(await fits('guard')).toBe(false);
  });

  it('leaves a blank that is no verb’s subject alone ("the _____ is ...", "a/an _____ for ...")', async () => {
    const c = await read(PAPER);
    const s = c.sentences.find((x) => /checks the type/.test(x.text))!;
    const i = s.tokens.findIndex((t) => t.text === 'type');
    expect(fitsSubjectSlot(c, s, i, i + 1, 'guard')).toBe(true);
  });
});

// ------------------------------------------------------------------------------ 2. the grouping variable

describe('which variable defines the groups: only variables that could group the data', () => {
  const base = asthmaHomework({ strata: true });
  /** The homework with two more codings of categories among its variables. */
  const more = {
    ...base,
    units: base.units.map((u) => ({
      ...u,
      text: u.text.replace(
        /(Stage: This equals [^\n]*)/,
        '$1\nSex: This equals 1 for male and 2 for female.\nSite: This equals 1 if the patient was treated at home and 2 if in hospital.',
      ),
    })),
  };
  const grouping = async (d: typeof base) =>
    (await builtQuestions(d, studyCandidates)).filter((q) => /defines the groups/.test(q.text));

  it('reads the time and the censoring indicator as no grouping variable, and the codings of categories as one', async () => {
    const c = await read(more);
    const by = new Map(variablesOf(c).map((v) => [v.name, groupsLike(v)]));
    expect(Object.fromEntries(by)).toEqual({
      Weeks: false,
      Censor: false,
      Drug: true,
      Stage: true,
      Sex: true,
      Site: true,
    });
  });

  it('asks it against the other codings of categories, never the time or the censoring indicator', async () => {
    const [q] = await grouping(more);
    expect(q?.text).toBe(
      'According to the material, which variable of the data defines the groups whose survival functions R1(t) and R2(t) are compared?',
    );
    expect(keyOf(q!)).toBe('Drug');
    expect(q!.options!.map(optionText).sort()).toEqual(['Drug', 'Sex', 'Site', 'Stage']);
  });

  it('does not ask it when only the time and the censoring indicator could stand beside the key', async () => {
    expect(await grouping(base)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------ 3. "explain" of a bare theorem

describe('a theorem and its converse: asked for the theorem and a counterexample, never "explain" of the statement', () => {
  const page = (example: string[]) =>
    doc(
      'סדרות.pdf',
      [
        [
          'משפט 1.5.2:',
          'אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.',
          'יש לשים לב שההפך אינו נכון:',
          ...example,
          'הגדרה 1.5.3 (סדרה מונוטונית):',
        ].join('\n'),
      ],
      'page',
      'seq',
    );
  const compare = async (d: ReturnType<typeof page>) =>
    (await openQuestionsUpTo([d], 3, 1)).filter((q) => q.form === 'compare');

  it('asks to state the theorem and give a counterexample, what follows from the theorem next to it', async () => {
    const [q] = await compare(page(['לדוגמה (−1)^𝑛.']));
    expect(q?.text).toBe(
      'האם כל סדרה מתכנסת היא חסומה, והאם כל סדרה חסומה היא מתכנסת? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית.',
    );
    expect(withoutMathIsolates(q!.correctAnswer)).toBe(
      'כל סדרה מתכנסת היא חסומה: אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה. לכן סדרה שאינה חסומה אינה מתכנסת. ' +
        'ההפך אינו נכון: סדרה חסומה אינה בהכרח מתכנסת, לדוגמה (−1)^𝑛.',
    );
    expect(q!.keyIdeas).toEqual(['חסומה אינה בהכרח מתכנסת', 'ההפך אינו נכון']);
  });

  it('does not ask it when the notes give no counterexample', async () => {
    expect(await compare(page([]))).toEqual([]);
  });
});
