/**
 * More honest questions from a notice and a paper without reopening what readers refused (eng-yield3, decision
 * 104): what a notice says its practice does on a condition of the reader ("what may the practice do if you are
 * unable to specifically agree or object?"), a paper's "when ..., we <do X>" read as what happens then ("the oracle
 * is consulted ..."), and a conditional's wrong options taken first from results that are no question of their own.
 * Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { actionCandidates, writerActions } from '../src/local/actions.ts';
import { formCandidates } from '../src/local/forms.ts';
import { conditionalsOf } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { doc, mcRequest, pages, read } from './fixtures.ts';

// ------------------------------------------------------------------------------------ a notice

const YOU = 'you';
const NOTICE = doc('Notice of Privacy Practices.docx', [
  'Notice of Privacy Practices\n\nThis notice describes how your records may be used and disclosed and how you can get access to this information. ' +
    'Our practice is required to protect your records. Please review it carefully if you have questions about your records. ' +
    'You may ask us questions about your records at any time you visit our office.',
  'Family and friends\n\nIf you are unable to specifically agree or object, we may use our best judgment when communicating with your family and others. ' +
    'Unless you object, we may release health information about you to a friend or family member who is involved in your care. ' +
    'We also may disclose information about you in response to a subpoena, but only if efforts have been made to tell you about the request.',
  'Your rights\n\nWhen you request, we will give you a list of disclosures of your health information. ' +
    'We will notify you of the cost involved if you request this information more than once in 12 months. ' +
    'If researchers are allowed access to information that identifies who you are, we will ask for your permission. ' +
    'If we make changes, we will updates this Notice. ' +
    'You may write a statement of disagreement if your request is denied. ' +
    `You have the right to see your records, and ${YOU} may get a copy of your records in writing.`,
]);

describe('a notice: what the practice does on a condition of the reader', () => {
  it('reads the writer\'s conditional actions in the third person, never the source\'s slip "we will updates"', async () => {
    const c = await read(NOTICE);
    const actions = writerActions(c).map((a) => `${a.modal} ${a.action} | ${a.condition}`);
    expect(actions).toContain(
      'may use its best judgment when communicating with your family and others | if you are unable to specifically agree or object',
    );
    expect(actions).toContain(
      'will ask for your permission | if researchers are allowed access to information that identifies who you are',
    );
    expect(actions.some((a) => /updates this Notice/.test(a))).toBe(false);
  });

  it('asks what the practice may do if the reader cannot agree or object, among what it does in other cases', async () => {
    const c = await read(NOTICE);
    const made = actionCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    const q = made.find((x) => /unable to specifically agree/.test(x.stem))!;
    expect(q.stem).toBe(
      'According to the material, what may the practice do if you are unable to specifically agree or object?',
    );
    expect(q.key).toBe('use its best judgment when communicating with your family and others');
    // what the practice does on other conditions; never a disclosure it may make in any case (the subpoena), nor
    // one about the same people (releasing information to a family member may be what happens then too)
    expect(q.distractors.sort()).toEqual([
      'ask for your permission',
      'give you a list of disclosures of your health information',
      'notify you of the cost involved',
    ]);
    // a condition that leans on the sentence before ("this information") or says too little ("when you request")
    // is asked of nothing
    expect(made.every((x) => !/this information|when you request\?/.test(x.stem))).toBe(true);
  });

  it('asks nothing of a paper whose authors write "we"', async () => {
    const paper = pages('Tracing.pdf', [
      'If the trace exits early, we record a new branch for the exit. When you run the benchmark, we measure the time. ' +
        'If the loop is hot, we compile the loop. When the trace is done, we run the optimizer over the trace.',
    ]);
    expect(writerActions(await read(paper))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ a paper

const PAPER = pages('Tracing.pdf', [
  'When the interpreter crosses a loop edge, the monitor decides whether to record or execute a native trace. ' +
    'When trace recording is completed, nanojit runs the backward optimization filters. ' +
    'If there are no free registers, a value is selected for spilling. ' +
    'When a trace call returns, the monitor restores the interpreter state.',
  'When compiling loops, we consult the oracle before specializing values to integers. ' +
    'If an inner tree side exit happens during execution, we simply exit the outer trace and start recording a new branch. ' +
    'When the VM fails to finish a trace, the VM records that a failure has occurred. ' +
    'When a trace is started, some values may be imported and represented as integers.',
]);

describe('a paper: what happens when ..., said by its system as "we"', () => {
  it('reads "when compiling loops, we consult the oracle ..." as what happens then, in the passive', async () => {
    const c = await read(PAPER);
    const results = conditionalsOf(c).map((x) => `${x.word} ${x.condition} | ${x.result}`);
    expect(results).toContain(
      'when compiling loops | the oracle is consulted before specializing values to integers',
    );
    // two verbs joined ("exit the outer trace and start recording"): no passive of the first alone
    expect(results.some((r) => /outer trace/.test(r))).toBe(false);
  });

  it('asks "what happens when compiling loops?" with the passive as its key', async () => {
    const c = await read(PAPER);
    const q = formCandidates(c, mcRequest([PAPER]), rng(3))
      .filter((x) => x.form === 'cause-effect' && /compiling loops/.test(x.quote))
      .map((x) => x.build(new Set()))
      .find((x) => x !== null)!;
    expect(q.stem).toBe('According to the material, what happens when compiling loops?');
    expect(q.key).toBe('the oracle is consulted before specializing values to integers');
    expect(q.distractors).toHaveLength(3);
    expect(q.distractors.every((d) => !/\bwe\b/.test(d))).toBe(true);
  });
});
