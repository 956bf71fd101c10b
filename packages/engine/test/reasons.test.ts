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

  it('is an English form: Hebrew material gives none (its reasons are read by the Hebrew cause-effect form)', async () => {
    const he = doc('he.md', ['סיבות\n\nהמטמון מהיר יותר מהדיסק כי הוא נמצא בזיכרון הראשי קרוב למעבד.']);
    const c = await read(he, 'he');
    expect(reasonCandidates(c, prose)).toEqual([]);
  });
});
