/**
 * A further claim added to a stated point (decision 105, grading v23). A padded answer gives the material's point and
 * then a sentence of its own presented as a consequence or an addition of it ("This is also why the heap can only hold
 * data whose size is known at compile time"; "Because of this, Rust has to check the ownership rules while the program
 * is running"; "בנוסף, מספר האיברים שנמצאים מחוץ לסביבה לא תלוי ב-ε"; "מהעיקרון הראשון נובע גם ש..."). Teachers
 * grade such answers 45-70: the added claim is false, and the grader cannot tell whether it is. What it can read is
 * the form: a sentence (or the clause after ", which is also why" / ", ולכן גם") that opens with a marker of a further
 * consequence or addition, and that says at least two content words of its own (beyond the material's, the question's
 * and the key ideas', as they are or by meaning): a claim the material does not make. A sentence that draws the
 * material's own conclusion ("מכאן שסדרה שאינה חסומה אינה מתכנסת") says no words of its own; "That is why ..."
 * without "also" is how a student explains the point, and is not read.
 */
import { SENTENCE_BREAK, matchWords, sameWord, saysByMeaning, type MatchWord } from './matching.ts';

/** Openings of a sentence that add a further claim to what was said. */
const ADDED_OPENING = new RegExp(
  [
    String.raw`^(?:this|that|it)\s+(?:is|was)\s+also\s+(?:why|the\s+reason)\b`,
    String.raw`^(?:this|that)\s+also\s+(?:means|explains|implies|makes)\b`,
    String.raw`^because\s+of\s+(?:this|that)\b`,
    String.raw`^for\s+(?:this|that)\s+reason\b`,
    String.raw`^(?:this|that)\s+(?:happens|occurs|works)\s+because\b`,
    String.raw`^in\s+addition\b`,
    String.raw`^(?:additionally|moreover|furthermore)\b`,
    String.raw`^also,`,
    String.raw`^as\s+a\s+(?:result|consequence)\b`,
    String.raw`^it\s+also\s+follows\b`,
    // (a step before the material's process: "Before the inner product is taken, both are normalized to unit length")
    String.raw`^before\s+(?:the|a|an|it|they|any|each|every)\b`,
    String.raw`^(?:בנוסף|בגלל\s+(?:זה|כך)|כתוצאה\s+מ(?:כך|זה)|כמו\s+כן|יתרה\s+מזו|(?:ו)?לכן\s+גם|מזה\s+נובע|מכאן\s+נובע\s+גם)(?=[\s,]|$)`,
    String.raw`^(?:\S+\s+){0,3}נובע(?:ת|ים|ות)?\s+גם(?=\s)`,
  ].join('|'),
  'iu',
);

/** A clause inside a sentence that adds a further claim: ", which is also why ...", ", ולכן גם ...". */
const ADDED_CLAUSE =
  /,\s+(?:which\s+is\s+(?:also\s+)?why|and\s+(?:this|that)\s+is\s+also\s+why|and\s+because\s+of\s+(?:this|that))\s|,\s+(?:ולכן\s+גם|ובגלל\s+זה|וכתוצאה\s+מכך)\s/iu;

/** A sentence that says its claim is a further effect of what it names: "Storing the pointer there also means ...". */
const ALSO_EFFECT = /\balso\s+(?:means|implies|makes|lets|causes|ensures|guarantees)\b/iu;

/** An opinion or a word of praise: filler, left to the padding rule ("which is why I think it's important"). */
const OPINION =
  /\b(?:I|we)\s+(?:think|believe|feel)\b|\b(?:important|useful|popular|interesting|fundamental|crucial)\b|(?:^|\s)(?:חשוב|חשובה|חשובים|מעניין|שימושי|שימושית)(?=\s|$)/iu;

/** Content words of a claim of its own that make it a further claim. */
const OWN_WORDS = 2;

