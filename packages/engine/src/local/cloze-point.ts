/**
 * Clozes a reader fills without knowing the point (eng-weak6, readers at d0f7c17 on "... all run in just two loop
 * passes over the _____: one forward and one backward." of a section on trace optimizations):
 * a blank that closes its clause before a colon or a dash that goes on to say what the sentence is about (": one
 * forward and one backward") tests a word the sentence only leads up to, and the words before the colon ("passes
 * over the") are a slot the section's subject fills. The sentence's point is after the blank and goes untested.
 * (A blank after a preposition of the term its section names most was tried as a rule too: it refused "must be
 * stored on the _____ instead" of a section on the stack and the heap, a good question, and was dropped.)
 */
import type { Corpus, Sentence } from './analysis.ts';

const dominantCache = new WeakMap<Corpus, Map<number, string | null>>();

/**
 * The term a document is about (eng-weak7, readers at 865d558 on "In certain cases the _____ might reach the loop
 * header with a different type map." of the TraceMonkey paper, key "trace": "in a paper about traces 'trace' is
 * the obvious fill-in"; clozes keyed "trace" were rated weak 12 times and good 3 over the rounds): the term the
 * most sentences of document `doc` name, when it stands out - named in at least a quarter more sentences than the
 * next one ("trace" 144 beside "loop" 104; not "score" 62 beside "class" 55 of the linear classification notes) -
 * and in at least ten (a page of a few sentences has no subject of that weight: a page on register allocation names
 * "block" in five). A cloze keyed by it is answered by guessing what the document is about, and is not asked.
 */
export function dominantTerm(corpus: Corpus, doc: number): string | null {
  let m = dominantCache.get(corpus);
  if (!m) dominantCache.set(corpus, (m = new Map()));
  if (m.has(doc)) return m.get(doc)!;
  let first: { key: string; n: number } | null = null;
  let second = 0;
  for (const t of corpus.termList) {
    if (!t.docs.has(doc)) continue;
    let n = 0;
    for (const i of t.sentences) if (corpus.sentences[i]?.doc === doc) n++;
    if (!first || n > first.n) {
      second = first?.n ?? second;
      first = { key: t.key, n };
    } else if (n > second) second = n;
  }
  const key = first && first.n >= 10 && first.n >= 1.25 * second ? first.key : null;
  m.set(doc, key);
  return key;
}

/**
 * Why a cloze whose blank ends before token `to` of a sentence misses the sentence's point, or null (see the
 * module comment).
 */
export function clozeMissesPoint(corpus: Corpus, s: Sentence, to: number): string | null {
  if (corpus.language !== 'en') return null;
  const toks = s.tokens;
  const after = toks[to];
  // ": one forward and one backward" - words after the colon or dash (not a colon that ends the sentence)
  if (after && /^(?::|—|–|--)$/.test(after.text) && toks.slice(to + 1).some((t) => /\p{L}/u.test(t.text)))
    return 'the point follows the blank';
  // "The length is how much memory, in bytes, the contents of the _____ are currently using." (eng-weak8): a
  // blank in the body of a definition of another term tests a word the definition only uses; its point, the term it
  // defines, goes untested
  const cop = definedBefore(corpus, s);
  if (cop >= 0 && to - 1 > cop) return 'the blank is in the body of a definition of another term';
  return null;
}

/**
 * The index of the copula of a definition that opens its sentence with the term it defines ("The length is ...",
 * "A scope is ..."), or -1: a definitional sentence whose first one to three words (after an article) are a term of
 * the material, then "is" or "are" and a genus or an amount ("the range", "a set", "how much").
 */
function definedBefore(corpus: Corpus, s: Sentence): number {
  if (!s.definitional) return -1;
  const toks = s.tokens;
  const start = /^(?:the|a|an)$/i.test(toks[0]?.text ?? '') ? 1 : 0;
  for (let l = 1; l <= 3; l++) {
    const cop = toks[start + l];
    if (!cop || !/^(?:is|are)$/i.test(cop.text)) continue;
    // a genus ("is the range", "is a set") or an amount ("is how much"), not a relation ("are related to")
    if (!/^(?:a|an|the|one|how|what)$/i.test(toks[start + l + 1]?.text ?? '')) return -1;
    const key = toks
      .slice(start, start + l)
      .map((t) => t.key)
      .join(' ');
    return corpus.terms.has(key) ? start + l : -1;
  }
  return -1;
}

/** Adverbs of the clause, not of a noun ("The interpreter then records ...", "A trace often spans ..."). */
const CLAUSE_ADVERB =
  /^(?:then|also|only|often|still|now|thus|so|always|never|first|just|even|already|again|therefore|here|there|not|too|very|well|rather|instead|however|later|once|soon|seldom|sometimes|usually|mostly|both|either|neither)$|ly$/i;
const LINKING = /^(?:is|are|was|were|has|have|had|can|could|may|might|must|will|would|should|does|do|did)$/i;

/**
 * Why a one-word blank from token `from` to `to` sits inside a compound the word after it goes on with, or null
 * (eng-weak6, readers at fae678d on "Every _____ back edge is a potential trace point." of the TraceMonkey paper,
 * key "loop": "loop back edge" is the noun phrase, "back" is tagged as an adverb and "edge" as a verb, so the
 * whole-noun-phrase check that refuses a noun after the blank let it through). The word after the blank continues
 * the noun phrase when it is a word of the phrase (no adverb of the clause: "then", "often", "-ly") followed by a
 * noun, by a word the material writes after it again ("back edge" elsewhere), or by a word then the clause's verb
 * ("back edge is"). A key of several words is a whole phrase the material names and is not refused here.
 */
export function clozeInsideCompound(corpus: Corpus, s: Sentence, from: number, to: number): string | null {
  if (corpus.language !== 'en' || to - from !== 1) return null;
  const toks = s.tokens;
  const next = toks[to];
  const after = toks[to + 1];
  if (!next || !after || !/^\p{L}+$/u.test(next.text) || !/^\p{L}+$/u.test(after.text)) return null;
  // a verb after the blank is the clause's own ("The _____ records traces")
  if (!['ADJ', 'ADV', 'X', 'NOUN', 'PROPN'].includes(next.pos) || LINKING.test(next.text)) return null;
  if (CLAUSE_ADVERB.test(next.text) || /ed$|ing$/i.test(next.text)) return null;
  // the word after it heads the noun phrase (a noun, or one the tagger reads as a verb: "edge")
  if (LINKING.test(after.text) || !['NOUN', 'PROPN', 'VERB', 'X'].includes(after.pos)) return null;
  if (after.pos === 'NOUN' || after.pos === 'PROPN') return 'a noun phrase goes on after the blank';
  if (LINKING.test(toks[to + 2]?.text ?? '')) return 'a noun phrase goes on after the blank';
  let pairs = 0;
  for (const o of corpus.sentences) {
    if (o.doc !== s.doc || o.index === s.index) continue;
    const t = o.tokens;
    for (let i = 0; i + 1 < t.length; i++) if (t[i]!.key === next.key && t[i + 1]!.key === after.key) pairs++;
  }
  return pairs >= 2 ? 'a compound of the material goes on after the blank' : null;
}
