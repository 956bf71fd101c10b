/**
 * The shape of an option (decision 104): what a test-wise student compares across the options of one question
 * without knowing the subject. Every option of a question has the key's shape: the part of speech of its first
 * word (a noun phrase, an imperative, an adjective), its case style, its number, its length band, and in Hebrew
 * its gender, number and construct state. Options are written in one case style (`displayCase`), so the key is
 * never the only capitalised option.
 */
import type { Corpus } from './analysis.ts';
import { inLexicon, nlp, termClass } from './analysis.ts';
import { isHebrewWord, memoByText } from '../text.ts';

export type PosClass = 'noun' | 'verb' | 'adj' | 'other';
export interface OptionShape {
  pos: PosClass;
  plural: boolean;
  words: number;
  acronym: boolean;
  /** A proper name or a word the material always capitalises ("Fourier", "Rust"). */
  proper: boolean;
  hebrew?: HebrewAgreement;
}
/** What a Hebrew option agrees in with the others. */
export interface HebrewAgreement {
  gender: 'm' | 'f';
  number: 'sg' | 'pl';
  /** The first word is in construct state ("סדרת", "איברי"): it needs the word after it. */
  construct: boolean;
  /** Starts with the definite article. */
  definite: boolean;
}

/** Nouns that never make a plausible option: too general to be a concept of any course. */
export const FILLER_NOUNS = new Set(
  (
    'whole part parts thing things way ways case cases example examples number numbers time times type types kind ' +
    'kinds form forms lot lots use fact facts point points result results section information data value values ' +
    'amount practice approach method detail details idea ideas problem problems question questions answer person ' +
    'people everything something anything nothing one ones other others rest end start beginning news difference ' +
    'differences concept concepts space spaces ship ships matter matters sense order place places side sides level ' +
    'levels issue issues area areas aspect aspects reason reasons step steps word words term terms name names ' +
    'item items list lists line lines listing listings code chapter page figure table slide note notes course ' +
    'lecture lectures today day days year years week weeks bit couple half version versions addition work view ' +
    'condition conditions situation situations process processes relationship relationships heading headings ' +
    'implementation implementations'
  ).split(/\s+/),
);

const COMMON_ENDING_RE =
  /(?:ship|tion|sion|ment|ness|ity|ance|ence|ing|ism|ure|age|ics|ogy|ery|ory|ist|ant|ent|ive|ous|ful|less|able|ible|al|er|or|ers|ors|s)$/;
/** "… is a (popular) software package / library / programming language …": the subject is a product's name. */
const PRODUCT_RE =
  /^\s+(?:is|was)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:software|package|library|framework|toolkit|compiler|programming language|platform|application|app|product|company|startup|database|web browser|operating system)\b/i;
const capStats = new WeakMap<Corpus, Map<string, [number, number, number]>>();

/**
 * How often each word is written capitalised (not at a sentence start) and in lower case in the material, and
 * how often it opens a sentence tagged as a proper noun ("Firedrake is a software package ...").
 */
function capitalisation(corpus: Corpus): Map<string, [number, number, number]> {
  let m = capStats.get(corpus);
  if (m) return m;
  m = new Map();
  for (const s of corpus.sentences) {
    // headings and list labels are written in Title Case: they say nothing about names
    if (s.reject === 'heading' || s.words < 5) continue;
    s.tokens.forEach((t, i) => {
      if (!/^[A-Za-z]/.test(t.text)) return;
      const low = t.text.toLowerCase();
      const e = m!.get(low) ?? [0, 0, 0];
      if (i === 0) {
        // the tagger's PROPN at a sentence start is unreliable ("Latency", "Bandwidth"): a name there is a word
        // the lexicon does not know, or one the sentence says is a product ("Firedrake is a software package")
        if (
          t.pos === 'PROPN' &&
          /^[A-Z][a-z]+$/.test(t.text) &&
          (PRODUCT_RE.test(s.text.slice(t.end)) || (!COMMON_ENDING_RE.test(t.text) && !inLexicon(low)))
        )
          e[2]++;
      } else if (/^[A-Z]/.test(t.text)) e[0]++;
      else e[1]++;
      m!.set(low, e);
    });
  }
  capStats.set(corpus, m);
  return m;
}

/**
 * Whether the material writes this word capitalised when it is not at the start of a sentence, or, for a word
 * seen only at sentence starts, whether it is a proper noun there (a product name such as "Firedrake").
 */
