/**
 * What a notice says its writer does on a condition (decision 104, eng-yield3): "If you are unable to specifically
 * agree or object, we may use our best judgment when communicating with your family and others." asks "According
 * to the material, what may the practice do if you are unable to specifically agree or object?", the key what the
 * material says ("use its best judgment when communicating with your family and others"), the other options what
 * the same notice says the practice does on other conditions ("ask for your permission" if researchers are allowed
 * access to information that identifies you; "notify you of the cost involved" if you ask more than once in 12
 * months). English notices only: the writer ("we") addresses the reader ("you"), and the material calls the writer
 * a practice, so that the stem names it in the third person as the duty lists do (prose.ts).
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { contentKeys, onceFor } from '../text.ts';
import { questionConflict } from './defensible.ts';
import { sharesMeaning } from './meaning.ts';
import { resolveBareAct } from './bare-act.ts';
import { commonKeys } from './reasons.ts';

export interface WriterAction {
  s: Sentence;
  /** "may", "will", "must" or "can", as written. */
  modal: string;
  /** What the writer does, in the third person ("use its best judgment when communicating with ..."). */
  action: string;
  /** The condition with its opening word ("if you are unable to specifically agree or object"). */
  condition: string;
  /** The action as written leans on what came before ("disclose it", "such information"). */
  leans: boolean;
  /** The passage to quote when the sentences before resolve the condition's act ("Ask us to change ..."). */
  quote?: string;
  /**
   * The condition names an act nothing before resolves ("when you request", "if your request is denied"): never
   * asked, its action only another case's option (what the practice does then is no answer to the stem's case).
   */
  bare?: boolean;
}

const BEFORE_RE =
  /^(If|When|Whenever|Once)\s+([^,;:()"“”]{8,120}),\s+we\s+(?:also\s+)?(may|will|must|can)\s+(?:also\s+)?([^;:()"“”]{8,})$/;
const AFTER_RE =
  /^We\s+(?:also\s+)?(may|will|must|can)\s+(?:also\s+)?([^;:()"“”]{8,}?),?\s+(?:but\s+)?(?:only\s+)?(if|when)\s+([^;:()"“”]{8,})$/;
/** A clause that leans on what came before ("this information", "it", "such a sale"). */
const POINTER_RE = /\b(?:this|that|these|those|it|its|such|they|them|above|below|otherwise)\b/i;
const DISCLOSURE_RE = /\b(?:disclose|release|share|sell|transfer)\b/i;
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);

/** The writer's conditional actions of a material's notices, read once, with those on a bare act. */
const allActions = onceFor(readActions);

/** The writer's conditional actions of a material's notices that may be asked (no bare act in the condition). */
export function writerActions(corpus: Corpus): WriterAction[] {
  return allActions(corpus).filter((a) => !a.bare);
}

function readActions(corpus: Corpus): WriterAction[] {
  if (corpus.language !== 'en') return [];
  // a notice: its writer speaks to the reader and calls itself a practice ("Notice of Privacy Practices")
  const notices = new Set<number>();
  corpus.documents.forEach((d, i) => {
    const text = d.units.map((u) => u.text).join('\n');
    const you = (text.match(/\byou(?:r)?\b/gi) ?? []).length;
    const we = (text.match(/\b(?:we|our|us)\b/gi) ?? []).length;
    if (you >= 20 && we >= 10 && /\bpractices?\b/i.test(text)) notices.add(i);
  });
  if (!notices.size) return [];
  const out: WriterAction[] = [];
  for (const s of corpus.sentences) {
    if (!notices.has(s.doc) || s.negated || s.words > 50) continue;
    const text = s.text.trim().replace(/[.!]$/, '');
    let modal: string;
    let action: string;
    let condition: string;
    const b = BEFORE_RE.exec(text);
    const a = b ? null : AFTER_RE.exec(text);
    if (b) [modal, action, condition] = [b[3]!, b[4]!, `${b[1]!.toLowerCase()} ${b[2]!}`];
    else if (a) [modal, action, condition] = [a[1]!, a[2]!, `${a[3]!} ${a[4]!}`];
    else continue;
    if (/^(?:not|never)\b/i.test(action)) continue;
    // a verb after a modal is bare: "we will updates this Notice" is the source's slip, no option
    if (/^[a-z]*[^s]s\b/i.test(action)) continue;
    const leans = POINTER_RE.test(action);
    // the writer in the third person: "our" is the practice's own; a "we" or "us" left reads as no option
    action = action.replace(/\bour\b/g, 'its').trim();
    if (/\b(?:we|us|I|me|my)\b/.test(action) || words(action).length < 3 || words(action).length > 22)
      continue;
    // "if your request is denied" says not which request: resolved from the sentences before or not asked
    const resolved = resolveBareAct(corpus, s, condition.trim());
    out.push({
      s,
      modal: modal.toLowerCase(),
      action,
      condition: resolved?.condition ?? condition.trim(),
      leans,
      ...(resolved?.quote ? { quote: resolved.quote } : {}),
      ...(resolved === null ? { bare: true } : {}),
    });
  }
  return out;
}

