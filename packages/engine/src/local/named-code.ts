/**
 * Functions and methods a chapter of code explained in prose names by what they do (issue 11, eng-yield11). A
 * programming book introduces a function or method by its job: "When a variable goes out of scope, Rust calls a
 * special function for us. This function is called drop" or "If we do want to deeply copy the heap data of the
 * String, ... we can use a common method called clone". A teacher asks the job and offers the chapter's other
 * functions and methods as wrong options: "According to the material, which method can we use if we do want to
 * deeply copy the heap data of the String?" with clone against drop, String::from and main.
 * - Two ways of naming, both of a whole sentence (no code name of a listing in the description):
 *   "<sentence with "a ... <kind>">. This <kind> is called <name>" (the sentence before tells what it does, quoted
 *   in the stem) and "If/When/To <what>, we/you can use/call a ... <kind> called <name>." (turned into "which
 *   <kind> can we use if <what>?").
 * - The options are names the prose itself calls functions or methods ("the drop function", "a method called
 *   clone"), at least four in the document; a name the material qualifies by its type ("String::from") is shown so.
 * - English prose documents only (a deck's lines are read by slides.ts).
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { keySet, rng } from '../text.ts';

/** The kinds of callable a chapter names: a function and a method are of one family (both are called). */
const KIND = '(function|method)';
/** A code name: a word, snake_case or Type::name, a macro's "!" kept. */
const NAME = '([A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)?!?)';
/** Words before "function"/"method" that are no name ("the same function", "the main() ... "). */
const NOT_NAME =
  /^(?:a|an|the|this|that|these|those|each|every|any|some|one|only|same|other|another|first|last|next|following|previous|new|special|common|whole|entire|original|given|above|below|called|calling|outer|inner|helper|corresponding|appropriate|right|wrong|built|simple|single|separate|different|particular|certain|such|its|our|your|their|his|her|my|recursive|pure|generic|anonymous|small|short|long|big|large|useful|private|public|static|virtual|abstract|async|empty|good|bad|similar|standard|custom|nested|local|global|few|several|many|more|most|second|third|little|real|actual|whole|full|named|unnamed)$/i;

const THIS_IS_CALLED = new RegExp(`^This ${KIND} is (?:called|named) ${NAME}(?=[\\s,.;]|$)`);
const CAN_USE = new RegExp(
  `^((?:If|When|To)\\s[^"“”]+?),\\s+(we|you)\\s+can\\s+(use|call)\\s+an?\\s+(?:[a-z]+\\s+)?${KIND}\\s+(?:called|named)\\s+${NAME}\\.?$`,
);
const POOL_RES = [
  new RegExp(`\\b(?:[Tt]he|[Aa]n?) ${NAME} ${KIND}\\b`, 'g'),
  new RegExp(`\\b${KIND}s? (?:is |was )?(?:called|named) ${NAME}`, 'g'),
];

/** The function and method names the prose of a document gives, as it writes them (qualified when it does). */
export function callableNames(corpus: Corpus, doc: number): string[] {
  const sentences = corpus.sentences.filter((s) => s.doc === doc);
  const text = sentences.map((s) => s.text).join('\n');
  // a chapter of code names its code in prose ("String::from", "takes_ownership"): there an adjective before
  // "function" may be a name ("a main function"); elsewhere only a noun is ("the loss function", not "a continuous
  // function")
  const codeChapter = /\b[A-Z][A-Za-z0-9]*::[a-z_]\w*|\b[a-z]{2,}_[a-z]{2,}\w*\b/.test(text);
  const nounBefore = new Set<string>();
  for (const s of sentences)
    s.tokens.forEach((t, i) => {
      if (/^(?:function|method)s?$/i.test(s.tokens[i + 1]?.text ?? '') && /^(?:NOUN|PROPN|X)$/.test(t.pos))
        nounBefore.add(t.text.toLowerCase());
    });
  const names = new Map<string, string>();
  POOL_RES.forEach((re, r) => {
    for (const m of text.matchAll(re)) {
      const name = (r === 1 ? m[2] : m[1])!;
      if (NOT_NAME.test(name) || name.length < 2) continue;
      // a formula placeholder is no name
      if (/^zqm\w*q$/.test(name)) continue;
      const low = name.toLowerCase();
      if (names.has(low)) continue;
      // "the from function" of a chapter that writes "String::from": the name as the material calls it; a word of
      // grammar ("such as function calls", a bare "from") is a name only so
      const qualified = new RegExp(`\\b([A-Z][A-Za-z0-9_]*::${name.replace(/!$/, '')})\\b`).exec(text);
      const codeLike = /::|_|\d|!$|\p{Ll}\p{Lu}/u.test(name);
      if (!codeLike && !qualified && keySet(name).size === 0) continue;
      // after "called"/"named" it is a name; before "function", a noun (or, in a chapter of code, a word) is
      if (r === 0 && !codeLike && !qualified && !codeChapter && !nounBefore.has(low)) continue;
      names.set(low, qualified ? qualified[1]! : name);
    }
  });
  return [...names.values()];
}

