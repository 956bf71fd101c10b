/** Language-neutral text helpers shared by the local engine, the quality gate and the bench. */

const BIDI_RE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/gu;

/**
 * `f` once per text: the memo keeps the last texts read, emptied when it holds `cap` of them (for the text
 * functions read again and again on the same texts).
 */
export function memoByText(f: (text: string) => string, cap: number): (text: string) => string {
  const memo = new Map<string, string>();
  return (text) => {
    let out = memo.get(text);
    if (out === undefined) {
      if (memo.size >= cap) memo.clear();
      memo.set(text, (out = f(text)));
    }
    return out;
  };
}

/** `read` once per key (a material): the value is kept while the key lives, and read only by its callers. */
export function onceFor<K extends object, V>(read: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let out = memo.get(key);
    if (out === undefined) memo.set(key, (out = read(key)));
    return out;
  };
}

/**
 * Removes bidi controls and soft hyphens, unifies quotes and collapses spaces within lines (tabs stay tabs); once per
 * text: the reading of a material cleans each page several times (labels, blocks, lists).
 */
export const cleanText = memoByText(cleanTextOf, 2000);

function cleanTextOf(text: string): string {
  return (
    text
      .replace(BIDI_RE, '')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2018\u2019\u05F3]/g, "'")
      .replace(/[\u201C\u201D\u05F4]/g, '"')
      .replace(/\u00A0/g, ' ')
      .replace(/-\n(?=\p{Ll})/gu, '')
      // a tab between table cells stays a tab (one per gap), other runs of blanks become one space
      .replace(/[ \t]*\t[ \t]*/g, '\t')
      .replace(/ +/g, ' ')
      // poppler's visual-order Hebrew puts sentence punctuation before a space: "word ,next" -> "word, next"
      .replace(/ ([,.;:!?])(?=[\u05D0-\u05EA])/gu, '$1 ')
      .replace(/([\u05D0-\u05EA]) ([.,;:!?])$/gmu, '$1$2')
  );
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function detectLanguage(text: string): string {
  const sample = text.slice(0, 200_000);
  let he = 0;
  let latin = 0;
  let other = 0;
  for (const ch of sample) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x05d0 && c <= 0x05ea) he++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
    else if (/\p{L}/u.test(ch)) other++;
  }
  if (he > 0 && he >= 0.3 * (he + latin + other)) return 'he';
  if (latin > 0 && latin >= 0.5 * (he + latin + other)) {
    // Latin script: English only if English function words are common (Spanish, French... are 'other')
    const ws = (
      sample
        .slice(0, 20_000)
        .toLowerCase()
        .match(/[a-z]+/g) ?? []
    ).slice(0, 3000);
    const en = ws.filter((w) => EN_FUNCTION_WORDS.has(w)).length;
    return ws.length < 20 || en / ws.length >= 0.05 ? 'en' : 'other';
  }
  if (other > 0) return 'other';
  return 'en';
}

const EN_FUNCTION_WORDS = new Set(
  'the of and to in is are that for it as was with be by on not this which or from at an have has were can will'.split(
    ' ',
  ),
);

export const EN_STOPWORDS = new Set(
  (
    'a an the and or but if then else of to in on at by for with from as into onto over under about above below ' +
    'is are was were be been being am do does did done has have had having it its this that these those there here ' +
    'which who whom whose what when where why how not no nor so than too very can could may might must shall should ' +
    'will would we you he she they i me my our your his her their them us also such each both any all some many ' +
    'more most other another one two three only just even same own out up down off again further once per via ' +
    'between through during before after while because since until within without across among upon whether either ' +
    'neither let lets e g i e etc vs use used using'
  ).split(/\s+/),
);

export const HE_STOPWORDS = new Set(
  (
    'של את על עם אל מן מ כי אם או גם לא אין יש הוא היא הם הן אני אתה את אנחנו זה זו זאת אלה אלו כל כך כמו ' +
    'אבל רק עוד כבר מה מי איך למה מתי איפה אשר ש כאשר כלומר לכן אז אך בין לפי אחרי לפני תחת מעל בלי ' +
    'עד היה היו יהיה תהיה להיות הייתה נהיה יותר פחות מאוד כדי בו בה בהם להם לו לה שלו שלה שלהם אותו אותה אותם ' +
    'זהו זוהי ולכן כן עצמו עצמה אחד אחת שני שתי שלוש נגדיר נקבל נראה נסמן נשים נניח נקרא אינו אינה הינו הינה ' +
    'ידי לדוגמה דוגמה משפט הגדרה הערה טענה הוכחה מתקיים קיים קיימת יהי יהיו תהי ' +
    'בעזרת באמצעות לגבי עבור בתוך מתוך לעומת כלפי אצל ליד במקום בגלל למרות כמה מספר חלק סוג צורה אופן דרך'
  ).split(/\s+/),
);

const HE_PREFIXES = [
  'וכש',
  'וש',
  'וה',
  'וב',
  'ול',
  'ומ',
  'וכ',
  'שה',
  'שב',
  'של',
  'מה',
  'בה',
  'לה',
  'כש',
  'כה',
  'ה',
  'ו',
  'ב',
  'ל',
  'מ',
  'ש',
  'כ',
];

export const WORD_RE = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'"-]*[\p{L}\p{M}\p{N}]|[\p{L}\p{N}]/gu;
export const NUMBER_RE =
  /(?<![\p{L}\p{N}.,])[-\u2212]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,])[-\u2212]?\d+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;

export function isHebrewWord(w: string): boolean {
  return /[\u05D0-\u05EA]/u.test(w);
}

