import { countWords, hasHebrew } from '@studypilot/core';

/** Zero-width, soft hyphen, BOM, bidi embedding/override/isolate marks, other format characters, C0/C1 controls (not \t \n). */

const INVISIBLE_RE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFC]/gu;
/** Non-breaking and other non-newline spaces. */
const SPACE_RE = /[\t\v\f\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/gu;
const LINE_SEP_RE = /\r\n?|[\u2028\u2029\u0085]/gu;

const HEB_LETTER = '[\\u05D0-\\u05EA\\u05F0-\\u05F2][\\u0591-\\u05C7]*';
/** Three or more single Hebrew letters separated by exactly one space, not touching other letters. */
const FRAGMENTED_HEBREW_RE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])${HEB_LETTER}(?: ${HEB_LETTER}){2,}(?![\\p{L}\\p{M}\\p{N}])`,
  'gu',
);
const HEB_LETTER_RE = /[\u05D0-\u05EA\u05F0-\u05F2]/u;
const FINAL_FORMS = new Set(['ך', 'ם', 'ן', 'ף', 'ץ']);

/**
 * Merge fragmented Hebrew letters ('ש ל ו ם' -> 'שלום'). A run needs at least three single letters
 * separated by single spaces; a final letter form (ך ם ן ף ץ) inside the run ends a word, so
 * 'ש ל ו ם ע ו ל ם' -> 'שלום עולם'. Two or more spaces always separate words.
 */
export function mergeFragmentedHebrew(text: string): string {
  return text.replace(FRAGMENTED_HEBREW_RE, (run) => {
    const letters = run.split(' ');
    let out = '';
    letters.forEach((l, i) => {
      out += l;
      if (i < letters.length - 1 && FINAL_FORMS.has(l[0]!)) out += ' ';
    });
    return out;
  });
}

/**
 * The spec's cleanup: invisible and direction-control characters removed, non-breaking spaces to
 * spaces, fragmented Hebrew letters merged, whitespace runs collapsed to one space, lines trimmed,
 * runs of blank lines collapsed to one blank line, ends trimmed. Line structure is otherwise kept.
 */
export function cleanText(text: string): string {
  let t = text.normalize('NFC').replace(LINE_SEP_RE, '\n').replace(INVISIBLE_RE, '').replace(SPACE_RE, ' ');
  // a fragmented run never spans lines (its separators are single spaces), so the whole text can
  // be scanned at once; text without Hebrew letters cannot contain one
  if (HEB_LETTER_RE.test(t)) t = mergeFragmentedHebrew(t);
  // after the replacements above the only whitespace left inside a line is ' ', so collapsing runs
  // and dropping one space at each line end trims every line
  t = t.replace(/ {2,}/g, ' ').replace(/ ?\n ?/g, '\n');
  return t.replace(/\n{3,}/g, '\n\n').trim();
}

export const HEBREW_NOTE = '(Hebrew text detected)';

/** The spec's note: '(Hebrew text detected)' when the text has Hebrew characters, else ''. */
export function hebrewNote(text: string): string {
  return hasHebrew(text) ? HEBREW_NOTE : '';
}

const EN_STOPWORDS = new Set(
  'the of and to in a is that for it as was with be by on not he i this are or his from at which but have an they you were her she there been one all we their has would when if so no will can more its also into than them these other some what only may about then two any most out our how each'.split(
    ' ',
  ),
);

/**
 * Language hint. 'he' when Hebrew letters are at least 30% of all letters (Hebrew course notes carry
 * a lot of Latin math and terms); 'en' when Latin letters dominate and at least 8% of the Latin
 * words are common English function words; else 'other' (also for empty text).
 */
export function detectLanguage(text: string): 'he' | 'en' | 'other' {
  const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const { hebrew, latin, letters } = countScripts(sample);
  if (letters === 0) return 'other';
  if (hebrew / letters >= 0.3) return 'he';
  if (latin / letters >= 0.5) {
    const words = sample.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
    if (words.length === 0) return 'other';
    let stop = 0;
    for (const w of words) if (EN_STOPWORDS.has(w)) stop++;
    return stop / words.length >= 0.08 ? 'en' : 'other';
  }
  return 'other';
}

const LETTER_RE = /\p{L}/u;
/** Hebrew letters (U+05D0-U+05EA), ASCII Latin letters and all letters, by a single pass. */
export function countScripts(text: string): { hebrew: number; latin: number; letters: number } {
  let hebrew = 0;
  let latin = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) {
        latin++;
        letters++;
      }
    } else if (c >= 0x05d0 && c <= 0x05ea) {
      hebrew++;
      letters++;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      if (LETTER_RE.test(text.slice(i, i + 2))) letters++;
      i++;
    } else if (LETTER_RE.test(text[i]!)) letters++;
  }
  return { hebrew, latin, letters };
}

export interface TextQuality {
  /** Non-whitespace characters. */
  chars: number;
  /** U+FFFD, private-use and control characters. */
  suspect: number;
  /** Letters, marks and digits. */
  alnum: number;
  garbled: boolean;
}

/** Thresholds of the garbled-layer rule (docs/decisions/202). */
export const GARBLED_RULE = {
  /** Below this many non-space characters a page is judged "no text", never "garbled". */
  minChars: 20,
  /** Share of replacement/private-use/control characters above which text is garbled. TeX math
   * (bracket pieces of cmex fonts map to private use) reaches ~12% on a matrix-heavy page. */
  maxSuspectShare: 0.25,
  /** Share of letters+digits below which text is garbled. */
  minAlnumShare: 0.4,
} as const;

const LEADER_RE = /(?:[.·…_\-–—]\s*){4,}/gu;

/** Rule of docs/decisions/202: junk when >25% replacement/private-use/control characters or <40% letters and digits. */
const ALNUM_RE = /[\p{L}\p{M}\p{N}]/u;
export function assessTextQuality(raw: string): TextQuality {
  // dot leaders of tables of contents ('. . . . 12') are not junk
  const t = raw.includes('. .') || /[.·…_\-–—]{4}/.test(raw) ? raw.replace(LEADER_RE, ' ') : raw;
  let chars = 0;
  let suspect = 0;
  let alnum = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0xa0) continue;
    chars++;
    if (c < 0x80) {
      if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) alnum++;
      else if (c < 0x20 || c === 0x7f) suspect++;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const cp = t.codePointAt(i)!;
      i++;
      if (cp >= 0xf0000) suspect++;
      else if (ALNUM_RE.test(String.fromCodePoint(cp))) alnum++;
    } else if ((c >= 0xe000 && c <= 0xf8ff) || c === 0xfffd || c <= 0x9f) suspect++;
    else if (/\s/.test(t[i]!)) chars--;
    else if (ALNUM_RE.test(t[i]!)) alnum++;
  }
  const garbled =
    chars >= GARBLED_RULE.minChars &&
    (suspect / chars > GARBLED_RULE.maxSuspectShare || alnum / chars < GARBLED_RULE.minAlnumShare);
  return { chars, suspect, alnum, garbled };
}

export { countWords, hasHebrew };
