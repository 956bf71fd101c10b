/**
 * "Why" questions from the reasons English prose states (issue 11, decision 104, "reasons" amendment). Every
 * fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../src/local/analysis.ts';
import { finishDraft } from '../src/local/forms.ts';
import { claimKind, reasonCandidates, reasonClause, reasonsOf, whyQuestion } from '../src/local/reasons.ts';
import { questionFlaws } from '../src/quality.ts';
import { doc, read } from './fixtures.ts';

const prose = (s: Sentence) => !s.reject || /^(?:referent|signpost|length|pointer)$/.test(s.reject);

const caching = doc('Caching.md', [
  'Caches\n\nReading a page from the cache is faster than reading it from the disk because main memory sits close to the processor. ' +
    'Writing a page back to the disk requires more work because the controller must first find a free block on the disk. ' +
    'Large pages are wasteful because they hold many bytes that the program never reads. ' +
    'Huge pages are popular because they reduce the number of misses in the translation buffer. ' +
    'Tiny pages are costly because they need many entries in the mapping structures. ' +
    'Remote pages are slow because they travel over the network before every access. ' +
    'Small reads are efficient because the processor finds the data in the first level of the cache.',
  'Replacement\n\nEviction policies are important because they decide which page leaves the cache when the cache is full. ' +
    'Random replacement is cheap because it keeps no history about the pages at all. ' +
    'Dirty pages are expensive to evict because they have to be written back to the disk first. ' +
    'The clock algorithm approximates least recently used replacement because it keeps one reference bit per page. ' +
    'Delayed writes are efficient because the processor can continue while the disk is busy. ' +
    'Larger buffers are useful because the disk delivers neighbouring blocks at almost no extra charge.',
  'Prefetching\n\nSequential prefetching works well because programs often read files from the start to the end. ' +
    'Prefetching wastes bandwidth because the fetched blocks are sometimes never used by the program. ' +
    'Journaling file systems recover quickly because the journal records every change before it is applied.',
]);

describe('why questions from stated reasons', () => {
  it('turns the claim into a question by inverting its auxiliary or with do-support', async () => {
    const c = await read(caching);
    const stems = reasonsOf(c, prose).map((r) => r.stem);
    expect(stems).toContain(
      'According to the material, why is reading a page from the cache faster than reading it from the disk?',
    );
    expect(stems).toContain(
      'According to the material, why does writing a page back to the disk require more work?',
    );
    expect(stems).toContain('According to the material, why are large pages wasteful?');
  });

  it('keys the stated reason; the distractors are reasons of other claims that open the same way', async () => {
    const c = await read(caching);
    const made = reasonCandidates(c, prose)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const q = made.find((d) => d.stem === 'According to the material, why are large pages wasteful?');
    expect(q).toBeDefined();
    expect(q!.key).toBe('they hold many bytes that the program never reads');
    expect(q!.form).toBe('cause-effect');
    // "it keeps one reference bit per page" opens with another pronoun than the key: its grammar would rule it out
    for (const d of q!.distractors) expect(d).toMatch(/^they /);
    expect(questionFlaws(finishDraft(c, q!)!, { documents: [caching] })).toEqual([]);
    const r = made.find((d) => /why is reading a page from the cache faster/.test(d.stem));
    expect(r).toBeDefined();
    expect(r!.key).toBe('main memory sits close to the processor');
    for (const d of r!.distractors) expect(d).not.toMatch(/^(?:they|it) /);
    // "writing a page back to the disk requires more work because the controller must first find a free block"
    // is the same comparison told from the other side: a second correct answer, never a distractor
    expect(r!.distractors.some((d) => /controller/.test(d))).toBe(false);
    const fin = finishDraft(c, r!)!;
    expect(questionFlaws(fin, { documents: [caching] })).toEqual([]);
  });

  it('offers wrong reasons given for claims of the same kind: a cost among costs, a merit among merits', async () => {
    const c = await read(caching);
    const made = reasonCandidates(c, prose)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const q = made.find((d) => d.stem === 'According to the material, why are large pages wasteful?')!;
    // "they reduce the number of misses" (why huge pages are popular) and "they decide which page leaves the
    // cache" (why eviction policies are important) are merits: no reason for waste
    expect(q.distractors).not.toContain('they reduce the number of misses in the translation buffer');
    expect(q.distractors).not.toContain('they decide which page leaves the cache when the cache is full');
    expect(new Set(q.distractors)).toEqual(
      new Set([
        'they need many entries in the mapping structures',
        'they travel over the network before every access',
        'they have to be written back to the disk first',
      ]),
    );
    expect(claimKind('Fat bytecodes are a problem for TraceMonkey')).toBe('cost');
    expect(claimKind('Huge pages are popular')).toBe('merit');
    expect(claimKind('There may be several trees for a given loop header')).toBe('fact');
  });

  it('refuses the question when fewer than three wrong reasons are plausible (same kind, same part or subject)', async () => {
    const paper = doc('Paper.md', [
      'Introduction\n\nScripting languages are popular because they are expressive and accessible to non-experts.',
      'Design\n\nLoop headers are good anchors because they are a natural place to look for hot paths.',
      'Measurements\n\nThe bitops programs are useful benchmarks because they perform many bitwise operations in short loops.',
      'Results\n\nFat bytecodes are a problem for the recorder because they require it to reimplement the same special cases.',
    ]);
    const c = await read(paper);
    const rs = reasonsOf(c, prose);
    const fat = rs.find((r) => /fat bytecodes/i.test(r.stem ?? ''));
    expect(fat).toBeDefined();
    // three reasons open with "they", but each was given for a merit in another part of the paper
    expect(whyQuestion(fat!, rs, new Set(), 1)).toBeNull();
    const made = reasonCandidates(c, prose).map((x) => x.build(new Set()));
    expect(made.filter((d) => d !== null)).toEqual([]);
  });

  it('never asks about a claim that points elsewhere, a source typo or a clause cut inside a phrase', async () => {
    const bad = doc('Bad.md', [
      'Notes\n\nThis is slow because the disk must spin up before every read of a block. ' +
        'Tree trees always start at loop headers because they are a natural place to look for hot loops. ' +
        'Because the pointer is a known, fixed size, the program can keep the pointer in a register. ' +
        'The kernel flushes the buffers because we asked it to do so in the previous listing.',
    ]);
    const c = await read(bad);
    const rs = reasonsOf(c, prose);
    expect(rs.filter((r) => r.stem !== null)).toEqual([]);
    expect(rs.map((r) => r.reason)).not.toContain('the pointer is a known');
    expect(reasonClause('we asked it to do so in the previous listing')).toBeNull();
    expect(reasonClause('it means that no single input can dominate the output scores')).toBe(
      'no single input can dominate the output scores',
    );
  });

  // eng-yield8: a chapter of one subject says few reasons; "This is why X." gives the sentence before as X's reason
  const chapter = doc('Ownership.md', [
    'Constants\n\nIn the case of a constant, the compiler knows the value at compile time, so the value is written directly into the final program. ' +
      'This is why constants are fast and efficient.',
    'The stack\n\nPushing to the stack is faster than allocating on the heap because the allocator never has to search for a place to store new data.',
    'Moves\n\nPrograms written in Rust manage memory through a system of ownership. ' +
      'When a value is assigned to another variable, Rust copies only the pointer and invalidates the first variable. ' +
      'There is a design choice implied by this: Rust will never automatically create "deep" copies of the data. ' +
      'Therefore, any automatic copying can be assumed to be inexpensive in terms of runtime performance.',
    'Buffers\n\nLarge buffers are useful because the disk delivers neighbouring blocks at almost no extra charge.',
    'Integers\n\nCopies of small integers are quick to make because integers of a known size are stored entirely on the stack.',
  ]);

  it('reads "This is why X." and "Therefore, X." with the reason the sentence before gives (eng-yield8)', async () => {
    const c = await read(chapter);
    const rs = reasonsOf(c, prose);
    const literal = rs.find(
      (r) => r.stem === 'According to the material, why are constants fast and efficient?',
    );
    expect(literal).toBeDefined();
    // the consequence after ", so": the clause of the sentence before that says why
    expect(literal!.reason).toBe('the value is written directly into the final program');
    const copying = rs.find((r) =>
      /why can any automatic copying be assumed to be inexpensive/.test(r.stem ?? ''),
    );
    expect(copying).toBeDefined();
    // after the colon, its scare quotes dropped, the name "Rust" written as the material writes it
    expect(copying!.reason).toBe('Rust will never automatically create deep copies of the data');
    // the question quotes both sentences: the reason is in the one before
    const made = reasonCandidates(c, prose)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const q = made.find((d) => d.stem === literal!.stem)!;
    expect(q).toBeDefined();
    expect(q.quote).toBe(
      'In the case of a constant, the compiler knows the value at compile time, so the value is written directly into the final program. This is why constants are fast and efficient.',
    );
    expect(questionFlaws(finishDraft(c, q)!, { documents: [chapter] })).toEqual([]);
  });

  it('offers reasons of speed from other sections of a chapter with few reasons, never one about the claim asked (eng-yield8)', async () => {
    const c = await read(chapter);
    const made = reasonCandidates(c, prose)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const q = made.find(
      (d) => d.stem === 'According to the material, why are constants fast and efficient?',
    )!;
    expect(q.key).toBe('the value is written directly into the final program');
    // the reasons for the other sections' claims of speed or cost: none of them is near or names a word of
    // "constants are fast and efficient"; why large buffers are useful (a merit, but not of speed) is no option
    expect(new Set(q.distractors)).toEqual(
      new Set([
        'the allocator never has to search for a place to store new data',
        'Rust will never automatically create deep copies of the data',
        'integers of a known size are stored entirely on the stack',
      ]),
    );
    // why automatic copying is inexpensive: "integers ... stored entirely on the stack" is why copies of integers are
    // quick to make, the same claim ("copies", "copying") and perhaps a second answer: never offered
    const copying = made.find((d) => /automatic copying/.test(d.stem));
    expect(copying?.distractors ?? []).not.toContain(
      'integers of a known size are stored entirely on the stack',
    );
    // a paper that gives many reasons gives them of many subjects: far merits are no options there
    const paper = doc('Paper.md', [
      ...chapter.units.map((u) => u.text),
      'Caches\n\nHuge pages are popular because they reduce the number of misses in the translation buffer. ' +
        'Tiny pages are costly because they need many entries in the mapping structures. ' +
        'Remote pages are slow because they travel over the network before every access. ' +
        'Dirty pages are expensive to evict because they have to be written back to the disk first.',
      'Prefetching\n\nSequential prefetching works well because programs often read files from the start to the end.',
    ]);
    const p = await read(paper);
    const far = reasonCandidates(p, prose)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .find((d) => d.stem === 'According to the material, why are constants fast and efficient?');
    expect(far).toBeUndefined();
  });

  it('is an English form: Hebrew material gives none (its reasons are read by the Hebrew cause-effect form)', async () => {
    const he = doc('he.md', ['סיבות\n\nהמטמון מהיר יותר מהדיסק כי הוא נמצא בזיכרון הראשי קרוב למעבד.']);
    const c = await read(he, 'he');
    expect(reasonCandidates(c, prose)).toEqual([]);
  });
});
