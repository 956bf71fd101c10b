/**
 * No second defensible option (issue 11, reader round af5c3ef; decision 104): a multiple-choice question keeps
 * a distractor only when the material does not also support it. Three rules, on every question of every form:
 * 1. a distractor that occurs near the key in the key's own unit (the same sentence or the next/previous one,
 *    unless that sentence sets them apart: "than", "unlike", "whereas" ...), or in a sentence that says of it what
 *    the stem says (most content words of the stem, or the multi-word terms the stem names, in the key's unit), is
 *    refused ("conditional exit. The exit branches to a side exit"; "Fourier series are a powerful tool in ...
 *    differential equations" for "Fourier series are also related to _____");
 * 2. two options are refused as a pair when one holds the other's words ("traces" / "loop traces"), when they differ
 *    by one modifier and the material writes the two modifiers together ("קרן האור": "מהירות הקרן" is "מהירות
 *    האור"; single words: "trace tree"), says one modifier's thing is made of the other ("SunSpider consists of 26
 *    ... JavaScript programs"), or when one modifier is a property and the other a type ("native traces" / "loop
 *    traces": overlapping kinds). Two generic heads after one modifier ("LIR operations" / "LIR instructions") are
 *    `nearSynonym` in forms.ts;
 * 3. formula options: a distractor never has the key's left-hand side (another formula for the same quantity is
 *    defensible), and the stem names the unit the formula comes from (`formulaContext`).
 * The checks read the material only (no word lists of a subject).
 */
import { contentKeys, isHebrewWord, wordKey } from '../text.ts';
import type { Corpus } from './analysis.ts';
import { escapeRegExp as esc } from './util.ts';
import { oddForm, optionTypo, stemCue } from './cues.ts';
import { questionWorth } from './worth.ts';

/** What a question's distractors are checked against. */
export interface DefensibleCheck {
  corpus: Corpus;
  /** The key as shown. */
  key: string;
  /** What the stem says of the key (a definition's body, a predicate, a sentence with a blank). */
  stem: string;
  /** The sentence the key comes from (index in `corpus.sentences`). */
  sentence: number;
}

interface Index {
  /** Word keys of every sentence, in order. */
  words: string[][];
  /** Sentences holding each word key. */
  at: Map<string, number[]>;
  /** Words written right next to each other anywhere in the material ("קרן" -> "אור"): the words after each word. */
  adjacent: Map<string, Set<string>>;
  /** Most frequent part of speech of each English word key. */
  pos: Map<string, string>;
  /** The word keys of each sentence as a set, made when first asked. */
  sets: (Set<string> | undefined)[];
}
const indexes = new WeakMap<Corpus, Index>();

function key(corpus: Corpus, w: string): string {
  return wordKey(w, corpus.vocab);
}

