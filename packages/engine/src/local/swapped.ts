/**
 * "Which of these statements is correct according to the material?" (decision 104, true statements among
 * near-misses): one central statement of the material as written, and three other central statements of the same
 * document, each made false by one swap for another thing of the SAME kind that the material names:
 * - a term for the other of a pair the material contrasts ("Accessing data in the stack is generally slower than
 *   ..." where it says the heap);
 * - a measured value for another value of the same unit the material gives ("a 25x speedup" for "a 3.9x
 *   speedup"; "3800 cycles" for "35 cycles");
 * - a modifier turned into its opposite, both of which the material uses ("the outer loop" for "the inner loop");
 * - a comparison turned round ("slower" for "faster").
 * A swap is kept only when the result is false by the material: no sentence of the material says the new term or
 * value with most of the sentence's other words, the new term is no alias of the old one, and neither is a kind
 * of the other ("the Softmax classifier is a linear classifier"). Options are whole sentences of one document;
 * the key is never the only one of its length class (see `pickThree`).
 */
import type { Corpus, Sentence, Term } from './analysis.ts';
import type { Cand } from './forms.ts';
import { contentKeys } from '../text.ts';
import { escapeRegExp as esc } from './util.ts';
import {
  type Falsified,
  type StatementIndex,
  apart,
  contrastedIn as contrasted,
  falsify,
  headedSentences,
  materialSays,
  pairsOf,
  pickThree,
  statementIndex,
  statementSentence,
  swappable,
  turnComparison,
} from './statements.ts';
import { STATEMENT_WINDOW, buildTrueStatement } from './statement-options.ts';

/** A statement of the material made false by one swap. */
export interface Swapped {
  s: Sentence;
  f: Falsified;
  kind: 'term' | 'opposite' | 'number' | 'comparison';
}

/** A contrast that says the same turned round: "the difference between", "X differs from Y", "comparable". */
const SYMMETRIC_RE =
  /\b(?:differ(?:s|ent|ence)?|versus|vs\.?|comparable|similar(?:ly)?|same|equal(?:ly)?|both)\b/i;

const REASON_RE =
  /\b(?:because|since|so that|due to|as a result|causes?|caused|overhead|which is|thus|therefore|hence)\b|,\s*so\b/i;

/**
 * A statement a key or a swapped option may come from: it stands alone, it is central, it says what is (not what
 * would be: "a naive implementation would ..."), it is no heading run into a sentence ("Introduction Dynamic
 * languages ...", "Remark Using regression ...") and it does not say "both".
 */
function swapSource(s: Sentence): boolean {
  return (
    statementSentence(s) &&
    s.centrality >= OPTION_CENTRALITY &&
    // the authors speaking ("For the i-th example we are given the pixels ...") is no statement of the subject
    !/\bwe\b/i.test(s.text) &&
    !/\bboth\b/i.test(s.text) &&
    !/\b(?:would|could|might)\b/i.test(s.text) &&
    !/^(?:Introduction|Abstract|Conclusions?|Summary|Remark|Overview|Motivation|Background)\s+[A-Z]/.test(
      s.text,
    ) &&
    // a run-in label ("Unsigned integers: how computers ...")
    !/^[^:]{1,40}:\s/.test(s.text) &&
    // a step of a sequence or a signpost to what follows ("The first step is ...", "the basic design has two
    // choices", "can end in several ways")
    !/\b(?:the (?:first|second|third|next|last|final) step|(?:two|three|several|many|different) (?:choices|ways|options|cases|steps|reasons))\b/i.test(
      s.text,
    ) &&
    // a motivating remark says nothing a student learns ("underpins much of modern scientific computing")
    !/\b(?:underpins?|is widely used|are widely used|plays? an? (?:important|key|central) role|is (?:essential|crucial|popular)|are (?:essential|crucial|popular))\b/i.test(
      s.text,
    ) &&
    // nor a praise or a loose tie ("a powerful tool in wide areas of mathematics", "a fundamental concept",
    // "related to orthogonal polynomials"): said of another thing of the kind it may well be true too
    !/\b(?:powerful tools?|fundamental concepts?|(?:closely |intrinsically |also )?(?:linked|related|connected) (?:to|with))\b/i.test(
      s.text,
    )
  );
}

