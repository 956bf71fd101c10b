import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  docxEntries,
  lyingDocxBomb,
  lyingPptxBomb,
  pptxEntries,
  writeZip,
} from '../../../packages/extract/test/hostile-zips.ts';
import { courses, courseSummaries } from '../src/db/schema/index.ts';
import type { BlobStore } from '../src/lib/blob-store.ts';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let owner: { cookie: string; userId: string };
let courseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
  rmSync(ctx.config.uploadsDir, { recursive: true, force: true });
  owner = await signUp(ctx.app);
  courseId = await createCourse(owner.userId);
});

async function createCourse(userId: string, status: 'active' | 'closed' = 'active') {
  const [row] = await ctx.database.db
    .insert(courses)
    .values({ userId, name: 'Biology 101', status })
    .returning({ id: courses.id });
  return row!.id;
}

/** multipart/form-data by hand, so odd file names reach the server exactly as written. */
function multipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = `----studypilot${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName.replace(/(["\\])/g, '\\$1')}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(fileName: string, bytes: Uint8Array, opts: { cookie?: string; course?: string } = {}) {
  const body = multipart(fileName, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/courses/${opts.course ?? courseId}/documents`,
    headers: { cookie: opts.cookie ?? owner.cookie, ...body.headers },
    payload: body.payload,
  });
}

function storedFiles(): string[] {
  const dir = ctx.config.uploadsDir;
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    statSync(path.join(dir, f)).isFile(),
  );
}

async function rows() {
  return ctx.database.db.select().from(courseSummaries);
}

const NOTES = 'Cells are the basic unit of life.\n\nMitochondria produce energy for the cell.';

async function makePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 16, size: 11, font }));
  return doc.save();
}