function indexOf(corpus: Corpus): Index {
  let ix = indexes.get(corpus);
  if (ix) return ix;
  const words: string[][] = [];
  const at = new Map<string, number[]>();
  const adjacent = new Map<string, Set<string>>();
  // how often each word key has each part of speech, by word and part of speech in the order first seen (nested
  // maps: no key string is built per token)
  const posCount = new Map<string, Map<string, number>>();
  for (const s of corpus.sentences) {
    const toks = s.tokens;
    const ws: string[] = [];
    for (let i = 0; i < toks.length; i++) {
      const w = key(corpus, toks[i]!.text);
      ws.push(w);
      let l = at.get(w);
      if (!l) at.set(w, (l = []));
      if (l[l.length - 1] !== s.index) l.push(s.index);
      if (i > 0) {
        let next = adjacent.get(ws[i - 1]!);
        if (!next) adjacent.set(ws[i - 1]!, (next = new Set()));
        next.add(w);
      }
      let counts = posCount.get(w);
      if (!counts) posCount.set(w, (counts = new Map()));
      const p = toks[i]!.pos;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    words.push(ws);
  }
  // the most frequent part of speech of each word key (the first seen of equally frequent ones)
  const pos = new Map<string, string>();
  for (const [w, counts] of posCount) {
    let best = 0;
    for (const [p, n] of counts)
      if (n > best) {
        best = n;
        pos.set(w, p);
      }
  }
  ix = { words, at, adjacent, pos, sets: [] };
  indexes.set(corpus, ix);
  return ix;
}

const phrases = new WeakMap<Corpus, Map<string, string[]>>();

/** Word keys of an option, without articles ("the side exits" -> side, exit). Memoised per corpus; read only. */
function phrase(corpus: Corpus, text: string): string[] {
  let memo = phrases.get(corpus);
  if (!memo) phrases.set(corpus, (memo = new Map()));
  let ph = memo.get(text);
  if (!ph) memo.set(text, (ph = phraseOf(corpus, text)));
  return ph;
}

function phraseOf(corpus: Corpus, text: string): string[] {
  return (text.match(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [])
    .filter((w) => !/^(?:the|a|an)$/i.test(w))
    .map((w) => key(corpus, w))
    .filter(Boolean);
}

function occursIn(words: string[], ph: string[]): boolean {
  if (!ph.length) return false;
  for (let i = 0; i + ph.length <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < ph.length && ok; j++) ok = words[i + j] === ph[j];
    if (ok) return true;
  }
  return false;
}

/** Sentences that hold a phrase. */
function sentencesWith(corpus: Corpus, ph: string[]): number[] {
  const ix = indexOf(corpus);
  if (!ph.length) return [];
  let best: number[] | undefined;
  for (const w of ph) {
    const l = ix.at.get(w);
    if (!l) return [];
    if (!best || l.length < best.length) best = l;
  }
  return best!.filter((i) => occursIn(ix.words[i]!, ph));
}

/** Words that set two things apart ("faster than", "unlike", "whereas"; Hebrew "לעומת", "בניגוד"). */
const CONTRAST_RE =
  /^(?:than|unlike|whereas|while|versus|vs|instead|rather|contrast|contrary|differ|differs|different|not|but|לעומת|בניגוד|אלא|ולא|אבל|אך|שונה|שונים|שונות)$/iu;

function positions(words: string[], ph: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + ph.length <= words.length; i++) if (ph.every((w, j) => words[i + j] === w)) out.push(i);
  return out;
}

/** A word of contrast stands between every occurrence of the two phrases in the passage. */
function apart(toks: { text: string }[], ws: string[], d: string[], k: string[]): boolean {
  const pd = positions(ws, d);
  const pk = positions(ws, k);
  if (!pd.length || !pk.length) return false;
  return pd.every((a) =>
    pk.every((b) => {
      const [from, to] = a < b ? [a + d.length, b] : [b + k.length, a];
      return toks.slice(from, to).some((t) => CONTRAST_RE.test(t.text));
    }),
  );
}

/** Multi-word terms of the material a text names (not the ones listed in `except`). */
function termsNamed(corpus: Corpus, text: string, except: string[][]): string[][] {
  const out: string[][] = [];
  const found = multiWordIn(corpus, text);
  if (!found.length) return out;
  // each phrase joined once, not once per comparison
  const ex = except.map((e) => e.join(' '));
  const kept = new Set<string>();
  for (const ph of found) {
    const p = ph.join(' ');
    if (ex.some((e) => e.includes(p) || p.includes(e))) continue;
    if (!kept.has(p)) {
      kept.add(p);
      out.push(ph);
    }
  }
  return out;
}

const namedMemo = new WeakMap<Corpus, Map<string, string[][]>>();
/** The multi-word terms of the material that occur in a text, in order: once per text (a stem is asked again). */
function multiWordIn(corpus: Corpus, text: string): string[][] {
  let memo = namedMemo.get(corpus);
  if (!memo) namedMemo.set(corpus, (memo = new Map()));
  let hit = memo.get(text);
  if (!hit) {
    const words = phrase(corpus, text);
    memo.set(text, (hit = termPhrasesOf(corpus).multiWord.filter((ph) => occursIn(words, ph))));
  }
  return hit;
}