/** Sentences a key or a swapped option may come from: standalone statements about a central point. */
const KEY_CENTRALITY = 0.6;
const OPTION_CENTRALITY = 0.45;

/**
 * Terms of one kind by what the material shows, for each term key: pairs it contrasts and names side by side
 * (`pairsOf`). Never two words of one term, aliases, or a pair one sentence ranks as kind and sort ("X is a Y",
 * "Y such as X").
 */
export function siblingsOf(corpus: Corpus): Map<string, Term[]> {
  const out = new Map<string, Term[]>();
  if (corpus.language !== 'en') return out;
  const add = (a: Term, b: Term) => {
    if (a.key === b.key) return;
    if (!apart(a, b)) return;
    if (corpus.aliases.get(a.key)?.has(b.key) || corpus.aliases.get(b.key)?.has(a.key)) return;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const l = out.get(x.key) ?? [];
      if (!l.includes(y)) l.push(y);
      out.set(x.key, l);
    }
  };
  // only pairs the material sets against each other: items of one list, terms of one genus and terms
  // coordinated in passing were tried and read garbled or still true ("the trace" / "an entry", "the interpreter" /
  // "the performance", "trace recording" / "trace compilation")
  for (const p of pairsOf(corpus)) add(p.a, p.b);
  for (const [a, b] of headSiblings(corpus)) add(a, b);
  // a kind and its sort are no siblings: "X is a Y", "X is one of the Y", "Y such as X", "X, a Y"
  for (const [k, l] of out) {
    const t = corpus.terms.get(k)!;
    out.set(
      k,
      l.filter((u) => !ranked(corpus, t, u) && !ranked(corpus, u, t)),
    );
  }
  return out;
}

/**
 * Named sorts of one kind: compounds of one head noun whose modifiers are names ("LU factorisation" / "QR
 * factorisation", "Fourier series" / "Taylor series"), each used three times or more in one document.
 */
export function headSiblings(corpus: Corpus): [Term, Term][] {
  const byHead = new Map<string, Term[]>();
  for (const t of corpus.termList.slice(0, 300)) {
    const ws = t.key.split(' ');
    const text = t.singular ?? t.plural ?? '';
    const tw = text.split(' ');
    if (ws.length !== 2 || tw.length !== 2 || t.docs.size !== 1 || !swappable(corpus, t)) continue;
    if (!/^(?:[A-Z][a-z]+|[A-Z]{2,})$/.test(tw[0]!)) continue;
    const head = `${[...t.docs][0]}\u0000${ws[1]}`;
    byHead.set(head, [...(byHead.get(head) ?? []), t]);
  }
  const out: [Term, Term][] = [];
  for (const ts of byHead.values())
    for (let x = 0; x < ts.length; x++)
      for (let y = x + 1; y < ts.length; y++) if (apart(ts[x]!, ts[y]!)) out.push([ts[x]!, ts[y]!]);
  return out;
}

function ranked(corpus: Corpus, sort: Term, kind: Term): boolean {
  const a = sort.singular ?? sort.plural ?? sort.key;
  const b = kind.singular ?? kind.plural ?? kind.key;
  const re = new RegExp(
    `\\b${esc(a)}s?\\b(?:,| is| are)\\s+(?:a|an|one of the|the|kinds? of|types? of)\\s+(?:\\w+\\s+){0,2}${esc(b)}|\\b${esc(b)}s?\\b,?\\s+(?:such as|e\\.g\\.|including|like)\\s+(?:the\\s+)?${esc(a)}`,
    'i',
  );
  const set = new Set([...sort.sentences, ...kind.sentences]);
  for (const i of set) {
    const text = corpus.sentences[i]!.text;
    const m = re.exec(text);
    // "Compared to the Softmax classifier, the SVM is ...": a contrast opening the sentence, no apposition
    if (m && !CONTRAST_OPENING_RE.test(text.slice(0, m.index))) return true;
  }
  return false;
}

