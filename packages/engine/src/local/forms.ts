/**
 * Question forms of the local engine (decision 104): each form turns what the material states (a definition,
 * an enumeration, a statement about a term, a reason, a purpose, a number) into candidates. A candidate is cheap
 * (a score and what it uses); `build` writes the question with distractors of the same kind only when the
 * selection reaches it.
 */
import type { McQuestionForm } from '@studypilot/core';
import type { GeneratedQuestion, GenerateRequest } from '../types.ts';
import { formatOptions, longestOptionCue, overlappingOptions } from '../quality.ts';
import { contentKeys, isHebrewWord, keySet } from '../text.ts';
import { contrastCandidates } from './contrasts.ts';
import type { Corpus, Definition, ListGroup, Sentence, Term } from './analysis.ts';
import {
  clauseStandsAlone,
  inlineList,
  isGenericModifier,
  isName,
  kin,
  listTopic,
  tailOfTerm,
  termClass,
} from './analysis.ts';
import { escapeRegExp, hebrewClass, isolated, unitLabel, unitTitleOf } from './util.ts';
import type { PosClass } from './shape.ts';
import { optionsConflict, screenPool } from './defensible.ts';
import { garbledItem, namesTopicIdea } from './items.ts';
import { sharesMeaning } from './meaning.ts';
import {
  awkwardPredicate,
  passingDefinition,
  sameBodyKind,
  termOfKeyChapter,
  termOfKeyFamily,
  termOfKeyKind,
} from './kinds.ts';
import {
  commonRoots,
  comparisonPools,
  comparisonStatement,
  conditionalQuestion,
  conditionalsOf,
  namesBoth,
  pairStatement,
  pairTopics,
} from './statements.ts';
import type { StatementDraft, StatementIndex } from './statements.ts';
import {
  hebrewConceptPool,
  hebrewConcepts,
  hebrewHead,
  hebrewOptionFits,
  hebrewStemNames,
  isHebrewConcept,
} from './hebrew.ts';
import {
  discoursePhrase,
  displayCase,
  fillerPhrase,
  properWord,
  sameRoot,
  sameShape,
  shapeOf,
  withoutCitations,
} from './shape.ts';
import { siblingListCandidates } from './sibling-lists.ts';
import { growthCandidates } from './growth.ts';
import { agentCandidates } from './agents.ts';

export interface Draft {
  form: McQuestionForm;
  stem: string;
  key: string;
  distractors: string[];
  doc: number;
  unit: number;
  quote: string;
  /** The explanation's last sentence: why the other options are wrong. */
  why: string;
  /** Sentences the question quotes or alters, when not known before it was written. */
  used?: number[];
  /**
   * Sentences the question shows unchanged as wrong options (the statements of other theorems): a question that
   * shows or alters a statement keeps off them, one that asks the name of what a statement states may ask them
   * (`select.ts`, eng-he11).
   */
  offered?: number[];
}
export interface Cand {
  form: McQuestionForm;
  score: number;
  doc: number;
  unit: number;
  /** Sentences it quotes or alters: one question per sentence. */
  sentences: number[];
  /** Term keys it tests: a term is asked about at most twice. */
  topics: string[];
  /** The quoted passage, for variety across tests. */
  quote: string;
  /** Writes the question; `used` holds the sentences earlier questions of the test quote. */
  build: (used: ReadonlySet<number>) => Draft | null;
}

interface Ctx {
  corpus: Corpus;
  req: GenerateRequest;
  rand: () => number;
  he: boolean;
  /** Content keys of every usable sentence, for "does the material say this?" checks. */
  sentenceKeys: Set<string>[];
  /** Sentence indices by content key. */
  keyIndex: Map<string, number[]>;
  maxTermScore: number;
  /** Terms of the same kind as a term (shared head noun, sibling list items, same genus, shared contexts). */
  similar: (key: string) => { term: Term; sim: number }[];
  /** Noun phrases that open a statement of the material ("The ribosome builds ..."). */
  subjects: Subject[];
}
interface Subject {
  text: string;
  key: string;
  unit: string;
  sentence: number;
  /** What the sentence says the subject does ("synthesise proteins by ..."), English only, when it stands alone. */
  predicate?: string;
  /** The subject's head noun is plural. */
  plural?: boolean;
  /** Where the verb after the subject starts in the sentence. */
  at?: number;
}

// --------------------------------------------------------------------------------------------- helpers

const nounish = (p: string) => ['NOUN', 'PROPN', 'NUM', 'X', 'SYM'].includes(p);
const lower1 = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const upper1 = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const stripEnd = (s: string) => s.trim().replace(/[.;:,]+$/u, '');

function looksPlural(text: string): boolean {
  const last = text.split(' ').pop() ?? '';
  return /[a-z]{2}s$/.test(last) && !/(ss|us|is)$/.test(last);
}
function isAcronym(s: string): boolean {
  return /^[A-Z][A-Za-z]?[A-Z0-9]+s?$/.test(s.trim());
}

function isAlias(corpus: Corpus, a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return corpus.aliases.get(x)?.has(y) === true || x === y;
}

/**
 * Chooses three distractors, in preference order, that do not overlap and leave no length cue. The key may be
 * the longest option only about one time in four (as by chance).
 */
export function pickThree(
  pool: string[],
  key: string,
  rand: () => number,
  accept: (distractors: string[]) => boolean = () => true,
): string[] | null {
  const keyMayBeLongest = rand() < 0.25;
  let fallback: string[] | null = null;
  const p = pool.slice(0, 14);
  for (let a = 0; a < p.length; a++)
    for (let b = a + 1; b < p.length; b++)
      for (let d = b + 1; d < p.length; d++) {
        const opts = [key, p[a]!, p[b]!, p[d]!];
        if (new Set(opts.map((o) => o.toLowerCase())).size < 4) continue;
        if (!accept(opts.slice(1))) continue;
        if (longestOptionCue(opts, 0) || overlappingOptions(opts)) continue;
        const keyLongest = opts.slice(1).every((o) => o.length < key.length);
        if (!keyLongest || keyMayBeLongest) return opts.slice(1);
        fallback ??= opts.slice(1);
      }
  return fallback;
}

/** A stem's own words, without its frame: "material" of "According to the material" is no word of the question. */
const stemWords = (stem: string) => stem.replace(/^According to the material,\s*/, '');

/** No option repeats a content word of the stem unless every option does. */
function stemClean(stem: string, options: string[]): boolean {
  const s = keySet(stemWords(stem));
  const shares = options.map((o) => contentKeys(o).some((k) => s.has(k)));
  return shares.every(Boolean) || !shares[0];
}

function termText(t: Term, plural: boolean, corpus?: Corpus): string | null {
  const raw =
    t.hebrew || !/[a-z]/i.test(t.singular ?? t.plural ?? '')
      ? (t.singular ?? t.plural)
      : plural
        ? t.plural
        : t.singular;
  if (!raw) return null;
  if (t.hebrew || t.proper) return raw;
  // a name the material capitalises mid-sentence stays capitalised ("Cholesky factorisation")
  return raw
    .split(' ')
    .map((w) => (/^[A-Z][a-z]*$/.test(w) && !(corpus && properWord(corpus, w)) ? w.toLowerCase() : w))
    .join(' ');
}

function centrality(ctx: Ctx, key: string | undefined): number {
  if (!key) return 0.3;
  const t = ctx.corpus.terms.get(key);
  return t ? t.score / ctx.maxTermScore : 0.2;
}

/** A plain English term is not a person's or a place's name (a single capitalised proper noun). */
function askableTerm(t: Term | undefined): boolean {
  if (!t) return true;
  if (t.proper && t.words === 1 && !isAcronym(t.singular ?? t.plural ?? '')) return false;
  return true;
}

/**
 * Two compounds that may name the same thing or overlapping things (issue 11, readers at af5c3ef): the same
 * modifier with another generic head ("LIR operations" / "LIR instructions"), or the same head with modifiers the
 * material joins into one phrase ("מהירות האור" / "מהירות הקרן" beside "קרן האור"; "loop traces" / "native
 * traces" when the material writes "native loop traces"). Never both options of one question.
 */
/** Heads that name any unit of a thing (singular, as `nearSynonym` compares them). */
const GENERIC_HEADS = new Set(
  (
    'operation instruction statement command step action element unit entry component part piece object value ' +
    'record item op routine procedure function method call node'
  ).split(' '),
);
const synonymCache = new WeakMap<Corpus, { texts: string[][]; hits: Map<string, boolean> }>();
export function nearSynonym(corpus: Corpus, a: string, b: string): boolean {
  let c = synonymCache.get(corpus);
  if (!c) {
    c = { texts: [], hits: new Map() };
    synonymCache.set(corpus, c);
  }
  const id = `${a}\u0000${b}`;
  const hit = c.hits.get(id);
  if (hit !== undefined) return hit;
  const out = nearSynonymOf(corpus, c.texts, a, b);
  c.hits.set(id, out);
  return out;
}
/** Whether one sentence of the material holds both words (singular or plural, any case). */
function sameSentence(corpus: Corpus, a: string, b: string): boolean {
  const word = (w: string) => new RegExp(`\\b${escapeRegExp(w)}(?:e?s)?\\b`, 'i');
  const ra = word(a);
  const rb = word(b);
  return corpus.sentences.some((s) => ra.test(s.text) && rb.test(s.text));
}
function nearSynonymOf(corpus: Corpus, cache: string[][], a: string, b: string): boolean {
  const he = isHebrewWord(a) || isHebrewWord(b);
  const norm = (w: string) => (he ? w.replace(/^ה(?=\p{L}{2})/u, '') : w.toLowerCase().replace(/s$/, ''));
  const wa = a.trim().split(/\s+/).map(norm);
  const wb = b.trim().split(/\s+/).map(norm);
  if (wa.length < 2 || wb.length < 2) return false;
  const headA = he ? wa[0]! : wa[wa.length - 1]!;
  const headB = he ? wb[0]! : wb[wb.length - 1]!;
  const modA = he ? wa.slice(1) : wa.slice(0, -1);
  const modB = he ? wb.slice(1) : wb.slice(0, -1);
  // the same modifier with two heads ("LIR operations" / "LIR instructions"; "LIR operations" / "LIR traces": a
  // trace is made of operations, readers at ce923dc; not "מהירות הגוף" / "תאוצת הגוף", velocity and acceleration of
  // the body). Generic heads always; other heads when the material writes the two head words in one sentence.
  if (headA !== headB) {
    if (he || modA.join(' ') !== modB.join(' ')) return false;
    if (GENERIC_HEADS.has(headA) && GENERIC_HEADS.has(headB)) return true;
    return sameSentence(corpus, headA, headB);
  }
  // the same head: does the material name one thing with both modifiers and the head ("מהירות קרן האור")?
  if (!cache.length)
    for (const t of corpus.termList) {
      const ws = (t.singular ?? t.plural ?? '').split(/\s+/).map(norm);
      if (ws.length >= 3) cache.push(ws);
    }
  return cache.some(
    (ws) =>
      ws.length >= 3 &&
      ws.includes(headA) &&
      modA.some((m) => ws.includes(m)) &&
      modB.some((m) => ws.includes(m)) &&
      !modA.every((m) => modB.includes(m)),
  );
}

const wordTags = new WeakMap<Corpus, Map<string, [number, number]>>();
/** A one-word option the material uses more often as a verb than as a noun ("commutes", "returns"). */
function verbInMaterial(corpus: Corpus, text: string): boolean {
  if (corpus.language !== 'en' || /\s/.test(text.trim())) return false;
  let m = wordTags.get(corpus);
  if (!m) {
    m = new Map();
    for (const s of corpus.sentences)
      for (const t of s.tokens) {
        const low = t.text.toLowerCase();
        let e = m.get(low);
        if (!e) m.set(low, (e = [0, 0]));
        if (t.pos === 'VERB' || t.pos === 'AUX') e[0]++;
        else if (t.pos === 'NOUN' || t.pos === 'PROPN') e[1]++;
      }
    wordTags.set(corpus, m);
  }
  const e = m.get(text.trim().toLowerCase());
  return !!e && e[0] > e[1];
}

// ------------------------------------------------------------------------------ definitions

/**
 * Whether a word of the stem gives the key away: a word of the key's root ("represent" / "personal
 * representative"), or a word the material uses almost only beside the key ("radius" with "circle") and never
 * beside the distractors.
 */
