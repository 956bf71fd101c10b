/**
 * More good questions from the Rust book and the Apache slides (eng-yield4, decision 104): which type does NOT
 * implement Copy (the Rust book lists the types that do and names one that does not), and on which platform
 * context switches are cheaper - than where they are expensive (the bare "cheaper?" was refused by the gate, so the
 * deck lost the question). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { finishDraft } from '../src/local/forms.ts';
import { questionConflict } from '../src/local/defensible.ts';
import { listExceptionCandidates } from '../src/local/list-exceptions.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { keyIndex, optionText, questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { doc, mcRequest, questionsUpTo, read, slides } from './fixtures.ts';

// ------------------------------------------------------------------------------ the Rust book's Copy types

const COPY = [
  'Stack-Only Data: Copy\n\n' +
    'Rust has a special annotation called the Copy trait that we can place on types that are stored on the stack, as integers are. ' +
    'If a type implements the Copy trait, variables that use it do not move, but rather are trivially copied, making them still valid after assignment to another variable. ' +
    'As a general rule, any group of simple scalar values can implement Copy, and nothing that requires allocation or is some form of resource can implement Copy. ' +
    'Here are some of the types that implement Copy:\n\n' +
    'All the integer types, such as u32.\n' +
    'The Boolean type, bool, with values true and false.\n' +
    'All the floating-point types, such as f64.\n' +
    'The character type, char.\n' +
    'Tuples, if they only contain types that also implement Copy. For example, (i32, i32) implements Copy, but (i32, String) does not.',
];

const ROOM = [
  'Variable Scope\n\nA scope is the range within a program for which an item is valid. ' +
    'The variable is valid from the point at which it is declared until the end of the current scope.',
  'Ownership\n\nOwnership is a set of rules that govern how a Rust program manages memory. ' +
    'When the owner goes out of scope, the value will be dropped.',
  'The Stack and the Heap\n\nAll data stored on the stack must have a known, fixed size. ' +
    'Data with an unknown size at compile time or a size that might change must be stored on the heap instead. ' +
    'Pushing to the stack is faster than allocating on the heap because the allocator never has to search for a place to store new data.',
];

describe('the Rust book: the type the material says does not implement Copy', () => {
  it('asks which of these does NOT implement Copy: String, among the example types of the list', async () => {
    const d = doc('ownership.md', COPY);
    const c = await read(d);
    const drafts = listExceptionCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    expect(drafts).toHaveLength(1);
    const q = drafts[0]!;
    expect(q.stem).toBe('According to the material, which of these does NOT implement Copy?');
    // (i32, String) does not, (i32, i32) does, and a tuple is Copy only if its parts are: String is not
    expect(q.key).toBe('String');
    expect(q.distractors).toHaveLength(3);
    for (const o of q.distractors) expect(['u32', 'bool', 'f64', 'char']).toContain(o);
    // the quoted list names every wrong option and not the key
    expect(q.quote).toMatch(/^Here are some of the types that implement Copy:/);
    expect(q.quote).not.toMatch(/String/);
    const g = finishDraft(c, q)!;
    expect(questionFlaws(g, { documents: [d] })).toEqual([]);
    expect(questionConflict(c, g, 'list-non-member', [])).toBeNull();
  });

  it('the engine asks it in a test of the chapter', async () => {
    const d = doc('ownership.md', [...ROOM, ...COPY]);
    const qs = await questionsUpTo(mcRequest([d]));
    const q = qs.find((x) => /does NOT implement Copy/.test(x.text))!;
    expect(q).toBeDefined();
    expect(optionText(q.options![keyIndex(q)]!)).toBe('String');
  });

  it('asks nothing when the example is no tuple of the list and names a listed type, or no item says "only"', async () => {
    const listed = COPY[0]!.replace('(i32, String) does not', 'u32 does not');
    const noOnly = COPY[0]!.replace(
      'Tuples, if they only contain types that also implement Copy.',
      'Tuples.',
    );
    for (const text of [listed, noOnly]) {
      const c = await read(doc('ownership.md', [text]));
      const drafts = listExceptionCandidates(c, rng(1))
        .map((x) => x.build(new Set()))
        .filter((x) => x !== null);
      expect(drafts).toEqual([]);
    }
  });
});

// -------------------------------------------------------------------- the Apache deck's context switches

describe('the Apache deck: how context switches on one platform compare with those on the others', () => {
  const deck = slides('Apache Performance Tuning.pptx', [
    'Selecting Your MPM\n\nProcesses and Threads\nDifferences between platforms\nThread-safety issues',
    'Platforms and Threading\n\nContext switches expensive on Solaris, AIX\nContext switches cheaper on Linux\nSolaris uses M:N threading\nLinux uses 1 process per thread',
    'Thread-safety\n\nThird-party modules and libraries\nApache 2.2 Worker MPM runs on FreeBSD',
  ]);

  it('says what "cheaper" is against, naming the other side from the slide, so the gate keeps the question', async () => {
    const c = await read(deck);
    const drafts = slideCandidates(c, rng(1))
      .filter((x) => x.form === 'comparison')
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    expect(drafts).toHaveLength(1);
    const d = drafts[0]!;
    // not "cheaper than on those where they are expensive" (readers at d0f7c17: circular; eng-weak6)
    expect(d.stem).toBe(
      'According to the material, how do context switches on Linux compare with those on Solaris and AIX?',
    );
    expect(d.key).toBe('Cheaper');
    // distinct degrees, none true with another (readers at fae678d: "More expensive" / "Several times costlier")
    expect(d.distractors.sort()).toEqual([
      'About equally costly',
      'Several times more expensive',
      'Slightly more expensive',
    ]);
    const g = finishDraft(c, d)!;
    expect(questionFlaws(g, { documents: [deck] })).toEqual([]);
    expect(questionConflict(c, g, 'comparison', [])).toBeNull();
  });
});
