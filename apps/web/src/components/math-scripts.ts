/**
 * Script notation that PDF extraction writes outside LaTeX delimiters, in Unicode mathematical letters
 * ("lim_{𝑛→∞} 𝑎_𝑛 = 𝐿", "{𝑎_𝑛}^∞_{𝑛=1}", "𝐿^𝑚"), found in a text and turned into LaTeX for KaTeX (decision 106).
 * Web only: packages/core's `splitMath` (shared with the engine) does not read it as a formula.
 *
 * A stretch is typeset only when it is clearly math: every character is a math letter, a digit, an operator, a
 * bracket or a comma, its ASCII letters are single letters or function names (lim, sup, log, ...), its braces
 * balance, and it holds a sub/superscript together with a Unicode math letter or symbol. So "snake_case",
 * "he_calculus1t_summary.pdf" and addresses stay text.
 */

export type ScriptPart = { kind: 'text'; text: string } | { kind: 'tex'; tex: string; raw: string };

/** Mathematical alphanumeric symbols (𝑎, 𝐿, 𝒜, 𝛼, ...) and the italic h that block leaves out. */
const MATH_LETTER = /[\u{1D400}-\u{1D7FF}\u210E]/u;

const FUNCTIONS = new Set(
  'lim limsup liminf sup inf max min log ln lg exp sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh det dim ker gcd deg arg'.split(
    ' ',
  ),
);

/** Unicode symbols and their LaTeX. */
const SYMBOLS: Record<string, string> = {
  '→': '\\to ',
  '⟶': '\\longrightarrow ',
  '←': '\\leftarrow ',
  '⟵': '\\longleftarrow ',
  '↦': '\\mapsto ',
  '⇒': '\\Rightarrow ',
  '⟹': '\\Longrightarrow ',
  '⇐': '\\Leftarrow ',
  '⇔': '\\Leftrightarrow ',
  '⟺': '\\iff ',
  '↑': '\\uparrow ',
  '↓': '\\downarrow ',
  '∞': '\\infty ',
  '∈': '\\in ',
  '∉': '\\notin ',
  '∋': '\\ni ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '≡': '\\equiv ',
  '∼': '\\sim ',
  '≅': '\\cong ',
  '⋅': '\\cdot ',
  '·': '\\cdot ',
  '∙': '\\cdot ',
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '−': '-',
  '–': '-',
  '∗': '*',
  '∘': '\\circ ',
  '∑': '\\sum ',
  '∏': '\\prod ',
  '∫': '\\int ',
  '∂': '\\partial ',
  '∇': '\\nabla ',
  '√': '\\surd ',
  '⊆': '\\subseteq ',
  '⊂': '\\subset ',
  '⊇': '\\supseteq ',
  '⊃': '\\supset ',
  '∪': '\\cup ',
  '∩': '\\cap ',
  '∖': '\\setminus ',
  '∅': '\\emptyset ',
  '∀': '\\forall ',
  '∃': '\\exists ',
  '¬': '\\neg ',
  '∧': '\\land ',
  '∨': '\\lor ',
  '…': '\\ldots ',
  '⋯': '\\cdots ',
  '′': "'",
  '″': "''",
  '∣': '\\mid ',
  '‖': '\\| ',
  '⌊': '\\lfloor ',
  '⌋': '\\rfloor ',
  '⌈': '\\lceil ',
  '⌉': '\\rceil ',
  '⟨': '\\langle ',
  '⟩': '\\rangle ',
  ℝ: '\\mathbb{R}',
  ℕ: '\\mathbb{N}',
  ℤ: '\\mathbb{Z}',
  ℚ: '\\mathbb{Q}',
  ℂ: '\\mathbb{C}',
  ε: '\\varepsilon ',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  δ: '\\delta ',
  ϵ: '\\epsilon ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  π: '\\pi ',
  σ: '\\sigma ',
  φ: '\\varphi ',
  ϕ: '\\phi ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  Σ: '\\Sigma ',
  Ω: '\\Omega ',
  '²': '^{2}',
  '³': '^{3}',
};