const termPhrases = new WeakMap<Corpus, { multiWord: string[][]; frequent: Set<string> }>();
/** The word keys of the material's terms: multi-word ones (in order), and those of terms seen at least 3 times. */
function termPhrasesOf(corpus: Corpus): { multiWord: string[][]; frequent: Set<string> } {
  let tp = termPhrases.get(corpus);
  if (!tp) {
    tp = { multiWord: [], frequent: new Set() };
    for (const t of corpus.terms.values()) {
      const ph = phrase(corpus, t.singular ?? t.plural ?? t.key);
      if (t.words >= 2 && ph.length >= 2) tp.multiWord.push(ph);
      if (t.freq >= 3) tp.frequent.add(ph.join(' '));
    }
    termPhrases.set(corpus, tp);
  }
  return tp;
}

/** Memo of the two checks below per corpus: a test asks them of the same options again and again. */
const distractorMemo = new WeakMap<Corpus, Map<string, string | null>>();
const pairMemo = new WeakMap<Corpus, Map<string, string | null>>();
function memoFor(memos: WeakMap<Corpus, Map<string, string | null>>, corpus: Corpus) {
  let m = memos.get(corpus);
  if (!m) memos.set(corpus, (m = new Map()));
  return m;
}

/** Why the material also supports a distractor for this stem (rule 1), or null. */
export function defensibleDistractor(chk: DefensibleCheck, distractor: string): string | null {
  const memo = memoFor(distractorMemo, chk.corpus);
  const id = `${chk.key}\u0001${chk.stem}\u0001${chk.sentence}\u0001${distractor}`;
  let r = memo.get(id);
  if (r === undefined) memo.set(id, (r = distractorReason(chk, distractor)));
  return r;
}

function distractorReason(chk: DefensibleCheck, distractor: string): string | null {
  const { corpus } = chk;
  const src = corpus.sentences[chk.sentence];
  if (!src) return null;
  const ix = indexOf(corpus);
  const d = phrase(corpus, distractor);
  const k = phrase(corpus, chk.key);
  if (!d.length || !k.length || d.length > 6) return null;
  const sameUnit = (i: number) =>
    corpus.sentences[i]?.doc === src.doc && corpus.sentences[i]?.unit === src.unit;
  // near the key in its own unit (the same sentence or the next/previous one) and named as the same thing: one
  // head noun taken up again between them ("conditional exit. The exit branches to a side exit") or apposition
  // ("X, a Y", "X (Y)"); two sibling terms defined one after the other ("A banded matrix is ... A dense matrix
  // is ...") stay,
  // unless the passage sets them apart ("than", "unlike") or lists them as siblings ("X and Y", "X, Y")
  const he = corpus.language === 'he' || isHebrewWord(chk.key);
  const head = (w: string[]) => (he ? w[0] : w[w.length - 1]);
  const sameHead = head(d) === head(k);
  const keyAt = new Set([chk.sentence, ...sentencesWith(corpus, k).filter(sameUnit)]);
  for (const i of keyAt)
    for (const j of [i - 1, i, i + 1]) {
      if (!sameUnit(j) || !occursIn(ix.words[j]!, d)) continue;
      // the passage from one to the other (the two sentences in their order)
      const seq = j === i ? [j] : j < i ? [j, i] : [i, j];
      const toks = seq.flatMap((n) => corpus.sentences[n]!.tokens);
      const ws = seq.flatMap((n) => ix.words[n]!);
      if (apart(toks, ws, d, k) || siblings(ix.words[j]!, d, k)) continue;
      if (
        (sameHead && referredBack(toks, ws, d, k, head(k)!)) ||
        (j === i && apposed(corpus.sentences[j]!.text, distractor, chk.key))
      )
        return `near-key: "${distractor}" in "${corpus.sentences[j]!.text.slice(0, 120)}"`;
    }
  // a sentence that says of the distractor what the stem says
  const dKeys = new Set(d);
  const kKeys = new Set(k);
  const pred = [...new Set(contentKeys(chk.stem, corpus.vocab))].filter(
    (w) => !dKeys.has(w) && !kKeys.has(w),
  );
  const named = termsNamed(corpus, chk.stem, [d, k]);
  for (const i of sentencesWith(corpus, d)) {
    if (i === chk.sentence) continue;
    const ws = (ix.sets[i] ??= new Set(ix.words[i]!));
    // counted, not filtered into a new array (every sentence of a frequent distractor is read)
    let shared = 0;
    for (const w of pred) if (ws.has(w)) shared++;
    if (pred.length >= 3 && shared / pred.length >= 0.6)
      return `same-predicate: "${corpus.sentences[i]!.text.slice(0, 120)}"`;
    if (named.length && sameUnit(i) && named.every((t) => occursIn(ix.words[i]!, t)))
      return `same-terms: "${corpus.sentences[i]!.text.slice(0, 120)}"`;
  }
  return null;
}

