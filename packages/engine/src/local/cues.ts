/**
 * Wording cues and source debris in the options of a question (issue 11, readers at 2078f1c; decision 104).
 * Checks every multiple-choice question of every form before a test keeps it (`questionConflict`):
 * 1. a source typo in an option ("susbtracted", "שמשקשרת"): a word the material writes once that is one inner
 *    letter (or one swap of neighbouring letters) away from a word of the language or of the material;
 * 2. a stem word that points to the key: the key shares a content word's root ("resource limits" -> "ulimit") or a
 *    close synonym ("federal officials" -> "national security", "copy arguments" -> "move instructions") with
 *    the stem, and no distractor does;
 * 3. the odd one out by grammatical form: the key alone is an imperative among noun phrases, a noun phrase among
 *    "to ..." purposes, a conditional among statements (and so on).
 */
import type { Corpus } from './analysis.ts';
import { inLexicon, nlp } from './analysis.ts';
import { isHebrewWord, stripHebrewPrefix } from '../text.ts';
import { sideDetailWording } from './worth.ts';
import { isFormulaOption } from './formula.ts';
import { type HebrewFamilies, hebrewFamilies, hebrewTypo } from './hebrew-typos.ts';

// --------------------------------------------------------------------------------------------- typos

const counts = new WeakMap<Corpus, Map<string, number>>();
/** How often the material writes each word (lower case, as written, Hebrew prefixes kept). */
function wordCounts(corpus: Corpus): Map<string, number> {
  let m = counts.get(corpus);
  if (m) return m;
  m = new Map();
  for (const d of corpus.documents)
    for (const u of d.units)
      for (const w of u.text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []) m.set(w, (m.get(w) ?? 0) + 1);
  counts.set(corpus, m);
  return m;
}

const families = new WeakMap<Corpus, HebrewFamilies>();
function familiesOf(corpus: Corpus): HebrewFamilies {
  let f = families.get(corpus);
  if (!f) families.set(corpus, (f = hebrewFamilies(wordCounts(corpus).keys())));
  return f;
}

/** Words one inner edit away: one letter left out (not the first or the last), two neighbours swapped. */
function innerEdits(w: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < w.length - 1; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  for (let i = 1; i < w.length - 2; i++) out.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  return out.filter((x) => x !== w);
}

/**
 * Whether a word of an option is a typo of the source: the material writes it at most once, and a word one inner
 * edit away is a word of the language (English: wink-nlp's lexicon holds it and not the written form); Hebrew
 * (prefixes, final letters, plene and defective spelling): `hebrewTypo`.
 */
export function typoWord(corpus: Corpus, word: string): boolean {
  const he = isHebrewWord(word);
  const w = word.toLowerCase();
  if (!/^[\p{L}]+$/u.test(w) || w.length < (he ? 5 : 6)) return false;
  // a formula's placeholder ("zqmcgq" beside "zqmcq") is no word of the language
  if (isFormulaOption(w)) return false;
  // a name or an acronym is written as its owner spells it
  if (!he && /[A-Z]/.test(word)) return false;
  const c = wordCounts(corpus);
  if ((c.get(w) ?? 0) > 1) return false;
  if (he) return hebrewTypo(c, familiesOf(corpus), w) !== null;
  // an inflection of a word of the language ("remainders", "susbtracted" is none) is a word
  const base = [w, w.replace(/(?:ies|ied)$/u, 'y')];
  for (const e of ['s', 'es', 'ed', 'd', 'ing', 'ly', 'er', 'ers'])
    if (w.endsWith(e)) base.push(w.slice(0, -e.length));
  if (base.some((b) => b.length >= 3 && inLexicon(b))) return false;
  return innerEdits(w).some((x) => inLexicon(x) || (c.get(x) ?? 0) >= 2);
}

/** The first typo of the source in an option, or null. */
export function optionTypo(corpus: Corpus, option: string): string | null {
  if (/\$|\\[a-z]/.test(option)) return null; // a formula
  for (const w of option.match(/[\p{L}\p{M}]+/gu) ?? []) if (typoWord(corpus, w)) return w;
  return null;
}

