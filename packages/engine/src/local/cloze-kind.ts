/**
 * Cloze distractors of the key's kind (issue 11, decision 104): readers rated every cloze weak because its
 * distractors were not the same kind of thing as the key ("book" and "geometry" beside "circle"). A cloze option
 * must be a term the material shows as the key's kind: put side by side with it, listed or defined with the same
 * genus, sharing its head noun (`kin`), or written in the same slot as the key — after the same word and
 * preposition ("data on the stack" / "data on the heap") or as the object of the same verb ("calling the trace" /
 * "calling the function").
 */
import type { Corpus, Sentence } from './analysis.ts';
import { kin } from './analysis.ts';
import { bodyFamily, termFamily } from './kinds.ts';

const DET = /^(?:the|a|an|this|that|these|those|each|every|any|some|its|their|his|her|our|one)$/i;
/** Words whose slot says nothing about a kind ("is the X", "and the X", "of the X"). */
const WEAK =
  /^(?:be|is|are|was|were|been|have|has|had|do|does|did|and|or|but|of|to|in|on|at|by|for|with|from|as|than|that|which|it|not|also|then|can|will|may|use|make|get|give|take)$/i;

/** Particles of phrasal verbs, not prepositions of a slot ("clean up the _"). */
const PARTICLE = /^(?:up|out|down|off|away|over|back|about)$/i;

const slotCache = new WeakMap<Corpus, Map<string, Set<string>>>();
const occCache = new WeakMap<Corpus, Map<string, { s: number; from: number; to: number }[]>>();

/** Slot signatures of every term occurrence (English): "L:datum on", "V:call". */
function slots(corpus: Corpus): Map<string, Set<string>> {
  let m = slotCache.get(corpus);
  if (m) return m;
  m = new Map();
  if (corpus.language !== 'en') {
    slotCache.set(corpus, m);
    return m;
  }
  const occ = new Map<string, { s: number; from: number; to: number }[]>();
  occCache.set(corpus, occ);
  for (const s of corpus.sentences) {
    const toks = s.tokens;
    // the term of 1, 2 or 3 tokens from each token (null: none), each span's key built and looked up once
    const spanTerms: (string | null)[][] = [];
    for (let i = 0; i < toks.length; i++) {
      const found: (string | null)[] = [];
      for (
        let l = 1, k = toks[i]!.key;
        l <= 3 && i + l <= toks.length;
        l++, k += ` ${toks[i + l - 1]?.key}`
      ) {
        const term = corpus.terms.has(k);
        found.push(term ? k : null);
        // every occurrence of a term, also inside a longer one ("matrix" in "triangular matrix")
        if (!term) continue;
        const list = occ.get(k) ?? [];
        list.push({ s: s.index, from: i, to: i + l });
        occ.set(k, list);
      }
      spanTerms.push(found);
    }
    for (let i = 0; i < toks.length;) {
      let len = 0;
      let key = '';
      // the longest term from i
      const found = spanTerms[i]!;
      for (let l = 3; l >= 1 && !len; l--) {
        if (i + l > toks.length) continue;
        const k = found[l - 1];
        if (k !== null && k !== undefined) {
          len = l;
          key = k;
        }
      }
      if (!len) {
        i++;
        continue;
      }
      let j = i - 1;
      while (j >= 0 && DET.test(toks[j]!.text)) j--;
      const sig = new Set<string>();
      const p = toks[j];
      if (p && p.pos === 'ADP' && !PARTICLE.test(p.key)) {
        const q = toks[j - 1];
        if (q && /^(?:NOUN|VERB|ADJ)$/.test(q.pos) && !WEAK.test(q.key)) sig.add(`L:${q.key} ${p.key}`);
      } else if (p && p.pos === 'VERB' && !WEAK.test(p.key)) sig.add(`V:${p.key}`);
      if (sig.size) {
        const set = m.get(key) ?? new Set<string>();
        for (const x of sig) set.add(x);
        m.set(key, set);
      }
      i += len;
    }
  }
  slotCache.set(corpus, m);
  return m;
}

