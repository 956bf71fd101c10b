/**
 * Slide decks v5 (issue 11, decision 104, eng-apache9): a slide whose title names a subject and whose bullet states
 * the setting it is best with ("Best performance: AllowOverride none", "Recommended: ThreadsPerChild 25") is asked
 * as which directive, set to that value, gives that effect, among other directives of the deck; a title that is a
 * code name is named by the slide's first line, a title that names the directive asks nothing. Fixtures built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { finishDraft, type Draft } from '../src/local/forms.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { read, slides } from './fixtures.ts';

const DECK = [
  'Server Tuning\n\nPart 1: Scaling Up',
  '.htaccess Files\n\nPer-directory configuration files\nAccessed for every request\nBest performance: AllowOverride none',
  'Worker Pool\n\nThreads per child process\nRecommended: ThreadsPerChild 25',
  'DNS Lookups\n\nHostnameLookups\nBad: Deny from example.com',
  'MaxClients\n\nMaximum number of workers\nLimit according to resources (memory, CPU)',
  'Web Server Logs\n\nErrorLog\nLogLevel: debug, info, notice, warn, error, crit',
];

async function settingDrafts(deck: SourceDocument, seeds = [1, 2, 3]): Promise<Draft[]> {
  const c = await read(deck);
  const out: Draft[] = [];
  for (const seed of seeds)
    for (const x of slideCandidates(c, rng(seed))) {
      const d = x.build(new Set());
      if (!d || !/which directive, set to/.test(d.stem)) continue;
      expect(questionFlaws(finishDraft(c, d)!, { documents: [deck] })).toEqual([]);
      expect(deck.units[d.unit - 1]!.text).toContain(d.quote);
      out.push(d);
    }
  return out;
}

describe('the setting a slide says its subject is best with', () => {
  it('asks which directive, set to the value, gives the effect, among other directives of the deck', async () => {
    const ds = await settingDrafts(slides('Tuning.pptx', DECK));
    const ht = ds.filter((d) => d.key === 'AllowOverride');
    const tp = ds.filter((d) => d.key === 'ThreadsPerChild');
    expect(ht).toHaveLength(3);
    expect(tp).toHaveLength(3);
    for (const d of ht) {
      // the title ".htaccess Files" is a code name (the key of its own question): the slide's first line names it
      expect(d.stem).toBe(
        'According to the material, which directive, set to "none", gives the best performance with per-directory configuration files?',
      );
      expect(d.quote).toBe(
        '.htaccess Files\n\nPer-directory configuration files\nAccessed for every request\nBest performance: AllowOverride none',
      );
    }
    for (const d of tp)
      expect(d.stem).toBe(
        'According to the material, which directive, set to "25", is recommended with the worker pool?',
      );
    for (const d of ds) {
      expect(d.form).toBe('term-from-definition');
      expect(d.distractors).toHaveLength(3);
      for (const o of d.distractors) {
        expect([
          'HostnameLookups',
          'MaxClients',
          'ErrorLog',
          'LogLevel',
          'AllowOverride',
          'ThreadsPerChild',
        ]).toContain(o);
        expect(o).not.toBe(d.key);
      }
    }
  });

  it('asks nothing when the title names the directive, or the deck names too few other directives', async () => {
    const named = slides('Named.pptx', [
      'Thread Pool Per Child\n\nThreads per child process\nRecommended: ThreadsPerChild 25',
      ...DECK.slice(3),
    ]);
    expect(await settingDrafts(named)).toEqual([]);
    const few = slides('Few.pptx', [DECK[1]!, 'DNS Lookups\n\nHostnameLookups']);
    expect(await settingDrafts(few)).toEqual([]);
  });
});
