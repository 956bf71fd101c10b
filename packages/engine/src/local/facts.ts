/**
 * Measured results with plausible neighbours (decision 104, eng-facts): "Which value completes this statement?
 * "Native traces take about 9 cycles per bytecode, a _____ speedup over the interpreter."" with 3.9x among other
 * speedups the material reports for other things (3.0x for the other VMs, 1.25x for background recompilation,
 * 25x on one benchmark). A reader who never saw the material cannot tell them apart; one who read it can.
 *
 * - Quantities with a unit the material measures in: ratios ("3.9x", "5 times faster", a "200x slowdown" apart
 *   from speedups), percentages, clock cycles, milliseconds and seconds, bits and bytes. A count of things ("26
 *   programs") and small integers are left to the number form of mc.ts.
 * - The key is one quantity of a usable sentence, not a bound ("less than 250ms", "10x and more": other values
 *   would be true too), not an end of a range ("2x-20x").
 * - Distractors are values of the same unit the material states elsewhere (ends of ranges too), within a factor
 *   of eight of the key, never one the sentence itself shows, never one a sentence stating about the same thing
 *   (half or more of the key sentence's content words) gives, and never the key's value in another notation.
 *   When the material has only two, the third is a neighbour of a distractor (never of the key, which would
 *   make the key the value the others are multiples of) that the material does not state at all.
 * - A stem that asks for the largest ("best", "up to", "peak") never has the key as the largest option, and one
 *   that asks for the smallest ("only", "at least", "minimum") never as the smallest.
 */
import type { Cand, Draft } from './forms.ts';
import type { Corpus, Sentence } from './analysis.ts';
import { contentKeys } from '../text.ts';
import { BLANK } from '../quality.ts';
import { stemHoldsNumber } from './util.ts';
import { NUMBER as NUM, NUMBER_START } from './specific.ts';

type Kind = 'ratio-up' | 'ratio-down' | 'percent' | 'cycles' | 'ms' | 'seconds';

export interface Quantity {
  s: Sentence;
  kind: Kind;
  value: number;
  /** The number as written ("3.9", "6,950"). */
  num: string;
  /** The whole quantity as written ("3.9x", "25 times", "35 cycles"). */
  text: string;
  /** How the unit is written after the number (with any space): "x", " times", "%", " cycles". */
  unit: string;
  start: number;
  end: number;
  /** One end of a range ("2x-20x"), or bounded ("less than", "and more"): never a key. */
  bound: boolean;
}

const QTY_RE = new RegExp(
  String.raw`${NUMBER_START}${NUM}(x(?![\p{L}\d])|\s?×|\s?%|\s+percent\b|\s+times\s+(?:faster|slower|as fast|speedup)|\s+(?:clock\s+)?cycles\b|\s?ms\b|\s+milliseconds?\b|\s+seconds?\b)`,
  'giu',
);
const RANGE_RE = new RegExp(
  String.raw`${NUM}\s?(?:x|×|%)?\s*(?:-|–|to)\s*${NUM}\s?(?:x|×|%)(?![\p{L}\d])`,
  'giu',
);
const BOUND_BEFORE =
  /\b(?:less than|more than|fewer than|greater than|at least|at most|over|under|above|below|up to|within|between|to)\s*$/i;
const BOUND_AFTER = /^\s*(?:and|or)\s+(?:more|less|above|below|higher|lower|greater|fewer)\b/i;
/** Sentences whose numbers are the material's own prose (not tables or extraction debris). */
const POOL_REJECTS = new Set([undefined, 'referent', 'pointer', 'peripheral', 'signpost']);

function kindOf(unit: string, after: string): { kind: Kind; unit: string } {
  const u = unit.toLowerCase();
  if (/^x$|×/.test(u) || /times/.test(u)) {
    const down = /slower/.test(u) || /^\s*(?:slowdown|slower)\b/i.test(after);
    const shown = /times/.test(u) ? ' times' : unit.trim() === '×' ? '×' : 'x';
    return { kind: down ? 'ratio-down' : 'ratio-up', unit: shown };
  }
  if (/%|percent/.test(u)) return { kind: 'percent', unit: u.includes('%') ? '%' : ' percent' };
  if (/cycles/.test(u)) return { kind: 'cycles', unit: ' cycles' };
  if (/ms|millisecond/.test(u)) return { kind: 'ms', unit: u.trim() === 'ms' ? 'ms' : ' ms' };
  return { kind: 'seconds', unit: ' seconds' };
}

const cache = new WeakMap<Corpus, Quantity[]>();