/**
 * Vocabulary-aware Hebrew prefix stripping: a one-letter or two-letter prefix (ה ו ב ל מ ש כ and their
 * combinations) is removed only when what remains is itself a word seen in the material (or, without a
 * vocabulary, is at least three letters long). This keeps words such as "משפט" or "בית" intact. When the
 * vocabulary is a Map of counts, the bare form must also occur at least half as often as the prefixed one.
 */
export type Vocabulary = ReadonlySet<string> | ReadonlyMap<string, number>;

export function stripHebrewPrefix(word: string, vocab?: Vocabulary): { prefix: string; stem: string } {
  if (!isHebrewWord(word) || word.length < 4) return { prefix: '', stem: word };
  for (const p of HE_PREFIXES) {
    if (!word.startsWith(p)) continue;
    const rest = word.slice(p.length);
    if (rest.length < 3) continue;
    if (vocab ? vocab.has(rest) : rest.length >= 3) {
      // With counts: the bare word must be common enough on its own (keeps "כדור" whole even if "דור" occurs once).
      // (The article ה is exempt: the definite form is often the commoner one, "הרכבת" vs "רכבת".)
      if (!p.endsWith('ה') && vocab instanceof Map && (vocab.get(rest) ?? 0) * 2 < (vocab.get(word) ?? 0))
        continue;
      return { prefix: p, stem: rest };
    }
  }
  return { prefix: '', stem: word };
}

/**
 * Memo of `wordKey` and `contentKeys` (the engine asks for the same words and sentences thousands of times): one
 * table per vocabulary (a vocabulary is complete before it is used), one shared table without; bounded.
 */
const MEMO_LIMIT = 200_000;
const plainMemo = new Map<string, string>();
const vocabMemo = new WeakMap<Vocabulary, Map<string, string>>();
const plainKeysMemo = new Map<string, string[]>();
const vocabKeysMemo = new WeakMap<Vocabulary, Map<string, string[]>>();
function memoOf<T>(plain: Map<string, T>, byVocab: WeakMap<Vocabulary, Map<string, T>>, vocab?: Vocabulary) {
  if (!vocab) return plain;
  let m = byVocab.get(vocab);
  if (!m) byVocab.set(vocab, (m = new Map()));
  return m;
}

/** A light, language-aware key for a word: lower case, Hebrew prefixes stripped, English plural -s dropped. */
export function wordKey(word: string, vocab?: Vocabulary): string {
  const memo = memoOf(plainMemo, vocabMemo, vocab);
  let k = memo.get(word);
  if (k === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, (k = computeWordKey(word, vocab)));
  }
  return k;
}

function computeWordKey(word: string, vocab?: Vocabulary): string {
  let w = word.toLowerCase().replace(/^['"-]+|['"-]+$/g, '');
  if (isHebrewWord(w)) {
    w = stripHebrewPrefix(w, vocab).stem;
    // final forms
    return w
      .replace(/ך$/u, 'כ')
      .replace(/ם$/u, 'מ')
      .replace(/ן$/u, 'נ')
      .replace(/ף$/u, 'פ')
      .replace(/ץ$/u, 'צ');
  }
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function isStopword(word: string): boolean {
  const w = word.toLowerCase();
  return EN_STOPWORDS.has(w) || HE_STOPWORDS.has(w) || HE_STOPWORDS.has(stripHebrewPrefix(w).stem);
}

export function words(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}

/** Content-word keys of a text: words without stop words, normalised with wordKey; numbers kept. */
export function contentKeys(text: string, vocab?: Vocabulary): string[] {
  const memo = memoOf(plainKeysMemo, vocabKeysMemo, vocab);
  let keys = memo.get(text);
  if (!keys) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, (keys = computeContentKeys(text, vocab)));
  }
  return keys.slice();
}

function computeContentKeys(text: string, vocab?: Vocabulary): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'-]*|\d+(?:[.,]\d+)*/gu)) {
    const w = m[0];
    if (/^\d/.test(w)) {
      out.push(w.replace(/,/g, ''));
      continue;
    }
    if (isStopword(w)) continue;
    const k = wordKey(w, vocab);
    if (k.length < 2 || isStopword(k)) continue;
    out.push(k);
  }
  return out;
}

export function keySet(text: string, vocab?: Vocabulary): Set<string> {
  return new Set(contentKeys(text, vocab));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Share of a's items present in b. */
export function coverage(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / a.size;
}

/** Splits text into sentences without a language model (Hebrew and other languages). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*•▪●]|\d+[.)])\s)/u)) {
    const flat = normalizeSpace(block);
    if (!flat) continue;
    const parts = flat.split(/(?<=[.!?;:\u05C3])\s+(?=[^\s])/u);
    for (const p of parts) {
      const s = p.trim();
      if (s) out.push(s);
    }
  }
  return out;
}

/** FNV-1a hash, for seeds. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffleInPlace<T>(arr: T[], rand: () => number): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [arr[i], arr[j]] = [arr[j]!, arr[i]!];
  }
  return arr;
}

const CITATION_RE =
  /\s*(?:\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]|\(\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\)|\((?:[A-Z][\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+[A-Z][\p{L}'’-]+)?,?\s+\d{4}[a-z]?(?:;\s*)?)+\))(?=[\s.,;:!?)]|$)/gu;

/**
 * Text without citation markers ("(2)", "[5, 7]", "(Gal et al., 2006)"), for options and stems written from a
 * sentence of the material (the source quote keeps them: it must occur verbatim).
 */
export function stripCitations(text: string): string {
  return text
    .replace(CITATION_RE, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
