/**
 * "Why" questions from the reasons English prose states (decision 104, "reasons" amendment):
 * "Accessing data in the heap is generally slower than accessing data on the stack because you have to follow a
 * pointer to get there." -> "According to the material, why is accessing data in the heap generally slower than
 * accessing data on the stack?" with the stated reason as the key and three reasons the material gives for other
 * claims as distractors.
 * - The claim is turned into a question by moving its auxiliary ("X is Y" -> "why is X Y?") or with do-support
 *   ("X requires Y" -> "why does X require Y?"); a claim opening with a pronoun, a pointer or the authors ("we")
 *   is not asked.
 * - A distractor opens like the key (the same pronoun "it"/"they", or a noun phrase), so that no option is ruled
 *   out by its grammar; it shares no content word with the key's reason and at most one with its claim (the same
 *   fact told from the other side - "pushing to the stack is faster" / "allocating on the heap requires more work"
 *   - would be a second correct answer); no formula, no pointer, no "we"/"you".
 * - The key may not be the only option that repeats a word of the stem.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { hasFormula } from './formula.ts';
import { properWord } from './shape.ts';
import { contentKeys, rng } from '../text.ts';

export interface Reason {
  s: Sentence;
  /** What the reason is given for, as written ("Pushing to the stack is faster than allocating on the heap"). */
  claim: string;
  /** The reason clause ("the allocator never has to search for a place to store new data"). */
  reason: string;
  /** How the reason opens: "it", "they" or "np" (a noun phrase). */
  opens: string;
  /** The question, or null when the claim cannot be asked about (it then serves as a distractor only). */
  stem: string | null;
  /** The sentence before, when it holds the reason ("... so the text is hardcoded ... This is why ..."). */
  before?: Sentence;
}

