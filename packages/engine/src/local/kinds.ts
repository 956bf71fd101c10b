/**
 * Options of the key's kind (issue 11, decision 104, eng-distract; readers at 26d222d). What a definition's body
 * says the term is, a definition given in passing, a condition's party, a proposition asked backwards, a
 * measurement read off a long sentence:
 * - `bodyKind`: the kind of thing a definition says its term is, by its genus ("a basic approach ..." a procedure,
 *   "a popular software package ..." an artifact, "stores numbers as ..." a verb phrase). Options of a
 *   definition question are bodies of one kind (`sameBodyKind`), not a software package among methods.
 * - `passingDefinition`: a body that says what the term is good for in some field ("a basic tool in Machine
 *   Learning for computing gradients") or a definition under another section's heading when the material has a
 *   section of the term's own: the course defines the term there, not in the remark.
 * - `awkwardPredicate`: a subject's predicate that runs on into a second proposition ("are unique and therefore
 *   square Vandermonde matrices are invertible"): "which of these ..." reads it backwards.
 * - `conditionParty`: who a condition is about ("if you believe ..." the reader, "if the Practice obtains ..." the
 *   practice, "if a Business Associate ..." someone else): a condition's distractors are about the same party.
 */
import type { Corpus, Definition } from './analysis.ts';
import { isHebrewWord, stripHebrewPrefix } from '../text.ts';

export type BodyKind = 'procedure' | 'artifact' | 'person' | 'place' | 'verbal' | 'other';

const PROCEDURE_EN = new Set([
  'method',
  'approach',
  'technique',
  'algorithm',
  'procedure',
  'process',
  'scheme',
  'strategy',
  'iteration',
  'recipe',
  'heuristic',
  'methodology',
  'way',
]);
const ARTIFACT_EN = new Set([
  'software',
  'package',
  'library',
  'tool',
  'toolkit',
  'toolbox',
  'framework',
  'program',
  'application',
  'app',
  'compiler',
  'interpreter',
  'device',
  'machine',
  'instrument',
  'browser',
  'platform',
  'vm',
  'engine',
  'product',
]);
const PERSON_EN = new Set([
  'person',
  'mathematician',
  'scientist',
  'physicist',
  'researcher',
  'author',
  'individual',
  'someone',
  'man',
  'woman',
  'people',
  'professor',
  'engineer',
  'philosopher',
]);
const PLACE_EN = new Set(['place', 'location', 'city', 'country', 'site', 'town', 'region']);

const PROCEDURE_HE = new Set(['שיטה', 'שיטת', 'גישה', 'אלגוריתם', 'תהליך', 'דרך', 'טכניקה', 'הליך']);
const ARTIFACT_HE = new Set([
  'תוכנה',
  'תוכנת',
  'חבילה',
  'חבילת',
  'ספרייה',
  'ספריית',
  'כלי',
  'מכשיר',
  'תוכנית',
]);
const PERSON_HE = new Set(['אדם', 'מדען', 'מתמטיקאי', 'פיזיקאי', 'חוקר', 'אישה']);
const PLACE_HE = new Set(['מקום', 'עיר', 'ארץ', 'אתר']);

/** A body opens with a verb of the term ("stores numbers as iterated exponents"): a predicate, no noun phrase. */
const VERB_OPEN_RE =
  /^(?:[a-z]+(?:s|es))\s+(?:a|an|the|numbers?|values?|data|information|its|their|each|every|all|how|what|whether|that|[a-z]+s)\b/;

const headOf = (genus: string) =>
  genus
    .toLowerCase()
    .replace(/^(?:a|an|the)\s+/, '')
    .split(/\s+/)[0] ?? '';

