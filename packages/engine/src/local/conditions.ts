/**
 * Conditions a notice or a set of rules states (decision 104, "lists v4"): "You may write a statement of
 * disagreement if your request is denied.", "If researchers are allowed access to information that identifies who
 * you are, we will ask for your permission.", "We also may disclose information about you in response to a subpoena
 * ... but only if efforts have been made to tell you about the request ...". Asked as "on what condition does this
 * apply: "<what the material allows or promises>"?", the key the condition the material gives, the other options
 * conditions the same document gives for other things. English only: the Hebrew readers have their own
 * (hebrew-defs.ts).
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { contentKeys, onceFor } from '../text.ts';
import { conditionParty } from './kinds.ts';
import { questionConflict } from './defensible.ts';
import { sharesMeaning } from './meaning.ts';
import { resolveBareAct } from './bare-act.ts';

export interface Condition {
  s: Sentence;
  /** What holds on the condition, as written ("You may write a statement of disagreement"). */
  main: string;
  /** The condition with its "if" ("if your request is denied"). */
  condition: string;
  /** The main clause states what someone may, will or must do (a key's sentence); else the line is a fragment. */
  stated: boolean;
  /** The passage to quote when the sentences before resolve the condition's act ("Ask us to change ..."). */
  quote?: string;
}

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
/** A run-in label before a dash ("Business Associate – ..."). */
const LABEL_RE = /^\p{Lu}[\p{L}'’,/ ]{2,60}?\s[–—-]\s+(?=\p{Lu})/u;
const AFTER_RE = /^(.{15,}?)(?:,?\s+|\s*[—–]\s*)(?:but\s+)?(?:only\s+)?(?:if|provided that)\s+(.{8,})$/;
const BEFORE_RE = /^(?:If|Provided that)\s+([^,;:]{8,}),\s+(.{12,})$/;
const MODAL_RE = /\b(?:may|will|can|must|should|shall)\b/i;
/** A clause that leans on what came before ("that authorization", "it", "such a sale"). */
const POINTER_RE = /\b(?:this|that|these|those|it|its|such|they|them|above|below|otherwise)\b/i;
const COND_POINTER_RE = /\b(?:this|these|those|it|its|such|they|them|above|below|otherwise)\b|^that\b/i;
/** The material's own debris: a phone number, a colon list, a lettered list. */
const DEBRIS_RE = /[:;()[\]"“”=<>∈≤≥∥±×^_{}|\\]|\d{3}/;

function clean(text: string): string {
  return text
    .replace(/,?\s+in accordance with applicable law,?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The conditions of a material, read once (every draw asks them). Read only. */
export const conditionsOf = onceFor(readConditions);

function readConditions(corpus: Corpus): Condition[] {
  if (corpus.language !== 'en') return [];
  const out: Condition[] = [];
  for (const s of corpus.sentences) {
    if (s.negated || s.words > 60) continue;
    const text = s.text.trim().replace(/[.!]$/, '').replace(LABEL_RE, '');
    if (/[?]/.test(text)) continue;
    let main: string;
    let cond: string;
    const b = BEFORE_RE.exec(text);
    const a = b ? null : AFTER_RE.exec(text);
    if (b) [main, cond] = [b[2]!, b[1]!];
    else if (a) [main, cond] = [a[1]!, a[2]!];
    else continue;
    main = clean(main);
    cond = clean(cond.replace(/\s*[—–]\s*$/, ''));
    // a condition ends at its first comma ("if you are in jail or prison, as necessary for ..."), unless the comma
    // lists ("if we believe an adult is a victim of abuse, neglect, or domestic violence")
    if (/,/.test(cond) && !/^[^,]+,\s(?:\S+\s){0,2}\S+,?\s(?:or|and)\s(?:\S+\s){0,2}\S+$/.test(cond))
      cond = cond.split(',')[0]!.trim();
    // a condition that reads alone, in a few words, without a second clause after a comma
    // "that" of a condition opens a clause ("assurance that the business associate will ..."), not a pointer
    if (COND_POINTER_RE.test(cond) || DEBRIS_RE.test(cond) || /\b(\w+ \w+) \1\b/.test(cond)) continue;
    // "if and only if" is a definition's, "if statement" a program's; a formula's sentence is no prose
    if (/^(?:and only if|statement|else)\b/i.test(cond) || s.reject === 'math' || /\d/.test(cond)) continue;
    // "if your request is denied" says not which request: resolved from the sentences before ("your request to
    // change your health information") or no condition (readers at d0f7c17)
    const resolved = resolveBareAct(corpus, s, cond);
    if (resolved === null) continue;
    cond = resolved.condition;
    // "if you have questions", "if we make changes" say too little to be told apart
    if (words(cond).length < 4 || words(cond).length > 18) continue;
    // a line that is a fragment ("To correctional institutions if you are in jail") gives its condition as an
    // option only; a key's main clause says what may, will or must be done, leans on nothing, and is prose
    const stated =
      s.usable &&
      MODAL_RE.test(main) &&
      !POINTER_RE.test(main) &&
      !DEBRIS_RE.test(main) &&
      !/[—–]/.test(main) &&
      words(main).length >= 4 &&
      words(main).length <= 24 &&
      /^\p{L}/u.test(main);
    out.push({
      s,
      main: main[0]!.toUpperCase() + main.slice(1),
      condition: `if ${cond}`,
      stated,
      ...(resolved.quote ? { quote: resolved.quote } : {}),
    });
  }
  return out;
}

/**
 * "According to the material, on what condition does this apply: "You may write a statement of disagreement"?":
 * the condition the material gives, against conditions it gives for other things in the same document. An option
 * that shares a content word with the stem is not taken (the stem would point to it), nor a key that does.
 */
const conflicts = new WeakMap<Corpus, Map<string, boolean>>();
/** `questionConflict` of a condition question, once per material and option set (every draw asks again). */
function conflictOnce(
  corpus: Corpus,
  q: { text: string; options: string[]; correctAnswer: string },
  sentence: number,
): boolean {
  let memo = conflicts.get(corpus);
  if (!memo) conflicts.set(corpus, (memo = new Map()));
  const id = `${sentence}|${q.text}|${q.options.join('|')}`;
  let hit = memo.get(id);
  if (hit === undefined) memo.set(id, (hit = !!questionConflict(corpus, q, 'cause-effect', [sentence])));
  return hit;
}

/**
 * What a condition's main clause is: a disclosure of the reader's records ("We may release your PHI as required by
 * military command authorities", a fragment of a list of disclosures: "To correctional institutions") or a rule of
 * another kind (a right of the reader, "You may discuss your concerns with any staff member"; what the writer does,
 * "we may use our best judgment ..."). A condition of a disclosure ("if you are in jail or prison") is no
 * plausible condition of a right (readers at 3b84853: jail and workers' compensation beside "You may discuss your
 * concerns with any staff member").
 */
function mainKind(c: Condition): 'disclosure' | 'rule' {
  return (!c.stated && /^(?:to|with|for)\b/i.test(c.main)) ||
    /\b(?:disclose|release|share|transfer|provide|give)\b[^.]*\b(?:PHI|information|records?|data)\b/i.test(
      c.main,
    )
    ? 'disclosure'
    : 'rule';
}

/**
 * The stem: "According to the material, when may you discuss your concerns with any staff member?" for what the
 * reader may or must do (readers at 3b84853 rated 'on what condition does this apply: "You may ..."' stilted);
 * else the clause quoted.
 */
function conditionStem(main: string): string {
  const m = /^You (may|can|must|should|will|shall) ([^"]+)$/.exec(main.trim());
  if (m && !/\b(?:when|if|whenever)\b/i.test(m[2]!))
    return `According to the material, when ${m[1]} you ${m[2]!.replace(/[.;,]+$/, '')}?`;
  return `According to the material, on what condition does this apply: "${main}"?`;
}

function conditionQuestion(
  corpus: Corpus,
  c: Condition,
  all: Condition[],
  offered: Set<string>,
  rand: () => number,
): Draft | null {
  const stem = conditionStem(c.main);
  const stemKeys = new Set(contentKeys(c.main));
  const keyKeys = contentKeys(c.condition);
  if (keyKeys.some((k) => stemKeys.has(k))) return null;
  // what holds names its condition by meaning ("You may discuss your concerns" if "your privacy rights have been
  // violated"): common sense answers it, whatever conditions stand beside it (readers at 2d06cb2)
  if (sharesMeaning(c.main, c.condition)) return null;
  if (offered.has(c.condition.toLowerCase())) return null;
  const seen = new Set<string>([c.condition.toLowerCase(), ...offered]);
  // conditions about the same party as the key's (the reader's, the writer's, someone else's): "if a Business
  // Associate experiences a breach" is plainly no condition of "You may discuss your concerns" (readers at
  // 26d222d); without three such conditions, no question
  const party = conditionParty(c.condition);
  const kind = mainKind(c);
  const pool: { text: string; score: number }[] = [];
  for (const o of all) {
    if (o === c || o.s.doc !== c.s.doc || o.s.index === c.s.index) continue;
    const low = o.condition.toLowerCase();
    if (seen.has(low) || conditionParty(o.condition) !== party || mainKind(o) !== kind) continue;
    const ok = contentKeys(o.condition);
    // a word of the stem in a wrong option points to it; two words of the key make it the key in other words
    if (ok.some((k) => stemKeys.has(k)) || ok.filter((k) => keyKeys.includes(k)).length >= 2) continue;
    seen.add(low);
    const ratio = o.condition.length / Math.max(1, c.condition.length);
    // conditions that are no key of their own first: a key's condition offered here is not asked after
    const bonus = o.stated ? 0 : 0.5;
    pool.push({
      text: o.condition,
      score: 1 - Math.min(1, Math.abs(1 - ratio)) / 2 + bonus + rand() * 0.5,
    });
  }
  if (pool.length < 3) return null;
  // the first three the last check keeps (a stem word pointing to the key - "military" of "if you are a member of
  // the armed forces", "your" of the key alone - refuses a set): a refused set offers nothing, its conditions stay
  // for the next question of the test
  const ranked = pool.sort((x, y) => y.score - x.score).map((p) => p.text);
  let ds: string[] | null = null;
  for (let shift = 0; shift < Math.min(4, ranked.length - 2) && !ds; shift++) {
    const three = pickThree([...ranked.slice(shift), ...ranked.slice(0, shift)], c.condition, rand);
    const q = three && { text: stem, options: [c.condition, ...three], correctAnswer: 'A' };
    if (q && !conflictOnce(corpus, q, c.s.index)) ds = three;
  }
  if (!ds) return null;
  const from = ds.map((d) => all.find((o) => o.condition === d)!);
  for (const x of [c.condition, ...ds]) offered.add(x.toLowerCase());
  return {
    form: 'cause-effect',
    stem,
    key: c.condition,
    distractors: ds,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.quote ?? c.s.text,
    why: `The other options are conditions the material gives for other things: ${from
      .map((o) => `"${o.s.text.trim()}"`)
      .join('; ')}.`,
  };
}

export function conditionCandidates(corpus: Corpus, rand: () => number): Cand[] {
  const all = conditionsOf(corpus);
  // a condition is offered once in a test (the test refuses an option offered again): the next question of the
  // document takes conditions the earlier ones did not offer
  const offered = new Set<string>();
  return all
    .filter((c) => c.stated)
    .map((c) => ({
      form: 'cause-effect' as const,
      score: (0.8 + 0.4 * (corpus.sentences[c.s.index]?.centrality ?? 0)) * (0.85 + 0.3 * rand()),
      doc: c.s.doc,
      unit: c.s.unit,
      sentences: [c.s.index],
      topics: [`condition:${c.s.doc}`],
      quote: c.quote ?? c.s.text,
      build: () => conditionQuestion(corpus, c, all, offered, rand),
    }));
}
