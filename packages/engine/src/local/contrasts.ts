/**
 * Two things the material sets against each other (eng-cs231n): "Unlike the SVM which computes uncalibrated
 * scores for all classes, the Softmax classifier allows us to compute probabilities for all labels.", "Compared to
 * the Softmax classifier, the SVM is a more local objective.", and two neighbouring sentences that say the same
 * verb of two things of one kind ("The SVM classifier uses the hinge loss." / "The Softmax classifier uses the
 * cross-entropy loss."). Each gives what the material says of one side. With one thing said of a side and three
 * said of the other, the question asks which holds for the one and not for the other ("which of these sets the SVM
 * classifier apart from the Softmax classifier?"): the key is said of the first, the distractors are what
 * the material sets against it on the other side, each wrong for the first by the material's own contrast.
 * English only; built without a draw.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { hasFormula } from './formula.ts';
import { contentKeys } from '../text.ts';
import { seeded } from './statement-options.ts';

/** What the material says of one side of a contrast. */
interface Said {
  s: Sentence;
  /** The side, as written ("SVM", "Softmax classifier"). */
  side: string;
  /** Written with "the". */
  the: boolean;
  /** A verb phrase of the side ("is a more local objective"). */
  says: string;
  /** The other side, as written. */
  other: string;
}

/** A side: one to four words of a name, no pronoun, no determiner but "the". */
const SIDE = String.raw`(the\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)`;
/** "Unlike the SVM which treats ..., the Softmax classifier gives ..." */
const UNLIKE_WHICH = new RegExp(
  String.raw`^Unlike\s+${SIDE},?\s+(?:which|that)\s+([^,]{8,}),\s+(\S.+)$`,
  'i',
);
/** "Compared to the Softmax classifier, the SVM is a more local objective, ..." */
const COMPARED = new RegExp(String.raw`^Compared\s+(?:to|with)\s+${SIDE},\s+(\S.+)$`, 'i');
/** Words that are no side of a contrast. */
const NO_SIDE =
  /^(?:it|its|this|that|these|those|they|we|you|he|she|our|their|his|her|there|here|which|what|one|some|many|all|each|every|other|another|both|either|neither)$/i;
/** A said thing that reaches outside the material's statement (a pointer, a speaker, a hedge). */
const NOT_SAID =
  /\b(?:we|you|our|your|I|shortly|later|below|above|next|here|there|following|previous|e\.g|i\.e|etc)\b|[:;?!]/i;
/** Words that say a thing holds for both sides. */
const SAME_OF_BOTH = /\b(?:too|also|as well|likewise|similarly|both|same)\b/i;
/** Verbs of a verb phrase that the material might say of anything ("is", "has" are read with what follows). */
const THIRD_SINGULAR = /^(?:is|has|does|was|[a-z]+s)$/i;
const THIRD_PLURAL = /^(?:are|have|do|were)$/i;

/** The first clause of a verb phrase: up to ", and"/", or"/", which"/" and also"/";", without the full stop. */
function firstClause(vp: string): string {
  return vp
    .replace(/[.!]\s*$/, '')
    .split(/,\s*(?:and|or|but|which|where|while|so|as|because|since)\b|\s+and\s+also\b|;|\s+--?\s+/i)[0]!
    .trim();
}

/** A side as read: a name that opens with a word, not a pronoun; null when the words are no side. */
function sideOf(the: string | undefined, name: string): { side: string; the: boolean } | null {
  const ws = name.trim().split(/\s+/);
  if (ws.some((w) => NO_SIDE.test(w)) || hasFormula(name)) return null;
  return { side: ws.join(' '), the: !!the };
}