/** The kind of thing a definition says its term is. */
export function bodyKind(def: Pick<Definition, 'body' | 'genus'>): BodyKind {
  const body = def.body.trim();
  if (isHebrewWord(body)) {
    const g = stripHebrewPrefix(headOf(def.genus || body.split(/\s+/)[0]!)).stem;
    const first = body.split(/\s+/)[0]!;
    for (const w of [g, first]) {
      if (PROCEDURE_HE.has(w)) return 'procedure';
      if (ARTIFACT_HE.has(w)) return 'artifact';
      if (PERSON_HE.has(w)) return 'person';
      if (PLACE_HE.has(w)) return 'place';
    }
    return 'other';
  }
  const low = body.toLowerCase();
  if (!/^(?:a|an|the|one|any|some)\s/.test(low) && VERB_OPEN_RE.test(low)) return 'verbal';
  // the genus as read, and the first nouns of the body (the genus is the first noun: "popular" is no genus)
  const words = low
    .replace(/^(?:a|an|the|one|any|some)\s+/, '')
    .split(/[^a-z-]+/)
    .slice(0, 4);
  const g = headOf(def.genus);
  const cands = [g, ...words];
  for (const w of cands) {
    const s = w.replace(/(?<=[^s])s$/, '');
    if (PROCEDURE_EN.has(s)) return 'procedure';
    if (ARTIFACT_EN.has(s)) return 'artifact';
    if (PERSON_EN.has(s)) return 'person';
    if (PLACE_EN.has(s)) return 'place';
    // only words before the body's first preposition describe what it is ("a set of rules": not "rules", "the
    // range within a program": not "program")
    if (
      /^(?:of|for|in|on|to|that|which|who|whose|with|within|by|from|used|at|as|into|over|under|between|among|about|where|when|how|a|an|the)$/.test(
        w,
      )
    )
      break;
  }
  return 'other';
}

/**
 * Whether two definitions' bodies say their terms are things of one kind: the same kind, or two bodies of no
 * kind the reader would tell apart ("a set of rules ..." and "the range within a program ...").
 */
export function sameBodyKind(
  a: Pick<Definition, 'body' | 'genus'>,
  b: Pick<Definition, 'body' | 'genus'>,
): boolean {
  return bodyKind(a) === bodyKind(b);
}

/** Last words of names of procedures and of objects ("Gaussian elimination", "BigFloat type", "banded matrix"). */
const PROCEDURE_NAME = new Set([
  ...PROCEDURE_EN,
  'elimination',
  'factorisation',
  'factorization',
  'decomposition',
  'substitution',
  'interpolation',
  'integration',
  'differentiation',
  'rule',
  'search',
  'sort',
  'descent',
  'recursion',
  'quadrature',
  'reduction',
]);
const OBJECT_NAME = new Set([
  'type',
  'struct',
  'class',
  'array',
  'variable',
  'object',
  'matrix',
  'matrice',
  'vector',
  'number',
  'polynomial',
  'series',
  'sery',
  'set',
  'string',
  'integer',
  'pointer',
]);

/** The kind a term's name says ("Newton's method", "Gaussian elimination", "BigFloat type"), or null. */
function nameKind(name: string): BodyKind | 'object' | null {
  const last = (name.toLowerCase().match(/[a-z]+/g) ?? []).pop()?.replace(/(?<=[^s])s$/, '') ?? '';
  if (PROCEDURE_NAME.has(last)) return 'procedure';
  if (ARTIFACT_EN.has(last)) return 'artifact';
  if (PERSON_EN.has(last)) return 'person';
  if (PLACE_EN.has(last)) return 'place';
  if (OBJECT_NAME.has(last)) return 'object';
  return null;
}

/** A term's kind: what its definition says it is when that is marked, else what its name says, else unmarked. */
function termKind(body: BodyKind | null, name: string): BodyKind | 'object' | null {
  if (body && body !== 'other' && body !== 'verbal') return body;
  return nameKind(name) ?? body;
}

/** A subject's predicate read as a definition's body: "is just a group of ..." -> "a group of ...". */
export function predicateBody(body: string): string {
  return body
    .trim()
    .replace(
      /^(?:is|are)\s+(?:(?:just|simply|merely|only|basically|essentially|really|actually)\s+)?(?=(?:a|an|the|one)\s)/i,
      '',
    );
}

/**
 * Whether a term may stand as a distractor beside the key the definition `def` names: the kind its own
 * definition (or its name) says it is is the key's ("Firedrake", a software package, and "BigFloat type" are no
 * options of "a basic approach for computing roots/zeros of a function"). Terms of no marked kind stand beside
 * any key.
 */
