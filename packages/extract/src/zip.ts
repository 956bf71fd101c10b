import { Inflate } from 'fflate';
import { ExtractError } from './types.ts';

/** Limits of docs/decisions/204. Uploads are capped at 15 MB (LIMITS.maxUploadBytes). */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 200 * 1024 * 1024,
  maxEntryUncompressedBytes: 100 * 1024 * 1024,
  /** Per-entry uncompressed/compressed ratio, checked for entries of at least ratioMinBytes. */
  maxEntryRatio: 200,
  /** Whole-archive uncompressed/archive-size ratio, checked when the total is at least ratioMinBytes. */
  maxTotalRatio: 100,
  ratioMinBytes: 1024 * 1024,
  maxNameLength: 1024,
} as const;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  encrypted: boolean;
  isDirectory: boolean;
}

export interface ZipInfo {
  entryCount: number;
  totalUncompressedBytes: number;
  totalCompressedBytes: number;
  entries: ZipEntry[];
}

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOC = 0x07064b50;
const SIG_CEN = 0x02014b50;
const SIG_LOC = 0x04034b50;

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}
function u64(b: Uint8Array, o: number): number {
  const v = u32(b, o) + u32(b, o + 4) * 0x1_0000_0000;
  return Number.isSafeInteger(v) ? v : Number.MAX_SAFE_INTEGER;
}

function corrupt(msg: string): ExtractError {
  return new ExtractError('CORRUPT', `Corrupt or truncated archive: ${msg}`);
}

/**
 * The end-of-central-directory record, found the way unzip and Python's zipfile find it: the last
 * signature within the final 64 KiB + 22 bytes whose comment fits in the file. Bytes after the
 * record (a stray byte, padding added by a mail gateway or a download tool) are tolerated; a record
 * whose comment length runs past the end of the file is not. Among several candidates the last one
 * that points at a central directory before it wins (a signature inside a comment is skipped).
 */
function findEocd(b: Uint8Array): number {
  const min = Math.max(0, b.length - 22 - 0xffff - EOCD_TRAILING_SLACK);
  let fallback = -1;
  for (let i = b.length - 22; i >= min; i--) {
    if (b[i] !== 0x50 || b[i + 1] !== 0x4b || u32(b, i) !== SIG_EOCD) continue;
    if (i + 22 + u16(b, i + 20) > b.length) continue;
    const cdSize = u32(b, i + 12);
    const cdOffset = u32(b, i + 16);
    // zip64 values (0xffffffff) are checked by the caller; a plain record must point before itself
    if (cdOffset === 0xffffffff || cdSize === 0xffffffff || cdOffset + cdSize <= i) return i;
    if (fallback < 0) fallback = i;
  }
  return fallback;
}

/** Bytes tolerated after a maximal (64 KiB) comment: the search window beyond the format's own. */
const EOCD_TRAILING_SLACK = 1024;

/** Names that could escape a directory if anyone ever used them as paths. */
export function isUnsafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return true;
  const n = name.replace(/\\/g, '/');
  if (n.startsWith('/') || /^[a-zA-Z]:/.test(n)) return true;
  return n.split('/').some((seg) => seg === '..');
}

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/**
 * Read only the central directory of a zip archive (nothing is inflated) and enforce ZIP_LIMITS.
 * Throws ExtractError: CORRUPT (no/truncated directory, bad headers, unsafe or duplicate names),
 * ENCRYPTED (any encrypted entry), TOO_LARGE (too many entries), ZIP_BOMB (sizes or ratios over
 * the limits), UNSUPPORTED (multi-disk archives).
 */