/** The sentence lists the two as siblings: "d and k", "k or d", "d, k". */
function siblings(words: string[], d: string[], k: string[]): boolean {
  const t = ` ${words.filter((w) => !/^(?:the|a|an)$/.test(w) && /[\p{L}\p{N}]/u.test(w)).join(' ')} `;
  const a = d.join(' ');
  const b = k.join(' ');
  return [
    `${a} and ${b}`,
    `${b} and ${a}`,
    `${a} or ${b}`,
    `${b} or ${a}`,
    `${a} ${b}`,
    `${b} ${a}`,
    `${a} ו ${b}`,
  ].some((x) => t.includes(` ${x} `));
}

/**
 * Between the two phrases, their shared head noun alone with a definite article ("conditional exit. The exit
 * branches to a side exit"; Hebrew the head with ה): the passage says the first one is (or leads to) the other.
 */
function referredBack(
  toks: { text: string }[],
  ws: string[],
  d: string[],
  k: string[],
  head: string,
): boolean {
  const pd = positions(ws, d);
  const pk = positions(ws, k);
  for (const a of pd)
    for (const b of pk) {
      const [from, to] = a < b ? [a + d.length, b] : [b + k.length, a];
      for (let t = from; t < to; t++) {
        if (ws[t] !== head) continue;
        if (/^(?:the|this|that)$/i.test(toks[t - 1]?.text ?? '') || /^ה/u.test(toks[t]!.text)) return true;
      }
    }
  return false;
}

/** "X, a Y", "X (Y)", "X, i.e. Y", "X, also called Y", "X is a Y", "X or Y" as another name: one thing named twice. */
function apposed(text: string, a: string, b: string): boolean {
  const link = String.raw`(?:s|es)?\s*(?:,\s*(?:a|an|the|i\.e\.|that is|also called|also known as|known as|called)\s+|\(\s*(?:a|an|the)?\s*|\s+(?:is|are)\s+(?:a|an|the|also)\s+|\s+(?:also called|also known as|known as|called)\s+)`;
  const t = text.toLowerCase();
  return [
    [a, b],
    [b, a],
  ].some(([x, y]) => new RegExp(`${esc(x!.toLowerCase())}${link}${esc(y!.toLowerCase())}`, 'u').test(t));
}

const PROPERTY_POS = new Set(['ADJ', 'VERB']);
const TYPE_POS = new Set(['NOUN']);

/** Why two options are both defensible as a pair (rule 2), or null. */
export function defensiblePair(corpus: Corpus, a: string, b: string): string | null {
  const memo = memoFor(pairMemo, corpus);
  const id = `${a}\u0001${b}`;
  let r = memo.get(id);
  if (r === undefined) memo.set(id, (r = pairReason(corpus, a, b)));
  return r;
}

