/**
 * What the archive worker thread runs (see ../node-archive.ts): reading an uploaded DOCX/PPTX
 * happens here, off the server's event loop, so a hostile archive can only use up this thread,
 * which the pool terminates at its time limit or when it runs out of its memory limit.
 */
import { readFile } from 'node:fs/promises';
import { extractDocx } from '../docx.ts';
import { extractPptx } from '../pptx.ts';
import { sniffFileType } from '../sniff.ts';
import { ExtractError, type ExtractResult } from '../types.ts';
import { verifyZip } from '../zip.ts';

export type ArchiveJob =
  | { type: 'verify'; data?: Uint8Array; path?: string; fileName: string }
  | { type: 'extract'; kind: 'docx' | 'pptx'; data?: Uint8Array; path?: string; maxChars?: number };

export interface VerifyAnswer {
  /** What sniffFileType says the (verified) archive is. */
  detected: string;
  ok: boolean;
  reason?: string;
  code?: string;
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

export async function runArchiveJob(job: ArchiveJob): Promise<ArchiveAnswer> {
  try {
    const data = await bytesOf(job);
    if (job.type === 'verify') {
      // every entry is inflated as a stream and must end at its declared size and checksum
      const info = verifyZip(data);
      const s = sniffFileType(data, job.fileName);
      return {
        ok: true,
        verify: {
          detected: s.detected,
          ok: s.ok,
          ...(s.reason ? { reason: s.reason } : {}),
          ...(s.code ? { code: s.code } : {}),
          entryCount: info.entryCount,
          totalUncompressedBytes: info.totalUncompressedBytes,
        },
      };
    }
    const opts = job.maxChars ? { maxChars: job.maxChars } : {};
    const result = job.kind === 'docx' ? await extractDocx(data, opts) : await extractPptx(data, opts);
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
