import { describe, expect, it, vi } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import {
  ExtractError,
  extractDocument,
  inspectZip,
  inflateZipEntry,
  readZipEntry,
  sniffFileType,
  verifyZip,
  ZIP_LIMITS,
} from '../src/index.ts';
import { deflated, docxEntries, lyingDocxBomb, pptxEntries, writeZip } from './hostile-zips.ts';
import { simplePdf, zip } from './fixtures.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractError);
    return (e as ExtractError).code;
  }
  return undefined;
}

/** Offset of the first central directory header. */
function cdOffset(z: Uint8Array): number {
  for (let i = z.length - 22; i >= 0; i--) {
    if (z[i] === 0x50 && z[i + 1] === 0x4b && z[i + 2] === 0x05 && z[i + 3] === 0x06) {
      return z[i + 16]! | (z[i + 17]! << 8) | (z[i + 18]! << 16) | (z[i + 19]! << 24);
    }
  }
  throw new Error('no eocd');
}
function setU32(b: Uint8Array, o: number, v: number) {
  b[o] = v & 0xff;
  b[o + 1] = (v >>> 8) & 0xff;
  b[o + 2] = (v >>> 16) & 0xff;
  b[o + 3] = (v >>> 24) & 0xff;
}

const docxLike = () =>
  zip({
    '[Content_Types].xml': '<Types/>',
    'word/document.xml': '<w:document/>',
    '_rels/.rels': '<Relationships/>',
  });
const pptxLike = () =>
  zip({
    '[Content_Types].xml': '<Types/>',
    'ppt/presentation.xml': '<p:presentation/>',
    'ppt/slides/slide1.xml': '<p:sld/>',
  });

describe('inspectZip', () => {
  it('reads entry count and total size from the central directory', () => {
    const z = zip({ 'a.txt': 'hello', 'b/c.txt': 'x'.repeat(1000) });
    const info = inspectZip(z);
    expect(info.entryCount).toBe(2);
    expect(info.totalUncompressedBytes).toBe(1005);
    expect(new TextDecoder().decode(readZipEntry(z, info.entries[0]!))).toBe('hello');
  });
  it('exports its limits', () => {
    expect(ZIP_LIMITS.maxEntries).toBe(2000);
    expect(ZIP_LIMITS.maxTotalUncompressedBytes).toBe(200 * 1024 * 1024);
  });
  it('rejects a central directory that claims a huge uncompressed size (zip bomb)', () => {
    const z = zip({ 'word/document.xml': 'small' });
    setU32(z, cdOffset(z) + 24, 0xfffffff0); // uncompressed size of entry 1
    expect(codeOf(() => inspectZip(z))).toBe('ZIP_BOMB');
  });
  it('rejects a total over 200 MB spread over many entries', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`f${i}.xml`] = 'x';
    const z = zip(files);
    let p = cdOffset(z);
    for (let i = 0; i < 30; i++) {
      setU32(z, p + 24, 8 * 1024 * 1024); // 30 x 8 MB = 240 MB, each under the per-entry limit
      setU32(z, p + 20, 8 * 1024 * 1024); // and a plausible compressed size
      const n = z[p + 28]! | (z[p + 29]! << 8);
      const e = z[p + 30]! | (z[p + 31]! << 8);
      const c = z[p + 32]! | (z[p + 33]! << 8);
      p += 46 + n + e + c;
    }
    expect(codeOf(() => inspectZip(z))).toBe('ZIP_BOMB');
    expect(() => inspectZip(z)).toThrow(/200 MB/);
  });
  it('rejects an extreme compression ratio', () => {
    const z = zipSync({ 'zeros.xml': new Uint8Array(5 * 1024 * 1024) }, { level: 9 });
    expect(codeOf(() => inspectZip(z))).toBe('ZIP_BOMB');
  });
  it('rejects more than 2,000 entries', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2001; i++) files[`e${i}`] = new Uint8Array(0);
    expect(codeOf(() => inspectZip(zipSync(files, { level: 0 })))).toBe('TOO_LARGE');
  });
  it('rejects truncated and corrupt archives', () => {
    const z = docxLike();
    expect(codeOf(() => inspectZip(z.subarray(0, z.length - 30)))).toBe('CORRUPT');
    expect(codeOf(() => inspectZip(z.subarray(0, Math.floor(z.length / 2))))).toBe('CORRUPT');
    const bad = z.slice();
    bad[cdOffset(bad)] = 0; // break the central directory signature
    expect(codeOf(() => inspectZip(bad))).toBe('CORRUPT');
    expect(codeOf(() => inspectZip(new Uint8Array(10)))).toBe('CORRUPT');
  });
  it('rejects encrypted entries', () => {
    const z = docxLike();
    z[cdOffset(z) + 8]! |= 1;
    expect(codeOf(() => inspectZip(z))).toBe('ENCRYPTED');
  });
  it("rejects names with '..' or absolute paths", () => {
    expect(codeOf(() => inspectZip(zip({ '../evil.xml': 'x' })))).toBe('CORRUPT');
    expect(codeOf(() => inspectZip(zip({ 'a/../../evil.xml': 'x' })))).toBe('CORRUPT');
    expect(codeOf(() => inspectZip(zip({ '/etc/passwd': 'x' })))).toBe('CORRUPT');
    expect(codeOf(() => inspectZip(zip({ 'C:\\evil.xml': 'x' })))).toBe('CORRUPT');
    expect(inspectZip(zip({ 'a..b/c..xml': 'x' })).entryCount).toBe(1);
  });
  it('detects an entry whose data is bigger than its header says', () => {
    const z = zip({ 'a.xml': 'x'.repeat(5000) });
    setU32(z, cdOffset(z) + 24, 100); // claim 100 bytes
    const info = inspectZip(z);
    expect(codeOf(() => readZipEntry(z, info.entries[0]!))).toBe('ZIP_BOMB');
    expect(codeOf(() => verifyZip(z))).toBe('ZIP_BOMB');
  });
  it('stops inflating a lying entry at its declared size (200 MB real, 20 KB claimed)', () => {
    const bomb = lyingDocxBomb(200);
    const info = inspectZip(bomb);
    const entry = info.entries.find((e) => e.name === 'word/document.xml')!;
    let out = 0;
    expect(codeOf(() => inflateZipEntry(bomb, entry, (c) => (out += c.length)))).toBe('ZIP_BOMB');
    expect(out).toBeLessThanOrEqual(20_000);
    expect(() => verifyZip(bomb)).toThrow(/expands to more than the 20000 bytes its header declares/);
  });
  it('finds a data stream shorter than declared or with a wrong checksum corrupt', () => {
    const z = zip({ 'a.xml': 'x'.repeat(5000) });
    setU32(z, cdOffset(z) + 24, 6000);
    expect(codeOf(() => verifyZip(z))).toBe('CORRUPT');
    const c = zip({ 'a.xml': 'x'.repeat(5000) });
    setU32(c, cdOffset(c) + 16, 1234); // CRC-32
    expect(codeOf(() => verifyZip(c))).toBe('CORRUPT');
  });
});

