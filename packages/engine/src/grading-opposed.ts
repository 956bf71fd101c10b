/**
 * Claims of an answer that put the opposite of the material's word in the material's statement (decision 105, grading
 * v21): "these rules are checked at runtime" where the material says "a set of rules that the compiler checks" (the
 * answer's word is the opposite of a word the material says, the material never says the answer's word, and the
 * answer's sentence shares two more content words with the material's sentence that says it: the same statement, the
 * other way). Only strict opposites ("compile" / "runtime", "faster" / "slower", "static" / "dynamic"), never the
 * loose ones whose sense depends on what they qualify ("all" / "only", "more" / "less"), of one part of speech on both
 * sides ("when the variable goes out of scope" says nothing against "a fixed size", nor "exits back to the interpreter"
 * against "every compiled trace"), and never a word said in the negative (that is for the denials to read).
 */
import {
  SENTENCE_BREAK,
  matchWords,
  sameWord,
  saysPolarWord,
  strictOpposites,
  type MatchWord,
} from './matching.ts';
import { nlp } from './local/analysis.ts';

export interface OpposedClaim {
  /** The answer's sentence. */
  sentence: string;
  /** The answer's word and the material's word it turns round. */
  said: string;
  material: string;
}

/** Shared content words (beyond the two opposite words) that make two sentences one statement. */
const SHARED_WORDS = 2;

/**
 * Opposites that compare or change (a comparison is read by its sides, swappedComparison; "the heap data may grow"
 * beside "a fixed size" speaks of another thing): not read here.
 */
const SCALAR =
  /^(?:faster|slower|fast|slow|quicker|larger|smaller|bigger|biggest|greater|higher|lower|longer|shorter|stronger|weaker|largest|smallest|highest|lowest|more|less|most|least|increases?|increasing|decreases?|decreasing|reduce|raise|rise|rises|fall|falls|grows?|shrinks?|expand|contract|changes|variable|constant|fixed|same|different|identical|differs?|depends|dependent|earlier|later|early|late|first|last|before|after|long|short|strong|weak|known|unknown|max|min|maximum|minimum|maximize|minimize|many|few|top|bottom|above|below|upper|sum|product|difference|יותר|פחות|גדול|קטן|גדולה|קטנה|גדולים|קטנים|קבוע|קבועה|קבועים|משתנה|משתנית|תלוי|תלויה|תלויים|זהה|זהים|זהות|שונה|שונים|שונות|מהיר|מהירה|איטי|איטית|גבוה|גבוהה|נמוך|נמוכה|ארוך|ארוכה|קצר|קצרה|לפני|אחרי|ראשון|אחרון|מקסימלי|מינימלי|מקסימום|מינימום|הגדול|הקטן|עולה|יורד|יורדת|גדל|גדלה|מגדיל|מגדילה|מקטין|מקטינה)$/u;
/** A sentence that sets two things side by side ("the heap data may grow, but the address ..."): no single claim. */
const CONTRAST =
  /\b(?:but|while|whereas|although|though|unlike|however|even\s+if)\b|(?:^|\s)(?:אבל|אך|בעוד|לעומת|אולם)(?=\s)/iu;

/** Part of speech of an English word of a sentence (noun, verb, adjective ...); null for Hebrew or a word not found. */
function partOfSpeech(sentence: string, word: MatchWord): string | null {
  if (word.hebrew) return null;
  const n = nlp();
  const tokens = n.readDoc(sentence).tokens();
  const values = tokens.out(n.its.value) as string[];
  const pos = tokens.out(n.its.pos) as string[];
  const at = values.findIndex((v) => v.toLowerCase().replace(/['’-]/gu, '') === word.text);
  const tag = at >= 0 ? pos[at]! : null;
  // (a proper noun is a noun, an auxiliary a verb)
  return tag === 'PROPN' ? 'NOUN' : tag === 'AUX' ? 'VERB' : tag;
}

export function opposedClaims(answer: string, material: string): OpposedClaim[] {
  const materialSentences = material
    .split(SENTENCE_BREAK)
    .map((t) => matchWords(t))
    .filter((w) => w.length);
  const materialTexts = material.split(SENTENCE_BREAK).filter((t) => matchWords(t).length);
  const materialWords = materialSentences.flat();
  const out: OpposedClaim[] = [];
  for (const sentence of answer.split(SENTENCE_BREAK)) {
    if (CONTRAST.test(sentence)) continue;
    const words = matchWords(sentence);
    for (const a of words) {
      if (a.negated || a.negatedClause) continue;
      for (const { key, opposites: all } of strictOpposites(a)) {
        if (SCALAR.test(key)) continue;
        const opposites = all.filter((o) => !SCALAR.test(o));
        // (the material says the answer's word too: a contrast of the two, as the material draws it)
        if (materialWords.some((m) => saysPolarWord(m, key))) continue;
        for (const o of opposites) {
          if (words.some((w) => saysPolarWord(w, o))) continue;
          const hit = materialSentences.find((ms, i) => {
            const at = ms.find((m) => saysPolarWord(m, o) && !m.negated && !m.negatedClause);
            if (!at) return false;
            const tag = partOfSpeech(materialTexts[i]!, at);
            const own = partOfSpeech(sentence, a);
            if (tag && own && tag !== own) return false;
            const shared = new Set(
              words
                .filter((w) => w !== a && !saysPolarWord(w, o) && ms.some((m) => m !== at && sameWord(m, w)))
                .map((w) => w.base),
            );
            return shared.size >= SHARED_WORDS;
          });
          if (hit) {
            out.push({ sentence: sentence.trim(), said: a.text, material: o });
            break;
          }
        }
        if (out.at(-1)?.sentence === sentence.trim()) break;
      }
      if (out.at(-1)?.sentence === sentence.trim()) break;
    }
  }
  return out;
}
