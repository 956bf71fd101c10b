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
export function splitScripts(text: string): ScriptPart[] {
  if (!/[_^]/.test(text)) return [{ kind: 'text', text }];
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
      const tex = scriptTex(raw);
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