function pairReason(corpus: Corpus, a: string, b: string): string | null {
  const he = corpus.language === 'he' || isHebrewWord(a) || isHebrewWord(b);
  const wa = phrase(corpus, a);
  const wb = phrase(corpus, b);
  if (!wa.length || !wb.length || wa.length > 5 || wb.length > 5) return null;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (corpus.aliases.get(x)?.has(y) || corpus.aliases.get(y)?.has(x)) return `alias: ${a} / ${b}`;
  // one is the other with words added ("traces" / "loop traces"): a subset
  const sa = new Set(wa);
  const sb = new Set(wb);
  if (wa.every((w) => sb.has(w)) || wb.every((w) => sa.has(w))) return `subset: ${a} / ${b}`;
  // two single words the material writes as one term ("trace tree"): calling one may mean the other
  if (wa.length === 1 && wb.length === 1) {
    const t1 = `${wa[0]} ${wb[0]}`;
    const t2 = `${wb[0]} ${wa[0]}`;
    const { frequent } = termPhrasesOf(corpus);
    return frequent.has(t1) || frequent.has(t2) ? `composed: ${a} / ${b}` : null;
  }
  if (wa.length !== wb.length || wa.length < 2) return null;
  const diff = wa.map((w, i) => (w === wb[i] ? -1 : i)).filter((i) => i >= 0);
  if (diff.length !== 1) return null;
  const at = diff[0]!;
  const p = wa[at]!;
  const q = wb[at]!;
  const ix = indexOf(corpus);
  // the material writes the two words together ("קרן האור", "loop branch"): one names a part or kind of the other
  if (ix.adjacent.get(p)?.has(q) || ix.adjacent.get(q)?.has(p)) return `composed: ${a} / ${b}`;
  const headAt = he ? 0 : wa.length - 1;
  // the material says one modifier's thing is made of the other phrase ("SunSpider consists of 26 ... JavaScript
  // programs": SunSpider programs are JavaScript programs)
  if (at !== headAt && (memberOf(corpus, p, wb) || memberOf(corpus, q, wa))) return `member: ${a} / ${b}`;
  // two heads after one modifier ("LIR operations" / "LIR instructions") are `nearSynonym` (forms.ts), for the
  // forms whose options are terms of the material
  if (at === headAt) return null;
  if (!he) {
    // a property and a type ("native traces" / "loop traces"): the kinds overlap. The tag is the one the words
    // get in the two compounds themselves (a run-in label "Triangular:" is tagged a noun)
    const pp = modifierPos(corpus, wa, at) ?? ix.pos.get(p) ?? '';
    const pq = modifierPos(corpus, wb, at) ?? ix.pos.get(q) ?? '';
    const type = (pos: string, w: string) => TYPE_POS.has(pos) && standsAlone(corpus, w);
    if ((PROPERTY_POS.has(pp) && type(pq, q)) || (PROPERTY_POS.has(pq) && type(pp, p)))
      return `property-and-type: ${a} / ${b}`;
  }
  return null;
}

const MEMBER_RE =
  /^(?:is|are|was|were|consist|consists|comprise|comprises|contain|contains|include|includes|of)$/i;
/** A sentence "<word> is/consists of/includes ... <phrase>" (the verb right after the word, no "and"/"or" between, at most 20 tokens apart). */
function memberOf(corpus: Corpus, word: string, ph: string[]): boolean {
  const ix = indexOf(corpus);
  for (const i of sentencesWith(corpus, ph)) {
    const ws = ix.words[i]!;
    const toks = corpus.sentences[i]!.tokens;
    for (const b of positions(ws, ph))
      for (let a = Math.max(0, b - 20); a < b - 1; a++)
        if (
          ws[a] === word &&
          MEMBER_RE.test(toks[a + 1]!.text) &&
          !toks.slice(a + 1, b).some((t) => /^(?:and|or|but|;)$/i.test(t.text))
        )
          return true;
  }
  return false;
}

/** A noun the material also uses on its own, as a head ("the loop", "a branch"), not only as a modifier ("circulant"). */
function standsAlone(corpus: Corpus, w: string): boolean {
  const ix = indexOf(corpus);
  for (const i of ix.at.get(w) ?? []) {
    const toks = corpus.sentences[i]!.tokens;
    const ws = ix.words[i]!;
    for (let j = 0; j < ws.length; j++)
      if (
        ws[j] === w &&
        toks[j]!.pos === 'NOUN' &&
        !['NOUN', 'PROPN', 'ADJ'].includes(toks[j + 1]?.pos ?? '')
      )
        return true;
  }
  return false;
}