export function inspectZip(bytes: Uint8Array): ZipInfo {
  if (bytes.length < 22) throw corrupt('file too small');
  const eocd = findEocd(bytes);
  if (eocd < 0) throw corrupt('end of central directory not found');
  if (u16(bytes, eocd + 4) !== 0 || u16(bytes, eocd + 6) !== 0) {
    throw new ExtractError('UNSUPPORTED', 'Multi-disk zip archives are not supported');
  }
  let count = u16(bytes, eocd + 10);
  let cdSize = u32(bytes, eocd + 12);
  let cdOffset = u32(bytes, eocd + 16);
  let cdEnd = eocd;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || u32(bytes, loc) !== SIG_EOCD64_LOC) throw corrupt('zip64 locator missing');
    const e64 = u64(bytes, loc + 8);
    if (e64 + 56 > loc || u32(bytes, e64) !== SIG_EOCD64) throw corrupt('zip64 end record missing');
    count = u64(bytes, e64 + 32);
    cdSize = u64(bytes, e64 + 40);
    cdOffset = u64(bytes, e64 + 48);
    cdEnd = e64;
  }
  if (count > ZIP_LIMITS.maxEntries) {
    throw new ExtractError('TOO_LARGE', `Archive has ${count} entries (limit ${ZIP_LIMITS.maxEntries})`);
  }
  if (cdOffset + cdSize > cdEnd)
    throw corrupt('central directory runs past its end record (truncated file?)');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let totalCompressed = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cdOffset + cdSize || u32(bytes, p) !== SIG_CEN)
      throw corrupt(`bad central directory entry #${i + 1}`);
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const crc32 = u32(bytes, p + 16);
    let compressedSize = u32(bytes, p + 20);
    let uncompressedSize = u32(bytes, p + 24);
    const nameLen = u16(bytes, p + 28);
    const extraLen = u16(bytes, p + 30);
    const commentLen = u16(bytes, p + 32);
    let localHeaderOffset = u32(bytes, p + 42);
    const next = p + 46 + nameLen + extraLen + commentLen;
    if (next > cdOffset + cdSize) throw corrupt(`central directory entry #${i + 1} is cut off`);
    if (nameLen > ZIP_LIMITS.maxNameLength) throw corrupt(`entry #${i + 1} has an overlong name`);
    const rawName = bytes.subarray(p + 46, p + 46 + nameLen);
    const name = (flags & 0x800 ? utf8 : latin1).decode(rawName);
    // zip64 extended information extra field
    if (
      uncompressedSize === 0xffffffff ||
      compressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      let e = p + 46 + nameLen;
      const eEnd = e + extraLen;
      while (e + 4 <= eEnd) {
        const id = u16(bytes, e);
        const len = u16(bytes, e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = u64(bytes, q);
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = u64(bytes, q);
            q += 8;
          }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(bytes, q);
          break;
        }
        e += 4 + len;
      }
    }
    if (isUnsafeEntryName(name)) throw corrupt(`unsafe entry name ${JSON.stringify(name.slice(0, 200))}`);
    if (names.has(name)) throw corrupt(`duplicate entry name ${JSON.stringify(name.slice(0, 200))}`);
    names.add(name);
    const encrypted = (flags & 0x1) !== 0 || (flags & 0x40) !== 0 || method === 99;
    if (encrypted) throw new ExtractError('ENCRYPTED', 'The archive contains encrypted entries');
    if (method === 0 && compressedSize !== uncompressedSize)
      throw corrupt(`stored entry ${name} has inconsistent sizes`);
    if (uncompressedSize > ZIP_LIMITS.maxEntryUncompressedBytes) {
      throw new ExtractError('ZIP_BOMB', `Entry ${name} would expand to ${uncompressedSize} bytes`);
    }
    if (
      uncompressedSize >= ZIP_LIMITS.ratioMinBytes &&
      uncompressedSize > ZIP_LIMITS.maxEntryRatio * Math.max(1, compressedSize)
    ) {
      throw new ExtractError(
        'ZIP_BOMB',
        `Entry ${name} has a compression ratio over ${ZIP_LIMITS.maxEntryRatio}:1`,
      );
    }
    total += uncompressedSize;
    totalCompressed += compressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressedBytes) {
      throw new ExtractError(
        'ZIP_BOMB',
        `Archive would expand to more than ${ZIP_LIMITS.maxTotalUncompressedBytes / 1024 / 1024} MB`,
      );
    }
    entries.push({
      name,
      method,
      flags,
      crc32,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      encrypted,
      isDirectory: name.endsWith('/'),
    });
    p = next;
  }
  if (total >= ZIP_LIMITS.ratioMinBytes && total > ZIP_LIMITS.maxTotalRatio * bytes.length) {
    throw new ExtractError('ZIP_BOMB', `Archive compression ratio is over ${ZIP_LIMITS.maxTotalRatio}:1`);
  }
  // sizes first (a bomb is reported as a bomb), then where the data lies
  for (const e of entries) {
    if (e.localHeaderOffset + 30 + e.compressedSize > cdOffset) {
      throw corrupt(`entry ${JSON.stringify(e.name)} lies outside the archive data`);
    }
  }
  return {
    entryCount: entries.length,
    totalUncompressedBytes: total,
    totalCompressedBytes: totalCompressed,
    entries,
  };
}

