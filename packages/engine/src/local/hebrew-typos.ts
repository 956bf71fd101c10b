/**
 * Hebrew source typos (issue 11, decision 104): whether a Hebrew word the material writes once is sound.
 *
 * A Hebrew word is written with its prefixes (ו ה ב ל מ ש כ and their combinations), with final letters
 * (ך ם ן ף ץ) that change when a suffix follows ("ארוך" / "ארוכה"), with or without the vowel letters ו and י
 * ("כתיב מלא/חסר": "תוכנית" / "תכנית", "מדויק" / "מדוייק"), so a word one letter away from another word of the
 * material is most often another word ("הארוך" / "האורך", "משתנה" / "משנה", "מתרחק" / "מרחק"). A word the
 * material writes once is sound when the material writes a relative of it: the same base (without a prefix and
 * an inflection suffix, final letters as inner letters) in another form, or that base with a vowel letter more
 * or less. A typo ("אלקטורן", "שמשקשרת", "לחללילת") has no relative: its letters moved, or a letter was added.
 */

/** Prefix letters and their combinations, longest first ("" = none). */
const PREFIXES = [
  'וכש',
  'ושה',
  'ומה',
  'וש',
  'וה',
  'וב',
  'ול',
  'ומ',
  'וכ',
  'שה',
  'שב',
  'של',
  'שמ',
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
  '',
];

/** Inflection suffixes: feminine, plural, adjective, possessive of the third person ("" = none). */
const SUFFIXES = ['יות', 'יים', 'ים', 'ות', 'ית', 'יה', 'יו', 'ה', 'ת', 'י', 'ו', ''];

const FINAL: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** Final letters written as inner letters ("ארוך" -> "ארוכ"). */
const unfinal = (w: string) => w.replace(/[ךםןףץ]/gu, (c) => FINAL[c]!);

/** Without the vowel letters ו and י: the letters every spelling of a word shares. */
const skeleton = (w: string) => w.replace(/[וי]/gu, '');

/** The bases a written word may have: without a prefix and without a suffix, at least three letters. */
export function hebrewBases(word: string): string[] {
  const out = new Set<string>();
  for (const p of PREFIXES) {
    if (!word.startsWith(p)) continue;
    const rest = word.slice(p.length);
    for (const s of SUFFIXES) {
      if (!rest.endsWith(s)) continue;
      const base = unfinal(rest.slice(0, rest.length - s.length));
      if (skeleton(base).length >= 2 && base.length >= 3) out.add(base);
    }
  }
  return [...out];
}

/** Whether `a` is `b` with vowel letters (ו, י) added: one spelling of the other, plene or defective. */
function plene(a: string, b: string): boolean {
  if (a.length < b.length) return false;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    if (j < b.length && a[i] === b[j]) j++;
    else if (a[i] !== 'ו' && a[i] !== 'י') return false;
  }
  return j === b.length;
}

export interface HebrewFamilies {
  /** Bases by skeleton, each with the written words it comes from. */
  bySkeleton: Map<string, Map<string, Set<string>>>;
}

/** The bases of every Hebrew word of a vocabulary (written words, lower case). */
export function hebrewFamilies(words: Iterable<string>): HebrewFamilies {
  const bySkeleton = new Map<string, Map<string, Set<string>>>();
  for (const w of words) {
    if (!/^[\u05D0-\u05EA]+$/u.test(w)) continue;
    for (const b of hebrewBases(w)) {
      const k = skeleton(b);
      let m = bySkeleton.get(k);
      if (!m) bySkeleton.set(k, (m = new Map()));
      let ws = m.get(b);
      if (!ws) m.set(b, (ws = new Set()));
      ws.add(w);
    }
  }
  return { bySkeleton };
}

/**
 * Whether the material writes a relative of a word: another written word with one of its bases, or with the base
 * spelled with a vowel letter more or less.
 */
export function hasHebrewRelative(f: HebrewFamilies, word: string): boolean {
  for (const b of hebrewBases(word)) {
    const m = f.bySkeleton.get(skeleton(b));
    if (!m) continue;
    for (const [base, ws] of m) {
      if (base !== b && !plene(base, b) && !plene(b, base)) continue;
      for (const w of ws) if (w !== word) return true;
    }
  }
  return false;
}