/** Content roots of a clause (five letters), without the roots most sentences of its document use. */
function roots(text: string, common: Set<string>): Set<string> {
  return new Set(
    contentKeys(text)
      .map((k) => k.slice(0, 5))
      .filter((k) => !common.has(k)),
  );
}

function actionQuestion(
  corpus: Corpus,
  c: WriterAction,
  all: WriterAction[],
  rand: () => number,
): Draft | null {
  const cond = c.condition;
  if (c.bare) return null;
  // a key's condition reads alone: about the reader, in a few words, leaning on nothing before it, no figure, no
  // doubled words of a garbled source ("information that information that")
  if (!/^(?:if|when|whenever|once)\s+(?:you|your)\b/i.test(cond)) return null;
  if (words(cond).length < 5 || words(cond).length > 18 || POINTER_RE.test(cond) || /\d/.test(cond))
    return null;
  if (/\b(\w+ \w+) \1\b/.test(cond) || c.leans || !c.s.usable) return null;
  const common = commonKeys(corpus, c.s.doc, (k) => k.slice(0, 5));
  const own = new Set([...roots(c.action, common), ...roots(cond, common)]);
  const stem = `According to the material, what ${c.modal} the practice do ${cond}?`;
  const stemKeys = new Set(contentKeys(stem));
  // the key says nothing the stem says: "if you request ..." beside "give you what you request" answers itself
  if (contentKeys(c.action).some((k) => stemKeys.has(k) && !/^(?:you|your|health|information)$/.test(k)))
    return null;
  // nor in other words ("if you are a member of the armed forces" beside "release ... to military command
  // authorities"; meaning.ts)
  if (sharesMeaning(c.action, cond)) return null;
  const pool: { a: WriterAction; score: number }[] = [];
  const seen = new Set([c.action.toLowerCase()]);
  for (const o of all) {
    if (o.s.doc !== c.s.doc || o.s.index === c.s.index || seen.has(o.action.toLowerCase())) continue;
    // an action about the same thing as the key's (its family, its records) may be what happens then too: "release
    // health information about you to a friend or family member" beside "communicating with your family"
    // a disclosure the notice allows on its legal grounds may be made in any case, whatever the reader does
    if (DISCLOSURE_RE.test(o.action)) continue;
    const or = roots(o.action, common);
    if ([...or].some((k) => own.has(k))) continue;
    if (contentKeys(o.action).some((k) => stemKeys.has(k) && !/^(?:you|your|health|information)$/.test(k)))
      continue;
    const ratio = o.action.length / Math.max(1, c.action.length);
    if (ratio < 0.3 || ratio > 3) continue;
    seen.add(o.action.toLowerCase());
    pool.push({ a: o, score: 1 - Math.min(1, Math.abs(1 - ratio)) / 2 + rand() * 0.5 });
  }
  if (pool.length < 3) return null;
  const ranked = pool.sort((x, y) => y.score - x.score).map((p) => p.a.action);
  let ds: string[] | null = null;
  for (let shift = 0; shift < Math.min(4, ranked.length - 2) && !ds; shift++) {
    const three = pickThree([...ranked.slice(shift), ...ranked.slice(0, shift)], c.action, rand);
    const q = three && { text: stem, options: [c.action, ...three], correctAnswer: 'A' };
    if (q && !questionConflict(corpus, q, 'cause-effect', [c.s.index])) ds = three;
  }
  if (!ds) return null;
  const from = ds.map((d) => all.find((o) => o.action === d && o.s.doc === c.s.doc)!);
  return {
    form: 'cause-effect',
    stem,
    key: c.action,
    distractors: ds,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.quote ?? c.s.text,
    used: [c.s.index, ...from.map((o) => o.s.index)],
    why: `The other options are what the material says the practice does in other cases: ${from
      .map((o) => `"${o.s.text.trim()}"`)
      .join('; ')}.`,
  };
}

export function actionCandidates(corpus: Corpus, rand: () => number): Cand[] {
  const all = allActions(corpus);
  return writerActions(corpus).map((c) => ({
    form: 'cause-effect' as const,
    score: (0.8 + 0.4 * (corpus.sentences[c.s.index]?.centrality ?? 0)) * (0.85 + 0.3 * rand()),
    doc: c.s.doc,
    unit: c.s.unit,
    sentences: [c.s.index],
    topics: [`action:${c.s.doc}`],
    quote: c.quote ?? c.s.text,
    build: () => actionQuestion(corpus, c, all, rand),
  }));
}