// --------------------------------------------------------------------------------------------- stem cues

/**
 * Close synonyms of general English (not of a subject): a stem word of one group points to an option with a word
 * of the same group ("run quickly" -> "performance", "copy" -> "move").
 */
const SYNONYM_GROUPS: string[][] = [
  ['quick', 'fast', 'speed', 'rapid', 'swift'],
  ['copy', 'move', 'transfer', 'duplicate'],
  ['federal', 'national', 'government', 'governmental'],
  ['limit', 'bound', 'cap', 'maximum', 'ceiling'],
  ['begin', 'start', 'startup', 'initial', 'commence'],
  ['finish', 'terminate', 'complete', 'conclude'],
  ['error', 'fault', 'mistake', 'failure'],
  ['protect', 'secure', 'security', 'safety', 'safeguard'],
  ['small', 'little', 'tiny', 'minimal'],
  ['large', 'big', 'huge', 'enormous'],
  ['money', 'payment', 'cost', 'price', 'fee'],
  ['doctor', 'physician', 'medical', 'clinician'],
  ['law', 'legal', 'court', 'judicial'],
  ['death', 'deceased', 'dead', 'die'],
  ['child', 'minor', 'kid'],
  ['storage', 'store', 'save'],
  ['measure', 'monitor', 'watch', 'observe'],
  ['repeat', 'loop', 'iterate', 'iteration'],
  // a field and its own vocabulary (readers at 4110732: "military command authorities" -> "member of the armed
  // forces", "health oversight agency" -> "audits, investigations, inspections", "law enforcement" -> "suspect,
  // fugitive")
  ['military', 'armed', 'army', 'navy', 'soldier', 'troops', 'veteran'],
  ['oversight', 'audit', 'inspection', 'investigation', 'supervision', 'supervise'],
  ['enforcement', 'police', 'crime', 'criminal', 'suspect', 'fugitive', 'warrant', 'subpoena', 'offender'],
  ['prison', 'jail', 'inmate', 'custody', 'correctional'],
  ['צבא', 'צבאי', 'צבאית', 'חייל', 'חיילים', 'חיילי'],
  ['פשע', 'פשיעה', 'עבריין', 'עבריינים', 'חשוד', 'חשודים'],
];
const FRAME =
  /^(?:according|material|materials|describe|described|describes|define|defined|defines|definition|term|terms|notion|notions|following|statement|statements|correct|true|purpose|happens|happen|which|these|those|what|option|options|complete|completes|fill|blank|name|called|mean|means|does|document|משפט|חומר|מושג|מוגדר|מוגדרת|מתואר|מתוארת|הבא|הבאה|הבאים|לפי|איזה|איזו|שמו|שמה|למה|נוסחה|מבטאת|נכון|נכונה|טענה|מהבאים|אחד|אחת)$/iu;

const synonymOf = new Map<string, number>();
SYNONYM_GROUPS.forEach((g, i) => g.forEach((w) => synonymOf.set(w, i)));