/** Whether the material writes a word as it is, with a prefix more or with a prefix less (a base of 4 letters or more). */
function written(
  counts: ReadonlyMap<string, number>,
  byTail: Map<string, string[]>,
  x: string,
  self: string,
): boolean {
  if ((counts.get(x) ?? 0) > 0) return true;
  for (const p of PREFIXES)
    if (p && x.startsWith(p) && x.length - p.length >= 4 && (counts.get(x.slice(p.length)) ?? 0) > 0)
      return true;
  return (byTail.get(x) ?? []).some((w) => w !== self);
}

const tails = new WeakMap<ReadonlyMap<string, number>, Map<string, string[]>>();
/** The written words by what follows their first prefix letter ("והאורך" under "האורך"). */
function byTailOf(counts: ReadonlyMap<string, number>): Map<string, string[]> {
  let m = tails.get(counts);
  if (m) return m;
  m = new Map();
  for (const w of counts.keys()) {
    // one prefix letter: a longer run of letters that could be prefixes ("שמשקשרת") is often a word itself
    if (w.length < 5 || !/^[והבלמשכ]/u.test(w)) continue;
    const t = w.slice(1);
    m.set(t, [...(m.get(t) ?? []), w]);
  }
  tails.set(counts, m);
  return m;
}

const vowel = (c: string) => c === 'ו' || c === 'י';

/**
 * Whether a Hebrew word the material writes once is a typo of another word of it: it has no relative in the
 * material (`hasHebrewRelative`), and one inner edit makes a word the material writes (with its prefixes or
 * others, at least four letters): a letter more ("שמשקשרת" / "שמקשרת", "לחללילת" / "לחללית") or two neighbours
 * swapped ("אלקטורן" / "אלקטרון"). Not an edit: a vowel letter left out (plene or defective spelling), two vowel
 * letters swapped ("מדויק" / "מדיוק"), the נ of a first person plural ("הערכנו" / "הערכו"), the ת of a reflexive
 * verb ("מתרחק" / "מרחק"); a vowel letter that moved ("שדורש" / "דרוש") is a typo only of a word the material
 * writes more than once.
 */
export function hebrewTypo(
  counts: ReadonlyMap<string, number>,
  families: HebrewFamilies,
  word: string,
): string | null {
  if ((counts.get(word) ?? 0) > 1 || word.length < 5 || !/^[\u05D0-\u05EA]+$/u.test(word)) return null;
  if (hasHebrewRelative(families, word)) return null;
  const byTail = byTailOf(counts);
  // the intended word is written twice, or in two forms
  const often = (x: string) =>
    (counts.get(x) ?? 0) +
      (byTail.get(x) ?? []).reduce((n, v) => n + (v === word ? 0 : (counts.get(v) ?? 0)), 0) >=
      2 || hasHebrewRelative(families, x);
  const w = word;
  for (let i = 1; i < w.length - 1; i++) {
    const c = w[i]!;
    if (vowel(c)) continue;
    if (c === 'נ' && i === w.length - 2 && w.endsWith('נו')) continue;
    if (c === 'ת' && i === 1 && /^[מהנילא]/u.test(w)) continue;
    if (c === 'ת' && i === 2 && /^(?:[ולבכש]ה|[ולבכש]מ|ל[הנ])/u.test(w)) continue;
    const x = w.slice(0, i) + w.slice(i + 1);
    if (x.length >= 4 && written(counts, byTail, x, w)) return x;
  }
  for (let i = 1; i < w.length - 2; i++) {
    const a = w[i]!;
    const b = w[i + 1]!;
    if (a === b || (vowel(a) && vowel(b))) continue;
    const x = w.slice(0, i) + b + a + w.slice(i + 2);
    if (!written(counts, byTail, x, w)) continue;
    if ((vowel(a) || vowel(b)) && !often(x)) continue;
    return x;
  }
  return null;
}
