import { buildResult, type RawUnit } from './result.ts';
import { decodeXml, metadataWords, readText, requireText } from './ooxml.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';
import { entryMap, inspectZip, readZipEntry } from './zip.ts';
import { countWords } from '@studypilot/core';

const HTML_ENTITY_RE = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos|nbsp);/g;
function decodeHtml(s: string): string {
  return s.replace(HTML_ENTITY_RE, (m, e: string) => {
    if (e === 'nbsp') return '\u00a0';
    return decodeXml(m);
  });
}

/**
 * mammoth's HTML to sections: a new section starts at each top-level heading (h1, or h2 when the
 * document has no h1); paragraphs and headings end lines; table cells are separated by a tab (the
 * paragraphs inside a cell by a space) and rows by a line break; list items are lines.
 */
export function htmlToSections(html: string): string[] {
  const top = /<h1[\s>]/.test(html) ? 'h1' : /<h2[\s>]/.test(html) ? 'h2' : undefined;
  const sections: string[] = [];
  let cur = '';
  let cell = 0;
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*?(\/?)>|([^<]+)/g)) {
    if (m[4] !== undefined) {
      cur += decodeHtml(m[4]);
      continue;
    }
    const close = m[1] === '/';
    const tag = m[2]!;
    if (!close && tag === top && cur.trim()) {
      sections.push(cur);
      cur = '';
    }
    if (tag === 'td' || tag === 'th') {
      if (close) {
        cell = Math.max(0, cell - 1);
        cur += '\t';
      } else if (!m[3]) cell++;
    } else if (tag === 'br') cur += cell ? ' ' : '\n';
    else if (close && tag === 'tr') cur += '\n';
    else if (close && /^(p|h[1-6]|li|table|ul|ol|blockquote|pre)$/.test(tag)) cur += cell ? ' ' : '\n';
  }
  if (cur.trim() || sections.length === 0) sections.push(cur);
  return sections;
}

/** Words of all w:t runs of word/document.xml: the fallback estimate when app.xml has no <Words>. */
export function xmlWordEstimate(documentXml: string): number {
  let text = '';
  for (const m of documentXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:tab\/>|<w:br\/>/g)) {
    text += m[1] !== undefined ? decodeXml(m[1]) : ' ';
  }
  return countWords(text);
}

interface MammothLike {
  convertToHtml(
    input: { arrayBuffer: ArrayBuffer } | { buffer: Uint8Array },
    options: Record<string, unknown>,
  ): Promise<{ value: string; messages: { type: string; message: string }[] }>;
  images: { imgElement(f: (image: unknown) => Promise<Record<string, string>>): unknown };
}

export async function extractDocx(data: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  const info = inspectZip(data);
  const entries = entryMap(info);
  if (!entries.has('word/document.xml')) throw new ExtractError('UNSUPPORTED', 'Not a Word (.docx) file');
  // Inflate every XML part once ourselves: bounded by the declared (limited) sizes and checked
  // against their CRC, so the zip reader inside mammoth never meets a lying archive.
  for (const e of info.entries) if (/\.(xml|rels)$/i.test(e.name)) readZipEntry(data, e);
  const documentXml = requireText(data, entries, 'word/document.xml');
  const hasMedia = info.entries.some((e) => e.name.startsWith('word/media/'));

  const mod = (await import('mammoth')) as unknown as { default?: MammothLike } & MammothLike;
  const mammoth: MammothLike = mod.default ?? mod;
  throwIfAborted(opts.signal);
  const buf = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  // mammoth's Node build reads { buffer } (a Buffer), its browser build { arrayBuffer }.
  const NodeBuffer = (globalThis as { Buffer?: { from(ab: ArrayBuffer): Uint8Array } }).Buffer;
  const input = NodeBuffer ? { buffer: NodeBuffer.from(buf) } : { arrayBuffer: buf };
  let html: string;
  let messages: { type: string; message: string }[];
  try {
    const r = await mammoth.convertToHtml(input, {
      externalFileAccess: false,
      // never read or inline images
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      ignoreEmptyParagraphs: true,
    });
    html = r.value;
    messages = r.messages;
  } catch (e) {
    throw new ExtractError('CORRUPT', `Could not read the Word document: ${(e as Error)?.message ?? e}`, {
      cause: e,
    });
  }
  throwIfAborted(opts.signal);
  const raw: RawUnit[] = htmlToSections(html).map((text, i) => ({ number: i + 1, text }));
  const warnings = messages
    .filter((m) => m.type === 'error')
    .slice(0, 10)
    .map((m) => m.message);
  const result = buildResult('docx', 'section', raw, { maxChars: opts.maxChars, warnings });
  const meta = metadataWords(readText(data, entries, 'docProps/app.xml'));
  if (meta !== undefined) {
    result.estimatedWords = meta;
    result.estimatedWordsSource = 'metadata';
  } else {
    const est = xmlWordEstimate(documentXml);
    if (est > 0) {
      result.estimatedWords = est;
      result.estimatedWordsSource = 'xml';
    }
  }
  if (!result.text) {
    result.textLayer = 'missing';
    result.warnings.push(hasMedia ? 'The document has pictures but no text' : 'The document has no text');
  }
  return result;
}