describe('tolerant archives (read as unzip and Python zipfile read them)', () => {
  const words = ['Cells are the basic unit of life.', 'Mitochondria produce energy.'];
  async function docxText(z: Uint8Array) {
    return (await extractDocument(z, 'notes.docx')).text;
  }
  let text = '';
  it('reads the plain archive (the reference)', async () => {
    text = await docxText(writeZip(docxEntries(words)));
    expect(text).toMatch(/^Cells are the basic unit of life\.\s+Mitochondria produce energy\.$/);
  });
  it('accepts one stray byte, or padding, after the end record', async () => {
    for (const trailing of [[0], [0x0a], Array(100).fill(0), Array(600).fill(0x20)]) {
      const z = writeZip(docxEntries(words), { trailing: new Uint8Array(trailing) });
      expect(inspectZip(z).entryCount).toBe(3);
      expect(sniffFileType(z, 'notes.docx')).toMatchObject({ ok: true, detected: 'docx' });
      expect(await docxText(z)).toBe(text);
    }
    const pptx = writeZip(pptxEntries(['Slide one']), { trailing: new Uint8Array([0]) });
    expect((await extractDocument(pptx, 'slides.pptx')).text).toBe('Slide one');
  });
  it('accepts a zip comment, with or without bytes after it', async () => {
    const comment = writeZip(docxEntries(words), { comment: 'Created by a slide tool' });
    expect(await docxText(comment)).toBe(text);
    const both = writeZip(docxEntries(words), { comment: 'hello', trailing: new Uint8Array([0]) });
    expect(await docxText(both)).toBe(text);
  });
  it('accepts data descriptors (zeroed local sizes) and local extra fields', async () => {
    for (const dataDescriptor of ['signed', 'unsigned'] as const) {
      const z = writeZip(docxEntries(words), { dataDescriptor, localExtra: true });
      expect(verifyZip(z).entryCount).toBe(3);
      expect(await docxText(z)).toBe(text);
    }
  });
  it('still refuses bombs, zip slip and a cut-off end record when bytes follow the end record', () => {
    const one = new Uint8Array([0]);
    const huge = writeZip(docxEntries(words), { trailing: one });
    setU32(huge, cdOffset(huge) + 24, 0xfffffff0);
    expect(codeOf(() => inspectZip(huge))).toBe('ZIP_BOMB');
    expect(codeOf(() => verifyZip(writeZip([deflated('../evil.xml', 'x')], { trailing: one })))).toBe(
      'CORRUPT',
    );
    const lying = lyingDocxBomb(50);
    const padded = new Uint8Array(lying.length + 1);
    padded.set(lying);
    expect(codeOf(() => verifyZip(padded))).toBe('ZIP_BOMB');
    // a comment length that runs past the end of the file is not an end record
    const cut = writeZip(docxEntries(words), { comment: 'a comment' });
    expect(codeOf(() => inspectZip(cut.subarray(0, cut.length - 3)))).toBe('CORRUPT');
  });
});