/** Lower-case content words of a text (English: 4 letters or more; Hebrew: without prefixes, 3 or more). */
function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}][\p{L}\p{M}'-]*/gu) ?? [])
    .map((w) => w.toLowerCase().replace(/['’]s$/u, ''))
    .map((w) => (isHebrewWord(w) ? stripHebrewPrefix(w).stem : w))
    .filter((w) => (isHebrewWord(w) ? w.length >= 3 : w.length >= 4) && !FRAME.test(w));
}

/** English root: the word without its common endings. */
function root(w: string): string {
  if (isHebrewWord(w)) return w.replace(/(?:ים|ות|ית|ה|ת)$/u, '').slice(0, 5);
  return w
    .replace(/(?:ations?|ments?|ness|ities|ity|ings?|ers?|ors?|ly|ed|es|s)$/u, '')
    .replace(/e$/u, '')
    .slice(0, 7);
}

function group(w: string): number | undefined {
  const g = synonymOf.get(w);
  if (g !== undefined) return g;
  return groupOfRoot().get(root(w));
}
/** The first synonym group of each root of the table's words (of 4 letters or more): read once. */
let rootGroups: Map<string, number> | undefined;
function groupOfRoot(): Map<string, number> {
  if (rootGroups) return rootGroups;
  rootGroups = new Map();
  for (const [k, i] of synonymOf) {
    const r = root(k);
    if (k.length >= 4 && r.length >= 4 && !rootGroups.has(r)) rootGroups.set(r, i);
  }
  return rootGroups;
}

/** How an option word echoes a stem word: one root, one inside the other (a name run together), one synonym. */
function echoes(o: string, s: string): boolean {
  const a = root(o);
  const b = root(s);
  if (a.length >= 5 && a === b) return true;
  if (!isHebrewWord(o) && ((b.length >= 5 && o.includes(b)) || (a.length >= 5 && s.includes(a)))) return true;
  const g = group(o);
  return g !== undefined && g === group(s);
}

/**
 * Abbreviations that identifiers are written with ("MaxClients", "num_workers", "ConfDir"): the stem word they
 * stand for.
 */
const ABBREVIATIONS: Record<string, string[]> = {
  max: ['maximum', 'maximal', 'most', 'largest', 'upper'],
  min: ['minimum', 'minimal', 'least', 'smallest', 'lower'],
  num: ['number', 'count'],
  nr: ['number'],
  cnt: ['count', 'number'],
  conf: ['configuration', 'configure'],
  cfg: ['configuration', 'configure'],
  config: ['configuration', 'configure'],
  init: ['initial', 'initialize', 'initialise', 'start'],
  req: ['request', 'requests'],
  res: ['response', 'resource'],
  resp: ['response'],
  proc: ['process', 'processes', 'procedure'],
  mem: ['memory'],
  buf: ['buffer'],
  ptr: ['pointer'],
  str: ['string'],
  len: ['length'],
  msg: ['message'],
  err: ['error'],
  env: ['environment'],
  dir: ['directory'],
  tmp: ['temporary'],
  temp: ['temporary'],
  ctx: ['context'],
  idx: ['index'],
  auth: ['authentication', 'authorization', 'authorisation'],
  addr: ['address'],
  src: ['source'],
  dst: ['destination'],
  dest: ['destination'],
  db: ['database'],
  sec: ['seconds', 'security'],
  ms: ['milliseconds'],
};

/**
 * The parts of an identifier ("MaxClients" -> max, clients; "max_spare_servers" -> max, spare, servers), or null
 * for a word or a phrase.
 */
export function identifierParts(key: string): string[] | null {
  const k = key.trim();
  if (/\s/.test(k) || isHebrewWord(k)) return null;
  const camel = /^[A-Za-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*)+$/.test(k) && /[a-z]/.test(k);
  const snake = /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(k);
  if (!camel && !snake) return null;
  return k
    .split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((p) => p.toLowerCase())
    .filter((p) => /^[a-z]{2,}$/.test(p));
}

/** Whether a part of an identifier stands for a stem word: its abbreviation, its first letters, its root. */
function partEchoes(part: string, word: string): boolean {
  if (ABBREVIATIONS[part]?.some((x) => x === word || root(x) === root(word))) return true;
  if (part.length >= 3 && word.length >= 4 && word.startsWith(part)) return true;
  return part.length >= 4 && root(part).length >= 4 && root(part) === root(word);
}

/** Stem words an identifier option echoes through its parts ("Maximum number of workers" -> MaxClients: maximum). */
function identifierHits(stemWords: string[], option: string): string[] {
  const parts = identifierParts(option);
  if (!parts) return [];
  return stemWords.filter((w) => parts.some((p) => partEchoes(p, w)));
}

/**
 * A lone letter of the stem that is the key's initial ("the parameters in W" -> "weights") while no distractor
 * has that initial: the letter names the key. Not "a", "A" or "I" (words), not a letter of "e.g." or "i.e.".
 */
export function letterCue(stem: string, key: string, distractors: string[]): string | null {
  const letters = new Set(
    [...stem.matchAll(/(?<![\p{L}\p{N}_.'’-])([A-Za-z])(?![\p{L}\p{N}_'’-])(?!\.\p{L})/gu)]
      .map((m) => m[1]!)
      .filter((l) => !/^[aAI]$/.test(l))
      .map((l) => l.toLowerCase()),
  );
  if (!letters.size) return null;
  const initial = (o: string) => (/^[A-Za-z]/.test(o.trim()) ? o.trim()[0]!.toLowerCase() : '');
  const k = initial(key);
  if (!k || !letters.has(k) || key.trim().length < 3) return null;
  if (distractors.some((d) => initial(d) === k)) return null;
  return `stem letter "${k}" is the key's initial`;
}

/**
 * Why a stem word points to the key, or null:
 * - the key echoes a content word of the stem (its root, a run-together name, a close synonym) that no
 *   distractor echoes;
 * - the key is an identifier one of whose parts abbreviates or begins a stem word ("Maximum number of workers"
 *   -> MaxClients) and at most one distractor does the same (a reader keeps two options of four);
 * - a lone letter of the stem is the key's initial and no distractor's (`letterCue`).
 * Words every option shares with the stem ("loss" in "cross-entropy loss" / "hinge loss") are no cue. A stem that
 * asks a side detail (a work's book numbers, `worth.ts`) is refused here too.
 */
export function stemCue(stem: string, key: string, distractors: string[]): string | null {
  const side = sideDetailWording(stem, [key, ...distractors]);
  if (side) return side;
  const open = openComparison(stem);
  if (open) return open;
  const letter = letterCue(stem, key, distractors);
  if (letter) return letter;
  // the stem without its quoted key-term ("How does the material define "ownership"?") is what is asked
  const sw = [...new Set(contentWords(stem))];
  if (!sw.length) return null;
  const hits = (o: string) => {
    const ow = contentWords(o);
    return sw.filter((s) => ow.some((w) => w !== s && echoes(w, s)) || ow.includes(s));
  };
  const k = hits(key);
  const ds = distractors.map(hits);
  const alone = k.filter((s) => ds.every((d) => !d.includes(s)));
  if (alone.length) return `stem word "${alone[0]}" points to the key`;
  const ik = identifierHits(sw, key);
  if (ik.length) {
    const di = distractors.map((d) => identifierHits(sw, d));
    const few = ik.find((s) => di.filter((d) => d.includes(s)).length <= 1 && !ds.some((d) => d.includes(s)));
    if (few) return `stem word "${few}" is abbreviated in the key`;
  }
  return null;
}

/** English comparatives a stem may ask by ("cheaper", "more efficient"). */
const COMPARATIVE =
  /\b(?:cheaper|costlier|faster|slower|quicker|better|worse|larger|smaller|bigger|higher|lower|greater|fewer|easier|harder|simpler|safer|stronger|weaker|longer|shorter|more|less)\b/iu;
/** Words that name what a comparison is against: "than", "compared with", "over", "relative to", "מאשר", "מ-". */
const COMPARED = /\b(?:than|compared|comparison|relative\s+to|versus|vs\.?|rather)\b|מאשר|לעומת|בהשוואה/iu;

/**
 * A comparison whose stem lacks what is compared ("on which of these are context switches cheaper?" - cheaper than
 * what? readers at 4110732 rated it weak): a comparative in the stem outside its quoted passage and no "than",
 * "compared with", "versus". "more than", "one or more", "no longer" are no comparisons of the options.
 */
export function openComparison(stem: string): string | null {
  const asked = stem
    .replace(/["\u201C][^"\u201D]*["\u201D]/gu, ' ')
    .replace(/\b(?:one|two|or|no|any|much|once|the)\s+(?:more|less|longer)\b/giu, ' ')
    // terms, not comparisons: "lower bound", "higher-order", "upper and lower triangular"
    .replace(
      /\b(?:higher|lower|greater)[-\s](?:order|bound|bounds|level|case|triangular|dimensional)\b/giu,
      ' ',
    );
  const m = COMPARATIVE.exec(asked);
  if (!m || COMPARED.test(asked)) return null;
  return `comparison without what is compared ("${m[0].trim()}")`;
}

// --------------------------------------------------------------------------------------------- odd one out

export type OptionForm = 'to' | 'imperative' | 'prepositional' | 'conditional' | 'statement';

const formCache = new Map<string, OptionForm>();
/**
 * The grammatical form of an English option: a "to ..." or "for ..." purpose, an imperative ("Use accelerator card"), a
 * prepositional phrase ("About crimes ..."), a conditional ("If equals ..."), a clause (a finite verb after its subject), a noun phrase.
 */
export function optionForm(text: string): OptionForm {
  const t = text
    .trim()
    .replace(/^["'“‘(]+/u, '')
    .replace(/[.;:,]+$/u, '');
  // the cache knows a whole sentence (a full stop) from the same words without one
  const ck = /\.\s*$/u.test(text) ? `${t}.` : t;
  const hit = formCache.get(ck);
  if (hit) return hit;
  let f: OptionForm;
  if (/^(?:to|in order to|for)\s/i.test(t)) f = 'to';
  else {
    const low = t.replace(/^[A-Z](?=[a-z])/u, (c) => c.toLowerCase());
    const n = nlp();
    const tags = (x: string) => n.readDoc(x).tokens().out(n.its.pos) as string[];
    const pos = tags(low);
    // the tagger reads many nouns as verbs ("set of rules"): a verb first that stays one after "you", and is no
    // noun after "the" or is followed by a determiner or a pronoun ("keep your ...", "record the trace")
    const imperative =
      !/^\p{L}+ing\b/u.test(low) &&
      tags(`you ${low}`)[1] === 'VERB' &&
      ((pos[0] === 'VERB' && tags(`the ${low}`)[1] !== 'NOUN') || ['DET', 'PRON'].includes(pos[1] ?? ''));
    if (imperative) f = 'imperative';
    else if (pos[0] === 'ADP') f = sentenceAfterOpener(text, tags) ? 'statement' : 'prepositional';
    else if (pos[0] === 'SCONJ') f = 'conditional';
    // a noun phrase and a statement are not told apart: the tagger reads relative clauses ("an organelle that
    // stores ...") either way
    else f = 'statement';
  }
  if (formCache.size > 5000) formCache.clear();
  formCache.set(ck, f);
  return f;
}

/**
 * A whole sentence that opens with a prepositional phrase ("In a dynamically typed language such as JavaScript, the
 * types of expressions may vary at runtime."): the phrase, a comma, then a clause with its subject and a finite verb,
 * and a full stop. A statement among statements, not the fragment "About crimes that occur ..." (eng-en7: 6 of 9
 * TraceMonkey statement questions were refused as "prepositional fragments").
 */
function sentenceAfterOpener(text: string, tags: (x: string) => string[]): boolean {
  const t = text.trim();
  if (!/\.$/u.test(t)) return false;
  const comma = t.indexOf(', ');
  if (comma < 0) return false;
  const rest = t.slice(comma + 2).replace(/\.$/u, '');
  if (rest.split(/\s+/).length < 3) return false;
  const pos = tags(rest);
  return (
    ['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM'].includes(pos[0] ?? '') &&
    pos.slice(1).some((p) => p === 'VERB' || p === 'AUX')
  );
}

/**
 * The key alone in its grammatical form while the three distractors share another (an imperative among noun
 * phrases): a test-wise student picks it without the subject. Also a prepositional fragment beside options of
 * another form, wherever the key is: the options are not of one kind. English options of three words or more.
 */
export function oddForm(key: string, distractors: string[]): string | null {
  const all = [key, ...distractors];
  if (all.some((o) => isHebrewWord(o) || o.trim().split(/\s+/).length < 3)) return null;
  const k = optionForm(key);
  const ds = distractors.map(optionForm);
  if (ds.every((d) => d === ds[0]) && ds[0] !== k) return `odd form: the key is a ${k} among ${ds[0]}s`;
  // a prepositional fragment beside options of another form ("About crimes ...", "In response to a court ..."
  // among "To notify people ..." purposes: readers at bfd871f rated it bad, options not of one kind)
  const forms = [k, ...ds];
  if (forms.includes('prepositional') && forms.some((f) => f !== 'prepositional'))
    return 'odd form: a prepositional fragment among options of another form';
  return null;
}
