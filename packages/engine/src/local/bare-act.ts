/**
 * A condition that names an act by a bare pointer (eng-weak6, readers at d0f7c17): "if your request is denied"
 * never says which request ("Ask us to change your health information. You may give us this request in writing.
 * You may write a statement of disagreement if your request is denied."). Such a condition is asked only as the
 * sentences before it resolve it ("if your request to change your health information is denied"); else it is no
 * option nor key. So is a condition that asks with nothing to ask for ("When you request, we will give you a list
 * of disclosures of your health information.": request what?): "when you ask us to ..." from an "Ask us to ..."
 * before it, or not asked. English only.
 */
import type { Corpus, Sentence } from './analysis.ts';

/** "your request", "the appeal", "their claim": a noun of an act with no complement that says which one. */
const BARE_ACT_RE =
  /\b(your|the|our|their|his|her)\s+(requests?|applications?|appeals?|claims?|complaints?|petitions?|submissions?)\b(?!\s+(?:to|for|of|that|about|under|on)\b)/i;

/** "when you request", "if you ask": the act as a verb with nothing after it that says what is asked. */
const BARE_VERB_RE = /\byou\s+(request|ask|apply)\s*[,.;:]?\s*$/i;

/**
 * The bare act a condition names ("your request"; "you request" as a verb with no object, `verb` true), or null
 * when it names none.
 */
export function bareAct(
  condition: string,
): { at: number; text: string; det: string; noun: string; verb?: boolean } | null {
  const v = BARE_VERB_RE.exec(condition);
  if (v) return { at: v.index, text: v[0], det: 'you', noun: 'request', verb: true };
  const m = BARE_ACT_RE.exec(condition);
  if (!m) return null;
  return { at: m.index, text: m[0], det: m[1]!, noun: m[2]!.toLowerCase().replace(/s$/, '') };
}

/** "Ask us to change your health information." and "You may ask us to ...": what the act asks, as written. */
const ASK_RE =
  /^(?:(?:You\s+(?:may|can|have\s+the\s+right\s+to)\s+)?(?:ask|request)\s+(?:us|that\s+we|the\s+\w+)\s+to|(?:You\s+(?:may|can)\s+)?(?:apply|appeal)\s+to)\s+([a-z][^,;:()"“”]{5,80}?)\s*[.!]?$/i;
/** A clause that leans on what came before in its turn. */
const LEANS_RE = /\b(?:this|that|these|those|it|its|such|they|them|above|below)\b/i;

/**
 * The condition with its bare act resolved from the sentences just before it in its unit ("Ask us to change your
 * health information." gives "your request to change your health information"): the nearest sentence of up to three
 * before that asks for something, passing over those that only point back ("You may give us this request in
 * writing."), with the passage from it to the condition's sentence to quote (the key's words are there). The
 * condition as written when it names no bare act; null when the act is bare and nothing before says which one.
 */
export function resolveBareAct(
  corpus: Corpus,
  s: Sentence,
  condition: string,
): { condition: string; quote?: string } | null {
  const bare = bareAct(condition);
  if (!bare) return { condition };
  if (bare.noun !== 'request') return null;
  for (let i = s.index - 1; i >= Math.max(0, s.index - 3); i--) {
    const o = corpus.sentences[i];
    if (!o || o.doc !== s.doc || o.unit !== s.unit) break;
    const m = ASK_RE.exec(o.text.trim());
    if (!m || LEANS_RE.test(m[1]!) || m[1]!.split(/\s+/).length > 10) continue;
    const what = m[1]!.replace(/[.!]$/, '');
    // "when you request" asks what the sentence before asks: "when you ask us to change your health information"
    const act = bare.verb ? `you ask us to ${what}` : `${bare.det} request to ${what}`;
    return {
      condition: `${condition.slice(0, bare.at)}${act}${condition.slice(bare.at + bare.text.length)}`,
      quote: corpus.sentences
        .slice(i, s.index + 1)
        .map((x) => x.text.trim())
        .join(' '),
    };
  }
  return null;
}
