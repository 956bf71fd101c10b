/**
 * English lexicon of open-answer grading (decision 105): which words of an answer say a material word in other
 * words. Built from WordNet 3.1 (`build-wordnet.ts`): two words are synonyms when one of the first senses of each
 * is the same synset ("gap" / "margin" no, "total" / "sum" yes); a word names a kind of another when one of its
 * first senses lies up to two hypernyms below one of the other's ("red" is a kind of "color"). Parsed on first use.
 *
 * WordNet Release 3.1 — WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. THIS SOFTWARE AND
 * DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED.
 * The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to
 * distribution of the software and/or database. Permission to use, copy, modify and distribute this software and
 * database and its documentation for any purpose and without fee or royalty is hereby granted, provided that this
 * notice appears on all copies.
 */
import { stemKey } from './stem-key.ts';
import { WORDNET_DERIVED, WORDNET_SYNSETS } from './wordnet-en.ts';

export { stemKey };

interface Lexicon {
  /** Stem key of a word or phrase ("inner product" -> "inner product") -> synsets of its first senses. */
  senses: Map<string, number[]>;
  /** Synset -> stem keys of its words. */
  words: string[][];
  /** Synset -> hypernyms (and similar adjectives). */
  up: number[][];
  /** Stem key -> stem keys of words derived from it in another form ("add" / "addition"). */
  derived: Map<string, Set<string>>;
}

let lexicon: Lexicon | null = null;

function load(): Lexicon {
  if (lexicon) return lexicon;
  const senses = new Map<string, number[]>();
  const words: string[][] = [];
  const up: number[][] = [];
  WORDNET_SYNSETS.split('\n').forEach((line, i) => {
    const [names = '', links] = line.split(';');
    const keys = names.split(',');
    words.push(keys);
    up.push(links ? links.split(' ').map(Number) : []);
    for (const k of keys) {
      const list = senses.get(k);
      if (list) list.push(i);
      else senses.set(k, [i]);
    }
  });
  const derived = new Map<string, Set<string>>();
  for (const pair of WORDNET_DERIVED.split('\n')) {
    const [a, b] = pair.split(' ') as [string, string];
    derived.set(a, (derived.get(a) ?? new Set()).add(b));
    derived.set(b, (derived.get(b) ?? new Set()).add(a));
  }
  lexicon = { senses, words, up, derived };
  return lexicon;
}

/** Synsets of a word's first senses (by its stem key). */
export function sensesOf(key: string): number[] {
  return load().senses.get(key) ?? [];
}

/** Whether two words (or phrases) share one of their first senses: "total" / "sum", "dot product" / "inner product". */
export function synonymous(a: string, b: string): boolean {
  const ka = stemKey(a);
  const kb = stemKey(b);
  if (ka === kb) return false;
  const sb = new Set(sensesOf(kb));
  return sensesOf(ka).some((s) => sb.has(s));
}

/** Whether word a names a kind of b: a first sense of a lies one or two hypernyms below a first sense of b. */
export function kindOf(a: string, b: string, depth = 2): boolean {
  const { up } = load();
  const target = new Set(sensesOf(stemKey(b)));
  if (!target.size) return false;
  let frontier = sensesOf(stemKey(a));
  for (let d = 0; d < depth && frontier.length; d++) {
    frontier = frontier.flatMap((s) => up[s] ?? []);
    if (frontier.some((s) => target.has(s))) return true;
  }
  return false;
}

/** Whether one word is derived from the other in another part of speech ("add" / "addition"). */
export function derivedFrom(a: string, b: string): boolean {
  return load().derived.get(stemKey(a))?.has(stemKey(b)) ?? false;
}

/** Other words and phrases of a word's or phrase's first senses ("inner product" -> "dot product", "scalar product"). */
export function synonymsOf(text: string): string[] {
  const { words } = load();
  const key = stemKey(text);
  return [...new Set(sensesOf(key).flatMap((s) => words[s]!))].filter((k) => k !== key);
}
