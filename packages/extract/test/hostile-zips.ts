/**
 * Zip archives written by hand for tests and bench/api/archive-bomb.ts: headers that lie about
 * sizes (zip bombs whose central directory claims a small entry), and the quirks real tools accept
 * (bytes after the end record, a comment, data descriptors with zeroed local headers).
 */
import { constants, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  /** The bytes stored in the archive (already deflated when method is 8). */
  raw: Uint8Array;
  method: 0 | 8;
  crc: number;
  uncompressedSize: number;
}

export interface WriteOptions {
  /** Bytes appended after the end-of-central-directory record. */
  trailing?: Uint8Array;
  comment?: string;
  /** Write sizes and CRC in a data descriptor after each entry's data (flag bit 3), zeros in the local header. */
  dataDescriptor?: 'signed' | 'unsigned';
  /** Give local headers an extra field the central directory does not have. */
  localExtra?: boolean;
}

let table: Uint32Array | undefined;
export function crc32(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An honest deflated entry. */
export function deflated(name: string, content: string | Uint8Array): RawEntry {
  const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, raw: deflateRawSync(data), method: 8, crc: crc32(data), uncompressedSize: data.length };
}

/**
 * A raw deflate stream that really inflates to `mib` MiB of zeros (about 1 KB per MiB), built in
 * an instant: one fully flushed 1 MiB block repeated, then an empty final block. With `noiseKib`,
 * that many KiB of incompressible bytes come first (stored blocks), to keep ratios plausible.
 */
export function zeroBombStream(mib: number, noiseKib = 0): Uint8Array {
  const chunk = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const noise = noiseKib
    ? deflateRawSync(noiseBytes(noiseKib * 1024), { level: 0, finishFlush: constants.Z_FULL_FLUSH })
    : new Uint8Array(0);
  const out = new Uint8Array(noise.length + chunk.length * mib + 5);
  out.set(noise, 0);
  for (let i = 0; i < mib; i++) out.set(chunk, noise.length + i * chunk.length);
  out.set([1, 0, 0, 0xff, 0xff], noise.length + chunk.length * mib);
  return out;
}

/** Deterministic bytes that do not compress. */
export function noiseBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export function writeZip(entries: RawEntry[], opts: WriteOptions = {}): Uint8Array {
  const enc = new TextEncoder();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc.encode(e.name);
    const dd = opts.dataDescriptor;
    const flags = 0x800 | (dd ? 0x8 : 0);
    const extra = opts.localExtra ? Buffer.from([0xfe, 0xca, 4, 0, 1, 2, 3, 4]) : Buffer.alloc(0);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(flags, 6);
    lh.writeUInt16LE(e.method, 8);
    lh.writeUInt32LE(dd ? 0 : e.crc, 14);
    lh.writeUInt32LE(dd ? 0 : e.raw.length, 18);
    lh.writeUInt32LE(dd ? 0 : e.uncompressedSize, 22);
    lh.writeUInt16LE(name.length, 26);
    lh.writeUInt16LE(extra.length, 28);
    const parts = [lh, Buffer.from(name), extra, Buffer.from(e.raw)];
    if (dd) {
      const d = Buffer.alloc(dd === 'signed' ? 16 : 12);
      let p = 0;
      if (dd === 'signed') d.writeUInt32LE(0x08074b50, (p += 4) - 4);
      d.writeUInt32LE(e.crc, p);
      d.writeUInt32LE(e.raw.length, p + 4);
      d.writeUInt32LE(e.uncompressedSize, p + 8);
      parts.push(d);
    }
    const local = Buffer.concat(parts);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(flags, 8);
    ch.writeUInt16LE(e.method, 10);
    ch.writeUInt32LE(e.crc, 16);
    ch.writeUInt32LE(e.raw.length, 20);
    ch.writeUInt32LE(e.uncompressedSize, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(Buffer.concat([ch, Buffer.from(name)]));
    offset += local.length;
  }
  const cd = Buffer.concat(centrals);
  const comment = enc.encode(opts.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return new Uint8Array(
    Buffer.concat([...locals, cd, end, Buffer.from(comment), Buffer.from(opts.trailing ?? [])]),
  );
}

const CONTENT_TYPES_DOCX =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const ROOT_RELS_DOCX =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export function documentXml(paragraphs: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('') +
    '</w:body></w:document>'
  );
}

/** A minimal, valid DOCX written with writeZip (so its quirks can be chosen). */
export function docxEntries(paragraphs: string[]): RawEntry[] {
  return [
    deflated('[Content_Types].xml', CONTENT_TYPES_DOCX),
    deflated('_rels/.rels', ROOT_RELS_DOCX),
    deflated('word/document.xml', documentXml(paragraphs)),
  ];
}

/**
 * A DOCX whose word/document.xml really inflates to `realMib` MiB but whose headers claim
 * `claimedBytes` (default 20 KB): the zip bomb of issue 12 item 1.
 */
export function lyingDocxBomb(realMib: number, claimedBytes = 20_000): Uint8Array {
  const [types, rels] = docxEntries([]);
  return writeZip([
    types!,
    rels!,
    {
      name: 'word/document.xml',
      raw: zeroBombStream(realMib),
      method: 8,
      crc: 0x12345678,
      uncompressedSize: claimedBytes,
    },
  ]);
}

const CONTENT_TYPES_PPTX =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>' +
  '<Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/></Types>';

/** A minimal PPTX (one slide per text) as raw entries. */
export function pptxEntries(slides: string[]): RawEntry[] {
  const sld = (t: string) =>
    '<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    `<p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${t}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return [
    deflated('[Content_Types].xml', CONTENT_TYPES_PPTX),
    deflated(
      'ppt/presentation.xml',
      '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ),
    ...slides.map((t, i) => deflated(`ppt/slides/slide${i + 1}.xml`, sld(t))),
  ];
}

/** A PPTX whose first slide really inflates to `realMib` MiB while its headers claim a small part. */
export function lyingPptxBomb(realMib: number, claimedBytes = 20_000): Uint8Array {
  const [types, pres] = pptxEntries([]);
  return writeZip([
    types!,
    pres!,
    {
      name: 'ppt/slides/slide1.xml',
      raw: zeroBombStream(realMib),
      method: 8,
      crc: 0x12345678,
      uncompressedSize: claimedBytes,
    },
  ]);
}