/**
 * Whether the material writes two terms (keys) in one slot: one preposition slot ("data on the _") or two verb
 * slots ("require a _", "contain a _"). One verb alone is too weak ("see the _" takes anything).
 */
export function sameSlot(corpus: Corpus, a: string, b: string): boolean {
  const m = slots(corpus);
  const sa = m.get(a);
  const sb = m.get(b);
  if (!sa || !sb) return false;
  // the slots both share, without building their list (asked for every key and candidate of a cloze)
  let w = 0;
  for (const x of sa) if (sb.has(x) && (w += x.startsWith('L:') ? 2 : 1) >= 2) return true;
  return false;
}

/**
 * Whether the material names one term as what the other is ("The parameters in W are often called the weights"):
 * then a statement about the key also holds of the other and both options would be defensible.
 */
function hypernym(corpus: Corpus, a: string, b: string): boolean {
  // each head read once, not once per definition
  const headA = a.split(' ').pop()!;
  const headB = b.split(' ').pop()!;
  return corpus.definitions.some(
    (d) => (d.termKey === a && d.genus === headB) || (d.termKey === b && d.genus === headA),
  );
}

/** The slots two terms share (diagnostics). */
export function sharedSlots(corpus: Corpus, a: string, b: string): string[] {
  const m = slots(corpus);
  const sb = m.get(b) ?? new Set<string>();
  return [...(m.get(a) ?? [])].filter((x) => sb.has(x));
}

/** Whether a cloze may offer term `b` beside the key `a`: the material shows them as things of one kind. */
export function clozeKind(corpus: Corpus, a: string, b: string, aText = a, bText = b): boolean {
  if (hypernym(corpus, a, b)) return false;
  return kin(corpus, a, b, aText, bText) || sameSlot(corpus, a, b);
}

const NEAR = 4;
/**
 * Whether a word of the cloze sentence gives the blank away (a collocation: "upper or lower triangular" for
 * "matrix", "centered ... radius" for "circle"): near the key (within four words, in other sentences of the
 * material) at least three times and in at least one use in twenty, and next to no distractor more than once
 * or in a third of that share.
 */
export function collocationCue(
  corpus: Corpus,
  sentence: Sentence,
  from: number,
  to: number,
  key: string,
  distractors: string[],
): boolean {
  if (corpus.language !== 'en') return false;
  slots(corpus);
  const occ = occCache.get(corpus);
  if (!occ) return false;
  const words = new Set(
    sentence.tokens
      .filter(
        (t, i) =>
          (i < from || i >= to) &&
          /^(?:NOUN|ADJ|VERB|PROPN)$/.test(t.pos) &&
          t.key.length > 2 &&
          !WEAK.test(t.key),
      )
      .map((t) => t.key),
  );
  const keyWords = new Set(key.split(' '));
  const near = (k: string) => {
    const l = (occ.get(k) ?? []).filter((o) => o.s !== sentence.index);
    const count = new Map<string, number>();
    for (const o of l) {
      const toks = corpus.sentences[o.s]!.tokens;
      const seen = new Set<string>();
      for (let i = Math.max(0, o.from - NEAR); i < Math.min(toks.length, o.to + NEAR); i++)
        if ((i < o.from || i >= o.to) && words.has(toks[i]!.key)) seen.add(toks[i]!.key);
      for (const w of seen) count.set(w, (count.get(w) ?? 0) + 1);
    }
    return { n: Math.max(1, l.length), count };
  };
  const k = near(key);
  const ds = distractors.map(near);
  for (const [w, c] of k.count) {
    if (keyWords.has(w) || c < 3 || c / k.n < 0.05) continue;
    if (ds.every((d) => (d.count.get(w) ?? 0) <= 1 || ((d.count.get(w) ?? 0) / d.n) * 3 <= c / k.n))
      return true;
  }
  return false;
}

