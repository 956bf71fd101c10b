/**
 * Formulas in the local engine (decision 106). Before the material is read, every formula (`$..$`, `\(..\)`,
 * `$$..$$`, `\[..\]`, bare LaTeX such as `\frac{a}{b}` or `x^2`; `findMathSpans` in core) is replaced by a word-like
 * placeholder ("zqmaq"), so that sentence splitting never cuts it, the tagger reads it as one word and the debris
 * filters do not drop its sentence. The analysis keeps placeholders out of terms and definitions' terms, so a
 * formula is never blanked and never a distractor fragment; the gate refuses options that mix whole formulas with
 * words. The questions written are restored to the formulas as written, for the web to render with KaTeX.
 */
import {
  decodeWordPlaceholder,
  findMathSpans,
  hasWordPlaceholder,
  type MathSpan,
  WORD_PLACEHOLDER_RE,
  wordPlaceholder,
} from '@studypilot/core';
import type { GeneratedQuestion, GenerateRequest, SourceDocument } from '../types.ts';
import { contentKeys } from '../text.ts';
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { formulaContext, formulaDistractorOk } from './defensible.ts';
import { bracketsNest, escapeRegExp, unitTitleOf } from './util.ts';

export { hasWordPlaceholder as hasFormula };

/** The formulas of a request, by placeholder number (one number per distinct formula as written). */
export class FormulaTable {
  readonly formulas: string[] = [];
  private readonly index = new Map<string, number>();
  /**
   * Letters the material writes as a formula of their own ("\\(W\\)", "$b$"): the same letter written bare in
   * a sentence ("The parameters in W are often called the weights") is that variable, one word like any
   * formula, not a stray letter of extraction debris. Never "a", "A" or "I".
   */
  readonly letters = new Set<string>();

  /** Notes the single-letter formulas of a text (before any text is protected); `spans`: its formulas if known. */
  learnLetters(text: string, spans: readonly MathSpan[] = findMathSpans(text)): void {
    for (const s of spans) {
      const t = s.tex.trim();
      if (/^[A-Za-z]$/.test(t) && !/^[aAI]$/.test(t)) this.letters.add(t);
    }
  }

  private placeholderOf(raw: string): string {
    // a result the material frames ("$$\boxed{E=\gamma mc^{2}}$$") is the same formula as written without its frame
    const id = unboxed(raw);
    let n = this.index.get(id);
    if (n === undefined) {
      n = this.formulas.length;
      this.formulas.push(raw);
      this.index.set(id, n);
    }
    return wordPlaceholder(n);
  }

  /** The Unicode math lines of the material (`unicodeMathSpans`), longest first. */
  private readonly unicode: string[] = [];

  /** The text with its formulas replaced by placeholders; `spans`: its formulas if known. */
  protect(text: string, spans?: readonly MathSpan[]): string {
    if (!spans) {
      // a text the engine wrote (an option, a quote, an earlier question): a Unicode formula the material
      // writes on a line of its own is the same formula inside it, and a text that is one such formula is one
      // (an option keeps its letter: "A) 𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀")
      const [, letter = '', t = ''] = /^(\s*[A-D]\)\s*)?([\s\S]*?)\s*$/.exec(text)!;
      if (this.unicode.length || UNICODE_MATH_LETTER_RE.test(t)) {
        if (unicodeMathLine(t) && /[\u{1D400}-\u{1D7FF}]/u.test(t))
          return letter + this.placeholderOf(t.replace(/\s+/g, ' '));
        for (const f of this.unicode)
          if (text.includes(f))
            text = text.replace(
              new RegExp(`(?<![^\\s:(])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s.,;:)])`, 'gu'),
              () => this.placeholderOf(f),
            );
      }
      spans = findMathSpans(text);
    }
    let out = '';
    let at = 0;
    for (const s of spans) {
      // as a quote shows it: spaces and line breaks inside a formula collapse to one space
      const raw = text.slice(s.start, s.end).replace(/\s+/g, ' ');
      if (!s.delimited && s.display && !this.unicode.includes(raw)) {
        this.unicode.push(raw);
        this.unicode.sort((a, b) => b.length - a.length);
      }
      out += text.slice(at, s.start) + this.placeholderOf(raw);
      at = s.end;
    }
    out += text.slice(at);
    if (!this.letters.size) return out;
    // a bare variable letter; not "e.g.", "i.e.", an option's letter ("C) ...") or a list label ("(b)")
    return out.replace(
      /(?<![\p{L}\p{N}_\\'’.-])([A-Za-z])(?![\p{L}\p{N}_'’-])(?!\.\p{L})/gu,
      (m: string, _l: string, at: number, all: string) =>
        !this.letters.has(m) || (all[at + 1] === ')' && (at === 0 || all[at - 1] === '('))
          ? m
          : this.placeholderOf(m),
    );
  }

  /** The placeholder of a formula the engine writes (a row of the material's formula box as an option). */
  add(raw: string): string {
    return this.placeholderOf(raw.replace(/\s+/g, ' '));
  }

  /** The formula a placeholder stands for, as written. */
  formula(n: number): string | undefined {
    return this.formulas[n];
  }

  restore(text: string): string {
    if (!this.formulas.length || !hasWordPlaceholder(text)) return text;
    return text.replace(
      WORD_PLACEHOLDER_RE,
      (m, code: string) => this.formulas[decodeWordPlaceholder(code)] ?? m,
    );
  }

  /**
   * Every string of a question (stem, options, explanation, quote, key ideas...) with its formulas back. An option
   * shows a formula without the material's \boxed frame: a framed key would stand out among its distractors.
   */
  restoreQuestion<T>(value: T): T {
    const out = this.restoreAll(value);
    if (out && typeof out === 'object' && !Array.isArray(out)) {
      const q = out as { options?: unknown; correctAnswer?: unknown };
      if (Array.isArray(q.options))
        q.options = q.options.map((o) =>
          typeof o === 'string'
            ? o.replace(/^([A-D]\)\s*)?(.*)$/s, (_m, p = '', f: string) => p + unboxed(f))
            : o,
        );
      if (typeof q.correctAnswer === 'string' && !/^[A-D]$/.test(q.correctAnswer))
        q.correctAnswer = unboxed(q.correctAnswer);
    }
    return out;
  }

  private restoreAll<T>(value: T): T {
    if (typeof value === 'string') return this.restore(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.restoreAll(v)) as T;
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.restoreAll(v);
      return out as T;
    }
    return value;
  }
}