/** The words that open a contrast just before a term ("Unlike the", "Compared to", "than"). */
const CONTRAST_OPENING_RE =
  /\b(?:unlike|compared (?:to|with)|in contrast (?:to|with)|as opposed to|than|rather than|instead of|versus|vs\.?)\s+(?:the\s+|a\s+|an\s+)?$/i;

// --------------------------------------------------------------------------------------- numbers

/** A number of a sentence with its unit: "3.9x", "35 cycles", "12%". */
interface Quantity {
  value: string;
  unit: string;
  /** Character range of the number in the sentence (without the unit). */
  start: number;
  end: number;
}

const NUMBER_RE = /(?<![\w.,\-–/])(\d+(?:\.\d+)?)(x|×|%)?(?=[\s,.;]|$)(?:\s+([a-z]+))?/g;
const NO_UNIT = new Set([
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'the',
  'a',
  'is',
  'are',
  'was',
  'were',
  'times',
  'by',
  'for',
  'with',
  'per',
  'at',
]);

function quantitiesOf(s: Sentence): Quantity[] {
  const out: Quantity[] = [];
  const before = (i: number) => s.text.slice(Math.max(0, i - 12), i);
  for (const m of s.text.matchAll(NUMBER_RE)) {
    const value = m[1]!;
    // a pointer ("Figure 3", "line 12", "section 2"), a year, an ordinal of a list
    if (
      /\b(?:figure|fig\.|table|section|line|chapter|page|step|equation|eq\.|version|v)\s*$/i.test(
        before(m.index),
      )
    )
      continue;
    if (!m[2] && /^(?:1[5-9]|20)\d\d$/.test(value)) continue;
    let unit = m[2] ? (m[2] === '×' ? 'x' : m[2]) : (m[3] ?? '').toLowerCase();
    if (!m[2] && (!unit || NO_UNIT.has(unit))) continue;
    unit = unit.replace(/s$/, '');
    // small counts ("1 or 2 traces", "3 color channels") are no measured values
    if (!m[2] && !value.includes('.') && Number(value) < 5) continue;
    out.push({ value, unit, start: m.index, end: m.index + value.length });
  }
  return out;
}

/** Values the document gives for each unit ("x": 3.9, 25, ...), from usable sentences. */
function valuesByUnit(corpus: Corpus, doc: number): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of corpus.sentences) {
    if (s.doc !== doc || !s.usable) continue;
    for (const q of quantitiesOf(s)) {
      const set = out.get(q.unit) ?? new Set();
      set.add(q.value);
      out.set(q.unit, set);
    }
  }
  return out;
}

/** The sentence with one of its measured values swapped for another value of the same unit from the material. */
export function swapNumber(
  ix: StatementIndex,
  s: Sentence,
  values: Map<string, Set<string>>,
  rand: () => number,
): Falsified | null {
  const qs = quantitiesOf(s);
  if (!qs.length) return null;
  const q = qs[Math.floor(rand() * qs.length)]!;
  const own = new Set(qs.map((x) => x.value));
  const pool = [...(values.get(q.unit) ?? [])].filter((v) => !own.has(v));
  if (!pool.length) return null;
  // a neighbour of the same magnitude reads as plausible; the nearest by ratio first, then a little chance
  const ratio = (v: string) => Math.abs(Math.log((Number(v) || 1e-9) / (Number(q.value) || 1e-9)));
  pool.sort((a, b) => ratio(a) - ratio(b) + (rand() - 0.5) * 0.2);
  const keys = contentKeys(s.text).filter((k) => !/\d/.test(k));
  for (const v of pool.slice(0, 3)) {
    // false by the material: no sentence states the new value with most of the sentence's words
    const least = Math.max(2, Math.ceil(keys.length * 0.5));
    const says = [...(ix.keyIndex.get(v) ?? [])].some((i) => {
      if (i === s.index) return false;
      const set = ix.sentenceKeys[i]!;
      let n = 0;
      for (const k of keys) if (set.has(k)) n++;
      return n >= least;
    });
    if (says) continue;
    const text = s.text.slice(0, q.start) + v + s.text.slice(q.end);
    return { text, swapped: v, original: q.value };
  }
  return null;
}