/** A sentence of clean prose with no name of a listing's variable in it ("s1", "x"). */
function plainProse(s: Sentence | undefined): s is Sentence {
  if (!s || !s.usable) return false;
  // a negation says what the callable does not do; "not just the stack data" only widens what it does
  if (s.negated && /\b(?:not|n['’]t|never|no)\b/i.test(s.text.replace(/\bnot (?:just|only)\b/gi, '')))
    return false;
  if (/\b[a-z]\d?\b(?!['’])/.test(s.text.replace(/\b(?:a|I)\b/g, ''))) return false;
  return /^[A-Z]/.test(s.text) && !/^(?:This|That|These|Those|It|They)\b/.test(s.text);
}

export function namedCodeCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const pools = new Map<number, string[]>();
  for (const s of corpus.sentences) {
    if (corpus.documents[s.doc]?.unitKind === 'slide') continue;
    const text = s.text.trim();
    let stem: string | null = null;
    let name: string | null = null;
    let kind: string | null = null;
    let sentences: number[] = [s.index];
    let quote = text;
    const a = THIS_IS_CALLED.exec(text);
    if (a) {
      const prev = corpus.sentences[s.index - 1];
      kind = a[1]!;
      // the sentence before says what it does, of a callable it names by its kind ("a special function")
      if (!plainProse(prev) || prev.doc !== s.doc || prev.unit !== s.unit) continue;
      if (!new RegExp(`\\ban?\\s+(?:[a-z]+\\s+)?${kind}\\b`).test(prev.text)) continue;
      name = a[2]!;
      stem = `The material says: "${prev.text.trim()}" What is this ${kind} called?`;
      sentences = [prev.index, s.index];
      // the naming clause ends the quote ("This function is called drop"): what follows tells more of it
      quote = `${prev.text.trim()} ${a[0]}`;
    } else {
      const b = CAN_USE.exec(text);
      if (!b || !plainProse(s)) continue;
      const what = b[1]!;
      kind = b[4]!;
      name = b[5]!;
      stem = `According to the material, which ${kind} can ${b[2]} ${b[3]} ${what[0]!.toLowerCase()}${what.slice(1)}?`;
    }
    if (!pools.has(s.doc)) pools.set(s.doc, callableNames(corpus, s.doc));
    const pool = pools.get(s.doc)!;
    const key = pool.find((p) => p.toLowerCase() === name!.toLowerCase()) ?? name;
    // no option the stem names ("the from function" in a stem on String::from)
    const stemLow = stem.toLowerCase();
    // nor one the quote words as well as the key (the quote must single the key out: "String::from" beside a
    // quote on "the heap data of the String")
    const quoteKeys = keySet(quote);
    const others = pool.filter((p) => {
      if (p === key || new RegExp(`\\b${p.replace(/[^\w]/g, '\\$&').toLowerCase()}\\b`).test(stemLow))
        return false;
      const ks = [...keySet(p)];
      return !ks.length || ks.filter((k) => quoteKeys.has(k)).length * 2 < ks.length;
    });
    if (others.length < 3 || new RegExp(`\\b${name}\\b`, 'i').test(stem)) continue;
    const seed = Math.floor(rand() * 0x7fffffff);
    const draft: Draft = {
      form: 'term-from-definition',
      stem,
      key,
      distractors: [],
      doc: s.doc,
      unit: s.unit,
      quote,
      why: `The material says: "${/[.!?]$/.test(quote) ? quote : `${quote}.`}" The other options are other functions and methods the material names.`,
    };
    out.push({
      form: 'term-from-definition',
      score: 1.1,
      doc: s.doc,
      unit: s.unit,
      sentences,
      topics: [`callable:${key.toLowerCase()}`],
      quote,
      build: () => {
        const r = rng(seed);
        const order = others
          .map((o) => ({ o, k: r() }))
          .sort((x, y) => x.k - y.k)
          .map((x) => x.o);
        const ds = pickThree(order, key, r);
        return ds ? { ...draft, distractors: ds } : null;
      },
    });
  }
  return out;
}
