/**
 * Claims added to a stated point that contradict the material without a marker of addition (decision 105, grading
 * v25). A padded answer restates the material and adds one sentence of its own; when that sentence opens with no
 * "Also," or "בנוסף" the grader of v23 cannot see it. Three readings of such a sentence (after the answer's first, so
 * the answer's own statement of the point is never read as one), each a contradiction of what the material says, not
 * a count of unsupported words (true filler, a correct example or a restatement, says none of them):
 * - many where the material says one: "several separate templates for each class" where the material says "a template
 *   for one of the classes", "לסדרה יכולים להיות כמה גבולות" where it says "גבול" and never "גבולות" (a plural after
 *   "several", "multiple", "many", "כמה", "מספר", "הרבה" of a noun the material names only in the singular);
 * - at once where the material says when: "the heap data is freed immediately", "records a branch trace the very first
 *   time any guard fails" (a word of immediacy the material never says: the material's condition, "if an exit becomes
 *   hot", is dropped for "at once");
 * - the material's scope widened by "also" / "even" / "גם" / "אפילו": "the first principle holds also in accelerated
 *   frames" where the material says "inertial frames", "נכון גם במערכות ייחוס מואצות" where it says "מערכת ייחוס
 *   אינרציאלית" (the material's noun with a qualifier of the answer's own in the place of the material's qualifier).
 */
import { bareTokens } from './grading-claims.ts';
import { matchWords, sameWord, saysByMeaning, type MatchWord } from './matching.ts';

export interface ContradictingClaim {
  /** The answer's sentence that says it. */
  span: string;
  /** What the answer says there, and what the material says in its place. */
  said: string;
  material: string;
}

/** Quantifiers of many (English, Hebrew). */
const MANY = /^(?:several|multiple|many|various|numerous|כמה|מספר|הרבה|מגוון)$/u;
/** Determiners of one in the material: "a template", "each template", "one owner", "גבול אחד". */
const ONE = /^(?:a|an|one|each|every|single|the)$/u;
/** Hebrew prefix letters of a noun ("ב", "ל", "ה", "ו", "מ", "ש", "כ"). */
const HE_PREFIX = /^(?:ו|ש|וש)?(?:ב|ל|מ|כ)?ה?/u;

const hebrew = (t: string) => /\p{Script=Hebrew}/u.test(t);
/** The singular forms a plural token may stand for ("templates" -> "template", "גבולות" -> "גבול", "גבולה"). */
function singularsOf(t: string): string[] {
  if (hebrew(t)) {
    const m = /^(.{2,})(?:ים|ות)$/u.exec(t);
    return m ? [m[1]!, `${m[1]!}ה`, `${m[1]!}ת`] : [];
  }
  if (/ies$/u.test(t)) return [t.replace(/ies$/u, 'y')];
  if (/(?:ss|us|is)$/u.test(t) || !/s$/u.test(t)) return [];
  return [t.slice(0, -1), ...(/(?:ches|shes|xes|ses)$/u.test(t) ? [t.slice(0, -2)] : [])];
}
const bare = (t: string) => (hebrew(t) ? t.replace(HE_PREFIX, '') : t);

/** The answer's sentences after its first that say many of what the material names only in the singular. */
export function manyWhereOne(sentences: string[], material: string): ContradictingClaim[] {
  const mat = bareTokens(material);
  const matBare = new Set(mat.map(bare));
  const out: ContradictingClaim[] = [];
  sentences.forEach((sentence, i) => {
    if (i === 0) return;
    const toks = bareTokens(sentence);
    for (let k = 0; k < toks.length; k++) {
      if (!MANY.test(toks[k]!)) continue;
      // the noun right after the quantifier, or after one adjective ("several separate templates")
      for (const noun of toks.slice(k + 1, k + 3)) {
        if (hebrew(noun) !== hebrew(toks[k]!)) continue;
        const singulars = singularsOf(hebrew(noun) ? bare(noun) : noun);
        if (!singulars.length || matBare.has(hebrew(noun) ? bare(noun) : noun)) continue;
        const at = mat.findIndex(
          (t, j) =>
            singulars.includes(hebrew(noun) ? bare(t) : t) &&
            (hebrew(noun) || j === 0 || ONE.test(mat[j - 1]!) || ONE.test(mat[j - 2] ?? '')),
        );
        if (at < 0) continue;
        out.push({ span: sentence, said: `${toks[k]} ${noun}`, material: mat[at]! });
        return;
      }
    }
  });
  return out;
}

/** Words of immediacy: what happens at once, or before anything (English, Hebrew). */
const AT_ONCE =
  /\b(?:immediately|instantly|the\s+very\s+first\s+time)\b|(?:^|\s)(?:מיד|מייד|מיידית)(?=[\s,.;:!?]|$)/iu;
// ("at once", "right away", "ahead of time" are also how a student says "directly", "quickly" or "at compile time":
// "write the polynomial right away as a combination", "the memory cells recognise it at once"; the rivals' lexicon
// reads "ahead of time" against "when it becomes hot")

