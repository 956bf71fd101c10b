/**
 * The gate's rules for open questions (decision 105), the same for every engine: the local engine builds questions
 * that pass them, and an AI engine's open question that breaks one is refused like a quote not found on its unit.
 * - key ideas: at least two with content words beyond the question's own (never stop words, filler words or the
 *   words the question already names), because grading checks them;
 * - no template stem ("Explain X as presented in <file>", "what the material says about X");
 * - a model answer that does not point elsewhere ("as discussed above", "see figure 3", "the previous lemma").
 */
import { matchWords, type MatchWord } from './matching.ts';
import type { GeneratedQuestion } from './types.ts';

export interface OpenFlaw {
  code: 'structure' | 'key';
  message: string;
}

const TEMPLATE =
  /\bas (?:it is |they are )?(?:presented|discussed|described|explained) in\b|\bas the (?:material|text|document) presents\b|\bwhat (?:does )?the (?:material|text|document) says? about\b|כפי שהוא מוצג בחומר|כפי שהיא מוצגת בחומר|מה נאמר בחומר/iu;
const POINTER =
  /\bas (?:we |you )?(?:discussed|mentioned|noted|shown|seen|saw|explained|described) (?:above|earlier|before|previously)\b|\bsee (?:above|below|figure|fig\.|table|section)\b|\bthe (?:previous|preceding|next) (?:lemma|theorem|section|chapter|slide|example|lecture)\b|(?:^|\s)(?:לעיל|להלן|הנ"ל|כאמור|כפי שראינו)(?=\s|$|[.,;:])/iu;

/** The same word up to a plural ending or a Hebrew prefix reading. */
function sameName(a: MatchWord, b: MatchWord): boolean {
  if (a.hebrew || b.hebrew)
    return a.hebrew === b.hebrew && [...a.forms].some((f) => !f.startsWith('~') && b.forms.has(f));
  const bare = (w: string) => w.replace(/(?:ies|es|s)$/, '');
  return a.text === b.text || bare(a.text) === bare(b.text);
}

/** Words of a key idea that the question does not already name. */
export function ideaOwnWords(idea: string, questionWords: MatchWord[]): MatchWord[] {
  return matchWords(idea).filter((w) => !questionWords.some((q) => sameName(q, w)));
}

export function openQuestionFlaws(q: GeneratedQuestion): OpenFlaw[] {
  const flaws: OpenFlaw[] = [];
  if (TEMPLATE.test(q.text)) flaws.push({ code: 'structure', message: 'template open question' });
  if (q.correctAnswer && POINTER.test(q.correctAnswer))
    flaws.push({ code: 'key', message: 'sample answer points elsewhere' });
  const asked = matchWords(q.text);
  const gradable = (q.keyIdeas ?? []).filter((i) => ideaOwnWords(i, asked).length > 0);
  if (gradable.length < 2)
    flaws.push({
      code: 'key',
      message: 'fewer than two key ideas with content words beyond the question’s own',
    });
  return flaws;
}
