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
  WORD_PLACEHOLDER_RE,
  wordPlaceholder,
} from '@studypilot/core';
import type { GeneratedQuestion, GenerateRequest, SourceDocument } from '../types.ts';

export { hasWordPlaceholder as hasFormula };

/** The formulas of a request, by placeholder number (one number per distinct formula as written). */
export class FormulaTable {
  readonly formulas: string[] = [];
  private readonly index = new Map<string, number>();

  /** The text with its formulas replaced by placeholders. */
  protect(text: string): string {
    const spans = findMathSpans(text);
    if (!spans.length) return text;
    let out = '';
    let at = 0;
    for (const s of spans) {
      // as a quote shows it: spaces and line breaks inside a formula collapse to one space
      const raw = text.slice(s.start, s.end).replace(/\s+/g, ' ');
      let n = this.index.get(raw);
      if (n === undefined) {
        n = this.formulas.length;
        this.formulas.push(raw);
        this.index.set(raw, n);
      }
      out += text.slice(at, s.start) + wordPlaceholder(n);
      at = s.end;
    }
    return out + text.slice(at);
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

  /** Every string of a question (stem, options, explanation, quote, key ideas...) with its formulas back. */
  restoreQuestion<T>(value: T): T {
    if (typeof value === 'string') return this.restore(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.restoreQuestion(v)) as T;
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.restoreQuestion(v);
      return out as T;
    }
    return value;
  }
}

/** The request as the local engine reads it: documents (and earlier questions) with formulas as placeholders. */
export function protectRequest(req: GenerateRequest): { req: GenerateRequest; table: FormulaTable } {
  const table = new FormulaTable();
  const documents: SourceDocument[] = req.documents.map((d) => ({
    ...d,
    units: d.units.map((u) => ({
      ...u,
      text: table.protect(u.text),
      ...(u.title !== undefined ? { title: table.protect(u.title) } : {}),
    })),
  }));
  const avoid = req.avoid?.map((a) => ({
    text: table.protect(a.text),
    ...(a.quote !== undefined ? { quote: table.protect(a.quote) } : {}),
  }));
  return { req: { ...req, documents, ...(avoid ? { avoid } : {}) }, table };
}

const OPTION_PREFIX_RE = /^[A-D]\)\s*/;
/** An option that is a formula and nothing else ("zqmaq", "zqmaq."). */
export function isFormulaOption(option: string): boolean {
  return /^\s*zqm[a-p]+q[\s.,;]*$/i.test(option.replace(OPTION_PREFIX_RE, ''));
}

/** Options of which some are whole formulas and some are words: never one question (decision 106). */
export function mixesFormulaOptions(q: Pick<GeneratedQuestion, 'options'>): boolean {
  if (!q.options) return false;
  const formulas = q.options.filter(isFormulaOption).length;
  return formulas > 0 && formulas < q.options.length;
}
