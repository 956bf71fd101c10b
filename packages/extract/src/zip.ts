import { inflateSync } from 'fflate';
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

function findEocd(b: Uint8Array): number {
  const min = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= min; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && u32(b, i) === SIG_EOCD) {
      // The comment must end exactly at the end of the file.
      if (i + 22 + u16(b, i + 20) === b.length) return i;
    }
  }
  return -1;
}

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
function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Inflate one entry found by inspectZip. Output is written into a buffer of the declared size, so
 * a lying header cannot make it allocate more; the CRC-32 is then checked.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const o = entry.localHeaderOffset;
  if (o + 30 > bytes.length || u32(bytes, o) !== SIG_LOC) throw corrupt(`bad local header for ${entry.name}`);
  const start = o + 30 + u16(bytes, o + 26) + u16(bytes, o + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`data of ${entry.name} is cut off`);
  const raw = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === 0) out = raw;
  else if (entry.method === 8) {
    try {
      out = inflateSync(raw, { out: new Uint8Array(entry.uncompressedSize) });
    } catch (e) {
      throw new ExtractError('CORRUPT', `Corrupt archive: cannot inflate ${entry.name}`, { cause: e });
    }
  } else
    throw new ExtractError(
      'UNSUPPORTED',
      `Entry ${entry.name} uses unsupported compression method ${entry.method}`,
    );
  if (out.length !== entry.uncompressedSize || crc32(out) !== entry.crc32) {
    throw corrupt(`entry ${entry.name} does not match its size or checksum`);
  }
  return out;
}

/** Convenience: map of entry name to entry. */
export function entryMap(info: ZipInfo): Map<string, ZipEntry> {
  return new Map(info.entries.map((e) => [e.name, e]));
}