/** Words pointing elsewhere or at the reader: a clause holding one does not stand on its own. */
const POINTING_RE =
  /\b(?:this|these|those|such(?! as)|above|below|here|following|previous|latter|former|its|figure|listing|table|section|chapter|example|we|our|I|me|my|let's)\b/i;
/** The reader or the authors addressed: a claim holding one is not asked ("you can store the pointer"). */
const ADDRESSED_RE = /\b(?:you|your|us)\b/i;
/** A word written twice ("tree trees" for "trace trees"): a typo of the source is not copied into a question. */
const DOUBLED_RE = /\b([a-z]{3,})\s+\1s?\b/i;
const PRONOUN_OPEN_RE =
  /^(?:it|they|this|that|these|those|he|she|we|you|there|here|such|so|but|and|or|however|thus|hence|therefore|then|also|instead)\b/i;
/** Auxiliaries a question inverts: "X is Y" -> "is X Y". */
const INVERT_RE = /^(?:is|are|was|were|can|could|must|should|will|would|may|might)$/i;

/** Whether a clause is prose that stands on its own. */
function clean(text: string): boolean {
  return (
    !hasFormula(text) &&
    !POINTING_RE.test(text) &&
    !/[()[\]{}"“”=<>|]/.test(text) &&
    !/\d/.test(text) &&
    !DOUBLED_RE.test(text) &&
    (text.match(/'/g) ?? []).length === 0
  );
}

/** Lower case for a capitalised first word that is not a name ("Dividing", not "SpiderMonkey"). */
const lower1 = (s: string) =>
  /^[A-Z][a-z]+\b/.test(s) && !/^[A-Z][a-z]*[A-Z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;

/** The reason clause as an option: up to a semicolon or a contrast, without "it means that". */
export function reasonClause(raw: string): string | null {
  let r = raw.trim().replace(/[.;:]+$/u, '');
  r = r.split(/;|,\s+(?:but|and yet|yet|while|whereas|which|so|not)\b|\s+-\s+/)[0]!.trim();
  r = r.replace(/^(?:it|this) means that\s+|^the reason is that\s+/i, '');
  const n = r.split(/\s+/).length;
  if (n < 4 || n > 22 || !clean(r)) return null;
  return lower1(r);
}

function opensOf(reason: string): string | null {
  const w = reason.split(/\s+/)[0]!.toLowerCase();
  if (w === 'it' || w === 'they' || w === 'you') return w;
  if (PRONOUN_OPEN_RE.test(reason)) return null;
  return 'np';
}

/**
 * "Why ...?" for a claim, or null: the subject (a noun phrase, not a pronoun) before the first verb, then the
 * verb inverted ("is", "can") or carried by "does"/"do" ("requires" -> "does ... require").
 */
export function whyStem(s: Sentence, claim: string, at: number): string | null {
  let c = claim.trim().replace(/,$/, '');
  let offset = at;
  // "The most appealing property is that X" -> X
  const lead =
    /^(?:The|One|An?) (?:[a-z]+ ){0,2}(?:property|reason|point|advantage|observation|idea|benefit) is that /.exec(
      c,
    );
  if (lead) {
    c = c.slice(lead[0].length);
    offset += lead[0].length;
  }
  // a leading adverb ("Comparatively,") is dropped; a leading place ("In JavaScript,") goes to the end
  let tail = '';
  const adv = /^[A-Z][a-z]+ly,\s+/.exec(c);
  if (adv) {
    c = c.slice(adv[0].length);
    offset += adv[0].length;
  }
  const place = /^(In [A-Z][\w-]*(?: [A-Za-z][\w-]*)?),\s+/.exec(c);
  if (place) {
    tail = ` ${place[1]![0]!.toLowerCase()}${place[1]!.slice(1)}`;
    c = c.slice(place[0].length);
    offset += place[0].length;
  }
  if (
    PRONOUN_OPEN_RE.test(c) ||
    /^As\b/.test(c) ||
    !clean(c) ||
    ADDRESSED_RE.test(c) ||
    c.split(/\s+/).length < 4
  )
    return null;
  const toks = s.tokens.filter((t) => t.start >= offset && t.end <= offset + c.length + 1);
  // the subject ends at the first auxiliary ("Incrementing the loop hit counter | is expensive"), else at a verb
  // in the third person ("Penalizing large weights | tends to ...")
  let v = toks.findIndex((t, i) => i >= 1 && t.pos === 'AUX' && INVERT_RE.test(t.text));
  if (v < 0) v = toks.findIndex((t, i) => i >= 1 && t.pos === 'VERB' && /[^s]s$/.test(t.text));
  if (v < 1) return null;
  if (
    !INVERT_RE.test(toks[v]!.text) &&
    toks.slice(1, v).some((t) => t.pos === 'VERB' && !/(?:ing|ed)$/.test(t.text))
  )
    return null;
  const subjToks = toks.slice(0, v);
  if (!subjToks.some((t) => ['NOUN', 'PROPN'].includes(t.pos) || /ing$/.test(t.text))) return null;
  if (subjToks.some((t) => t.pos === 'PRON')) return null;
  if (c.slice(0, toks[v]!.start - offset).includes(',')) return null;
  const verb = toks[v]!;
  const subject = lower1(c.slice(0, verb.start - offset).trim());
  const rest = c.slice(verb.end - offset).trim();
  if (!rest || /^(?:not|n't)\b/.test(rest)) return null;
  let q: string;
  if (INVERT_RE.test(verb.text)) q = `why ${verb.text.toLowerCase()} ${subject} ${rest}${tail}`;
  else if (
    verb.pos === 'VERB' &&
    /[^s]s$/.test(verb.text) &&
    verb.key &&
    verb.key !== verb.text.toLowerCase()
  )
    q = `why does ${subject} ${verb.key} ${rest}${tail}`;
  else return null;
  return `According to the material, ${q.replace(/\s+/g, ' ')}?`;
}

/** A claim that says the sentence before is its reason: "This is why X.", "That is why X.", "Therefore, X." */
const BACK_RE = /^(?:(?:This|That) is why|Therefore,|For this reason,)\s+([a-z].{14,})$/;

/**
 * What the sentence before a "This is why ..." says, as a reason clause: its last clause after a colon ("There's a
 * design choice that's implied by this: Rust will never automatically create "deep" copies of your data"), or the
 * consequence after ", so" ("we know the contents at compile time, so the text is hardcoded directly into the final
 * executable"); a word in scare quotes loses its quotes. Null for a question, or a clause that opens on a phrase
 * of the sentence's start ("In the case of X, we ...").
 */
function backReason(prev: Sentence): string | null {
  let r = prev.text.trim().replace(/[.!]$/u, '');
  if (/[?]/.test(r)) return null;
  const colon = r.lastIndexOf(': ');
  if (colon >= 0) r = r.slice(colon + 2);
  const so = /,\s+so\s+(?!that\b|far\b|as\b)(.{12,})$/.exec(r);
  if (so) r = so[1]!;
  r = r.replace(/["“]([\w-]+)["”]/g, '$1');
  // the clause must open with its own subject, not lean on the sentence's start ("In the case of X, we ...")
  return /^[A-Z][a-z]*\b/.test(r) && !/^(?:In|On|At|For|With|When|If|As)\b/.test(r)
    ? r
    : /^[a-z]/.test(r)
      ? r
      : null;
}

/** "Claim because/since reason", "Because reason, claim" in the document's prose. */
export function reasonsOf(corpus: Corpus, prose: (s: Sentence) => boolean): Reason[] {
  const out: Reason[] = [];
  for (const s of corpus.sentences) {
    if (!prose(s) || s.words > 45) continue;
    const t = s.text.trim();
    let m = /^(.{15,}?),?\s+(?:because|since)\s+(.{12,})$/.exec(t);
    let claim: string;
    let raw: string;
    let at = 0;
    let before: Sentence | undefined;
    if (m && !/\bBecause\b/.test(m[1]!)) {
      claim = m[1]!;
      raw = m[2]!;
    } else if ((m = /^Because\s+([^,]{12,}),\s+(.{15,})$/.exec(t))) {
      raw = m[1]!;
      claim = m[2]!.replace(/\.$/, '');
      at = t.indexOf(claim);
    } else if ((m = /^([^,]{20,}),\s+so\s+(?!that\b|far\b|as\b|here\b|for\b)(.{12,})$/.exec(t))) {
      // "Dividing large numbers can be numerically unstable, so it is important to ...": the first clause is
      // the reason of the second
      raw = m[1]!;
      claim = m[2]!.replace(/\.$/, '');
      at = t.indexOf(claim);
    } else if ((m = BACK_RE.exec(t))) {
      // "This is why string literals are fast and efficient." / "Therefore, any automatic copying can be assumed
      // to be inexpensive ...": the reason is the sentence before, in the same unit
      const prev = corpus.sentences[s.index - 1];
      const back =
        prev && prev.doc === s.doc && prev.unit === s.unit && prose(prev) ? backReason(prev) : null;
      if (!back) continue;
      raw = back;
      before = prev;
      claim = m[1]!.replace(/\.$/, '');
      at = t.indexOf(claim);
    } else continue;
    const clause = reasonClause(raw);
    if (!clause) continue;
    // a name the material capitalises mid-sentence keeps its capital ("Rust will never ...")
    const first = raw.trim().split(/\s+/)[0]!;
    const reason = properWord(corpus, first) ? first + clause.slice(first.length) : clause;
    // "since 1985", "since then": not a reason
    // (read in the sentence that holds the reason: the one before, for "This is why ...")
    const rs = before ?? s;
    // (a word whose scare quotes `backReason` dropped: the span is found without them, its end given their room)
    const quotes = before ? (rs.text.match(/["“”]/g) ?? []).length : 0;
    const rAt = (quotes ? rs.text.replace(/["“”]/g, '') : rs.text)
      .toLowerCase()
      .indexOf(reason.toLowerCase());
    if (rAt < 0) continue;
    const rToks = rs.tokens.filter((k) => k.start >= rAt && k.end <= rAt + reason.length + quotes);
    if (!rToks.some((k) => k.pos === 'VERB' || k.pos === 'AUX')) continue;
    // a clause cut at a comma inside a phrase ("Because the pointer is a known, fixed size, ...")
    const [penult, last] = [rToks[rToks.length - 2], rToks[rToks.length - 1]];
    if (['DET', 'ADP', 'CCONJ'].includes(last?.pos ?? '')) continue;
    if (penult?.pos === 'DET' && !['NOUN', 'PROPN', 'NUM'].includes(last?.pos ?? '')) continue;
    const opens = opensOf(reason);
    if (!opens) continue;
    // the claim needs its neighbours ("This is space inefficient"), or is the authors speaking
    const asked =
      PRONOUN_OPEN_RE.test(claim.trim()) || POINTING_RE.test(claim) ? null : whyStem(s, claim, at);
    out.push({ s, claim, reason, opens, stem: asked, ...(before ? { before } : {}) });
  }
  return out;
}

/** A claim about a cost: a problem, a difficulty, slowness ("Fat bytecodes are a problem", "X is expensive"). */
const COST_RE =
  /\b(?:problems?|problematic|difficult(?:y|ies)?|hard(?:er)?|expensive|costly|slow(?:er|down|s)?|inefficient|wasteful|wastes?|unstable|complex|complicated|fail(?:s|ure)?|error-prone|impossible|cannot|unable|risky|dangerous|unsafe|worse|poor|underestimated|overestimated|small speedup|no speedup|space inefficient|overhead)\b/i;
/** A claim about a merit: speed, ease, use ("Pushing to the stack is faster", "Huge pages are popular"). */
const MERIT_RE =
  /\b(?:fast(?:er)?|quick(?:ly)?|cheap(?:er)?|inexpensive|efficient(?:ly)?|popular|important|useful|easy|easier|simple|simpler|better|best|improves?|good|well|safe|preferred|attractive|appealing|advantages?|benefits?|beneficial|powerful|robust|stable|accurate|effective|achieves?)\b/i;

/** What a claim says of its subject: a cost, a merit, or a plain fact. */
export function claimKind(claim: string): 'cost' | 'merit' | 'fact' {
  const cost = COST_RE.test(claim);
  const merit = MERIT_RE.test(claim);
  return cost && !merit ? 'cost' : merit && !cost ? 'merit' : 'fact';
}

/** A claim of speed or cost at run time ("fast and efficient", "inexpensive in terms of runtime performance"). */
const PERFORMANCE_RE =
  /\b(?:fast(?:er)?|quick(?:er|ly)?|slow(?:er)?|efficient(?:ly)?|inefficient|cheap(?:er)?|(?:in)?expensive|costly|performance|speed(?:s|up)?|overhead)\b/i;
/** At most this many reasons in a document: a chapter of one subject, not a paper of many (see `whyQuestion`). */
const FEW_REASONS = 8;
/** A content key without its inflection ("copies", "copying" -> "copy"; "literals" -> "literal"). */
const stemOf = (k: string) =>
  k.replace(/(?:ies|ied|ying)$/, 'y').replace(/(?<=[a-z]{3})(?:ing|es|ed|s)$/, '');

/**
 * A "why" question with three plausible wrong reasons, or null (readers at bfd871f: reasons from unrelated parts
 * of the paper - "they are a natural place to look for hot paths" for why name lookup is expensive - are rejected
 * on their face). A wrong reason
 * - opens like the key (the same pronoun or a noun phrase) and is of a comparable length;
 * - was given for a claim of the same kind: a reason for another cost among reasons for a cost ("why are fat
 *   bytecodes a problem?" never offers the reason languages are popular);
 * - comes from the same part of the material (the same page, section or heading, or the next one) or the same
 *   subject (its claim or reason shares a content word with the claim asked about, beyond the words the whole
 *   document repeats); in a document that states at most FEW_REASONS reasons (a chapter of one subject), a reason
 *   for a claim of speed or cost from another section too, when the key's claim is one and neither the other's
 *   claim nor its reason names a word of the key's claim;
 * - is no second correct answer: no two content words of the key's reason, not the same claim told from the
 *   other side (two content words of the claim).
 */
export function whyQuestion(r: Reason, all: Reason[], common: Set<string>, seed: number): Draft | null {
  if (!r.stem) return null;
  const rand = rng(seed);
  const key = r.reason;
  const claimKeys = new Set(contentKeys(r.claim));
  const reasonKeys = new Set(contentKeys(key));
  const stemKeys = new Set(contentKeys(r.stem));
  const kind = claimKind(r.claim);
  const claimStems = new Set(contentKeys(r.claim).map(stemOf));
  const performance = kind !== 'fact' && PERFORMANCE_RE.test(r.claim);
  const few = all.filter((o) => o.s.doc === r.s.doc).length <= FEW_REASONS;
  const pool: { text: string; score: number }[] = [];
  for (const o of all) {
    if (o === r || o.s.doc !== r.s.doc || o.opens !== r.opens) continue;
    if (o.reason.toLowerCase() === key.toLowerCase()) continue;
    // the same reason in other words, or a reason for the same claim told from the other side
    if (contentKeys(o.reason).filter((k) => reasonKeys.has(k) && !common.has(k)).length >= 2) continue;
    if (new Set(contentKeys(o.claim).filter((k) => claimKeys.has(k))).size >= 2) continue;
    const ratio = o.reason.length / Math.max(1, key.length);
    if (ratio < 0.5 || ratio > 2) continue;
    if (claimKind(o.claim) !== kind) continue;
    const near =
      Math.abs(o.s.unit - r.s.unit) <= 1 || (o.s.heading !== undefined && o.s.heading === r.s.heading);
    const subject = contentKeys(`${o.claim} ${o.reason}`).some((k) => claimKeys.has(k) && !common.has(k));
    // a chapter that gives few reasons gives them of its one subject: a reason for another claim of speed or cost
    // from another of its sections is a plausible wrong reason ("why are string literals fast?" beside why pushing
    // to the stack is faster), unless its claim or reason speaks of what the key's claim is about (then it may be a
    // second answer: "types ... stored entirely on the stack" for why pushing to the stack is faster)
    const apart =
      few &&
      performance &&
      PERFORMANCE_RE.test(o.claim) &&
      !contentKeys(`${o.claim} ${o.reason}`).some((k) => claimStems.has(stemOf(k)));
    if (!near && !subject && !apart) continue;
    pool.push({
      text: o.reason,
      score: 1 - Math.abs(1 - ratio) / 2 + (o.s.unit === r.s.unit ? 0.2 : 0) + rand() * 0.3,
    });
  }
  pool.sort((a, b) => b.score - a.score);
  const texts = [...new Set(pool.map((p) => p.text))];
  const echoes = (x: string) => contentKeys(x).some((k) => stemKeys.has(k));
  // the key may not be the only option repeating a word of the stem
  const ds = pickThree(texts, key, rand, (d) => !echoes(key) || d.filter(echoes).length >= 2);
  if (!ds) return null;
  return {
    form: 'cause-effect',
    stem: r.stem,
    key,
    distractors: ds,
    doc: r.s.doc,
    unit: r.s.unit,
    quote: r.before ? `${r.before.text.trim()} ${r.s.text.trim()}` : r.s.text,
    why: 'The other options are reasons the material gives for other things.',
  };
}

/**
 * Roots used by more than one sentence in twenty of a document: "trace" in a paper on tracing. `root` reads a
 * content key as the root counted (the key itself unless told; `actions.ts` counts its first five letters).
 */
export function commonKeys(corpus: Corpus, doc: number, root = (k: string) => k): Set<string> {
  const count = new Map<string, number>();
  let n = 0;
  for (const s of corpus.sentences) {
    if (s.doc !== doc) continue;
    n++;
    for (const k of new Set(contentKeys(s.text).map(root))) count.set(k, (count.get(k) ?? 0) + 1);
  }
  return new Set([...count].filter(([, c]) => c > Math.max(4, n / 20)).map(([k]) => k));
}

export function reasonCandidates(corpus: Corpus, prose: (s: Sentence) => boolean): Cand[] {
  if (corpus.language !== 'en') return [];
  const all = reasonsOf(corpus, prose);
  const commons = new Map<number, Set<string>>();
  const out: Cand[] = [];
  for (const r of all) {
    if (!r.stem) continue;
    const common = commons.get(r.s.doc) ?? commonKeys(corpus, r.s.doc);
    commons.set(r.s.doc, common);
    out.push({
      form: 'cause-effect',
      score: 0.85,
      doc: r.s.doc,
      unit: r.s.unit,
      sentences: r.before ? [r.before.index, r.s.index] : [r.s.index],
      topics: [`why:${r.s.index}`],
      quote: r.before ? `${r.before.text.trim()} ${r.s.text.trim()}` : r.s.text,
      build: () => whyQuestion(r, all, common, r.s.index * 29 + 7),
    });
  }
  return out;
}
