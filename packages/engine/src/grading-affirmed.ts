/**
 * A statement of the material said without its negation (decision 105, grading v22): an answer that states the
 * material's point and adds a sentence that affirms what the material denies ("If a rule is broken, the program still
 * compiles" where the material says "If any of the rules are violated, the program won't compile"; "גם סדרה שאינה
 * חסומה יכולה להתכנס" where it says "סדרה שאינה חסומה אינה מתכנסת") states the material's claim the other way, and
 * a teacher takes points off for it (teachers gave 45-60 for such padded answers). The reading:
 * - a word the material says negated (the word just before it, or before an auxiliary before it, is "not", "won't",
 *   "אינה", "לא", ...) that a sentence of the answer says without a negation;
 * - the sentence says at least two more content words of that material sentence, each with the polarity the material
 *   gives it ("שאינה חסומה" in both: the same subject; "כל סדרה מתכנסת היא חסומה" says "חסומה" unnegated, and is the
 *   material's other claim, not this one turned round);
 * - no "only" / "not necessarily" / "רק" / "בהכרח" in it (a condition or a hedge says another thing), and no question.
 * Only sentences after the answer's first are read: the answer's opening states its point, and a denial there is read
 * by the rules of stated ideas.
 */
import { SENTENCE_BREAK, matchWords, sameWord, type MatchWord } from './matching.ts';

