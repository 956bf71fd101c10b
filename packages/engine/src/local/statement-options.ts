/**
 * The "which statement is correct according to the material" question of both languages (issue 11, decision 104):
 * one statement of the material as written for the key, three swapped (false) statements of other sentences of the
 * same document for the distractors. `swapped.ts` (English) and `swapped-he.ts` (Hebrew) decide which sentences are
 * keys and how a statement is made false; this file picks the three options and writes the question.
 */
import { contentKeys } from '../text.ts';
import type { Sentence } from './analysis.ts';
import type { Cand } from './forms.ts';

/** A false statement made from a sentence of the material. */
export interface StatementOption {
  /** The sentence it alters. */
  s: Sentence;
  /** The false statement as an option reads. */
  text: string;
}

/** A reproducible draw for one question (FNV-1a of the text, then a 32-bit mix). */
export function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

export interface TrueStatementSpec<W extends StatementOption> {
  /** The key's sentence and the key as written. */
  s: Sentence;
  key: string;
  /** The swapped statements of the key's document (other sentences than the key's). */
  pool: W[];
  /** The draw for the order of near options and for `pickThree`. */
  rand: () => number;
  /** A language's preference for an option (added to nearness: the same section, fewer sentences apart). */
  bonus: (w: W) => number;
  stem: string;
  /** How far apart (in sentences) an option of another section may be (`STATEMENT_WINDOW`); no limit if unset. */
  window?: number;
  /** Three distractors of the options in preference order (each language keeps its own length rule). */
  pick: (texts: string[], key: string, rand: () => number) => string[] | null;
  /** The explanation, from the three options picked. */
  why: (picked: W[]) => string;
  /**
   * The words by which an option shares most of the key (`contentKeys` if unset): Hebrew math notes leave out the
   * symbols every result of them holds ("𝑎_𝑛", "lim").
   */
  keys?: (text: string) => string[];
  /** Whether a swapped statement is about the key's subject (every one if unset). */
  about?: (w: W) => boolean;
}

/**
 * How far apart (in sentences) the key and a swapped statement of another section may be. Readers rated a question
 * bad whose four statements came from four chapters of long notes ("A simple corollary is that ..." beside
 * tridiagonal rotations and polynomial regression): out of their context the statements were unclear, and one
 * swapped statement was true of a construction the notes do not discuss. Options come from the key's section or
 * its neighbourhood, so the four statements are about one part of the material. English only: a Hebrew summary
 * of theorems states each one on its own, and readers rated its statement questions good.
 */
export const STATEMENT_WINDOW = 40;

function near(a: Sentence, b: Sentence, window: number): boolean {
  return a.doc === b.doc && (a.unit === b.unit || Math.abs(a.index - b.index) <= window);
}

/**
 * Writes the question: the nearest swapped statements (the same section first, then `bonus`), of a similar length
 * to the key (a much shorter or longer option stands out), sharing few words with the key; three of them by
 * `pick`.
 */
export function buildTrueStatement<W extends StatementOption>(
  spec: TrueStatementSpec<W>,
  used: ReadonlySet<number>,
): ReturnType<Cand['build']> {
  const { s, key, pool, rand } = spec;
  const ranked = pool
    .filter((w) => !used.has(w.s.index) && near(w.s, s, spec.window ?? Infinity) && (spec.about?.(w) ?? true))
    .map((w) => ({
      w,
      score: -Math.abs(w.s.index - s.index) / 60 + (w.s.unit === s.unit ? 0.6 : 0) + spec.bonus(w),
    }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.w)
    .filter((w) => {
      const r = w.text.length / key.length;
      return r >= 0.55 && r <= 1.8;
    });
  // no option that shares most words with the key
  const keysOf = spec.keys ?? contentKeys;
  const keyKeys = new Set(keysOf(key));
  const from = ranked.filter((w) => {
    const k = keysOf(w.text);
    return k.filter((x) => keyKeys.has(x)).length / Math.max(1, k.length) < 0.6;
  });
  const texts = from.map((w) => w.text);
  if (texts.length < 3) return null;
  const picked = spec.pick(texts, key, rand);
  if (!picked) return null;
  const src = picked.map((t) => from[texts.indexOf(t)]!);
  return {
    form: 'true-statement',
    stem: spec.stem,
    key,
    distractors: picked,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: spec.why(src),
    used: [s.index, ...src.map((w) => w.s.index)],
  };
}
