/**
 * Word overlap between an extraction and a reference text, shared by compare-corpus.ts and pdf-text.ts: words are
 * NFKC-folded, lower-cased letters/digits runs (Hebrew split from neighbouring digits and Latin, as pdftotext
 * joins them), compared as a multiset or a set by F1.
 */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/g, '')
      // pdftotext joins Hebrew to neighbouring digits/Latin without a space: split at script changes
      .replace(/([\u0590-\u05FF])(?=[^\u0590-\u05FF\s])|([^\u0590-\u05FF\s])(?=[\u0590-\u05FF])/gu, '$1$2 ')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function bag(xs: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** F1 of two bags; `multiset` counts repeats, otherwise each distinct word once. Two empty bags agree fully. */
export function f1(a: Map<string, number>, b: Map<string, number>, multiset: boolean): number {
  let inter = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += multiset ? v : 1;
    const w = b.get(k);
    if (w) inter += multiset ? Math.min(v, w) : 1;
  }
  for (const v of b.values()) nb += multiset ? v : 1;
  if (na === 0 && nb === 0) return 1;
  if (na === 0 || nb === 0) return 0;
  const p = inter / na;
  const r = inter / nb;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

export function bigrams(xs: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < xs.length; i++) out.push(xs[i - 1] + ' ' + xs[i]);
  return out;
}
