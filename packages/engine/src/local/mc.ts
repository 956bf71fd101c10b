/** Multiple-choice questions from sentences: cloze stems on terms, definitions and numbers. */
import type { GeneratedQuestion, GenerateRequest } from '../types.ts';
import { BLANK, formatOptions, longestOptionCue, overlappingOptions } from '../quality.ts';
import type { Corpus, Sentence, Term, Tok } from './analysis.ts';
import { kin, spanKeys, tailOfTerm } from './analysis.ts';
import { clozeKind, collocationCue, fillsKeySlot, fitsSubjectSlot, fitsVerbSlot } from './cloze-kind.ts';
import { clozeInsideCompound, clozeMissesPoint, dominantTerm } from './cloze-point.ts';
import { isHebrewWord } from '../text.ts';
import { hebrewClass, isolated, stemHoldsNumber, unitLabel, unitTitleOf } from './util.ts';
import { displayCase, fillerPhrase, sameShape } from './shape.ts';
import { optionsConflict, screenPool } from './defensible.ts';

export type Kind = 'definition' | 'term' | 'number';
export interface Candidate {
  sentence: Sentence;
  kind: Kind;
  term?: Term;
  from: number;
  to: number; // token range [from, to)
  score: number;
}

const DEF_HE = new Set([
  'הוא',
  'היא',
  'הם',
  'הן',
  'זהו',
  'זוהי',
  'נקרא',
  'נקראת',
  'נקראים',
  'מוגדר',
  'מוגדרת',
  'מוגדרים',
  'פירושו',
]);
const PRONOUN_START =
  /^(it|this|that|these|those|they|he|she|its|their|here|there|such|also|then|so|but|and|or|even so|however|moreover|furthermore|likewise|similarly|instead|otherwise|again|still|yet|thus|hence|therefore|in addition|additionally)\b/i;
/** The reader addressed directly: course logistics rather than subject matter ("If you're coming to this class..."). */
const SECOND_PERSON = /\b(you|your|you're|you'll|yourself)\b/i;
/**
 * A blank right after a possessive or demonstrative ("its _____", "this _____") names something only the
 * surrounding text identifies, so several options would fit.
 */
const DEICTIC_BEFORE = /^(its|their|his|her|our|your|my|this|that|these|those)$/i;
/** The words before a blank that set it as the baseline of a comparison: "a 3.9x speedup over the _____". */
const COMPARISON_FRAME =
  /\b(?:(?:speed-?ups?|slow-?downs?|improvements?|gains?|advantages?|overheads?)\s+(?:over|against|relative\s+to|compared\s+(?:to|with))|\w+er\s+than|(?:more|less|better|worse)\s+\w*\s*than|compared\s+(?:to|with)|relative\s+to|versus|vs\.?)\s+(?:the\s+|a\s+|an\s+)?$/i;
const NUMBER_CONTEXT_BAD =
  /(figure|fig|table|section|chapter|page|eq|equation|step|lecture|slide|line|listing|ch|part|version|appendix|exercise|problem|question|proposition|theorem|lemma|definition|corollary|example|remark|algorithm|item|no|איור|טבלה|פרק|סעיף|עמוד|משפט|הגדרה|למה|דוגמה|תרגיל|שאלה)\.?\s*$/iu;

function termAt(corpus: Corpus, toks: Tok[], i: number): { term: Term; len: number } | null {
  // the longest term first
  const keys = spanKeys(toks, i);
  for (let len = keys.length; len >= 1; len--) {
    const t = corpus.terms.get(keys[len - 1]!);
    if (t) return { term: t, len };
  }
  return null;
}

/**
 * A sentence a cloze may copy: a statement of the subject, not signposting ("We'll concentrate on ..."), an
 * instruction ("Begin by examining ..."), a caption, or a heading run into the sentence ("6.2 Trace Stitching
 * Transitions ...").
 */
