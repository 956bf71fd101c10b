/**
 * Input sanitising shared by the web and the API (docs/decisions/007-robustness.md).
 *
 * Bidi embedding, override and isolate controls (U+202A-202E, U+2066-2069) let a user-entered name render in a
 * different order than it is stored ("Uni\u202Egnp.exe" shows as "Uniexe.png"): they are removed from names and
 * texts people type. The plain marks U+200E/U+200F (and Arabic's U+061C) are kept only where they can be needed:
 * in a text that has right-to-left letters (Hebrew or Arabic), where they fix the place of punctuation.
 */
const BIDI_CONTROLS_RE = /[\u202A-\u202E\u2066-\u2069]/g;
const BIDI_MARKS_RE = /[\u200E\u200F\u061C]/g;
const RTL_LETTER_RE = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;

export function stripBidiControls(text: string): string {
  const out = text.replace(BIDI_CONTROLS_RE, '');
  return RTL_LETTER_RE.test(out) ? out : out.replace(BIDI_MARKS_RE, '');
}

/** A NUL character, or a UTF-16 surrogate without its pair (neither can be stored as UTF-8 text). */
const FORBIDDEN_CHAR_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function hasForbiddenChars(text: string): boolean {
  return FORBIDDEN_CHAR_RE.test(text);
}

/** Text from a file (not typed): NUL characters dropped, unpaired surrogates replaced by U+FFFD. */
export function toStorableText(text: string): string {
  return text.replace(/\u0000/g, '').replace(LONE_SURROGATE_RE, '\uFFFD');
}

export const FORBIDDEN_CHARS_MESSAGE =
  'The request contains a character that cannot be stored (a NUL character or an unpaired surrogate)';