/** The slot of a term occurrence: the word and preposition before it ("L:path through") or the verb whose object it is ("V:record"). */
function slotAt(toks: Sentence['tokens'], from: number, loose = false): string | null {
  let j = from - 1;
  while (j >= 0 && DET.test(toks[j]!.text)) j--;
  const p = toks[j];
  let left: string | null = null;
  if (p && p.pos === 'ADP' && !PARTICLE.test(p.key)) {
    const q = toks[j - 1];
    // after a noun, the prepositions of place and part say the same slot ("hot paths of the _____" beside
    // "hot paths through the loop", readers at cb71c0a)
    const prep = loose && q?.pos === 'NOUN' && PLACE.test(p.text) ? 'of' : p.key;
    if (q && /^(?:NOUN|VERB|ADJ)$/.test(q.pos) && !WEAK.test(q.key)) left = `L:${q.key} ${prep}`;
  } else if (p && p.pos === 'VERB' && !WEAK.test(p.key)) left = `V:${p.key}`;
  return left;
}

const PLACE = /^(?:of|through|in|within|inside|across|along|throughout)$/i;

/**
 * Whether the material writes the distractor `d` in the very slot the cloze blanks (issue 11): the same word and
 * preposition before it (readers at 2078f1c: "one path through the _____" with "program" as key beside "loop",
 * while the paper also writes "path through the loop"), or the same verb before it, the distractor being its
 * object (readers at bfd871f: "begins executing a/an _____" with "program" as key, while the paper also writes
 * "executes a loop"). Then the sentence would also be true of the distractor and two options are defensible.
 * English.
 */
export function fillsKeySlot(
  corpus: Corpus,
  sentence: Sentence,
  from: number,
  to: number,
  d: string,
): boolean {
  if (corpus.language !== 'en') return false;
  slots(corpus);
  const occ = occCache.get(corpus)?.get(d) ?? [];
  const left = slotAt(sentence.tokens, from, true);
  if (!left) return false;
  return occ.some((o) => {
    if (o.s === sentence.index) return false;
    return slotAt(corpus.sentences[o.s]!.tokens, o.from, true) === left;
  });
}

/**
 * Verbs of one class (issue 11), in groups of one meaning: a distractor of a verb-object blank must be something
 * the material writes as the object of a verb of the class but of another meaning ("starts a session" beside
 * "stop the _____"); one it writes after a verb of the key verb's own meaning ("stops recording" beside "finish
 * a/an _____") would make the statement true as well.
 */
const VERB_CLASSES: string[][][] = [
  [
    [
      'stop',
      'end',
      'finish',
      'terminate',
      'halt',
      'complete',
      'exit',
      'leave',
      'abort',
      'close',
      'interrupt',
    ],
    ['start', 'begin', 'enter', 'open', 'resume', 'restart', 'continue'],
  ],
  [
    ['create', 'build', 'construct', 'generate', 'produce', 'allocate', 'instantiate', 'initialize', 'add'],
    ['free', 'deallocate', 'drop', 'destroy', 'delete', 'remove', 'discard', 'invalidate'],
  ],
  [
    ['call', 'invoke', 'execute', 'run', 'evaluate'],
    ['compile', 'interpret', 'translate', 'emit', 'record'],
  ],
  [
    ['read', 'load', 'borrow'],
    ['write', 'store', 'save', 'modify'],
    ['copy', 'move', 'clone', 'return', 'pass'],
  ],
  [
    ['compute', 'calculate', 'estimate', 'approximate'],
    ['solve', 'minimize', 'maximize', 'optimize', 'train'],
  ],
  [
    ['send', 'transmit', 'forward', 'disclose', 'share', 'release'],
    ['receive', 'request', 'access', 'obtain'],
  ],
  [
    ['enable', 'increase', 'raise'],
    ['disable', 'decrease', 'reduce', 'limit'],
    ['configure', 'set', 'adjust', 'tune'],
  ],
];
/** A verb's class and group of one meaning. */
const verbPlace = new Map<string, [number, number]>();
VERB_CLASSES.forEach((c, i) => c.forEach((g, j) => g.forEach((v) => verbPlace.set(v, [i, j]))));