export interface AddedClaim {
  /** The sentence or clause that adds the claim, as the answer writes it. */
  span: string;
}

/** The answer's sentences (`sentencesOf(answer)`) and clauses that add a claim of their own after its first one. */
export function addedClaims(sentences: string[], material: string): AddedClaim[] {
  const known = matchWords(material);
  const out: AddedClaim[] = [];
  const ownWords = (span: string) =>
    OPINION.test(span)
      ? 0
      : dedupe(matchWords(span).filter((w) => !known.some((m) => sameWord(w, m) || saysByMeaning(w, m))))
          .length;
  sentences.forEach((sentence, i) => {
    const marker = ADDED_OPENING.exec(sentence);
    if (marker && i > 0) {
      const rest = sentence.slice(marker[0].length);
      if (ownWords(rest) >= OWN_WORDS) out.push({ span: sentence });
      return;
    }
    const effect = ALSO_EFFECT.exec(sentence);
    if (effect && i > 0) {
      if (ownWords(sentence.slice(effect.index + effect[0].length)) >= OWN_WORDS)
        out.push({ span: sentence });
      return;
    }
    const clause = ADDED_CLAUSE.exec(sentence);
    if (clause) {
      const span = sentence.slice(clause.index + 1).trim();
      const rest = sentence.slice(clause.index + clause[0].length);
      if (ownWords(rest) >= OWN_WORDS) out.push({ span });
    }
  });
  return out;
}

/** The sentences of a text, trimmed, without empty ones (computed once per answer by each reading). */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
}

function dedupe(words: MatchWord[]): MatchWord[] {
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.base) && seen.add(w.base));
}

/** A condition opening a sentence: "If a guard fails, ...", "When an exit becomes hot, ...", "אם ..., ...". */
const CONDITION = /^(?:if|when|whenever|once|אם|כאשר|כש)\s*(.+?),\s*(?:then\s+|אז\s+)?(.+)$/iu;

/** Content words of its own a rival consequence says at least. */
const RIVAL_OWN_WORDS = 3;

/**
 * The answer's sentences (`sentencesOf(answer)`, after its first) that give the material's condition another
 * consequence: "If a guard fails, the VM throws away the whole trace and recompiles the loop" where the material says
 * "If one of the guards fails, the trace exits". The condition shares two content words with the material's; the consequence says none of the
 * material's consequence words (beyond the question's and the condition's) and three content words the material
 * never says (v23).
 */
export function rivalConsequences(sentences: string[], material: string, question: string): AddedClaim[] {
  const questionWords = matchWords(question);
  const materialWords = matchWords(material);
  const conditions = sentencesOf(material.replace(/\s*\([^()]*\)/gu, ''))
    .map((s) => CONDITION.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ condition: matchWords(m[1]!), consequence: matchWords(m[2]!) }));
  if (!conditions.length) return [];
  const out: AddedClaim[] = [];
  sentences.forEach((sentence, i) => {
    if (i === 0) return;
    const m = CONDITION.exec(sentence.replace(/\s*\([^()]*\)/gu, ''));
    if (!m) return;
    const condition = matchWords(m[1]!);
    const consequence = matchWords(m[2]!);
    const own = dedupe(
      consequence.filter((w) => !materialWords.some((x) => sameWord(w, x) || saysByMeaning(w, x))),
    );
    if (own.length < RIVAL_OWN_WORDS) return;
    const rival = conditions.some((c) => {
      const shared = dedupe(condition.filter((w) => c.condition.some((x) => sameWord(w, x))));
      if (shared.length < 2) return false;
      const said = c.consequence.filter(
        (x) => !questionWords.some((q) => sameWord(q, x)) && !c.condition.some((y) => sameWord(y, x)),
      );
      return (
        said.length > 0 && !said.some((x) => consequence.some((w) => sameWord(w, x) || saysByMeaning(w, x)))
      );
    });
    if (rival) out.push({ span: sentence });
  });
  return out;
}