let crcTable: Uint32Array | undefined;
function crc32Update(crc: number, data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = crc;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return c >>> 0;
}

/** Compressed bytes handed to the inflater at a time: at most about 16.5 MB can come out of each. */
const INFLATE_CHUNK = 16 * 1024;

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const o = entry.localHeaderOffset;
  if (o + 30 > bytes.length || u32(bytes, o) !== SIG_LOC) throw corrupt(`bad local header for ${entry.name}`);
  // The local header's own name and extra lengths (they may differ from the central directory's);
  // its sizes and CRC are ignored: with a data descriptor (flag bit 3) they are zero.
  const start = o + 30 + u16(bytes, o + 26) + u16(bytes, o + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`data of ${entry.name} is cut off`);
  return bytes.subarray(start, end);
}

function tooBig(entry: ZipEntry): ExtractError {
  return new ExtractError(
    'ZIP_BOMB',
    `Entry ${entry.name} expands to more than the ${entry.uncompressedSize} bytes its header declares`,
  );
}

/**
 * Inflate one entry as a stream: compressed data goes in INFLATE_CHUNK slices and every slice's
 * output is counted as it comes out, so inflation stops as soon as the entry passes the size its
 * header declares (which inspectZip has already held to ZIP_LIMITS), whatever the real data would
 * expand to. Each output chunk goes to `onChunk` (copy it: the inflater reuses its memory). The
 * CRC-32 and the exact size are checked at the end.
 */
export function inflateZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  onChunk: (chunk: Uint8Array) => void,
): void {
  const raw = entryData(bytes, entry);
  const limit = entry.uncompressedSize;
  let n = 0;
  let crc = 0xffffffff;
  const take = (chunk: Uint8Array) => {
    if (chunk.length === 0) return;
    if (n + chunk.length > limit) throw tooBig(entry);
    n += chunk.length;
    crc = crc32Update(crc, chunk);
    onChunk(chunk);
  };
  if (entry.method === 0) take(raw);
  else if (entry.method === 8) {
    let over: ExtractError | undefined;
    const inflater = new Inflate((chunk) => {
      if (over) return;
      try {
        take(chunk);
      } catch (e) {
        over = e as ExtractError;
      }
    });
    for (let i = 0; i < raw.length || i === 0; i += INFLATE_CHUNK) {
      const end = Math.min(raw.length, i + INFLATE_CHUNK);
      try {
        inflater.push(raw.subarray(i, end), end === raw.length);
      } catch (e) {
        if (over) break;
        throw new ExtractError('CORRUPT', `Corrupt archive: cannot inflate ${entry.name}`, { cause: e });
      }
      if (over) break;
    }
    if (over) throw over;
  } else
    throw new ExtractError(
      'UNSUPPORTED',
      `Entry ${entry.name} uses unsupported compression method ${entry.method}`,
    );
  if (n !== limit || (crc ^ 0xffffffff) >>> 0 !== entry.crc32) {
    throw corrupt(`entry ${entry.name} does not match its size or checksum`);
  }
}

/**
 * Inflate one entry found by inspectZip into a buffer of its declared size (see inflateZipEntry:
 * an entry that expands further is refused with ZIP_BOMB as soon as it passes that size).
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.method === 0) {
    const raw = entryData(bytes, entry);
    inflateZipEntry(bytes, entry, () => {});
    return raw;
  }
  const out = new Uint8Array(entry.uncompressedSize);
  let n = 0;
  inflateZipEntry(bytes, entry, (chunk) => {
    out.set(chunk, n);
    n += chunk.length;
  });
  return out;
}

/**
 * inspectZip, then inflate every entry as a stream (nothing is kept) to prove that each one
 * expands to exactly its declared size and checksum: the sizes the limits were checked against are
 * the real ones. Throws ExtractError as inspectZip and inflateZipEntry do.
 */
export function verifyZip(bytes: Uint8Array): ZipInfo {
  const info = inspectZip(bytes);
  for (const e of info.entries) inflateZipEntry(bytes, e, () => {});
  return info;
}

/** Convenience: map of entry name to entry. */
export function entryMap(info: ZipInfo): Map<string, ZipEntry> {
  return new Map(info.entries.map((e) => [e.name, e]));
}
