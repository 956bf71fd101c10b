import { ExtractError, type ExtractErrorCode } from './types.ts';
import { inspectZip } from './zip.ts';

export type DetectedType =
  'pdf' | 'docx' | 'pptx' | 'xlsx' | 'zip' | 'doc' | 'ppt' | 'xls' | 'ole' | 'txt' | 'empty' | 'unknown';

export interface SniffResult {
  /** Lower-case extension of the file name without the dot ('' when none). */
  ext: string;
  /** What the bytes are. */
  detected: DetectedType;
  /** true when the extension is an accepted type and the content matches it. */
  ok: boolean;
  /** Why ok is false (or a note when ok). */
  reason?: string;
  /** ExtractError code when the content itself is unacceptable (zip bomb, corrupt, encrypted...). */
  code?: ExtractErrorCode;
  /** For text: the encoding that decoded it. */
  encoding?: TextEncodingName;
}

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be';

/** Extensions accepted at upload and the content each must have. md is accepted as plain text. */
export const ACCEPTED_EXTENSIONS: Record<string, DetectedType> = {
  pdf: 'pdf',
  docx: 'docx',
  pptx: 'pptx',
  doc: 'doc',
  ppt: 'ppt',
  txt: 'txt',
  md: 'txt',
};

export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i + 1).toLowerCase();
}

function startsWith(b: Uint8Array, sig: number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  return sig.every((v, i) => b[at + i] === v);
}

/** '%PDF-' within the first 1024 bytes (readers tolerate leading junk there). */
export function isPdfBytes(b: Uint8Array): boolean {
  const n = Math.min(b.length - 5, 1024);
  for (let i = 0; i <= n; i++) {
    if (b[i] === 0x25 && b[i + 1] === 0x50 && b[i + 2] === 0x44 && b[i + 3] === 0x46 && b[i + 4] === 0x2d)
      return true;
  }
  return false;
}

const OLE_SIG = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function hasUtf16Name(b: Uint8Array, name: string): boolean {
  const pat = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) pat[i * 2] = name.charCodeAt(i);
  outer: for (let i = 0; i + pat.length <= b.length; i++) {
    if (b[i] !== pat[0]) continue;
    for (let j = 1; j < pat.length; j++) if (b[i + j] !== pat[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Decide whether bytes are text: a UTF-8/UTF-16 BOM, or UTF-16 by the NUL-byte pattern, or valid
 * UTF-8; the decoded text must have no NUL characters and (almost) no other control characters.
 */
export function detectTextEncoding(b: Uint8Array): TextEncodingName | null {
  let enc: TextEncodingName | null = null;
  if (startsWith(b, [0xef, 0xbb, 0xbf])) enc = 'utf-8';
  else if (startsWith(b, [0xff, 0xfe])) enc = 'utf-16le';
  else if (startsWith(b, [0xfe, 0xff])) enc = 'utf-16be';
  else {
    const n = Math.min(b.length, 4096) & ~1;
    let evenNul = 0;
    let oddNul = 0;
    for (let i = 0; i < n; i += 2) {
      if (b[i] === 0) evenNul++;
      if (b[i + 1] === 0) oddNul++;
    }
    const pairs = n / 2;
    if (pairs >= 2 && oddNul / pairs > 0.3 && evenNul / pairs < 0.05) enc = 'utf-16le';
    else if (pairs >= 2 && evenNul / pairs > 0.3 && oddNul / pairs < 0.05) enc = 'utf-16be';
    else enc = 'utf-8';
  }
  let text: string;
  try {
    text = new TextDecoder(enc, { fatal: true }).decode(b);
  } catch {
    return null;
  }
  if (text.includes('\0')) return null;

  const controls = text.match(/[\u0001-\u0008\u000E-\u001A\u001C-\u001F]/g)?.length ?? 0;
  if (controls > Math.max(2, text.length * 0.001)) return null;
  return enc;
}

function detect(bytes: Uint8Array): Omit<SniffResult, 'ext' | 'ok'> {
  if (bytes.length === 0) return { detected: 'empty', reason: 'File is empty', code: 'EMPTY' };
  if (isPdfBytes(bytes)) return { detected: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    let names: string[];
    try {
      names = inspectZip(bytes).entries.map((e) => e.name);
    } catch (e) {
      const err = e instanceof ExtractError ? e : new ExtractError('CORRUPT', String(e));
      return { detected: 'zip', reason: err.message, code: err.code };
    }
    const set = new Set(names);
    if (set.has('[Content_Types].xml')) {
      if (set.has('word/document.xml') || names.some((n) => n.startsWith('word/')))
        return { detected: 'docx' };
      if (set.has('ppt/presentation.xml') || names.some((n) => n.startsWith('ppt/')))
        return { detected: 'pptx' };
      if (names.some((n) => n.startsWith('xl/'))) return { detected: 'xlsx' };
    }
    return { detected: 'zip' };
  }
  if (startsWith(bytes, OLE_SIG)) {
    const head = bytes.subarray(0, Math.min(bytes.length, 2 * 1024 * 1024));
    if (hasUtf16Name(head, 'WordDocument')) return { detected: 'doc' };
    if (hasUtf16Name(head, 'PowerPoint Document')) return { detected: 'ppt' };
    if (hasUtf16Name(head, 'EncryptedPackage')) {
      return { detected: 'ole', reason: 'Password-protected Office document', code: 'ENCRYPTED' };
    }
    if (hasUtf16Name(head, 'Workbook') || hasUtf16Name(head, 'Book')) return { detected: 'xls' };
    return { detected: 'ole' };
  }
  const encoding = detectTextEncoding(bytes);
  if (encoding) return { detected: 'txt', encoding };
  return { detected: 'unknown', reason: 'Unrecognised binary content' };
}

/**
 * File type by extension AND content. ok only when the extension is accepted
 * (ACCEPTED_EXTENSIONS) and the content is what the extension says, so a .pdf that is not a PDF or
 * a .docx that is really a PDF is rejected. Only the zip central directory is read, never inflated.
 */
export function sniffFileType(bytes: Uint8Array, fileName: string): SniffResult {
  const ext = extensionOf(fileName);
  const d = detect(bytes);
  const expected = ACCEPTED_EXTENSIONS[ext];
  if (d.code) return { ext, ...d, ok: false };
  if (!expected) {
    return {
      ext,
      ...d,
      ok: false,
      reason: `File type .${ext || '(none)'} is not accepted`,
      code: 'UNSUPPORTED',
    };
  }
  if (d.detected !== expected) {
    return {
      ext,
      ...d,
      ok: false,
      reason: `File named .${ext} but its content is ${d.detected === 'unknown' ? 'not recognised' : d.detected}`,
      code: 'UNSUPPORTED',
    };
  }
  return { ext, ...d, ok: true };
}
