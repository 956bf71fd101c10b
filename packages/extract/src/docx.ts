import { buildResult, type RawUnit } from './result.ts';
import { attr, decodeXml, metadataWords, readText, requireText } from './ooxml.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';
import { entryMap, inspectZip, readZipEntry } from './zip.ts';
import { countWords } from '@studypilot/core';
import { buildSections, type SectionBlock } from './sections.ts';

const HTML_ENTITY_RE = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos|nbsp);/g;
function decodeHtml(s: string): string {
  return s.replace(HTML_ENTITY_RE, (m, e: string) => {
    if (e === 'nbsp') return '\u00a0';
    return decodeXml(m);
  });
}

/**
 * mammoth's HTML to blocks: h1-h6 are headings; every paragraph is a block; the items of a list
 * and the rows of a table are lines of one block (cells separated by a tab, the paragraphs inside
 * a cell by a space). Sections are made from the blocks by buildSections (docs/decisions/207).
 */
export function htmlToBlocks(html: string): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  let cur = '';
  let cell = 0;
  /** Depth of lists and tables: their items and rows are lines of one block. */
  let group = 0;
  let heading = 0;
  /** Bold text inside the current paragraph vs all of its text (letters and digits). */
  let strong = 0;
  let boldChars = 0;
  let allChars = 0;
  const flush = () => {
    if (cur.trim()) {
      if (heading) blocks.push({ kind: 'heading', level: heading, text: cur.replace(/\s+/g, ' ').trim() });
      else if (!group && allChars > 0 && boldChars === allChars)
        blocks.push({ kind: 'para', text: cur, emphasis: true });
      else blocks.push({ kind: 'para', text: cur });
    }
    cur = '';
    boldChars = 0;
    allChars = 0;
  };
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*?(\/?)>|([^<]+)/g)) {
    if (m[4] !== undefined) {
      const t = decodeHtml(m[4]);
      cur += t;
      const n = t.replace(/[^\p{L}\p{N}]/gu, '').length;
      allChars += n;
      if (strong) boldChars += n;
      continue;
    }
    const close = m[1] === '/';
    const tag = m[2]!;
    if (tag === 'strong' || tag === 'b') {
      strong = Math.max(0, strong + (close ? -1 : 1));
      continue;
    }
    const level = /^h([1-6])$/.exec(tag);
    if (level && !cell && !group) {
      flush();
      heading = close ? 0 : Number(level[1]);
      if (close) cur = '';
      continue;
    }
    if (tag === 'td' || tag === 'th') {
      if (close) {
        cell = Math.max(0, cell - 1);
        cur += '\t';
      } else if (!m[3]) cell++;
    } else if (tag === 'ul' || tag === 'ol' || tag === 'table') {
      if (!close && !m[3]) {
        if (!group) flush();
        group++;
      } else if (close) {
        group = Math.max(0, group - 1);
        if (!group) flush();
        else cur += '\n';
      }
    } else if (tag === 'br') cur += cell ? ' ' : '\n';
    else if (close && tag === 'tr') cur += '\n';
    else if (close && /^(p|h[1-6]|li|blockquote|pre)$/.test(tag)) {
      if (cell) cur += ' ';
      else if (group) cur += '\n';
      else flush();
    }
  }
  flush();
  return blocks;
}

/**
 * A document without heading styles: short single-line paragraphs that are all bold or ALL CAPS
 * (at most 12 words, no sentence punctuation at the end) are its headings (docs/decisions/207).
 */
export function inferHeadings(blocks: SectionBlock[]): SectionBlock[] {
  if (blocks.some((b) => b.kind === 'heading')) return blocks;
  return blocks.map((b) => {
    if (b.kind !== 'para') return b;
    const t = b.text.replace(/\s+/g, ' ').trim();
    if (t.includes('\n') || /\n/.test(b.text.trim())) return b;
    if (t.length > 100 || t.split(' ').length > 12 || /[.,;:!?]$/.test(t)) return b;
    // a title is words: not a formula or a result line ('Chi-square= 1.52')
    if (!/\p{L}{2}/u.test(t) || /[=<>+]/.test(t)) return b;
    const caps = !/\p{Ll}/u.test(t) && (t.match(/\p{Lu}/gu) ?? []).length >= 3;
    return b.emphasis || caps ? { kind: 'heading', level: 1, text: t } : b;
  });
}

/** Words of all w:t runs of word/document.xml: the fallback estimate when app.xml has no <Words>. */
export function xmlWordEstimate(documentXml: string): number {
  let text = '';
  for (const m of documentXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:tab\/>|<w:br\/>/g)) {
    text += m[1] !== undefined ? decodeXml(m[1]) : ' ';
  }
  return countWords(text);
}

/** Paragraph styles that Word shows in the outline at a level (w:outlineLvl 0-5, also inherited through
 * w:basedOn), mapped to h1-h6 for mammoth; the Title style is a top heading. mammoth's own map already
 * covers the built-in 'Heading 1'..'Heading 6'. */
export function headingStyleMap(stylesXml: string | undefined): string[] {
  const map = ["p[style-name='Title'] => h1:fresh", 'p.Title => h1:fresh'];
  if (!stylesXml) return map;
  const styles = new Map<string, { name?: string; basedOn?: string; level?: number }>();
  for (const m of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    if (attr(m[1]!, 'w:type') !== 'paragraph') continue;
    const id = attr(m[1]!, 'w:styleId');
    if (!id) continue;
    const body = m[2]!;
    const name = /<w:name\b([^>]*)\/?>/.exec(body);
    const based = /<w:basedOn\b([^>]*)\/?>/.exec(body);
    const lvl = /<w:outlineLvl\b([^>]*)\/?>/.exec(body);
    const level = lvl ? Number(attr(lvl[1]!, 'w:val')) : undefined;
    styles.set(id, {
      name: name ? attr(name[1]!, 'w:val') : undefined,
      basedOn: based ? attr(based[1]!, 'w:val') : undefined,
      level: level !== undefined && Number.isInteger(level) ? level : undefined,
    });
  }
  for (const [id, s] of styles) {
    let level = s.level;
    let cur = s;
    for (let hops = 0; level === undefined && cur.basedOn && hops < 10; hops++) {
      const next = styles.get(cur.basedOn);
      if (!next) break;
      level = next.level;
      cur = next;
    }
    // 9 is Word's "body text"; 0-5 are outline levels 1-6
    if (level === undefined || level < 0 || level > 5) continue;
    if (/^[\w-]+$/.test(id)) map.push(`p.${id} => h${level + 1}:fresh`);
    if (s.name && !/['\\]/.test(s.name)) map.push(`p[style-name='${s.name}'] => h${level + 1}:fresh`);
  }
  return map;
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
      styleMap: headingStyleMap(readText(data, entries, 'word/styles.xml')),
    });
    html = r.value;
    messages = r.messages;
  } catch (e) {
    throw new ExtractError('CORRUPT', `Could not read the Word document: ${(e as Error)?.message ?? e}`, {
      cause: e,
    });
  }
  throwIfAborted(opts.signal);
  const raw: RawUnit[] = buildSections(inferHeadings(htmlToBlocks(html)));
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