export function clozeSentence(s: Sentence): boolean {
  const t = s.text;
  if (/^\d+(?:\.\d+)*\.?\s+[A-Z\u05D0-\u05EA]/u.test(t)) return false;
  if (PERSONAL_RE.test(t) || SECOND_PERSON.test(t)) return false;
  if (PRONOUN_START.test(t) || /^(?:just like|like|as with|unlike|on the other hand|in contrast)\b/i.test(t))
    return false;
  const first = s.tokens[0];
  if (first?.pos === 'ADV' && s.tokens[1]?.pos === 'VERB') return false;
  // an instruction: a sentence that opens with a verb
  if (
    first &&
    /^[A-Z]/.test(first.text) &&
    (first.pos === 'VERB' ||
      /^(?:begin|start|try|let|note|recall|consider|use|make|take|see)$/i.test(first.text))
  )
    return false;
  return true;
}
const PERSONAL_RE =
  /\b(?:we|I)(?:'ll|'re|'ve| are| also| will| shall| now| first| next| then| saw| have| see| can| begin| start| turn| discuss| consider| look| explore| introduce| review| mentioned| said| learn| want| need| are going| do| did| get| concentrate| focus| stretch| use)\b|\blet's\b|\b(?:us|our|me|my)\b|(?<!\p{L})(?:נראה|נקבל|נסמן|נניח|נשים|ראינו|אנו|אנחנו|שלנו|לדוגמה|למשל)(?!\p{L})/iu;

/** Candidate stems; `rand` adds a little jitter to the scores so that repeated generations vary. */
const bigrams = new WeakMap<Corpus, Map<string, number>>();
/** How often the material writes a word right before a term ("by" before "law"; `termKey` is a term's key). */
function bigramCount(corpus: Corpus, before: string, termKey: string): number {
  let m = bigrams.get(corpus);
  if (!m) {
    m = new Map();
    // only spans that are terms: a term is all it is asked about
    for (const s of corpus.sentences) {
      const toks = s.tokens;
      for (let i = 1; i < toks.length; i++) {
        let span = '';
        for (let len = 1; len <= 3 && i + len <= toks.length; len++) {
          span = len === 1 ? toks[i]!.key : `${span} ${toks[i + len - 1]!.key}`;
          if (!corpus.terms.has(span)) continue;
          const k = `${toks[i - 1]!.key}|${span}`;
          m.set(k, (m.get(k) ?? 0) + 1);
        }
      }
    }
    bigrams.set(corpus, m);
  }
  return m.get(`${before}|${termKey}`) ?? 0;
}

/**
 * A sentence's candidates before the draw: the sentence's factor without the draw's jitter, and each candidate's
 * score factors in the order they are applied (the same products as when they were made in each draw).
 */
interface PlannedSentence {
  s: Sentence;
  pre: number;
  items: { kind: Kind; term?: Term; from: number; to: number; factors: number[] }[];
}
const planned = new WeakMap<Corpus, Map<string, PlannedSentence[]>>();

export function buildCandidates(
  corpus: Corpus,
  req: GenerateRequest,
  rand: () => number = () => 0.5,
): Candidate[] {
  let byDifficulty = planned.get(corpus);
  if (!byDifficulty) planned.set(corpus, (byDifficulty = new Map()));
  let plan = byDifficulty.get(req.difficulty);
  if (!plan) byDifficulty.set(req.difficulty, (plan = planCandidates(corpus, req.difficulty)));
  const out: Candidate[] = [];
  for (const p of plan) {
    // one jitter per sentence read, as when the candidates were made in each draw
    const base = p.pre * (0.85 + 0.3 * rand());
    for (const it of p.items) {
      let score = base * it.factors[0]!;
      for (let k = 1; k < it.factors.length; k++) score *= it.factors[k]!;
      out.push(
        it.term
          ? { sentence: p.s, kind: it.kind, term: it.term, from: it.from, to: it.to, score }
          : { sentence: p.s, kind: it.kind, from: it.from, to: it.to, score },
      );
    }
  }
  return out;
}

/** The candidates of `buildCandidates`, once per material and difficulty (the draws differ in jitter only). */
function planCandidates(corpus: Corpus, diff: GenerateRequest['difficulty']): PlannedSentence[] {
  const maxTermScore = corpus.termList[0]?.score ?? 1;
  const out: PlannedSentence[] = [];
  // a cloze is a fallback for a central term: one the material defines or one of its leading terms
  const central = new Set(corpus.termList.slice(0, 15).map((t) => t.key));
  for (const d of corpus.definitions) central.add(d.termKey);
  for (const s of corpus.sentences) {
    if (!s.usable || s.negated) continue;
    const clozeOk = clozeSentence(s);
    const toks = s.tokens;
    const pre =
      (s.words >= 10 && s.words <= 32 ? 1 : 0.7) *
      (PRONOUN_START.test(s.text) ? 0.6 : 1) *
      (SECOND_PERSON.test(s.text) ? 0.5 : 1);
    const items: PlannedSentence['items'] = [];
    out.push({ s, pre, items });
    const seen = new Map<string, number>();
    const occ: { term: Term; from: number; to: number }[] = [];
    for (let i = 0; i < toks.length;) {
      const m = termAt(corpus, toks, i);
      if (m) {
        occ.push({ term: m.term, from: i, to: i + m.len });
        seen.set(m.term.key, (seen.get(m.term.key) ?? 0) + 1);
        i += m.len;
      } else i++;
    }
    const wordKeys = toks.map((t) => t.key);
    for (const o of occ) {
      if (!clozeOk || !central.has(o.term.key)) continue;
      if (seen.get(o.term.key)! > 1) continue;
      // the term the document is about ("trace" in the TraceMonkey paper) is what a reader guesses for any blank
      if (o.term.key === dominantTerm(corpus, s.doc)) continue;
      if (corpus.language === 'en' && o.from > 0 && DEICTIC_BEFORE.test(toks[o.from - 1]!.text)) continue;
      // "Support Vector Machine (_____)": an acronym in brackets after its expansion spells its own answer
      const rawTerm = s.text.slice(toks[o.from]!.start, toks[o.to - 1]!.end);
      if (
        /^[A-Z][A-Za-z]?[A-Z]+s?$/.test(rawTerm) &&
        s.text[toks[o.from]!.start - 1] === '(' &&
        s.text[toks[o.to - 1]!.end] === ')'
      )
        continue;
      // a pronoun after the blank may point back at it ("the score of a/an _____ as a weighted sum of all of its
      // pixel values": an image fits too)
      if (
        corpus.language === 'en' &&
        toks.slice(o.to).some((t) => /^(?:it|its|they|their|them|itself)$/i.test(t.text))
      )
        continue;
      // a phrase the material repeats ("required by law", "authorized by law"): the word before gives it away
      const prev = toks[o.from - 1];
      if (
        corpus.language === 'en' &&
        prev &&
        !/^(?:the|a|an|this|that|these|those|each|every|any|some|no)$/i.test(prev.text) &&
        bigramCount(corpus, prev.key, o.term.key) >= 3
      )
        continue;
      // a blank in a fixed comparison frame ("a 3.9x speedup over the _____", "faster than the _____"): the
      // baseline a result is measured against is what such a frame names (readers at 3b84853: "interpreter"
      // obvious)
      if (corpus.language === 'en' && COMPARISON_FRAME.test(s.text.slice(0, toks[o.from]!.start))) continue;
      // a blank before a colon that goes on to the sentence's point ("two loop passes over the _____: one forward
      // and one backward"; readers at d0f7c17): the point goes untested, the slot gives the section's subject
      if (clozeMissesPoint(corpus, s, o.to)) continue;
      // no word of the term elsewhere in the sentence (it would give the answer away)
      const termWords = new Set(o.term.key.split(' '));
      if (wordKeys.some((k, idx) => (idx < o.from || idx >= o.to) && termWords.has(k))) continue;
      // never blank part of a hyphenated compound ("floating-_____")
      if (s.text[toks[o.from]!.start - 1] === '-' || s.text[toks[o.to - 1]!.end] === '-') continue;
      const head = toks[o.to - 1]!;
      if (corpus.language === 'en' && head.pos !== 'NOUN' && head.pos !== 'PROPN') continue;
      // only whole noun phrases: a modifier before the blank or a noun after it would be part of a fixed
      // compound that gives the key away ("health care _____", "_____ layer")
      if (
        corpus.language === 'en' &&
        (['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(toks[o.from - 1]?.pos ?? '') ||
          ['NOUN', 'PROPN'].includes(toks[o.to]?.pos ?? '') ||
          /^(?:of)$/i.test(toks[o.to]?.text ?? ''))
      )
        continue;
      // nor a word that goes on with the noun phrase though not tagged as a noun ("Every _____ back edge is")
      if (clozeInsideCompound(corpus, s, o.from, o.to)) continue;
      // a person's or a place's name is a side detail, not a concept
      if (o.term.proper && o.term.words === 1 && !/^[A-Z][A-Za-z]?[A-Z]+s?$/.test(rawTerm)) continue;
      const rel = o.term.score / maxTermScore;
      const atStart = o.from <= 1 && (o.from === 0 || /^(the|a|an)$/i.test(toks[0]!.text));
      const next = toks[o.to];
      const defVerb =
        next !== undefined &&
        (corpus.language === 'en'
          ? // "X is a/an/the ...", "X is defined/called ...", "X refers to / means / denotes ..."
            (/^(is|are)$/i.test(next.text) &&
              /^(a|an|the|defined|called|used)$/i.test(toks[o.to + 1]?.text ?? '')) ||
            /^(refers|means|denotes|represents)$/i.test(next.text)
          : DEF_HE.has(next.text));
      const kind: Kind = s.definitional && atStart && defVerb ? 'definition' : 'term';
      // A capitalised imperative at the start of a sentence is often mis-tagged as a noun.
      if (
        corpus.language === 'en' &&
        o.from === 0 &&
        kind !== 'definition' &&
        !(next && (next.pos === 'VERB' || next.pos === 'AUX'))
      )
        continue;
      const factors = [0.5 + rel];
      if (kind === 'definition') factors.push(diff === 'easy' ? 2.2 : diff === 'medium' ? 1.6 : 1.1);
      if (s.causal) factors.push(diff === 'hard' ? 1.5 : diff === 'medium' ? 1.15 : 1);
      if (diff === 'hard') factors.push(1.2 - 0.5 * rel); // rarer, more specific terms
      if (diff === 'easy') factors.push(0.6 + rel);
      items.push({ kind, term: o.term, from: o.from, to: o.to, factors });
    }
    for (let i = 1; i < toks.length; i++) {
      const t = toks[i]!;
      if (!t.isNumber) continue;
      const v = Number(t.key.replace(/\u2212/, '-'));
      // small counts ("two 5 values", "1 or 2 traces") are trivia, not a quantity worth asking
      if (!Number.isFinite(v) || (Number.isInteger(v) && Math.abs(v) < 5)) continue;
      const before = s.text.slice(0, t.start);
      if (/\b(?:equals?|or|and|to)\s*$/i.test(before)) continue;
      if (NUMBER_CONTEXT_BAD.test(before)) continue;
      if (/[\d.,]$/.test(before.trimEnd()) || /^[.,]\d/.test(s.text.slice(t.end))) continue;
      // a year in a citation ("Tang 2013", "(2013)") or a number glued to a unit or a variable ("2p", "300BC")
      if (/^\d{4}$/.test(t.text) && (toks[i - 1]?.pos === 'PROPN' || s.text[t.start - 1] === '(')) continue;
      if (/\p{L}/u.test(s.text[t.end] ?? '')) continue;
      const count = toks.filter((x) => x.key === t.key).length;
      if (count > 1) continue;
      items.push({
        kind: 'number',
        from: i,
        to: i + 1,
        factors: [diff === 'hard' ? 1.1 : diff === 'medium' ? 0.8 : 0.45],
      });
    }
  }
  return out;
}

/** Orders candidates so that consecutive picks spread over documents and pages. */
export function interleave(corpus: Corpus, candidates: Candidate[]): Candidate[] {
  const byDoc = new Map<number, Map<number, Candidate[]>>();
  for (const c of candidates) {
    const d = byDoc.get(c.sentence.doc) ?? new Map<number, Candidate[]>();
    byDoc.set(c.sentence.doc, d);
    const u = d.get(c.sentence.unit) ?? [];
    d.set(c.sentence.unit, u);
    u.push(c);
  }
  const perDoc: Candidate[][] = [];
  for (const units of byDoc.values()) {
    const nums = [...units.keys()].sort((a, b) => a - b);
    // evenly spaced visiting order of pages (golden-ratio stride)
    const order = nums
      .map((n, rank) => ({ n, key: (rank * 0.6180339887) % 1 }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.n);
    const lists = order.map((n) => units.get(n)!.sort((a, b) => b.score - a.score));
    // within a unit, only candidates reasonably close to the unit's best come first
    const seq: Candidate[] = [];
    const later: Candidate[] = [];
    let round = 0;
    let added = true;
    while (added) {
      added = false;
      for (const l of lists) {
        const c = l[round];
        if (!c) continue;
        added = true;
        if (c.score >= l[0]!.score * 0.5) seq.push(c);
        else later.push(c);
      }
      round++;
    }
    perDoc.push([...seq, ...later.sort((a, b) => b.score - a.score)]);
  }
  const out: Candidate[] = [];
  const idx = perDoc.map(() => 0);
  let remaining = candidates.length;
  while (remaining > 0) {
    for (let d = 0; d < perDoc.length; d++) {
      const c = perDoc[d]![idx[d]!];
      if (!c) continue;
      idx[d]!++;
      out.push(c);
      remaining--;
    }
  }
  return out;
}

function surface(s: Sentence, from: number, to: number): string {
  const toks = s.tokens;
  return s.text.slice(toks[from]!.start + toks[from]!.prefix.length, toks[to - 1]!.end);
}

/** A source sentence that was itself a quotation keeps its words, not the quotation marks around it. */
function stripOuterQuotes(text: string): string {
  const Q = /["\u201C\u201D]/gu;
  let t = text;
  const opens = /^["\u201C\u201D]/u.test(t);
  const closes = /["\u201C\u201D]$/u.test(t);
  if (opens && closes && t.length > 2) t = t.slice(1, -1);
  else if ((t.match(Q) ?? []).length % 2 === 1) {
    if (opens) t = t.slice(1);
    else if (closes) t = t.slice(0, -1);
  }
  return t;
}

function looksPlural(text: string): boolean {
  const last = text.split(' ').pop() ?? '';
  return /[a-z]{2}s$/.test(last) && !/(ss|us|is)$/.test(last);
}

function termForm(t: Term, plural: boolean): string | null {
  if (t.hebrew || !/[a-z]/i.test(t.singular ?? t.plural ?? '')) return t.singular ?? t.plural ?? null;
  return (plural ? t.plural : t.singular) ?? null;
}

function displayKey(text: string, term: Term | undefined): string {
  if (!term || term.hebrew) return text;
  if (term.proper) return text;
  return text
    .split(' ')
    .map((w) => (/^[A-Z][a-z]*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

interface Ctx {
  corpus: Corpus;
  req: GenerateRequest;
  rand: () => number;
  numbersByDecimals: Map<number, number[]>;
}

export function makeContext(corpus: Corpus, req: GenerateRequest, rand: () => number): Ctx {
  return { corpus, req, rand, numbersByDecimals: numbersOf(corpus) };
}

const numbersRead = new WeakMap<Corpus, Map<number, number[]>>();
/** The numbers of the material by their count of decimals, read once per material (every draw asks). Read only. */
function numbersOf(corpus: Corpus): Map<number, number[]> {
  const known = numbersRead.get(corpus);
  if (known) return known;
  const numbersByDecimals = new Map<number, number[]>();
  numbersRead.set(corpus, numbersByDecimals);
  for (const s of corpus.sentences)
    for (const t of s.tokens)
      if (t.isNumber) {
        const dec = t.key.includes('.') ? t.key.split('.')[1]!.length : 0;
        const v = Number(t.key);
        if (!Number.isFinite(v)) continue;
        const l = numbersByDecimals.get(dec) ?? [];
        l.push(v);
        numbersByDecimals.set(dec, l);
      }
  return numbersByDecimals;
}

const ranks = new WeakMap<Corpus, Map<Term, number>>();
/** `corpus.termList.indexOf(t)` through a map built once per corpus (first index, as indexOf). */
function rankOf(corpus: Corpus, t: Term): number {
  let m = ranks.get(corpus);
  if (!m) {
    m = new Map();
    for (let i = corpus.termList.length - 1; i >= 0; i--) m.set(corpus.termList[i]!, i);
    ranks.set(corpus, m);
  }
  return m.get(t) ?? -1;
}

/** A term that may stand beside a cloze's key, before the draw's jitter: its option text and how it relates. */
interface ClozeOption {
  t: Term;
  form: string;
  ratio: number;
  shared: number;
}
const clozeOptions = new WeakMap<Corpus, Map<string, ClozeOption[]>>();

/**
 * The terms that may be a cloze's distractors, in the order of `corpus.termList`: they depend on the material, the
 * blank and the difficulty only, not on the draw, so every draw of a request (six when the material cannot fill
 * it) and every later request on the material reads them once.
 */
function clozeOptionsOf(ctx: Ctx, c: Candidate, keyText: string): ClozeOption[] {
  const { corpus, req } = ctx;
  let memo = clozeOptions.get(corpus);
  if (!memo) clozeOptions.set(corpus, (memo = new Map()));
  const id = `${c.sentence.index}|${c.from}|${c.to}|${c.kind}|${req.difficulty}|${keyText}`;
  const hit = memo.get(id);
  if (hit) return hit;
  const key = c.term!;
  const plural = c.sentence.tokens[c.to - 1]!.plural;
  const sentKeys = new Set(c.sentence.tokens.map((t) => t.key));
  const keyWords = new Set(key.key.split(' '));
  const keyPlural = looksPlural(keyText);
  const out: ClozeOption[] = [];
  for (const t of corpus.termList) {
    if (t.key === key.key || t.hebrew !== key.hebrew || t.proper !== key.proper) continue;
    if (Math.abs(t.words - key.words) > (req.difficulty === 'hard' ? 1 : 0) && t.words !== key.words)
      continue;
    const tw = t.key.split(' ');
    if (tw.some((w) => sentKeys.has(w))) continue;
    const shared = tw.filter((w) => keyWords.has(w)).length;
    if (shared > 0 && req.difficulty !== 'hard') continue;
    if (shared >= Math.min(tw.length, keyWords.size)) continue;
    const rawForm = termForm(t, plural);
    if (!rawForm) continue;
    // English: the last word must look plural exactly when the key's does (the tagger misses unknown plurals)
    if (!key.hebrew && looksPlural(rawForm) !== keyPlural) continue;
    // Hebrew: an option that keeps the article (never seen bare) would stand out among bare forms, and one of
    // another gender or number would not agree with the rest of the sentence
    if (key.hebrew && rawForm.startsWith('ה') !== keyText.startsWith('ה')) continue;
    if (key.hebrew && hebrewClass(rawForm) !== hebrewClass(keyText)) continue;
    // options as long as the key, give or take (`sameShape` asks the same of the written form)
    const ratio = rawForm.length / Math.max(1, keyText.length);
    if (ratio < 0.5 || ratio > 1.8) continue;
    // the same shape (part of speech, number, Hebrew gender, number and construct state), never a filler, and of
    // the key's kind: a term the material defines, one of its leading terms or one sharing the key's head noun
    if (
      fillerPhrase(rawForm) ||
      tailOfTerm(corpus, rawForm) ||
      !sameShape(corpus, keyText, rawForm, [0.5, 1.8])
    )
      continue;
    if (corpus.aliases.get(rawForm.toLowerCase())?.has(keyText.toLowerCase())) continue;
    // options of the key's kind only, as the material shows it (side by side, one list, one genus, one head noun,
    // one slot: `cloze-kind.ts`), not "book" among "circle" and "angle"; without three such terms, no cloze
    // (hard term clozes and other languages without a tagger to read slots keep the earlier rule: a term the
    // material defines, one of its leading terms or one with the key's head noun; Hebrew also `kin`). An English
    // definition cloze asks which defined term a definition belongs to: its distractors are terms its document
    // defines too, or of the key's kind - not a leading word of the text ("language" and "integer" beside
    // "capacity", "system" and "unit" beside "router": readers at 4110732)
    if (key.hebrew && !kin(corpus, key.key, t.key, keyText, rawForm)) continue;
    if (!key.hebrew && corpus.language === 'en' && c.kind === 'definition') {
      if (
        !(t.docs.has(c.sentence.doc) && corpus.definitions.some((d) => d.termKey === t.key)) &&
        !clozeKind(corpus, key.key, t.key, keyText, rawForm)
      )
        continue;
    } else if (key.hebrew || corpus.language !== 'en' || req.difficulty === 'hard') {
      const rank = rankOf(corpus, t);
      if (
        !corpus.definitions.some((d) => d.termKey === t.key) &&
        !(rank >= 0 && rank < 40 && t.docs.has(c.sentence.doc)) &&
        tw[tw.length - 1] !== key.key.split(' ').pop()
      )
        continue;
    } else if (!clozeKind(corpus, key.key, t.key, keyText, rawForm)) continue;
    // a term the material writes in the very slot of the blank would make the sentence true twice
    if (fillsKeySlot(corpus, c.sentence, c.from, c.to, t.key)) continue;
    // the object of a verb: a distractor the material writes as the object of a verb of that verb's class only
    if (!fitsVerbSlot(corpus, c.sentence, c.from, c.to, t.key)) continue;
    // the subject of a verb: a distractor the material writes doing that (or a thing of the verb's class) only
    if (!fitsSubjectSlot(corpus, c.sentence, c.from, c.to, t.key)) continue;
    const form = displayCase(corpus, displayKey(rawForm, t));
    const r = form.length / Math.max(1, keyText.length);
    if (r < 0.5 || r > 1.8) continue;
    out.push({ t, form, ratio: r, shared });
  }
  memo.set(id, out);
  return out;
}

function termDistractors(ctx: Ctx, c: Candidate, keyText: string): string[] | null {
  const { corpus, req, rand } = ctx;
  const key = c.term!;
  const unitId = `${c.sentence.doc}:${c.sentence.unit}`;
  const pool: { text: string; key: string; score: number }[] = [];
  for (const { t, form, ratio, shared } of clozeOptionsOf(ctx, c, keyText)) {
    const sameUnit = t.units.has(unitId) ? 1 : 0;
    const sameDoc = t.docs.has(c.sentence.doc) ? 1 : 0;
    const lenSim = 1 - Math.abs(1 - ratio);
    let score = lenSim + rand() * 0.6;
    if (req.difficulty === 'easy') score += 0.4 * sameDoc - 0.5 * sameUnit;
    else if (req.difficulty === 'medium') score += 0.8 * sameDoc + 0.3 * sameUnit;
    else score += 0.6 * sameDoc + 1.2 * sameUnit + 0.8 * shared;
    score += 0.3 * Math.min(1, t.score / key.score);
    pool.push({ text: form, key: t.key, score });
  }
  pool.sort((a, b) => b.score - a.score);
  // no distractor the material also supports, no two options it uses as one thing (`defensible.ts`)
  const chk = { corpus, key: keyText, stem: c.sentence.text, sentence: c.sentence.index };
  const picked = pickCombination(
    screenPool(
      chk,
      pool.slice(0, 16).map((p) => p.text),
    ).slice(0, 12),
    keyText,
    rand,
    (opts) => !optionsConflict(corpus, opts),
  );
  // a word of the sentence that goes with the key far more than with any distractor gives the blank away
  const keyOf = new Map(pool.map((p) => [p.text, p.key]));
  if (
    picked &&
    c.kind === 'term' &&
    collocationCue(
      corpus,
      c.sentence,
      c.from,
      c.to,
      key.key,
      picked.map((p) => keyOf.get(p)!),
    )
  )
    return null;
  return picked;
}

/**
 * Chooses three distractors, in preference order, that do not overlap and leave no length cue. The key may be
 * the longest option only about one time in four (as by chance): otherwise some distractor must be at least
 * as long as the key, so "pick the longest" does not beat guessing.
 */
function pickCombination(
  pool: string[],
  keyText: string,
  rand: () => number,
  ok: (opts: string[]) => boolean = () => true,
): string[] | null {
  const keyMayBeLongest = rand() < 0.25;
  let fallback: string[] | null = null;
  for (let a = 0; a < pool.length; a++)
    for (let b = a + 1; b < pool.length; b++)
      for (let d = b + 1; d < pool.length; d++) {
        const opts = [keyText, pool[a]!, pool[b]!, pool[d]!];
        const lower = new Set(opts.map((o) => o.toLowerCase()));
        if (lower.size < 4) continue;
        if (longestOptionCue(opts, 0) || overlappingOptions(opts) || !ok(opts)) continue;
        const keyLongest = opts.slice(1).every((o) => o.length < keyText.length);
        if (!keyLongest || keyMayBeLongest) return opts.slice(1);
        fallback ??= opts.slice(1);
      }
  return fallback;
}

function formatNumber(v: number, like: string): string {
  const dec = like.includes('.') ? like.split('.')[1]!.length : 0;
  let s = v.toFixed(dec);
  if (/\d,\d{3}/.test(like)) {
    const [int, frac] = s.split('.');
    s = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? '.' + frac : '');
  }
  return s;
}

function numberDistractors(ctx: Ctx, c: Candidate, keyText: string): string[] | null {
  const { req, rand } = ctx;
  const key = Number(keyText.replace(/,/g, ''));
  const dec = keyText.includes('.') ? keyText.split('.')[1]!.length : 0;
  const inSentence = new Set(c.sentence.tokens.filter((t) => t.isNumber).map((t) => Number(t.key)));
  const cands = new Set<number>();
  const isYear = dec === 0 && key >= 1500 && key <= 2100 && /^\d{4}$/.test(keyText);
  const step = dec > 0 ? Math.pow(10, -dec) : 1;
  const far = req.difficulty === 'easy';
  const close = req.difficulty === 'hard';
  if (isYear) {
    const spread = far ? [10, 20, 30, -10, -20, -30] : close ? [1, 2, 3, -1, -2, -3] : [2, 5, 8, -2, -5, -8];
    for (const d of spread) if (key + d <= 2100) cands.add(key + d);
  } else {
    // numbers of the same kind from the material, within a plausible range
    const same = (ctx.numbersByDecimals.get(dec) ?? []).filter(
      (v) =>
        v !== key &&
        v > 0 === key > 0 &&
        Math.abs(v) >= Math.abs(key) / (far ? 10 : 3) &&
        Math.abs(v) <= Math.abs(key) * (far ? 10 : 3),
    );
    for (const v of shuffle(same, rand).slice(0, 3)) cands.add(v);
    const factors = far
      ? [2, 0.5, 3, 10, 0.1]
      : close
        ? [1.1, 0.9, 1.2, 0.8, 1.25]
        : [1.5, 0.5, 2, 0.75, 1.25];
    for (const f of factors) {
      let v = Math.round((key * f) / step) * step;
      if (v === key) v = key + step * (f > 1 ? 1 : -1);
      cands.add(Number(v.toFixed(dec)));
    }
    if (Number.isInteger(key) && Math.abs(key) < 20) for (const d of [1, -1, 2, -2, 3]) cands.add(key + d);
  }
  const texts = [...cands]
    .filter((v) => v !== key && !inSentence.has(v) && (key < 0 || v >= 0))
    .map((v) => formatNumber(v, keyText))
    .filter((t) => t !== keyText);
  const uniq = [...new Set(texts)];
  // prefer: for hard, the closest values; otherwise a random mix
  if (close)
    uniq.sort(
      (a, b) => Math.abs(Number(a.replace(/,/g, '')) - key) - Math.abs(Number(b.replace(/,/g, '')) - key),
    );
  else shuffle(uniq, rand);
  return pickCombination(uniq.slice(0, 8), keyText, rand);
}

function shuffle<T>(a: T[], rand: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export function buildQuestion(ctx: Ctx, c: Candidate): GeneratedQuestion | null {
  const { corpus, req } = ctx;
  const s = c.sentence;
  const doc = corpus.documents[s.doc]!;
  const raw = surface(s, c.from, c.to);
  const keyText = c.kind === 'number' ? raw : displayCase(corpus, displayKey(raw, c.term));
  const distractors =
    c.kind === 'number' ? numberDistractors(ctx, c, keyText) : termDistractors(ctx, c, keyText);
  if (!distractors) return null;
  const first = s.tokens[c.from]!;
  const last = s.tokens[c.to - 1]!;
  let blanked = s.text.slice(0, first.start + first.prefix.length) + BLANK + s.text.slice(last.end);
  if (c.kind === 'number' && stemHoldsNumber(blanked, keyText)) return null;
  // a blank owned by a possessive ("a computer's _____") is filled by the phrase the language knows ("memory"),
  // not by the material: the other terms ("ownership", "string") read as nonsense after it
  if (
    c.kind !== 'number' &&
    /[\p{L}\p{N}]['\u2019]s?\s*$/u.test(s.text.slice(0, first.start + first.prefix.length))
  )
    return null;
  // "Fourier series are also related to _____, which ...": "also" says something named before has the same
  // property, so another term of the material may fit the blank too ("discrete convolutions", which the material
  // links to Fourier series); readers rated the term question of such a sentence bad (forms.ts `ALSO_RE`), and the
  // cloze is the same question (eng-forms4)
  if (
    c.kind !== 'number' &&
    /\b(?:also|likewise|similarly)\b[^,;:]*$/i.test(s.text.slice(0, first.start + first.prefix.length))
  )
    return null;
  blanked = blanked
    .replace(/\b([Aa])n? (_{5})/g, (_m, a: string, b: string) => `${a}/an ${b}`)
    .replace(/"/g, "'")
    // quotation marks around the whole source sentence are noise in a cloze stem
    .replace(/^['\u2018\u2019\u201C\u201D]+(?=\S)|(?<=\S)['\u2018\u2019\u201C\u201D]+$/gu, '');
  const quote = stripOuterQuotes(s.text);
  const he = corpus.language === 'he' || isHebrewWord(s.text);
  const where = unitLabel(doc, s.unit, he);
  const many = corpus.documents.length > 1;
  let text: string;
  if (he) {
    const from = many ? ` מתוך "${isolated(doc.name)}"` : '';
    text =
      c.kind === 'definition'
        ? `איזה מושג מתואר במשפט הבא${from}? "${blanked}"`
        : c.kind === 'number'
          ? `איזה ערך משלים נכון את המשפט הבא${from}? "${blanked}"`
          : `איזה מושג משלים נכון את המשפט הבא${from}? "${blanked}"`;
  } else {
    const from = many ? ` from "${doc.name}"` : '';
    const inDoc = many ? ` in "${doc.name}"` : '';
    const lead =
      req.difficulty === 'easy'
        ? 'Fill in the blank'
        : req.difficulty === 'medium'
          ? 'Which term completes this statement'
          : 'Which option makes this statement accurate';
    text =
      c.kind === 'definition'
        ? `Which term is being described${inDoc}? "${blanked}"`
        : c.kind === 'number'
          ? `Which value completes this statement${from}? "${blanked}"`
          : `${lead}${from}? "${blanked}"`.replace('blank?', 'blank:');
  }
  const explanation = he
    ? `התשובה הנכונה היא "${keyText}". ב"${isolated(doc.name)}", ${where}, כתוב: "${quote}". ${c.kind === 'number' ? 'הערכים האחרים אינם הערך המופיע במקור.' : 'שאר האפשרויות הן מושגים אחרים מאותו חומר שאינם מתאימים למשפט זה.'}`
    : `The answer is "${keyText}". ${doc.name}, ${where}: "${quote}" ${c.kind === 'number' ? 'The other values do not match the source.' : 'The other options are terms from the same material that do not fit this statement.'}`;
  const title = unitTitleOf(doc, s.unit);
  return {
    type: 'multiple-choice',
    text,
    options: formatOptions([keyText, ...distractors]),
    correctAnswer: 'A',
    explanation,
    form: c.kind === 'number' ? 'number' : 'cloze',
    source: {
      documentId: doc.id,
      documentName: doc.name,
      unitKind: doc.unitKind,
      unit: s.unit,
      ...(title ? { unitTitle: title } : {}),
      quote,
    },
  };
}
