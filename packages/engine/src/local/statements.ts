/**
 * Statements the material makes, made false by one swap (decision 104, v2.5): "Which statement about the stack
 * and the heap is correct according to the material?" with one sentence of the material as written and three
 * other sentences about the same two things, each with the two swapped ("All data stored on the heap must have a
 * known, fixed size") or a comparison turned round ("faster" for "slower"). A swap is made only
 * - between two terms the material sets side by side (a contrast "X than Y", "unlike X", "X whereas Y", or "X and
 *   Y" / "X or Y" twice), of one number and never inside a longer term ("call stack") or as a modifier ("heap
 *   data");
 * - when the swapped sentence is false by the material: no sentence of the material says the swapped term with
 *   most of the sentence's other words (so a property the material gives both, "Both the stack and the heap are
 *   parts of memory", is never swapped), and a sentence naming both is turned round only when it contrasts them.
 * Every option is a whole sentence of the same passage; none names a thing the stem does not.
 */
import type { Corpus, Sentence, Term } from './analysis.ts';
import { isName, kin } from './analysis.ts';
import { contentKeys } from '../text.ts';

/** Sentences that open with a word pointing back or forward, or a discourse link: they need their neighbours. */
export const PRONOUN_START =
  /^(it|this|that|these|those|they|he|she|its|their|here|there|such|also|then|so|but|and|or|however|moreover|furthermore|likewise|similarly|instead|otherwise|again|still|yet|thus|hence|therefore|in addition|additionally|for example|for instance|finally|first|second|third|next|now|we|our|us|i|you|your)\b|^(?:זה|זו|זאת|אלה|אלו|הוא|היא|הם|הן|לכן|כלומר|אבל|אך|גם|כמו כן|בנוסף|לדוגמה|למשל|אנו|אנחנו|נשים|נראה)(?!\p{L})/iu;

