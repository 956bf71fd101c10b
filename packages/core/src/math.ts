/**
 * Formulas in course text (decision 106): where they are, so that extraction keeps them, the question engine
 * treats each as one atomic token, and the web renders them with KaTeX. Pure and dependency free: the browser,
 * the server and the engine find the same spans in the same text.
 *
 * Delimited formulas: inline `$..$` and `\(..\)`, display `$$..$$` and `\[..\]`. An inline `$` opens only before
 * a non-space character and closes only after one, never before a digit, and holds no other `$`; so "$5 and $10"
 * is money, not a formula. `\$` is a dollar sign. No formula spans a blank line.
 *
 * Bare fragments (LaTeX written without delimiters, as notes saved as text often have it): a word holding a known
 * command (`\frac{a}{b}`, `\alpha`, braces may span spaces) or a superscript/subscript on a short base (`x^2`,
 * `mc^2`, `x_{i+1}`, `a_i`; never `snake_case` or an address), joined with its neighbours across operators
 * (`E = mc^2`, `x^2 + y^2 = r^2`). A span whose braces do not balance is left as text.
 */

export interface MathSpan {
  /** Offsets of the whole formula in the text, delimiters included. */
  start: number;
  end: number;
  /** The LaTeX inside the delimiters (the whole span for a bare fragment). */
  tex: string;
  display: boolean;
  /** False for a bare fragment (no delimiters in the text). */
  delimited: boolean;
}

export type MathPart =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; raw: string };

const MAX_INLINE = 600;
const MAX_DISPLAY = 4000;

