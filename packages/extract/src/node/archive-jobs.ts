/**
 * What the archive worker thread runs (see ../node-archive.ts): checking an uploaded file's type
 * (and inflating every entry of an archive) and reading DOCX, PPTX and TXT happen here, off the
 * server's event loop, with the file read from disk by this thread: a hostile archive can only use
 * up this thread, which the pool terminates at its time limit or when it runs out of its memory
 * limit, and the server's own thread never holds the whole file.
 */
import { readFile } from 'node:fs/promises';
import { extractDocx } from '../docx.ts';
import { extractPptx } from '../pptx.ts';
import { extractTxt } from '../txt.ts';
import { detectTextEncoding, sniffFileType } from '../sniff.ts';
import { ExtractError, type ExtractResult } from '../types.ts';
import { verifyZip } from '../zip.ts';

export type ArchiveJob =
  | { type: 'verify'; data?: Uint8Array; path?: string; fileName: string }
  | {
      type: 'extract';
      kind: 'docx' | 'pptx' | 'txt';
      data?: Uint8Array;
      path?: string;
      maxChars?: number;
      markdown?: boolean;
    };

export interface VerifyAnswer {
  /** What sniffFileType says the (verified) archive is. */
  detected: string;
  ok: boolean;
  reason?: string;
  code?: string;
  encoding?: string;
  /** Entries of a zip archive (0 for other files). */
  entryCount: number;
  totalUncompressedBytes: number;
}

export type ArchiveAnswer =
  { ok: true; verify?: VerifyAnswer; result?: ExtractResult } | { ok: false; code: string; message: string };

async function bytesOf(job: { data?: Uint8Array; path?: string }): Promise<Uint8Array> {
  if (job.data) return job.data;
  if (!job.path) throw new Error('archive job without data');
  const b = await readFile(job.path);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** Characters decoded beyond maxChars: cleanup (whitespace, controls) may shrink the text a little. */
const PREFIX_MARGIN = 1.25;

/**
 * The UTF-8 bytes of the first ~maxChars x 1.25 characters of a text file (UTF-8 or UTF-16 by
 * detectTextEncoding, else the whole file: legacy 8-bit decoding needs it all to choose a code page).
 */
export function textPrefix(data: Uint8Array, maxChars: number): { bytes: Uint8Array; cut: boolean } {
  const want = Math.ceil(maxChars * PREFIX_MARGIN);
  if (data.length <= want) return { bytes: data, cut: false };
  let n = Math.min(data.length, 4096);
  // a head cut inside a UTF-8 sequence would not decode: end it before that sequence
  while (n > 0 && (data[n - 1]! & 0xc0) === 0x80) n--;
  if (n > 0 && data[n - 1]! >= 0xc0) n--;
  const head = data.subarray(0, n);
  const bom16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  const encoding = bom16 ? (head[0] === 0xff ? 'utf-16le' : 'utf-16be') : detectTextEncoding(head);
  if (!encoding) return { bytes: data, cut: false };
  const decoder = new TextDecoder(encoding);
  let text = '';
  const step = 1 << 20;
  for (let i = 0; i < data.length && text.length < want; i += step) {
    text += decoder.decode(data.subarray(i, i + step), { stream: i + step < data.length });
  }
  if (text.length <= want) return { bytes: data, cut: false };
  // do not split a surrogate pair
  let end = want;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return { bytes: new TextEncoder().encode(text.slice(0, end)), cut: true };
}

export async function runArchiveJob(job: ArchiveJob): Promise<ArchiveAnswer> {
  try {
    const data = await bytesOf(job);
    if (job.type === 'verify') {
      // an archive: every entry is inflated as a stream and must end at its declared size and checksum
      const isZip =
        data.length >= 4 &&
        data[0] === 0x50 &&
        data[1] === 0x4b &&
        ((data[2] === 3 && data[3] === 4) || (data[2] === 5 && data[3] === 6));
      const info = isZip ? verifyZip(data) : { entryCount: 0, totalUncompressedBytes: 0 };
      const s = sniffFileType(data, job.fileName);
      return {
        ok: true,
        verify: {
          detected: s.detected,
          ok: s.ok,
          ...(s.reason ? { reason: s.reason } : {}),
          ...(s.code ? { code: s.code } : {}),
          ...(s.encoding ? { encoding: s.encoding } : {}),
          entryCount: info.entryCount,
          totalUncompressedBytes: info.totalUncompressedBytes,
        },
      };
    }
    const opts = job.maxChars ? { maxChars: job.maxChars } : {};
    if (job.kind === 'txt' && job.maxChars) {
      // only the start of a long text is kept: decode just enough of it (a 14 MB text would cost
      // this thread several times its size as strings), then extract from that
      const { bytes, cut } = textPrefix(data, job.maxChars);
      const result = await extractTxt(bytes, { ...opts, markdown: !!job.markdown });
      if (cut) result.truncated = true;
      return { ok: true, result };
    }
    const result =
      job.kind === 'docx'
        ? await extractDocx(data, opts)
        : job.kind === 'pptx'
          ? await extractPptx(data, opts)
          : await extractTxt(data, { ...opts, markdown: !!job.markdown });
    return { ok: true, result };
  } catch (e) {
    if (e instanceof ExtractError) return { ok: false, code: e.code, message: e.message };
    if (e instanceof RangeError) {
      return { ok: false, code: 'TOO_LARGE', message: 'The document is too large to read' };
    }
    return {
      ok: false,
      code: 'CORRUPT',
      message: `Could not read the archive: ${(e as Error)?.message ?? e}`,
    };
  }
}