/** A display formula without a \boxed frame around all of it ("$$\boxed { E=\gamma mc^{2} }$$" -> "$$E=\gamma mc^{2}$$"). */
/** Whether a formula is written as display math (`$$..$$`, `\[..\]`). */
function isDisplayMath(raw: string): boolean {
  return /^\s*(?:\$\$|\\\[)/.test(raw);
}

export function unboxed(raw: string): string {
  const m = /^(\$\$|\\\[)\s*\\boxed\s*\{([\s\S]*)\}\s*(\$\$|\\\])$/.exec(raw.trim());
  return m ? `${m[1]}${m[2]!.trim()}${m[3]}` : raw;
}

/** A mathematical letter as a PDF writes it (𝑎, 𝐿, ℝ, ℕ, ℎ, 𝜀): math alphanumerics, number sets, Greek. */
const UNICODE_MATH_LETTER_RE =
  /[\u{1D400}-\u{1D7FF}\u2102\u2115\u2119\u211A\u211D\u2124\u210E\u0391-\u03C9]/u;
/** Only math: math letters, digits, operators, arrows, brackets, the PDF's "_"/"^" scripts, lim/max/min/sin... */
const UNICODE_MATH_LINE_RE =
  /^(?:[\u{1D400}-\u{1D7FF}\u2100-\u214F\u0391-\u03C9\u2190-\u21FF\u2200-\u22FF\u27F0-\u27FF0-9+\-−*/=<>|()[\]{}_^,.!∞√⋅ ]|lim|max|min|sup|inf|sin|cos|tan|log|ln|exp)+$/u;
/** A relation or a limit arrow: a line that states something, not a lone symbol. */
const UNICODE_RELATION_RE = /[=<>≤≥≠≈⟶→∈∉⊂⊆⊈⇒⇔]/u;

/**
 * Whether a line of Hebrew notes is one formula written in Unicode math ("𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀", "ℤ ⊂ ℚ ⊂ ℝ"), as a
 * PDF gives a displayed formula, whole and readable: a relation, brackets that balance, no proof mark, no run
 * of lone symbols that are the pieces of a fraction the PDF laid out on two lines ("𝜀 𝜀", "2 2"), no operator
 * left open at its end (the formula goes on in the next line).
 */
export function unicodeMathLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 120 || !UNICODE_MATH_LINE_RE.test(t)) return false;
  if (!UNICODE_MATH_LETTER_RE.test(t) || !UNICODE_RELATION_RE.test(t)) return false;
  if (/→→|⟶⟶|==|∎|⏟|√\s|[=+\-−⋅⇒⇔<>≤≥,]$|^[.=+⋅⇒⇔<>≤≥,]/u.test(t)) return false;
  // a limit's subscript the PDF left on a line of its own ("𝑛→∞ 𝑏_𝑛"), empty brackets or two operators in a
  // row where the PDF took a fraction's parts to other lines ("|1 + − 1| = ≤ < 𝜀", "( ) =")
  if (/[𝑛n]→∞(?!\})|\(\s*\)|\|\s*\||(?:^|\s)[=+\-−⋅<>≤≥⇒⇔⟶⋯]\s+[=+⋅<>≤≥⇒⇔⟶⋯](?=\s|$)/u.test(t)) return false;
  if (!bracketsNest(t)) return false;
  const toks = t.split(/\s+/u);
  const lone = (w: string) => /^(?:[\p{L}\p{N}]|\p{N}+)$/u.test(w) && Array.from(w).length <= 2;
  for (let i = 1; i < toks.length; i++) if (lone(toks[i]!) && lone(toks[i - 1]!)) return false;
  return true;
}

/**
 * The formulas of a unit of Hebrew notes that a PDF writes in Unicode math on a line of their own, a displayed
 * formula (issue 11, eng-he-calc): protected like a LaTeX one, so that the formula is one word to the reader and
 * an option or a quote holds it whole. A list number the line carries ("1." before it, ".1" after it where the
 * PDF reversed a right-to-left line) is no part of it. Math inside a Hebrew sentence stays as written: the
 * Hebrew readers check it symbol by symbol (`readableMath`, `selfContained`).
 */
export function unicodeMathSpans(text: string): MathSpan[] {
  if (!/[\u05D0-\u05EA]/u.test(text) || !UNICODE_MATH_LETTER_RE.test(text)) return [];
  const out: MathSpan[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const lead = /^\s*(?:\d{1,2}\.\s+)?/u.exec(line)![0].length;
    const tail = /(?:\s+\.\d{1,2})?\s*$/u.exec(line.slice(lead))![0].length;
    const body = line.slice(lead, line.length - tail);
    if (unicodeMathLine(body))
      out.push({
        start: at + lead,
        end: at + lead + body.length,
        tex: body,
        display: true,
        delimited: false,
      });
    at += line.length + 1;
  }
  return out;
}

/** A unit's formulas: LaTeX ones (`findMathSpans`) and the Unicode math lines of Hebrew notes, in order. */
function unitMathSpans(text: string): MathSpan[] {
  const latex = findMathSpans(text);
  const unicode = unicodeMathSpans(text).filter((u) =>
    latex.every((l) => u.end <= l.start || u.start >= l.end),
  );
  return unicode.length ? [...latex, ...unicode].sort((a, b) => a.start - b.start) : latex;
}

/** The request as the local engine reads it: documents (and earlier questions) with formulas as placeholders. */
export function protectRequest(req: GenerateRequest): { req: GenerateRequest; table: FormulaTable } {
  const table = new FormulaTable();
  // each unit's formulas are found once: the letters are learnt from all units before any unit is protected
  const spans = req.documents.map((d) => d.units.map((u) => unitMathSpans(u.text)));
  req.documents.forEach((d, i) => d.units.forEach((u, j) => table.learnLetters(u.text, spans[i]![j])));
  const documents: SourceDocument[] = req.documents.map((d, i) => ({
    ...d,
    units: d.units.map((u, j) => ({
      ...u,
      text: table.protect(u.text, spans[i]![j]),
      ...(u.title !== undefined ? { title: table.protect(u.title) } : {}),
    })),
  }));
  const avoid = req.avoid?.map((a) => ({
    text: table.protect(a.text),
    ...(a.quote !== undefined ? { quote: table.protect(a.quote) } : {}),
  }));
  tables.set(documents, table);
  return { req: { ...req, documents, ...(avoid ? { avoid } : {}) }, table };
}

const OPTION_PREFIX_RE = /^[A-D]\)\s*/;
/** A formula and nothing else ("zqmaq", "zqmaq."), the placeholder captured. */
export const FORMULA_ALONE_RE = /^\s*(zqm[a-p]+q)[\s.,;]*$/i;
/** An option that is a formula and nothing else ("zqmaq", "zqmaq."). */
export function isFormulaOption(option: string): boolean {
  return FORMULA_ALONE_RE.test(option.replace(OPTION_PREFIX_RE, ''));
}

/** Options of which some are whole formulas and some are words: never one question (decision 106). */
export function mixesFormulaOptions(q: Pick<GeneratedQuestion, 'options'>): boolean {
  if (!q.options) return false;
  const formulas = q.options.filter(isFormulaOption).length;
  return formulas > 0 && formulas < q.options.length;
}

// ---------------------------------------------------------------------------------------------------------------
// The formula form: "Which formula expresses X according to the material?"

const tables = new WeakMap<readonly SourceDocument[], FormulaTable>();

/** The formula table of a protected request's documents (the corpus keeps the same array). */
export function tableOf(documents: readonly SourceDocument[]): FormulaTable | undefined {
  return tables.get(documents);
}

/** A relation the material states: an equation, an approximation, a proportion or an inequality. */
const RELATION_RE = /=|\\(?:approx|propto|equiv|simeq|sim|leq?|geq?|neq?)(?![A-Za-z])|[<>≤≥≈]/;
const EN_LEAD_RE =
  /^((?:the\s+)?[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,7}?)\s+(?:is|are|states that|is given by|are given by|is written(?: as)?|gives|equals|is defined as|is expressed (?:as|by)|can be written as|reads)\b/i;
const EN_PRONOUN_RE =
  /^(?:it|this|that|these|those|they|he|she|we|you|there|here|which|what|where|when|one)\b/i;