export function termOfKeyKind(corpus: Corpus, def: Definition, termKey: string, text: string): boolean {
  const low = text.toLowerCase();
  const own = corpus.definitions.find((d) => d.termKey === termKey || d.term.toLowerCase() === low);
  // a key whose definition (or predicate) names its family by its genus: only terms the material shows of that
  // family (eng-weak8; readers at 75aaadb: "string" beside "the range within a program ...", "execution" beside
  // "is just a group of LIR instructions ...")
  const genus = bodyFamily(predicateBody(def.body));
  if (genus && termFamily(text, own?.body) !== genus) return false;
  const other = termKind(own ? bodyKind(own) : null, text);
  if (other === null) return true;
  const key = termKind(bodyKind(def), def.term)!;
  // procedures, artifacts, people and places stand with their own kind only; objects ("string", "pointer"),
  // verb phrases and bodies of no marked kind stand together
  const loose = (k: string) => k === 'other' || k === 'verbal' || k === 'object';
  return other === key || (loose(other) && loose(key));
}

/** "a basic tool in Machine Learning for ...", "a powerful tool in wide areas of mathematics": what it is good for. */
const USE_REMARK_EN =
  /^(?:a|an|the|one)\s+(?:[\w-]+\s+){0,2}?(?:tool|instrument|workhorse|building block|ingredient|cornerstone|staple)s?\s+(?:in|of|across|throughout|behind|for)\s/i;
/** "כלי בסיסי בלמידת מכונה ...": the same in Hebrew. */
const USE_REMARK_HE = /^(?:כלי|כלים)(?:\s+\S+){0,2}?\s+(?:ב\S+|של|בתחום|לצורך)(?=\s|$)/u;

/** Words of a title or term for matching, lower case, without Hebrew prefixes and an English plural "s". */
function keyWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((w) => (isHebrewWord(w) ? stripHebrewPrefix(w).stem : w.replace(/(?<=[^s])s$/u, '')))
    .filter((w) => w.length > 1);
}
const names = (title: string | undefined, term: string[]) => {
  if (!title) return false;
  const tw = new Set(keyWords(title));
  return term.length > 0 && term.every((w) => tw.has(w));
};

/**
 * Why a definition is one the material gives in passing, or null: a remark on what the term is used for in a
 * field, or a definition under the heading of another section while a section of the same document is titled
 * with the term (the course defines it there).
 */
export function passingDefinition(corpus: Corpus, def: Definition): string | null {
  const body = def.body.trim();
  if (USE_REMARK_EN.test(body) || USE_REMARK_HE.test(body)) return 'a remark on what it is used for';
  const s = corpus.sentences[def.sentence];
  if (!s) return null;
  const doc = corpus.documents[s.doc];
  if (!doc) return null;
  const term = keyWords(def.term);
  const here = s.heading ?? doc.units.find((u) => u.number === s.unit)?.title;
  if (!here || names(here, term)) return null;
  // a sentence of a section titled with the term that defines it: it opens with the term and is definitional
  const ownDefinition = corpus.sentences.find((o) => {
    if (o.doc !== s.doc || o === s || !o.definitional) return false;
    const title = o.heading ?? doc.units.find((u) => u.number === o.unit)?.title;
    if (title === here || !names(title, term)) return false;
    const opening = keyWords(o.text).slice(0, term.length + 3);
    return term.every((w) => opening.includes(w));
  });
  return ownDefinition
    ? `given under "${here}", while the section "${ownDefinition.heading ?? ''}" defines it`
    : null;
}

/**
 * A predicate that states a second proposition after the subject's ("are unique and therefore square Vandermonde
 * matrices are invertible", "is stable, so the method converges"): asked as "which of these ...", it reads
 * backwards.
 */
export function awkwardPredicate(predicate: string): boolean {
  return (
    /(?:,|\band)\s+(?:therefore|thus|hence|so|consequently|which means|so that)\s+(?:[\w-]+\s+){0,4}?(?:is|are|was|were|can|has|have|will|must|becomes?)\b/i.test(
      predicate,
    ) || /(?:^|[\s,])(?:ולכן|לכן|ומכאן|ולפיכך|לפיכך)\s+\S+/u.test(predicate)
  );
}

/** Who a condition is about: the reader ("if you ..."), the writer ("if we ...", "if the Practice ..."), others. */
export function conditionParty(condition: string): 'reader' | 'writer' | 'other' {
  const c = condition.replace(/^(?:if|provided that|only if|אם|במידה ש)\s+/iu, '');
  if (/^(?:you|your)\b/i.test(c) || /^(?:אתה|את|אתם|אתן)(?=\s|$)/u.test(c)) return 'reader';
  if (/^(?:אנו|אנחנו)(?=\s|$)/u.test(c)) return 'writer';
  if (
    /^(?:we|our|us|the (?:practice|hospital|clinic|company|office|provider|organization|organisation))\b/i.test(
      c,
    )
  )
    return 'writer';
  return 'other';
}