/** A verb phrase said of a side: its verb agrees with one thing or many, three to sixteen words, no pointer. */
function sayingOf(vp: string): string | null {
  const says = firstClause(vp);
  const ws = says.split(/\s+/);
  if (ws.length < 3 || ws.length > 16) return null;
  if (hasFormula(says) || NOT_SAID.test(says)) return null;
  if (!THIRD_SINGULAR.test(ws[0]!) && !THIRD_PLURAL.test(ws[0]!)) return null;
  // an open bracket the clause cut leaves
  if ((says.match(/\(/g) ?? []).length !== (says.match(/\)/g) ?? []).length) return null;
  if ((says.match(/"/g) ?? []).length % 2) return null;
  return says;
}

/**
 * The subject that opens the sentence's words from `from` (by the tagger): "the" or nothing, one to four nouns
 * and adjectives, then a verb. The side and where its verb phrase starts, or null.
 */
function subjectAt(s: Sentence, from: number): { side: string; the: boolean; vp: string } | null {
  const toks = s.tokens.filter((k) => k.start >= from);
  let i = 0;
  const the = /^the$/i.test(toks[0]?.text ?? '');
  if (the) i = 1;
  let j = i;
  while (j < toks.length && j - i < 4 && ['ADJ', 'NOUN', 'PROPN'].includes(toks[j]!.pos)) j++;
  if (j === i || !['NOUN', 'PROPN'].includes(toks[j - 1]!.pos)) return null;
  if (!['VERB', 'AUX'].includes(toks[j]?.pos ?? '')) return null;
  const side = sideOf(the ? 'the' : undefined, s.text.slice(toks[i]!.start, toks[j - 1]!.end));
  return side ? { ...side, vp: s.text.slice(toks[j]!.start) } : null;
}

/** A sentence that may give a side: prose of the material (a sentence cut for its length or a pointer later on is read up to its first clause). */
const readable = (s: Sentence) => s.usable || s.reject === 'length' || s.reject === 'signpost';

export function saidOf(corpus: Corpus): Said[] {
  const out: Said[] = [];
  const push = (
    s: Sentence,
    a: { side: string; the: boolean } | null,
    vp: string,
    b: { side: string; the: boolean } | null,
  ) => {
    const says = a && b ? sayingOf(vp) : null;
    if (a && b && says && a.side.toLowerCase() !== b.side.toLowerCase())
      out.push({ s, side: a.side, the: a.the, says, other: b.side });
  };
  const sentences = corpus.sentences;
  for (const s of sentences) {
    // (a "not" inside a side's clause is quoted as written: "computes uncalibrated and not easy to interpret scores")
    if (!readable(s)) continue;
    const t = s.text.trim();
    let m: RegExpExecArray | null;
    const lead = s.text.length - s.text.trimStart().length;
    if ((m = UNLIKE_WHICH.exec(t))) {
      const a = sideOf(m[1], m[2]!);
      // the second side is the subject of a verb ("the Softmax classifier allows ..."), not a longer phrase
      const b = subjectAt(s, lead + t.length - m[4]!.length);
      if (!b) continue;
      push(s, a, m[3]!, b);
      push(s, b, b.vp, a);
    } else if ((m = COMPARED.exec(t))) {
      const b = sideOf(m[1], m[2]!);
      const a = subjectAt(s, lead + t.length - m[3]!.length);
      if (a && /^(?:is|are)\s/.test(a.vp)) push(s, a, a.vp, b);
    }
  }
  // two neighbouring sentences of one section that say the same verb of two things of one kind
  const opening = (s: Sentence) => {
    if (!s.usable || s.negated) return null;
    const a = subjectAt(s, 0);
    return a ? { ...a, verb: a.vp.split(/\s+/)[0]! } : null;
  };
  for (let i = 0; i + 1 < sentences.length; i++) {
    const s = sentences[i]!;
    const a = opening(s);
    if (!a) continue;
    for (const n of sentences.slice(i + 1, i + 3)) {
      if (n.doc !== s.doc || n.unit !== s.unit) break;
      const b = opening(n);
      if (!b || b.verb !== a.verb || a.side.toLowerCase() === b.side.toLowerCase()) continue;
      // the same said of both ("... uses checksums as well", "likewise"): no contrast
      // (in what is said: "uses the hinge loss, or also sometimes called ..." says nothing of the other)
      if (SAME_OF_BOTH.test(firstClause(a.vp)) || SAME_OF_BOTH.test(firstClause(b.vp))) continue;
      if (firstClause(a.vp).toLowerCase() === firstClause(b.vp).toLowerCase()) continue;
      // things of one kind: the same last word ("SVM classifier", "Softmax classifier")
      const head = (x: string) => x.toLowerCase().split(/\s+/).pop();
      if (a.side.split(/\s+/).length < 2 || head(a.side) !== head(b.side)) continue;
      push(s, a, a.vp, b);
      push(n, b, b.vp, a);
    }
  }
  return out;
}

/** One thing of the material under its names: "SVM" and "SVM classifier" (the one opens the other). */
function sameThing(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || y.startsWith(`${x} `) || x.startsWith(`${y} `);
}

/** Two said things that say one thing ("computes uncalibrated scores" and "treats the outputs as uncalibrated scores"). */
function alike(a: string, b: string): boolean {
  const x = new Set(contentKeys(a));
  const y = contentKeys(b);
  const shared = y.filter((k) => x.has(k)).length;
  return shared * 2 >= Math.min(x.size, y.length);
}

export function contrastCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const said = saidOf(corpus);
  const out: Cand[] = [];
  // the sides of each document, each under all its names
  const sides: { doc: number; names: string[]; the: boolean; said: Said[] }[] = [];
  for (const x of said) {
    let side = sides.find((g) => g.doc === x.s.doc && g.names.some((n) => sameThing(n, x.side)));
    if (!side) sides.push((side = { doc: x.s.doc, names: [], the: false, said: [] }));
    if (!side.names.includes(x.side)) side.names.push(x.side);
    side.the ||= x.the;
    // the same thing said twice (two sentences of one contrast) counts once
    if (!side.said.some((y) => alike(y.says, x.says))) side.said.push(x);
  }
  const nameOf = (g: (typeof sides)[number]) => {
    const n = [...g.names].sort((a, b) => b.length - a.length)[0]!;
    return g.the ? `the ${n}` : n;
  };
  for (const one of sides)
    for (const other of sides) {
      if (one === other || one.doc !== other.doc) continue;
      // what the material sets against the one on the other side
      const against = other.said.filter((x) => one.names.some((n) => sameThing(n, x.other)));
      for (const key of one.said) {
        if (!other.names.some((n) => sameThing(n, key.other))) continue;
        // (what the key's own sentence says of the other side is quoted with the key: it would be as supported)
        // (nor what the material also says of the one: it holds for both)
        const pool = against.filter(
          (x) =>
            x.s.index !== key.s.index && !one.said.some((y) => y.says.toLowerCase() === x.says.toLowerCase()),
        );
        if (pool.length < 3) continue;
        const plural = THIRD_PLURAL.test(key.says.split(/\s+/)[0]!);
        // every option agrees with the same subject
        const agree = (x: Said) => THIRD_PLURAL.test(x.says.split(/\s+/)[0]!) === plural;
        const pronoun = plural ? 'They' : 'It';
        const optionOf = (x: Said) => `${pronoun} ${x.says}`;
        const keyText = optionOf(key);
        const a = nameOf(one);
        const b = nameOf(other);
        const texts = pool.filter(agree).map(optionOf);
        out.push({
          form: 'comparison',
          score: 0.9,
          doc: key.s.doc,
          unit: key.s.unit,
          sentences: [key.s.index],
          topics: [
            `contrast:${[a, b]
              .map((n) => n.toLowerCase())
              .sort()
              .join('|')}`,
          ],
          quote: key.s.text.trim(),
          build: (): Draft | null => {
            const ds = pickThree(texts, keyText, seeded(key.s.text));
            if (!ds) return null;
            return {
              form: 'comparison',
              stem: `According to the material, which of these sets ${a} apart from ${b}?`,
              key: keyText,
              distractors: ds,
              doc: key.s.doc,
              unit: key.s.unit,
              quote: key.s.text.trim(),
              why: `The other options are what the material says of ${b}, as against ${a}.`,
            };
          },
        });
      }
    }
  return out;
}