/** ASCII characters a math stretch may hold besides letters and digits. */
const ASCII_MATH = /^[\s{}()[\]_^+\-=<>|,/*!'.]$/;

const isAsciiLetter = (c: string) => /^[A-Za-z]$/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/** The LaTeX of a character of a math stretch, or null when it does not belong in one. */
function charTex(c: string): string | null {
  if (MATH_LETTER.test(c)) {
    const plain = c.normalize('NFKC');
    if (/^[A-Za-z0-9]$/.test(plain)) return plain;
    return SYMBOLS[plain] ?? null; // a math Greek letter: 𝛼 -> α -> \alpha
  }
  if (isDigit(c) || isAsciiLetter(c) || ASCII_MATH.test(c)) return c;
  return SYMBOLS[c] ?? null;
}

/**
 * LaTeX for one stretch of script notation, or null when it is not clearly math. Function names become commands
 * (`lim` -> `\lim`), Unicode symbols their commands, math letters plain letters (KaTeX sets them in italics), and
 * braces that do not follow `_` or `^` are the braces of a set (`{𝑎_𝑛}` -> `\{a_n\}`).
 */
export function scriptTex(stretch: string): string | null {
  const s = stretch.trim();
  if (!s || s.length > 400 || !/[_^]/.test(s)) return null;
  if (!MATH_LETTER.test(s) && !/[^\x00-\x7F]/.test(s)) return null; // ASCII only: not this notation
  return toTex(s);
}

/** Greek letters (a mathematical 𝜀 or 𝛼 is read as its letter). */
const GREEK = /[\u0391-\u03A9\u03B1-\u03C9\u03D1\u03D5\u03F5]/u;

/** Symbols that prose uses too (a dash, an ellipsis, a dot, a star, primes, bars): they alone do not make math. */
const PROSE_SYMBOLS = new Set(['–', '…', '⋯', '·', '∙', '∗', '′', '″', '‖', '∣']);

/** What a formula is made of: a letter, a digit, a Greek letter or a symbol that stands for a value or a set. */
const isOperand = (c: string) =>
  MATH_LETTER.test(c) || /^[A-Za-z0-9]$/.test(c) || GREEK.test(c) || '∞ℝℕℤℚℂ∅'.includes(c);

/**
 * Whether a stretch without sub/superscripts is clearly math (decision 106, web-ltr): "|𝑥 − 𝑞| < 𝜀", "𝑎 ≤ 𝑥 ≤ 𝑏",
 * "(𝑎, 𝑏)", "𝑓(𝑥) = 𝑥²", "3 + 4 = 7". It holds an operand and a Unicode math letter, a Greek letter or a math symbol
 * (not one prose uses too); in plain ASCII, a relation between two operands ("x = 5", "3 < 5"), a + or * between two
 * ("2x + 3"; not "C++"), or a - or / between a letter and a digit ("x-1", "1/x"; not a date "27/11/2026", a range
 * "3-4" or a unit "m/s"). It starts and ends as a formula does. A list number "(1)", a year, a time "10:30", a file
 * name, a word and an arrow between two steps stay text.
 */
function plainMath(s: string): boolean {
  const chars = [...s];
  if (!chars.some(isOperand)) return false;
  // it starts and ends like a formula, not with a relation or an arrow of the sentence ("שלב 1 → שלב 2")
  if (!isOperand(chars[0]!) && !MATH_START.test(chars[0]!)) return false;
  if (!isOperand(chars.at(-1)!) && !MATH_END.test(chars.at(-1)!)) return false;
  if (MATH_LETTER.test(s) || GREEK.test(s)) return true;
  if (chars.some((c) => c in SYMBOLS && !PROSE_SYMBOLS.has(c))) return true;
  const t = s.replace(/\s+/g, '');
  const left = '[A-Za-z0-9)\\]|]';
  const right = '[A-Za-z0-9(\\[|]';
  if (new RegExp(`${left}[=<>]+-?${right}`).test(t)) return true;
  if (new RegExp(`${left}[+*]${right}`).test(t)) return true;
  return /[A-Za-z)][-/]\d|\d[-/][A-Za-z(]/.test(t);
}

/** How a formula may start besides an operand: a bracket, a bar, a sign, a quantifier or an operator like ∑. */
const MATH_START = /^[([{|⌊⌈⟨‖∣−\-±∓¬∀∃∑∏∫∂∇√]$/u;
/** How a formula may end besides an operand: a bracket, a bar, a power or a prime. */
const MATH_END = /^[)\]}|⌋⌉⟩‖∣²³′″'!]$/u;

/**
 * LaTeX for a stretch of math inside Hebrew text, with or without sub/superscripts, or null when it is not clearly
 * math: a stretch with scripts as `scriptTex` reads it, one without when `plainMath` says it is math.
 */
export function mathTex(stretch: string): string | null {
  const s = stretch.trim();
  if (/[_^]/.test(s)) return scriptTex(s);
  if (!s || s.length > 400 || !plainMath(s)) return null;
  return toTex(s);
}

/** The LaTeX of a stretch whose every character belongs in math, or null. */
function toTex(s: string): string | null {
  const chars = [...s];
  // ASCII letter runs: single letters (or a function name); never a word ("max_size", "file_name")
  for (const m of s.matchAll(/[A-Za-z]+/g)) if (m[0].length > 1 && !FUNCTIONS.has(m[0])) return null;
  if (/\.\D|\D\.|^\.|\.$/.test(s.replace(/\.\.\./g, '…'))) return null; // a dot only inside a number
  if (/\/\//.test(s)) return null;
  const out: string[] = [];
  const stack: boolean[] = []; // per open brace: whether it is a set brace
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const prev = chars[i - 1];
    if (c === '{') {
      const set = prev !== '_' && prev !== '^';
      stack.push(set);
      out.push(set ? '\\{' : '{');
      continue;
    }
    if (c === '}') {
      if (!stack.length) return null;
      out.push(stack.pop() ? '\\}' : '}');
      continue;
    }
    if ((c === '_' || c === '^') && (i + 1 >= chars.length || /\s/.test(chars[i + 1]!))) return null;
    if (isAsciiLetter(c) && (i === 0 || !isAsciiLetter(prev!))) {
      const word = /^[A-Za-z]+/.exec(chars.slice(i).join(''))![0];
      if (word.length > 1) {
        out.push(`\\${word} `);
        i += word.length - 1;
        continue;
      }
    }
    const t = charTex(c);
    if (t === null) return null;
    out.push(t);
  }
  if (stack.length) return null;
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Whether one whitespace-separated word can belong to a math stretch. */
function mathWord(w: string): boolean {
  for (const m of w.matchAll(/[A-Za-z]+/g)) if (m[0].length > 1 && !FUNCTIONS.has(m[0])) return false;
  for (const c of w) if (charTex(c) === null) return false;
  return true;
}

/** Whether a word of a stretch says it is math (not only an English "a" or "I" next to it). */
function strongWord(w: string): boolean {
  return /[_^\d]/.test(w) || /[^\x00-\x7F]/.test(w) || /[=<>+]/.test(w) || FUNCTIONS.has(w);
}

/**
 * A text cut into plain runs and stretches of script notation with their LaTeX: the runs of words that can be math,
 * on one line, without a sentence's punctuation at their ends (a comma inside "𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2" stays),
 * kept when `scriptTex` reads them.
 */
export function splitScripts(text: string, { plain = false }: { plain?: boolean } = {}): ScriptPart[] {
  if (!plain && !/[_^]/.test(text)) return [{ kind: 'text', text }];
  const words = [...text.matchAll(/\S+/g)].map((m) => {
    let lead = /^["'“‘«]*/.exec(m[0])![0].length;
    // an opening bracket of the sentence, not of the formula: "(see 𝑎_𝑛" but not "(𝑎_𝑛)^2"
    const count = (c: string) => m[0].split(c).length - 1;
    if (m[0][lead] === '(' && count('(') > count(')')) lead++;
    const full = m[0].slice(lead);
    // the closing punctuation of a sentence, and a ")" or quote that closes text outside the formula
    const trail = /[.,;:!?"'”’»]*$/.exec(full)![0];
    const core = full.slice(0, full.length - trail.length);
    const opens = (core.match(/\(/g) ?? []).length;
    let end = core.length;
    while (core[end - 1] === ')' && (core.slice(0, end).match(/\)/g) ?? []).length > opens) end--;
    const start = m.index + lead;
    return {
      start,
      end: start + end,
      text: core.slice(0, end),
      // the word ends a sentence, a clause or a bracket: the stretch stops after it (a comma does not stop it)
      stop: /[^,]/.test(trail) || end < core.length,
    };
  });
  const parts: ScriptPart[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.text || !mathWord(words[i]!.text)) continue;
    let j = i;
    while (
      !words[j]!.stop &&
      j + 1 < words.length &&
      words[j + 1]!.text &&
      mathWord(words[j + 1]!.text) &&
      !text.slice(words[j]!.end, words[j + 1]!.start).includes('\n') &&
      // a word that lost its leading quote or bracket starts a new stretch
      text[words[j + 1]!.start - 1] !== undefined &&
      /\s/.test(text[words[j + 1]!.start - 1]!)
    )
      j++;
    let a = i;
    let b = j;
    while (a <= b && !strongWord(words[a]!.text)) a++;
    while (b >= a && !strongWord(words[b]!.text)) b--;
    if (a <= b) {
      const start = words[a]!.start;
      const end = words[b]!.end;
      const raw = text.slice(start, end);
      const tex = plain ? mathTex(raw) : scriptTex(raw);
      if (tex !== null) {
        if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
        parts.push({ kind: 'tex', tex, raw });
        at = end;
      }
    }
    i = j;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts.length ? parts : [{ kind: 'text', text }];
}

/** A Hebrew text cut into its text and the stretches isolated left to right, each with its script parts. */
export type HebrewPart = { kind: 'text'; text: string } | { kind: 'ltr'; parts: ScriptPart[] };

/** The runs of a text between its Hebrew words. */
const NON_HEBREW_RUN = /[^\u0590-\u05FF]+/gu;

const OPENERS = /[([{]/g;
const CLOSERS = /[)\]}]/g;

/**
 * The bounds of the math in a run between two Hebrew words, without the quotes, the sentence's punctuation and a
 * bracket of the sentence around it: `"(𝑎, 𝑏)" (` -> `(𝑎, 𝑏)`, `(כאשר 𝑥 > 0)` -> `𝑥 > 0`. Brackets are counted, not
 * matched, so a half-open interval "[𝑎, 𝑏)" keeps both of its brackets.
 */
function trimRun(text: string, at: number, end: number): [number, number] {
  let changed = true;
  const quoted = /^['‘]/.test(text.slice(at, end));
  while (changed && at < end) {
    changed = false;
    const s = text.slice(at, end);
    const opens = (s.match(OPENERS) ?? []).length;
    const closes = (s.match(CLOSERS) ?? []).length;
    const lead = /^[\s\-–"“”„«»‘’']+/u.exec(s)?.[0].length ?? 0;
    const trail = (quoted ? /[\s.,;:!?"“”„«»‘’']+$/u : /[\s.,;:!?"“”„«»‘’]+$/u).exec(s)?.[0].length ?? 0;
    if (lead) [at, changed] = [at + lead, true];
    else if (trail) [end, changed] = [end - trail, true];
    else if (/[([{]$/.test(s))
      [end, changed] = [end - 1, true]; // opens the Hebrew that follows
    else if (/^[)\]}]/.test(s))
      [at, changed] = [at + 1, true]; // closes the Hebrew before
    else if (opens > closes && /^[([{]/.test(s)) [at, changed] = [at + 1, true];
    else if (closes > opens && /[)\]}]$/.test(s)) [end, changed] = [end - 1, true];
  }
  return [at, end];
}

/**
 * A Hebrew text cut into its text and the math that must keep its left-to-right order (decision 106): in a
 * right-to-left paragraph the bidirectional algorithm reverses the braces and scripts of "{𝑎_𝑛}_{𝑛=1}^∞" and the
 * bars, relations and operands of "|𝑥 − 𝑞| < 𝜀" or "𝑎 ≤ 𝑥 ≤ 𝑏". Each run between two Hebrew words that holds `_` or
 * `^` is isolated whole (without the spaces, a joining hyphen "ו-" or the sentence's punctuation at its ends), its
 * script notation typeset where it is clearly math (`splitScripts`). A run without scripts is isolated and typeset
 * when it is clearly math (`mathTex`), without its quotes, punctuation and a bracket of the sentence; a run that also
 * holds words ("Rolle, 𝑓′(𝑐) = 0") has its math stretches isolated and typeset one by one.
 */
export function splitHebrew(text: string): HebrewPart[] {
  const out: HebrewPart[] = [];
  let last = 0;
  const push = (at: number, end: number, parts: ScriptPart[]) => {
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    out.push({ kind: 'ltr', parts });
    last = end;
  };
  for (const m of text.matchAll(NON_HEBREW_RUN)) {
    const lead = /^[\s\-–]*/u.exec(m[0])![0].length;
    const trail = /[\s.,;:!?]*$/u.exec(m[0].slice(lead))![0].length;
    const at = m.index + lead;
    const end = m.index + m[0].length - trail;
    if (end <= at) continue;
    if (/[_^]/.test(m[0])) {
      push(at, end, splitScripts(text.slice(at, end)));
      continue;
    }
    if (!/[^\s\p{P}]/u.test(m[0])) continue; // spaces and punctuation only
    const [a, b] = trimRun(text, at, end);
    const core = text.slice(a, b);
    const tex = core.includes('\n') ? null : mathTex(core);
    if (tex !== null) {
      push(a, b, [{ kind: 'tex', tex, raw: core }]);
      continue;
    }
    let pos = at;
    for (const p of splitScripts(text.slice(at, end), { plain: true })) {
      const len = p.kind === 'text' ? p.text.length : p.raw.length;
      if (p.kind === 'tex') push(pos, pos + len, [p]);
      pos += len;
    }
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** A text cut at its Unicode isolates (U+2066 LRI, U+2067 RLI, U+2068 FSI ... U+2069 PDI). */
export type IsolatePart =
  { kind: 'text'; text: string } | { kind: 'isolate'; dir: 'ltr' | 'rtl' | 'auto'; text: string };

const ISOLATE_OPEN: Record<string, 'ltr' | 'rtl' | 'auto'> = {
  '\u2066': 'ltr',
  '\u2067': 'rtl',
  '\u2068': 'auto',
};

/** The isolate controls (U+2066-U+2069). */
export const ISOLATE_CONTROLS = /[\u2066-\u2069]/gu;

/** A text without its isolate controls, for a plain-text place (an accessible name, a label) that shows no `<bdi>`. */
export function withoutIsolates(text: string): string {
  return text.replace(ISOLATE_CONTROLS, '');
}

/**
 * A text cut into its plain runs and its isolated stretches, without the controls (decision 106, eng-web11): the
 * engine writes a formula inside Hebrew text as an LTR isolate ("ש-\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 \u2069") and a name in Latin
 * letters as a first-strong isolate, which the page shows as `<bdi>` elements: the order is the isolate's, and no
 * control character reaches KaTeX or the screen (a font without a glyph for it draws a box). As the bidirectional
 * algorithm reads them (UAX #9), an isolate nested in another belongs to the outer one, an isolate left open runs
 * to the end of the text and a PDI that closes nothing is dropped.
 */
export function splitIsolates(text: string): IsolatePart[] {
  if (!/[\u2066-\u2069]/u.test(text)) return [{ kind: 'text', text }];
  const parts: IsolatePart[] = [];
  let plain = '';
  let inner = '';
  let dir: 'ltr' | 'rtl' | 'auto' = 'auto';
  let depth = 0;
  for (const c of text) {
    const open = ISOLATE_OPEN[c];
    if (open) {
      if (depth === 0) {
        if (plain) parts.push({ kind: 'text', text: plain });
        [plain, inner, dir] = ['', '', open];
      }
      depth++;
    } else if (c === '\u2069') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) plain = pushIsolate(parts, dir, inner);
    } else if (depth) inner += c;
    else plain += c;
  }
  if (depth) plain = pushIsolate(parts, dir, inner);
  if (plain) parts.push({ kind: 'text', text: plain });
  // no space of an isolate's edge between a formula and the punctuation after it ("𝐿 ,") or a joining hyphen
  // before it ("ו- lim"): those the text wrote without one
  parts.forEach((p, i) => {
    if (p.kind !== 'text') return;
    if (parts[i - 1]?.kind === 'isolate') p.text = p.text.replace(/^\s+(?=[,.;:!?)\]])/u, '');
    if (parts[i + 1]?.kind === 'isolate') p.text = p.text.replace(/(?<=[-\u05BE([])\s+$/u, '');
  });
  return parts.filter((p) => p.kind === 'isolate' || p.text);
}

/**
 * Pushes an isolated stretch with the spaces at its edges left outside it, as plain text: the engine writes
 * "אם\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 \u2069לכל", and a space inside the `<bdi>` would be lost next to a typeset formula, gluing
 * the formula to the word after it ("𝑐_𝑛לכל" on the page). Returns the trailing spaces, which start the next plain run.
 */
function pushIsolate(parts: IsolatePart[], dir: 'ltr' | 'rtl' | 'auto', inner: string): string {
  const [, lead = '', body = '', tail = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(inner) ?? [];
  if (lead) {
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += lead;
    else parts.push({ kind: 'text', text: lead });
  }
  if (body) parts.push({ kind: 'isolate', dir, text: body });
  return tail;
}