/**
 * A measurement read off a long sentence (readers at 26d222d: "a bytecode executes in about 35 cycles" of a
 * 30-word sentence): a raw reading (cycles, milliseconds, seconds, bytes), not a result (a speedup, a share), in
 * a copied sentence of more than `LONG_NUMBER_SENTENCE` words, is a peripheral number.
 */
export const LONG_NUMBER_SENTENCE = 24;
const RAW_MEASURE_RE =
  /^\d[\d,.]*\s*(?:(?:clock\s+)?cycles?|ms|milliseconds?|seconds?|s|bytes?|bits?|[KMG]B|instructions?|מחזורים|שניות|בתים)$/iu;
export function peripheralNumber(stem: string, key: string): string | null {
  if (!RAW_MEASURE_RE.test(key.trim())) return null;
  const quoted = /["\u201C](.+)["\u201D]/u.exec(stem)?.[1];
  if (!quoted) return null;
  const n = quoted.split(/\s+/).filter((w) => /[\p{L}\p{N}_]/u.test(w)).length;
  return n > LONG_NUMBER_SENTENCE
    ? `side detail: a raw measurement in a long copied sentence (${n} words)`
    : null;
}

/**
 * A naming question about one value of an example ("In the material's example of the Combined Log Format, which
 * field is "22992"?"): a detail of one example line, and the labels of other values (an address, a request line)
 * are plainly not that number.
 */
export function exampleDetail(stem: string): string | null {
  if (
    /\bexample\b[^?]*\bwhich (?:field|part|column|value|entry)\b/i.test(stem) ||
    /(?:בדוגמה|בדוגמת)[^?]*(?:איזה|איזו)\s+(?:שדה|חלק|עמודה|ערך)/u.test(stem)
  )
    return 'side detail: one value of an example';
  return null;
}

/** A chapter's heading line ("Chapter III", "Appendix B", "CHAPTER I. CALCULUS ON A COMPUTER" of a running head). */
const CHAPTER_RE = /^(chapter|part|lecture|appendix)\s+([IVXLC]+|\d{1,2}|[A-H])\b\.?/i;

/**
 * The chapter of each sentence of a document divided into chapters (eng-weak3): the last chapter or appendix
 * heading ("Chapter III", "Appendix B") above it; '' before the first (a table of contents). Holds no sentence of
 * a document with fewer than two chapters.
 */
function chaptersOf(corpus: Corpus): Map<number, string> {
  let memo = chapterMemo.get(corpus);
  if (memo) return memo;
  memo = new Map();
  chapterMemo.set(corpus, memo);
  const current = new Map<number, string>();
  const seen = new Map<number, Set<string>>();
  for (const s of corpus.sentences) {
    const m = s.words <= 8 ? CHAPTER_RE.exec(s.text.trim()) : null;
    // a lone capital is an appendix's letter, not a chapter's roman numeral ("Appendix C", "Chapter C" is none)
    if (m && (/^appendix$/i.test(m[1]!) || !/^[A-H]$/.test(m[2]!) || /^C$/i.test(m[2]!))) {
      const id = `${m[1]!.toLowerCase() === 'appendix' ? 'appendix' : 'chapter'} ${m[2]!.toUpperCase()}`;
      current.set(s.doc, id);
      if (!seen.has(s.doc)) seen.set(s.doc, new Set());
      seen.get(s.doc)!.add(id);
    }
    memo.set(s.index, current.get(s.doc) ?? '');
  }
  for (const s of corpus.sentences) if ((seen.get(s.doc)?.size ?? 0) < 2) memo.delete(s.index);
  return memo;
}
const chapterMemo = new WeakMap<Corpus, Map<number, string>>();

/** The chapters (not the contents before the first) in which a document's sentences name a term. */
const chaptersNamingMemo = new WeakMap<Corpus, Map<string, ReadonlySet<string>>>();
/** The chapters naming a term, once per corpus and term (a draft asks it of every pool term: 0.5 s of a first call). */
function chaptersNaming(corpus: Corpus, doc: number, termKey: string, text: string): ReadonlySet<string> {
  let memo = chaptersNamingMemo.get(corpus);
  if (!memo) chaptersNamingMemo.set(corpus, (memo = new Map()));
  const id = `${doc}\u0000${termKey}\u0000${text}`;
  let out = memo.get(id);
  if (!out) memo.set(id, (out = chaptersNamingOnce(corpus, doc, termKey, text)));
  return out;
}