/** A verb's group of one meaning, or the verb itself. */
function meaningOf(v: string): string {
  const p = verbPlace.get(v);
  return p ? `${p[0]}.${p[1]}` : v;
}

const followCache = new WeakMap<Corpus, Map<string, Map<string, number[]>>>();
/** For every verb meaning, the words the material writes right after it (past a determiner), with their sentences. */
function followers(corpus: Corpus): Map<string, Map<string, number[]>> {
  let m = followCache.get(corpus);
  if (m) return m;
  m = new Map();
  for (const s of corpus.sentences) {
    const toks = s.tokens;
    for (let i = 0; i < toks.length - 1; i++) {
      if (toks[i]!.pos !== 'VERB' && !verbPlace.has(toks[i]!.key)) continue;
      let j = i + 1;
      while (j < toks.length - 1 && DET.test(toks[j]!.text)) j++;
      const g = meaningOf(toks[i]!.key);
      const words = m.get(g) ?? new Map<string, number[]>();
      m.set(g, words);
      const l = words.get(toks[j]!.key) ?? [];
      l.push(s.index);
      words.set(toks[j]!.key, l);
    }
  }
  followCache.set(corpus, m);
  return m;
}

/** Whether two verbs are of one meaning (the same group) or only of one class. */
function sameMeaning(a: string, b: string): boolean {
  const pa = verbPlace.get(a);
  const pb = verbPlace.get(b);
  return a === b || (!!pa && !!pb && pa[0] === pb[0] && pa[1] === pb[1]);
}
function oneClass(a: string, b: string): boolean {
  const pa = verbPlace.get(a);
  const pb = verbPlace.get(b);
  return !!pa && !!pb && pa[0] === pb[0];
}

/**
 * The verb whose object the blank is: the verb before it ("we stop the _____") or the passive verb after it
 * ("a/an _____ is only entered at the top": what is entered).
 */
function objectOf(toks: Sentence['tokens'], from: number, to: number): string | null {
  const left = slotAt(toks, from);
  if (left?.startsWith('V:')) return left.slice(2);
  let j = to;
  if (!/^(?:is|are|was|were|be|been|being)$/i.test(toks[j]?.text ?? '')) return null;
  j++;
  while (toks[j]?.pos === 'ADV') j++;
  const v = toks[j];
  return v && v.pos === 'VERB' && /(?:ed|en|wn|ne|un|t)$/i.test(v.text) && !WEAK.test(v.key) ? v.key : null;
}

/**
 * Whether a distractor fits a verb-object blank the way the key does (readers at eb977d9: "we stop the _____"
 * with "guard" and "copy" beside "trace"): the material writes it as the object of another verb of the key's
 * verb's class, and never right after the key's verb in any tag ("stops recording": "recording" would be true
 * too). Blanks that are no verb's object fit any distractor here. English.
 */
export function fitsVerbSlot(
  corpus: Corpus,
  sentence: Sentence,
  from: number,
  to: number,
  d: string,
): boolean {
  if (corpus.language !== 'en') return true;
  const verb = objectOf(sentence.tokens, from, to);
  if (!verb) return true;
  slots(corpus);
  const first = d.split(' ')[0]!;
  // written after a verb of the key verb's meaning, in any tag ("stops recording"): true as well
  const after = followers(corpus).get(meaningOf(verb))?.get(first);
  if (after?.some((i) => i !== sentence.index)) return false;
  const occ = occCache.get(corpus)?.get(d) ?? [];
  return occ.some((o) => {
    if (o.s === sentence.index) return false;
    const at = slotAt(corpus.sentences[o.s]!.tokens, o.from);
    return !!at?.startsWith('V:') && !sameMeaning(at.slice(2), verb) && oneClass(at.slice(2), verb);
  });
}