/** Every quantity with a unit in the material's prose. */
export function quantitiesOf(corpus: Corpus): Quantity[] {
  const hit = cache.get(corpus);
  if (hit) return hit;
  const out: Quantity[] = [];
  if (corpus.language === 'en')
    for (const s of corpus.sentences) {
      if (!POOL_REJECTS.has(s.reject)) continue;
      const t = s.text;
      const ranged: [number, number][] = [];
      for (const m of t.matchAll(RANGE_RE)) ranged.push([m.index!, m.index! + m[0].length]);
      for (const m of t.matchAll(QTY_RE)) {
        const start = m.index!;
        const num = m[1]!;
        const value = Number(num.replace(/,/g, ''));
        if (!Number.isFinite(value) || value <= 0) continue;
        const rawUnit = m[2]!;
        const shownEnd = /times/i.test(rawUnit)
          ? start + num.length + rawUnit.search(/times/i) + 'times'.length
          : start + m[0].length;
        const after = t.slice(start + m[0].length);
        const { kind, unit } = kindOf(rawUnit, after);
        const before = t.slice(0, start);
        const bound =
          ranged.some(([a, b]) => start >= a && start < b) ||
          BOUND_BEFORE.test(before) ||
          BOUND_AFTER.test(t.slice(shownEnd));
        out.push({
          s,
          kind,
          value,
          num,
          text: t.slice(start, shownEnd),
          unit,
          start,
          end: shownEnd,
          bound,
        });
      }
    }
  cache.set(corpus, out);
  return out;
}