function chaptersNamingOnce(corpus: Corpus, doc: number, termKey: string, text: string): Set<string> {
  const chapters = chaptersOf(corpus);
  const t = corpus.terms.get(termKey);
  const low = text.toLowerCase();
  const at = t?.sentences.length
    ? t.sentences
    : corpus.sentences.filter((s) => s.doc === doc && s.text.toLowerCase().includes(low)).map((s) => s.index);
  const out = new Set<string>();
  for (const i of at) {
    const c = corpus.sentences[i]?.doc === doc ? chapters.get(i) : undefined;
    if (c) out.add(c);
  }
  return out;
}

/**
 * Whether a term may stand as a distractor beside the key of `def` by its field (eng-weak3): in notes divided into
 * chapters, each a field of its own ("Calculus on a Computer", "Numerical Linear Algebra"), a term of a chapter
 * that also names the key (or holds the question's sentence); "Trapezium rule" and "Newton's method" of the
 * calculus chapters are no options of "which of these can be interpreted as an LU factorisation?" (key
 * "Gaussian elimination"). Any term of a material without chapters.
 */
export function termOfKeyChapter(corpus: Corpus, def: Definition, termKey: string, text: string): boolean {
  const chapters = chaptersOf(corpus);
  const here = chapters.get(def.sentence);
  if (here === undefined) return true;
  const doc = corpus.sentences[def.sentence]!.doc;
  const keyChapters = new Set(chaptersNaming(corpus, doc, def.termKey, def.term));
  if (here) keyChapters.add(here);
  if (!keyChapters.size) return true;
  for (const c of chaptersNaming(corpus, doc, termKey, text)) if (keyChapters.has(c)) return true;
  return false;
}

/**
 * Families of terms (eng-kinds; readers at d0f7c17): the kind of thing a term is, as the definitions show it, finer
 * than `bodyKind`. A term-from-definition question whose distractors are of another family than its key is
 * answered by the definition's head noun alone ("that has no part": only the point among a triangle, a circle and
 * a right angle; "an infinite numbered collection of numbers": only the sequence among a property, a number and
 * an interval).
 * - primitive: the undefined notions of geometry (point, line, surface, plane), defined by what they lack ("that
 *   has no part", "breadthless length");
 * - figure (triangle, circle, rectangle), angle;
 * - collection (a collection, set or sequence of numbers or elements), number (a value, a bound, a limit),
 *   property (what a condition defines: "a sequence is called bounded if ..."), interval (an interval, a
 *   neighbourhood, a range), statement (a postulate, a theorem);
 * - and `bodyKind`'s procedures, artifacts, people and places.
 */
export type Family =
  | 'primitive'
  | 'figure'
  | 'angle'
  | 'collection'
  | 'number'
  | 'property'
  | 'interval'
  | 'statement'
  | 'procedure'
  | 'artifact'
  | 'person'
  | 'place';