/** Content words of its own the sentence says at least (beyond the material's): a claim, not a restatement. */
const OWN_WORDS = 2;

/** The answer's sentences after its first that say at once what the material says happens on a condition. */
export function atOnceClaims(sentences: string[], material: string): ContradictingClaim[] {
  if (AT_ONCE.test(material)) return [];
  const known = matchWords(material);
  const out: ContradictingClaim[] = [];
  sentences.forEach((sentence, i) => {
    if (i === 0) return;
    const m = AT_ONCE.exec(sentence);
    if (!m) return;
    const own = new Set(
      matchWords(sentence)
        .filter((w) => !known.some((k) => sameWord(w, k) || saysByMeaning(w, k)))
        .map((w) => w.base),
    );
    // (and about the material's subject: two of its content words)
    const shared = new Set(
      matchWords(sentence)
        .filter((w) => known.some((k) => sameWord(w, k)))
        .map((w) => w.base),
    );
    if (own.size >= OWN_WORDS && shared.size >= 2)
      out.push({ span: sentence, said: m[0].trim(), material: '' });
  });
  return out;
}

/** Words that widen a claim to more cases. */
const ALSO = /^(?:also|even|גם|אפילו|וגם)$/u;
/** A preposition of the case a claim holds in: "in", "for", "to", Hebrew "ב" / "ל" joined to the noun. */
const IN_CASE = /^(?:in|for|to|on|under|within|inside|ב\S{2,}|ל\S{2,})$/u;
/** How far after "also" its preposition may be ("also holds in", "also applies to"). */
const CASE_REACH = 3;
/** How far after "also" the widened phrase may be. */
const ALSO_REACH = 5;

/**
 * The answer's sentences after its first that widen the material's claim with "also" to a case the material's
 * qualifier excludes: the material's noun said with a qualifier of the answer's own, beside the material's qualifier of
 * the same noun (English: the qualifier before the noun, "accelerated frames" for "inertial frames"; Hebrew: after
 * it, "מערכות ייחוס מואצות" for "מערכת ייחוס אינרציאלית"). `context` is the question and the key ideas (their words
 * are no qualifier of the answer's own).
 */
export function widenedScope(sentences: string[], material: string, context: string): ContradictingClaim[] {
  const mat = bareTokens(material);
  const known: MatchWord[] = [...matchWords(material), ...matchWords(context)];
  const content = (t: string) => matchWords(t).length > 0;
  const isKnown = (t: string) => {
    const w = matchWords(t);
    return w.length > 0 && w.every((x) => known.some((k) => sameWord(x, k) || saysByMeaning(x, k)));
  };
  const same = (a: string, b: string) => {
    const x = matchWords(a);
    const y = matchWords(b);
    return x.length === 1 && y.length === 1 && sameWord(x[0]!, y[0]!);
  };
  const out: ContradictingClaim[] = [];
  sentences.forEach((sentence, i) => {
    if (i === 0) return;
    const toks = bareTokens(sentence);
    for (let k = 0; k < toks.length; k++) {
      if (!ALSO.test(toks[k]!)) continue;
      // (a case the claim is said to hold in: "also holds in rotating frames", "נכון גם במערכות ..."; "there is also a
      // general theory" names another thing, it widens nothing)
      const at = toks.slice(k + 1, k + 1 + CASE_REACH).findIndex((t) => IN_CASE.test(t));
      if (at < 0) continue;
      for (let j = k + 1 + at; j < Math.min(toks.length, k + 1 + ALSO_REACH + 1); j++) {
        const noun = toks[j]!;
        const he = hebrew(noun);
        // the qualifier: after the noun in Hebrew, before it in English
        const q = he ? toks[j + 1] : toks[j - 1];
        if (!q || (!he && j - 1 <= k) || !content(noun) || !content(q) || isKnown(q)) continue;
        const n = mat.findIndex(
          (t, n) =>
            same(t, noun) &&
            !!(he ? mat[n + 1] : mat[n - 1]) &&
            content((he ? mat[n + 1] : mat[n - 1])!) &&
            !same((he ? mat[n + 1] : mat[n - 1])!, q) &&
            // (an adjective of the noun, not another noun of a phrase: the material's qualifier is no word of the
            // answer's sentence)
            !toks.some((a) => same(a, (he ? mat[n + 1] : mat[n - 1])!)),
        );
        if (n < 0) continue;
        const mq = he ? mat[n + 1]! : mat[n - 1]!;
        out.push({
          span: sentence,
          said: he ? `${noun} ${q}` : `${q} ${noun}`,
          material: he ? `${mat[n]} ${mq}` : `${mq} ${mat[n]}`,
        });
        return;
      }
    }
  });
  return out;
}

/** Every reading above, one claim per sentence. */
export function contradictingClaims(
  sentences: string[],
  material: string,
  context: string,
): ContradictingClaim[] {
  const out: ContradictingClaim[] = [];
  for (const c of [
    ...manyWhereOne(sentences, material),
    ...atOnceClaims(sentences, material),
    ...widenedScope(sentences, material, context),
  ])
    if (!out.some((o) => o.span === c.span)) out.push(c);
  return out;
}