async function makeDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Cells are the basic unit of life.'),
          new Paragraph({ text: 'Energy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Mitochondria produce energy for the cell.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function centralDirectoryOffset(z: Uint8Array): number {
  const eocd = z.length - 22; // fflate writes no archive comment
  return z[eocd + 16]! | (z[eocd + 17]! << 8) | (z[eocd + 18]! << 16) | (z[eocd + 19]! << 24);
}

function fakeDoc(): Uint8Array {
  const ole = new Uint8Array(2048);
  ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  [...'WordDocument'].forEach((c, i) => (ole[1024 + i * 2] = c.charCodeAt(0)));
  return ole;
}

function fakePpt(): Uint8Array {
  const ole = new Uint8Array(2048);
  ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  [...'PowerPoint Document'].forEach((c, i) => (ole[1024 + i * 2] = c.charCodeAt(0)));
  return ole;
}

describe('POST /api/courses/:courseId/documents', () => {
  it('stores a txt file, keeps not_applicable and saves its text on the server', async () => {
    const bytes = strToU8(NOTES);
    const res = await upload('notes.txt', bytes);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      courseId,
      fileName: 'notes.txt',
      fileType: 'txt',
      fileSize: bytes.length,
      fileHash: createHash('sha256').update(bytes).digest('hex'),
      extractionStatus: 'not_applicable',
      processingMethod: 'server_side_extraction',
      wordCount: 13,
      duplicateOf: null,
    });
    expect(body).not.toHaveProperty('extractedText');
    expect(body.fileUrl).toMatch(new RegExp(`^${owner.userId}/${courseId}/\\d+-[0-9a-f]{16}\\.txt$`));
    expect(storedFiles()).toHaveLength(1);
    const [row] = await rows();
    expect(row!.extractedText).toBe(NOTES);

    const file = await ctx.app.inject({
      url: `/api/documents/${body.id}/file`,
      headers: { cookie: owner.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(bytes))).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const list = await ctx.app.inject({
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().documents).toHaveLength(1);
    expect(list.json().documents[0]).not.toHaveProperty('extractedText');
  });

  it('extracts a docx on the server: completed with word counts', async () => {
    const res = await upload('lecture.docx', await makeDocx());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.extractionStatus).toBe('completed');
    expect(body.processingMethod).toBe('server_side_extraction');
    expect(body.unitKind).toBe('section');
    expect(body.unitCount).toBe(2);
    expect(body.wordCount).toBe(15);
    expect(body.extractedWords).toBe(15);
    expect(body.extractionTimestamp).not.toBeNull();
    const [row] = await rows();
    expect(row!.extractedText).toContain('Mitochondria produce energy');
    // each heading is a section, stored with its title for citations
    expect(row!.units).toEqual([
      { number: 1, text: 'Introduction\n\nCells are the basic unit of life.', title: 'Introduction' },
      { number: 2, text: 'Energy\n\nMitochondria produce energy for the cell.', title: 'Energy' },
    ]);
  });

  it('stores a pdf as pending for client-side extraction; the server can extract it as a fallback', async () => {
    const res = await upload(
      'slides.pdf',
      await makePdf(['Photosynthesis turns light into chemical energy.']),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      extractionStatus: 'pending',
      processingMethod: null,
      wordCount: null,
    });
    const ex = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${res.json().id}/extract`,
      headers: { cookie: owner.cookie },
    });
    expect(ex.statusCode).toBe(200);
    expect(ex.json()).toMatchObject({ success: true, error: null, requiresVisualAI: false, wordCount: 6 });
    expect(ex.json().document.extractionStatus).toBe('completed');
  });

  it('stores a pptx as pending; server extraction gives slides, and an image-only deck needs visual AI', async () => {
    const pres = new PptxGenJS();
    pres.addSlide().addText('Cell biology overview', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
    pres.addSlide().addText('Mitochondria produce energy', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
    const res = await upload('deck.pptx', (await pres.write({ outputType: 'uint8array' })) as Uint8Array);
    expect(res.statusCode).toBe(201);
    expect(res.json().extractionStatus).toBe('pending');
    const ex = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${res.json().id}/extract`,
      headers: { cookie: owner.cookie },
    });
    expect(ex.json()).toMatchObject({ success: true, wordCount: 6 });
    expect(ex.json().document).toMatchObject({
      extractionStatus: 'completed',
      unitKind: 'slide',
      unitCount: 2,
    });

    const blank = new PptxGenJS();
    blank.addSlide().addShape(blank.ShapeType.rect, { x: 1, y: 1, w: 2, h: 2 });
    const res2 = await upload(
      'pictures.pptx',
      (await blank.write({ outputType: 'uint8array' })) as Uint8Array,
    );
    const ex2 = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${res2.json().id}/extract`,
      headers: { cookie: owner.cookie },
    });
    expect(ex2.json()).toMatchObject({ requiresVisualAI: true, wordCount: 0 });
    expect(ex2.json().document.extractionStatus).toBe('visual_ai_required');
  });

  it('marks a .doc failed at upload (convert to .docx)', async () => {
    const res = await upload('old.doc', fakeDoc());
    expect(res.statusCode).toBe(201);
    expect(res.json().extractionStatus).toBe('failed');
    expect(res.json().extractionError).toMatch(/convert to \.docx/);
    // issue 15: the reason by code too, for the web to translate
    expect(res.json().extractionFailure).toEqual({ code: 'LEGACY_FORMAT', params: { ext: 'doc' } });
  });

  it('marks a legacy .ppt failed at upload (convert to .pptx), never ready for a test', async () => {
    const res = await upload('old slides.ppt', fakePpt());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fileType: 'ppt',
      extractionStatus: 'failed',
      extractionError:
        'Legacy .ppt files are not supported. Please convert to .pptx format for text extraction.',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: owner.cookie },
    });
    expect(list.json().documents.map((d: { extractionStatus: string }) => d.extractionStatus)).toEqual([
      'failed',
    ]);

    // a .ppt row saved before this rule (not_applicable, shown as 'Ready for test generation') is not ready
    await ctx.database.db.insert(courseSummaries).values({
      courseId,
      userId: owner.userId,
      fileName: 'older.ppt',
      fileUrl: `${owner.userId}/${courseId}/1700000000000-0123456789abcdef.ppt`,
      fileSize: 2048,
      fileHash: 'y',
      fileType: 'ppt',
      extractionStatus: 'not_applicable',
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: owner.cookie },
    });
    const older = again.json().documents.find((d: { fileName: string }) => d.fileName === 'older.ppt');
    expect(older).toMatchObject({
      extractionStatus: 'failed',
      extractionError: expect.stringMatching(/convert to \.pptx/),
      extractionFailure: { code: 'LEGACY_FORMAT', params: { ext: 'ppt' } },
    });
  });

  it('rejects a file over 15 MB with 413 and stores nothing', async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1).fill(0x61);
    const res = await upload('big.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 15MB');
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('rejects extensions outside the allowed list with 415', async () => {
    const res = await upload('virus.exe', strToU8('MZ hello'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only PDF, DOCX, DOC, TXT, PPT, and PPTX files are allowed');
    expect(await rows()).toEqual([]);
  });

  it('rejects content that does not match the extension with 415', async () => {
    const res = await upload('essay.pdf', strToU8('just some text pretending to be a pdf'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/named \.pdf but contains TXT content/);
    const res2 = await upload('essay.docx', await makePdf(['hello']));
    expect(res2.statusCode).toBe(415);
    expect(res2.json().error.message).toMatch(/named \.docx but contains PDF content/);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('rejects zip bombs before inflating anything', async () => {
    const z = await makeDocx();
    const view = new DataView(z.buffer, z.byteOffset, z.byteLength);
    view.setUint32(centralDirectoryOffset(z) + 24, 0xfffffff0, true); // claimed uncompressed size
    const res = await upload('bomb.docx', z);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/expands to too much data/);

    const zeros = zipSync(
      { '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': new Uint8Array(5 * 1024 * 1024) },
      { level: 9 },
    );
    const res2 = await upload('zeros.docx', zeros);
    expect(res2.statusCode).toBe(422);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a DOCX or PPTX whose headers understate a 200 MB entry with 422, answering health meanwhile', async () => {
    for (const [name, bomb] of [
      ['bomb.docx', lyingDocxBomb(200)],
      ['bomb.pptx', lyingPptxBomb(200)],
    ] as const) {
      let finished = false;
      const pending = upload(name, bomb).finally(() => (finished = true));
      let healthAnswers = 0;
      do {
        // a probe every 20 ms, as a load balancer would (an inject loop alone never yields to I/O)
        await new Promise((r) => setTimeout(r, 20));
        const h = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        expect(h.statusCode).toBe(200);
        healthAnswers++;
      } while (!finished);
      const res = await pending;
      expect(healthAnswers).toBeGreaterThan(0);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toMatch(
        /expands to too much data to be a real document \(Entry (word\/document|ppt\/slides\/slide1)\.xml expands to more than the 20000 bytes its header declares\)/,
      );
    }
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('server extraction of a stored archive bomb fails with a message instead of holding the server', async () => {
    // a file stored before uploads were verified: the extract fallback reads it in the archive worker
    const key = `${owner.userId}/${courseId}/1700000000000-0123456789abcdef.pptx`;
    const store = (ctx.app as unknown as { blobStore: BlobStore }).blobStore;
    await store.put(key, lyingPptxBomb(200));
    const [row] = await ctx.database.db
      .insert(courseSummaries)
      .values({
        courseId,
        userId: owner.userId,
        fileName: 'old bomb.pptx',
        fileUrl: key,
        fileSize: 1,
        fileHash: 'x',
        fileType: 'pptx',
        extractionStatus: 'pending',
      })
      .returning();
    const ex = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${row!.id}/extract`,
      headers: { cookie: owner.cookie },
    });
    expect(ex.statusCode).toBe(200);
    expect(ex.json()).toMatchObject({ success: false });
    expect(ex.json().error).toMatch(/expands to more than the 20000 bytes its header declares/);
    expect(ex.json().document.extractionStatus).toBe('failed');
    expect(ex.json().document.extractionFailure.code).toMatch(/^FILE_(DAMAGED|TOO_LARGE)$/);
  });

  it('accepts a DOCX and a PPTX with a stray byte after the zip end record', async () => {
    const docx = writeZip(docxEntries(['Cells are the basic unit of life.']), {
      trailing: new Uint8Array([0]),
    });
    const a = await upload('stray.docx', docx);
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ extractionStatus: 'completed', wordCount: 7 });
    const pptx = writeZip(pptxEntries(['Photosynthesis makes sugar']), {
      trailing: new Uint8Array([0x0a]),
      comment: 'exported',
    });
    const b = await upload('stray.pptx', pptx);
    expect(b.statusCode).toBe(201);
    expect(b.json().extractionStatus).toBe('pending');
  });

  it('rejects a truncated archive with 422', async () => {
    const z = await makeDocx();
    const res = await upload('cut.pptx', z.subarray(0, Math.floor(z.length / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/damaged or incomplete/);
  });

  it('rejects an empty file with 400', async () => {
    const res = await upload('empty.txt', new Uint8Array(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The file is empty');
    expect(await rows()).toEqual([]);
  });

  it('sanitises file names for display and never uses them in the storage path', async () => {
    const a = await upload('../../etc/passwd.txt', strToU8('one two'));
    expect(a.statusCode).toBe(201);
    expect(a.json().fileName).toBe('passwd.txt');
    expect(a.json().fileUrl).not.toContain('passwd');

    const b = await upload('my "best"\u202e notes\u0007.txt', strToU8('three four'));
    expect(b.statusCode).toBe(201);
    expect(b.json().fileName).toBe('my "best" notes.txt');
    const file = await ctx.app.inject({
      url: `/api/documents/${b.json().id}/file`,
      headers: { cookie: owner.cookie },
    });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="my _best_ notes.txt"; filename*=UTF-8''my%20%22best%22%20notes.txt`,
    );

    const long = `${'a'.repeat(300)}.txt`;
    const c = await upload(long, strToU8('five six'));
    expect(c.statusCode).toBe(201);
    expect(c.json().fileName).toHaveLength(255);
    expect(c.json().fileName.endsWith('.txt')).toBe(true);
    for (const f of storedFiles()) expect(f).toMatch(/^[\w-]+\/[0-9a-f-]+\/\d+-[0-9a-f]{16}\.txt$/);
  });

  it('reports a duplicate upload in the same course but still stores it', async () => {
    const first = await upload('a.txt', strToU8(NOTES));
    const second = await upload('b.txt', strToU8(NOTES));
    expect(second.statusCode).toBe(201);
    expect(second.json().duplicateOf).toEqual({ id: first.json().id, fileName: 'a.txt' });
    expect(storedFiles()).toHaveLength(2);
  });

  it("answers 404 for another student's course and 409 for a closed course", async () => {
    const other = await signUp(ctx.app);
    const res = await upload('notes.txt', strToU8(NOTES), { cookie: other.cookie });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: other.cookie },
    });
    expect(list.statusCode).toBe(404);
    const missing = await upload('notes.txt', strToU8(NOTES), { course: 'not-a-uuid' });
    expect(missing.statusCode).toBe(404);

    const closed = await createCourse(owner.userId, 'closed');
    const res2 = await upload('notes.txt', strToU8(NOTES), { course: closed });
    expect(res2.statusCode).toBe(409);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('removes the stored object when the row insert fails, and writes no row when storing fails', async () => {
    // a constraint only new rows must meet makes the insert fail on both PGlite and PostgreSQL
    await ctx.database.db.execute(
      sql`alter table course_summaries add constraint test_reject_all check (file_size < 0) not valid`,
    );
    try {
      const res = await upload('notes.txt', strToU8(NOTES));
      expect(res.statusCode).toBe(500);
      expect(storedFiles()).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`alter table course_summaries drop constraint test_reject_all`);
    }

    const app = ctx.app as unknown as { blobStore: BlobStore };
    const real = app.blobStore;
    app.blobStore = {
      ...real,
      kind: real.kind,
      put: async () => {
        throw new Error('some bug in a storage driver');
      },
      get: real.get.bind(real),
      delete: real.delete.bind(real),
      exists: real.exists.bind(real),
    };
    try {
      const res = await upload('notes.txt', strToU8(NOTES));
      expect(res.statusCode).toBe(500);
      expect(await rows()).toEqual([]);
    } finally {
      app.blobStore = real;
    }
  });

  /** The real store, except that put fails as the file system does (an errno error). */
  async function withFailingPut(code: string, run: () => Promise<void>) {
    const app = ctx.app as unknown as { blobStore: BlobStore };
    const real = app.blobStore;
    app.blobStore = {
      kind: real.kind,
      put: async (key, body) => {
        // write part of it, as a disk that fills up would, then fail like fs does
        await real.put(key, body);
        await real.delete(key);
        throw Object.assign(new Error(`${code}: simulated, write '${key}'`), { code, errno: -28 });
      },
      get: real.get.bind(real),
      delete: real.delete.bind(real),
      exists: real.exists.bind(real),
    };
    try {
      await run();
    } finally {
      app.blobStore = real;
    }
  }

  function tempFiles(): string[] {
    const dir = path.join(ctx.config.dataDir, 'tmp');
    return existsSync(dir)
      ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.includes('.'))
      : [];
  }

  it('answers 507 when the disk is full and 503 when storage is read-only, leaving no row or file', async () => {
    await withFailingPut('ENOSPC', async () => {
      const res = await upload('notes.txt', strToU8(NOTES));
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toEqual({
        code: 'STORAGE_FULL',
        message:
          'Storage is full, so the file was not saved. Please try again later or ask the administrator to free some space.',
      });
    });
    await withFailingPut('EROFS', async () => {
      const res = await upload('deck.docx', await makeDocx());
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json().error).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message:
          'Storage is unavailable right now, so the file was not saved. Please try again in a few minutes.',
      });
    });
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('answers 503 when the uploads folder cannot be created or the temp folder is unusable', async () => {
    // the uploads folder is missing and a file stands where it should be created
    rmSync(ctx.config.uploadsDir, { recursive: true, force: true });
    writeFileSync(ctx.config.uploadsDir, 'not a folder');
    try {
      const res = await upload('notes.txt', strToU8(NOTES));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('STORAGE_UNAVAILABLE');
      expect(await rows()).toEqual([]);
    } finally {
      rmSync(ctx.config.uploadsDir, { force: true });
    }
    const tmp = path.join(ctx.config.dataDir, 'tmp');
    rmSync(tmp, { recursive: true, force: true });
    writeFileSync(tmp, 'not a folder');
    try {
      const res = await upload('notes.txt', strToU8(NOTES));
      expect(res.statusCode).toBe(503);
      expect(await rows()).toEqual([]);
      expect(storedFiles()).toEqual([]);
    } finally {
      rmSync(tmp, { force: true });
    }
    // a missing folder is simply created again
    rmSync(ctx.config.uploadsDir, { recursive: true, force: true });
    expect((await upload('notes.txt', strToU8(NOTES))).statusCode).toBe(201);
  });

  it("needs multipart with the file in field 'file'", async () => {
    const wrongField = multipart('notes.txt', strToU8(NOTES), 'upload');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: owner.cookie, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/documents`,
      headers: { cookie: owner.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await rows()).toEqual([]);
  });

  it('requires a session', async () => {
    const body = multipart('notes.txt', strToU8(NOTES));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('document actions', () => {
  async function uploaded(name = 'slides.pdf') {
    const res = await upload(name, await makePdf(['Some text here']));
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  it('PUT text cleans and recounts, ignoring the client word count', async () => {
    const id = await uploaded();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}/text`,
      headers: { cookie: owner.cookie },
      payload: {
        unitKind: 'page',
        wordCount: 9999,
        units: [
          { number: 1, text: '  Hello\u00a0\u00a0world\u200b  ' },
          { number: 2, text: 'second   page\n\n\n\nlast line' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extractionStatus: 'completed',
      processingMethod: 'client_side_extraction',
      wordCount: 6,
      unitKind: 'page',
      unitCount: 2,
    });
    expect(res.json().extractionTimestamp).not.toBeNull();
    const [row] = await rows();
    expect(row!.extractedText).toBe('Hello world\n\nsecond page\n\nlast line');
  });

  it('PUT text with no text marks the document failed; over 2 MB is 413', async () => {
    const id = await uploaded();
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}/text`,
      headers: { cookie: owner.cookie },
      payload: { unitKind: 'page', units: [{ number: 1, text: ' \u200b ' }] },
    });
    expect(empty.json()).toMatchObject({
      extractionStatus: 'failed',
      extractionError: 'No text could be extracted from this document',
      extractionFailure: { code: 'NO_TEXT' },
    });
    const big = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}/text`,
      headers: { cookie: owner.cookie },
      payload: { unitKind: 'page', units: [{ number: 1, text: 'word '.repeat(500_000) }] },
    });
    expect(big.statusCode).toBe(413);
  });

  it('POST status records a client extraction failure', async () => {
    const id = await uploaded();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'failed', error: 'PDF extraction failed: bad xref' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extractionStatus: 'failed',
      extractionError: 'PDF extraction failed: bad xref',
      extractionFailure: null,
    });
    // issue 15: the browser sends the reason by code as well; the English words are kept beside it
    const coded = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/status`,
      headers: { cookie: owner.cookie },
      payload: {
        status: 'failed',
        error: 'PDF extraction failed: the pages are scanned images and OCR found no text on them',
        failure: { code: 'OCR_UNREADABLE', params: { confidence: 31 } },
      },
    });
    expect(coded.json()).toMatchObject({
      extractionError: 'PDF extraction failed: the pages are scanned images and OCR found no text on them',
      extractionFailure: { code: 'OCR_UNREADABLE', params: { confidence: 31 } },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'failed', error: 'x', failure: { code: 'NO_SUCH_REASON' } },
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'completed', error: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reset-stuck moves processing documents back to pending and clears their text', async () => {
    const id = await uploaded();
    const done = await uploaded('other.pdf');
    await ctx.database.db
      .update(courseSummaries)
      .set({
        extractionStatus: 'processing',
        extractedText: 'partial',
        wordCount: 1,
        extractionTimestamp: new Date(),
      })
      .where(eq(courseSummaries.id, id));
    await ctx.database.db
      .update(courseSummaries)
      .set({ extractionStatus: 'completed', extractedText: 'kept', wordCount: 1 })
      .where(eq(courseSummaries.id, done));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/documents/reset-stuck`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reset: 1 });
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    expect(byId.get(id)).toMatchObject({
      extractionStatus: 'pending',
      extractedText: null,
      wordCount: null,
      extractionTimestamp: null,
    });
    expect(byId.get(done)).toMatchObject({ extractionStatus: 'completed', extractedText: 'kept' });
  });

  it('DELETE removes the row and the stored file; 409 on a closed course', async () => {
    const id = await uploaded();
    const keep = await uploaded('keep.pdf');
    expect(storedFiles()).toHaveLength(2);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(1);
    expect((await rows()).map((r) => r.id)).toEqual([keep]);

    await ctx.database.db.update(courses).set({ status: 'closed' }).where(eq(courses.id, courseId));
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${keep}`,
      headers: { cookie: owner.cookie },
    });
    expect(closed.statusCode).toBe(409);
    expect(storedFiles()).toHaveLength(1);
  });

  it('answers 404 when the stored file has gone missing', async () => {
    const id = await uploaded();
    rmSync(ctx.config.uploadsDir, { recursive: true, force: true });
    const res = await ctx.app.inject({ url: `/api/documents/${id}/file`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('The stored file is missing');
  });

  it("answers 404 for another student's document on every route", async () => {
    const id = await uploaded();
    const other = await signUp(ctx.app);
    const headers = { cookie: other.cookie };
    const calls = [
      ctx.app.inject({ url: `/api/documents/${id}/file`, headers }),
      ctx.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers }),
      ctx.app.inject({ method: 'POST', url: `/api/documents/${id}/extract`, headers }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}/text`,
        headers,
        payload: { unitKind: 'page', units: [{ number: 1, text: 'stolen' }] },
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/documents/${id}/status`,
        headers,
        payload: { status: 'failed' },
      }),
      ctx.app.inject({ method: 'POST', url: `/api/courses/${courseId}/documents/reset-stuck`, headers }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    const [row] = await rows();
    expect(row!.extractionStatus).toBe('pending');
  });
});