describe('sniffFileType', () => {
  it('accepts matching extension and content', async () => {
    const pdf = await simplePdf([['hello']]);
    expect(sniffFileType(pdf, 'notes.PDF')).toMatchObject({ ext: 'pdf', detected: 'pdf', ok: true });
    expect(sniffFileType(docxLike(), 'a.docx')).toMatchObject({ detected: 'docx', ok: true });
    expect(sniffFileType(pptxLike(), 'a.pptx')).toMatchObject({ detected: 'pptx', ok: true });
    expect(sniffFileType(strToU8('plain text שלום'), 'a.txt')).toMatchObject({
      detected: 'txt',
      ok: true,
      encoding: 'utf-8',
    });
    expect(sniffFileType(strToU8('# Title'), 'README.md')).toMatchObject({ detected: 'txt', ok: true });
  });
  it('rejects a .pdf that is not a PDF and a .docx that is really a PDF', async () => {
    const pdf = await simplePdf([['hello']]);
    const r1 = sniffFileType(strToU8('just some text'), 'fake.pdf');
    expect(r1).toMatchObject({ ext: 'pdf', detected: 'txt', ok: false });
    expect(r1.reason).toMatch(/\.pdf/);
    expect(sniffFileType(pdf, 'report.docx')).toMatchObject({ ext: 'docx', detected: 'pdf', ok: false });
    expect(sniffFileType(pptxLike(), 'slides.docx')).toMatchObject({ detected: 'pptx', ok: false });
    expect(sniffFileType(zip({ 'a.txt': 'x' }), 'a.docx')).toMatchObject({ detected: 'zip', ok: false });
  });
  it('recognises legacy OLE documents', () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const name = (s: string, at: number) => [...s].forEach((c, i) => (ole[at + i * 2] = c.charCodeAt(0)));
    name('WordDocument', 1024);
    expect(sniffFileType(ole, 'old.doc')).toMatchObject({ detected: 'doc', ok: true });
    expect(sniffFileType(ole, 'old.ppt')).toMatchObject({ detected: 'doc', ok: false });
    const ppt = new Uint8Array(2048);
    ppt.set(ole.subarray(0, 8));
    [...'PowerPoint Document'].forEach((c, i) => (ppt[1024 + i * 2] = c.charCodeAt(0)));
    expect(sniffFileType(ppt, 'old.ppt')).toMatchObject({ detected: 'ppt', ok: true });
  });
  it('treats UTF-16 as text and NUL bytes / binary as not text', () => {
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...[...'hi שלום'].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    expect(sniffFileType(le, 'a.txt')).toMatchObject({ detected: 'txt', encoding: 'utf-16le', ok: true });
    const beNoBom = new Uint8Array([...'hello world'].flatMap((c) => [0, c.charCodeAt(0)]));
    expect(sniffFileType(beNoBom, 'a.txt')).toMatchObject({ detected: 'txt', encoding: 'utf-16be' });
    expect(sniffFileType(new Uint8Array([0x61, 0x00, 0x62, 0x63, 0x64, 0x00, 0x00, 0x01]), 'a.txt').ok).toBe(
      false,
    );
    expect(sniffFileType(new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]), 'a.txt')).toMatchObject({
      detected: 'unknown',
      ok: false,
    });
  });
  it('reports empty files, unknown extensions and zip bombs', () => {
    expect(sniffFileType(new Uint8Array(0), 'a.pdf')).toMatchObject({
      detected: 'empty',
      ok: false,
      code: 'EMPTY',
    });
    expect(sniffFileType(strToU8('x'), 'a.exe')).toMatchObject({ ok: false, code: 'UNSUPPORTED' });
    const z = docxLike();
    setU32(z, cdOffset(z) + 24, 0xfffffff0);
    expect(sniffFileType(z, 'a.docx')).toMatchObject({ ok: false, code: 'ZIP_BOMB' });
  });
});

describe('extractDocument dispatch', () => {
  it('rejects mismatched, legacy and empty files with ExtractError codes', async () => {
    const pdf = await simplePdf([['hello world']]);
    await expect(extractDocument(pdf, 'a.docx')).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    await expect(extractDocument(new Uint8Array(0), 'a.pdf')).rejects.toMatchObject({ code: 'EMPTY' });
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    [...'WordDocument'].forEach((c, i) => (ole[1024 + i * 2] = c.charCodeAt(0)));
    await expect(extractDocument(ole, 'old.doc')).rejects.toThrow(/convert to \.docx/);
  });
  it('dispatches by content', async () => {
    const r = await extractDocument(await simplePdf([['hello world']]), 'x.pdf');
    expect(r.kind).toBe('pdf');
    const t = await extractDocument(strToU8('hello text'), 'x.txt');
    expect(t.kind).toBe('txt');
  });
  it('honours an aborted signal', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(extractDocument(strToU8('hello'), 'a.txt', { signal: ac.signal })).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });
});