const HE_LEAD_RE =
  /^([\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*(?:\s+[\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*){0,7}?)\s+(?:הוא|היא|הם|הן|קובע|קובעת|קובעים|נותן|נותנת|נכתב|נכתבת|נכתבים|מוגדר|מוגדרת|שווה|שווים|מבוטא|מבוטאת|ניתן|ניתנת|נתון|נתונה|מתואר|מתוארת)(?![\u05D0-\u05EA])/u;
const HE_PRONOUN_RE = /^(?:ו?(?:זה|זו|זאת|זהו|זוהי|הוא|היא|הם|הן|אלה|אלו|כאן|שם|לכן|כך))$/u;

/** What the sentence states a formula for ("Newton's second law", "האנרגיה הקינטית"), or null. */
/** "Recall that we defined the score function as: F": the quantity the authors define by the formula ending it. */
const EN_DEFINED_AS_RE = new RegExp(
  String.raw`^(?:recall that\s+)?we\s+(?:have\s+)?defined\s+((?:the\s+)?[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,5}?)\s+as:?\s*` +
    WORD_PLACEHOLDER_RE.source +
    String.raw`\s*[.:]?$`,
  'i',
);

/** "X between|of <symbols> is defined as ...": the quantity X, what it is taken of, and the verb on. */
const TAKEN_OF_RE =
  /^((?:the\s+)?[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,3}?)\s+((?:between|of)\s+[^:=]*?)\s+((?:is|are)\s+(?:defined as|given by)[^]*)$/i;
function lawNamed(text: string, he: boolean): string | null {
  // "The cross-entropy between a "true" distribution \(p\) and an estimated distribution \(q\) is defined as:": the
  // quantity is what comes before the symbols it is taken of ("the cross-entropy"), English only (eng-cs231n)
  const of = he ? null : TAKEN_OF_RE.exec(text.trim());
  if (of && hasWordPlaceholder(of[2]!)) text = `${of[1]!} ${of[3]!}`;
  const m =
    (he ? HE_LEAD_RE : EN_LEAD_RE).exec(text.trim()) ?? (he ? null : EN_DEFINED_AS_RE.exec(text.trim()));
  if (!m) return null;
  const x = m[1]!.trim();
  if (hasWordPlaceholder(x) || x.split(/\s+/).length > 8 || x.length < 3) return null;
  if (he ? HE_PRONOUN_RE.test(x.split(/\s+/)[0]!) : EN_PRONOUN_RE.test(x.replace(/^the\s+/i, '')))
    return null;
  return he ? x : x.replace(/^the\s+/i, 'the ');
}

/**
 * A sentence whose formulas, if any, are symbols (a letter with or without a subscript: "\\(p\\)", "\\(x_i\\)"),
 * not relations or expressions: it may lead in a display formula that it names (eng-cs231n).
 */
function symbolsOnly(text: string, table: FormulaTable): boolean {
  for (const m of text.matchAll(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi'))) {
    const raw = table.formula(decodeWordPlaceholder(m[1]!));
    if (!raw || !SYMBOL_LEFT_RE.test(texOf(raw))) return false;
  }
  return true;
}

/** The left side of a relation, normalised ("E_k", "F"): formulas with the same left side are the best distractors. */
function leftSide(tex: string): string {
  return (tex.split(RELATION_RE)[0] ?? '').replace(/\s+/g, '');
}

/** The right side of a relation, as typed. */
function rightSide(tex: string): string {
  return tex.split(RELATION_RE).slice(1).join('');
}

function texOf(raw: string): string {
  return raw
    .replace(/^\$\$|\$\$$|^\$|\$$|^\\[([]|\\[)\]]$/g, '')
    .replace(/\s+/g, '')
    .replace(/^\\boxed\{([\s\S]*)\}$/, '$1');
}

/**
 * LaTeX written as it reads (issue 11): the same formula typed with \dfrac or \frac, \left( or (, spacing
 * commands or braces around one symbol compares equal ("p=\dfrac{E_{p}}{c}" and "$p=\frac{E_p}{c}$").
 */
export function normalTex(tex: string): string {
  return texOf(tex)
    .replace(/\\(?:displaystyle|textstyle|left|right|big|Big|bigg|Bigg)(?![a-zA-Z])/g, '')
    .replace(/\\[dt]frac(?![a-zA-Z])/g, '\\frac')
    .replace(/\\(?:,|;|:|!|quad|qquad)|~/g, '')
    .replace(/\\cdot(?![a-zA-Z])/g, '')
    .replace(/[{}\s]/g, '');
}

/** A formula that differs from another only by subscripts ("p=E/c" beside "p=E_p/c"): both defensible. */
export function looseTex(tex: string): string {
  return normalTex(tex.replace(/_\{[^{}]*\}|_\\?[A-Za-z0-9]/g, ''));
}

// ---------------------------------------------------------------------------------------------------------------
// The options of a formula question (decision 106, eng-formula2). Readers at 865d558 rated "Which formula expresses
// the Multiclass SVM loss for the i-th example" weak: the key was the only option whose left side is a loss L_i
// (the others R(W), P(...), H(p,q)), so the left side alone told it. The options are formulas of the key's own
// left side (all L_i: the binary SVM's, the Softmax's), taken from the material; when the material has fewer than
// three of them, the options are the right-hand sides only (the stem names the quantity in words), each a whole
// expression of its own and no two alike; else the question is not asked.

/** A formula of the material as an option may show it: its placeholder, its TeX (without delimiters), as written. */
type OptionFormula = { ph: string; tex: string; raw: string; section?: string };

/** The text of a formula outside every brace group ("\sum_{j\neq y_i}" -> "\sum_"): its relations at the top. */
function topLevel(tex: string): string {
  let t = tex;
  for (let prev = ''; prev !== t;) [prev, t] = [t, t.replace(/\{[^{}]*\}/g, '')];
  return t;
}

/**
 * The right-hand side of a formula of one equation, as written ("\sum_k\sum_l W_{k,l}^2" of "$$ R(W) =
 * \sum_k\sum_l W_{k,l}^2 $$"), or null: no equation, or another relation beside it at the top ("a = b = c",
 * "x \le y"); a relation inside a subscript ("\sum_{j\neq y_i}") is part of the expression.
 */
export function rightAsWritten(raw: string): string | null {
  const body = unboxed(raw.trim())
    .replace(/^(?:\$\$|\\\[|\$|\\\()\s*|\s*(?:\$\$|\\\]|\$|\\\))$/g, '')
    .trim();
  let depth = 0;
  let at = -1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '=' && depth === 0) {
      if (at >= 0) return null;
      at = i;
    }
  }
  if (at <= 0) return null;
  const rhs = body
    .slice(at + 1)
    .replace(/\s+/g, ' ')
    .trim();
  if (RELATION_RE.test(topLevel(body.slice(0, at))) || RELATION_RE.test(topLevel(rhs))) return null;
  return rhs;
}

/**
 * A right-hand side that reads as a whole expression on its own: brackets that balance, no words or layout of the
 * material ("\text{or equivalently}", "\underbrace", an alignment), not a lone symbol or a bare value (a student
 * picks an expression, not a letter), nothing left open at its end.
 */
export function wholeExpression(rhs: string): boolean {
  const t = rhs.trim();
  if (t.length < 2 || !bracketsNest(t)) return false;
  if (
    /\\(?:text|mathrm\{\s*[a-z]{3,}|underbrace|overbrace|hspace|quad|qquad|begin|end|boxed)(?![A-Za-z])|&|\\\\/.test(
      t,
    )
  )
    return false;
  if (/[+\-*/=,^_]\s*$|^[*/=,^_]/.test(t)) return false;
  // an arrow states a limit or a step ("\gamma m\vec{v}\to m\vec{v}"): no expression of a quantity
  if (
    /\\(?:to|x?rightarrow|Rightarrow|longrightarrow|Longrightarrow|implies|iff|mapsto|gets|leftarrow)(?![A-Za-z])|[→⟶⇒]/u.test(
      t,
    )
  )
    return false;
  if (!/[A-Za-z]/.test(t.replace(/\\[A-Za-z]+/g, ''))) return false;
  return !/^(?:\\[A-Za-z]+|[A-Za-z])\s*(?:_\s*(?:\{[^{}]*\}|\\?[A-Za-z0-9]))?'?$/.test(t);
}

/**
 * Whether an expression holds the quantity of a left side ("C \max(0, 1 - y_i w^Tx_i) + R(W)" holds R(W), "\frac{1}{N}
 * \sum_i L_i" holds L_i): offered for that quantity it says "not this one" by itself.
 */
function holdsQuantity(rhs: string, left: string): boolean {
  if (!left) return false;
  const t = normalTex(rhs);
  const head = /^(\\?[A-Za-z]+)\(/.exec(left)?.[1];
  if (head) return t.includes(left) || new RegExp(`(?<![A-Za-z\\\\])${escapeRegExp(head)}\\(`).test(t);
  const tokens: string[] = t.match(/\\[A-Za-z]+|[A-Za-z](?:_(?:\\?[A-Za-z0-9]+))?/g) ?? [];
  return tokens.includes(left);
}

/**
 * Two formulas of one quantity: one function ("f(x_i,W,b)", "f(x_i,W)"), or the same left side in one section of the
 * material ("p=\\gamma mv", "p=\\sqrt{\\gamma^{2}-1}\\,mc" of one formula box).
 */
function sameQuantity(a: OptionFormula, b: OptionFormula): boolean {
  const la = leftSide(normalTex(a.tex));
  const lb = leftSide(normalTex(b.tex));
  const head = (l: string) => /^(\\?[A-Za-z]+)\(/.exec(l)?.[1];
  if (head(la) && head(la) === head(lb)) return true;
  // one letter in two sections of the material names two things ("F = ma", "F = G m_1 m_2 / r^2")
  return la === lb && (a.section === undefined || b.section === undefined || a.section === b.section);
}

/** An expression in letters: two that differ only in their letters or in how a fraction is typed read as one. */
function shapeOf(tex: string): string {
  return looseTex(tex)
    .replace(/\\frac|\//g, '')
    .replace(/(\\[A-Za-z]+)|[A-Za-z]/g, (m, cmd: string | undefined) => cmd ?? 'x');
}

/**
 * The options of a formula question: `ranked` are the material's formulas the question may offer beside the key,
 * best first (each already of another quantity, or of the key's left side for another thing the material names).
 * Whole formulas when three of them have the key's left side; else the right-hand sides of the key and of three
 * others (those of the key's left side first, then those of its letter: "E_{0}", "E_{k}" beside "E"); else null.
 */
export function formulaOptions(
  table: FormulaTable,
  key: OptionFormula,
  ranked: readonly OptionFormula[],
): { key: string; distractors: string[]; right: boolean } | null {
  const left = leftSide(normalTex(key.tex));
  const sameLeft = ranked.filter((f) => leftSide(normalTex(f.tex)) === left);
  const whole: OptionFormula[] = [];
  for (const f of sameLeft)
    if (
      whole.length < 3 &&
      ![key, ...whole].some((g) => looseTex(g.tex) === looseTex(f.tex) || shapeOf(g.tex) === shapeOf(f.tex))
    )
      whole.push(f);
  if (left && whole.length === 3) return { key: key.ph, distractors: whole.map((f) => f.ph), right: false };
  const keyRight = rightAsWritten(key.raw);
  if (!keyRight || !wholeExpression(keyRight)) return null;
  const letter = (l: string) => l.replace(/_\{?[A-Za-z0-9]+\}?|'/g, '');
  const rank = (f: OptionFormula) => {
    const l = leftSide(normalTex(f.tex));
    return l === left ? 0 : letter(l) === letter(left) && SYMBOL_LEFT_RE.test(l) ? 1 : 2;
  };
  const picked: string[] = [];
  const of: OptionFormula[] = [];
  for (const f of [...ranked].sort((a, b) => rank(a) - rank(b))) {
    const r = rightAsWritten(f.raw);
    if (!r || !wholeExpression(r) || hasExampleNumbers(r) || holdsQuantity(r, left)) continue;
    // (a product of two letters, "ma" beside "mv" or "IR", has no shape of its own to repeat)
    const shaped = (g: string) => normalTex(g).length > 3 || /\\/.test(g);
    if (
      [keyRight, ...picked].some(
        (g) => looseTex(g) === looseTex(r) || (shaped(r) && shapeOf(g) === shapeOf(r)),
      )
    )
      continue;
    // two forms of one other quantity ("W x_i + b" and "W x_i", the score function with the bias and without):
    // "not these two" tells them apart; two of the key's own left side are other things the material names
    if (rank(f) > 0 && of.some((g) => sameQuantity(g, f))) continue;
    // one expression inside another ("\frac{e^{f_{y_i}}}{\sum_j e^{f_j}}" in "-\log(\frac{e^{f_{y_i}}}{\sum_j
    // e^{f_j}})"): the pair stands out; a short product ("mc^{2}" in "\gamma mc^{2}") is the material's own
    // near-miss (the rest energy beside the total energy)
    const n = normalTex(r);
    const inside = (a: string, b: string) => a.length >= 10 && b.includes(a);
    if ([keyRight, ...picked].some((g) => inside(n, normalTex(g)) || inside(normalTex(g), n))) continue;
    picked.push(r);
    of.push(f);
    if (picked.length === 3) break;
  }
  if (picked.length < 3) return null;
  // written the way the key is, display or inline
  const written = (r: string) => table.add(isDisplayMath(key.raw) ? `$$ ${r} $$` : `$${r}$`);
  return { key: written(keyRight), distractors: picked.map(written), right: true };
}

/**
 * A formula question's candidate: "which formula expresses X?" (`stem`) over the options `formulaOptions` chose,
 * quoting `quote`; written while the sentences `free` (by default all it quotes) are unused.
 */
function formulaCand(
  at: { doc: number; unit: number; sentences: number[]; free?: number[] },
  topic: string,
  quote: string,
  stem: string,
  options: { key: string; distractors: string[]; right: boolean },
  he: boolean,
): Cand {
  const { doc, unit, sentences, free = sentences } = at;
  const { key, distractors } = options;
  return {
    form: 'formula',
    score: 1.2,
    doc,
    unit,
    sentences,
    topics: [topic],
    quote,
    build: (used) =>
      free.some((i) => used.has(i))
        ? null
        : { form: 'formula', stem, key, distractors, doc, unit, quote, why: whyOthers(he, options.right) },
  };
}

/** Why the other options are wrong, as the explanation says it. */
function whyOthers(he: boolean, right: boolean): string {
  if (right)
    return he
      ? 'שאר הביטויים הם אגפים ימניים של נוסחאות שהחומר נותן עבור גדלים וחוקים אחרים.'
      : 'The other expressions are the right-hand sides of formulas the material gives for other quantities or laws.';
  return he
    ? 'שאר הנוסחאות מופיעות בחומר עבור גדלים וחוקים אחרים.'
    : 'The other formulas are given in the material for other quantities or laws.';
}

/** A lead that gives another form of a formula, not another quantity ("in this equivalent form", "rewritten"). */
const OTHER_FORM_RE =
  /\b(?:equivalent(?:ly)?|rewrit(?:e|es|ten|ing)|re-?written|alternatively|in other words|the same (?:as|thing))\b/i;

/** The title of a unit without the part number a long section gets from the reader ("Softmax classifier (2)"). */
function sectionTitle(corpus: Corpus, doc: number, unit: number): string {
  return (unitTitleOf(corpus.documents[doc]!, unit) ?? `#${unit}`).replace(/\s*\(\d+\)$/u, '').toLowerCase();
}

/**
 * The first of the forms a display formula gives one quantity ("L_i = -\log(...) \hspace{0.5in} \text{or
 * equivalently} \hspace{0.5in} L_i = -f_{y_i} + \log\sum_j e^{f_j}" -> "L_i = -\log(...)"), or null.
 */
export function firstOfForms(raw: string): string | null {
  const body = raw
    .trim()
    .replace(/^(?:\$\$|\\\[)\s*|\s*(?:\$\$|\\\])$/g, '')
    .trim();
  if (!/\\text\s*\{\s*(?:or(?:\s+equivalently)?|equivalently)\s*\}/.test(body)) return null;
  const pieces = body
    .split(
      /\\text\s*\{\s*(?:or(?:\s+equivalently)?|equivalently)\s*\}|\\hspace\s*\{[^{}]*\}|\\q?quad(?![A-Za-z])/,
    )
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (pieces.length < 2) return null;
  const rights = pieces.map((p) => rightAsWritten(p));
  if (rights.some((r) => r === null)) return null;
  const left = (p: string) => leftSide(normalTex(p));
  if (pieces.some((p) => left(p) !== left(pieces[0]!))) return null;
  return pieces[0]!;
}

/**
 * A formula every student knows by heart before any course in it ("E=mc^2"): asked "which formula gives the rest
 * energy", its key is picked by fame, not by the material (issue 11, teacher at eb977d9). Not a key; the formulas the
 * material works with (E_k, p, gamma) are asked instead. Compared without subscripts ("E_{0}=mc^{2}"). A law the
 * course itself teaches and works with (F=ma in mechanics) is no such formula.
 */
const FAMOUS_FORMULAS = new Set(['E=mc^2']);
export function famousFormula(tex: string): boolean {
  return FAMOUS_FORMULAS.has(looseTex(tex));
}

const formulaCands = new WeakMap<Corpus, Cand[]>();
/**
 * Candidates of the formula form (decision 106): a sentence that names a law or a quantity and gives it one
 * formula; the options are that formula and three other formulas of the same document (same left side first,
 * then the nearest in length), never one that the same sentence gives. Read once per material: the draw-free
 * candidates and the Hebrew statements (which leave the sentences a formula question asks) both ask for them, and a
 * second reading gave the same candidates (the formulas it adds to the table, box rows and keys written inline, come
 * again under the same placeholders).
 */
export function formulaCandidates(corpus: Corpus): Cand[] {
  let cands = formulaCands.get(corpus);
  if (!cands) formulaCands.set(corpus, (cands = readFormulaCandidates(corpus)));
  return cands;
}

function readFormulaCandidates(corpus: Corpus): Cand[] {
  const table = tableOf(corpus.documents);
  if (!table?.formulas.length) return [];
  const he = corpus.language === 'he';
  // the relations each document states, by placeholder
  const byDoc = new Map<number, { ph: string; tex: string; raw: string; sentence: number }[]>();
  const seenByDoc = new Map<number, { phs: Set<string>; norms: Set<string> }>();
  for (const s of corpus.sentences)
    for (const m of s.text.matchAll(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi'))) {
      const raw = table.formula(decodeWordPlaceholder(m[1]!));
      if (!raw || !RELATION_RE.test(raw)) continue;
      const list = byDoc.get(s.doc) ?? [];
      const ph = m[0].toLowerCase();
      // the placeholders and normal forms of the document's list so far (each formula normalised once)
      let seen = seenByDoc.get(s.doc);
      if (!seen) seenByDoc.set(s.doc, (seen = { phs: new Set(), norms: new Set() }));
      if (!seen.phs.has(ph) && !seen.norms.has(normalTex(raw))) {
        const tex = texOf(raw);
        list.push({ ph, tex, raw, sentence: s.index });
        seen.phs.add(ph);
        seen.norms.add(normalTex(tex));
        // "L_i = -\log(...) \text{or equivalently} L_i = ...": two forms of one quantity; the first is an option
        // of its own (the Softmax loss beside the SVM loss), never a key (no sentence gives it alone)
        const first = firstOfForms(raw);
        if (first && !seen.norms.has(normalTex(first))) {
          list.push({
            ph: table.add(`$$ ${first} $$`),
            tex: texOf(first),
            raw: `$$ ${first} $$`,
            sentence: s.index,
          });
          seen.norms.add(normalTex(first));
        }
      }
      byDoc.set(s.doc, list);
    }
  // the sentence that leads in a display formula of its own ("... the loss for the i-th example can be written
  // as:"), with the formula's own sentence: what the material says the formula is
  const leadOf = (i: number) => {
    const f = corpus.sentences[i]!;
    const prev = corpus.sentences[i - 1];
    const alone = new RegExp(`^\\s*${WORD_PLACEHOLDER_RE.source}\\s*[.:]?$`, 'i').test(f.text);
    return alone && prev && prev.doc === f.doc && prev.unit === f.unit && /:\s*$/.test(prev.text)
      ? `${prev.text} ${f.text}`
      : f.text;
  };
  const out: Cand[] = [];
  const lone = new RegExp(`^\\s*${WORD_PLACEHOLDER_RE.source}\\s*$`, 'i');
  for (const s of corpus.sentences) {
    // a display formula on its own line, introduced by the sentence before it ("The most common regularization
    // penalty is the squared L2 norm ...:" and the formula): read as one sentence, quoted by its words
    const next = corpus.sentences[s.index + 1];
    // (English: a Hebrew lead such as "מכאן ש..." ("hence") names no quantity)
    const display =
      !he &&
      symbolsOnly(s.text, table) &&
      /[\p{L})]:\s*$/u.test(s.text) &&
      s.text.split(/\s+/).length >= 4 &&
      !/[=`{}<>;]|\bdef\b/.test(s.text) &&
      next?.doc === s.doc &&
      next.unit === s.unit &&
      lone.test(next.text);
    if (!s.usable && !display) continue;
    const text = display ? `${s.text.trim()} ${next.text.trim()}` : s.text;
    // (a display lead's own symbols, "between a distribution \(p\) and ... \(q\)", are no formula it gives)
    const phs: string[] = [
      ...(display ? next!.text : text).matchAll(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi')),
    ].map((m) => m[0].toLowerCase());
    if (new Set(phs).size !== 1) continue;
    const pool = byDoc.get(s.doc) ?? [];
    const key = pool.find((f) => f.ph === phs[0]);
    if (!key || famousFormula(key.tex)) continue;
    const law = lawNamed(text, he);
    // a quantity of one worked example ("the momentum before the collision", "התנע לפני ההתנגשות") needs the
    // example: it is no law of the material
    if (
      !law ||
      /\b(?:before|after|during|at the end of|at the start of)\b|(?<!\p{L})(?:לפני|אחרי|לאחר|במהלך|בסוף|בתחילת)(?!\p{L})/iu.test(
        law,
      )
    )
      continue;
    const lawKeys = new Set(contentKeys(law));
    const keyTitle = sectionTitle(corpus, s.doc, s.unit);
    // a formula of the key's own left side for another thing: in another section of the material (the binary
    // SVM's loss L_i under "Practical Considerations", the Softmax's under "Softmax classifier", beside the
    // multiclass SVM's), never one its lead calls another form of a formula ("we can also rewrite the loss
    // function in this equivalent form:"), never a worked example's
    const sibling = (f: (typeof pool)[number]) => {
      const fs = corpus.sentences[f.sentence]!;
      return (
        leftSide(normalTex(f.tex)) === leftSide(normalTex(key.tex)) &&
        fs.unit !== s.unit &&
        sectionTitle(corpus, fs.doc, fs.unit) !== keyTitle &&
        !OTHER_FORM_RE.test(leadOf(f.sentence)) &&
        !hasExampleNumbers(f.tex)
      );
    };
    const others = pool
      // another formula of the same quantity may be defensible: distractors express other quantities
      .filter(
        (f) =>
          f.ph !== key.ph &&
          looseTex(f.tex) !== looseTex(key.tex) &&
          (formulaDistractorOk(key.tex, f.tex) || sibling(f)),
      )
      // a formula of a sentence about the same thing may express it too (its lead counts: "... replace the hinge
      // loss with a cross-entropy loss that has the form:" beside "the cross-entropy"); another form of a formula
      // the material gave before beside it would say "not these two"
      .filter((f) => {
        const lead = leadOf(f.sentence);
        const k = contentKeys(lead);
        return !(lawKeys.size && [...lawKeys].every((w) => k.includes(w))) && !OTHER_FORM_RE.test(lead);
      })
      .sort(
        (a, b) =>
          Number(leftSide(b.tex) === leftSide(key.tex)) - Number(leftSide(a.tex) === leftSide(key.tex)) ||
          Math.abs(a.tex.length - key.tex.length) - Math.abs(b.tex.length - key.tex.length),
      );
    if (others.length < 3) continue;
    // "Kinetic energy" opens its sentence with a capital; "Newton's second law" keeps it
    const subject =
      he || !/^[A-Z][a-z]/.test(law) || /^[A-Z][a-z]+['’]s\b/.test(law)
        ? law
        : law[0]!.toLowerCase() + law.slice(1);
    // the stem names where the formula comes from ("the momentum before the collision" of which example?)
    const where = formulaContext(subject, unitTitleOf(corpus.documents[s.doc]!, s.unit), he);
    const stem = he
      ? `איזו נוסחה מבטאת את ${where} לפי החומר?`
      : `Which formula expresses ${where} according to the material?`;
    // never two relations in one option ("p=\gamma mv,\quad E=\gamma mc^2") or a bare value ("p=0")
    const fit = (tex: string) =>
      normalTex(tex).split(RELATION_RE).length === 2 && !/^[^=]+=-?\d+(?:\.\d+)?$/.test(normalTex(tex));
    // the key's own function in a distractor ("s_j = f(x_i, W)_j" beside the score function f(x_i, W, b)) says
    // the key's quantity again; a value of an example ("w_1 = [1,0,0,0]") is no formula of another quantity
    const head = /^(\\?[A-Za-z]+)\(/.exec(leftSide(key.tex))?.[1];
    const same = (tex: string) => !!head && new RegExp(`(?<![A-Za-z\\\\])${head}\\(`).test(rightSide(tex));
    const value = (tex: string) => !/[A-Za-z]/.test(rightSide(tex).replace(/\\[A-Za-z]+/g, ''));
    // formulas written the way the key is (display or inline) first (readers at 48ba740: an inline
    // "\(\log C = -\max_j f_j \)" among three display formulas was the odd one out); the order is stable
    const keyDisplay = isDisplayMath(key.raw);
    const styled = [...others].sort(
      (a, b) => Number(isDisplayMath(b.raw) === keyDisplay) - Number(isDisplayMath(a.raw) === keyDisplay),
    );
    // three formulas of the key's left side, or the right-hand sides of three that read differently from each
    // other and from the key's, not only in how they are typed (`formulaOptions`)
    const section = (f: { sentence: number }) => {
      const fs = corpus.sentences[f.sentence]!;
      return sectionTitle(corpus, fs.doc, fs.unit);
    };
    const options = formulaOptions(
      table,
      key,
      styled
        .filter((x) => fit(x.tex) && !same(x.tex) && !value(x.tex))
        .map((x) => ({ ...x, section: section(x) })),
    );
    if (!options) continue;
    const at = {
      doc: s.doc,
      unit: s.unit,
      sentences: display ? [s.index, next.index] : [s.index],
      free: [s.index],
    };
    out.push(formulaCand(at, [...lawKeys].join(' '), text, stem, options, he));
  }
  if (he) out.push(...colonLeadCandidates(corpus, table));
  return out;
}

/** "X היא:" / "X הוא:" / "X הן:" / "X נתונה על ידי:" as a whole sentence: X names the law the next formula gives. */
const HE_COLON_LEAD_RE =
  /^([\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*(?:\s+[\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*){0,5}?)\s+(?:היא|הוא|הן|הם|(?:נתון|נתונה|נתונים|נתונות|ניתן|ניתנת) על ידי)\s*:$/u;
/**
 * "אנו מגדירים את X להיות:" / "נגדיר את X כ:" as a whole sentence: the material defines X by the next formula
 * (issue 15). X names a quantity of the theory ("האנרגיה היחסותית הכוללת של חלקיק"), not a step's.
 */
const HE_DEFINE_LEAD_RE =
  /^(?:אנו |אנחנו )?(?:מגדירים|נגדיר|הגדרנו) את ([\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*(?:\s+[\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*){0,5}?)\s+(?:להיות|כ-?)\s*:$/u;
/** What a defining lead may not name: one system of an example ("של המערכת", "שלו"), a moment ("לפני", "בסוף"). */
const HE_DEFINE_STEP_RE =
  /(?<!\p{L})(?:של המערכת|במערכת|שלו|שלה|שזה|זה|זו|לפני|אחרי|לאחר|בסוף|בתחילת)(?!\p{L})/u;
/** The title of a formula box or a result box of notes ("נוסחה:", "משפט:"), a sentence of its own. */
const HE_BOX_LEAD_RE = /^(?:נוסחה|נוסחאות|משפט|סיכום)\s*:$/u;
/** The left side of a relation that names one quantity: "p", "E_{k}", "\Delta t", "L'". */
const SYMBOL_LEFT_RE = /^(?:\\[A-Za-z]+)?[A-Za-z]?(?:_\{?[A-Za-z0-9]\}?)?'?$/;
/** A lead of a step or an example, not of a law ("מכאן ש...", "התנע הכולל של המערכת", "הזמן שזה לקח"). */
const HE_STEP_LEAD_RE =
  /^(?:ו?(?:מכאן|כלומר|לכן|כך|אז|עבור|במקרה|בנוסף|נקבל|קיבלנו|מצאנו|מבחינת\p{L}*))(?!\p{L})|(?<!\p{L})(?:ה?כולל\p{L}*|של המערכת|במערכת|שלו|שלה|שזה|זה|זו|לפני|אחרי|לאחר|בסוף|בתחילת)(?!\p{L})/u;
/** A formula of a worked example: numbers beyond exponents, subscripts and one half, or units. */
function hasExampleNumbers(tex: string): boolean {
  const t = tex
    .replace(/\\\[\d+ex\]/g, '')
    .replace(/[\^_]\{[^{}]*\}|[\^_]\d/g, '')
    .replace(/\\[dt]?frac\{1\}\{2\}/g, '');
  // "0.8c", "\pu{10 years}", "\sqrt{24}", "3m", "\frac{5}{3}"; not the 1 of "1-\frac{v^2}{c^2}" or the 2 of "2D"
  return /\d+\.\d+|\\pu\{|\\text\{|\d{2,}|(?<![\d.])[3-9](?![\d.])|\\[dt]?frac\{\d+\}\{\d+\}/.test(t);
}
/** The environment of a display block ("aligned", "gather"), or "" for one relation. */
function envOf(tex: string): string {
  return /\\begin\{(\w+)/.exec(tex)?.[1] ?? '';
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** The relations of a formula: one per line of an aligned block ("&x'=\gamma(x-vt)"), or null if a line has none or several. */
function relationsOf(tex: string): string[] | null {
  const body = tex.replace(
    /\\begin\{(?:aligned|gather|align)\*?\}|\\end\{(?:aligned|gather|align)\*?\}/g,
    '',
  );
  const lines = body
    .split(/\\\\(?:\[[^\]]*\])?/)
    .map((l) => l.replace(/&/g, '').trim())
    .filter(Boolean);
  if (!lines.length) return null;
  for (const l of lines) if (normalTex(l).split(RELATION_RE).length !== 2) return null;
  return lines;
}

/** The rows of a display block as written ("p=\\gamma mv", spacing kept), for options of their own. */
function rowsAsWritten(raw: string): string[] {
  return raw
    .replace(/^\s*\$\$|\$\$\s*$/g, '')
    .replace(/\\(?:begin|end)\{(?:aligned|gather|align)\*?\}/g, '')
    .split(/\\\\(?:\[[^\]]*\])?/)
    .map((l) => l.replace(/&/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The variables of a formula as written: letters and Greek letters, not layout commands ("\\frac", "\\sqrt"). */
function symbolsOf(raw: string): Set<string> {
  const t = raw.replace(
    /\\(?:frac|sqrt|left|right|text|mathrm|mathbf|hat|vec|bar|begin|end|aligned|gather|implies|to|cdot|times|boxed)(?![A-Za-z])/g,
    ' ',
  );
  return new Set<string>(t.match(/\\[A-Za-z]+|[A-Za-z]/g) ?? []);
}

/**
 * A relation whose right side holds the key's quantity ("cp=\\sqrt{E^{2}-m^{2}c^{4}}", "p=\\frac{E}{c}" beside
 * "E=\\gamma mc^{2}"): solved for it, it expresses the key's quantity too.
 */
function relatesTo(keyRaw: string, raw: string): boolean {
  const symbol = /(\\[A-Za-z]+|[A-Za-z])\s*=/.exec(keyRaw.replace(/^[\s$]*(?:\\boxed\s*\{)?\s*/, ''));
  if (!symbol || symbol.index !== 0) return false;
  const rhs = raw.replace(/^[^=]*=/, '');
  const tokens: string[] = rhs.match(/\\[A-Za-z]+|[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?/g) ?? [];
  return tokens.includes(symbol[1]!);
}

/**
 * A row of the material's formula box whose left side is the key's quantity with a subscript of its own ("E_{k}",
 * "E_{0}" beside "E"): the box names it another quantity, a distractor of the key.
 */
function namedSibling(key: { tex: string }, f: { tex: string; boxRow?: boolean }): boolean {
  if (!f.boxRow) return false;
  const a = leftSide(key.tex);
  const b = leftSide(f.tex);
  return (
    SYMBOL_LEFT_RE.test(a) && !a.includes('_') && /_\{?[A-Za-z0-9]\}?'?$/.test(b) && b.startsWith(a + '_')
  );
}

/** A formula the Hebrew notes give after a lead of its own ("X היא:", "נוסחה:"), or a row of a formula box. */
type Led = {
  ph: string;
  tex: string;
  sentence: number;
  lines: string[];
  env: string;
  law: string | null;
  lead: string;
  unit: number;
  raw: string;
  boxRow?: boolean;
};

/**
 * The material names a law in a sentence of its own and gives it as the next (display) formula: "טרנספורמציית
 * לורנץ היא:" then "$$\begin{aligned}&t'=… \end{aligned}$$" (issue 15). The distractors are the formulas the
 * material gives the same way for other laws, of the same shape (a block of relations for a block, one relation for
 * one), never the formula given right after the key (its inverse or another form of it, also true), never a
 * formula with numbers (a worked example).
 */
function colonLeadCandidates(corpus: Corpus, table: FormulaTable): Cand[] {
  const phRe = new RegExp('^' + WORD_PLACEHOLDER_RE.source, 'i');
  const byDoc = new Map<number, Led[]>();
  const sentences = corpus.sentences;
  for (let i = 1; i < sentences.length; i++) {
    const s = sentences[i]!;
    const prev = sentences[i - 1]!;
    if (prev.doc !== s.doc || !/:\s*$/.test(prev.text)) continue;
    const m = phRe.exec(s.text.trim());
    if (!m) continue;
    const raw = table.formula(decodeWordPlaceholder(m[1]!));
    if (!raw || !RELATION_RE.test(raw)) continue;
    const tex = texOf(raw);
    const lines = relationsOf(tex);
    if (!lines || hasExampleNumbers(tex)) continue;
    const lead = HE_COLON_LEAD_RE.exec(prev.text.trim());
    const defining = HE_DEFINE_LEAD_RE.exec(prev.text.trim());
    const law =
      lead &&
      !hasWordPlaceholder(prev.text) &&
      !HE_STEP_LEAD_RE.test(lead[1]!) &&
      !HE_PRONOUN_RE.test(lead[1]!.split(/\s+/)[0]!)
        ? lead[1]!
        : defining && !hasWordPlaceholder(prev.text) && !HE_DEFINE_STEP_RE.test(defining[1]!)
          ? defining[1]!
          : null;
    const list = byDoc.get(s.doc) ?? [];
    if (!list.some((f) => normalTex(f.tex) === normalTex(tex)))
      list.push({
        ph: m[0].toLowerCase(),
        tex,
        sentence: s.index,
        lines,
        env: envOf(tex),
        law,
        lead: prev.text,
        unit: s.unit,
        raw,
      });
    byDoc.set(s.doc, list);
    // A formula box of the material ("נוסחה:" then a block, one quantity a row: "p=\gamma mv", "E_{k}=…"): each
    // row is a formula of its own, a distractor (never a key) for a law of one relation.
    if (lines.length > 1 && HE_BOX_LEAD_RE.test(prev.text.trim()))
      for (const row of rowsAsWritten(raw)) {
        const left = leftSide(normalTex(row));
        if (!SYMBOL_LEFT_RE.test(left) || list.some((f) => normalTex(f.tex) === normalTex(row))) continue;
        list.push({
          ph: table.add(`$$${row}$$`),
          tex: row,
          sentence: s.index,
          lines: [row],
          env: '',
          law: null,
          lead: prev.text,
          unit: s.unit,
          raw: `$$${row}$$`,
          boxRow: true,
        });
      }
  }
  const out: Cand[] = [];
  out.push(...namedSymbolCandidates(corpus, table, byDoc));
  for (const [doc, pool] of byDoc)
    for (const key of pool) {
      if (!key.law || famousFormula(key.tex)) continue;
      const block = key.lines.length > 1;
      const lawKeys = new Set(contentKeys(key.law));
      const sameLaw = sameLawForms(corpus.documents[doc]!, pool, key, lawKeys);
      const distinct = (f: Led) =>
        f.ph !== key.ph &&
        !sameLaw.has(f) &&
        // the formula given right after the key is its inverse or another form of it
        f.sentence !== key.sentence + 1 &&
        f.sentence + 1 !== key.sentence &&
        f.lines.length > 1 === block &&
        looseTex(f.tex) !== looseTex(key.tex) &&
        (!f.law || contentKeys(f.law).join(' ') !== [...lawKeys].join(' ')) &&
        (block ||
          ((formulaDistractorOk(key.tex, f.tex) || namedSibling(key, f)) && !relatesTo(key.raw, f.raw)));
      const mine = symbolsOf(key.raw);
      // the key's variables count, others ("t", "z" of the light sphere beside a velocity law) count against
      const shared = (f: Led) => {
        const own = [...symbolsOf(f.raw)];
        return own.filter((c) => mine.has(c)).length - own.filter((c) => !mine.has(c)).length / 2;
      };
      const others = pool
        // a block of the same kind: the material writes its laws and its derivations in different blocks
        .filter((f) => distinct(f) && f.env === key.env)
        .sort((a, b) => Math.abs(a.tex.length - key.tex.length) - Math.abs(b.tex.length - key.tex.length));
      // one relation: the formulas of the key's own quantities first ("E_{0}=mc^{2}" beside "E=\gamma mc^{2}")
      if (!block) others.sort((a, b) => shared(b) - shared(a));
      if (others.length < 3) continue;
      // the same number of relations as the key first; a key whose shape is the odd one out is guessed
      others.sort(
        (a, b) => Number(b.lines.length === key.lines.length) - Number(a.lines.length === key.lines.length),
      );
      const shapes = others.slice(0, 3).map((f) => f.lines.length);
      if (!shapes.includes(key.lines.length) && new Set(shapes).size === 1) continue;
      const s = sentences[key.sentence]!;
      const lead = sentences[key.sentence - 1]!;
      const title = unitTitleOf(corpus.documents[doc]!, s.unit);
      // the section named as the law (even misspelt: "טרנספורציית לורנץ") adds nothing
      const where =
        title && editDistance(title.trim(), key.law) <= 2 ? key.law : formulaContext(key.law, title, true);
      // a block's rows are shown whole: the blocks offered beside it give the same quantities, row by row
      // ("t'", "x'" of another transformation), else the left sides tell the key; one relation: `formulaOptions`
      const lefts = (f: Led) =>
        f.lines
          .map((l) => leftSide(normalTex(l)))
          .sort()
          .join(' ');
      const options = block
        ? others.filter((f) => lefts(f) === lefts(key)).length >= 3
          ? {
              key: key.ph,
              distractors: others
                .filter((f) => lefts(f) === lefts(key))
                .slice(0, 3)
                .map((f) => f.ph),
              right: false,
            }
          : null
        : formulaOptions(
            table,
            key,
            others
              .filter((f) => f.lines.length === 1)
              .map((f) => ({ ...f, section: sectionTitle(corpus, doc, f.unit) })),
          );
      if (!options) continue;
      const quote = `${lead.text} ${key.ph}`;
      const stem = `איזו נוסחה מבטאת את ${where} לפי החומר?`;
      const at = { doc, unit: s.unit, sentences: [lead.index, s.index] };
      out.push(formulaCand(at, [...lawKeys].join(' '), quote, stem, options, true));
    }
  return out;
}

/**
 * The formulas the notes give as a form of the key's law, never its distractors: one whose lead names the law and
 * more ("טרנספורמציית לורנץ למהירות היא:" beside "טרנספורמציית לורנץ"), one in another section titled so, and one
 * given right after such a formula without a law of its own ("הטרנספורמציה ההפוכה:"). Asked "which formula expresses
 * the Lorentz transformation", a student may rightly pick the velocity transformation the notes call by that name.
 */
function sameLawForms(document: SourceDocument, pool: Led[], key: Led, lawKeys: Set<string>): Set<Led> {
  const formOfLaw = (name: string | null | undefined) => {
    if (!name || !lawKeys.size) return false;
    const keys = new Set(contentKeys(name));
    return [...lawKeys].every((k) => keys.has(k));
  };
  const out = new Set<Led>();
  const bySentence = [...pool].sort((a, b) => a.sentence - b.sentence);
  let previous: Led | undefined;
  for (const f of bySentence) {
    if (f !== key) {
      const titled = f.unit !== key.unit && formOfLaw(unitTitleOf(document, f.unit));
      const follows = !f.law && previous !== undefined && previous.unit === f.unit && out.has(previous);
      if (formOfLaw(f.law) || titled || follows) out.add(f);
    }
    previous = f;
  }
  return out;
}

/**
 * "אנרגיה זו נקראת אנרגיית המנוחה ומסומנת לעיתים באות $E_{0}$": the notes name a quantity and give its symbol; the
 * row of their formula box with that symbol on its left ("E_{0}=mc^{2}") is its formula (eng-he8). Asked "איזו
 * נוסחה מבטאת את אנרגיית המנוחה לפי החומר?" with the other one-relation formulas the notes give the same way as
 * distractors: never one of the key's own quantity (the same left side, or the symbol on the other left side:
 * "cp=..."), never one whose right side is the key's, never a formula with numbers. Another row of the same box
 * whose left side is the key's letter with another subscript or none ("E=\gamma mc^{2}", "E_{k}=...") names
 * another quantity of the box: a distractor.
 */
const HE_NAMED_SYMBOL_RE =
  /(?:^|\s)(?:נקרא|נקראת|נקראים|נקראות)\s+([\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*(?:\s+[\u05D0-\u05EA][\u05D0-\u05EA'"״׳-]*){0,3}?)\s+ו(?:מסומן|מסומנת|מסומנים|מסומנות)\s+(?:לעיתים\s+|לרוב\s+|בדרך כלל\s+)?(?:באות\s+|ב-?)?(zqm[a-p]+q)(?=[\s.,;]|$)/u;

function namedSymbolCandidates(corpus: Corpus, table: FormulaTable, byDoc: Map<number, Led[]>): Cand[] {
  const out: Cand[] = [];
  const bare = (l: string) => l.replace(/_\{?[A-Za-z0-9]+\}?/g, '').replace(/[{}]/g, '');
  const rightOf = (tex: string) => normalTex(tex).replace(/^[^=]*=/, '');
  for (const s of corpus.sentences) {
    if (!byDoc.has(s.doc)) continue;
    const m = HE_NAMED_SYMBOL_RE.exec(s.text);
    if (!m) continue;
    const name = m[1]!.trim();
    if (HE_STEP_LEAD_RE.test(name) || HE_PRONOUN_RE.test(name.split(/\s+/u)[0]!)) continue;
    const symbolRaw = table.formula(decodeWordPlaceholder(/zqm([a-p]+)q/i.exec(m[2]!)![1]!));
    if (!symbolRaw || RELATION_RE.test(symbolRaw)) continue;
    const symbol = normalTex(texOf(symbolRaw));
    if (!SYMBOL_LEFT_RE.test(symbol)) continue;
    const pool = byDoc.get(s.doc)!.filter((f) => f.lines.length === 1 && !hasExampleNumbers(f.tex));
    const keys = pool.filter((f) => leftSide(normalTex(f.tex)) === symbol);
    // two formulas of the symbol: which one the name means is not said
    if (keys.length !== 1) continue;
    const key = keys[0]!;
    if (famousFormula(key.tex)) continue;
    const keyLeft = symbol;
    // "אנרגיה זו": the sentence before gives the formula the name points to, with the key's right side
    const prev = corpus.sentences[s.index - 1];
    if (!prev || prev.doc !== s.doc) continue;
    const given = [...prev.text.matchAll(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi'))]
      .map((x) => ({ ph: x[0].toLowerCase(), raw: table.formula(decodeWordPlaceholder(x[1]!)) ?? '' }))
      .filter((g) => RELATION_RE.test(g.raw));
    if (given.length !== 1 || rightOf(texOf(given[0]!.raw)) !== rightOf(key.tex)) continue;
    // the key as the quote gives it ("E=mc^{2}"): the box row ("E_{0}=mc^{2}") confirms which formula it is.
    // The distractors are written the way the key is (inline or display): a display key among inline formulas
    // or the other way round would stand out
    const inline = !/^\s*(?:\$\$|\\\[)/.test(given[0]!.raw);
    const asKey = (f: Led) => {
      if (!inline) return f.ph;
      const body = unboxed(f.raw.trim())
        .replace(/^(?:\$\$|\\\[)\s*|\s*(?:\$\$|\\\])$/g, '')
        .trim();
      return table.add(`$${body}$`);
    };
    // a row of a formula box: the other rows of the box are the material's results of the same topic (a
    // step of a derivation elsewhere is of another kind)
    if (!key.boxRow) continue;
    const box = byDoc.get(s.doc)!.find((f) => f.sentence === key.sentence && f.lines.length > 1);
    if (!box) continue;
    const rows = new Set(rowsAsWritten(box.raw).map(normalTex));
    const others = pool.filter((f) => {
      if (f.ph === key.ph || !rows.has(normalTex(f.tex))) return false;
      if (looseTex(f.tex) === looseTex(key.tex)) return false;
      const left = leftSide(normalTex(f.tex));
      if (left === keyLeft || left.includes(keyLeft) || rightOf(f.tex) === rightOf(key.tex)) return false;
      if (relatesTo(key.raw, f.raw)) return false;
      return bare(left) === bare(keyLeft) || formulaDistractorOk(key.tex, f.tex);
    });
    // one formula a quantity: two of one left side ("p=\gamma mv", "p=\sqrt{...}mc") would tell each other apart
    const picked: Led[] = [];
    for (const f of others)
      if (!picked.some((g) => leftSide(normalTex(g.tex)) === leftSide(normalTex(f.tex)))) picked.push(f);
    if (picked.length < 3) continue;
    // the left sides ("E_{k}", "p" beside "E") would tell the key: the right-hand sides, or three of its own left
    // side written the way the key is (`formulaOptions`)
    const keyAsGiven = { ph: given[0]!.ph, tex: texOf(given[0]!.raw), raw: given[0]!.raw };
    const options = formulaOptions(
      table,
      keyAsGiven,
      picked.map((f) => ({ ...f, ph: asKey(f) })),
    );
    if (!options) continue;
    // a name the notes give a quantity of the theory: no example's quantity, the section adds nothing
    const where = name;
    const quote = `${prev.text.trim()} ${s.text.trim()}`;
    const stem = `איזו נוסחה מבטאת את ${where} לפי החומר?`;
    const at = { doc: s.doc, unit: s.unit, sentences: [prev.index, s.index] };
    out.push(formulaCand(at, [...contentKeys(name)].join(' '), quote, stem, options, true));
  }
  return out;
}