/** The most frequent tag of the word at `at` where the material writes the whole phrase. */
function modifierPos(corpus: Corpus, ph: string[], at: number): string | null {
  const ix = indexOf(corpus);
  const count = new Map<string, number>();
  for (const i of sentencesWith(corpus, ph)) {
    const ws = ix.words[i]!;
    for (let j = 0; j + ph.length <= ws.length; j++)
      if (ph.every((w, m) => ws[j + m] === w)) {
        const p = corpus.sentences[i]!.tokens[j + at]!.pos;
        // a capital at the start of a sentence makes the tagger say PROPN ("Native traces take ..."): counts little
        const w = j + at === 0 ? 0.1 : 1;
        count.set(p, (count.get(p) ?? 0) + w);
      }
  }
  const best = [...count].sort((x, y) => y[1] - x[1])[0];
  return best ? best[0] : null;
}

/** Every pair of options (key included) that may stand together, and every distractor refused by rule 1. */
export function optionsConflict(corpus: Corpus, options: string[], chk?: DefensibleCheck): string | null {
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++) {
      const r = defensiblePair(corpus, options[i]!, options[j]!);
      if (r) return r;
    }
  if (chk)
    for (const d of options) {
      if (d === chk.key) continue;
      const r = defensibleDistractor(chk, d);
      if (r) return r;
    }
  return null;
}

/** The pool without distractors rule 1 refuses or that pair with the key (order kept). */
export function screenPool(chk: DefensibleCheck, pool: string[]): string[] {
  // each option read once per material and question (the draws of a request screen the same pools again)
  let memo = screened.get(chk.corpus);
  if (!memo) screened.set(chk.corpus, (memo = new Map()));
  const at = `${chk.key}\u0000${chk.stem}\u0000${chk.sentence}\u0000`;
  return pool.filter((d) => {
    let ok = memo.get(at + d);
    if (ok === undefined)
      memo.set(
        at + d,
        (ok =
          !defensiblePair(chk.corpus, chk.key, d) &&
          !defensibleDistractor(chk, d) &&
          !ownerOfKey(chk.corpus, chk.key, d) &&
          !optionTypo(chk.corpus, d)),
      );
    return ok;
  });
}
const screened = new WeakMap<Corpus, Map<string, boolean>>();

/**
 * A distractor named after what the material says uses the key: "The SVM classifier uses the hinge loss" makes
 * "SVM loss" and "multiclass SVM loss" the hinge loss too (a second defensible answer; eng-cs231n). A modifier of
 * the distractor (not its head) is the subject, at most one noun before "use(s)", and the key follows.
 */
function ownerOfKey(corpus: Corpus, key: string, d: string): boolean {
  const kp = phrase(corpus, key);
  const dp = phrase(corpus, d);
  if (!kp.length || dp.length < 2) return false;
  const mods = new Set(dp.slice(0, -1).filter((w) => !kp.includes(w)));
  if (!mods.size) return false;
  const ix = indexOf(corpus);
  for (const i of sentencesWith(corpus, kp)) {
    const ws = ix.words[i]!;
    const toks = corpus.sentences[i]!.tokens;
    const b = positions(ws, kp)[0]!;
    for (let a = 0; a + 1 < b; a++) {
      if (!mods.has(ws[a]!)) continue;
      const v = USES_RE.test(toks[a + 1]!.text)
        ? a + 1
        : toks[a + 1]!.pos === 'NOUN' && USES_RE.test(toks[a + 2]?.text ?? '')
          ? a + 2
          : -1;
      if (v > 0 && v < b && b - v <= 3) return true;
    }
  }
  return false;
}
const USES_RE = /^(?:uses|use|used)$/i;

// --------------------------------------------------------------------------------------------- formulas

