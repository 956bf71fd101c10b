import { readZipEntry, type ZipEntry } from './zip.ts';
import { ExtractError } from './types.ts';

const utf8 = new TextDecoder('utf-8');

export function readText(
  bytes: Uint8Array,
  entries: Map<string, ZipEntry>,
  name: string,
): string | undefined {
  const e = entries.get(name);
  if (!e) return undefined;
  return utf8.decode(readZipEntry(bytes, e));
}

export function requireText(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): string {
  const t = readText(bytes, entries, name);
  if (t === undefined) throw new ExtractError('CORRUPT', `The document is missing ${name}`);
  return t;
}

const ENTITY_RE = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
export function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY_RE, (m, e: string) => {
    switch (e) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'amp':
        return '&';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
    }
    const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });
}

export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? decodeXml(m[2] ?? m[3] ?? '') : undefined;
}

export interface Rel {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** Parse a .rels part; targets are resolved against the directory of `sourcePart`. */
export function parseRels(xml: string | undefined, sourcePart: string): Map<string, Rel> {
  const out = new Map<string, Rel>();
  if (!xml) return out;
  const dir = sourcePart.includes('/') ? sourcePart.slice(0, sourcePart.lastIndexOf('/') + 1) : '';
  for (const m of xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*?)\/?>/g)) {
    const a = m[1]!;
    const id = attr(a, 'Id');
    const type = attr(a, 'Type') ?? '';
    const target = attr(a, 'Target');
    if (!id || target === undefined) continue;
    const external = attr(a, 'TargetMode') === 'External';
    out.set(id, { id, type, target: external ? target : resolvePart(dir, target), external });
  }
  return out;
}

export function resolvePart(dir: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : dir + target;
  const segs: string[] = [];
  for (const s of path.split('/')) {
    if (s === '..') segs.pop();
    else if (s !== '.' && s !== '') segs.push(s);
  }
  return segs.join('/');
}

export function relsPathOf(part: string): string {
  const i = part.lastIndexOf('/');
  return `${part.slice(0, i + 1)}_rels/${part.slice(i + 1)}.rels`;
}

/** docProps/app.xml <Words>, when present and positive. */
export function metadataWords(appXml: string | undefined): number | undefined {
  if (!appXml) return undefined;
  const m = /<(?:\w+:)?Words>\s*(\d+)\s*</.exec(appXml);
  const n = m ? parseInt(m[1]!, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

const TAG_RE = /<(\/?)(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)([^>]*?)(\/?)>|([^<]+)/g;

export interface DrawingTextOptions {
  /** Placeholder types whose shapes are skipped (e.g. sldNum, dt). */
  skipPlaceholders?: ReadonlySet<string>;
}

/**
 * Text of DrawingML (slides, notes, SmartArt data): every a:t in document order, a:p and a:br as
 * line breaks; in tables, cells separated by a tab and rows by a line break.
 */
export function drawingText(xml: string, opts: DrawingTextOptions = {}): string {
  let out = '';
  let inT = false;
  let tableDepth = 0;
  const shapes: { start: number; skip: boolean }[] = [];
  TAG_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TAG_RE.exec(xml))) {
    if (m[6] !== undefined) {
      if (inT) out += decodeXml(m[6]);
      continue;
    }
    const close = m[1] === '/';
    const selfClose = m[5] === '/';
    const local = m[3]!;
    const ns = m[2];
    if (ns === 'a' || ns === undefined) {
      if (local === 't') inT = !close && !selfClose;
      else if (local === 'br' && !close) out += '\n';
      else if (local === 'p' && close) out += tableDepth > 0 ? ' ' : '\n';
      else if (local === 'tbl') tableDepth += close ? -1 : selfClose ? 0 : 1;
      else if (local === 'tc' && close) out += '\t';
      else if (local === 'tr' && close) out += '\n';
    } else if (ns === 'p' && local === 'sp') {
      if (!close && !selfClose) shapes.push({ start: out.length, skip: false });
      else if (close) {
        const s = shapes.pop();
        if (s?.skip) out = out.slice(0, s.start);
        else out += '\n';
      }
    } else if (ns === 'p' && local === 'ph' && !close && opts.skipPlaceholders && shapes.length) {
      const type = attr(m[4]!, 'type');
      if (type && opts.skipPlaceholders.has(type)) shapes[shapes.length - 1]!.skip = true;
    }
  }
  return out;
}