// ------------------------------------------------------------------------------------- opposites

/**
 * Opposite modifiers of one kind: "the inner loop" / "the outer loop", "upper triangular" / "lower triangular".
 * A sentence with one of them turned into the other (both, when it names both) says the other thing.
 */
const OPPOSITES: [string, string][] = [
  ['inner', 'outer'],
  ['upper', 'lower'],
  ['forward', 'backward'],
  ['local', 'global'],
  ['static', 'dynamic'],
  ['statically', 'dynamically'],
  ['minimum', 'maximum'],
  ['positive', 'negative'],
  ['internal', 'external'],
  ['explicit', 'implicit'],
  ['direct', 'indirect'],
  ['horizontal', 'vertical'],
  ['continuous', 'discrete'],
  ['finite', 'infinite'],
  ['linear', 'nonlinear'],
  ['synchronous', 'asynchronous'],
  ['mutable', 'immutable'],
  ['sparse', 'dense'],
  ['signed', 'unsigned'],
  ['necessary', 'sufficient'],
  ['odd', 'even'],
  ['overdetermined', 'underdetermined'],
  ['before', 'after'],
];
/**
 * Predicates that say a property or its absence ("mathematically stable", "is expensive", "the correct class"):
 * turned only in a sentence with no opposite of the list above ("statically typed ... efficient machine code"
 * turns the typing).
 */
const PREDICATE_OPPOSITES: [string, string][] = [
  ['stable', 'unstable'],
  ['fast', 'slow'],
  ['cheap', 'expensive'],
  ['correct', 'incorrect'],
  ['efficient', 'inefficient'],
  ['accurate', 'inaccurate'],
  ['squared', 'unsquared'],
  ['largest', 'smallest'],
  ['highest', 'lowest'],
];
const MODIFIER_OPPOSITE = new Map<string, string>();
for (const [x, y] of OPPOSITES) {
  MODIFIER_OPPOSITE.set(x, y);
  MODIFIER_OPPOSITE.set(y, x);
}
const PREDICATE_OPPOSITE = new Map<string, string>();
for (const [x, y] of PREDICATE_OPPOSITES) {
  PREDICATE_OPPOSITE.set(x, y);
  PREDICATE_OPPOSITE.set(y, x);
}

/** How often each lower-case word occurs in a document: counted once per material, not once per draw. */
const wordCountsMemo = new WeakMap<Corpus, Map<number, Map<string, number>>>();
function wordCounts(corpus: Corpus, doc: number): Map<string, number> {
  let byDoc = wordCountsMemo.get(corpus);
  if (!byDoc) wordCountsMemo.set(corpus, (byDoc = new Map()));
  let out = byDoc.get(doc);
  if (out) return out;
  byDoc.set(doc, (out = new Map()));
  for (const s of corpus.sentences) {
    if (s.doc !== doc) continue;
    for (const t of s.tokens) {
      const w = t.text.toLowerCase();
      out.set(w, (out.get(w) ?? 0) + 1);
    }
  }
  return out;
}

/**
 * The sentence with a modifier turned into its opposite ("outer" for "inner"), both turned when it names both;
 * only when the material uses the opposite word too (twice or more), the two are not coordinated ("upper or
 * lower": turned round it says the same) and no sentence of the material says the result.
 */