const FAMILY_EN: Record<string, Family> = {};
const FAMILY_HE: Record<string, Family> = {};
const family = (table: Record<string, Family>, f: Family, words: string) => {
  for (const w of words.split(/\s+/)) if (w) table[w] = f;
};
family(FAMILY_EN, 'primitive', 'point line surface plane solid');
family(
  FAMILY_EN,
  'figure',
  'figure shape triangle circle rectangle square polygon quadrilateral rhombus parallelogram trapezium trapezoid ellipse pentagon hexagon octagon sphere cube cone cylinder pyramid prism',
);
family(FAMILY_EN, 'angle', 'angle');
family(FAMILY_EN, 'collection', 'collection set sequence series tuple group');
family(FAMILY_EN, 'number', 'number value bound constant scalar quantity amount supremum infimum');
family(FAMILY_EN, 'property', 'property attribute characteristic');
family(FAMILY_EN, 'interval', 'interval neighbourhood neighborhood region range');
family(FAMILY_EN, 'statement', 'statement postulate axiom theorem proposition lemma corollary conjecture');
family(FAMILY_HE, 'primitive', 'נקודה ישר קו מישור משטח');
family(FAMILY_HE, 'figure', 'צורה משולש מעגל מלבן ריבוע מצולע מרובע עיגול מקבילית טרפז');
family(FAMILY_HE, 'angle', 'זווית');
family(FAMILY_HE, 'collection', 'אוסף קבוצה קבוצת סדרה סדרת רשימה רשימת');
family(FAMILY_HE, 'number', 'מספר ערך חסם קבוע סופרמום אינפימום גודל');
family(FAMILY_HE, 'property', 'תכונה תכונת');
family(FAMILY_HE, 'interval', 'קטע סביבה סביבת תחום');
family(FAMILY_HE, 'statement', 'משפט טענה למה אקסיומה אקסיומת הנחה');
// `bodyKind`'s word sets, each a family of its own after the words above (a later family wins a word two hold)
const KIND_FAMILIES: [Record<string, Family>, [ReadonlySet<string>, Family][]][] = [
  [
    FAMILY_EN,
    [
      [PROCEDURE_EN, 'procedure'],
      [ARTIFACT_EN, 'artifact'],
      [PERSON_EN, 'person'],
      [PLACE_EN, 'place'],
    ],
  ],
  [
    FAMILY_HE,
    [
      [PROCEDURE_HE, 'procedure'],
      [ARTIFACT_HE, 'artifact'],
      [PERSON_HE, 'person'],
      [PLACE_HE, 'place'],
    ],
  ],
];
for (const [table, sets] of KIND_FAMILIES) for (const [words, f] of sets) for (const w of words) table[w] = f;

const own = (table: Record<string, Family>, w: string): Family | null =>
  Object.prototype.hasOwnProperty.call(table, w) ? table[w]! : null;
const enFamily = (w: string): Family | null =>
  own(FAMILY_EN, w) ?? own(FAMILY_EN, w.replace(/(?<=[^s])s$/, '')) ?? own(FAMILY_EN, w.replace(/es$/, ''));
const heFamily = (w: string): Family | null =>
  own(FAMILY_HE, w) ?? (w.length >= 5 ? own(FAMILY_HE, stripHebrewPrefix(w).stem) : null);

/** A primitive notion defined by what it lacks or is made of ("that has no part", "breadthless length"). */
const PRIMITIVE_BODY_EN =
  /^(?:that|what|which)\s+(?:which\s+)?has\s+no\s+(?:parts?|breadth|width|length|depth)\b|^(?:breadthless|widthless)\s+length\b|^(?:that|what|which)\s+(?:which\s+)?has\s+(?:length|breadth)(?:\s+and\s+(?:length|breadth|width))?\s+only\b/i;
const PRIMITIVE_BODY_HE =
  /^(?:מה\s+ש|זו\s+ש|דבר\s+ש)?אין\s+(?:לו|לה)\s+(?:חלקים|חלק|רוחב|אורך)(?!\p{L})|^אורך\s+(?:ללא|בלי)\s+רוחב/u;
/** "a set of rules", "a collection of records": a set of things, not of numbers or elements, is no collection. */
const COLLECTION_OF_EN =
  /^(?:collection|set|sequence|series|tuple|group)s?\s+of\s+(?:(?:real|natural|rational|complex|distinct|[a-z]+-?)\s+)?(?:numbers?|elements?|points?|values?|objects?|items?|terms?|integers?|vectors?|pairs?|members?|instructions?)\b/;
/** Words of a genus that describe it, no genus of their own ("an infinite numbered collection"). */
const DESCRIBING_EN =
  /^(?:infinite|finite|numbered|ordered|unordered|countable|closed|open|non-?empty|empty|real|whole|positive|negative|particular|certain|special|simple|basic|small|large|plane|straight|new|given|single|unique|two|three|four|five|several|many|some|any|every|each)$/;

/**
 * The family of the thing a definition's body says its term is, by its genus (the first noun of the body before a
 * preposition or a relative clause: "an infinite numbered collection of numbers", "an interval of the form ...",
 * "a number that ...") or by what it lacks ("that has no part"); in Hebrew the first word, or the word after the
 * copula ("סביבת ε של x₀ הוא קטע מהצורה ..."), and a condition ("נאמר ש...", "... נקראת ... אם ...") defines a
 * property. Null when the body shows no family.
 */