/** The left-hand side of a relation as it reads ("p", "E_k"), without spacing or braces. */
export function formulaLeft(tex: string): string {
  const t = tex
    .replace(/^\$\$|\$\$$|^\$|\$$|^\\[([]|\\[)\]]$/g, '')
    .replace(/\\(?:,|;|:|!|quad|qquad)|~/g, '')
    .replace(/\\(?:left|right|displaystyle)(?![a-zA-Z])/g, '')
    .replace(/[{}\s]/g, '');
  return t.split(/=|\\approx|\\equiv|\\le|\\ge|<|>/)[0] ?? '';
}

/** A distractor formula for a key: one of another quantity (its left side differs from the key's). */
export function formulaDistractorOk(keyTex: string, tex: string): boolean {
  const a = formulaLeft(keyTex);
  const b = formulaLeft(tex);
  if (!a || !b) return false;
  const bare = (s: string) => s.replace(/_\\?[A-Za-z0-9]+|_\{[^{}]*\}/g, '').replace(/[{}]/g, '');
  // one function with other arguments ("f(x_i,W,b)" beside "f(x_i,W)", the score function with the bias folded
  // into W): the same quantity written another way
  const head = (s: string) => /^(\\?[A-Za-z]+)\(/.exec(bare(s))?.[1];
  if (head(a) && head(a) === head(b)) return false;
  return a !== b && bare(a) !== bare(b);
}

/** The formula stem's subject with the unit it comes from ("the momentum before the collision (in "X")"). */
export function formulaContext(subject: string, unitTitle: string | undefined, he: boolean): string {
  // a long section's part number ("Interpreting a linear classifier (3)") is the extraction's label, not the
  // material's title (readers at 48ba740 rated a stem bad for it)
  const t = unitTitle?.trim().replace(/\s*\(\d+\)$/u, '');
  if (!t || subject.toLowerCase().includes(t.toLowerCase())) return subject;
  return he ? `${subject} (בסעיף "${t}")` : `${subject} (in "${t}")`;
}

/** What a stem says of its key: the quoted passage, else the stem after its frame ("which of these ..."). */
function stemPredicate(stem: string): string {
  const q = /["\u201C]([^"\u201D]{8,})["\u201D]/u.exec(stem);
  if (q) return q[1]!;
  return stem.replace(/^.*?\bwhich of these\b/i, '');
}

/**
 * The last check of every multiple-choice question before a test keeps it (`select.ts`): why two of its options
 * are defensible, or null. Pairs are checked for every form whose options are terms or short phrases; rule 1 (a
 * distractor the material also supports) for the forms that ask for a term of a statement (term-from-definition,
 * cloze); formula distractors must express another quantity.
 */
export function questionConflict(
  corpus: Corpus,
  q: { text: string; options?: string[] | null; correctAnswer: string },
  form: string,
  sentences: readonly number[],
): string | null {
  const options = (q.options ?? []).map((o) => o.replace(/^[A-D]\)\s*/, ''));
  const k = 'ABCD'.indexOf(q.correctAnswer);
  const key = options[k];
  // a side detail (a term named once, a formula letter that spells the key, a ratio worked out from the stem's
  // figure): worth.ts, decision 104 (eng-cues2); read for every form, the number form too
  const worth = key ? questionWorth(corpus, q, form) : null;
  if (worth) return worth;
  if (!key || form === 'number') return null;
  if (form === 'formula') {
    const bad = options.find((o, i) => i !== k && !formulaDistractorOk(key, o));
    return bad ? `formula of the same quantity: ${bad}` : null;
  }
  const ordered = [key, ...options.filter((_, i) => i !== k)];
  const distractors = ordered.slice(1);
  // a source typo in an option ("susbtracted"), a stem word that points to the key, the key alone in its
  // grammatical form (`cues.ts`)
  for (const o of ordered) {
    const t = optionTypo(corpus, o);
    if (t) return `typo: ${t}`;
  }
  const cue = stemCue(q.text, key, distractors) ?? oddForm(key, distractors);
  if (cue) return cue;
  const asks = form === 'term-from-definition' || form === 'cloze';
  const sentence = sentences[0];
  return optionsConflict(
    corpus,
    ordered,
    asks && sentence !== undefined ? { corpus, key, stem: stemPredicate(q.text), sentence } : undefined,
  );
}