export function stemGivesAway(ctx: Ctx, stem: string, keyKey: string, distractorKeys: string[]): boolean {
  const keyWords = keyKey.split(' ').filter((w) => w.length >= 4);
  const stemWords = contentKeys(stem).filter((w) => !keyKey.split(' ').includes(w));
  if (!ctx.he && stemWords.some((w) => keyWords.some((k) => sameRoot(w, k)))) return true;
  // a name run together from words ("REQUIRESSTACK", "readFile", "max_margin") spells a word of the stem ("stack")
  const compact = (k: string) => k.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const spells = (k: string) =>
    stemWords.some((w) => w.length >= 4 && compact(k).includes(w) && !k.split(' ').includes(w));
  if (!ctx.he && spells(keyKey) && !distractorKeys.some(spells)) return true;
  // Hebrew: the stem names the key's head ("הטרנספורמציה ש..." for "טרנספורמציית לורנץ") and no distractor's
  if (ctx.he) {
    const norm = (w: string) =>
      w
        .replace(/^[והבלמשכ]{0,2}ה(?=\p{L}{4})/u, '')
        .replace(/(?:ים|ות|ת|ה|י)$/u, '')
        .slice(0, 6);
    const stemHeads = new Set(
      stem
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4)
        .map(norm),
    );
    const names = (k: string) => k.split(' ').some((w) => w.length >= 4 && stemHeads.has(norm(w)));
    if (names(keyKey) && !distractorKeys.some(names)) return true;
  }
  const with_ = (keys: string[], i: number) => keys.every((k) => ctx.sentenceKeys[i]!.has(k));
  const kw = keyKey.split(' ');
  for (const w of stemWords) {
    const occ = ctx.keyIndex.get(w) ?? [];
    if (occ.length < 2) continue;
    const withKey = occ.filter((i) => with_(kw, i)).length;
    if (withKey / occ.length < 0.6) continue;
    const withOthers = distractorKeys.map(
      (d) => occ.filter((i) => with_(d.split(' '), i)).length / occ.length,
    );
    if (withOthers.every((f) => f <= 0.2)) return true;
  }
  return false;
}

/**
 * Terms of the key's kind, best first: other defined terms of the same genus or head noun, terms the material
 * uses like the key (shared head noun, sibling list items, shared contexts), subjects of statements in the same
 * section. Each has the key's shape and is not a filler; an unrelated term is never used to make up the number.
 */
function termPool(ctx: Ctx, def: Definition, keyText: string, avoidText: string): PoolTerm[] {
  // the terms and their scores depend on the material only: read once per material, then each draw adds its
  // own jitter in the same order (the draw's random sequence is unchanged)
  let memo = termPools.get(ctx.corpus);
  if (!memo) termPools.set(ctx.corpus, (memo = new Map()));
  const own = ctx.corpus.definitions.indexOf(def);
  const mk = JSON.stringify([
    own,
    def.sentence,
    def.term,
    def.termKey,
    def.body,
    def.genus,
    keyText,
    avoidText,
  ]);
  let terms = memo.get(mk);
  if (!terms) memo.set(mk, (terms = poolTerms(ctx, def, keyText, avoidText)));
  const { rand } = ctx;
  return terms
    .map((t) => ({
      text: t.text,
      key: t.key,
      score: t.score + rand() * 0.5 + (t.linked ? 3 : 0) + t.heKin,
      linked: t.linked,
    }))
    .sort((a, b) => b.score - a.score);
}

/** `termPool` of a material, by definition, key and avoided text. */
const termPools = new WeakMap<Corpus, Map<string, PoolEntry[]>>();
/** A term of the pool before the draw's jitter: its score, and its Hebrew head-noun bonus. */
interface PoolEntry extends PoolTerm {
  score: number;
  heKin: number;
}

/** The terms of `termPool`, in the order they are found, with their scores before the draw's jitter. */
function poolTerms(ctx: Ctx, def: Definition, keyText: string, avoidText: string): PoolEntry[] {
  const { corpus } = ctx;
  const stemKeys = keySet(avoidText);
  const keyWords = new Set(def.termKey.split(' '));
  const head = def.termKey.split(' ').pop()!;
  const scored: PoolEntry[] = [];
  const seen = new Set<string>([keyText.toLowerCase()]);
  const keyShape = shapeOf(corpus, keyText);
  const keyNoun = !ctx.he && nounish(termClass(corpus, keyText).pos);
  const sent = corpus.sentences[def.sentence]!;
  const unitId = `${sent.doc}:${sent.unit}`;
  const sim = new Map(ctx.similar(def.termKey).map((x) => [x.term.key, x.sim]));
  const keyGenus = def.genus || corpus.definitions.find((d) => d.termKey === def.termKey)?.genus || '';
  /**
   * Of the key's kind (issue 11): defined with the same genus, the same head noun, items of one list, or used in
   * the same contexts (`similar`). A term that is merely frequent in the document ("fourier series" beside
   * "banded matrix") or a subject of the same section ("disadvantage" beside "alternate solution") is not.
   */
  const linked = (tkey: string, text: string): boolean => {
    if (kin(corpus, def.termKey, tkey, keyText, text)) return true;
    const g = corpus.definitions.find((d) => d.termKey === tkey)?.genus;
    if (keyGenus && g === keyGenus) return true;
    // used in much the same sentences, and as long (contexts alone also join "side exits" and "interpreters")
    return (sim.get(tkey) ?? 0) >= KIN_CONTEXT_MIN;
  };
  // Hebrew notes that name enough concepts (headings, labelled results, "נקרא X") take their distractors from
  // them: the statistical terms of Hebrew text also hold phrases that are no concepts ("הקושי בשאלה")
  const conceptRich = ctx.he && hebrewConcepts(corpus).filter((c) => c.doc === sent.doc).length >= 6;
  const consider = (raw: string, score: number, tkey: string, sameRole = false) => {
    const text = displayCase(corpus, raw);
    const low = text.toLowerCase();
    if (seen.has(low) || isAlias(corpus, low, keyText)) return;
    if (fillerPhrase(text) || tailOfTerm(corpus, text) || codeOnlyTerm(corpus, tkey)) return;
    // Hebrew: only concepts the material names or defines (hebrew.ts), of the key's number (and gender when the
    // description agrees with the term)
    if (ctx.he && conceptRich) {
      const sameHead =
        hebrewHead(text) === hebrewHead(keyText) && kin(corpus, def.termKey, tkey, keyText, text);
      if (!sameHead && !isHebrewConcept(corpus, text) && !corpus.definitions.some((d) => d.termKey === tkey))
        return;
      if (!hebrewOptionFits(corpus, keyText, text, avoidText)) return;
    } else if (!sameShape(corpus, keyText, text)) return;
    // a name among common nouns, or a common noun among names ("fourier series" among software packages)
    const shape = shapeOf(corpus, raw);
    if (shape.proper !== keyShape.proper) return;
    // a one-word name (a software package) among one-word names only, not "Fourier series" or "LU factorisation"
    if (keyShape.proper && !keyShape.acronym && keyShape.words === 1 && (shape.words !== 1 || shape.acronym))
      return;
    // the material uses it as a noun when the key is one ("commutes" is a verb there)
    if (keyNoun && (!nounish(termClass(corpus, text).pos) || verbInMaterial(corpus, text))) return;
    if (contentKeys(text).some((k) => stemKeys.has(k))) return;
    const tw = tkey.split(' ');
    if (tw.every((w) => keyWords.has(w)) || [...keyWords].every((w) => tw.includes(w))) return;
    if (nearSynonym(corpus, keyText, text)) return;
    seen.add(low);
    const kinOf = sameRole || linked(tkey, text);
    // Hebrew: the key's head noun ("מהירות הגוף" beside "מהירות האור") is the surest sign of one kind
    // English: a compound with the key's head noun the material links to it ("cross-entropy loss", "data loss"
    // beside "hinge loss") before a term it merely uses nearby ("log probability"; eng-cs231n)
    const heKin = ctx.he
      ? hebrewHead(text) === hebrewHead(keyText)
        ? 2
        : 0
      : kinOf && keyWords.size >= 2 && tw.length >= 2 && tw[tw.length - 1] === head
        ? 1
        : 0;
    scored.push({ text, key: tkey, score, linked: kinOf, heKin });
  };
  for (const d of corpus.definitions) {
    if (d === def || !askableDefinition(ctx, d)) continue;
    const s = corpus.sentences[d.sentence]!;
    let score = 0;
    if (d.genus && d.genus === def.genus) score += 2;
    if (d.termKey.split(' ').pop() === head && d.termKey.includes(' ') && def.termKey.includes(' '))
      score += 1.5;
    if (`${s.doc}:${s.unit}` === unitId || s.heading === sent.heading) score += 1;
    score += 2 * (sim.get(d.termKey) ?? 0);
    if (s.doc === sent.doc) score += 0.3;
    if (score < 0.3) continue;
    consider(d.term, 1 + score, d.termKey);
  }
  // Hebrew: the concepts the document names (headings, labelled results, "נקרא X"), of the key's kind first
  if (ctx.he)
    for (const c of hebrewConceptPool(corpus, sent.doc, keyText)) consider(c.text, 1 + c.score, c.key, true);
  // subjects of statements of the same section: what a passage describes one after another ("The nucleus
  // stores ...", "Ribosomes synthesise ...") is of one kind (discourse phrases are no subjects)
  for (const subj of ctx.subjects) {
    const s = corpus.sentences[subj.sentence]!;
    const same = subj.unit === unitId || (!!s.heading && s.heading === sent.heading);
    const link = sim.get(subj.key) ?? 0;
    consider(subj.text, 0.8 + (same ? 0.5 : 0) + 2 * link, subj.key, same);
  }
  for (const { term: t, sim: v } of ctx.similar(def.termKey)) {
    if (!askableTerm(t) || t.hebrew !== ctx.he) continue;
    const text = termText(t, looksPlural(keyText), corpus);
    if (!text) continue;
    consider(text, 0.5 + 2 * v + (t.units.has(unitId) ? 0.4 : 0), t.key);
  }
  // then the leading terms of the same document: of the key's kind when the material shows it (same head noun,
  // side by side), else at most one of the three (`pickTerms`)
  for (const t of corpus.termList.slice(0, 60)) {
    if (!askableTerm(t) || t.hebrew !== ctx.he || !t.docs.has(sent.doc)) continue;
    const text = termText(t, looksPlural(keyText), corpus);
    if (!text) continue;
    consider(text, 0.3 + 0.4 * (t.score / ctx.maxTermScore) + (t.units.has(unitId) ? 0.3 : 0), t.key);
  }
  return scored;
}