export function properWord(corpus: Corpus, word: string): boolean {
  if (/^[A-Z0-9-]{2,}s?$/.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return true;
  if (!/^[A-Z]/.test(word)) return false;
  // a name's possessive ("Newton's") is written as the name is
  const e = capitalisation(corpus).get(word.toLowerCase().replace(/['’]s$/, ''));
  if (!e) return false;
  return e[0] > e[1] || (e[0] === 0 && e[1] === 0 && e[2] > 0);
}

/**
 * One case style for the options of a question: every word in lower case except acronyms and the words the
 * material capitalises mid-sentence; `sentence` capitalises the first letter (list items, statements).
 */
export function displayCase(corpus: Corpus, text: string, sentence = false): string {
  if (isHebrewWord(text) || !/[A-Za-z]/.test(text)) return text;
  const out = text
    .split(' ')
    .map((w) => {
      const core = w.replace(/^["'“‘(]+|["'”’),.:;]+$/g, '');
      if (!core || !/^[A-Z]/.test(core) || properWord(corpus, core)) return w;
      return w.replace(core, core[0]!.toLowerCase() + core.slice(1));
    })
    .join(' ');
  return sentence
    ? out.replace(/^(["'“‘(]*)([a-z])/, (_m, q: string, c: string) => q + c.toUpperCase())
    : out;
}

const posCache = new Map<string, string[]>();
function tags(text: string): string[] {
  const hit = posCache.get(text);
  if (hit) return hit;
  const doc = nlp().readDoc(text);
  const out = doc.tokens().out(nlp().its.pos) as string[];
  if (posCache.size > 50_000) posCache.clear();
  posCache.set(text, out);
  return out;
}

function lemmaPlural(word: string): boolean {
  return /[a-z]{2}s$/i.test(word) && !/(ss|us|is|ics|series|species)$/i.test(word);
}

const HE_SINGULAR_UT = new Set(
  'מהירות יחסות תאוצות אפשרות מציאות רציפות גזירות אינטגרביליות התכנסות חסימות מונוטוניות זהות שוויות תכונות'.split(
    ' ',
  ),
);
HE_SINGULAR_UT.delete('תכונות');
HE_SINGULAR_UT.delete('תאוצות');

/** Hebrew gender, number, construct state and definiteness by the first word and the material's words. */
export function hebrewShapeOf(
  phrase: string,
  has: (w: string) => boolean,
): NonNullable<OptionShape['hebrew']> {
  let w = phrase.trim().split(/\s+/)[0] ?? '';
  let definite = false;
  if (/^ה/u.test(w) && w.length >= 4 && has(w.slice(1))) {
    definite = true;
    w = w.slice(1);
  }
  // "-ות" is also a singular ending ("מהירות", plural "מהירויות")
  const plural =
    /ים$/u.test(w) || (/ות$/u.test(w) && !has(`${w.slice(0, -2)}ויות`) && !HE_SINGULAR_UT.has(w));
  const gender: 'm' | 'f' = /(?:ות|ה|ת)$/u.test(w) ? 'f' : 'm';
  const construct =
    !definite &&
    w.length >= 3 &&
    ((/ת$/u.test(w) && !/ות$/u.test(w) && has(`${w.slice(0, -1)}ה`)) ||
      (/י$/u.test(w) && (has(`${w}ם`) || has(`${w.slice(0, -1)}ים`))));
  return { gender, number: plural || (construct && /י$/u.test(w)) ? 'pl' : 'sg', construct, definite };
}

const vocabCache = new WeakMap<Corpus, Set<string>>();
function vocabulary(corpus: Corpus): Set<string> {
  let v = vocabCache.get(corpus);
  if (v) return v;
  v = new Set();
  for (const s of corpus.sentences)
    for (const t of s.tokens) {
      v.add(t.text);
      if (t.prefix) v.add(t.text.slice(t.prefix.length));
    }
  vocabCache.set(corpus, v);
  return v;
}

/** The shape of an option text of the material (read once per material and text: callers only read it). */
export function shapeOf(corpus: Corpus, text: string): OptionShape {
  let memo = shapes.get(corpus);
  if (!memo) shapes.set(corpus, (memo = new Map()));
  let shape = memo.get(text);
  if (!shape) memo.set(text, (shape = readShape(corpus, text)));
  return shape;
}
const shapes = new WeakMap<Corpus, Map<string, OptionShape>>();

function readShape(corpus: Corpus, text: string): OptionShape {
  const clean = text
    .trim()
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/[.;:,]+$/, '');
  const ws = clean.split(/\s+/).filter(Boolean);
  const acronym = ws.length === 1 && /^[A-Z][A-Za-z]?[A-Z0-9]+s?$/.test(clean);
  if (isHebrewWord(clean)) {
    const v = vocabulary(corpus);
    const hebrew = hebrewShapeOf(clean, (w) => v.has(w));
    return { pos: 'noun', plural: hebrew.number === 'pl', words: ws.length, acronym, proper: false, hebrew };
  }
  const proper = ws.some((w, i) => /^[A-Z]/.test(w) && (i > 0 || properWord(corpus, w)));
  // the tagger reads Title Case as names: tag the phrase in lower case unless its words are names
  const lowered = ws
    .map((w) => (properWord(corpus, w) ? w : w.toLowerCase()))
    .join(' ')
    .replace(/^don't\b/, 'do not');
  const t = tags(lowered);
  // a noun phrase reads as one after "the"; an imperative ("Use accelerator card") has a verb after "you"
  const np = tags(`the ${lowered}`).slice(1);
  const cleanNp =
    ['NOUN', 'PROPN', 'NUM', 'X'].includes(np[np.length - 1] ?? '') &&
    np.every((p) => ['ADJ', 'NOUN', 'PROPN', 'NUM', 'X', 'PUNCT', 'CCONJ', 'ADP', 'PART', 'SYM'].includes(p));
  let pos: PosClass;
  if (ws.length === 1)
    pos =
      cleanNp && (t[0] !== 'ADJ' || np[0] !== 'ADJ')
        ? 'noun'
        : t[0] === 'ADJ' || np[0] === 'ADJ'
          ? 'adj'
          : 'noun';
  else if (/^re-\p{L}/u.test(lowered)) pos = 'verb';
  // a hyphenated modifier before a noun ("floating-point arithmetic", "fixed-point arithmetic"): a noun phrase,
  // whatever the tagger makes of "floating" or "fixed" on its own
  else if (/^\p{L}+-\p{L}+$/u.test(ws[0]!) && ['NOUN', 'PROPN'].includes(np[np.length - 1] ?? ''))
    pos = 'noun';
  // a term the material writes as a noun phrase ("the hinge loss"), whatever the tagger makes of "hinge" alone
  else if (t[0] === 'VERB' && cleanNp && materialNoun(corpus, lowered)) pos = 'noun';
  else if (t[0] === 'VERB' || (t[0] === 'AUX' && /^(?:do|don't|be)$/i.test(ws[0]!))) pos = 'verb';
  else if (!cleanNp && tags(`you ${lowered}`)[1] === 'VERB') pos = 'verb';
  else pos = 'noun';
  const tl = cleanNp ? np : t;
  const lastWord = ws[ws.length - 1] ?? '';
  const lastTag = tl[tl.length - 1] ?? '';
  const plural =
    (['NOUN', 'PROPN'].includes(lastTag) || pos === 'noun') &&
    lemmaPlural(lastWord) &&
    !/^[A-Z]{2,}$/.test(lastWord);
  return { pos, plural, words: ws.length, acronym, proper };
}

/** A term of the material whose first word the material's own sentences tag as a noun or an adjective. */
function materialNoun(corpus: Corpus, text: string): boolean {
  if (!corpus.terms?.size) return false;
  const c = termClass(corpus, text);
  return corpus.terms.has(c.key) && ['NOUN', 'PROPN', 'ADJ'].includes(c.pos);
}

/**
 * Whether two Hebrew options agree: gender, number, construct state and the article alike; never when one of them
 * is not Hebrew.
 */
export function sameHebrewAgreement(a?: HebrewAgreement, b?: HebrewAgreement): boolean {
  if (!a || !b) return false;
  return (
    a.gender === b.gender && a.number === b.number && a.construct === b.construct && a.definite === b.definite
  );
}

/** Whether an option may stand beside the key: the same part of speech, number, length band and agreement. */
export function sameShape(
  corpus: Corpus,
  key: string,
  opt: string,
  ratio: [number, number] = [0.5, 1.9],
  wordSlack = 1,
): boolean {
  const r = opt.length / Math.max(1, key.length);
  if (r < ratio[0] || r > ratio[1]) return false;
  const a = shapeOf(corpus, key);
  const b = shapeOf(corpus, opt);
  if (Math.abs(a.words - b.words) > wordSlack) return false;
  if (a.acronym !== b.acronym) return false;
  if (a.hebrew || b.hebrew) return sameHebrewAgreement(a.hebrew, b.hebrew);
  if (a.pos !== b.pos || a.plural !== b.plural) return false;
  // a name among common nouns (or the reverse) is the odd one out
  if (a.words === 1 && b.words === 1 && a.proper !== b.proper) return false;
  return true;
}

/**
 * Discourse and meta nouns: words a text uses to talk about its own argument ("the major goal", "an alternate
 * solution", "one disadvantage", "the Practice"), never a term of the subject, so never a key or a distractor
 * (issue 11, reader round a57d79b).
 */
export const DISCOURSE_NOUNS = new Set(
  (
    'goal goals aim aims objective objectives solution solutions alternative alternatives advantage advantages ' +
    'disadvantage disadvantages drawback drawbacks benefit benefits downside downsides upside limitation limitations ' +
    'challenge challenges contribution contributions motivation motivations observation observations finding ' +
    'findings conclusion conclusions summary overview introduction goalpost remark remarks insight insights ' +
    'consequence consequences implication implications possibility possibilities strategy ' +
    'strategies technique techniques trick tricks improvement improvements ' +
    'practice practices purpose purposes role roles focus emphasis attempt attempts effort ' +
    'efforts outcome outcomes success failure failures need needs requirement terminology'
  ).split(/\s+/),
);
/** Modifiers that only grade a discourse noun ("major goal", "alternate solution", "key idea"). */
const DISCOURSE_MODIFIERS =
  /^(?:major|main|primary|key|central|basic|chief|principal|overall|ultimate|final|alternate|alternative|another|possible|potential|obvious|simple|naive|na[iï]ve|big|biggest|real|true|first|second|third|one|two|other|further|additional|important|fundamental|general|common|specific|particular|practical|current|original|proposed|previous|natural|ideal|best|better|worse|worst|same|major)$/;

/**
 * A discourse phrase: a discourse noun alone ("disadvantage", "Practice") or graded only by discourse modifiers
 * ("major goal", "alternate solution"). "branch prediction technique" or "ownership feature" are not: a content
 * word names what it is about.
 */
export function discoursePhrase(text: string): boolean {
  const ws = text
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!ws.length) return false;
  const head = ws[ws.length - 1]!;
  if (!DISCOURSE_NOUNS.has(head) && !FILLER_NOUNS.has(head)) return false;
  return ws.slice(0, -1).every((w) => DISCOURSE_MODIFIERS.test(w) || DISCOURSE_NOUNS.has(w));
}

/** A phrase too general to be a plausible option ("whole", "good news", "concepts", "major goal"). */
export function fillerPhrase(text: string): boolean {
  const ws = text
    .toLowerCase()
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!ws.length) return true;
  if (discoursePhrase(text)) return true;
  const head = ws[ws.length - 1]!;
  if (FILLER_NOUNS.has(head) && (ws.length === 1 || /^(?:good|bad|new|old|other|same|whole)$/.test(ws[0]!)))
    return true;
  return ws.every((w) => FILLER_NOUNS.has(w));
}

/** English words of one root: "represent" / "representative", "circle" / "circles". */
export function sameRoot(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  const n = Math.min(x.length, y.length);
  if (n < 4) return false;
  const p = n >= 7 ? 6 : n >= 5 ? 5 : 4;
  return x.slice(0, p) === y.slice(0, p);
}

/**
 * Text without citation markers ("(2)", "[5, 7]", "(Gal et al., 2006)"), for stems and options; by text: every
 * definition's body is read again for every definition asked.
 */
export const withoutCitations = memoByText(dropCitations, 100_000);

function dropCitations(text: string): string {
  return text
    .replace(
      /\s*(?:\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]|\(\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\)|\((?:[A-Z][\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+[A-Z][\p{L}'’-]+)?,?\s+\d{4}[a-z]?(?:;\s*)?)+\))(?=[\s.,;:!?)]|$)/gu,
      '',
    )
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
