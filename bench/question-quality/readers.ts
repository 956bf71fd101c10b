/**
 * Two simple, independent readers.
 * - answerability: sees the quoted source, the stem and the options; fills each option into the blank (or
 *   appends it to the stem) and picks the option whose statement is closest to the source by character
 *   4-gram Dice similarity. It shares no code with the engine's gate.
 * - guessability: sees only the stem and options and plays test-wise: it prefers an option that repeats
 *   words of the stem, fits the article or verb agreement around the blank, or is the longest; ties are
 *   broken uniformly at random, and the bench reports the expected hit rate. Chance is 25%.
 */
import type { GeneratedQuestion } from '../../packages/engine/src/index.ts';

const strip = (o: string) => o.replace(/^\s*[A-D]\)\s*/, '');
const LETTERS = ['A', 'B', 'C', 'D'];

function grams(s: string, n = 4): Map<string, number> {
  const t = ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const m = new Map<string, number>();
  for (let i = 0; i + n <= t.length; i++) {
    const g = t.slice(i, i + n);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}
function dice(a: Map<string, number>, b: Map<string, number>): number {
  let inter = 0;
  let na = 0;
  let nb = 0;
  for (const v of a.values()) na += v;
  for (const v of b.values()) nb += v;
  for (const [g, v] of a) inter += Math.min(v, b.get(g) ?? 0);
  return (2 * inter) / Math.max(1, na + nb);
}

function quoted(stem: string): string {
  const m = /"([^"]*_{3,}[^"]*)"/.exec(stem);
  return m ? m[1]! : stem;
}

export function answerabilityPick(q: GeneratedQuestion): string | null {
  if (!q.options) return null;
  const src = grams(q.source.quote);
  const body = quoted(q.text);
  const scores = q.options.map((o) => {
    const opt = strip(o);
    const filled = /_{3,}/.test(body) ? body.replace(/_{3,}/, opt) : `${body} ${opt}`;
    return dice(grams(filled), src);
  });
  const best = Math.max(...scores);
  const winners = scores.filter((s) => s === best).length;
  return winners === 1 ? LETTERS[scores.indexOf(best)]! : null;
}

const STOP = new Set(
  'the a an of to in on and or is are for with by as at from that this it be which'.split(' '),
);
function wordsOf(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

export function guessCandidates(q: GeneratedQuestion): string[] {
  if (!q.options) return [];
  const opts = q.options.map(strip);
  const stemWords = new Set(wordsOf(q.text.replace(/_{3,}/g, ' ')));
  const maxLen = Math.max(...opts.map((o) => o.length));
  const art = /\b(a|an)\s+_{3,}/i.exec(q.text)?.[1]?.toLowerCase();
  const after = /_{3,}\s+(\w+)/.exec(q.text)?.[1]?.toLowerCase();
  const scores = opts.map((o) => {
    let s = 0;
    const w = wordsOf(o);
    s +=
      2 *
      w.filter(
        (x) => stemWords.has(x) || [...stemWords].some((y) => y.length > 4 && x.startsWith(y.slice(0, 5))),
      ).length;
    if (art === 'an' && /^[aeiou]/i.test(o)) s += 1;
    if (art === 'a' && !/^[aeiou]/i.test(o)) s += 1;
    const plural = /s$/i.test(o.split(' ').pop() ?? '');
    if (after && ['are', 'were', 'have'].includes(after) && plural) s += 1;
    if (after && ['is', 'was', 'has'].includes(after) && !plural) s += 1;
    if (o.length === maxLen) s += 0.5;
    return s;
  });
  const best = Math.max(...scores);
  return scores.map((s, i) => (s === best ? LETTERS[i]! : '')).filter(Boolean);
}

/** Probability that the guessing reader picks the key (ties broken uniformly at random). */
export function guessProbability(q: GeneratedQuestion): number {
  if (!q.options) return 0;
  const tied = guessCandidates(q);
  return tied.includes(q.correctAnswer) ? 1 / tied.length : 0;
}