const MAX_CUE = /\b(?:best|highest|largest|maximum|max|peak|up to|fastest|most|greatest|biggest)\b/i;
const MIN_CUE = /\b(?:only|least|lowest|smallest|minimum|min|as little as|just|slowest|fewest)\b/i;
const PERSONAL_CHATTER =
  /\b(?:we|I)(?:'ll| will| shall| now| first| next| then| saw| see| discuss| consider| look| explore| introduce| review)\b|\blet's\b|\b(?:you|your)\b/i;

/** A sentence that leans on the one before ("Using similar computations, ...", "Similarly, ..."). */
const LEANS_ON =
  /^(?:(?:using|with|by|after|in) (?:similar|the same|this|these|such|that|those)\b|similarly|likewise|again|also|thus|hence|then|so)\b/i;
const COMPARATIVE =
  /\b(?:better|worse|faster|slower|higher|lower|larger|smaller|greater|cheaper|costlier)\b/i;

function formatLike(value: number, decimalsOf: string): string {
  const dec = decimalsOf.includes('.') ? decimalsOf.split('.')[1]!.length : 0;
  const s = value.toFixed(Math.max(dec, Number.isInteger(value) ? 0 : 1));
  return value >= 1000 && /,/.test(decimalsOf) ? Number(s).toLocaleString('en-US') : s;
}

/** "Which value completes this statement?" on a measured quantity, with values of the same unit as options. */
export function measuredQuestion(corpus: Corpus, q: Quantity, rand: () => number): Draft | null {
  const all = quantitiesOf(corpus);
  const s = q.s;
  const inSentence = new Set(all.filter((o) => o.s === s).map((o) => o.value));
  const keyKeys = contentKeys(s.text.slice(0, q.start) + ' ' + s.text.slice(q.end)).filter(
    (k) => !/\d/.test(k),
  );
  // ratios the sentence states ("a 3.9x speedup"): an option that far from the key lets arithmetic find it
  const ratios = all.filter((o) => o.s === s && o !== q && o.kind.startsWith('ratio')).map((o) => o.value);
  // a sentence saying the same thing with another value (a second measurement, a restatement): that value is
  // never an option, wherever else the material writes it
  const sameThing = (o: Quantity) => {
    const ok = contentKeys(o.s.text).filter((k) => !/\d/.test(k));
    const shared = keyKeys.filter((k) => ok.includes(k)).length;
    return keyKeys.length > 0 && shared >= Math.ceil(keyKeys.length * 0.5);
  };
  const refused = new Set(
    all
      .filter((o) => o.kind === q.kind && o.s.doc === s.doc && o.s !== s && sameThing(o))
      .map((o) => o.value),
  );
  const seen = new Set<number>();
  const pool: { value: number; num: string; from: Quantity; score: number }[] = [];
  for (const o of all) {
    if (o.kind !== q.kind || o.s.doc !== s.doc || o.value === q.value || inSentence.has(o.value)) continue;
    if (refused.has(o.value)) continue;
    if (seen.has(o.value)) {
      // the same value written once as a bound and once plainly counts as plain
      const p = pool.find((x) => x.value === o.value);
      if (p && p.from.bound && !o.bound) {
        p.from = o;
        p.score += 1.5;
      }
      continue;
    }
    const ratio = o.value / q.value;
    if (ratio > 8 || ratio < 1 / 8) continue;
    if (ratios.some((r) => Math.abs(Math.max(ratio, 1 / ratio) / r - 1) < 0.06)) continue;
    seen.add(o.value);
    // an end of a range or a bound ("2x-20x", "10x and more") is a weaker distractor: a reader may argue the key's
    // thing falls in it
    const score = -Math.abs(Math.log(ratio)) + rand() * 0.8 - (o.bound ? 1.5 : 0);
    pool.push({ value: o.value, num: o.num, from: o, score });
  }
  // the same value written elsewhere in another way states the key: never an option
  const stated = new Set(all.filter((o) => o.kind === q.kind && o.s.doc === s.doc).map((o) => o.value));
  if (pool.length === 2) {
    // a neighbour of a distractor the material never states
    const base = pool[Math.floor(rand() * 2)]!;
    for (const f of rand() < 0.5 ? [1.5, 0.6, 2, 0.75] : [0.6, 1.5, 0.75, 2]) {
      let v = base.value * f;
      v = base.value >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
      const r = v / q.value;
      if (stated.has(v) || inSentence.has(v) || v === q.value || r > 8 || r < 1 / 8) continue;
      if (ratios.some((x) => Math.abs(Math.max(r, 1 / r) / x - 1) < 0.06)) continue;
      if (pool.some((p) => p.value === v)) continue;
      pool.push({ value: v, num: formatLike(v, base.num), from: base.from, score: -9 });
      break;
    }
  }
  if (pool.length < 3) return null;
  pool.sort((a, b) => b.score - a.score);
  const stem = s.text.slice(0, q.start) + BLANK + s.text.slice(q.end);
  const wantsMax = MAX_CUE.test(stem);
  const wantsMin = MIN_CUE.test(stem);
  let picked: typeof pool | null = null;
  for (let a = 0; a < pool.length && !picked; a++)
    for (let b = a + 1; b < pool.length && !picked; b++)
      for (let c = b + 1; c < pool.length && !picked; c++) {
        const three = [pool[a]!, pool[b]!, pool[c]!];
        const vals = three.map((p) => p.value);
        if (wantsMax && vals.every((v) => v < q.value)) continue;
        if (wantsMin && vals.every((v) => v > q.value)) continue;
        // the key neither the only one above nor the only one below the others by a wide margin
        const lo = Math.min(...vals);
        const hi = Math.max(...vals);
        if (q.value > hi * 4 || q.value < lo / 4) continue;
        picked = three;
      }
  if (!picked) return null;
  const show = (num: string) => `${num}${q.unit}`;
  const key = q.text;
  const distractors = picked.map((p) => show(p.num));
  if (new Set([key, ...distractors].map((x) => x.toLowerCase())).size < 4) return null;
  if (stemHoldsNumber(stem, key)) return null;
  const many = corpus.documents.length > 1;
  const doc = corpus.documents[s.doc]!;
  const givenFor = picked.filter((p) => p.score > -9);
  const why =
    `The other values are not what the material gives for this` +
    (givenFor.length
      ? `; it gives ${givenFor.map((p) => `${show(p.num)} for something else ("${p.from.s.text.trim()}")`).join('; ')}.`
      : '.');
  return {
    form: 'number',
    stem: `Which value completes this statement${many ? ` from "${doc.name}"` : ''}? "${stem.replace(/"/g, "'")}"`,
    key,
    distractors,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why,
    // sentences stating the key's value would give it away in another question of the test, and so would the
    // other measurements of the same page ("9 cycles ..., a 3.9x speedup" gives 35 cycles for the interpreter)
    used: [
      ...new Set([
        s.index,
        ...all
          .filter(
            (o) => (o.kind === q.kind && o.value === q.value) || (o.s.doc === s.doc && o.s.unit === s.unit),
          )
          .map((o) => o.s.index),
      ]),
    ],
  };
}

const RESULT_KINDS = new Set<Kind>(['ratio-up', 'ratio-down', 'percent']);

/** Candidates: one per measured quantity of a usable sentence of the material's prose. */
export function measuredCandidates(corpus: Corpus, rand: () => number): Cand[] {
  const out: Cand[] = [];
  for (const q of quantitiesOf(corpus)) {
    const s = q.s;
    if (!s.usable || q.bound || s.negated || s.words > 40 || PERSONAL_CHATTER.test(s.text)) continue;
    if (/["“”?]/.test(s.text) || LEANS_ON.test(s.text)) continue;
    // "Our estimated native code speedup of 3.9x is significantly better": better than what the sentence before
    // says
    if (COMPARATIVE.test(s.text) && !/\b(?:than|over|relative to|compared)\b/i.test(s.text)) continue;
    // one quantity of its kind per sentence with the same value: "35 cycles ... 35 cycles" gives itself away
    if (quantitiesOf(corpus).some((o) => o !== q && o.s === s && o.value === q.value)) continue;
    out.push({
      form: 'number',
      // a result (a speedup, a share) before the raw measurement it is computed from (readers at ce923dc: "35
      // cycles per bytecode" asks one measurement rather than the 3.9x speedup it supports)
      score: (0.7 + 0.6 * s.centrality) * (0.85 + 0.3 * rand()) * (RESULT_KINDS.has(q.kind) ? 1.3 : 0.6),
      doc: s.doc,
      unit: s.unit,
      sentences: [s.index],
      topics: [`measure:${q.kind}`],
      quote: s.text,
      build: () => measuredQuestion(corpus, q, rand),
    });
  }
  return out;
}