/** Negation words (Hebrew with a joining prefix: "שאינה", "ולא"). */
const NEGATOR =
  /^(?:not|never|no|cannot|without|(?:ca|wo|do|does|is|are|was|were|did|should|would|could|must)n'?t|(?:ו|ש|וש|כש)?(?:לא|אינ[אוהםן]|אין|איננו|איננה|בלי|ללא))$/u;
/** Words that make the negation after them part of a description of the subject ("a sequence that is not bounded"). */
const RELATIVE = /^(?:that|which|who|whose|ש\S+)$/u;
/** Words between a negation and its word ("won't be dropped", "אינה בהכרח מתכנסת" is a hedge, read apart). */
const AUXILIARY =
  /^(?:be|been|being|is|are|was|were|have|has|had|do|does|get|gets|really|יכול|יכולה|יכולים|היא|הוא)$/u;
/** Words that make the answer's sentence a condition, an exclusion or a hedge. */
const RESTRICTS = /^(?:only|necessarily|unless|until|רק|ורק|בהכרח|בלבד|עד)$/u;
/** Content words of another sentence a statement shares with the material's, each with its polarity. */
const SHARED = 2;

/** The sentences of a text, trimmed, none empty. */
const sentencesOf = (text: string) =>
  text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
const CLAUSE_BREAK = /[,;:()\u2013\u2014]$/u;

/** An English agent noun ("compiler" for "compile"): another word than its verb, though they share a stem. */
const AGENT = /(?:er|or)s?$/u;
/** The same word, not its agent noun. */
function sameClaimWord(a: MatchWord, b: MatchWord): boolean {
  if (!sameWord(a, b)) return false;
  return a.hebrew || AGENT.test(a.text) === AGENT.test(b.text);
}

interface Token {
  word: MatchWord | null;
  negated: boolean;
  /** Negated inside a description of the subject ("שאינה חסומה", "that is not bounded"): no claim of its own. */
  relative: boolean;
}

/** The tokens of a sentence, each with its content word (if it is one) and whether a negation says it. */
function tokensOf(sentence: string): Token[] {
  const raw = sentence.split(/\s+/u).filter(Boolean);
  const clean = raw.map((t) =>
    t
      .toLowerCase()
      .replace(/[’]/gu, "'")
      .replace(/^[("'“‘[]+/u, '')
      .replace(/[)"'”’\].,;:!?]+$/u, ''),
  );
  return clean.map((t, i) => {
    // (a negation just before, within the clause, or before an auxiliary just before)
    let negated = false;
    let relative = false;
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
      if (CLAUSE_BREAK.test(raw[k]!)) break;
      if (NEGATOR.test(clean[k]!)) {
        negated = true;
        const before = clean[k - 1] ?? '';
        relative =
          /^ש/u.test(clean[k]!) ||
          (RELATIVE.test(before) && !/^ש/u.test(before)) ||
          (/^(?:is|are)$/u.test(before) && RELATIVE.test(clean[k - 2] ?? ''));
        break;
      }
      if (!AUXILIARY.test(clean[k]!)) break;
    }
    const words = NEGATOR.test(t) || AUXILIARY.test(t) ? [] : matchWords(t);
    return { word: words.length === 1 ? words[0]! : null, negated, relative };
  });
}

export interface AffirmedDenial {
  /** The answer's sentence. */
  sentence: string;
  /** The word it affirms. */
  said: string;
  /** The material's sentence that denies it. */
  material: string;
}

/**
 * The sentences of an answer (after its first) that affirm what a sentence of the material denies (see the module's
 * comment). `material` is the model answer and the source quote.
 */
export function affirmedDenials(answer: string, material: string): AffirmedDenial[] {
  const materialSentences = sentencesOf(material).map((s) => ({
    text: s,
    tokens: tokensOf(s).filter((t) => t.word),
  }));
  const out: AffirmedDenial[] = [];
  const sentences = sentencesOf(answer);
  for (const sentence of sentences.slice(1)) {
    if (sentence.endsWith('?')) continue;
    const raw = sentence.split(/\s+/u).map((t) => t.toLowerCase().replace(/[^\p{L}']/gu, ''));
    if (raw.some((t) => RESTRICTS.test(t))) continue;
    const tokens = tokensOf(sentence).filter((t) => t.word);
    let found: AffirmedDenial | null = null;
    for (const m of materialSentences) {
      // (a word the material denies as its claim, and does not also say unnegated in that sentence)
      const claims = m.tokens.filter(
        (t) => t.negated && !t.relative && !m.tokens.some((x) => !x.negated && sameWord(x.word!, t.word!)),
      );
      for (const denied of claims) {
        const said = tokens.filter((t) => sameClaimWord(t.word!, denied.word!));
        // (said negated anywhere in the sentence: the answer agrees)
        if (!said.length || said.some((t) => t.negated)) continue;
        const affirmed = said[0]!;
        // (the same words around it, with the material's polarity: its subject, not another claim)
        const shared = new Set(
          tokens
            .filter(
              (t) =>
                t !== affirmed &&
                !sameWord(t.word!, denied.word!) &&
                m.tokens.some((x) => x !== denied && x.negated === t.negated && sameWord(x.word!, t.word!)),
            )
            .map((t) => t.word!.base),
        );
        if (shared.size < SHARED) continue;
        found = { sentence, said: affirmed.word!.text, material: m.text };
        break;
      }
      if (found) break;
    }
    if (found) out.push(found);
  }
  return out;
}

/** A compound term of one ("single-entry"), and many of the same thing said in an answer ("multiple-entry"). */
const SINGLE_OF = /\bsingle-([a-z]+)/giu;
const MANY_OF = /\b(?:multiple|many|several)[\s-]+([a-z]+)/giu;
const nounOf = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/u, 'y')
    .replace(/(?<=[^s])s$/u, '');

/**
 * The sentences of an answer (after its first) that say many of what the material's compound term says one of ("which
 * is what makes the tree multiple-entry" for "a single-entry, multiple-exit trace tree"), where the material never says
 * many of it. `material` is the question, the model answer and the source quote; `from` 0 reads the first sentence
 * too (the answer's own statement of the point, v25).
 */
export function manyForSingle(answer: string, material: string, from = 1): AffirmedDenial[] {
  const singles = [...material.matchAll(SINGLE_OF)].map((m) => ({ noun: nounOf(m[1]!), text: m[0] }));
  const manys = new Set([...material.matchAll(MANY_OF)].map((m) => nounOf(m[1]!)));
  const out: AffirmedDenial[] = [];
  const sentences = sentencesOf(answer);
  for (const sentence of sentences.slice(from)) {
    const said = [...sentence.matchAll(MANY_OF)].find((m) =>
      singles.some((s) => s.noun === nounOf(m[1]!) && !manys.has(s.noun)),
    );
    if (!said) continue;
    const single = singles.find((s) => s.noun === nounOf(said[1]!))!;
    out.push({ sentence, said: said[0], material: single.text });
  }
  return out;
}