export function swapOpposite(ix: StatementIndex, s: Sentence, counts: Map<string, number>): Falsified | null {
  const toks = s.tokens;
  const where = (m: Map<string, string>) =>
    toks.map((t, i) => (m.has(t.text.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
  let opposite = MODIFIER_OPPOSITE;
  let at = where(opposite);
  // a predicate given with its reason ("potentially expensive because they include ...") reads as nonsense
  // turned: the reason gives it away
  if (!at.length && !REASON_RE.test(s.text)) at = where((opposite = PREDICATE_OPPOSITE));
  if (!at.length) return null;
  const pairOf = (w: string) => [w, opposite.get(w)!].sort().join('|');
  const pairs = new Set(at.map((i) => pairOf(toks[i]!.text.toLowerCase())));
  // one pair of opposites per sentence: two would turn the meaning back
  if (pairs.size !== 1) return null;
  const first = toks[at[0]!]!.text.toLowerCase();
  // a modifier pair the material uses twice each; a predicate pair once each ("unsquared" beside "squared")
  const used = opposite === MODIFIER_OPPOSITE ? 2 : 1;
  if ((counts.get(opposite.get(first)!) ?? 0) < used || (counts.get(first) ?? 0) < used) return null;
  // "upper or lower", "before and after": coordinated, turned round it says the same
  for (let a = 0; a + 1 < at.length; a++)
    if (
      at[a + 1]! - at[a]! <= 3 &&
      /\b(?:and|or|nor)\b|[,/]/i.test(s.text.slice(toks[at[a]!]!.end, toks[at[a + 1]!]!.start))
    )
      return null;
  // the same word turned at every place and its opposite nowhere ("will see the inner loop header, and will start
  // recording the inner loop" -> "outer ... outer"): the sentence is then about the other thing throughout, which
  // the material may well do in another case (readers rated such an option defensible at 68bfabd); one place, or
  // both words of the pair turned ("calls the inner tree from the outer loop"), changes what the sentence claims
  if (at.length >= 2 && new Set(at.map((i) => toks[i]!.text.toLowerCase())).size === 1) return null;
  // a modifier of a noun or a predicate adjective, not a word of a name ("Before" opening a clause is a link)
  if (at.some((i) => i === 0 && /^(?:before|after)$/i.test(toks[i]!.text))) return null;
  let text = '';
  let last = 0;
  for (const i of at) {
    const w = toks[i]!.text;
    const o = opposite.get(w.toLowerCase())!;
    text += s.text.slice(last, toks[i]!.start) + (/^[A-Z]/.test(w) ? o[0]!.toUpperCase() + o.slice(1) : o);
    last = toks[i]!.end;
  }
  text += s.text.slice(last);
  if (text === s.text) return null;
  // another word of the sentence shares the turned word's root ("continuous functions ... continuity"): the
  // turned sentence contradicts itself
  const roots = at.map((i) => toks[i]!.text.toLowerCase().slice(0, 5));
  if (toks.some((t, i) => !at.includes(i) && roots.some((r) => t.text.toLowerCase().startsWith(r))))
    return null;
  // the material must not say the result
  const keys = [...new Set(contentKeys(text))];
  const newWords = [...new Set(at.map((i) => opposite.get(toks[i]!.text.toLowerCase())!))];
  const must = newWords.flatMap((w) => contentKeys(w)).filter((k) => ix.keyIndex.has(k));
  const least = Math.max(2, Math.ceil(keys.length * 0.7));
  if (keys.length >= 3) {
    const hits = [...new Set(keys.flatMap((k) => ix.keyIndex.get(k) ?? []))].filter((i) => {
      if (i === s.index) return false;
      const set = ix.sentenceKeys[i]!;
      if (!must.every((k) => set.has(k))) return false;
      let n = 0;
      for (const k of keys) if (set.has(k)) n++;
      return n >= least;
    });
    if (hits.length) return null;
  }
  if (at.length === 1 && thesisSide(ix, s, counts, first, newWords[0]!, keys)) return null;
  return { text, swapped: newWords.join(', '), original: first };
}

/**
 * Whether one word turned into its opposite turns a statement toward the side of the pair the material is about
 * (it uses the new word's root at least twice as often as the old one) and some sentence of the material says the
 * new side with many of the statement's other words (four of ten). Readers at 3b84853 rated bad "Compilers for
 * dynamically typed languages rely on type information to generate efficient machine code" (for "statically"):
 * the paper's own thesis, a compilation technique for dynamically-typed languages that generates machine code
 * specialised for the types, supports it, though no one sentence says all of it.
 */
function thesisSide(
  ix: StatementIndex,
  s: Sentence,
  counts: Map<string, number>,
  old: string,
  now: string,
  keys: string[],
): boolean {
  const root = (w: string) => w.toLowerCase().slice(0, 5);
  const rootCount = (r: string) => {
    let n = 0;
    for (const [w, c] of counts) if (w.startsWith(r)) n += c;
    return n;
  };
  const [ro, rn] = [root(old), root(now)];
  if (rootCount(rn) < 2 * Math.max(1, rootCount(ro))) return false;
  const claim = keys.filter((k) => !k.startsWith(ro) && !k.startsWith(rn));
  const least = Math.max(3, Math.ceil(claim.length * 0.4));
  const saying = new Set<number>();
  for (const [k, l] of ix.keyIndex) if (k.startsWith(rn)) for (const i of l) saying.add(i);
  for (const i of saying) {
    if (i === s.index) continue;
    const set = ix.sentenceKeys[i]!;
    if (claim.filter((k) => set.has(k)).length >= least) return true;
  }
  return false;
}

// --------------------------------------------------------------------------------------- sources

/** Every central statement sentence of the material with, when one can be made, its false version. */
export function swappedStatements(
  corpus: Corpus,
  ix: StatementIndex,
  rand: () => number,
): Map<number, Swapped> {
  const out = new Map<number, Swapped>();
  if (corpus.language !== 'en') return out;
  // what does not depend on the draw (a term's sibling, an opposite, a comparison turned round, whether the
  // material says the result) is read once per material; a number's swap takes the draw, in the same order
  let fixed = fixedSwaps.get(corpus);
  if (!fixed) fixedSwaps.set(corpus, (fixed = { pre: new Map(), turned: new Map(), says: new Map() }));
  const byDocValues = new Map<number, Map<string, Set<string>>>();
  let termOrOpposite: ((s: Sentence) => { found: Swapped | null; roundFrom: number }) | undefined;
  for (const s of corpus.sentences) {
    if (!swapSource(s)) continue;
    let pre = fixed.pre.get(s.index);
    if (!pre) fixed.pre.set(s.index, (pre = (termOrOpposite ??= termOrOppositeOf(corpus, ix))(s)));
    let found = pre.found;
    const roundFrom = pre.roundFrom;
    if (!found) {
      let values = byDocValues.get(s.doc);
      if (!values) byDocValues.set(s.doc, (values = valuesByUnit(corpus, s.doc)));
      const f = swapNumber(ix, s, values, rand);
      if (f) found = { s, f, kind: 'number' };
    }
    // a comparison that gives its reason ("slower ... because you have to follow a pointer", "the overhead is
    // high, and causes performance to be slower") reads as nonsense turned round: the reason gives it away
    if (!found && !REASON_RE.test(s.text)) {
      let f = fixed.turned.get(s.index);
      if (f === undefined) fixed.turned.set(s.index, (f = turnComparison(ix, s)));
      if (f) found = { s, f, kind: 'comparison' };
    }
    if (!found) continue;
    const sk = `${roundFrom}\u0000${found.f.text}`;
    let says = fixed.says.get(sk);
    if (says === undefined)
      fixed.says.set(sk, (says = materialSays(ix, [...new Set(contentKeys(found.f.text))], roundFrom)));
    if (!says) out.set(s.index, found);
  }
  return out;
}

/** `swappedStatements` of a material, what does not depend on the draw: by sentence, and by turned text. */
const fixedSwaps = new WeakMap<
  Corpus,
  {
    pre: Map<number, { found: Swapped | null; roundFrom: number }>;
    turned: Map<number, Falsified | null>;
    says: Map<string, boolean>;
  }
>();

/** A statement's swap of a term for a sibling of its kind, else of an opposite (no draw). */
function termOrOppositeOf(
  corpus: Corpus,
  ix: StatementIndex,
): (s: Sentence) => { found: Swapped | null; roundFrom: number } {
  const siblings = siblingsOf(corpus);
  const aliasesOf = new Map<string, Set<string>>();
  const bare = (x: string) => x.replace(/^(?:the|a|an)\s+/, '');
  for (const [k, l] of corpus.aliases)
    for (const a of l) {
      aliasesOf.set(bare(k), (aliasesOf.get(bare(k)) ?? new Set()).add(bare(a)));
      aliasesOf.set(bare(a), (aliasesOf.get(bare(a)) ?? new Set()).add(bare(k)));
    }
  const byDocCounts = new Map<number, Map<string, number>>();
  const termsIn = new Map<number, Term[]>();
  for (const [k, l] of siblings) {
    if (!l.length) continue;
    const t = corpus.terms.get(k)!;
    for (const i of t.sentences) termsIn.set(i, [...(termsIn.get(i) ?? []), t]);
  }
  // "the SVM classifier" beside "the Softmax classifier": the SVM's sentences too, after the terms a sentence
  // names as such (whose swap comes first)
  for (const [k, l] of siblings) {
    const t = corpus.terms.get(k)!;
    for (const u of l)
      for (const i of headedSentences(corpus, { a: t, b: u, contrasts: 0, coordinated: 0 })) {
        const at = termsIn.get(i) ?? [];
        if (!at.includes(t)) termsIn.set(i, [...at, t]);
      }
  }
  return (s) => {
    // a term for a sibling of its kind
    const ts = termsIn.get(s.index) ?? [];
    let found: Swapped | null = null;
    let roundFrom = -1;
    const keysLine = ` ${s.tokens.map((k) => k.key).join(' ')} `;
    for (const t of ts) {
      for (const u of siblings.get(t.key) ?? []) {
        // the new term beside another name of itself ("the free store and the heap")
        if ([...(aliasesOf.get(u.key) ?? [])].some((a) => keysLine.includes(` ${a} `))) continue;
        const f = falsify(corpus, ix, s, { a: t, b: u, contrasts: 0, coordinated: 0 });
        // one direction only (t named, u not): falsify swaps whichever of the two the sentence names; both named
        // only in a one-way contrast ("Compared to the Softmax classifier, the SVM is a more local objective"),
        // which turned round says the opposite ("the difference between X and Y" turned round says the same)
        // (the head of "the SVM classifier" swapped with it for "the Softmax classifier" is no word of u left)
        const uHead = u.key.split(' ').pop()!;
        const uOwn = u.key
          .split(' ')
          .filter((w) => !t.key.split(' ').includes(w))
          .filter((w) => w !== uHead || !keysLine.includes(` ${t.key} ${uHead} `));
        const both = contentKeys(s.text).some((k) => uOwn.includes(k));
        if (f && (!both || (contrasted(s, t, u) && !SYMMETRIC_RE.test(s.text)))) {
          found = { s, f, kind: 'term' };
          // turned round, the statement has the words of its source: another sentence must not say it
          if (both) roundFrom = s.index;
          break;
        }
      }
      if (found) break;
    }
    if (!found) {
      let counts = byDocCounts.get(s.doc);
      if (!counts) byDocCounts.set(s.doc, (counts = wordCounts(corpus, s.doc)));
      const f = swapOpposite(ix, s, counts);
      if (f) found = { s, f, kind: 'opposite' };
      // both words of the pair turned ("The squared version is more standard, but ... the unsquared hinge loss"):
      // the source has the same words in the other places
      if (f) roundFrom = s.index;
    }
    return { found, roundFrom };
  };
}

/**
 * How many sentences of its document hold each content key: a word in more than `SUBJECT_SHARE` of them (and
 * more than four) says what the whole document is about ("trace" of the TraceMonkey paper), not what one
 * statement is.
 */
const docKeyCounts = new WeakMap<Corpus, Map<number, { n: number; keys: Map<string, number> }>>();
const SUBJECT_SHARE = 0.08;

/**
 * Whether a swapped statement is about the subject of the key's statement: the two share a content word that is
 * not one of the document's everyday words. Readers at 3b84853 rated bad a question whose options were a grab
 * bag of one paper (nested trace trees, dynamic typing, static typing): out of one subject, a statement reads as
 * true or false by general knowledge, not by the material's account of the subject.
 */
function sharesSubject(corpus: Corpus, ix: StatementIndex, key: Sentence, option: Sentence): boolean {
  let byDoc = docKeyCounts.get(corpus);
  if (!byDoc) docKeyCounts.set(corpus, (byDoc = new Map()));
  let d = byDoc.get(key.doc);
  if (!d) {
    d = { n: 0, keys: new Map() };
    for (const s of corpus.sentences) {
      if (s.doc !== key.doc) continue;
      d.n++;
      for (const k of ix.sentenceKeys[s.index]!) d.keys.set(k, (d.keys.get(k) ?? 0) + 1);
    }
    byDoc.set(key.doc, d);
  }
  const common = Math.max(4, d.n * SUBJECT_SHARE);
  const theirs = ix.sentenceKeys[option.index]!;
  for (const k of ix.sentenceKeys[key.index]!)
    if (theirs.has(k) && (d.keys.get(k) ?? 0) <= common) return true;
  return false;
}

/** The material's statement index (read only): built once per material, not once per draw. */
const indexMemo = new WeakMap<Corpus, StatementIndex>();

/**
 * The candidates: a key for every central statement sentence of a document with at least three swapped
 * statements besides it; the distractors are the nearest swapped statements (the same section first).
 */
export function swappedStatementCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  let ix = indexMemo.get(corpus);
  if (!ix) indexMemo.set(corpus, (ix = statementIndex(corpus)));
  const swapped = swappedStatements(corpus, ix, rand);
  const byDoc = new Map<number, Swapped[]>();
  for (const w of swapped.values()) {
    const l = byDoc.get(w.s.doc);
    if (l) l.push(w);
    else byDoc.set(w.s.doc, [w]);
  }
  const out: Cand[] = [];
  for (const s of corpus.sentences) {
    if (!swapSource(s) || s.centrality < KEY_CENTRALITY) continue;
    // the other swapped statements of the document, made when the candidate is built (most never are)
    const others = byDoc.get(s.doc) ?? [];
    if (others.length - (swapped.has(s.index) ? 1 : 0) < 3) continue;
    let options: (Swapped & { text: string })[] | undefined;
    const poolOf = () =>
      (options ??= others.filter((w) => w.s.index !== s.index).map((w) => ({ ...w, text: w.f.text })));
    const keyText = s.text.trim();
    out.push({
      form: 'true-statement',
      // a key that could itself be altered (a value, a comparison, one of a contrasted pair) reads like the
      // distractors: no option stands out as the only plain statement
      score: 0.75 + 0.5 * s.centrality + (swapped.has(s.index) ? 0.3 : 0),
      doc: s.doc,
      unit: s.unit,
      sentences: [s.index],
      topics: [`statement:${s.doc}:${s.unit}`],
      quote: s.text,
      build: (used) =>
        buildTrueStatement(
          {
            s,
            key: keyText,
            pool: poolOf(),
            rand,
            pick: pickThree,
            // a value swapped for another the material gives, or a term for its sibling, before an opposite or a
            // comparison turned round: "slower" for "faster" contradicts what a textbook says as well, a reader
            // who never saw the material rules it out (blind readers at c10a99d); "25x" for "3.9x" only a reader
            // of the material can (eng-blind10)
            bonus: (w) => (w.kind === 'number' ? 0.4 : w.kind === 'term' ? 0.3 : 0) + rand() * 0.4,
            stem: 'Which of these statements is correct according to the material?',
            window: STATEMENT_WINDOW,
            about: (w) => sharesSubject(corpus, ix, s, w.s),
            why: (src) =>
              `The other statements change what the material says: ${src
                .map((w) => `it says "${w.s.text.trim()}"`)
                .join('; ')}.`,
          },
          used,
        ),
    });
  }
  return out;
}