/** A line of a program listing ("return loss_i", "def L(X, y, W):", a docstring, "np.sum(...)"). */
const CODE_LINE_RE = /\bdef [A-Za-z_]\w*\s*\(|\breturn [A-Za-z_]\w*|"""|\bnp\.[a-z_]+/;
/**
 * A term the material names only in its program listings ("return loss" of "return loss_i"): a word of code read
 * as a noun phrase, never a distractor (eng-cs231n).
 */
function codeOnlyTerm(corpus: Corpus, key: string): boolean {
  const t = corpus.terms.get(key);
  return (
    !!t?.sentences.length && t.sentences.every((i) => CODE_LINE_RE.test(corpus.sentences[i]?.text ?? ''))
  );
}

/** A distractor term; `linked` when the material shows it is of the key's kind (`kin`, genus, contexts). */
interface PoolTerm {
  text: string;
  key: string;
  linked: boolean;
}

/**
 * Three distractors of the pool (terms the material shows are of the key's kind first: `termPool` ranks them
 * above the rest), none of them the one the stem's wording singles out against the key.
 */
function pickTerms(
  ctx: Ctx,
  pool: PoolTerm[],
  key: string,
  keyKey: string,
  stem: string,
  sentence: number,
): string[] | null {
  // no distractor the material also supports, no two options it uses as one thing (`defensible.ts`)
  const chk = { corpus: ctx.corpus, key, stem, sentence };
  const ds = pickThree(
    screenPool(
      chk,
      pool.map((p) => p.text),
    ),
    key,
    ctx.rand,
    (three) =>
      three.every((a, i) => three.every((b, j) => j <= i || !nearSynonym(ctx.corpus, a, b))) &&
      !optionsConflict(ctx.corpus, [key, ...three]),
  );
  if (!ds) return null;
  const keys = ds.map((d) => pool.find((p) => p.text === d)!.key);
  if (stemGivesAway(ctx, stem, keyKey, keys)) return null;
  return ds;
}

/** A definition the forms may ask about: a real term ("Note interpolation is ..." is not one), no citation marker. */
function askableDefinition(ctx: Ctx, def: Definition): boolean {
  // once per definition (every pool of distractors reads all the material's definitions again)
  const memo = ctx.he ? askableHe : askableEn;
  let ok = memo.get(def);
  // a definition given in passing (a remark on its use, another section's aside) is not the course's (`kinds.ts`)
  if (ok === undefined)
    memo.set(def, (ok = askableDefinitionOf(ctx, def) && !passingDefinition(ctx.corpus, def)));
  return ok;
}
const askableEn = new WeakMap<Definition, boolean>();
const askableHe = new WeakMap<Definition, boolean>();

function askableDefinitionOf(ctx: Pick<Ctx, 'he'>, def: Definition): boolean {
  const tw = def.term.toLowerCase().split(/\s+/);
  if (/^(?:note|recall|remember|suppose|assume|consider|see|let|thus|hence|here|now|then|also)$/.test(tw[0]!))
    return false;
  // a doubled word is a misparse ("Tree trees")
  if (tw.some((w, i) => i > 0 && sameRoot(w, tw[i - 1]!))) return false;
  if (!ctx.he && /^(?:they|their|it|its)\b/i.test(def.body)) return false;
  if (!ctx.he && !definitionLike(def.body)) return false;
  return true;
}

/**
 * What a definition's body must not be (issue 11, reader round a57d79b): a motivating remark ("a fundamental
 * concept in mathematics that ..."), a measured result ("the fastest VM on 9 of the 26 benchmarks"), or a
 * clause about the reader under a run-in label ("Special Government Functions – If you are a member of ...").
 */
export function definitionLike(body: string): boolean {
  const b = body.trim();
  if (
    /^(?:a|an|the)\s+(?:very\s+|most\s+)?(?:fundamental|important|key|central|crucial|essential|core|major|interesting|powerful|big|great|hot|recurring)\s+(?:\w+\s+)?(?:concept|idea|topic|notion|part|aspect|subject|area|field|theme|question|problem|issue|challenge)s?\b/i.test(
      b,
    )
  )
    return false;
  if (/\b(?:fastest|slowest|best|worst|largest|smallest|highest|lowest)\b/i.test(b) && /\d/.test(b))
    return false;
  if (/^(?:if|when|whenever|unless|we|you|your|our|us)\b/i.test(b)) return false;
  // a relation that needs its other side ("the special case of an affine polynomial" of polynomial regression)
  if (/^(?:the|a|an)\s+(?:special|particular|simplest|general|limiting|degenerate)\s+case\s+of\b/i.test(b))
    return false;
  return true;
}

/** A typo of the source a stem must not copy: "an subprogram" (not "an hour", "an SVM"). */
export function fixArticle(text: string): string {
  return text.replace(/\b([Aa])n\s+(?=[bcdfgjklmnpqrstvwxz][a-z])/g, '$1 ');
}

function termFromDefinition(ctx: Ctx, def: Definition): Draft | null {
  if (!askableDefinition(ctx, def)) return null;
  const body = ctx.he ? withoutCitations(def.body) : fixArticle(withoutCitations(def.body));
  const stem = ctx.he
    ? `איזה מושג מתואר בחומר כך: "${body}"?`
    : /^[A-Z]/.test(body) && !/^[A-Z]{2,}/.test(body)
      ? `Which of these does the material describe as follows: "${body}"?`
      : `Which term does the material define as "${body}"?`;
  const key = displayCase(ctx.corpus, def.term);
  // Hebrew: a word of the term in its description ("פרק הזמן ... יותר ארוך" of "התארכות זמן") points at it
  if (ctx.he && hebrewStemNames(ctx.corpus, body, key)) return null;
  const why = ctx.he
    ? 'שאר האפשרויות הן מושגים אחרים מהחומר, שההגדרה אינה מתארת.'
    : 'The other options are other terms of the material; the definition does not describe them.';
  return termDraft(ctx, def, { stem, key, described: body, avoid: body, why, family: true });
}

/**
 * A term question: the key among other terms of the material that `described` (the definition's body or the
 * role's predicate) does not fit; `avoid` is the text whose words no distractor may share.
 */
function termDraft(
  ctx: Ctx,
  def: Definition,
  q: { stem: string; key: string; described: string; avoid: string; why: string; family?: boolean },
  linkedOnly = false,
): Draft | null {
  const s = ctx.corpus.sentences[def.sentence]!;
  // terms of the key's kind only, by their own definitions or names (readers at 26d222d, `kinds.ts`); with
  // `linkedOnly`, only those the material shows are of its kind (`termPool`'s link); a definition's key, none of
  // another family than its body's genus shows (eng-kinds: "a number", "a collection of", "an interval")
  const pool = termPool(ctx, def, q.key, q.avoid).filter(
    (p) =>
      (ctx.he || termOfKeyKind(ctx.corpus, def, p.key, p.text)) &&
      (!q.family || termOfKeyFamily(ctx.corpus, def, p.key, p.text)) &&
      (linkedOnly ? sameHeadKind(def, p) : !umbrellaOf(def, p)),
  );
  if (linkedOnly) pool.push(...sameHeadTerms(ctx, def, q.key, q.avoid, pool));
  // of the key's field: in notes divided into chapters, terms of a chapter of the key's, or compounds of its head
  // noun ("integer arithmetic" of an appendix beside "floating-point arithmetic"; eng-weak3, `kinds.ts`)
  const ofField = (p: PoolTerm) => sameHeadKind(def, p) || termOfKeyChapter(ctx.corpus, def, p.key, p.text);
  const ds = pickTerms(ctx, pool.filter(ofField), q.key, def.termKey, q.described, s.index);
  if (!ds) return null;
  return {
    form: 'term-from-definition',
    stem: q.stem,
    key: q.key,
    distractors: ds,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: q.why,
  };
}

/**
 * Modifiers that name a whole field, not one kind of it ("computer arithmetic" holds interval arithmetic), or
 * qualify another term rather than name a kind ("true integer arithmetic" of "integer arithmetic").
 */
const UMBRELLA_MODIFIERS =
  /^(?:computer|numerical|general|standard|basic|modern|classical|usual|ordinary|true|real|actual|exact|naive|plain)$/i;

/**
 * A distractor of the key's kind by name (eng-pdf): a compound with the key's head noun ("level-index arithmetic"
 * beside "interval arithmetic"), not the field they all belong to ("computer arithmetic").
 */
function sameHeadKind(def: Definition, p: PoolTerm): boolean {
  const kw = def.termKey.split(' ');
  const pw = p.key.split(' ');
  return (
    kw.length >= 2 &&
    pw.length >= 2 &&
    headFamily(pw[pw.length - 1]!) === headFamily(kw[kw.length - 1]!) &&
    !UMBRELLA_MODIFIERS.test(pw[0]!)
  );
}
/** The field the key belongs to, by name: "computer arithmetic" beside "floating-point arithmetic". */
function umbrellaOf(def: Definition, p: PoolTerm): boolean {
  const kw = def.termKey.split(' ');
  const pw = p.key.split(' ');
  return pw.length >= 2 && pw[pw.length - 1] === kw[kw.length - 1] && UMBRELLA_MODIFIERS.test(pw[0]!);
}
/** Heads that name one kind of thing: a decomposition of a matrix is a factorisation of it. */
const headFamily = (w: string) => (/^(?:factori[sz]ation|decomposition)$/.test(w) ? 'factorisation' : w);

/**
 * The other terms of the document with the key's head noun (`sameHeadKind`), after those of `termPool`: the pool
 * reads only the leading terms of the material, and "floating-point arithmetic" may not be one of them.
 */
function sameHeadTerms(ctx: Ctx, def: Definition, key: string, avoid: string, have: PoolTerm[]): PoolTerm[] {
  const { corpus } = ctx;
  const doc = corpus.sentences[def.sentence]!.doc;
  const stemKeys = keySet(avoid);
  const seen = new Set([key.toLowerCase(), ...have.map((p) => p.text.toLowerCase())]);
  const out: PoolTerm[] = [];
  for (const t of corpus.termList) {
    if (t.hebrew || !t.docs.has(doc) || !askableTerm(t)) continue;
    // as the material writes it, names capitalised ("Cholesky factorisation")
    const raw = looksPlural(key) ? (t.plural ?? t.singular) : (t.singular ?? t.plural);
    const text = raw && displayCase(corpus, raw);
    if (!text || seen.has(text.toLowerCase()) || isAlias(corpus, text, key)) continue;
    const p = { text, key: t.key, linked: true };
    if (!sameHeadKind(def, p) || !sameShape(corpus, key, text) || fillerPhrase(text)) continue;
    if (contentKeys(text).some((k) => stemKeys.has(k)) || nearSynonym(corpus, key, text)) continue;
    if (!termOfKeyKind(corpus, def, p.key, p.text)) continue;
    seen.add(text.toLowerCase());
    out.push(p);
  }
  return out;
}

/** A predicate that adds to something said before: "are also related to", "is likewise", "as well". */
const ALSO_RE = /^(?:\S+\s+){0,2}(?:also|likewise|too|similarly)\b|\bas well\b/i;

/** "Which of these synthesises proteins ...?": the subject of a statement, among other subjects of the material. */
function termFromRole(ctx: Ctx, subj: Subject, linkedOnly = false): Draft | null {
  const predicate = withoutCitations(subj.predicate!);
  // "Fourier series are also related to orthogonal polynomials": "also" says something named before has the same
  // property, so another option may fit the stem too, and the stem lacks what the sentence adds to (readers rated
  // such a question bad at 68bfabd)
  if (!ctx.he && ALSO_RE.test(predicate)) return null;
  // "which of these are unique and therefore square Vandermonde matrices are invertible?" reads a proposition
  // backwards (readers at 26d222d)
  if (awkwardPredicate(predicate)) return null;
  const stem = `According to the material, which of these ${predicate}?`;
  const def: Definition = {
    sentence: subj.sentence,
    term: subj.text,
    termKey: subj.key,
    body: predicate,
    genus: '',
  };
  const key = displayCase(ctx.corpus, subj.text);
  const why = 'The other options are other things the material talks about; it does not say this of them.';
  return termDraft(ctx, def, { stem, key, described: predicate, avoid: stem, why }, linkedOnly);
}

const articleOf = (body: string) => (/^(?:a|an)\s/i.test(body) ? 'a' : /^the\s/i.test(body) ? 'the' : 'x');

function definitionFromTerm(ctx: Ctx, def: Definition): Draft | null {
  const { corpus, he, rand } = ctx;
  if (!askableDefinition(ctx, def)) return null;
  const s = corpus.sentences[def.sentence]!;
  const term = displayCase(corpus, def.term);
  const body0 = withoutCitations(def.body);
  const stem = he
    ? `כיצד מגדיר החומר את "${term}"?`
    : /^[A-Z]/.test(body0) && !/^[A-Z]{2,}/.test(body0)
      ? `What does the material say about "${term}"?`
      : `How does the material define "${term}"?`;
  const stemKeys = keySet(def.term);
  let key = stripEnd(body0);
  const keyShape = shapeOf(corpus, def.term);
  const sim = new Map(ctx.similar(def.termKey).map((x) => [x.term.key, x.sim]));
  const pool: { text: string; score: number; article: boolean }[] = [];
  for (const d of corpus.definitions) {
    if (d === def || isAlias(corpus, d.term, def.term) || !askableDefinition(ctx, d)) continue;
    const body = stripEnd(withoutCitations(d.body));
    const r = body.length / Math.max(1, key.length);
    if (r < 0.45 || r > 2) continue;
    if (contentKeys(body).some((k) => stemKeys.has(k))) continue;
    // a body of the key's kind only: no software package among methods (readers at 26d222d, `kinds.ts`)
    if (!sameBodyKind(def, d)) continue;
    // the same grammatical fit: the term's number (a body may agree with it: "that are ..."), Hebrew gender
    const shape = shapeOf(corpus, d.term);
    if (shape.plural !== keyShape.plural) continue;
    if (
      he &&
      (shape.hebrew?.gender !== keyShape.hebrew?.gender || hebrewClass(d.term) !== hebrewClass(def.term))
    )
      continue;
    // the stem has no article before the answer: "a ..." beside "the ..." gives nothing away (v2.4)
    const article = he || (articleOf(body) === 'x') === (articleOf(key) === 'x');
    // a definition of a synonym or of a broader term would also fit
    if (
      d.genus === def.genus &&
      keySet(d.body).size &&
      contentKeys(d.body).filter((k) => keySet(key).has(k)).length >= 3
    )
      continue;
    // of the same kind: the same genus, a term the material uses like this one, or the same section
    const ds = corpus.sentences[d.sentence]!;
    let link = 2 * (sim.get(d.termKey) ?? 0);
    if (d.genus && d.genus === def.genus) link += 1;
    if (ds.doc === s.doc && (ds.unit === s.unit || (!!ds.heading && ds.heading === s.heading))) link += 0.6;
    // v2.4: any definition of the same document may stand (a term of the same course), those of the key's kind
    // first; a definition from another document only when linked
    if (link < 0.5 && ds.doc !== s.doc) continue;
    pool.push({ text: body, score: link + (1 - Math.abs(1 - r)) * 0.5 + rand() * 0.5, article });
  }
  // the options in one shape (v2.4): bodies with and without an article ("the range ...", "how much memory
  // ...") stand together once the articles are dropped from all of them, key included ("range within a program
  // ...", "set of rules ..."); otherwise only those of the key's article
  let options = pool.filter((p) => p.article);
  if (options.length < 3 && pool.length >= 3) {
    const bare = (t: string) => t.replace(/^(?:a|an|the)\s+/i, '');
    key = bare(key);
    options = pool.map((p) => ({ ...p, text: bare(p.text) }));
  }
  const ds = pickThree(
    options.sort((a, b) => b.score - a.score).map((p) => p.text),
    key,
    rand,
  );
  if (!ds) return null;
  return {
    form: 'definition-from-term',
    stem,
    key,
    distractors: ds,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: he
      ? 'שאר האפשרויות הן הגדרות של מושגים אחרים מהחומר.'
      : 'The other options are the material’s definitions of other terms.',
  };
}

// -------------------------------------------------------------------------------- statements

/** Whether the material states something with all of these content words in one sentence. */
function materialSays(ctx: Ctx, keys: string[]): boolean {
  if (!keys.length) return false;
  // the sentences holding the rarest key, then the others
  let best: number[] | undefined;
  for (const k of keys) {
    const l = ctx.keyIndex.get(k);
    if (!l) return false;
    if (!best || l.length < best.length) best = l;
  }
  return best!.some((i) => keys.every((k) => ctx.sentenceKeys[i]!.has(k)));
}

const STATEMENT_MIN = 7;
const STATEMENT_MAX = 32;
const PRONOUN_START =
  /^(it|this|that|these|those|they|he|she|its|their|here|there|such|also|then|so|but|and|or|however|moreover|furthermore|likewise|similarly|instead|otherwise|again|still|yet|thus|hence|therefore|in addition|additionally|for example|for instance|finally|first|second|third|next|now|we|our|us|i|you|your)\b|^(?:זה|זו|זאת|אלה|אלו|הוא|היא|הם|הן|לכן|כלומר|אבל|אך|גם|כמו כן|בנוסף|לדוגמה|למשל|אנו|אנחנו|נשים|נראה)(?!\p{L})/iu;

/** Chatter of notes and talks ("we will see", "let's", "you can see"), not a statement of the subject. */
const PERSONAL =
  /\b(?:we|I)(?:'ll| will| shall| now| first| next| then| saw| have seen| see| can see| begin| start| turn| discuss| consider| look| explore| investigate| introduce| review| mentioned| said| learn| want| need to| are going| do| did| get| might| could| would)\b|\blet's\b|\b(?:us|our|me|my)\b|\byou(?:'ve| have| can| might| will| may| would| could)? (?:see|notice|find|recall|remember|heard|seen|used|imagine|think|want|try|look)\b|\bif you\b|\b(?:for example|for instance|e\.g\.|i\.e\.)|(?<!\p{L})(?:נראה|נקבל|נסמן|נניח|נשים|ראינו|אנו|אנחנו|שלנו|לדוגמה|למשל)(?!\p{L})/iu;

export function standalone(s: Sentence): boolean {
  return (
    s.usable &&
    s.words <= 26 &&
    !/\b(?:these|those|this|that one|the latter|the former|the example|the figure)\b/i.test(s.text) &&
    !/(?<!\p{L})(?:זה|זו|זאת|אלה|אלו|הזה|הזו|הזאת|האלה)(?!\p{L})/u.test(s.text) &&
    !/^\S+(?:\s\S+){0,6}\s[-–—]\s/u.test(s.text) &&
    !s.negated &&
    s.words >= STATEMENT_MIN &&
    s.words <= STATEMENT_MAX &&
    !PRONOUN_START.test(s.text) &&
    !PERSONAL.test(s.text) &&
    !/^[\p{L}][\p{L} ]{0,30}\s[-–—:]\s/u.test(s.text) &&
    hasClause(s)
  );
}

/** English: a finite verb after a subject (not a caption "An example of ...", not an item "For law enforcement ..."). */
function hasClause(s: Sentence): boolean {
  const toks = s.tokens;
  if (!toks.length || !/[a-z]/i.test(toks[0]!.text) || toks[0]!.pos === 'X') return true; // statistical path
  if (
    toks[0]!.pos === 'VERB' ||
    /^(?:for|to|in|as|an example|example|cartoon|illustration)$/i.test(toks[0]!.text)
  )
    return false;
  const v = toks.findIndex((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.text)));
  return v > 0 && toks.slice(0, v).some((t) => ['NOUN', 'PROPN', 'PRON'].includes(t.pos));
}

/**
 * What the material says about a subject: "The stack | stores values in the order it gets them ...",
 * "Ownership | is a set of rules that ...". `lead` is the subject as written, `pred` the rest of the sentence.
 */
export interface Claim {
  key: string;
  lead: string;
  pred: string;
  plural: boolean;
  sentence: number;
  hebrew?: string;
}

const MODAL_START = /^(?:can|could|must|may|might|will|would|should|shall|cannot|did|had)\b/i;

/** Claims of definitions and of statements whose subject opens the sentence. */
export function claimsOf(ctx: Ctx, withSubjects = false): Claim[] {
  const { corpus } = ctx;
  const out: Claim[] = [];
  const seen = new Set<number>();
  for (const d of corpus.definitions) {
    if (!askableDefinition(ctx, d)) continue;
    const s = corpus.sentences[d.sentence]!;
    if (!standaloneClaim(s)) continue;
    const text = withoutCitations(s.text).replace(/[.;]\s*$/u, '');
    const at = text.toLowerCase().indexOf(d.term.toLowerCase());
    if (at < 0 || at > 4) continue;
    const lead = text.slice(0, at + d.term.length);
    const pred = text.slice(at + d.term.length).trim();
    // a copula or a defining verb, not a glossary dash
    if (
      !/^(?:is|are|refers|means|denotes|represents|הוא|היא|הם|הן|הינו|הינה|הינם|זהו|זוהי|פירושו)(?!\p{L})/iu.test(
        pred,
      )
    )
      continue;
    if (pred.split(/\s+/).length < 4 || pred.split(/\s+/).length > 22 || /[()]/.test(pred)) continue;
    seen.add(s.index);
    out.push({
      key: d.termKey,
      lead,
      pred,
      plural: shapeOf(corpus, d.term).plural || /^are\b/i.test(pred),
      sentence: s.index,
      ...(ctx.he ? { hebrew: hebrewClass(d.term) } : {}),
    });
  }
  // Claims of statements whose subject opens the sentence ("The cost | is ...", "Recording | is activated ...")
  // only with `withSubjects` (no form asks for them since v2.2): readers found 80% of the true-statement questions
  // built on them bad (an unresolved subject, a transplant that reads as nonsense or stays true).
  if (!withSubjects) return out;
  for (const subj of ctx.subjects) {
    if (subj.at === undefined || seen.has(subj.sentence) || corpus.language !== 'en') continue;
    const s = corpus.sentences[subj.sentence]!;
    if (!standaloneClaim(s)) continue;
    const t = corpus.terms.get(subj.key);
    if (t && !askableTerm(t)) continue;
    if (subj.key.split(' ').every((w) => GENERIC_NOUNS.has(w)) || fillerPhrase(subj.text)) continue;
    const lead = s.text.slice(0, subj.at).trim();
    const pred = withoutCitations(s.text.slice(subj.at)).replace(/[.;:]\s*$/u, '');
    const predKeys = contentKeys(pred);
    if (pred.split(/\s+/).length < 4 || lead.split(/\s+/).length > 4 || /^[A-Z]/.test(pred)) continue;
    if (/^(?:is|are|was|were) to\b/i.test(pred) || /\d[A-Z]?\d*,\d/.test(pred)) continue;
    // a subject cut short by the tagger ("The branch | trace contains ..."): the "verb" is a term of the material
    const verb = s.tokens.find((x) => x.start >= subj.at!);
    if (verb && verb.pos !== 'AUX' && corpus.terms.has(verb.key)) continue;
    if (predKeys.some((k) => subj.key.split(' ').includes(k))) continue;
    seen.add(s.index);
    out.push({
      key: subj.key,
      lead,
      pred,
      plural: !!subj.plural || /^(?:are|were|have)\b/i.test(pred),
      sentence: s.index,
    });
  }
  return out;
}

function standaloneClaim(s: Sentence): boolean {
  return (
    s.usable &&
    !s.negated &&
    s.words >= 6 &&
    s.words <= 30 &&
    !/\b(?:these|those|this|that one|the latter|the former|the example|the figure)\b/i.test(s.text) &&
    !/(?<!\p{L})(?:זה|זו|זאת|אלה|אלו|הזה|הזו|הזאת|האלה)(?!\p{L})/u.test(s.text) &&
    !PERSONAL.test(s.text)
  );
}

/**
 * "Which statement about X is correct?": one claim the material makes about X and three claims it makes about
 * other things of X's kind, each said of X instead (a property of a sibling attributed to X). Every option reads
 * as the material wrote it; a false one is kept only when no sentence of the material says it of X.
 */
function trueStatement(ctx: Ctx, keyClaim: Claim, claims: Claim[]): Draft | null {
  const { corpus, he, rand } = ctx;
  const s = corpus.sentences[keyClaim.sentence]!;
  const xWords = keyClaim.key.split(' ');
  const sim = new Map(ctx.similar(keyClaim.key).map((x) => [x.term.key, x.sim]));
  const ownClaims = claims.filter((c) => c.key === keyClaim.key);
  const pool: { text: string; score: number; from: Claim }[] = [];
  const usedPreds = new Set<string>();
  for (const c of claims) {
    if (c.key === keyClaim.key || isAlias(corpus, c.key, keyClaim.key)) continue;
    const cw = c.key.split(' ');
    if (cw.every((w) => xWords.includes(w)) || xWords.every((w) => cw.includes(w))) continue;
    const cs = corpus.sentences[c.sentence]!;
    // of X's kind: a term the material uses like X, or a subject of the same section
    const sameSection =
      cs.doc === s.doc && (cs.unit === s.unit || (!!cs.heading && cs.heading === s.heading));
    const link = (sim.get(c.key) ?? 0) * 2 + (sameSection ? 0.6 : 0) + (cs.doc === s.doc ? 0.2 : 0);
    if (link < 0.6) continue;
    // it must agree with X: the same number (unless its verb does not show it), Hebrew gender and number
    if (c.plural !== keyClaim.plural && !MODAL_START.test(c.pred)) continue;
    if (he && c.hebrew !== keyClaim.hebrew) continue;
    // the predicate must not name X, and must not restate what the material says of X
    const predKeys = contentKeys(c.pred);
    if (predKeys.some((k) => xWords.includes(k))) continue;
    if (
      ownClaims.some(
        (o) => predKeys.filter((k) => keySet(o.pred).has(k)).length >= Math.max(2, predKeys.length / 2),
      )
    )
      continue;
    if (materialSays(ctx, [...xWords, ...predKeys.slice(0, 4)])) continue;
    const low = c.pred.toLowerCase();
    if (usedPreds.has(low) || c.pred.toLowerCase() === keyClaim.pred.toLowerCase()) continue;
    usedPreds.add(low);
    pool.push({ text: `${keyClaim.lead} ${c.pred}`, score: link + rand() * 0.4, from: c });
  }
  if (pool.length < 3) return null;
  pool.sort((a, b) => b.score - a.score);
  const key = `${keyClaim.lead} ${keyClaim.pred}`;
  const ds = pickThree(
    pool.slice(0, 10).map((p) => p.text),
    key,
    rand,
  );
  if (!ds) return null;
  const from = ds.map((d) => pool.find((p) => p.text === d)!.from);
  const subj = displayCase(corpus, keyClaim.lead.replace(/^(?:the|a|an)\s+/i, ''));
  const about = /^the\s/i.test(keyClaim.lead) ? `the ${subj}` : subj;
  const stem = he
    ? `איזו מהטענות הבאות על "${subj}" נכונה לפי החומר?`
    : `Which statement about ${about} is correct according to the material?`;
  const others = from.map(
    (c) => `"${withoutCitations(corpus.sentences[c.sentence]!.text).replace(/[.;]\s*$/u, '')}"`,
  );
  return {
    form: 'true-statement',
    used: [keyClaim.sentence, ...from.map((c) => c.sentence)],
    stem,
    key: `${key}.`,
    distractors: ds.map((d) => `${d}.`),
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: he
      ? `שאר הטענות אומרות על "${subj}" את מה שהחומר אומר על דברים אחרים: ${others.join('; ')}.`
      : `The other statements say of ${subj} what the material says of other things: ${others.join('; ')}.`,
  };
}

// ------------------------------------------------------------------------------------- lists

function listTopicStem(
  ctx: Ctx,
  topic: string,
  negative: boolean,
  inline?: { subject: string; verb: string },
  quotedLead?: string,
): string {
  if (quotedLead) {
    const lead = quotedLead.replace(/:?$/, ':');
    if (ctx.he)
      return negative
        ? `לפי החומר, איזה מהבאים אינו מופיע ברשימה שאחרי "${lead}"?`
        : `לפי החומר, איזה מהבאים מופיע ברשימה שאחרי "${lead}"?`;
    return negative
      ? `Which of these is NOT on the list the material gives after "${lead}"?`
      : `Which of these is on the list the material gives after "${lead}"?`;
  }
  if (ctx.he)
    return negative
      ? `לפי החומר, איזה מהבאים אינו נמנה בין "${topic}"?`
      : `לפי החומר, איזה מהבאים נמנה בין "${topic}"?`;
  const not = negative ? 'NOT ' : '';
  if (inline) {
    const subj = lower1(inline.subject.replace(/^(?:the|a|an)\s+/i, ''));
    if (inline.verb === 'such as')
      return `According to the material, which of these is ${not}given as an example of ${subj}?`;
    if (/^(?:include|includes|including)$/.test(inline.verb))
      return `According to the material, which of these is ${not}included in ${subj}?`;
    return `According to the material, which of these is ${not}one of the ${subj.replace(/^(?:the\s+)?(?:main\s+)?/i, '')}?`;
  }
  const t = displayCase(ctx.corpus, topic.replace(/^(?:other|more|some|further|additional)\s+/i, ''));
  if (looksPlural(t) && words(t).length <= 6)
    return `According to the material, which of these is ${not}one of the ${t}?`;
  return `According to the material, which of these is ${not}listed under "${topic}"?`;
}

const FILLER_TOPICS =
  /^(?:tips|notes|examples|points|things|ideas|steps|items|details|issues|questions|answers|options|topics|summary|overview|rules|facts|features|benefits|reasons|uses|goals|takeaways|remarks)$/i;

/** English lists under a heading are asked about only when the heading names a kind ("Purposes of Monitoring"). */
function kindTopic(ctx: Ctx, topic: string): boolean {
  if (ctx.he) return true;
  const t = lower1(topic.replace(/^(?:other|more|some|further|additional)\s+/i, ''));
  // "Tips" alone does not say which tips: the stem must name the list
  if (words(t).length < 2 && FILLER_TOPICS.test(t)) return false;
  return looksPlural(t) && words(t).length <= 6 && !/[:]/.test(t);
}

/** The first letter's case like another option's ("iostat" among "vmstat", "Use accelerator card" among tips). */
function caseLike(corpus: Corpus, text: string, like: string): string {
  if (isHebrewWord(text) || !/^[A-Za-z]/.test(text)) return text;
  const first = text.split(' ')[0]!;
  if (/^[A-Z]/.test(like)) return upper1(text);
  return properWord(corpus, first) ? text : lower1(text);
}

/** The part of speech most items of the list share (noun phrases, imperatives, adjectives). */
const listShapes = new WeakMap<ListGroup, PosClass>();
function listShape(ctx: Ctx, list: ListGroup): PosClass {
  const hit = listShapes.get(list);
  if (hit) return hit;
  const n = new Map<PosClass, number>();
  for (const it of list.items) {
    const p = shapeOf(ctx.corpus, it).pos;
    n.set(p, (n.get(p) ?? 0) + 1);
  }
  const out = [...n].sort((a, b) => b[1] - a[1])[0]![0];
  listShapes.set(list, out);
  return out;
}

/**
 * Items that are not on the list but of its kind: items of the document's other lists of the same shape (tools
 * among tools, tips among tips), those whose list shares a word of the topic first; then terms of the material
 * of the same shape. Never an adjective among tools, an imperative among noun phrases, or a filler.
 */
/**
 * Whose the lines after a lead are, when the lead names a party as its subject ("We are required to:" -> "we",
 * "You have the right to:" -> "you", "Patients may:" -> "patients"); '' when it names none ("These activities
 * generally include:").
 */
export function leadParty(lead: string): string {
  const m =
    /^(we|you|i|patients?|students?|employees?|members?|users?|customers?|the [\p{L}]+(?: [\p{L}]+)?) (?:are|is|am|have|has|may|must|will|can|shall|agrees?|should)\b/iu.exec(
      lead
        .trim()
        .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
        .pop() ?? '',
    );
  if (!m) return '';
  const who = m[1]!.toLowerCase();
  return /^(?:these|this|those|such)\b/.test(who.replace(/^the /, '')) ? '' : who;
}

function otherItems(ctx: Ctx, list: ListGroup, key: string | null): string[] {
  const { corpus, he, rand } = ctx;
  const inList = new Set(list.items.map((x) => x.toLowerCase()));
  const listKeys = keySet(list.quote);
  const shape = key ?? list.items[0]!;
  // an item's shape is its list's (a tool named "analog" is a noun among tools)
  const pos = listShape(ctx, list);
  const topicKeys = new Set(contentKeys(list.topic.replace(/^(?:other|more)\s+/i, '')));
  // lines after a lead-in that are clauses ("To report births or deaths"): lengths vary within one list
  const clauses = !!list.lead && list.items.some((x) => words(x).length > 4);
  const pool: { text: string; score: number }[] = [];
  const seen = new Set<string>();
  const consider = (raw: string, score: number, from?: ListGroup) => {
    const text = caseLike(corpus, raw, shape);
    const low = text.toLowerCase();
    if (inList.has(low) || seen.has(low)) return;
    if ([...inList].some((x) => isAlias(corpus, x, low))) return;
    // a clause of another list may share a word with this one ("To report ..."), never most of its words
    const ck = contentKeys(text);
    if (clauses ? ck.filter((k) => listKeys.has(k)).length * 2 > ck.length : ck.some((k) => listKeys.has(k)))
      return;
    if (fillerPhrase(text) || tailOfTerm(corpus, text)) return;
    // garbled, or of this list's idea in other words ("harm" among "safety activities"): a reader may hold it one
    if (garbledItem(text) || (!he && namesTopicIdea(text, list.topic))) return;
    const lens = list.items.map((x) => x.length);
    const r = text.length / Math.max(1, lens.reduce((a, b) => a + b, 0) / lens.length);
    if (r < 0.4 || r > 2.2) return;
    if (!clauses && Math.abs(words(text).length - words(shape).length) > 2) return;
    if (he !== isHebrewWord(text)) return;
    if (!he && (from ? listShape(ctx, from) : shapeOf(corpus, text).pos) !== pos) return;
    if (he && hebrewClass(text) !== hebrewClass(shape)) return;
    seen.add(low);
    pool.push({ text, score: score + rand() * 0.6 });
  };
  // what the items are: the topic's head noun ("tools" of "Other Monitoring Tools", "tips" of "SSL Performance Tips")
  const topicHead = (topic: string) => contentKeys(topic).pop() ?? '';
  const myHead = topicHead(list.topic);
  for (const other of corpus.lists) {
    if (other === list || other.items.length < 2) continue;
    const sameDoc = other.doc === list.doc ? 1 : 0;
    const family = contentKeys(other.topic).some((k) => topicKeys.has(k)) ? 1 : 0;
    // English: items of a list of another kind are not of this kind ("CPU load" of "what to monitor" is no
    // monitoring tool); Hebrew topics are too short to tell
    // lines after lead-ins of one document (decision 104, v2.4) are of one kind when their shape agrees
    // ("To report births or deaths" among "To identify or locate a suspect"): checked per item below
    const leadSiblings = !!list.lead && !!other.lead && other.doc === list.doc;
    // ... of one party: a duty of the practice ("We are required to:") among what a patient may ask for ("You
    // have the right to:") is the odd one out by its wording (readers at eb977d9)
    if (leadSiblings && leadParty(other.lead!) !== leadParty(list.lead!)) continue;
    if (!he && !leadSiblings && topicHead(other.topic) !== myHead) continue;
    // "Other Monitoring Tools" are monitoring tools too: never distractors of "Monitoring Tools"
    if (listTopic(other.topic).toLowerCase() === listTopic(list.topic).toLowerCase()) continue;
    for (const it of other.items) consider(it, 1.5 + sameDoc + family, other);
  }
  if (pos === 'noun')
    for (const t of termsBeside(ctx, list)) {
      const text = termText(t, looksPlural(shape));
      if (text) consider(text, 0.4 + 0.4 * (t.score / ctx.maxTermScore));
    }
  return pool.sort((a, b) => b.score - a.score).map((p) => p.text);
}

const besideMemo = new WeakMap<ListGroup, Term[]>();
/**
 * The material's terms (of the 200 first) that `otherItems` may offer beside a list's items, in order: once per
 * list (every item of a list asks them, in every draw).
 */
function termsBeside(ctx: Ctx, list: ListGroup): Term[] {
  let out = besideMemo.get(list);
  if (out) return out;
  const { corpus, he } = ctx;
  out = [];
  const itemKeys = list.items.map((x) => termClass(corpus, x).key);
  for (const t of corpus.termList.slice(0, 200)) {
    if (!askableTerm(t) || t.hebrew !== he) continue;
    if (t.units.has(`${list.doc}:${list.unit}`) || !t.docs.has(list.doc)) continue;
    // a term the material puts beside an item of the list (English), not any frequent word ("site")
    if (!he && !itemKeys.some((k) => kin(corpus, k, t.key))) continue;
    out.push(t);
  }
  besideMemo.set(list, out);
  return out;
}

function listMember(
  ctx: Ctx,
  list: ListGroup,
  keyIndex: number,
  inline?: { subject: string; verb: string },
): Draft | null {
  // the drawn item first, then the others: an item the material's other lists give no options for (the one "As
  // required by law" among "To ..." clauses) leaves the list to another of its items
  for (let k = 0; k < list.items.length; k++) {
    const d = listMemberWith(ctx, list, (keyIndex + k) % list.items.length, inline);
    if (d) return d;
  }
  return null;
}

function listMemberWith(
  ctx: Ctx,
  list: ListGroup,
  keyIndex: number,
  inline?: { subject: string; verb: string },
): Draft | null {
  const key = list.items[keyIndex]!;
  if (garbledItem(key)) return null;
  const stem = listTopicStem(ctx, list.topic, false, inline, list.quoted ? list.lead : undefined);
  const pool = keyOpener(
    ctx,
    key,
    sameOpener(
      ctx,
      list.items,
      otherItems(ctx, list, key).filter(
        (o) =>
          (!keySet(stemWords(stem)).size || !contentKeys(o).some((k) => keySet(stemWords(stem)).has(k))) &&
          onSubject(ctx, list, o),
      ),
    ),
  );
  // on a slide, a one-word key among phrases ("ulimit" among tips) is the odd one out, and the other way round
  const slide = ctx.corpus.documents[list.doc]?.unitKind === 'slide';
  const single = (x: string) => words(x).length === 1;
  const ds = pickThree(pool, key, ctx.rand, (xs) => !slide || xs.some((x) => single(x) === single(key)));
  if (!ds) return null;
  return {
    form: 'list-member',
    stem,
    key,
    distractors: ds,
    doc: list.doc,
    unit: list.unit,
    quote: list.quote,
    why: ctx.he
      ? `הרשימה בחומר: ${list.items.join(', ')}. שאר האפשרויות אינן ברשימה זו.`
      : `The material lists: ${list.items.join(', ')}. The other options are not in this list.`,
  };
}

/**
 * On a slide, a wrong option of a list question must be plausible for the list: an item of a list on the same subject,
 * one whose topic shares a word with this topic besides the head ("SSL" of "SSL Performance Tips"). An item of
 * "System Tuning Tips" ("RAM and swap space") is plainly no SSL tip (readers at 2078f1c: the odd one out), and SSL
 * tips beside it as "system tuning tips" give it away the other way round.
 * A topic of its head alone ("Tools") takes items of any list of that head, and a one-word name ("sysctl" of
 * "Tuning Tools" among "Monitoring Tools") may come from any list: a name does not show what it is for.
 */
function onSubject(ctx: Ctx, list: ListGroup, item: string): boolean {
  if (ctx.he || ctx.corpus.documents[list.doc]?.unitKind !== 'slide') return true;
  // a name ("sysctl" among monitoring tools) does not show its subject; a phrase does
  if (words(item).length < 2) return true;
  const topic = contentKeys(list.topic.replace(/^(?:other|more)\s+/i, ''));
  const subject = topic.slice(0, -1);
  if (!subject.length) return true;
  const low = item.toLowerCase();
  return ctx.corpus.lists.some(
    (o) =>
      o !== list &&
      o.items.some((x) => x.toLowerCase() === low) &&
      contentKeys(o.topic).some((k) => subject.includes(k)),
  );
}

/**
 * English: when every item of a list opens with one word ("To report ...", "To notify ..."), only options that open
 * with it: "About crimes that occur ..." among them is the odd one out by its form alone (readers at bfd871f).
 */
function sameOpener(ctx: Ctx, items: string[], pool: string[]): string[] {
  if (ctx.he || items.length < 3) return pool;
  const opener = (x: string) => (/^\s*([A-Za-z]+)\b/.exec(x)?.[1] ?? '').toLowerCase();
  const first = opener(items[0]!);
  if (!/^(?:to|about|for|in|as|by|with|if|when|from|of|on)$/.test(first)) return pool;
  if (!items.every((x) => opener(x) === first)) return pool;
  return pool.filter((o) => opener(o) === first);
}

/** The first word of an English clause option, lower case, when it is a function word ("to", "about", "as"). */
function clauseOpener(x: string): string {
  const w = (/^\s*([A-Za-z]+)\b/.exec(x)?.[1] ?? '').toLowerCase();
  return /^(?:to|about|for|in|as|by|with|if|when|from|of|on)$/.test(w) ? w : '';
}

/**
 * English: a key that opens with a function word ("To identify ...", "About crimes ...") among options that open
 * with another ("In response to ...") is told apart by its form alone (the gate's "odd form"): its options open
 * with the key's word, when the key has one.
 */
function keyOpener(ctx: Ctx, key: string, pool: string[]): string[] {
  const first = ctx.he ? '' : clauseOpener(key);
  return first ? pool.filter((o) => clauseOpener(o) === first) : pool;
}

function listNonMember(ctx: Ctx, list: ListGroup, inline?: { subject: string; verb: string }): Draft | null {
  const stem = listTopicStem(ctx, list.topic, true, inline, list.quoted ? list.lead : undefined);
  const stemKeys = keySet(stemWords(stem));
  const pool = otherItems(ctx, list, null)
    .filter((o) => !contentKeys(o).some((k) => stemKeys.has(k)))
    .filter((o) => onSubject(ctx, list, o));
  const major = listShape(ctx, list);
  const members = list.items.filter(
    (x) =>
      !contentKeys(x).some((k) => stemKeys.has(k)) &&
      !garbledItem(x) &&
      (ctx.he || shapeOf(ctx.corpus, x).pos === major),
  );
  if (members.length < 3) return null;
  for (const key of sameOpener(ctx, members, pool).slice(0, 6)) {
    // the members offered open like the key ("To ..." among "To ..."), when three of them do
    const alike = keyOpener(ctx, key, members);
    const shuffled = [...(alike.length >= 3 ? alike : members)].sort(() => ctx.rand() - 0.5);
    const ds = pickThree(shuffled, key, ctx.rand);
    if (!ds) continue;
    return {
      form: 'list-non-member',
      stem,
      key,
      distractors: ds,
      doc: list.doc,
      unit: list.unit,
      quote: list.quote,
      why: ctx.he
        ? `הרשימה בחומר: ${list.items.join(', ')}. "${key}" אינו ברשימה.`
        : `The material lists: ${list.items.join(', ')}. "${key}" is not one of them.`,
    };
  }
  return null;
}

// ----------------------------------------------------------------------------- cause, purpose

interface Relation {
  s: Sentence;
  form: 'cause-effect' | 'purpose' | 'comparison';
  /** What the stem shows. */
  given: string;
  /** The answer: the cause, the effect or the purpose. */
  answer: string;
  kind: 'cause' | 'effect' | 'purpose';
}

const EN_CAUSE_AFTER = /^(.{20,}?),?\s+(?:because|since|as a result of|due to)\s+(.{12,})$/i;
const EN_CAUSE_BEFORE = /^Because\s+([^,]{12,}),\s+([^,]{20,})$/;
const EN_LEADS = /^(.{8,}?)\s+(?:leads? to|results? in|causes?|gives? rise to)\s+(.{8,})$/i;
const EN_PURPOSE = /^(.{20,}?),?\s+(?:in order to|so as to|so that)\s+(.{10,})$/i;
const EN_PURPOSE_BEFORE = /^In order to\s+([^,]{8,}),\s+(.{15,})$/;
/** "To execute a trace, the monitor must build ...": a purpose opening the sentence, then a clause (eng-facts). */
const EN_PURPOSE_TO = /^To\s+([a-z]+\s[^,]{6,}),\s+(?!to\b|we\b|you\b|it\b|this\b)(.{15,})$/;
const HE_CAUSE_AFTER = /^(.{15,}?),?\s+(?:כי|מפני ש|מכיוון ש|משום ש|בגלל ש)(.{10,})$/u;
const HE_THEREFORE = /^(.{15,}?),?\s+(?:ולכן|לכן)\s+(.{10,})$/u;
const HE_PURPOSE = /^(.{15,}?),?\s+(?:כדי ל|על מנת ל|כדי ש)(.{8,})$/u;

export function relationsOf(corpus: Corpus): Relation[] {
  const out: Relation[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.negated || s.words > 40) continue;
    const t = s.text.replace(/[.;]\s*$/u, '');
    let m: RegExpExecArray | null;
    if (corpus.language === 'en') {
      if ((m = EN_CAUSE_BEFORE.exec(t)))
        out.push({ s, form: 'cause-effect', given: m[2]!, answer: m[1]!, kind: 'cause' });
      else if ((m = EN_CAUSE_AFTER.exec(t)))
        out.push({ s, form: 'cause-effect', given: m[1]!, answer: m[2]!, kind: 'cause' });
      else if ((m = EN_PURPOSE_BEFORE.exec(t)))
        out.push({ s, form: 'purpose', given: upper1(m[2]!), answer: `to ${m[1]!}`, kind: 'purpose' });
      else if ((m = EN_PURPOSE_TO.exec(t)) && s.tokens[1]?.pos === 'VERB')
        out.push({ s, form: 'purpose', given: upper1(m[2]!), answer: `to ${m[1]!}`, kind: 'purpose' });
      else if ((m = EN_PURPOSE.exec(t)))
        out.push({ s, form: 'purpose', given: m[1]!, answer: m[2]!, kind: 'purpose' });
      else if ((m = EN_LEADS.exec(t)) && words(m[2]!).length <= 12)
        out.push({ s, form: 'cause-effect', given: m[1]!, answer: m[2]!, kind: 'effect' });
    } else {
      if ((m = HE_CAUSE_AFTER.exec(t)))
        out.push({ s, form: 'cause-effect', given: m[1]!, answer: m[2]!, kind: 'cause' });
      else if ((m = HE_THEREFORE.exec(t)))
        out.push({ s, form: 'cause-effect', given: m[2]!, answer: m[1]!, kind: 'cause' });
      else if ((m = HE_PURPOSE.exec(t)))
        out.push({ s, form: 'purpose', given: m[1]!, answer: m[2]!, kind: 'purpose' });
    }
  }
  return out.filter(
    (r) =>
      !PRONOUN_START.test(r.given) &&
      words(r.given).length >= 4 &&
      words(r.answer).length >= 3 &&
      words(r.answer).length <= 22,
  );
}

function relationQuestion(ctx: Ctx, r: Relation, all: Relation[]): Draft | null {
  const { he, rand } = ctx;
  const given = stripEnd(r.given);
  const key = stripEnd(r.answer);
  let stem: string;
  if (he)
    stem = r.kind === 'purpose' ? `לפי החומר, לשם מה: "${given}"?` : `לפי החומר, מה הסיבה לכך: "${given}"?`;
  else
    stem =
      r.kind === 'purpose'
        ? `According to the material, what is the purpose of the following: "${upper1(given)}"?`
        : r.kind === 'cause'
          ? `According to the material, what is the reason for the following: "${upper1(given)}"?`
          : `According to the material, what does the following lead to: "${upper1(given)}"?`;
  // the stem says what the key is about in other words ("must run quickly" for "good startup performance")
  if (!he && r.kind === 'purpose' && sharesMeaning(given, key)) return null;
  const stemKeys = keySet(given);
  const keyShares = contentKeys(key).filter((k) => stemKeys.has(k)).length;
  // other answers of the same relation, about the same subject or in the same section, with the same
  // grammatical subject ("it ..." among "it ...") so that none is rejected on its face
  if (PERSONAL.test(r.s.text)) return null;
  const subjectOf = (clause: string) => {
    const w = clause.trim().split(/\s+/)[0]!.toLowerCase();
    return /^(?:it|they|he|she|we|you|this|these|there)$/.test(w) ? w : he ? 'x' : 'np';
  };
  const keySubject = subjectOf(key);
  const givenTerms = new Set(contentKeys(given).filter((k) => ctx.corpus.terms.has(k)));
  const pool: { text: string; score: number }[] = [];
  for (const o of all) {
    if (o === r || o.kind !== r.kind || o.s.doc !== r.s.doc) continue;
    if (PERSONAL.test(o.s.text)) continue;
    const sameSection = o.s.unit === r.s.unit || (!!o.s.heading && o.s.heading === r.s.heading);
    const sameSubject = contentKeys(o.given).some((k) => givenTerms.has(k));
    // purposes ("to get good startup performance") are of one kind across a document; reasons only nearby
    if (!sameSection && !sameSubject && r.kind !== 'purpose') continue;
    const text = stripEnd(o.answer);
    if (subjectOf(text) !== keySubject) continue;
    const ratio = text.length / Math.max(1, key.length);
    if (ratio < 0.55 || ratio > 1.8) continue;
    const shares = contentKeys(text).filter((k) => stemKeys.has(k)).length;
    // the key would be the only option echoing the stem
    if (shares < keyShares && keyShares > 0) continue;
    pool.push({ text, score: 1 - Math.abs(1 - ratio) + (sameSubject ? 0.6 : 0) + rand() * 0.5 });
  }
  let texts = pool.sort((a, b) => b.score - a.score).map((p) => p.text);
  texts = texts.filter((t) => t.toLowerCase() !== key.toLowerCase());
  const ds = pickThree(texts, key, rand);
  if (!ds) return null;
  return {
    form: r.form,
    stem,
    key,
    distractors: ds,
    doc: r.s.doc,
    unit: r.s.unit,
    quote: r.s.text,
    why: he
      ? 'שאר האפשרויות אינן מה שהחומר אומר על כך.'
      : r.kind === 'purpose'
        ? 'The other options are not the purpose the material gives for this.'
        : 'The other options are not what the material gives for this.',
  };
}

// ------------------------------------------------------------------------------------ building

function sentenceKeysOf(corpus: Corpus): Set<string>[] {
  return corpus.sentences.map((s) => new Set(contentKeys(s.text)));
}

const GENERIC_NOUNS = new Set(
  (
    'whole part thing way case example number time type kind form lot use fact point result section information ' +
    'data value amount practice approach method detail idea problem question answer person people everything ' +
    'something anything nothing one other others rest end start beginning process system model'
  ).split(' '),
);

const EVALUATIVE_PREDICATE_RE =
  /^(?:underpins?|underlies|underlie|is (?:widely|commonly|often|frequently|increasingly) used|are (?:widely|commonly|often|frequently|increasingly) used|plays? an? (?:important|central|key|major|crucial|vital) role|is (?:very |extremely )?(?:important|essential|crucial|ubiquitous|popular|powerful|useful)|are (?:very |extremely )?(?:important|essential|crucial|ubiquitous|popular|powerful|useful)|lies? at the heart|has (?:become|been) (?:popular|important|widely)|have (?:become|been) (?:popular|important|widely))\b/i;

/** Sentence-opening noun phrases (English: by part of speech; Hebrew: a definite first word before a verb-like copula). */
export function subjectsOf(corpus: Corpus): Subject[] {
  const out: Subject[] = [];
  const seen = new Set<string>();
  for (const s of corpus.sentences) {
    if (!s.usable) continue;
    const toks = s.tokens;
    let i = 0;
    let j = 0;
    if (corpus.language === 'en') {
      if (/^(?:the|a|an)$/i.test(toks[0]?.text ?? '')) i = 1;
      j = i;
      while (j < toks.length && j - i < 3 && ['ADJ', 'NOUN', 'PROPN'].includes(toks[j]!.pos)) j++;
      if (j === i || !['NOUN', 'PROPN'].includes(toks[j - 1]!.pos)) continue;
      if (!['VERB', 'AUX'].includes(toks[j]?.pos ?? '')) continue;
      if (
        toks
          .slice(i, j)
          .some(
            (t) => t.pos === 'ADJ' && /^(?:other|each|every|many|some|several|such|this|that)$/i.test(t.text),
          )
      )
        continue;
    } else {
      j = toks.findIndex((t, k) => k >= 1 && k <= 3 && /^(?:הוא|היא|הם|הן|הינו|הינה)$/u.test(t.text));
      if (j < 1 || toks.slice(0, j).some((t) => t.isNumber || /^ו?ש/u.test(t.prefix))) continue;
    }
    const span = toks.slice(i, j);
    // a person's name is a side detail, not a subject to ask about
    if (
      corpus.language === 'en' &&
      span.length >= 2 &&
      span.every((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text))
    )
      continue;
    const text = s.text.slice(span[0]!.start + span[0]!.prefix.length, span[span.length - 1]!.end);
    // "good news", "multiple variables" are no kind of thing; "Euclid", "the Practice" are names (analysis.ts)
    if (
      corpus.language === 'en' &&
      (isGenericModifier(span[0]!.key) || isName(corpus, text) || discoursePhrase(text))
    )
      continue;
    const known = corpus.terms.get(span.map((t) => t.key).join(' '));
    const display =
      corpus.language === 'en' &&
      (!span.every((t) => t.pos === 'PROPN') || (i <= 1 && known?.proper !== true))
        ? text
            .split(' ')
            .map((w) => (/^[A-Z][a-z]+$/.test(w) && !properWord(corpus, w) ? w.toLowerCase() : w))
            .join(' ')
        : text;
    const key = span.map((t) => t.key).join(' ');
    if (display.length < 3) continue;
    let predicate: string | undefined;
    const verbLike =
      toks[j]?.pos === 'VERB' ||
      (toks[j]?.pos === 'AUX' &&
        !/^(?:a|an|the|one|any|defined|called|known)$/i.test(toks[j + 1]?.text ?? ''));
    if (corpus.language === 'en' && verbLike && standalone(s)) {
      const p = s.text.slice(toks[j]!.start).replace(/[.;]\s*$/u, '');
      const own = new Set(key.split(' '));
      const real = corpus.terms.get(key);
      const rank = real ? corpus.termList.indexOf(real) : -1;
      // a term of the material that is central or specific (a compound), or a specific noun named once
      // ("mitochondrion"); not a frequent generic word ("information", "practice")
      const worthy =
        real !== undefined
          ? askableTerm(real) && (span.length >= 2 || (rank >= 0 && rank < 25))
          : span.every((t) => !GENERIC_NOUNS.has(t.key.toLowerCase())) &&
            (span[span.length - 1]!.pos === 'NOUN' ||
              (i === 0 && span.length === 1 && /^[A-Z][a-z]+$/.test(span[0]!.text)));
      if (
        worthy &&
        words(p).length >= 5 &&
        !/^[A-Z]/.test(p) &&
        !/\b(?:these|those|this|such|above|below)\b/i.test(p) &&
        // without its subject a pronoun has no referent ("... but they may be out of date")
        !/\b(?:they|them|their|it|its|he|she|his|her)\b/i.test(p) &&
        // a motivating remark is no property of the subject ("underpins much of modern scientific computing")
        !EVALUATIVE_PREDICATE_RE.test(p) &&
        // a measured figure is a side detail ("take about 9 cycles per bytecode, a 3.9x speedup")
        !/\d/.test(p) &&
        !toks.slice(j).some((t) => own.has(t.key))
      )
        predicate = p;
    }
    if (seen.has(key) && !predicate) continue;
    seen.add(key);
    out.push({
      text: display,
      key,
      unit: `${s.doc}:${s.unit}`,
      sentence: s.index,
      ...(predicate ? { predicate } : {}),
      plural: span[span.length - 1]!.plural,
      ...(toks[j] ? { at: toks[j]!.start } : {}),
    });
  }
  return out;
}

/**
 * What a term of the material does, said in a relative clause that closes the sentence: "We discuss the singular
 * value decomposition, which gives the 2-norm of a matrix"; "TraceMonkey invokes the trace monitor, which may
 * decide to record or execute a native trace" (eng-pdf). The main clause may be about the course or point
 * elsewhere; the clause stands on its own (no pronoun, pointer or "we"), opens with a verb and does not name the
 * term. English only; asked as "which of these <does that>?" with other terms of the term's kind.
 */
export function relativeSubjectsOf(corpus: Corpus): Subject[] {
  let out = relativeSubjects.get(corpus);
  if (out) return out;
  out = [];
  relativeSubjects.set(corpus, out);
  if (corpus.language !== 'en') return out;
  for (const s of corpus.sentences) {
    if (!(s.usable || /^(?:referent|signpost|pointer)$/.test(s.reject ?? '')) || s.negated) continue;
    const text = s.text.replace(/[.;]\s*$/u, '');
    const m = /,\s+which\s+(?!(?:is|are|was|were|we|you|in turn|means|mean)\b)([a-z]\S*(?:\s\S+)*)$/u.exec(
      text,
    );
    if (!m) continue;
    const comma = m.index;
    const predicate = m[1]!;
    // a verb first, maybe after an adverb ("which automatically computes ...")
    const verb = s.tokens.find((t) => t.start >= text.length - predicate.length && t.pos !== 'ADV');
    if (!verb || !['VERB', 'AUX'].includes(verb.pos)) continue;
    if (
      !clauseStandsAlone(predicate) ||
      PERSONAL.test(predicate) ||
      // a figure is a side detail; a term with a number is not one ("the 2-norm of a matrix")
      /\d/.test(predicate.replace(/\b\d+-\p{L}+/gu, '')) ||
      words(predicate).length < 5 ||
      words(predicate).length > 20 ||
      EVALUATIVE_PREDICATE_RE.test(predicate) ||
      // a symbol of a formula ("perturbations in A") needs the formula
      /(?<![\p{L}'’])[A-Z](?![\p{L}'’])/u.test(predicate) ||
      // a comparison needs its other side ("aligns better with ...")
      /\b(?:better|worse|more|less|faster|slower)\b/i.test(predicate)
    )
      continue;
    // the antecedent: the noun phrase right before the comma, whole (after an article, a verb or a preposition;
    // not one of two coordinated ones, "reflections and rotations, which ...")
    const toks = s.tokens.filter((t) => t.end <= comma);
    let k = toks.length;
    while (k > 0 && toks.length - k < 4 && ['ADJ', 'NOUN', 'PROPN'].includes(toks[k - 1]!.pos)) k--;
    const span = toks.slice(k);
    if (!span.length || !['NOUN', 'PROPN'].includes(span[span.length - 1]!.pos)) continue;
    const before = toks[k - 1];
    if (before && !['DET', 'ADP', 'VERB', 'PRON'].includes(before.pos)) continue;
    if (before && /^(?:and|or|nor|of)$/i.test(before.text)) continue;
    // a noun the tagger read as a verb inside the phrase ("our trace | compiler")
    if (
      before?.pos === 'VERB' &&
      /^(?:the|a|an|our|their|its|my|your|this|that)$/i.test(toks[k - 2]?.text ?? '')
    )
      continue;
    const key = span.map((t) => t.key).join(' ');
    const real = corpus.terms.get(key);
    if (!real || !askableTerm(real)) continue;
    const rank = corpus.termList.indexOf(real);
    if (span.length < 2 && !(rank >= 0 && rank < 25)) continue;
    const phrase = s.text.slice(span[0]!.start + span[0]!.prefix.length, span[span.length - 1]!.end);
    if (isGenericModifier(span[0]!.key) || isName(corpus, phrase) || discoursePhrase(phrase)) continue;
    if (span.every((t) => GENERIC_NOUNS.has(t.key.toLowerCase()))) continue;
    const own = new Set(key.split(' '));
    if (contentKeys(predicate).some((x) => own.has(x))) continue;
    const display = span.every((t) => t.pos === 'PROPN' && real.proper)
      ? phrase
      : phrase
          .split(' ')
          .map((w) => (/^[A-Z][a-z]+$/.test(w) && !properWord(corpus, w) ? w.toLowerCase() : w))
          .join(' ');
    out.push({
      text: display,
      key,
      unit: `${s.doc}:${s.unit}`,
      sentence: s.index,
      predicate,
      plural: span[span.length - 1]!.plural,
    });
  }
  return out;
}
const relativeSubjects = new WeakMap<Corpus, Subject[]>();

const SIM_MIN = 0.18;
/** Context similarity that alone makes a distractor of the key's kind (without a structural link). */
const KIN_CONTEXT_MIN = 0.25;

function similarity(corpus: Corpus): (key: string) => { term: Term; sim: number }[] {
  const top = corpus.termList.slice(0, 300);
  const context = new Map<string, Set<string>>();
  for (const t of top) {
    const own = new Set(t.key.split(' '));
    const ctxSet = new Set<string>();
    for (const i of t.sentences.slice(0, 40))
      for (const tok of corpus.sentences[i]!.tokens)
        if (!own.has(tok.key) && tok.key.length > 2 && /\p{L}/u.test(tok.key)) ctxSet.add(tok.key);
    context.set(t.key, ctxSet);
  }
  const siblings = new Map<string, Set<string>>();
  for (const l of corpus.lists) {
    const keys = l.items.map((x) => x.toLowerCase());
    for (const k of keys) {
      const set = siblings.get(k) ?? new Set<string>();
      for (const o of keys) if (o !== k) set.add(o);
      siblings.set(k, set);
    }
  }
  const genus = new Map(corpus.definitions.map((d) => [d.termKey, d.genus]));
  // what the loop below reads of each top term, read once (not once per key asked): context, head word, the
  // lower-case display form and genus
  const tops = top.map((t) => ({
    t,
    other: context.get(t.key)!,
    head: t.key.split(' ').pop(),
    display: (t.singular ?? t.plural ?? t.key).toLowerCase(),
    genus: genus.get(t.key),
  }));
  const cache = new Map<string, { term: Term; sim: number }[]>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const mine = context.get(key) ?? new Set<string>();
    const head = key.split(' ').pop()!;
    const me = corpus.terms.get(key);
    const display = (me?.singular ?? me?.plural ?? key).toLowerCase();
    const multi = key.includes(' ');
    const sibs = siblings.get(display);
    const myGenus = genus.get(key);
    const out: { term: Term; sim: number }[] = [];
    for (const { t, other, head: tHead, display: tDisplay, genus: tGenus } of tops) {
      if (t.key === key) continue;
      let inter = 0;
      // the smaller set read, the larger asked (the same count)
      const few = other.size <= mine.size ? other : mine;
      const many = few === other ? mine : other;
      for (const x of few) if (many.has(x)) inter++;
      let sim = inter / Math.max(1, mine.size + other.size - inter);
      if (t.words > 1 && multi && tHead === head) sim += 0.3;
      if (sibs?.has(tDisplay)) sim += 0.3;
      if (myGenus && myGenus === tGenus) sim += 0.2;
      if (sim >= SIM_MIN) out.push({ term: t, sim });
    }
    out.sort((a, b) => b.sim - a.sim);
    const res = out.slice(0, 30);
    cache.set(key, res);
    return res;
  };
}

/** Every candidate of the structured forms (cloze and number come from mc.ts). */
type CorpusParts = Pick<Ctx, 'sentenceKeys' | 'keyIndex' | 'similar' | 'subjects'>;
const corpusParts = new WeakMap<Corpus, CorpusParts>();
/** What the forms read of the material (not of the draw): computed once per corpus, read only. */
function corpusPartsOf(corpus: Corpus): CorpusParts {
  let parts = corpusParts.get(corpus);
  if (parts) return parts;
  const sentenceKeys = sentenceKeysOf(corpus);
  const keyIndex = new Map<string, number[]>();
  sentenceKeys.forEach((set, i) => {
    for (const k of set) {
      const l = keyIndex.get(k);
      if (l) l.push(i);
      else keyIndex.set(k, [i]);
    }
  });
  parts = { sentenceKeys, keyIndex, subjects: subjectsOf(corpus), similar: similarity(corpus) };
  corpusParts.set(corpus, parts);
  return parts;
}

/** Where a candidate stands: the one sentence it quotes. */
const at = (s: Sentence) => ({ doc: s.doc, unit: s.unit, sentences: [s.index], quote: s.text });

/** A statement question quoting sentence `s`, with the sentences its distractors alter. */
function placed(d: StatementDraft | null, s: Sentence): Draft | null {
  if (!d) return null;
  return {
    form: d.form,
    stem: d.stem,
    key: d.key,
    distractors: d.distractors,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: d.why,
    used: d.sentences,
  };
}

/** What the statement forms read of the material (not of the draw): once per material, read only. */
interface FixedTopics {
  pairs: ReturnType<typeof pairTopics>;
  comparisons: ReturnType<typeof comparisonPools>;
  conditionals: ReturnType<typeof conditionalsOf>;
  common: ReturnType<typeof commonRoots>;
}
const fixedTopics = new WeakMap<Corpus, FixedTopics>();
function fixedTopicsOf(corpus: Corpus, six: StatementIndex): FixedTopics {
  let f = fixedTopics.get(corpus);
  if (!f) {
    // in the order the forms read them (the first reading of the material's caches is unchanged)
    const pairs = pairTopics(corpus, six);
    const comparisons = comparisonPools(corpus, six);
    const conditionals = conditionalsOf(corpus);
    f = { pairs, comparisons, conditionals, common: commonRoots(six) };
    fixedTopics.set(corpus, f);
  }
  return f;
}

export function formCandidates(corpus: Corpus, req: GenerateRequest, rand: () => number): Cand[] {
  const he = corpus.language === 'he';
  const { sentenceKeys, keyIndex, subjects, similar } = corpusPartsOf(corpus);
  const ctx: Ctx = {
    corpus,
    req,
    rand,
    he,
    sentenceKeys,
    keyIndex,
    maxTermScore: corpus.termList[0]?.score ?? 1,
    similar,
    subjects,
  };
  const out: Cand[] = [];
  const jitter = () => 0.85 + 0.3 * rand();
  // definitions
  for (const def of corpus.definitions) {
    const s = corpus.sentences[def.sentence]!;
    const c = centrality(ctx, def.termKey);
    const base = (0.8 + c) * jitter();
    out.push({
      form: 'term-from-definition',
      score: base * 1.3,
      ...at(s),
      topics: [def.termKey],
      build: () => termFromDefinition(ctx, def),
    });
    out.push({
      form: 'definition-from-term',
      score: base * 1.1,
      ...at(s),
      topics: [def.termKey],
      build: () => definitionFromTerm(ctx, def),
    });
  }
  // what a subject does, for sentences that are not definitions; then what a term does, said in a relative clause
  // closing the sentence ("..., which gives the 2-norm of a matrix"), whose main clause says nothing of the term's
  // kind: its distractors are only those the material shows to be of it
  const defSentences = new Set(corpus.definitions.map((d) => d.sentence));
  const roles = [
    ...ctx.subjects.filter((subj) => subj.predicate).map((subj) => ({ subj, ofKindOnly: false })),
    ...relativeSubjectsOf(corpus).map((subj) => ({ subj, ofKindOnly: true })),
  ];
  for (const { subj, ofKindOnly } of roles) {
    if (defSentences.has(subj.sentence)) continue;
    const s = corpus.sentences[subj.sentence]!;
    const c = centrality(ctx, subj.key);
    out.push({
      form: 'term-from-definition',
      score: (0.6 + c) * jitter(),
      ...at(s),
      topics: [subj.key],
      build: () => termFromRole(ctx, subj, ofKindOnly),
    });
  }
  // statements about a subject: a claim of the material about it against claims about things of its kind
  const claims = claimsOf(ctx);
  const claimCount = new Map<string, number>();
  for (const c of claims) claimCount.set(c.key, (claimCount.get(c.key) ?? 0) + 1);
  for (const c of claims) {
    const t = corpus.terms.get(c.key);
    if (t && !askableTerm(t)) continue;
    const s = corpus.sentences[c.sentence]!;
    const cen = centrality(ctx, c.key);
    out.push({
      form: 'true-statement',
      score: ((0.7 + cen) * 1.2 * jitter()) / Math.sqrt(claimCount.get(c.key)!),
      doc: s.doc,
      unit: s.unit,
      sentences: [c.sentence],
      topics: [c.key],
      quote: s.text,
      build: () => trueStatement(ctx, c, claims),
    });
  }
  // statements about two things the material sets side by side, three of them made false by a swap
  const six = { sentenceKeys, keyIndex };
  const fixed = fixedTopicsOf(corpus, six);
  for (const topic of fixed.pairs) {
    const cen = (centrality(ctx, topic.pair.a.key) + centrality(ctx, topic.pair.b.key)) / 2;
    for (const s of topic.sentences) {
      const contrast = namesBoth(topic.pair, s);
      out.push({
        form: contrast ? 'comparison' : 'true-statement',
        score: ((0.8 + cen) * 1.2 * jitter()) / Math.sqrt(topic.sentences.length / 4),
        ...at(s),
        topics: [`pair:${topic.pair.a.key}|${topic.pair.b.key}`],
        build: (used) => placed(pairStatement(corpus, topic, s, used, rand), s),
      });
    }
  }
  // comparisons the material states with "than", three of them turned round
  for (const pool of fixed.comparisons) {
    for (const s of pool.sentences) {
      const keys = contentKeys(s.text);
      const cen = Math.max(0.2, ...keys.map((k) => centrality(ctx, k)));
      out.push({
        form: 'comparison',
        score: ((0.6 + cen) * jitter()) / Math.sqrt(pool.sentences.length / 4),
        ...at(s),
        topics: [`comparisons:${pool.doc}`],
        build: (used) => placed(comparisonStatement(pool, s, used, rand), s),
      });
    }
  }
  // what happens when: a condition the material states and its result, against results of other conditions
  const conds = fixed.conditionals;
  const common = fixed.common;
  for (const c of conds) {
    const keys = contentKeys(c.s.text);
    const cen = Math.max(0.2, ...keys.map((k) => centrality(ctx, k)));
    out.push({
      form: 'cause-effect',
      score: (0.7 + cen) * jitter(),
      ...at(c.s),
      topics: [],
      build: (used) => placed(conditionalQuestion(six, common, c, conds, used, rand), c.s),
    });
  }
  // lists: bullets and inline enumerations
  const inlines: { list: ListGroup; inline: { subject: string; verb: string } }[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.negated) continue;
    const m = corpus.language === 'en' ? inlineList(s.text) : null;
    if (!m) continue;
    const list: ListGroup = {
      doc: s.doc,
      unit: s.unit,
      topic: m.subject,
      items: m.items,
      quote: s.text,
      sentence: s.index,
    };
    corpus.lists.push(list);
    inlines.push({ list, inline: m });
  }
  const allLists = [
    ...corpus.lists.filter((l) => l.sentence === undefined).map((list) => ({ list, inline: undefined })),
    ...inlines,
  ];
  for (const { list, inline } of allLists) {
    if (!inline && !list.quoted && !kindTopic(ctx, list.topic)) continue;
    const topicKeys = contentKeys(list.topic);
    const c = Math.max(0.2, ...topicKeys.map((k) => centrality(ctx, k)));
    const base = (0.7 + c) * jitter();
    const keyIndex = Math.floor(rand() * list.items.length);
    out.push({
      form: 'list-member',
      score: base,
      doc: list.doc,
      unit: list.unit,
      sentences: list.sentence !== undefined ? [list.sentence] : [],
      topics: [`list:${list.topic.toLowerCase()}`],
      quote: list.quote,
      build: () => listMember(ctx, list, keyIndex, inline),
    });
    out.push({
      form: 'list-non-member',
      score: base * 0.95,
      doc: list.doc,
      unit: list.unit,
      sentences: list.sentence !== undefined ? [list.sentence] : [],
      topics: [`list:${list.topic.toLowerCase()}`],
      quote: list.quote,
      build: () => listNonMember(ctx, list, inline),
    });
  }
  // two lists of one kind side by side ("forward filters" / "backward filters"): each the other's wrong options
  out.push(...siblingListCandidates(corpus, rand));
  // orders of growth the material states ("scales linearly with the dimension"), the other orders as options
  out.push(...growthCandidates(corpus));
  // what each part of a system does ("the recorder emits guard instructions ..."), the other parts as options
  out.push(...agentCandidates(corpus));
  // reasons and purposes
  const rels = relationsOf(corpus);
  for (const r of rels) {
    const keys = contentKeys(r.s.text);
    const c = Math.max(0.2, ...keys.map((k) => centrality(ctx, k)));
    out.push({
      form: r.form,
      score: (0.6 + c) * jitter(),
      ...at(r.s),
      topics: [],
      build: () => relationQuestion(ctx, r, rels),
    });
  }
  out.push(...contrastCandidates(corpus));
  return out;
}

/** The finished question: options (key first; letters are balanced later), source and explanation. */
export function finishDraft(corpus: Corpus, d: Draft): GeneratedQuestion | null {
  if (d.used?.some((i) => !corpus.sentences[i])) return null;
  const doc = corpus.documents[d.doc]!;
  const he = corpus.language === 'he' || isHebrewWord(d.quote);
  const opts = [d.key, ...d.distractors];
  if (!stemClean(d.stem, opts)) return null;
  const where = unitLabel(doc, d.unit, he);
  const explanation = he
    ? `התשובה הנכונה היא "${d.key}". ב"${isolated(doc.name)}", ${where}, כתוב: "${d.quote}". ${d.why}`
    : `The answer is "${d.key}". ${doc.name}, ${where}: "${d.quote}" ${d.why}`;
  const title = unitTitleOf(doc, d.unit);
  return {
    type: 'multiple-choice',
    text: d.stem,
    options: formatOptions(opts),
    correctAnswer: 'A',
    explanation,
    form: d.form,
    source: {
      documentId: doc.id,
      documentName: doc.name,
      unitKind: doc.unitKind,
      unit: d.unit,
      ...(title ? { unitTitle: title } : {}),
      quote: d.quote,
    },
  };
}