/** Chatter of notes and talks ("we will see", "let's", "you can see"), not a statement of the subject. */
export const PERSONAL =
  /\b(?:we|I)(?:'ll| will| shall| now| first| next| then| saw| have seen| see| can see| begin| start| turn| discuss| consider| look| explore| investigate| introduce| review| mentioned| said| learn| want| need to| are going| do| did| get| might| could| would)\b|\blet's\b|\b(?:us|our|me|my)\b|\byou(?:'ve| have| can| might| will| may| would| could)? (?:see|notice|find|recall|remember|heard|seen|used|imagine|think|want|try|look)\b|\bif you\b|\b(?:for example|for instance|e\.g\.|i\.e\.)|(?<!\p{L})(?:נראה|נקבל|נסמן|נניח|נשים|ראינו|אנו|אנחנו|שלנו|לדוגמה|למשל)(?!\p{L})/iu;

/** What the statement forms read of the material. */
export interface StatementIndex {
  /** Content keys of every sentence. */
  sentenceKeys: Set<string>[];
  /** Sentence indices by content key. */
  keyIndex: Map<string, number[]>;
}

export function statementIndex(corpus: Corpus): StatementIndex {
  const sentenceKeys = corpus.sentences.map((s) => new Set(contentKeys(s.text)));
  const keyIndex = new Map<string, number[]>();
  sentenceKeys.forEach((set, i) => {
    for (const k of set) {
      const l = keyIndex.get(k);
      if (l) l.push(i);
      else keyIndex.set(k, [i]);
    }
  });
  return { sentenceKeys, keyIndex };
}

/** Whether the material states something with all of these content words in one sentence. */
export function materialSays(ix: StatementIndex, keys: string[], except = -1): boolean {
  return sentencesSaying(ix, keys, keys.length).some((i) => i !== except);
}

/** Sentences holding the `must` keys and at least `least` of all `keys` (the `must` ones counted). */
function sentencesSaying(ix: StatementIndex, keys: string[], least: number, must: string[] = keys): number[] {
  if (!keys.length && !must.length) return [];
  let base: number[] | undefined;
  for (const k of must.length ? must : keys) {
    const l = ix.keyIndex.get(k);
    if (!l) return [];
    if (!base || l.length < base.length) base = l;
  }
  if (!must.length) base = [...new Set(keys.flatMap((k) => ix.keyIndex.get(k) ?? []))];
  return base!.filter((i) => {
    const set = ix.sentenceKeys[i]!;
    if (!must.every((k) => set.has(k))) return false;
    let n = 0;
    for (const k of keys) if (set.has(k)) n++;
    return n >= least;
  });
}

// ----------------------------------------------------------------------------------- sentences

/** A sentence fit to be an option of a statement question: it stands alone and states something. */
export function statementSentence(s: Sentence): boolean {
  return s.usable && !s.negated && s.words >= 7 && s.words <= 30 && statementText(s.text);
}

const statementTexts = new Map<string, boolean>();
/** The wording part of `statementSentence`, once per text (every draw reads every sentence again). */
function statementText(raw: string): boolean {
  let ok = statementTexts.get(raw);
  if (ok === undefined) {
    if (statementTexts.size >= 100_000) statementTexts.clear();
    statementTexts.set(raw, (ok = statementWording(raw)));
  }
  return ok;
}

function statementWording(raw: string): boolean {
  // a word in scare quotes ("the SVM "wants" ...", "provides "probabilities"") and "allows us to" (it makes it
  // possible to) are ways of technical prose, not a talk's exclamation or the authors speaking
  const text = raw
    .replace(/["“]([\w-]+(?: [\w-]+)?)["”]/g, '$1')
    .replace(/\b(allows?|lets?) us to\b/g, '$1 one to');
  return (
    !/\b(?:these|those|this|that one|the latter|the former|the example|the figure|above|below|following|previous)\b/i.test(
      text,
    ) &&
    !PRONOUN_START.test(text) &&
    !PERSONAL.test(text) &&
    // a run-in label ("Disaster Relief – ..."), a colon that opens a list, brackets
    !/^[\p{L}][\p{L} ]{0,30}\s[-–—:]\s/u.test(raw) &&
    !/[()[\]{}]|:\s*$/.test(raw) &&
    /[.!]$|[a-z]$/.test(raw.trim()) &&
    // a question, an exclamation of a talk, an example's value
    !/[?"“”]/.test(text) &&
    /^[A-Z]/.test(raw)
  );
}

// --------------------------------------------------------------------------------------- pairs

/** Where a term occurs in a sentence: token range [from, to). */
interface Span {
  from: number;
  to: number;
}

function spansOf(s: Sentence, t: Term): Span[] {
  const ks = t.key.split(' ');
  const out: Span[] = [];
  const toks = s.tokens;
  for (let i = 0; i + ks.length <= toks.length; i++) {
    let ok = true;
    for (let j = 0; j < ks.length; j++)
      if (toks[i + j]!.key !== ks[j]) {
        ok = false;
        break;
      }
    if (ok) {
      out.push({ from: i, to: i + ks.length });
      i += ks.length - 1;
    }
  }
  return out;
}

export interface Pair {
  a: Term;
  b: Term;
  /** Sentences that set them apart ("than", "unlike", "whereas", ...). */
  contrasts: number;
  /** Sentences that name them side by side ("X and Y", "X or Y"). */
  coordinated: number;
}

const CONTRAST_RE =
  /\b(?:than|unlike|whereas|rather than|instead of|compared (?:to|with)|in contrast|as opposed to|differs? from|difference between|while|versus|vs\.?)\b/i;
const COORD_BETWEEN = /^\s*,?\s*(?:and|or|vs\.?|versus|nor)\s+(?:the\s+|a\s+|an\s+)?$/i;

function termDisplay(t: Term, plural: boolean): string | null {
  return (plural ? t.plural : t.singular) ?? null;
}

/** A term worth swapping: a common noun phrase of one to three words the material uses several times. */
export function swappable(corpus: Corpus, t: Term): boolean {
  if (t.hebrew || t.words > 3 || t.freq < 3) return false;
  const text = t.singular ?? t.plural ?? '';
  if (!text || isName(corpus, text) || /\d/.test(text)) return false;
  // a single capitalised word that is no acronym or product name is a name or a heading word
  if (t.proper && t.words === 1 && !/[A-Z].*[A-Z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text)) {
    const mixed = /^[A-Z][a-z]+$/.test(text);
    if (!mixed) return false;
  }
  return true;
}

/**
 * How a sentence sets two mentions side by side: "X is slower than (accessing data on) Y", "unlike X, Y ...",
 * "X ..., whereas/while Y ...", "X rather than / instead of / as opposed to / compared with Y" (a contrast), or "X
 * and Y", "X or Y" that is not part of a longer list (coordinated); null when they are only in one sentence.
 */
function sideBySide(s: Sentence, first: Span, second: Span): 'contrast' | 'coordinated' | null {
  const toks = s.tokens;
  const between = s.text.slice(toks[first.to - 1]!.end, toks[second.from]!.start);
  const before = s.text.slice(0, toks[first.from]!.start);
  const after = s.text.slice(toks[second.to - 1]!.end);
  if (COORD_BETWEEN.test(between)) {
    // a list of three or more is no pair
    if (/,\s*(?:the\s+|a\s+|an\s+)?$/.test(before) || /^\s*,\s*(?:and|or)?\s*\S/.test(after)) return null;
    return 'coordinated';
  }
  const gap = between.trim().split(/\s+/).filter(Boolean);
  // "than" with at most a few words on each side
  const m = /\bthan\b/i.exec(between);
  if (m) {
    const pre = between.slice(0, m.index).trim().split(/\s+/).filter(Boolean).length;
    const post = between
      .slice(m.index + 4)
      .trim()
      .split(/\s+/)
      .filter(Boolean).length;
    return pre <= 5 && post <= 4 ? 'contrast' : null;
  }
  // "Unlike the SVM which ..., the Softmax classifier", "Compared to X, Y is ..."
  // the word count first: it is cheap, and the expressions below try every position of a long gap
  if (
    gap.length <= 20 &&
    /\b(?:unlike|compared (?:to|with)|in contrast to)\s+(?:the\s+|a\s+|an\s+)?$/i.test(before) &&
    /,\s*(?:the\s+|a\s+|an\s+)?$/.test(between)
  )
    return 'contrast';
  if (
    gap.length <= 14 &&
    /(?:,\s*(?:whereas|while)|\b(?:rather than|instead of|as opposed to|compared (?:to|with)|versus|vs\.?))\s+(?:the\s+|a\s+|an\s+)?$/i.test(
      between,
    )
  )
    return 'contrast';
  return null;
}

/** Whether sentence `s` sets terms `a` and `b` against each other ("unlike X, Y", "X ... than Y"). */
export function contrastedIn(s: Sentence, a: Term, b: Term): boolean {
  const sa = spansOf(s, a)[0];
  const sb = spansOf(s, b)[0];
  if (!sa || !sb) return false;
  const [first, second] = sa.from < sb.from ? [sa, sb] : [sb, sa];
  return sideBySide(s, first, second) === 'contrast';
}

/**
 * Pairs of terms the material sets side by side: two that a sentence contrasts, or that two sentences coordinate,
 * neither holding the other's words.
 */
export function pairsOf(corpus: Corpus): Pair[] {
  // of one kind: contrasted and also named side by side, or compounds of one head noun ("hinge loss",
  // "cross-entropy loss") that are contrasted; coordination alone ("the interpreter and speedup") is no kind
  return sidePairs(corpus).filter(
    (p) => p.contrasts >= 1 && (p.coordinated >= 1 || kin(corpus, p.a.key, p.b.key)),
  );
}

/**
 * Two terms that hold none of each other's words, or compounds of one head noun with other modifiers ("hinge loss" /
 * "cross-entropy loss", "inner loop" / "outer loop"): swapped, the one says something else than the other.
 */
export function apart(a: Term, b: Term): boolean {
  const aw = a.key.split(' ');
  const bw = b.key.split(' ');
  if (!aw.some((w) => bw.includes(w))) return true;
  const head = aw[aw.length - 1]!;
  return (
    aw.length >= 2 &&
    bw.length >= 2 &&
    head === bw[bw.length - 1] &&
    !aw.slice(0, -1).some((w) => bw.includes(w)) &&
    !bw.slice(0, -1).some((w) => aw.includes(w))
  );
}

const sideCache = new WeakMap<Corpus, Pair[]>();
/** Every pair of terms some sentence sets side by side, with how often it contrasts and coordinates them. */
export function sidePairs(corpus: Corpus): Pair[] {
  if (corpus.language !== 'en') return [];
  const cached = sideCache.get(corpus);
  if (cached) return cached;
  const top = corpus.termList.slice(0, 200).filter((t) => swappable(corpus, t));
  const bySentence = new Map<number, Term[]>();
  for (const t of top)
    for (const i of t.sentences) {
      const l = bySentence.get(i) ?? [];
      l.push(t);
      bySentence.set(i, l);
    }
  const found = new Map<string, Pair>();
  const SIDE =
    /\b(?:and|or|nor|than|unlike|whereas|while|rather|instead|opposed|compared|contrast|versus|vs)\b/i;
  for (const [i, ts] of bySentence) {
    if (ts.length < 2) continue;
    const s = corpus.sentences[i]!;
    if (!SIDE.test(s.text)) continue;
    for (let x = 0; x < ts.length; x++)
      for (let y = x + 1; y < ts.length; y++) {
        const a = ts[x]!;
        const b = ts[y]!;
        if (!apart(a, b)) continue;
        const sa = spansOf(s, a)[0];
        const sb = spansOf(s, b)[0];
        if (!sa || !sb) continue;
        const [first, second] = sa.from < sb.from ? [sa, sb] : [sb, sa];
        const how = sideBySide(s, first, second);
        if (!how) continue;
        const k = [a.key, b.key].sort().join('|');
        const p = found.get(k) ?? {
          a: a.key < b.key ? a : b,
          b: a.key < b.key ? b : a,
          contrasts: 0,
          coordinated: 0,
        };
        if (how === 'contrast') p.contrasts++;
        else p.coordinated++;
        found.set(k, p);
      }
  }
  const all = [...found.values()];
  sideCache.set(corpus, all);
  return all;
}

// ---------------------------------------------------------------------------------------- swaps

/** Comparisons turned round. */
const ANTONYMS: [string, string][] = [
  ['faster', 'slower'],
  ['larger', 'smaller'],
  ['bigger', 'smaller'],
  ['higher', 'lower'],
  ['easier', 'harder'],
  ['better', 'worse'],
  ['longer', 'shorter'],
  ['increases', 'decreases'],
  ['increase', 'decrease'],
  ['more', 'less'],
  ['fewer', 'more'],
  ['cheaper', 'costlier'],
  ['stronger', 'weaker'],
  ['simpler', 'more complex'],
];
const ANTONYM = new Map<string, string>();
for (const [x, y] of ANTONYMS) {
  ANTONYM.set(x, y);
  if (!ANTONYM.has(y)) ANTONYM.set(y, x);
}

export interface Falsified {
  /** The sentence as the option shows it. */
  text: string;
  /** What was swapped, for the explanation: "heap" for "stack". */
  swapped: string;
  /** The original word(s). */
  original: string;
}

function withCase(like: string, text: string): string {
  if (/^[A-Z][a-z]/.test(like) && /^[a-z]/.test(text)) return text[0]!.toUpperCase() + text.slice(1);
  return text;
}

/** The surface to write for term `t` where `s` has span `sp` of another term (same number, same case). */
function replacement(corpus: Corpus, s: Sentence, sp: Span, t: Term): string | null {
  const plural = s.tokens[sp.to - 1]!.plural;
  const raw = surfaceOf(corpus, t, plural);
  if (!raw) return null;
  const orig = s.text.slice(
    s.tokens[sp.from]!.start + s.tokens[sp.from]!.prefix.length,
    s.tokens[sp.to - 1]!.end,
  );
  return sp.from === 0 ? withCase(orig, raw) : raw;
}

/** A span that is the whole noun phrase: not inside a longer term, not a modifier of a following noun. */
function wholeSpan(corpus: Corpus, s: Sentence, sp: Span): boolean {
  const next = s.tokens[sp.to];
  const own = s.tokens.slice(sp.from, sp.to).map((t) => t.key);
  if (next && ['NOUN', 'PROPN'].includes(next.pos)) {
    // "heap data" (a compound of the material) is another thing; "the stack stores" is a verb the tagger took
    // for a noun (a singular subject before a word in -s)
    const verbLike = !s.tokens[sp.to - 1]!.plural && /[a-z]s$/.test(next.text) && !/ss$/.test(next.text);
    if (!verbLike || corpus.terms.has([...own, next.key].join(' '))) return false;
  }
  if (next && /^['’]s$/.test(next.text)) return false;
  const prev = s.tokens[sp.from - 1];
  if (prev && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(prev.pos)) {
    // "call stack" is another thing; "the local stack" may be too
    return false;
  }
  // a hyphenated compound
  const at = s.tokens[sp.from]!.start;
  const end = s.tokens[sp.to - 1]!.end;
  if (/[-/]$/.test(s.text.slice(0, at)) || /^[-/]/.test(s.text.slice(end))) return false;
  return true;
}

/** "a" / "an" right before a swapped word, by its sound (only there: "A" may be a matrix). */
function fixArticle(before: string, word: string): string {
  const m = /\b([Aa])(n?) $/.exec(before);
  if (!m) return before;
  const vowel = /^[aeiou]/i.test(word) && !/^(?:uni|use|one|eu)/i.test(word);
  const art = vowel ? `${m[1]}n ` : `${m[1]} `;
  return before.slice(0, m.index) + art;
}

/** Words of a sentence that say what it says (without the swapped terms). */
function claimKeys(text: string, drop: Set<string>): string[] {
  return [...new Set(contentKeys(text))].filter((k) => !drop.has(k));
}

/**
 * The sentence with the pair swapped (one of them named: each of its mentions becomes the other; both named in a
 * contrast: turned round), or a comparison turned round; null when the result could be true by the material.
 */
export function falsify(corpus: Corpus, ix: StatementIndex, s: Sentence, pair: Pair): Falsified | null {
  const sa = spansOf(s, pair.a);
  const sb = spansOf(s, pair.b);
  const aKeys = new Set(contentKeys(pair.a.singular ?? pair.a.plural ?? pair.a.key));
  const bKeys = new Set(contentKeys(pair.b.singular ?? pair.b.plural ?? pair.b.key));
  let edits: { from: number; to: number; text: string }[] = [];
  let swapped = '';
  let original = '';
  if (sa.length && sb.length) {
    // turned round: only a contrast of one mention each, not "both X and Y" / "X and Y"
    if (sa.length !== 1 || sb.length !== 1 || !CONTRAST_RE.test(s.text) || /\bboth\b/i.test(s.text))
      return null;
    const [first, second] = sa[0]!.from < sb[0]!.from ? [sa[0]!, sb[0]!] : [sb[0]!, sa[0]!];
    const between = s.text.slice(s.tokens[first.to - 1]!.end, s.tokens[second.from]!.start);
    if (COORD_BETWEEN.test(between)) return null;
    if (![sa[0]!, sb[0]!].every((sp) => wholeSpan(corpus, s, sp))) return null;
    const ra = replacement(corpus, s, sa[0]!, pair.b);
    const rb = replacement(corpus, s, sb[0]!, pair.a);
    if (!ra || !rb) return null;
    edits = [
      { ...sa[0]!, text: ra },
      { ...sb[0]!, text: rb },
    ];
    swapped = `${ra} and ${rb}`;
    original = 'the other way round';
  } else {
    const [found, to] = sa.length ? [sa, pair.b] : [sb, pair.a];
    // "the SVM classifier" where the other is "the Softmax classifier": the head noun after the name is the other
    // term's own head, and the two swap whole ("the Softmax classifier uses the hinge loss")
    const toWords = to.key.split(' ');
    const spans = found.map((sp) => {
      const next = s.tokens[sp.to];
      const grown = { from: sp.from, to: sp.to + 1 };
      return toWords.length >= 2 &&
        sp.to - sp.from < toWords.length &&
        next?.key === toWords[toWords.length - 1] &&
        wholeSpan(corpus, s, grown)
        ? grown
        : sp;
    });
    if (!spans.length || !spans.every((sp) => wholeSpan(corpus, s, sp))) return null;
    for (const sp of spans) {
      const r = replacement(corpus, s, sp, to);
      if (!r) return null;
      edits.push({ ...sp, text: r });
    }
    swapped = edits[0]!.text;
    original = s.text.slice(s.tokens[spans[0]!.from]!.start, s.tokens[spans[0]!.to - 1]!.end);
    // false by the material: no sentence says the swapped term with most of the other words
    const drop = new Set([...aKeys, ...bKeys]);
    const keys = claimKeys(s.text, drop);
    if (keys.length < 2) return null;
    // the sentence must not hold a word of the other term ("Softmax" beside "Softmax classifier")
    // (a head noun both share - "loss" of "hinge loss" / "cross-entropy loss" - is no such word)
    const toKeys = [...(to === pair.a ? aKeys : bKeys)];
    const fromKeys = to === pair.a ? bKeys : aKeys;
    // (the head a grown span took in is the other term's own: it is swapped with it, not left beside it)
    const grew = spans.some((sp, i) => sp !== found[i]);
    const outside = grew
      ? spans
          .slice()
          .sort((x, y) => y.from - x.from)
          .reduce(
            (t, sp) => t.slice(0, s.tokens[sp.from]!.start) + ' ' + t.slice(s.tokens[sp.to - 1]!.end),
            s.text,
          )
      : s.text;
    if (contentKeys(outside).some((k) => toKeys.includes(k) && !fromKeys.has(k))) return null;
    const fromTerm = to === pair.a ? pair.b : pair.a;
    const least = Math.max(2, Math.ceil(keys.length * 0.5));
    const says = sentencesSaying(ix, keys, least, toKeys).filter((i) => {
      if (i === s.index) return false;
      // a sentence that names both and sets them apart ("the pointer to the heap ... on the stack") says it of
      // one of them only; "both X and Y", "X and Y" say it of both
      const o = corpus.sentences[i]!;
      const fa = spansOf(o, fromTerm)[0];
      const fb = spansOf(o, to)[0];
      if (!fa || !fb) return true;
      if (/\bboth\b/i.test(o.text)) return true;
      const [x, y] = fa.from < fb.from ? [fa, fb] : [fb, fa];
      return sideBySide(o, x, y) === 'coordinated';
    });
    if (says.length) return null;
  }
  let text = s.text;
  for (const e of edits.sort((x, y) => y.from - x.from)) {
    const st = s.tokens[e.from]!;
    const start = st.start + st.prefix.length;
    text = fixArticle(text.slice(0, start), e.text) + e.text + text.slice(s.tokens[e.to - 1]!.end);
  }
  if (text === s.text) return null;
  // a word of the sentence shares the root of a swapped term ("interpolatory" beside "regression")
  const rest = s.tokens.filter((t, i) => !edits.some((e) => i >= e.from && i < e.to));
  const roots = [...pair.a.key.split(' '), ...pair.b.key.split(' ')]
    .filter((w) => w.length >= 6)
    .map((w) => w.slice(0, 6));
  if (rest.some((t) => roots.some((r) => t.key.startsWith(r)))) return null;
  return { text, swapped, original };
}

/** A comparison of the sentence turned round ("slower" for "faster"); null when there is none to turn. */
export function turnComparison(ix: StatementIndex, s: Sentence): Falsified | null {
  const toks = s.tokens;
  // a comparison stated with "than" a few words on ("slower than", "more difficult to compile than", "converges
  // much faster to the true value of the integral than"), not a
  // lead-in ("More generally, ...") or a pair of positions ("upper or lower")
  const than = (i: number) => {
    for (let j = i + 1; j <= i + 8 && j < toks.length; j++) {
      if (/^than$/i.test(toks[j]!.text)) return true;
      if (toks[j]!.pos === 'PUNCT') return false;
    }
    return false;
  };
  const at = toks.findIndex((t, i) => i > 0 && ANTONYM.has(t.text.toLowerCase()) && than(i));
  if (at < 0) return null;
  // one comparison per sentence, and no second antonym that would turn it back
  if (toks.filter((t) => ANTONYM.has(t.text.toLowerCase())).length > 1) return null;
  const w = toks[at]!.text;
  const to = withCase(w, ANTONYM.get(w.toLowerCase())!);
  const text = fixArticle(s.text.slice(0, toks[at]!.start), to) + to + s.text.slice(toks[at]!.end);
  // the material must not say the turned comparison anywhere
  const keys = claimKeys(s.text, new Set([w.toLowerCase()]));
  const toKey = contentKeys(to)[0];
  if (toKey && keys.length >= 2) {
    const least = Math.max(2, Math.ceil(keys.length * 0.6));
    if (sentencesSaying(ix, keys, least, [toKey]).some((i) => i !== s.index)) return null;
  }
  return { text, swapped: to, original: w };
}

// ------------------------------------------------------------------------------------- questions

/** How the material writes a term mid-sentence ("Softmax classifier", "SVM", "heap"), by number. */
function surfaceOf(corpus: Corpus, t: Term, plural: boolean): string | null {
  const count = new Map<string, number>();
  for (const i of t.sentences.slice(0, 60)) {
    const s = corpus.sentences[i]!;
    for (const sp of spansOf(s, t)) {
      if (sp.from === 0 || s.tokens[sp.to - 1]!.plural !== plural) continue;
      const st = s.tokens[sp.from]!;
      const text = s.text.slice(st.start + st.prefix.length, s.tokens[sp.to - 1]!.end);
      count.set(text, (count.get(text) ?? 0) + 1);
    }
  }
  const best = [...count].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? termDisplay(t, plural);
}

export interface StatementDraft {
  form: 'true-statement' | 'comparison' | 'cause-effect';
  stem: string;
  key: string;
  distractors: string[];
  /** The key's sentence, then the sentences the distractors alter. */
  sentences: number[];
  why: string;
}

export interface PairTopic {
  pair: Pair;
  /** Statement sentences naming one of the pair (or contrasting both), in the material's order. */
  sentences: Sentence[];
  falsified: Map<number, Falsified>;
}

/**
 * Sentences naming one of a pair with the other's head noun after it: "the SVM classifier" (a term of its own) of
 * the pair "SVM" / "Softmax classifier", which `falsify` swaps whole for "the Softmax classifier".
 */
export function headedSentences(corpus: Corpus, pair: Pair): number[] {
  const out: number[] = [];
  for (const [t, u] of [
    [pair.a, pair.b],
    [pair.b, pair.a],
  ] as const) {
    const head = u.key.split(' ').pop()!;
    if (!u.key.includes(' ') || t.key === head || t.key.endsWith(` ${head}`)) continue;
    const words = [...t.key.split(' '), head];
    let memo = headedMemo.get(corpus);
    if (!memo) headedMemo.set(corpus, (memo = new Map()));
    const id = words.join(' ');
    let found = memo.get(id);
    if (!found) {
      memo.set(id, (found = []));
      for (const s of corpus.sentences) {
        if (!t.docs.has(s.doc) || !s.usable) continue;
        const toks = s.tokens;
        for (let i = 0; i + words.length <= toks.length; i++)
          if (words.every((w, j) => toks[i + j]!.key === w)) {
            found.push(s.index);
            break;
          }
      }
    }
    out.push(...found);
  }
  return out;
}
const headedMemo = new WeakMap<Corpus, Map<string, number[]>>();

/** The pairs with enough sentences for a question: a key and three sentences made false. */
export function pairTopics(corpus: Corpus, ix: StatementIndex): PairTopic[] {
  const out: PairTopic[] = [];
  for (const pair of pairsOf(corpus)) {
    const ids = [
      ...new Set([...pair.a.sentences, ...pair.b.sentences, ...headedSentences(corpus, pair)]),
    ].sort((x, y) => x - y);
    const sentences = ids
      .map((i) => corpus.sentences[i]!)
      .filter((s) => statementSentence(s) && !/\bboth\b/i.test(s.text));
    const falsified = new Map<number, Falsified>();
    for (const s of sentences) {
      const f = falsify(corpus, ix, s, pair) ?? turnComparison(ix, s);
      if (f) falsified.set(s.index, f);
    }
    if (falsified.size >= 3 && sentences.length >= 4) out.push({ pair, sentences, falsified });
  }
  return out;
}

/**
 * "Which statement about the stack and the heap is correct according to the material?": the key sentence as
 * written, three other sentences of the pair made false. A key that contrasts the two ("X is slower than Y")
 * makes a comparison question, its distractors comparisons turned round where the material has them.
 */
export function pairStatement(
  corpus: Corpus,
  topic: PairTopic,
  key: Sentence,
  used: ReadonlySet<number>,
  rand: () => number,
): StatementDraft | null {
  const { pair } = topic;
  const names = (t: Term) => {
    const plural = !t.singular && !!t.plural;
    const text = surfaceOf(corpus, t, plural);
    if (!text) return null;
    // "the stack" when the material writes it so
    const withThe = t.sentences.some((i) => {
      const s = corpus.sentences[i]!;
      const sp = spansOf(s, t)[0];
      return !!sp && /^the$/i.test(s.tokens[sp.from - 1]?.text ?? '');
    });
    return withThe && !/^[A-Z]{2,}s?$/.test(text) ? `the ${text}` : text;
  };
  const na = names(pair.a);
  const nb = names(pair.b);
  if (!na || !nb) return null;
  const keyText = key.text.trim();
  const pool = topic.sentences.filter(
    (s) => s.index !== key.index && !used.has(s.index) && topic.falsified.has(s.index),
  );
  if (pool.length < 3) return null;
  // nearest sentences first (the same section), then a little chance
  const ranked = pool
    .map((s) => ({
      s,
      score: -Math.abs(s.index - key.index) / 40 + (s.unit === key.unit ? 1 : 0) + rand() * 0.5,
    }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.s);
  const texts = ranked.map((s) => topic.falsified.get(s.index)!.text);
  const picked = pickThree(texts, keyText, rand);
  if (!picked) return null;
  const from = picked.map((t) => ranked[texts.indexOf(t)]!);
  const contrast = spansOf(key, pair.a).length > 0 && spansOf(key, pair.b).length > 0;
  // the key is not the only option naming both, nor the only comparison
  const both = (x: Sentence) => spansOf(x, pair.a).length > 0 && spansOf(x, pair.b).length > 0;
  const compares = (x: string) => /\b(?:than|unlike|whereas|rather than|instead of)\b/i.test(x);
  if (contrast && !from.some(both)) return null;
  if (compares(keyText) && !picked.some(compares)) return null;
  const [first, second] = contrast ? orderOf(key, pair, na, nb) : [na, nb];
  const stem = `Which statement about ${first} and ${second} is correct according to the material?`;
  const why = `The other statements are not what the material says: ${from
    .map((s) => `it says "${s.text.trim()}"`)
    .join('; ')}.`;
  return {
    form: contrast ? 'comparison' : 'true-statement',
    stem,
    key: keyText,
    distractors: picked,
    sentences: [key.index, ...from.map((s) => s.index)],
    why,
  };
}

/** Whether a sentence names both of the pair (a comparison, as topic sentences never say "both"). */
export function namesBoth(pair: Pair, s: Sentence): boolean {
  return spansOf(s, pair.a).length > 0 && spansOf(s, pair.b).length > 0;
}

function orderOf(s: Sentence, pair: Pair, na: string, nb: string): [string, string] {
  const a = spansOf(s, pair.a)[0]!;
  const b = spansOf(s, pair.b)[0]!;
  return a.from < b.from ? [na, nb] : [nb, na];
}

/**
 * Three distractors, in preference order, without a length cue (the key the longest option about one time in
 * four, as by chance).
 */
export function pickThree(pool: string[], key: string, rand: () => number): string[] | null {
  const keyMayBeLongest = rand() < 0.25;
  const p = pool.slice(0, 8);
  let fallback: string[] | null = null;
  for (let a = 0; a < p.length; a++)
    for (let b = a + 1; b < p.length; b++)
      for (let d = b + 1; d < p.length; d++) {
        const opts = [p[a]!, p[b]!, p[d]!];
        if (new Set([key, ...opts].map((o) => o.toLowerCase())).size < 4) continue;
        const lens = opts.map((o) => o.length);
        const keyLongest = lens.every((l) => l < key.length);
        const keyShortest = lens.every((l) => l > key.length);
        if ((!keyLongest || keyMayBeLongest) && !(keyShortest && rand() < 0.5)) return opts;
        fallback ??= opts;
      }
  return fallback;
}

/** Comparisons of a document the material states with "than", each with its turned version. */
export interface ComparisonPool {
  doc: number;
  sentences: Sentence[];
  turned: Map<number, Falsified>;
}

export function comparisonPools(corpus: Corpus, ix: StatementIndex): ComparisonPool[] {
  if (corpus.language !== 'en') return [];
  const byDoc = new Map<number, ComparisonPool>();
  for (const s of corpus.sentences) {
    if (!statementSentence(s) || !/\bthan\b/i.test(s.text)) continue;
    const t = turnComparison(ix, s);
    if (!t) continue;
    const p: ComparisonPool = byDoc.get(s.doc) ?? { doc: s.doc, sentences: [], turned: new Map() };
    p.sentences.push(s);
    p.turned.set(s.index, t);
    byDoc.set(s.doc, p);
  }
  return [...byDoc.values()].filter((p) => p.sentences.length >= 4);
}

/**
 * "Which of these comparisons is correct according to the material?": one comparison as the material states it
 * and three others of the same document turned round ("faster" for "slower"), the nearest first.
 */
export function comparisonStatement(
  pool: ComparisonPool,
  key: Sentence,
  used: ReadonlySet<number>,
  rand: () => number,
): StatementDraft | null {
  const others = pool.sentences
    .filter((s) => s.index !== key.index && !used.has(s.index))
    .map((s) => ({
      s,
      score: -Math.abs(s.index - key.index) / 80 + (s.unit === key.unit ? 0.5 : 0) + rand() * 0.5,
    }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.s);
  if (others.length < 3) return null;
  const texts = others.map((s) => pool.turned.get(s.index)!.text);
  const picked = pickThree(texts, key.text.trim(), rand);
  if (!picked) return null;
  const from = picked.map((t) => others[texts.indexOf(t)]!);
  return {
    form: 'comparison',
    stem: 'Which of these comparisons is correct according to the material?',
    key: key.text.trim(),
    distractors: picked,
    sentences: [key.index, ...from.map((s) => s.index)],
    why: `The other comparisons are turned round: ${from
      .map((s) => `the material says "${s.text.trim()}"`)
      .join('; ')}.`,
  };
}

// ------------------------------------------------------------------------------- what happens when

/** "When X, Y" / "If X, Y" / "Once X, Y": a condition the material states and what follows from it. */
export interface Conditional {
  s: Sentence;
  /** "when" or "if". */
  word: string;
  /** The condition as written, without the opening word ("an exit becomes hot"). */
  condition: string;
  /** What follows ("the VM can record a branch trace starting at the exit to cover the new path"). */
  result: string;
}

const CONDITIONAL_RE = /^(When|If|Once|Whenever)\s+([^,;:()]{8,90}),\s+(?:then\s+)?([^;:()]{12,})$/;

/** Past participles of the irregular verbs a paper's "we ..." clause may hold. */
const IRREGULAR: Record<string, string> = {
  begin: 'begun',
  build: 'built',
  choose: 'chosen',
  find: 'found',
  get: 'got',
  give: 'given',
  keep: 'kept',
  leave: 'left',
  make: 'made',
  put: 'put',
  run: 'run',
  set: 'set',
  take: 'taken',
  throw: 'thrown',
  write: 'written',
};

/**
 * "we decrement the blacklist counter on the outer loop" -> "the blacklist counter on the outer loop is
 * decremented": one verb of its own (no modal, no "have to", no second verb joined by "and"), its object a noun
 * phrase opening with an article, with at most one phrase of "of/on/in/for/at" after it; what follows the object is
 * kept ("the oracle is consulted before specializing values to integers"), up to a comma. Null otherwise.
 */
function passiveOf(s: Sentence, clause: string): string | null {
  const at = s.text.indexOf(clause);
  if (at < 0) return null;
  const toks = s.tokens.filter((t) => t.start >= at && t.start < at + clause.length && t.pos !== 'PUNCT');
  let i = 1;
  while (i < toks.length && /^(?:simply|then|also|first|now|immediately)$/i.test(toks[i]!.text)) i++;
  const verb = toks[i];
  if (!verb || verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.text)) return null;
  if (
    /^(?:have|has|need|can|could|will|would|may|might|must|should|do|is|are|be|get|try|want)$/.test(verb.text)
  )
    return null;
  const nounish = (t: { pos: string; text: string }) => ['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos);
  let j = i + 1;
  if (!/^(?:the|a|an)$/i.test(toks[j]?.text ?? '')) return null;
  j++;
  const np = j;
  while (j < toks.length && nounish(toks[j]!)) j++;
  if (j === np || toks[j - 1]!.pos !== 'NOUN') return null;
  let head = toks[j - 1]!;
  // one phrase after the object ("on the outer loop")
  if (/^(?:of|on|in|for|at)$/.test(toks[j]?.text ?? '') && /^(?:the|a|an)$/i.test(toks[j + 1]?.text ?? '')) {
    let k = j + 2;
    while (k < toks.length && nounish(toks[k]!)) k++;
    if (k > j + 2 && toks[k - 1]!.pos === 'NOUN') j = k;
  }
  const objEnd = j < toks.length ? toks[j]!.start : at + clause.length;
  const object = s.text.slice(toks[i + 1]!.start, objEnd).trim();
  let rest = j < toks.length ? s.text.slice(objEnd, at + clause.length).trim() : '';
  // a second verb joined to the first ("exit the outer trace and start recording ...")
  if (/^and\b/i.test(rest) || /[,;]/.test(object)) return null;
  rest = rest.split(',')[0]!.trim();
  const v = verb.text;
  const part =
    IRREGULAR[v] ??
    (/e$/.test(v)
      ? `${v}d`
      : /[^aeiou]y$/.test(v)
        ? `${v.slice(0, -1)}ied`
        : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)
          ? `${v}${v.slice(-1)}ed`
          : `${v}ed`);
  head = s.tokens.find((t) => t.start === head.start) ?? head;
  const be = head.plural || (/[^s]s$/.test(head.text) && head.pos === 'NOUN') ? 'are' : 'is';
  return `${object} ${be} ${part}${rest ? ` ${rest}` : ''}`;
}

/**
 * A sentence without the one aside in parentheses its result holds, after the condition's comma ("When your code
 * calls a function, the values passed into the function (including, potentially, pointers to data on the heap) and
 * the function's local variables get pushed onto the stack."): the aside adds to what happens, it is not what
 * happens, so the result reads as the sentence without it (the quote stays the whole sentence). An aside in the
 * condition, more than one aside, a nested one, one holding a digit (a reference, a formula's term), or one that
 * limits or turns the result ("(unless ...)", "(or ...)") leaves the sentence as it was (it then holds
 * parentheses and is no conditional).
 */
function withoutAside(text: string): string {
  const asides = text.match(/\s*\([^()]*\)/g) ?? [];
  if (asides.length !== 1 || /[\d=]/.test(asides[0]!)) return text;
  // an aside that limits or turns what happens is part of it ("(unless it was moved)", "(or not at all)")
  if (/^\s*\(\s*(?:unless|except|only|if|not|but|or|never|without)\b/i.test(asides[0]!)) return text;
  const at = text.indexOf(asides[0]!);
  const comma = text.indexOf(',');
  if (comma < 0 || at < comma) return text;
  const words = asides[0]!.trim().slice(1, -1).split(/\s+/).length;
  if (words < 2 || words > 12) return text;
  return text.slice(0, at) + text.slice(at + asides[0]!.length);
}

export function conditionalsOf(corpus: Corpus): Conditional[] {
  if (corpus.language !== 'en') return [];
  const out: Conditional[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.words > 32 || /["“”?]/.test(s.text)) continue;
    const m = CONDITIONAL_RE.exec(withoutAside(s.text.trim().replace(/\.$/, '')));
    if (!m) continue;
    const [, word, condition, written] = m as unknown as [string, string, string, string];
    // a paper's system speaking as "we" ("When the inner tree finishes a trace, we decrement the blacklist counter
    // on the outer loop"): the result in the passive, as the paper's other results read ("the blacklist counter on
    // the outer loop is decremented"; eng-yield3), when the condition does not speak so too
    const result =
      /^we\s/.test(written) && !/\b(?:we|our|us|I|me|my)\b/i.test(condition)
        ? passiveOf(s, written)
        : written;
    if (!result) continue;
    // the authors speaking ("we will ..."), the reader addressed in the result ("you may contact"), a pronoun
    // without its referent, a pointer
    if (/\b(?:we|our|us|I|me|my)\b/.test(condition) || /\b(?:we|our|us|I|me|my)\b/.test(result)) continue;
    if (/\b(?:you|your)\b/i.test(result)) continue;
    if (/^(?:please|note)\b/i.test(result) || /\b(?:let's|for example|e\.g\.|i\.e\.)/i.test(s.text)) continue;
    if (/^(?:it|this|that|these|those|they|he|she|such|so)\b/i.test(condition)) continue;
    if (/\b(?:this|these|those|that one|such|above|below|following|previous|two choices)\b/i.test(s.text))
      continue;
    if (/\b(?:it|they|them|its|their)\b/i.test(condition) || /^(?:it|they|he|she|this|that)\b/i.test(result))
      continue;
    if (result.split(/\s+/).length < 3 || result.split(/\s+/).length > 20) continue;
    // a design the material only imagines ("the VM would detect ...")
    if (/\b(?:would|could|might)\b/i.test(result)) continue;
    // the result is a clause with its own subject ("nanojit runs ...", "some values may ..."), not an instruction
    // (a passive written here opens with its article and has its verb)
    // (found by its first word after the condition: a result read without its aside is not in the sentence as is)
    const at = s.text.indexOf(written.split(' ')[0]!, s.text.indexOf(condition) + condition.length);
    if (at < 0) continue;
    const first = s.tokens.find((t) => t.start >= at);
    if (result === written) {
      if (!first || !['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(first.pos)) continue;
      if (!s.tokens.some((t) => t.start > first.start && (t.pos === 'VERB' || t.pos === 'AUX'))) continue;
    }
    out.push({ s, word: word.toLowerCase() === 'whenever' ? 'when' : word.toLowerCase(), condition, result });
  }
  return out;
}

/**
 * A word's root for comparing clauses: without its inflection ("dropped", "drops", "dropping" -> "drop"; "freed"
 * -> "fre" as "free"), then its first five letters. A bare five-letter prefix told "drop" from "dropped", so a
 * result saying the key's thing with another inflection passed as another case's result.
 */
export function clauseRoot(k: string): string {
  const w = k.toLowerCase();
  for (const end of ['ing', 'ed', 'es', 's']) {
    if (!w.endsWith(end) || /(?:ss|us|is)$/u.test(w)) continue;
    const bare = w.slice(0, -end.length);
    if (bare.length < 3) continue;
    // a doubled last consonant of the inflection ("dropp", "stopp"), never a word's own ("call", "add")
    const single =
      /([b-df-hj-kmnp-rtv-xz])\1$/u.test(bare) && !/(?:ll|ss|zz|ff)$/u.test(bare) && bare.length > 3;
    return (single ? bare.slice(0, -1) : end === 's' ? bare.replace(/e$/u, '') : bare).slice(0, 5);
  }
  return w.replace(/e$/u, '').slice(0, 5);
}

/** Content roots of a clause, without the words most sentences of the material use. */
function distinctive(text: string, common: Set<string>): Set<string> {
  return new Set(
    contentKeys(text)
      .map(clauseRoot)
      .filter((k) => !common.has(k)),
  );
}

/** Roots used by more than one sentence in twenty: "trace" in a paper on tracing. */
export function commonRoots(ix: StatementIndex): Set<string> {
  const n = ix.sentenceKeys.length;
  const count = new Map<string, number>();
  for (const [k, l] of ix.keyIndex) count.set(clauseRoot(k), (count.get(clauseRoot(k)) ?? 0) + l.length);
  return new Set([...count].filter(([, c]) => c > Math.max(4, n / 20)).map(([k]) => k));
}

const NO_SENTENCES: ReadonlySet<number> = new Set();
const pools = new WeakMap<Conditional, { o: Conditional; text: string; score: number }[]>();

/**
 * The results of other conditions of the document that can stand beside a conditional's own result as wrong
 * options (see `conditionalQuestion`), each with a score for its length against the key's; memoised when no
 * sentence is used yet.
 */
function conditionalPool(
  ix: StatementIndex,
  common: Set<string>,
  c: Conditional,
  all: Conditional[],
  used: ReadonlySet<number>,
): { o: Conditional; text: string; score: number }[] {
  const memo = used.size === 0 ? pools.get(c) : undefined;
  if (memo) return memo;
  const key = lowerFirst(c.result.trim());
  const condKeys = distinctive(c.condition, common);
  const resKeys = distinctive(c.result, common);
  const condAll = contentKeys(c.condition);
  const pool: { o: Conditional; text: string; score: number }[] = [];
  for (const o of all) {
    if (o === c || o.s.doc !== c.s.doc || used.has(o.s.index)) continue;
    const oc = distinctive(o.condition, common);
    const or = distinctive(o.result, common);
    if ([...oc].some((k) => condKeys.has(k)) || [...or].some((k) => resKeys.has(k))) continue;
    if ([...or].some((k) => condKeys.has(k))) continue;
    // the material says it of the key's condition too
    const rk = contentKeys(o.result);
    const least = Math.max(2, Math.ceil((condAll.length + rk.length) * 0.6));
    if (sentencesSaying(ix, [...condAll, ...rk], least, []).some((i) => i !== o.s.index)) continue;
    const text = lowerFirst(o.result.trim());
    const ratio = text.length / Math.max(1, key.length);
    if (ratio < 0.5 || ratio > 2) continue;
    pool.push({ o, text, score: 1 - Math.abs(1 - ratio) / 2 });
  }
  if (used.size === 0) pools.set(c, pool);
  return pool;
}

const lowerFirst = (x: string) =>
  /^[A-Z][a-z]+\b/.test(x) && !/^[A-Z][a-z]+[A-Z]/.test(x) ? x[0]!.toLowerCase() + x.slice(1) : x;

/**
 * A condition that is an activity the whole material is about, not a case of it: a gerund without a subject
 * ("when compiling loops", "when recording traces") whose words are all words the document repeats (`commonRoots`).
 * "What happens when compiling loops?" is no question: whatever else the material says happens in a loop's
 * compilation (aborting a recording, restoring the interpreter's state) happens then too (readers at 2d06cb2).
 * A gerund with a word of its own ("when running the backward filters") names its case.
 */
function broadActivity(c: Conditional, condKeys: Set<string>): boolean {
  if (condKeys.size > 0) return false;
  const at = c.s.text.indexOf(c.condition);
  if (at < 0) return false;
  const toks = c.s.tokens.filter(
    (t) => t.start >= at && t.end <= at + c.condition.length && t.pos !== 'PUNCT',
  );
  const first = toks[0];
  // a gerund heading a phrase, with no finite verb after it ("when padding is added" has a subject)
  return (
    !!first &&
    /^[a-z]+ing$/.test(first.text) &&
    (first.pos === 'VERB' || first.pos === 'NOUN') &&
    !toks.slice(1).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.text)))
  );
}

/**
 * "According to the material, what happens when an exit becomes hot?": the result the material gives, against
 * three results it gives for other conditions of the same document. A distractor's condition and result share
 * no distinctive word with the key's (so it is not also what happens then), and no sentence of the material says
 * the distractor's result with the key's condition.
 */
export function conditionalQuestion(
  ix: StatementIndex,
  common: Set<string>,
  c: Conditional,
  all: Conditional[],
  used: ReadonlySet<number>,
  rand: () => number,
): StatementDraft | null {
  const key = lowerFirst(c.result.trim());
  const condKeys = distinctive(c.condition, common);
  const resKeys = distinctive(c.result, common);
  if (broadActivity(c, condKeys)) return null;
  const pool = conditionalPool(ix, common, c, all, used).map((p) => ({
    ...p,
    // a result whose own condition gets no question of its own comes first: the results of conditions that can
    // be asked stay free for their own questions (a question's options are not offered again in its test, and
    // its options' sentences are used), so that a paper's few conditionals give two questions rather than one
    score:
      p.score +
      (p.o.s.unit === c.s.unit ? 0.3 : 0) +
      (conditionalPool(ix, common, p.o, all, NO_SENTENCES).length < 3 ? 0.6 : 0) +
      rand() * 0.5,
  }));
  if (pool.length < 3) return null;
  pool.sort((a, b) => b.score - a.score);
  const picked = pickThree(
    pool.map((p) => p.text),
    key,
    rand,
  );
  if (!picked) return null;
  const from = picked.map((t) => pool.find((p) => p.text === t)!.o);
  const condition = lowerFirst(c.condition.trim());
  // conditions of the same thing are not asked again in the test: one question's answer would give away the
  // other's ("nanojit runs the backward optimization filters" beside "what happens when running the backward
  // filters?")
  const own = new Set([...condKeys, ...resKeys]);
  const related = all
    .filter(
      (o) =>
        o !== c &&
        o.s.doc === c.s.doc &&
        [...distinctive(o.condition, common), ...distinctive(o.result, common)].some((k) => own.has(k)),
    )
    .map((o) => o.s.index);
  return {
    form: 'cause-effect',
    stem: `According to the material, what happens ${c.word} ${condition}?`,
    key,
    distractors: picked,
    sentences: [c.s.index, ...from.map((o) => o.s.index), ...related],
    why: `The other options are what the material says happens in other cases: ${from
      .map((o) => `"${o.s.text.trim()}"`)
      .join('; ')}.`,
  };
}