export function bodyFamily(body: string): Family | null {
  const b = body.trim();
  if (isHebrewWord(b)) {
    if (PRIMITIVE_BODY_HE.test(b)) return 'primitive';
    if (
      /(?<!\p{L})(?:נאמר|אומרים)\s+ש/u.test(b) ||
      /(?<!\p{L})(?:נקרא|נקראת|נקראים|נקראות)(?!\p{L})[^.]*(?<!\p{L})אם(?!\p{L})/u.test(b)
    )
      return 'property';
    const cop = /(?<!\p{L})(?:הוא|היא|הם|הן|זהו|זוהי)\s+([\u05D0-\u05EA]+)/u.exec(b);
    if (cop) {
      const f = heFamily(cop[1]!);
      if (f) return f;
    }
    const first = (b.match(/[\u05D0-\u05EA][\u05D0-\u05EA'"״׳]*/u) ?? [''])[0];
    return first && b.startsWith(first) ? heFamily(first) : null;
  }
  const low = b.toLowerCase();
  if (PRIMITIVE_BODY_EN.test(low)) return 'primitive';
  // "how much memory, in bytes, ..." (the length of a String): an amount (eng-weak8)
  if (/^how (?:much|many)\b/.test(low)) return 'number';
  if (/^(?:we say|[a-z]+ is (?:said to be|called))\b.*\bif\b/.test(low)) return 'property';
  const ws = low.replace(/^(?:a|an|the|one|any|some)\s+/, '').split(/\s+/);
  for (let i = 0; i < Math.min(ws.length, 4); i++) {
    const w = ws[i]!.replace(/[^a-z-]/g, '');
    // "a plane figure", "a straight line": a describing word before another is no genus
    if (DESCRIBING_EN.test(w) && i + 1 < ws.length) continue;
    const f = enFamily(w);
    if (f === 'collection')
      return COLLECTION_OF_EN.test(ws.slice(i).join(' ')) || ws.length === i + 1 ? f : null;
    if (f) return f;
    // an adjective before the genus ("infinite", "numbered", "breadthless"); any other word is a genus of no family
    if (!DESCRIBING_EN.test(w) && !/(?:ed|ing|less|ful|ous|al|ive|ic|able|ible)$/.test(w)) return null;
  }
  return null;
}

/**
 * The family a term's own name says: the head noun ("equilateral triangle" a figure, "right angle" an angle, "חסם
 * מלמטה" a number, "סביבת-ε" an interval: the last word of an English name, the first of a Hebrew one). Null for a
 * name of no known family.
 */
export function nameFamily(name: string): Family | null {
  const t = name.trim();
  if (isHebrewWord(t)) {
    const first = t.split(/[\s-]+/u)[0] ?? '';
    return heFamily(first);
  }
  const last = (t.toLowerCase().match(/[a-z]+/g) ?? []).pop() ?? '';
  return enFamily(last);
}

/**
 * A term's family as the material shows it: the genus of its own definition when that has one, else its name's
 * head noun (eng-kinds). `body` is the term's own definition, if the material gives one.
 */
export function termFamily(name: string, body?: string | null): Family | null {
  return (body ? bodyFamily(body) : null) ?? nameFamily(name);
}

/**
 * Whether a term of family `other` may stand as a distractor beside a key of family `key` (eng-kinds): never a
 * term of another known family; with `strict` (options the reader of a definition can tell apart by their names
 * alone: a deck's notions, a Hebrew summary's labelled concepts), only terms shown to be of the key's family.
 * Any term beside a key of no known family.
 */
export function ofKeyFamily(key: Family | null, other: Family | null, strict = false): boolean {
  if (key === null) return true;
  if (other === null) return !strict;
  return other === key;
}

/**
 * Whether a term may stand as a distractor beside the key the definition `def` names by its family (eng-kinds):
 * the family its own definition (or its name) shows is not another than the key's ("multiplication", an
 * operation, is no option of "stores numbers as iterated exponents" among kinds of arithmetic only when the
 * material shows both families).
 */
export function termOfKeyFamily(
  corpus: Corpus,
  def: Pick<Definition, 'term' | 'body'>,
  termKey: string,
  text: string,
  strict = false,
): boolean {
  const low = text.toLowerCase();
  const own = corpus.definitions.find((d) => d.termKey === termKey || d.term.toLowerCase() === low);
  return ofKeyFamily(termFamily(def.term, def.body), termFamily(text, own?.body), strict);
}
