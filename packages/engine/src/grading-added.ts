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
    String.raw`^(?:בנוסף|בגלל\s+(?:זה|כך)|כתוצאה\s+מ(?:כך|זה)|כמו\s+כן|יתרה\s+מזו|(?:ו)?לכן\s+גם|מזה\s+נובע|מכאן\s+נובע\s+גם)(?=[\s,]|$)`,
    String.raw`^(?:\S+\s+){0,3}נובע(?:ת|ים|ות)?\s+גם(?=\s)`,
  ].join('|'),
  'iu',
);

/** A clause inside a sentence that adds a further claim: ", which is also why ...", ", ולכן גם ...". */
const ADDED_CLAUSE =
  /,\s+(?:which\s+is\s+also\s+why|and\s+(?:this|that)\s+is\s+also\s+why|and\s+because\s+of\s+(?:this|that))\s|,\s+(?:ולכן\s+גם|ובגלל\s+זה|וכתוצאה\s+מכך)\s/iu;

/** Content words of a claim of its own that make it a further claim. */
const OWN_WORDS = 2;

export interface AddedClaim {
  /** The sentence or clause that adds the claim, as the answer writes it. */
  span: string;
}

/** The answer's sentences and clauses that add a claim of their own after its first sentence. */
export function addedClaims(answer: string, material: string): AddedClaim[] {
  const known = matchWords(material);
  const sentences = answer
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: AddedClaim[] = [];
  const ownWords = (span: string) =>
    dedupe(matchWords(span).filter((w) => !known.some((m) => sameWord(w, m) || saysByMeaning(w, m)))).length;
  sentences.forEach((sentence, i) => {
    const marker = ADDED_OPENING.exec(sentence);
    if (marker && i > 0) {
      const rest = sentence.slice(marker[0].length);
      if (ownWords(rest) >= OWN_WORDS) out.push({ span: sentence });
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

function dedupe(words: MatchWord[]): MatchWord[] {
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.base) && seen.add(w.base));
}
