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
import type { Corpus, Definition, ListGroup, Sentence, Term } from './analysis.ts';
import { inlineList } from './analysis.ts';
import { hebrewClass, isolated, unitLabel, unitTitleOf } from './util.ts';

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
}

// --------------------------------------------------------------------------------------------- helpers

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

/** Same kind of phrase: word count, plurality, acronym-ness, Hebrew gender/number, similar length. */
function sameShape(key: string, opt: string, he: boolean, ratio: [number, number] = [0.5, 1.9]): boolean {
  const r = opt.length / Math.max(1, key.length);
  if (r < ratio[0] || r > ratio[1]) return false;
  if (Math.abs(words(key).length - words(opt).length) > 1) return false;
  if (isAcronym(key) !== isAcronym(opt)) return false;
  if (he) return hebrewClass(key) === hebrewClass(opt);
  return looksPlural(key) === looksPlural(opt);
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
export function pickThree(pool: string[], key: string, rand: () => number): string[] | null {
  const keyMayBeLongest = rand() < 0.25;
  let fallback: string[] | null = null;
  const p = pool.slice(0, 14);
  for (let a = 0; a < p.length; a++)
    for (let b = a + 1; b < p.length; b++)
      for (let d = b + 1; d < p.length; d++) {
        const opts = [key, p[a]!, p[b]!, p[d]!];
        if (new Set(opts.map((o) => o.toLowerCase())).size < 4) continue;
        if (longestOptionCue(opts, 0) || overlappingOptions(opts)) continue;
        const keyLongest = opts.slice(1).every((o) => o.length < key.length);
        if (!keyLongest || keyMayBeLongest) return opts.slice(1);
        fallback ??= opts.slice(1);
      }
  return fallback;
}

/** No option repeats a content word of the stem unless every option does. */
function stemClean(stem: string, options: string[]): boolean {
  const s = keySet(stem);
  const shares = options.map((o) => contentKeys(o).some((k) => s.has(k)));
  return shares.every(Boolean) || !shares[0];
}

function termText(t: Term, plural: boolean): string | null {
  const raw =
    t.hebrew || !/[a-z]/i.test(t.singular ?? t.plural ?? '')
      ? (t.singular ?? t.plural)
      : plural
        ? t.plural
        : t.singular;
  if (!raw) return null;
  if (t.hebrew || t.proper) return raw;
  return raw
    .split(' ')
    .map((w) => (/^[A-Z][a-z]*$/.test(w) ? w.toLowerCase() : w))
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

// ------------------------------------------------------------------------------ definitions

function termPool(ctx: Ctx, def: Definition, keyText: string, avoidText: string): string[] {
  const { corpus, he, rand } = ctx;
  const stemKeys = keySet(avoidText);
  const keyWords = new Set(def.termKey.split(' '));
  const head = def.termKey.split(' ').pop()!;
  const scored: { text: string; score: number }[] = [];
  const seen = new Set<string>([keyText.toLowerCase()]);
  const consider = (text: string, score: number, tkey: string) => {
    const low = text.toLowerCase();
    if (seen.has(low) || isAlias(corpus, low, keyText)) return;
    if (!sameShape(keyText, text, he)) return;
    if (contentKeys(text).some((k) => stemKeys.has(k))) return;
    const tw = tkey.split(' ');
    if (tw.every((w) => keyWords.has(w))) return;
    seen.add(low);
    scored.push({ text, score: score + rand() * 0.5 });
  };
  const unitId = `${corpus.sentences[def.sentence]!.doc}:${corpus.sentences[def.sentence]!.unit}`;
  for (const d of corpus.definitions) {
    if (d === def) continue;
    const s = corpus.sentences[d.sentence]!;
    let score = 2;
    if (d.genus && d.genus === def.genus) score += 1.5;
    if (d.termKey.split(' ').pop() === head && d.termKey.includes(' ')) score += 1;
    if (`${s.doc}:${s.unit}` === unitId) score += 0.5;
    consider(d.term, score, d.termKey);
  }
  // subjects the material states things about (even once): things of the same kind as a defined term
  for (const subj of ctx.subjects) consider(subj.text, 1 + (subj.unit === unitId ? 0.4 : 0), subj.key);
  for (const t of corpus.termList.slice(0, 400)) {
    if (!askableTerm(t) || t.hebrew !== he) continue;
    const text = termText(t, !he && looksPlural(keyText));
    if (!text) continue;
    let score = 0.5 + 0.5 * (t.score / ctx.maxTermScore);
    if (t.key.split(' ').pop() === head && t.words > 1) score += 1;
    if (t.units.has(unitId)) score += 0.4;
    consider(text, score, t.key);
  }
  return scored.sort((a, b) => b.score - a.score).map((x) => x.text);
}

function termFromDefinition(ctx: Ctx, def: Definition): Draft | null {
  const s = ctx.corpus.sentences[def.sentence]!;
  const body = def.body;
  const stem = ctx.he
    ? `איזה מושג מוגדר בחומר כך: "${body}"?`
    : /^[A-Z]/.test(body) && !/^[A-Z]{2,}/.test(body)
      ? `Which of these does the material describe as follows: "${body}"?`
      : `Which term does the material define as "${body}"?`;
  const pool = termPool(ctx, def, def.term, body);
  const ds = pickThree(pool, def.term, ctx.rand);
  if (!ds) return null;
  return {
    form: 'term-from-definition',
    stem,
    key: def.term,
    distractors: ds,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: ctx.he
      ? 'שאר האפשרויות הן מושגים אחרים מהחומר, שההגדרה אינה מתארת.'
      : 'The other options are other terms of the material; the definition does not describe them.',
  };
}

/** "Which of these synthesises proteins ...?": the subject of a statement, among other subjects of the material. */
function termFromRole(ctx: Ctx, subj: Subject): Draft | null {
  const s = ctx.corpus.sentences[subj.sentence]!;
  const stem = `According to the material, which of these ${subj.predicate}?`;
  const def: Definition = {
    sentence: s.index,
    term: subj.text,
    termKey: subj.key,
    body: subj.predicate!,
    genus: '',
  };
  const pool = termPool(ctx, def, subj.text, stem);
  const ds = pickThree(pool, subj.text, ctx.rand);
  if (!ds) return null;
  return {
    form: 'term-from-definition',
    stem,
    key: subj.text,
    distractors: ds,
    doc: s.doc,
    unit: s.unit,
    quote: s.text,
    why: 'The other options are other things the material talks about; it does not say this of them.',
  };
}

function definitionFromTerm(ctx: Ctx, def: Definition): Draft | null {
  const { corpus, he, rand } = ctx;
  const s = corpus.sentences[def.sentence]!;
  const stem = he
    ? `כיצד מגדיר החומר את "${def.term}"?`
    : /^[A-Z]/.test(def.body) && !/^[A-Z]{2,}/.test(def.body)
      ? `What does the material say about "${def.term}"?`
      : `How does the material define "${def.term}"?`;
  const stemKeys = keySet(def.term);
  const key = stripEnd(def.body);
  const pool: { text: string; score: number }[] = [];
  for (const d of corpus.definitions) {
    if (d === def || isAlias(corpus, d.term, def.term)) continue;
    const body = stripEnd(d.body);
    const r = body.length / Math.max(1, key.length);
    if (r < 0.6 || r > 1.6) continue;
    if (contentKeys(body).some((k) => stemKeys.has(k))) continue;
    if (he && hebrewClass(d.term) !== hebrewClass(def.term)) continue;
    // a definition of a synonym or of a broader term would also fit
    if (
      d.genus === def.genus &&
      keySet(d.body).size &&
      contentKeys(d.body).filter((k) => keySet(key).has(k)).length >= 3
    )
      continue;
    let score = 1 - Math.abs(1 - r) + rand() * 0.5;
    if (d.genus && d.genus === def.genus) score += 0.8;
    if (corpus.sentences[d.sentence]!.doc === s.doc) score += 0.3;
    pool.push({ text: body, score });
  }
  const ds = pickThree(
    pool.sort((a, b) => b.score - a.score).map((p) => p.text),
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

const ANTONYMS_EN: [string, string][] = [
  ['increases', 'decreases'],
  ['increase', 'decrease'],
  ['increased', 'decreased'],
  ['increasing', 'decreasing'],
  ['more', 'less'],
  ['larger', 'smaller'],
  ['largest', 'smallest'],
  ['higher', 'lower'],
  ['highest', 'lowest'],
  ['before', 'after'],
  ['faster', 'slower'],
  ['fastest', 'slowest'],
  ['maximum', 'minimum'],
  ['positive', 'negative'],
  ['inside', 'outside'],
  ['into', 'out of'],
  ['above', 'below'],
  ['first', 'last'],
  ['early', 'late'],
  ['earlier', 'later'],
  ['stronger', 'weaker'],
  ['longer', 'shorter'],
  ['easier', 'harder'],
  ['cheaper', 'more expensive'],
  ['static', 'dynamic'],
  ['finite', 'infinite'],
  ['internal', 'external'],
  ['input', 'output'],
  ['upper', 'lower'],
  ['rises', 'falls'],
  ['gains', 'loses'],
  ['releases', 'absorbs'],
  ['allows', 'prevents'],
  ['required', 'optional'],
  ['mutable', 'immutable'],
  ['valid', 'invalid'],
  ['stable', 'unstable'],
  ['linear', 'nonlinear'],
  ['explicit', 'implicit'],
  ['synchronous', 'asynchronous'],
];
const ANTONYMS_HE: [string, string][] = [
  ['גדול', 'קטן'],
  ['גדולה', 'קטנה'],
  ['גדולים', 'קטנים'],
  ['יותר', 'פחות'],
  ['עולה', 'יורדת'],
  ['עולה', 'יורד'],
  ['מגדיל', 'מקטין'],
  ['מגדילה', 'מקטינה'],
  ['לפני', 'אחרי'],
  ['מהיר', 'איטי'],
  ['גבוה', 'נמוך'],
  ['גבוהה', 'נמוכה'],
  ['חיובי', 'שלילי'],
  ['חיובית', 'שלילית'],
  ['סופי', 'אינסופי'],
  ['סופית', 'אינסופית'],
  ['מקסימלי', 'מינימלי'],
  ['מקסימלית', 'מינימלית'],
  ['פנימי', 'חיצוני'],
  ['קבוע', 'משתנה'],
  ['קבועה', 'משתנה'],
  ['מתכנס', 'מתבדר'],
  ['מתכנסת', 'מתבדרת'],
  ['רציפה', 'לא רציפה'],
  ['עליון', 'תחתון'],
  ['ארוך', 'קצר'],
  ['מתארך', 'מתקצר'],
  ['מתארכת', 'מתקצרת'],
];
const ANTONYM = new Map<string, string>();
for (const [a, b] of [...ANTONYMS_EN, ...ANTONYMS_HE]) {
  if (!ANTONYM.has(a)) ANTONYM.set(a, b);
  if (!ANTONYM.has(b)) ANTONYM.set(b, a);
}

interface Altered {
  text: string;
  from: string;
  to: string;
}

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

/**
 * A version of the sentence that the material contradicts: one term swapped for another term of the same kind,
 * a number for a plausible neighbour, or a relation for its opposite. The subject (`keep`) is never altered.
 */
function falsify(ctx: Ctx, s: Sentence, keep: string | undefined, used: Set<string>): Altered | null {
  const { corpus, he, rand } = ctx;
  const toks = s.tokens;
  const keepWords = new Set((keep ?? '').split(' ').filter(Boolean));
  const options: (Altered & { score: number })[] = [];
  // term swaps
  for (let i = 0; i < toks.length; i++) {
    for (let len = 3; len >= 1; len--) {
      if (i + len > toks.length) continue;
      const span = toks.slice(i, i + len);
      const k = span.map((t) => t.key).join(' ');
      const term = corpus.terms.get(k);
      if (!term || !askableTerm(term)) continue;
      if (span.some((t) => keepWords.has(t.key))) continue;
      if (
        corpus.language === 'en' &&
        (toks[i - 1]?.pos === 'ADJ' || toks[i - 1]?.pos === 'NOUN' || toks[i + len]?.pos === 'NOUN')
      )
        continue;
      // only a noun phrase used as one here (not a verb the tagger knows as a noun elsewhere)
      if (
        corpus.language === 'en' &&
        (!['NOUN', 'PROPN'].includes(span[len - 1]!.pos) ||
          span.some((x) => !['NOUN', 'PROPN', 'ADJ'].includes(x.pos)))
      )
        continue;
      if (corpus.language === 'en' && i <= 1 && toks[i - 1]?.pos === 'ADP') continue;
      // never inside a name ("Performance Rehab Associates at Lake Norman")
      if (
        corpus.language === 'en' &&
        (toks[i - 1]?.pos === 'PROPN' ||
          toks[i + len]?.pos === 'PROPN' ||
          (i > 0 && /^[A-Z]/.test(span[0]!.text) && !term.proper && !/^[A-Z]{2,}/.test(span[0]!.text)))
      )
        continue;
      if (s.text[span[0]!.start - 1] === '-' || s.text[span[len - 1]!.end] === '-') continue;
      const orig = s.text.slice(span[0]!.start + span[0]!.prefix.length, span[len - 1]!.end);
      const sentKeys = new Set(toks.map((t) => t.key));
      const rest = contentKeys(s.text).filter((x) => !k.split(' ').includes(x));
      for (const { term: t, sim } of ctx.similar(k)) {
        // only a term of the same kind: a shared head noun, a sibling in a list, the same genus, or strongly
        // shared contexts (a loosely related word makes a garbled statement that gives the key away)
        if (sim < 0.3) continue;
        if (t.key === k || t.hebrew !== term.hebrew || !askableTerm(t)) continue;
        if (t.key.split(' ').some((w) => sentKeys.has(w))) continue;
        const rep = termText(t, span[len - 1]!.plural || looksPlural(orig));
        if (!rep || !sameShape(orig, rep, he, [0.4, 2.5]) || isAlias(corpus, rep, orig)) continue;
        if (used.has(rep.toLowerCase())) continue;
        // the swapped statement must not be one the material makes
        if (materialSays(ctx, [...t.key.split(' '), ...rest.slice(0, 4)])) continue;
        const display = /^[A-Z]/.test(orig) && !t.proper ? upper1(rep) : rep;
        let before = s.text.slice(0, span[0]!.start + span[0]!.prefix.length);
        // "an pixel" -> "a pixel"
        if (corpus.language === 'en')
          before = before.replace(
            /\b([Aa])n? $/,
            (_m, a: string) => `${/^[aeiou]/i.test(display) ? `${a}n` : a} `,
          );
        const text = before + display + s.text.slice(span[len - 1]!.end);
        const sameDoc = t.docs.has(s.doc) ? 0.5 : 0;
        options.push({ text, from: orig, to: display, score: 1 + sameDoc + 2 * sim + rand() * 0.4 });
        if (options.length > 40) break;
      }
      break;
    }
  }
  // relation swaps
  for (const t of toks) {
    const a = ANTONYM.get(t.text.toLowerCase());
    if (!a || used.has(a)) continue;
    const rep = /^[A-Z]/.test(t.text) ? upper1(a) : a;
    const text = s.text.slice(0, t.start) + rep + s.text.slice(t.end);
    options.push({ text, from: t.text, to: rep, score: 1.6 + rand() * 0.6 });
  }
  // number swaps
  for (const t of toks) {
    if (!t.isNumber) continue;
    const v = Number(t.key);
    if (!Number.isFinite(v) || (Number.isInteger(v) && Math.abs(v) < 2)) continue;
    const before = s.text.slice(0, t.start);
    if (/(figure|fig|table|section|chapter|page|eq|lecture|slide|step|version|no)\.?\s*$/i.test(before))
      continue;
    const isYear = /^\d{4}$/.test(t.text) && v >= 1500 && v <= 2100;
    const dec = t.key.includes('.') ? t.key.split('.')[1]!.length : 0;
    const factor = [0.5, 2, 1.5, 0.75, 3][Math.floor(rand() * 5)]!;
    let nv = isYear ? v + [-10, 10, -5, 5, 20][Math.floor(rand() * 5)]! : Number((v * factor).toFixed(dec));
    if (nv === v) nv = v + 1;
    const rep = t.text.includes(',') ? nv.toLocaleString('en-US') : String(nv);
    if (used.has(rep)) continue;
    options.push({
      text: s.text.slice(0, t.start) + rep + s.text.slice(t.end),
      from: t.text,
      to: rep,
      score: 1.4 + rand() * 0.6,
    });
  }
  if (!options.length) return null;
  options.sort((a, b) => b.score - a.score);
  const best = options[0]!;
  used.add(best.to.toLowerCase());
  return { text: best.text, from: best.from, to: best.to };
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

function trueStatement(ctx: Ctx, subject: Term, pool: Sentence[]): Draft | null {
  const { he, rand } = ctx;
  const subj = termText(subject, false) ?? subject.key;
  // the key: the statement that is most about the subject (it names it early), the others are altered
  const pos = (s: Sentence) => {
    const i = s.tokens.findIndex((t) => subject.key.split(' ').includes(t.key));
    return i < 0 ? 99 : i;
  };
  const sorted = [...pool].sort((a, b) => pos(a) - pos(b));
  const [keyS, ...others] = sorted;
  if (!keyS || others.length < 3 || keyS.words < 8) return null;
  const used = new Set<string>();
  const altered: { s: Sentence; a: Altered }[] = [];
  for (const s of others) {
    const a = falsify(ctx, s, subject.key, used);
    if (a) altered.push({ s, a });
    if (altered.length >= 6) break;
  }
  if (altered.length < 3) return null;
  const key = keyS.text;
  const byText = new Map(altered.map((x) => [x.a.text, x]));
  const ds = pickThree(
    altered.map((x) => x.a.text),
    key,
    rand,
  );
  if (!ds) return null;
  const changes = ds.map((d) => byText.get(d)!.a);
  const stem = he
    ? `איזו מהטענות הבאות על "${subj}" נכונה לפי החומר?`
    : `Which statement about ${subj} is correct according to the material?`;
  return {
    form: 'true-statement',
    used: [keyS.index, ...ds.map((d) => byText.get(d)!.s.index)],
    stem,
    key,
    distractors: ds,
    doc: keyS.doc,
    unit: keyS.unit,
    quote: keyS.text,
    why: he
      ? `בכל אחת מהטענות האחרות הוחלף פרט אחד: ${changes.map((c) => `"${c.to}" במקום "${c.from}"`).join('; ')}.`
      : `Each other statement changes one detail of the material: ${changes.map((c) => `"${c.to}" instead of "${c.from}"`).join('; ')}.`,
  };
}

// ------------------------------------------------------------------------------------- lists

function listTopicStem(
  ctx: Ctx,
  topic: string,
  negative: boolean,
  inline?: { subject: string; verb: string },
): string {
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
  const t = lower1(topic);
  if (looksPlural(t) && words(t).length <= 6)
    return `According to the material, which of these is ${not}one of the ${t}?`;
  return `According to the material, which of these is ${not}listed under "${topic}"?`;
}

/** English lists under a heading are asked about only when the heading names a kind ("Purposes of Monitoring"). */
function kindTopic(ctx: Ctx, topic: string): boolean {
  if (ctx.he) return true;
  const t = lower1(topic);
  return looksPlural(t) && words(t).length <= 6 && !/[:]/.test(t);
}

function otherItems(ctx: Ctx, list: ListGroup, key: string | null): string[] {
  const { corpus, he, rand } = ctx;
  const inList = new Set(list.items.map((x) => x.toLowerCase()));
  const listKeys = keySet(list.quote);
  const shape = key ?? list.items[0]!;
  const pool: { text: string; score: number }[] = [];
  const seen = new Set<string>();
  const consider = (text: string, score: number) => {
    const low = text.toLowerCase();
    if (inList.has(low) || seen.has(low)) return;
    if ([...inList].some((x) => isAlias(corpus, x, low))) return;
    if (contentKeys(text).some((k) => listKeys.has(k))) return;
    const lens = list.items.map((x) => x.length);
    const r = text.length / Math.max(1, lens.reduce((a, b) => a + b, 0) / lens.length);
    if (r < 0.4 || r > 2.2) return;
    if (Math.abs(words(text).length - words(shape).length) > 2) return;
    if (he !== isHebrewWord(text)) return;
    // capitalisation like the list's items ("Observation" among "Extrapolation", "Testing")
    if (!he && /^[A-Z]/.test(shape) === /^[A-Z]/.test(text)) score += 0.8;
    seen.add(low);
    pool.push({ text, score: score + rand() * 0.6 });
  };
  for (const other of corpus.lists) {
    if (other === list || other.items.length < 2) continue;
    const sameDoc = other.doc === list.doc ? 1 : 0;
    for (const it of other.items) consider(it, 1.5 + sameDoc);
  }
  for (const t of corpus.termList.slice(0, 200)) {
    if (!askableTerm(t) || t.hebrew !== he) continue;
    if (t.units.has(`${list.doc}:${list.unit}`)) continue;
    const text = termText(t, looksPlural(shape));
    if (text) consider(text, 0.6 + 0.4 * (t.score / ctx.maxTermScore));
  }
  return pool.sort((a, b) => b.score - a.score).map((p) => p.text);
}

function listMember(
  ctx: Ctx,
  list: ListGroup,
  keyIndex: number,
  inline?: { subject: string; verb: string },
): Draft | null {
  const key = list.items[keyIndex]!;
  const stem = listTopicStem(ctx, list.topic, false, inline);
  const pool = otherItems(ctx, list, key).filter(
    (o) => !keySet(stem).size || !contentKeys(o).some((k) => keySet(stem).has(k)),
  );
  const ds = pickThree(pool, key, ctx.rand);
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

function listNonMember(ctx: Ctx, list: ListGroup, inline?: { subject: string; verb: string }): Draft | null {
  const stem = listTopicStem(ctx, list.topic, true, inline);
  const stemKeys = keySet(stem);
  const pool = otherItems(ctx, list, null).filter((o) => !contentKeys(o).some((k) => stemKeys.has(k)));
  const members = list.items.filter((x) => !contentKeys(x).some((k) => stemKeys.has(k)));
  if (members.length < 3) return null;
  for (const key of pool.slice(0, 6)) {
    const shuffled = [...members].sort(() => ctx.rand() - 0.5);
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
const HE_CAUSE_AFTER = /^(.{15,}?),?\s+(?:כי|מפני ש|מכיוון ש|משום ש|בגלל ש)(.{10,})$/u;
const HE_THEREFORE = /^(.{15,}?),?\s+(?:ולכן|לכן)\s+(.{10,})$/u;
const HE_PURPOSE = /^(.{15,}?),?\s+(?:כדי ל|על מנת ל|כדי ש)(.{8,})$/u;

function relationsOf(corpus: Corpus): Relation[] {
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
  const stemKeys = keySet(given);
  const keyShares = contentKeys(key).filter((k) => stemKeys.has(k)).length;
  // other answers of the same relation from the material first, then the key with one term swapped
  const pool: { text: string; score: number }[] = [];
  for (const o of all) {
    if (o === r || o.kind !== r.kind) continue;
    const text = stripEnd(o.answer);
    const ratio = text.length / Math.max(1, key.length);
    if (ratio < 0.55 || ratio > 1.8) continue;
    const shares = contentKeys(text).filter((k) => stemKeys.has(k)).length;
    if (shares < keyShares - 0) {
      // the key would be the only option echoing the stem: keep it only if the key does not echo it either
      if (keyShares > 0) continue;
    }
    pool.push({ text, score: 1 - Math.abs(1 - ratio) + (o.s.doc === r.s.doc ? 0.4 : 0) + rand() * 0.5 });
  }
  let texts = pool.sort((a, b) => b.score - a.score).map((p) => p.text);
  // a purpose with one word swapped reads garbled or stays defensible (readers, round 2): only causes may fall
  // back on the key clause with a term swapped
  if (texts.length < 3 && r.kind === 'purpose') return null;
  if (texts.length < 3) {
    // key clause with a term swapped (same slot, different terms): the key's own wording in each option
    const used = new Set<string>();
    const clause: Sentence = {
      ...r.s,
      text: key,
      tokens: r.s.tokens
        .filter((t) => t.start >= r.s.text.indexOf(key))
        .map((t) => ({ ...t, start: t.start - r.s.text.indexOf(key), end: t.end - r.s.text.indexOf(key) })),
    };
    if (r.s.text.indexOf(key) < 0) return null;
    for (let i = 0; i < 6 && texts.length < 6; i++) {
      const a = falsify(ctx, clause, undefined, used);
      if (!a) break;
      if (!texts.includes(a.text)) texts.push(a.text);
    }
  }
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
    const known = corpus.terms.get(span.map((t) => t.key).join(' '));
    const display =
      corpus.language === 'en' &&
      (!span.every((t) => t.pos === 'PROPN') || (i <= 1 && known?.proper !== true))
        ? text
            .split(' ')
            .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
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
    });
  }
  return out;
}

const SIM_MIN = 0.18;

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
  const cache = new Map<string, { term: Term; sim: number }[]>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const mine = context.get(key) ?? new Set<string>();
    const head = key.split(' ').pop()!;
    const me = corpus.terms.get(key);
    const display = (me?.singular ?? me?.plural ?? key).toLowerCase();
    const out: { term: Term; sim: number }[] = [];
    for (const t of top) {
      if (t.key === key) continue;
      const other = context.get(t.key)!;
      let inter = 0;
      for (const x of other) if (mine.has(x)) inter++;
      let sim = inter / Math.max(1, mine.size + other.size - inter);
      if (t.words > 1 && key.includes(' ') && t.key.split(' ').pop() === head) sim += 0.3;
      if (siblings.get(display)?.has((t.singular ?? t.plural ?? t.key).toLowerCase())) sim += 0.3;
      if (genus.get(key) && genus.get(key) === genus.get(t.key)) sim += 0.2;
      if (sim >= SIM_MIN) out.push({ term: t, sim });
    }
    out.sort((a, b) => b.sim - a.sim);
    const res = out.slice(0, 30);
    cache.set(key, res);
    return res;
  };
}

/** Every candidate of the structured forms (cloze and number come from mc.ts). */
export function formCandidates(corpus: Corpus, req: GenerateRequest, rand: () => number): Cand[] {
  const he = corpus.language === 'he';
  const sentenceKeys = sentenceKeysOf(corpus);
  const keyIndex = new Map<string, number[]>();
  sentenceKeys.forEach((set, i) => {
    for (const k of set) {
      const l = keyIndex.get(k);
      if (l) l.push(i);
      else keyIndex.set(k, [i]);
    }
  });
  const ctx: Ctx = {
    corpus,
    req,
    rand,
    he,
    sentenceKeys,
    keyIndex,
    maxTermScore: corpus.termList[0]?.score ?? 1,
    similar: () => [],
    subjects: subjectsOf(corpus),
  };
  ctx.similar = similarity(corpus);
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
      doc: s.doc,
      unit: s.unit,
      sentences: [s.index],
      topics: [def.termKey],
      quote: s.text,
      build: () => termFromDefinition(ctx, def),
    });
    out.push({
      form: 'definition-from-term',
      score: base * 1.1,
      doc: s.doc,
      unit: s.unit,
      sentences: [s.index],
      topics: [def.termKey],
      quote: s.text,
      build: () => definitionFromTerm(ctx, def),
    });
  }
  // what a subject does, for sentences that are not definitions
  const defSentences = new Set(corpus.definitions.map((d) => d.sentence));
  for (const subj of ctx.subjects) {
    if (!subj.predicate || defSentences.has(subj.sentence)) continue;
    const s = corpus.sentences[subj.sentence]!;
    const c = centrality(ctx, subj.key);
    out.push({
      form: 'term-from-definition',
      score: (0.6 + c) * jitter(),
      doc: s.doc,
      unit: s.unit,
      sentences: [s.index],
      topics: [subj.key],
      quote: s.text,
      build: () => termFromRole(ctx, subj),
    });
  }
  // statements about a term: four standalone sentences that mention it
  const bySubject = new Map<string, Sentence[]>();
  for (const s of corpus.sentences) {
    if (!standalone(s)) continue;
    const keys = new Set<string>();
    for (let i = 0; i < s.tokens.length; i++)
      for (let len = 3; len >= 1; len--) {
        const k = s.tokens
          .slice(i, i + len)
          .map((t) => t.key)
          .join(' ');
        if (i + len <= s.tokens.length && corpus.terms.has(k)) {
          keys.add(k);
          break;
        }
      }
    for (const k of keys) {
      const l = bySubject.get(k) ?? [];
      l.push(s);
      bySubject.set(k, l);
    }
  }
  const headingKeys = new Set<string>();
  for (const s of corpus.sentences) if (s.heading) for (const k of contentKeys(s.heading)) headingKeys.add(k);
  const defined = new Set(corpus.definitions.map((d) => d.termKey));
  for (const [rank, t] of corpus.termList.slice(0, 60).entries()) {
    if (!askableTerm(t)) continue;
    // a subject worth a question: a compound term, a word the material defines or puts in a heading, or one of
    // its most frequent terms
    if (t.words === 1 && !defined.has(t.key) && !headingKeys.has(t.key) && rank >= 8) continue;
    const pool = bySubject.get(t.key) ?? [];
    if (pool.length < 4) continue;
    // several questions on one subject, each from sentences no other question of the test uses
    const ordered = [...pool].sort(() => rand() - 0.5);
    for (let g = 0; g + 4 <= ordered.length && g < 12; g += 4) {
      const first = ordered[g]!;
      out.push({
        form: 'true-statement',
        score: (0.7 + t.score / ctx.maxTermScore) * 1.2 * jitter() * (g === 0 ? 1 : 0.8),
        doc: first.doc,
        unit: first.unit,
        sentences: [],
        topics: [t.key],
        quote: `${t.key}#${g}`,
        build: (used) => trueStatement(ctx, t, ordered.filter((x) => !used.has(x.index)).slice(0, 8)),
      });
    }
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
    if (!inline && !kindTopic(ctx, list.topic)) continue;
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
  // reasons and purposes
  const rels = relationsOf(corpus);
  for (const r of rels) {
    const keys = contentKeys(r.s.text);
    const c = Math.max(0.2, ...keys.map((k) => centrality(ctx, k)));
    out.push({
      form: r.form,
      score: (0.6 + c) * jitter(),
      doc: r.s.doc,
      unit: r.s.unit,
      sentences: [r.s.index],
      topics: [],
      quote: r.s.text,
      build: () => relationQuestion(ctx, r, rels),
    });
  }
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