const AUX = /^(?:might|can|cannot|could|may|must|shall|should|will|would|does|do|did|has|have|had)$/i;
const BE = /^(?:is|are|was|were|be|been|being|am)$/i;

/**
 * The verb whose subject a term ending before token `to` is ("the _____ might reach the loop header": "reach"),
 * past auxiliaries and adverbs; null before a form of "be" (a definition, a passive: `objectOf` reads those) or
 * before no verb.
 */
function subjectOf(toks: Sentence['tokens'], to: number): string | null {
  let j = to;
  while (j < toks.length && (AUX.test(toks[j]!.text) || toks[j]!.pos === 'ADV')) j++;
  const v = toks[j];
  if (!v || v.pos !== 'VERB' || BE.test(v.text) || WEAK.test(v.key)) return null;
  if (toks.slice(to, j).some((t) => BE.test(t.text))) return null;
  return v.key;
}

/**
 * Whether a distractor is of the family a definition's genus gives its blank (eng-weak8, readers at 7c59f06 and
 * 75aaadb on "The _____ is the total amount of memory, in bytes, that the String has received from the allocator."
 * with "scope" and "ownership" beside "capacity": "cannot be an amount of memory"): when the blank opens a
 * definition ("A/The _____ is <body>") whose genus shows a family (`bodyFamily`: "the total amount of" a number,
 * "the range within" an interval), only a term the material shows of that family (its own definition's genus, or
 * its name's head) is an option; when the genus shows none ("a set of rules that govern ..."), no term whose own
 * definition shows one. Any distractor of a blank that opens no definition.
 */
function ofDefinedFamily(corpus: Corpus, sentence: Sentence, from: number, to: number, d: string): boolean {
  const toks = sentence.tokens;
  if (from > 1 || (from === 1 && !/^(?:a|an|the)$/i.test(toks[0]!.text))) return true;
  const cop = toks[to];
  if (!cop || !/^(?:is|are)$/i.test(cop.text)) return true;
  const family = bodyFamily(sentence.text.slice(cop.end).trim());
  const own = corpus.definitions.find((x) => x.termKey === d);
  // a genus of no family ("a set of rules ..."): no term whose own definition shows one ("the total amount of
  // memory ..." of "capacity" beside "ownership")
  if (!family) return !own || !bodyFamily(own.body);
  return termFamily(own?.term ?? d, own?.body) === family;
}

/**
 * Whether a distractor can do what the sentence says the blank does (eng-weak7, readers at 865d558 on "In certain
 * cases the _____ might reach the loop header with a different type map." with "test" and "guard" beside "trace":
 * "'test' and 'guard' cannot reach a loop header"): when the blank is the subject of a verb, the material writes
 * the distractor as the subject of that verb or of a verb of its class (`VERB_CLASSES`) elsewhere; a distractor
 * it never writes doing such a thing is no option a reader weighs. Blanks that are no verb's subject fit any
 * distractor here. English.
 */
export function fitsSubjectSlot(
  corpus: Corpus,
  sentence: Sentence,
  from: number,
  to: number,
  d: string,
): boolean {
  if (corpus.language !== 'en' || from < 0) return true;
  if (!ofDefinedFamily(corpus, sentence, from, to, d)) return false;
  const verb = subjectOf(sentence.tokens, to);
  if (!verb) return true;
  slots(corpus);
  const occ = occCache.get(corpus)?.get(d) ?? [];
  return occ.some((o) => {
    if (o.s === sentence.index) return false;
    const w = subjectOf(corpus.sentences[o.s]!.tokens, o.to);
    return !!w && (w === verb || oneClass(w, verb));
  });
}