/** LaTeX commands that mark a bare fragment as math (each one KaTeX renders). */
const COMMANDS = new Set(
  (
    'alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi varpi rho ' +
    'varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi ' +
    'Psi Omega frac dfrac tfrac sqrt sum prod int iint iiint oint lim limsup liminf infty partial nabla cdot cdots ' +
    'ldots dots vdots ddots times div pm mp leq geq le ge neq ne approx equiv sim simeq cong propto to rightarrow ' +
    'leftarrow Rightarrow Leftarrow Leftrightarrow leftrightarrow iff implies mapsto in notin ni subset subseteq ' +
    'supset supseteq cup cap setminus forall exists nexists emptyset varnothing mathbb mathbf mathrm mathcal ' +
    'mathit mathsf boldsymbol vec hat bar overline underline overrightarrow dot ddot tilde widehat widetilde sin ' +
    'cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln exp det dim ker min max sup inf arg binom ' +
    'choose hbar ell deg angle perp parallel circ langle rangle lfloor rfloor lceil rceil left right big Big ' +
    'bigg Bigg land lor lnot neg oplus otimes wedge vee star ast bullet prime Re Im aleph text operatorname ' +
    'quad qquad displaystyle'
  ).split(/\s+/),
);

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Whether the braces of a LaTeX string balance (escaped braces `\{ \}` do not count). */
export function bracesBalance(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

function blankLineIn(s: string): boolean {
  return /\n[ \t]*\n/.test(s);
}

/** The index of the first unescaped `needle` at or after `from`, or -1. */
function findUnescaped(text: string, needle: string, from: number, limit: number): number {
  const end = Math.min(text.length, from + limit);
  for (let i = from; i < end; i++) {
    if (text[i] === '\\') {
      if (text.startsWith(needle, i)) return i;
      i++;
      continue;
    }
    if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

function delimitedSpans(text: string): MathSpan[] {
  const spans: MathSpan[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      // Markdown that MathJax renders (Jekyll course notes): "\\(x_i\\)" is "\(x_i\)" once Markdown resolves its
      // escaped backslash, so a doubled backslash before "(" opens an inline formula closed the same way (not
      // before "[": "\\[1ex]" is a line break inside an aligned formula)
      if (text[i + 1] === '\\' && text[i + 2] === '(') {
        const j = text.indexOf('\\\\)', i + 3);
        const inner = j < 0 ? '' : text.slice(i + 3, j);
        if (
          j >= 0 &&
          inner.trim() &&
          inner.length <= MAX_INLINE &&
          !blankLineIn(inner) &&
          bracesBalance(inner)
        ) {
          spans.push({ start: i, end: j + 3, tex: inner.trim(), display: false, delimited: true });
          i = j + 2;
          continue;
        }
      }
      const n = text[i + 1];
      if (n === '(' || n === '[') {
        const close = n === '(' ? '\\)' : '\\]';
        const display = n === '[';
        const j = text.indexOf(close, i + 2);
        const inner = j < 0 ? '' : text.slice(i + 2, j);
        if (
          j >= 0 &&
          inner.trim() &&
          inner.length <= (display ? MAX_DISPLAY : MAX_INLINE) &&
          !blankLineIn(inner) &&
          bracesBalance(inner)
        ) {
          spans.push({ start: i, end: j + 2, tex: inner.trim(), display, delimited: true });
          i = j + 1;
          continue;
        }
      }
      i++; // an escaped character (\$, \\, \{) is text
      continue;
    }
    if (c !== '$') continue;
    if (text[i + 1] === '$') {
      const j = findUnescaped(text, '$$', i + 2, MAX_DISPLAY + 2);
      const inner = j < 0 ? '' : text.slice(i + 2, j);
      if (j >= 0 && inner.trim() && !blankLineIn(inner) && bracesBalance(inner)) {
        spans.push({ start: i, end: j + 2, tex: inner.trim(), display: true, delimited: true });
        i = j + 1;
      } else i++; // "$$" that closes nothing is text
      continue;
    }
    // inline: opens before a non-space, closes after a non-space and not before a digit, holds no other "$"
    if (isSpace(text[i + 1]) || i + 1 >= text.length) continue;
    const j = findUnescaped(text, '$', i + 1, MAX_INLINE + 1);
    if (j < 0) continue;
    const inner = text.slice(i + 1, j);
    if (isSpace(text[j - 1]) || isDigit(text[j + 1]) || text[j + 1] === '$' || blankLineIn(inner)) continue;
    if (!bracesBalance(inner)) continue;
    spans.push({ start: i, end: j + 1, tex: inner, display: false, delimited: true });
    i = j;
  }
  return spans;
}

const ATOM_RE = /^(?:[A-Za-z]|\d+(?:[.,]\d+)?|\([A-Za-z0-9+\-*/^_]{1,12}\))$/;
const OPERATOR_RE =
  /^(?:=|\+|-|−|–|\*|\/|<|>|≤|≥|≠|≈|×|·|\\cdot|\\times|\\le|\\ge|\\leq|\\geq|\\neq|\\approx|\\pm)$/;
const BARE_CHARS_RE = /^[A-Za-z0-9\\{}^_()[\]+\-*/=<>|,.'!:;&~ ]+$/;

/** Whether one word (already without trailing punctuation) is a bare LaTeX fragment. */
function bareWord(w: string): boolean {
  if (w.length < 2 || w.length > 300 || !BARE_CHARS_RE.test(w) || !bracesBalance(w)) return false;
  if (/:\/\/|@|www\.|\.(?:com|org|net|edu|io|py|js|ts|txt|pdf)\b/i.test(w)) return false;
  for (const m of w.matchAll(/\\([A-Za-z]+)/g)) if (COMMANDS.has(m[1]!)) return true;
  if (w.includes('\\')) return false;
  // identifiers: two words joined by "_" ("snake_case", "my_file_v2")
  if (/[A-Za-z]{2,}_[A-Za-z]{2,}/.test(w) || /_[A-Za-z0-9]{2,}(?:_|$)/.test(w)) return false;
  const sup = /(?:(?:^|[^A-Za-z])[A-Za-z]{1,3}|\d|\)|\})\^(?:\{[^{}]+\}|[A-Za-z0-9]|[+-]?\d+)(?![A-Za-z]{2})/;
  const sub = /(?:^|[^A-Za-z])(?:[A-Za-z]|\})_(?:\{[^{}]+\}|[A-Za-z0-9])(?![A-Za-z0-9])/;
  return sup.test(w) || sub.test(w);
}

