/**
 * Questions readers rated weak at 2d06cb2 on a notice and a paper (eng-weak4, decision 104): a condition the rule
 * names by meaning ("when may you discuss your concerns?" - "if your privacy rights have been violated"), "what
 * happens when compiling loops?" of a paper on compiling loops, and a cloze on "Since such hooks are relatively
 * rare, ..." whose hooks an earlier sentence gave. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { contextReason } from '../src/local/analysis.ts';
import { conditionCandidates } from '../src/local/conditions.ts';
import { buildCandidates } from '../src/local/mc.ts';
import { commonRoots, conditionalQuestion, conditionalsOf, statementIndex } from '../src/local/statements.ts';
import { rng } from '../src/text.ts';
import { doc, mcRequest, pages, read } from './fixtures.ts';

// ------------------------------------------------------------------------------------ a notice's conditions

describe('a condition the rule names by meaning is not asked', () => {
  const NOTICE = doc('Notice.docx', [
    'Your Rights\n\nAsk us to change your health information. You may write a statement of disagreement if your request is denied. ' +
      'If you believe your privacy rights have been violated, you may discuss your concerns with any staff member. ' +
      'You may revoke an authorization in writing if you change your mind about a disclosure. ' +
      'You may ask for a paper copy of this notice if you received the notice by email. ' +
      'You may request a list of disclosures if you ask within six years of the disclosure.',
  ]);

  it('never asks "when may you discuss your concerns?" (a violation of your rights is what concerns are about)', async () => {
    const c = await read(NOTICE);
    // each rule asked first in its test (a condition is offered once in a test)
    const first = (rule: RegExp) =>
      conditionCandidates(c, rng(1))
        .filter((x) => rule.test(x.quote))
        .map((x) => x.build(new Set()))
        .find((x) => x !== null);
    expect(first(/discuss your concerns/)).toBeUndefined();
    // the notice's other rights are still asked, the violation offered beside them as a wrong condition
    const disagreement = first(/statement of disagreement/)!;
    expect(disagreement.stem).toBe(
      'According to the material, when may you write a statement of disagreement?',
    );
    expect(disagreement.key).toBe('if your request to change your health information is denied');
  });
});

// ------------------------------------------------------------------------------------ a paper's "when X, Y"

describe('what happens when: a condition that is the paper’s whole subject is not asked', () => {
  const PAPER = pages('Tracing.pdf', [
    'Compiling loops is the job of the trace compiler. ' +
      'The compiler records loops as traces and compiles the traces to native code. ' +
      'Loops that run often are compiled first, and compiling loops early pays off. ' +
      'The compiler compiles each loop once and reuses the compiled loop. ' +
      'Compiled loops run faster than loops in the interpreter. ' +
      'When compiling loops, the compiler consults the oracle before specializing values to integers. ' +
      'When an exit becomes hot, the recorder starts a branch trace at the exit. ' +
      'When the call stack overflows, the monitor restores the interpreter state. ' +
      'When running the backward filters, nanojit reads one instruction at a time. ' +
      'If there are no free registers, a value is selected for spilling.',
  ]);

  it('asks no "what happens when compiling loops?", and still asks a case of its own', async () => {
    const c = await read(PAPER);
    const ix = statementIndex(c);
    const common = commonRoots(ix);
    const conds = conditionalsOf(c);
    expect(conds.map((x) => x.condition)).toContain('compiling loops');
    const made = conds
      .map((x) => conditionalQuestion(ix, common, x, conds, new Set(), rng(1)))
      .filter((q) => q !== null);
    const stems = made.map((q) => q.stem);
    expect(stems).not.toContain('According to the material, what happens when compiling loops?');
    expect(stems).toContain('According to the material, what happens when running the backward filters?');
  });
});

// ------------------------------------------------------------------------------------ "such X" pointers

describe('a sentence about "such X" of an earlier sentence is a pointer', () => {
  const HOOKS = pages('Tracing.pdf', [
    'The recorder needs hooks in the interpreter to observe each bytecode. ' +
      'Since such hooks are relatively rare, we embed them directly into the interpreter, with an additional runtime check to see whether a recorder is currently active. ' +
      'The interpreter executes one bytecode at a time and calls the recorder when a trace is recorded. ' +
      'The monitor decides whether the interpreter records a trace or executes a native trace. ' +
      'A side exit returns control from the native trace to the interpreter.',
  ]);

  it('leaves no blank in "Since such hooks are relatively rare, ..."', async () => {
    const c = await read(HOOKS);
    const hooks = c.sentences.find((s) => s.text.startsWith('Since such hooks'))!;
    expect(hooks.usable).toBe(false);
    const quoted = buildCandidates(c, mcRequest([HOOKS])).map((x) => x.sentence.text);
    expect(quoted.some((t) => /such hooks/.test(t))).toBe(false);
    expect(quoted.length).toBeGreaterThan(0);
  });

  it('tells "such hooks" from "such as", "as such" and "such languages as JavaScript"', () => {
    expect(
      contextReason('Since such hooks are relatively rare, the recorder embeds them directly.', 'en'),
    ).toBe('referent');
    expect(contextReason('The compiler can compose such dual-extensions with ordinary numbers.', 'en')).toBe(
      'referent',
    );
    expect(
      contextReason('Dynamic languages such as JavaScript are more difficult to compile.', 'en'),
    ).toBeNull();
    expect(
      contextReason('The compiler treats such languages as JavaScript with a tracing interpreter.', 'en'),
    ).toBeNull();
    expect(contextReason('Join nodes are not recognizable as such in a recorded trace.', 'en')).toBeNull();
  });

  it('reads the Hebrew "such" (כזה, כאלה) as a pointer, not "such that" (כזה ש...)', () => {
    expect(contextReason('מקרים כאלה נדירים ולכן המהדר מטפל בהם בנפרד.', 'he')).toBe('referent');
    expect(contextReason('המתרגם מוסיף בדיקה כזו לכל לולאה בתוכנית.', 'he')).toBe('referent');
    expect(contextReason('המהדר בוחר ערך כזה שהלולאה רצה מהר יותר.', 'he')).toBeNull();
  });
});
