import { detectLanguage } from './clean.ts';
import { markdownBlocks } from './markdown.ts';
import { buildResult, type RawUnit } from './result.ts';
import { buildSections, type SectionBlock } from './sections.ts';
import { detectTextEncoding } from './sniff.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

/**
 * UTF-8 / UTF-16 (BOM, then NUL-pattern heuristic, then strict UTF-8). Bytes that are none of these
 * are decoded as windows-1255 when they look Hebrew (most high bytes in 0xE0-0xFA, some of them
 * adjacent), else
 * windows-1252, with a warning.
 */
export function decodeText(data: Uint8Array): { text: string; encoding: string; warning?: string } {
  const enc = detectTextEncoding(data);
  if (enc) return { text: new TextDecoder(enc).decode(data), encoding: enc }; // TextDecoder drops the BOM
  if (data.includes(0)) throw new ExtractError('UNSUPPORTED', 'Binary content, not a text file');
  let high = 0;
  let hebrew = 0;
  let pairs = 0;
  for (let i = 0; i < data.length; i++) {
    const b = data[i]!;
    if (b >= 0x80) {
      high++;
      if (b >= 0xe0 && b <= 0xfa) {
        hebrew++;
        const n = data[i + 1] ?? 0;
        if (n >= 0xe0 && n <= 0xfa) pairs++;
      }
    }
  }
  // Hebrew words are runs of letters 0xE0-0xFA; a lone accented letter (café) is not Hebrew
  const legacy = pairs > 0 && hebrew / high > 0.7 ? 'windows-1255' : 'windows-1252';
  return {
    text: new TextDecoder(legacy).decode(data),
    encoding: legacy,
    warning: `Text is not valid UTF-8 or UTF-16; decoded as ${legacy}`,
  };
}

const NUMBERED_HEADING_RE = /^((?:\d{1,3}\.){0,4}\d{1,3})\.?[ \t]+(\S.*)$/u;
const UPPER_RE = /\p{Lu}/u;
const LOWER_RE = /\p{Ll}/u;

function isNumberedHeading(line: string): { level: number; text: string } | undefined {
  const m = NUMBERED_HEADING_RE.exec(line.trim());
  if (!m) return undefined;
  const rest = m[2]!;
  // a title: short, starts with a letter, does not end like a sentence or a list item
  if (rest.split(/\s+/).length > 12 || line.length > 100) return undefined;
  if (!/^[\p{Lu}\p{Lo}]/u.test(rest)) return undefined;
  if (/[.,;:!?]$/.test(rest)) return undefined;
  return { level: m[1]!.split('.').length, text: line.trim() };
}

/** An ALL CAPS line of at most 8 words (at least 3 letters, no lower-case letter). */
function isCapsHeading(line: string): boolean {
  const t = line.trim();
  if (t.length > 60 || t.split(/\s+/).length > 8) return false;
  if (/[$\\^_=]/.test(t)) return false; // a formula line ("$$F = MA$$") is no heading (decision 106)
  if (LOWER_RE.test(t) || (t.match(/\p{Lu}/gu) ?? []).length < 3) return false;
  return UPPER_RE.test(t) && !/[.,;]$/.test(t);
}

/**
 * Plain text to blocks (docs/decisions/207): paragraphs are separated by blank lines; a heading is
 * a numbered title line ('2.3 Ownership rules', not followed or preceded by another numbered line,
 * no sentence punctuation at its end) or a short ALL CAPS line with a blank line (or the end) after
 * it, each starting a paragraph.
 */
export function textBlocks(text: string): SectionBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: SectionBlock[] = [];
  let para: string[] = [];
  const flush = () => {
    const t = para.join('\n').trim();
    if (t) blocks.push({ kind: 'para', text: t });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) {
      flush();
      continue;
    }
    const first = para.length === 0;
    const next = lines[i + 1] ?? '';
    if (first) {
      const numbered = isNumberedHeading(line);
      // '2.3 Title' may have its text right below it; a single number needs a blank line after it
      // (else it is more likely a list item wrapped onto the next line)
      if (numbered && !NUMBERED_HEADING_RE.test(next.trim()) && (!next.trim() || numbered.level > 1)) {
        blocks.push({ kind: 'heading', ...numbered });
        continue;
      }
      if (!numbered && isCapsHeading(line) && !next.trim()) {
        blocks.push({ kind: 'heading', level: 1, text: line.trim() });
        continue;
      }
    }
    para.push(line);
  }
  flush();
  return blocks;
}

/**
 * Notes written in Markdown and saved as .txt (uploads take .txt, not .md): read as Markdown when at least two
 * kinds of its marks are there (headings "# ...", code fences, quoted lines "> ...", links "[x](y)", front matter),
 * or three headings. Read as plain text, its quote marks and underscores end up inside sentences and the engine
 * refuses them as formulas or debris.
 */
export function looksLikeMarkdown(text: string): boolean {
  const sample = text.slice(0, 200_000);
  const count = (re: RegExp) => sample.match(re)?.length ?? 0;
  const headings = count(/^#{1,6}[ \t]+\S.*$/gmu);
  const signs = [
    headings >= 2,
    count(/^[ \t]*(?:```|~~~)/gmu) >= 2,
    count(/^[ \t]*>[ \t]?\S/gmu) >= 3,
    count(/\[[^\]\n]+\]\([^)\s]+\)/gu) >= 2,
    /^---[ \t]*\n(?:[\w-]+:.*\n)+---[ \t]*$/mu.test(sample.slice(0, 2000)),
  ].filter(Boolean).length;
  return headings >= 3 || signs >= 2;
}

/**
 * Sections by headings (Markdown headings for .md, heading-like lines for plain text), else
 * paragraph ranges; a text with form feeds and no headings keeps one unit per form-feed page.
 */
export async function extractTxt(
  data: Uint8Array,
  opts: ExtractOptions & { markdown?: boolean } = {},
): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  const { text, warning } = decodeText(data);
  if (!text.trim()) throw new ExtractError('EMPTY', 'The text file contains only whitespace');
  const raw = txtUnits(text, !!opts.markdown || looksLikeMarkdown(text));
  return buildResult('txt', 'section', raw, { maxChars: opts.maxChars, warnings: warning ? [warning] : [] });
}

export function txtUnits(text: string, markdown: boolean): RawUnit[] {
  const pages = text.split('\f');
  const blocks = pages.map((p) => (markdown ? markdownBlocks(p) : textBlocks(p)));
  const language = detectLanguage(text.slice(0, 200_000));
  if (pages.length > 1 && !blocks.some((b) => b.some((x) => x.kind === 'heading'))) {
    // form-feed pages (pdftotext output, printouts): a page is the natural unit
    const out: RawUnit[] = [];
    blocks.forEach((b, p) => {
      const parts = buildSections(b, language);
      parts.forEach((u, k) => {
        const title = pageTitle(p + 1, language) + (parts.length > 1 ? ` (${k + 1})` : '');
        out.push({ number: out.length + 1, text: u.text, title });
      });
    });
    return out;
  }
  return buildSections(blocks.flat(), language);
}

function pageTitle(n: number, language: 'he' | 'en' | 'other'): string {
  return language === 'he' ? `עמוד ${n}` : `Page ${n}`;
}
