import { countWords, hasHebrew } from '@studypilot/core';
import { cleanText, detectLanguage } from './clean.ts';
import { dropPageFurniture } from './furniture.ts';
import type { DocKind, ExtractResult, ExtractUnit, TextLayer } from './types.ts';

export interface RawUnit {
  number: number;
  text: string;
  notes?: string;
  /** Section heading or paragraph range (docx/txt/md), see ExtractUnit.title. */
  title?: string;
}

/** Clean units, apply maxChars, and fill the derived fields of ExtractResult. */
export function buildResult(
  kind: DocKind,
  unitKind: ExtractResult['unitKind'],
  raw: RawUnit[],
  opts: { maxChars?: number; textLayer?: TextLayer; warnings?: string[]; alreadyClean?: boolean },
): ExtractResult {
  const warnings = [...(opts.warnings ?? [])];
  const units: ExtractUnit[] = [];
  let total = 0;
  let truncated = false;
  const max = opts.maxChars && opts.maxChars > 0 ? opts.maxChars : Infinity;
  let texts = raw.map((r) => (opts.alreadyClean ? r.text : cleanText(r.text)));
  // running headers, footers and page numbers repeat across pages and slides (docs/decisions/207)
  if (kind === 'pdf' || kind === 'pptx') texts = dropPageFurniture(texts, { deck: kind === 'pptx' });
  for (const [i, r] of raw.entries()) {
    let text = texts[i]!;
    const sep = units.length ? 2 : 0;
    if (total + sep + text.length > max) {
      text = text.slice(0, Math.max(0, max - total - sep));
      // do not cut a word in half
      const cut = text.search(/\s\S*$/);
      if (cut > 0) text = text.slice(0, cut).trimEnd();
      truncated = true;
    }
    const unit: ExtractUnit = { number: r.number, text };
    if (r.title) {
      const title = opts.alreadyClean ? r.title : cleanText(r.title).replace(/\s+/g, ' ');
      if (title) unit.title = title;
    }
    if (r.notes !== undefined) {
      const notes = opts.alreadyClean ? r.notes : cleanText(r.notes);
      if (notes) unit.notes = notes;
    }
    units.push(unit);
    total += sep + text.length;
    if (truncated) break;
  }
  if (truncated) warnings.push(`Text truncated at ${max} characters (maxChars)`);
  const text = units
    .map((u) => u.text)
    .filter(Boolean)
    .join('\n\n');
  const textLayer: TextLayer = opts.textLayer ?? (text.trim() ? 'ok' : 'missing');
  return {
    kind,
    unitKind,
    units,
    text,
    wordCount: countWords(text),
    language: detectLanguage(text),
    hasHebrew: hasHebrew(text),
    textLayer,
    warnings,
    ...(truncated ? { truncated } : {}),
  };
}

export function listPages(pages: number[], limit = 20): string {
  const shown = pages.slice(0, limit).join(', ');
  return pages.length > limit ? `${shown} and ${pages.length - limit} more` : shown;
}
