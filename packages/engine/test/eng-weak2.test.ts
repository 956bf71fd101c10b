/**
 * Questions readers rated bad or weak at 3b84853 on a paper, a slide deck and a notice (eng-weak2, decision 104):
 * a swapped statement the material's own thesis supports, true-statement options from several subjects, a purpose,
 * a directive or a recipient the stem names in other words, a cloze blank on a comparison's baseline, a condition
 * asked in a stilted stem among conditions of disclosures. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { conditionCandidates } from '../src/local/conditions.ts';
import { formCandidates } from '../src/local/forms.ts';
import { buildCandidates } from '../src/local/mc.ts';
import { proseCandidates } from '../src/local/prose.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { statementIndex } from '../src/local/statements.ts';
import { swapOpposite, swappedStatementCandidates } from '../src/local/swapped.ts';
import { rng } from '../src/text.ts';
import { doc, mcRequest, pages, read, slides, wordCounts, TRACING_NOTES } from './fixtures.ts';

// ------------------------------------------------------------------------------------ true statements

const DYNAMIC = pages('Tracing.pdf', [
  'Dynamic languages such as JavaScript are more difficult to compile than statically typed ones. ' +
    'We present a compilation technique for dynamically-typed languages that generates machine code specialized for the dynamic types on each path. ' +
    'Compilers for statically typed languages rely on type information to generate efficient machine code.',
  'In a dynamically typed language the types of expressions may vary at runtime. ' +
    'The dynamic types of a loop are stable in most programs. ' +
    'A dynamic check guards each type assumption of the compiled loop.',
]);

const TRACING = TRACING_NOTES;
const MEMORY =
  'Memory of the virtual machine\n\n' +
  'The stack stores values in the order it gets them and removes the values in the opposite order. ' +
  'Accessing data in the heap is generally slower than accessing data on the stack in the virtual machine. ' +
  'Pushing values onto the stack is faster than allocating memory on the heap. ' +
  'The stack and the heap are parts of the memory the virtual machine gives a program. ' +
  'The heap, also called the free store, holds data whose size is unknown at compile time. ' +
  'Unlike the free store, the stack holds data of a known, fixed size. ' +
  'The free store and the stack are both regions of the memory of the virtual machine.';

describe('which statement is correct: a swap checked against the whole material, options on one subject', () => {
  it("never turns a statement toward the side of an antonym pair that is the material's own thesis", async () => {
    const c = await read(DYNAMIC);
    const ix = statementIndex(c);
    const counts = wordCounts(c);
    const find = (part: string) => c.sentences.find((x) => x.text.includes(part))!;
    // "Compilers for dynamically typed languages ... generate efficient machine code" is what the paper argues
    expect(swapOpposite(ix, find('Compilers for statically'), counts)).toBeNull();
    // turned away from the paper's side, the statement is plainly false: still a distractor
    expect(swapOpposite(ix, find('In a dynamically typed language'), counts)?.text).toBe(
      'In a statically typed language the types of expressions may vary at runtime.',
    );
  });

  it('offers no swapped statement of another subject beside the key (cycles of the compiler, not the heap)', async () => {
    const grabBag = await read(doc('Compiler notes.md', [TRACING, MEMORY]));
    const built = swappedStatementCandidates(grabBag, rng(1))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    for (const q of built)
      expect(q.distractors.filter((o) => /heap|stack/.test(o) !== /heap|stack/.test(q.key!))).toEqual([]);
    // one more statement about cycles: a question on the cycles alone
    const oneSubject = await read(
      doc('Compiler notes.md', [
        TRACING.replace(
          'The trace compiler achieves',
          'A call from native code back into the interpreter takes about 200 cycles per bytecode on the same machine. The trace compiler achieves',
        ),
        MEMORY,
      ]),
    );
    const q = swappedStatementCandidates(oneSubject, rng(1))
      .map((x) => x.build(new Set()))
      .find((x) => x !== null)!;
    expect(q.key).toMatch(/cycles/);
    for (const o of q.distractors) expect(o).toMatch(/cycles/);
  });
});

// ------------------------------------------------------------------------------------ purpose, cloze

describe('a stem that says the key in other words', () => {
  const DESIGN = doc('Design.md', [
    'Design of the compiler\n\n' +
      'In order to get good startup performance, the optimizations must run quickly and in few passes. ' +
      'In order to return to the interpreter after a side exit, the trace writes the call frames it enters and leaves. ' +
      'In order to cover nested loops without duplication, the recorder builds one tree of traces per loop. ' +
      'In order to keep the virtual machine portable, the compiler emits code through one small backend. ' +
      'In order to find hot loops, the interpreter counts how often each loop header is reached.',
  ]);

  it('asks no purpose whose given part says what the purpose is about ("run quickly" for "startup performance")', async () => {
    const c = await read(DESIGN);
    const made = formCandidates(c, mcRequest([DESIGN]), rng(1))
      .filter((x) => x.form === 'purpose')
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    expect(made.map((d) => d.key)).not.toContain('to get good startup performance');
    expect(made.length).toBeGreaterThan(0);
  });

  it('leaves no blank on the baseline of a comparison ("a 3.9x speedup over the _____")', async () => {
    const d = pages('Tracing.pdf', [
      'The interpreter is the part of the virtual machine that executes one bytecode at a time. ' +
        'Native traces take about 9 cycles per bytecode, a 3.9x speedup over the interpreter. ' +
        'The recorder runs inside the interpreter with a check to see whether recording is active. ' +
        'The monitor decides whether the interpreter records a trace or executes a native trace. ' +
        'A side exit returns control from the native trace to the interpreter.',
    ]);
    const c = await read(d);
    const blanks = buildCandidates(c, mcRequest([d]))
      .filter((x) => x.kind === 'term' && x.term?.key === 'interpreter')
      .map((x) => x.sentence.text);
    expect(blanks.some((t) => /speedup over the interpreter/.test(t))).toBe(false);
    expect(blanks.length).toBeGreaterThan(0);
  });
});

// ------------------------------------------------------------------------------------ slides

describe('a directive whose name its comment or its values say', () => {
  const TUNING = slides('Tuning.pptx', [
    'Web Server Logs\n\nErrorLog\nLogLevel: debug, info, notice, warn, error, crit\nAccess Log: TransferLog or CustomLog',
    'MaxClients\n\nConfiguration file directive\nMaximum number of workers',
    'mod_cache Configuration\n\n<IfModule mod_cache.c>\n\nCacheRoot /raid1/cacheroot\nCacheEnable disk /\n\n' +
      '# Always check again after 6 hours\nCacheMaxExpire 21600\n</IfModule>',
  ]);

  it('asks neither which directive "Always check again after 6 hours" explains nor which takes debug ... crit', async () => {
    const c = await read(TUNING);
    const stems = slideCandidates(c, rng(3))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null)
      .map((x) => x.stem);
    expect(stems.filter((s) => /6 hours|takes the values/.test(s))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ a notice

describe('a notice: what the reader may do, and to whom it discloses', () => {
  const NOTICE = doc('Notice.docx', [
    'Your Rights\n\nAsk us to change your health information. You may write a statement of disagreement if your request is denied. ' +
      'If you believe your privacy rights have been violated, you may discuss your concerns with any staff member. ' +
      'You may revoke an authorization in writing if you change your mind about a disclosure. ' +
      'You may ask for a paper copy of this notice if you received the notice by email.\n\n' +
      'Other Disclosures\n\nTo comply with workers’ compensation laws—if you make a workers’ compensation claim. ' +
      'To correctional institutions if you are in jail or prison, as necessary for your health. ' +
      'We may release your records to military command authorities if you are a member of the armed forces.',
  ]);

  it('asks when the reader may do something, among conditions of what the reader may do', async () => {
    const c = await read(NOTICE);
    const made = conditionCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null);
    // (a condition is offered once in a test: the first question offers the four the reader's rights have)
    expect(made.length).toBeGreaterThan(0);
    const readers = [
      'if you believe your privacy rights have been violated',
      'if you change your mind about a disclosure',
      'if you received the notice by email',
      'if your request to change your health information is denied',
    ];
    const q = made[0]!;
    expect(q.stem).toMatch(/^According to the material, when may you [^"]+\?$/);
    expect([q.key, ...q.distractors].sort()).toEqual(readers);
    const revoke = conditionCandidates(c, rng(1))
      .filter((x) => /revoke an authorization/.test(x.quote))
      .map((x) => x.build(new Set()))
      .find((x) => x !== null)!;
    expect(revoke.stem).toBe('According to the material, when may you revoke an authorization in writing?');
    expect(revoke.key).toBe('if you change your mind about a disclosure');
    // (eng-weak4: "when may you discuss your concerns?" is not asked: the concerns name their condition, a
    // violation of one's rights, by meaning; readers at 2d06cb2 rated it weak)
    const concerns = conditionCandidates(c, rng(1))
      .filter((x) => /discuss your concerns/.test(x.quote))
      .map((x) => x.build(new Set()));
    expect(concerns.filter((x) => x !== null)).toEqual([]);
  });

  it('asks no recipient whose own field the purpose names (a coroner for "identifying a deceased person")', async () => {
    const d = doc('Notice.docx', [
      [
        'Some of the ways that we may use and disclose your records without your authorization are as follows:',
        'Health Oversight Activities – We may disclose your records to a health oversight agency for audits, inspections and licensure actions.',
        'Coroners – We may disclose your records to a coroner or medical examiner for purposes such as identifying a deceased person.',
        'Special Government Functions – We may disclose your records to federal officials for intelligence and national security activities.',
        'Disaster Relief – We may disclose your records to an authorized public entity to assist in disaster relief efforts.',
      ].join('\n\n'),
    ]);
    const c = await read(d);
    const stems = proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((x) => x !== null)
      .map((x) => x.stem);
    expect(stems.filter((s) => /deceased|to a coroner/.test(s))).toEqual([]);
    expect(stems.some((s) => /to whom may your records be disclosed for audits/.test(s))).toBe(true);
  });
});