interface Word {
  start: number;
  end: number;
  text: string;
}

/** Words of a stretch of text; a word with an open brace runs on across spaces until its braces balance. */
function wordsOf(text: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to) {
    let end = Math.min(m.index + m[0].length, to);
    let w = text.slice(m.index, end);
    if (w.includes('{') && !bracesBalance(w)) {
      let k = end;
      while (k < to && k - m.index < 300) {
        const next = /\s+\S+/y;
        next.lastIndex = k;
        const n = next.exec(text);
        if (!n || k + n[0].length > to || /\n[ \t]*\n/.test(n[0])) break;
        k += n[0].length;
        if (bracesBalance(text.slice(m.index, k))) {
          end = k;
          w = text.slice(m.index, end);
          break;
        }
      }
      re.lastIndex = end;
    }
    words.push({ start: m.index, end, text: w });
  }
  return words;
}

/** Trims the punctuation that ends a sentence or wraps a word, keeping brackets that belong to the formula. */
function trimWord(w: Word): Word {
  let { start, end } = w;
  let t = w.text;
  const count = (s: string, c: string) => s.split(c).length - 1;
  for (;;) {
    const last = t[t.length - 1];
    if (
      last &&
      /[.,;:!?"'”’»]/.test(last) &&
      !t.endsWith('\\,') &&
      !t.endsWith('\\;') &&
      !t.endsWith('\\!')
    ) {
      t = t.slice(0, -1);
      end--;
    } else if (last === ')' && count(t, ')') > count(t, '(')) {
      t = t.slice(0, -1);
      end--;
    } else break;
  }
  for (;;) {
    const first = t[0];
    if (first && /["'“‘«]/.test(first)) {
      t = t.slice(1);
      start++;
    } else if (first === '(' && count(t, '(') > count(t, ')')) {
      t = t.slice(1);
      start++;
    } else break;
  }
  return { start, end, text: t };
}

function bareSpans(text: string, from: number, to: number): MathSpan[] {
  // A bare fragment has a backslash, "^" or "_" (a command, a superscript or a subscript), which trimming never
  // removes: only such words are trimmed and read first; a neighbour is trimmed when a join asks for it.
  const raw = wordsOf(text, from, to);
  const trimmed: (Word | undefined)[] = new Array(raw.length);
  const word = (k: number): Word | undefined =>
    k < 0 || k >= raw.length ? undefined : (trimmed[k] ??= trimWord(raw[k]!));
  const math = raw.map((w, k) => /[\\^_]/.test(w.text) && bareWord(word(k)!.text));
  const n = raw.length;
  const spans: MathSpan[] = [];
  for (let i = 0; i < n; i++) {
    if (!math[i]) continue;
    let a = i;
    let b = i;
    // join neighbours across operators: "E = mc^2", "x^2 + y^2 = r^2"
    const joins = (k: number) => word(k) && (math[k] || ATOM_RE.test(word(k)!.text));
    while (a >= 2 && OPERATOR_RE.test(word(a - 1)!.text) && joins(a - 2) && sameLine(text, word, a - 2, a))
      a -= 2;
    for (;;) {
      if (b + 2 < n && OPERATOR_RE.test(word(b + 1)!.text) && joins(b + 2) && sameLine(text, word, b, b + 2))
        b += 2;
      else if (
        b + 1 < n &&
        math[b + 1] &&
        sameLine(text, word, b, b + 1) &&
        word(b + 1)!.text.startsWith('\\')
      )
        b += 1;
      else break;
    }
    const start = word(a)!.start;
    const end = word(b)!.end;
    if (end <= start) continue;
    // a joined operator must stay: trailing punctuation was trimmed from the last word only
    const tex = text.slice(start, end);
    if (!bracesBalance(tex)) continue;
    spans.push({ start, end, tex, display: false, delimited: false });
    i = b;
  }
  return spans;
}

function sameLine(text: string, word: (k: number) => Word | undefined, a: number, b: number): boolean {
  return !text.slice(word(a)!.end, word(b)!.start).includes('\n');
}

/**
 * The formulas of a text, in order, not overlapping: delimited ones, and bare LaTeX fragments between them
 * (unless `bare: false`).
 */
export function findMathSpans(text: string, opts: { bare?: boolean } = {}): MathSpan[] {
  if (!text || !/[$\\^_]/.test(text)) return [];
  const delimited = delimitedSpans(text);
  if (opts.bare === false || !/[\\^_]/.test(text)) return delimited;
  const out: MathSpan[] = [];
  let at = 0;
  for (const s of [...delimited, { start: text.length, end: text.length } as MathSpan]) {
    if (s.start > at) out.push(...bareSpans(text, at, s.start));
    if (s.end > s.start) out.push(s);
    at = s.end;
  }
  return out;
}

/** Whether a text holds a formula. */
export function hasMath(text: string): boolean {
  return findMathSpans(text).length > 0;
}

/** A text cut into plain runs and formulas (for rendering). */
export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = [];
  let at = 0;
  for (const s of findMathSpans(text)) {
    if (s.start > at) parts.push({ kind: 'text', text: text.slice(at, s.start) });
    parts.push({ kind: 'math', tex: s.tex, display: s.display, raw: text.slice(s.start, s.end) });
    at = s.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

export interface ProtectedText {
  text: string;
  /** The formulas as written, by placeholder number. */
  formulas: string[];
}

/**
 * Replaces every formula by `placeholder(n)` (n counts from `first`), so that text processing that knows nothing
 * of LaTeX (Markdown inline rules, sentence splitting, word tagging) cannot cut or change it. `restoreMath` puts
 * the formulas back.
 */
export function protectMath(
  text: string,
  placeholder: (n: number) => string,
  opts: { bare?: boolean; first?: number } = {},
): ProtectedText {
  const spans = findMathSpans(text, opts);
  if (!spans.length) return { text, formulas: [] };
  const formulas: string[] = [];
  let out = '';
  let at = 0;
  const first = opts.first ?? 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + placeholder(first + formulas.length);
    formulas.push(text.slice(s.start, s.end));
    at = s.end;
  }
  return { text: out + text.slice(at), formulas };
}

/** Puts formulas back: every match of `pattern` (its group 1 the placeholder number as `decode` reads it). */
export function restoreMath(
  text: string,
  formulas: readonly string[],
  pattern: RegExp,
  decode: (code: string) => number,
): string {
  if (!formulas.length) return text;
  return text.replace(pattern, (m, code: string) => formulas[decode(code)] ?? m);
}

/**
 * A placeholder that reads as one ordinary lower-case word to a tokenizer or a tagger ("zqmbcq"): letters a-p
 * carry the number in base 16, "q" ends it. `WORD_PLACEHOLDER_RE` finds them (in any letter case, since an engine
 * may capitalise an option's first letter).
 */
export function wordPlaceholder(n: number): string {
  return (
    'zqm' +
    n
      .toString(16)
      .split('')
      .map((d) => String.fromCharCode(97 + parseInt(d, 16)))
      .join('') +
    'q'
  );
}
export const WORD_PLACEHOLDER_RE = /zqm([a-p]+)q/gi;
export function decodeWordPlaceholder(code: string): number {
  return parseInt(
    code
      .toLowerCase()
      .split('')
      .map((c) => (c.charCodeAt(0) - 97).toString(16))
      .join(''),
    16,
  );
}
/** Whether a word or phrase holds a formula placeholder. */
export function hasWordPlaceholder(text: string): boolean {
  return /zqm[a-p]+q/i.test(text);
}

/** The text with each formula as its bare LaTeX, no delimiters (labels read aloud, titles, plain-text places). */
export function mathToPlain(text: string): string {
  return splitMath(text)
    .map((p) => (p.kind === 'text' ? p.text : p.tex))
    .join('');
}
