import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema/index.ts';
import {
  docxWithScan,
  ENGLISH_LINES,
  pngClaiming,
  pptxPictureOnly,
  pptxWithScan,
  scannedPdf,
  scanPng,
} from '../../../packages/extract/test/ocr-fixtures.ts';
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
  owner = await signUp(ctx.app);
  const [row] = await ctx.database.db
    .insert(courses)
    .values({ userId: owner.userId, name: 'Biology 101' })
    .returning({ id: courses.id });
  courseId = row!.id;
});

const CONTENT_TYPE: Record<string, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function uploadPdf(fileName: string, bytes: Uint8Array) {
  return (await uploadFile(fileName, bytes)).id as string;
}

async function uploadFile(fileName: string, bytes: Uint8Array) {
  const boundary = '----studypilotocr';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${CONTENT_TYPE[fileName.split('.').pop()!]}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/documents`,
    headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; extractionStatus: string; wordCount: number | null };
}

const extract = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/documents/${id}/extract`, headers: { cookie: owner.cookie } });

describe("'Extract text' on the server for a scanned PDF", () => {
  it(
    'reads the scanned pages by OCR and stores the text with its OCR note',
    { timeout: 180_000 },
    async () => {
      const id = await uploadPdf('scan.pdf', await scannedPdf([scanPng(ENGLISH_LINES, { noise: 0.005 })]));
      const res = await extract(id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, requiresVisualAI: false, error: null });
      expect(body.wordCount).toBeGreaterThan(80);
      expect(body.document.extractionStatus).toBe('completed');
      expect(body.document.ocr).toMatchObject({ pages: [1], languages: ['eng'], lowConfidencePages: [] });
      expect(body.document.ocr.meanConfidence).toBeGreaterThan(80);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/courses/${courseId}/documents`,
        headers: { cookie: owner.cookie },
      });
      expect(list.json().documents[0].ocr.pages).toEqual([1]);
    },
  );

  it('fails a picture with no readable text, with the reason in words', { timeout: 180_000 }, async () => {
    const id = await uploadPdf('photo.pdf', await scannedPdf([scanPng([])], 'Scanned'));
    const res = await extract(id);
    expect(res.json()).toMatchObject({ success: false, requiresVisualAI: false });
    expect(res.json().document.extractionStatus).toBe('failed');
    expect(res.json().document.extractionError).toBe(
      'The pages are scanned images and OCR found no text on them',
    );
    // issue 15: and by code, for the web to say it in the student's language
    expect(res.json().document.extractionFailure).toEqual({ code: 'OCR_NO_TEXT' });
  });
});

describe("'Extract text' on the server for pictures inside DOCX and PPTX", () => {
  const handout = () => scanPng(ENGLISH_LINES, { noise: 0.005, skewDeg: 0.4 });

  it(
    'reads a scanned handout pasted into a slide and stores it with the OCR note of that slide',
    { timeout: 180_000 },
    async () => {
      const { id } = await uploadFile('handout.pptx', await pptxWithScan(handout()));
      const res = await extract(id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, requiresVisualAI: false, error: null });
      expect(body.wordCount).toBeGreaterThan(80);
      expect(body.document.extractionStatus).toBe('completed');
      expect(body.document.ocr).toMatchObject({ pages: [2], unit: 'slide', lowConfidencePages: [] });
      expect(body.document.ocr.meanConfidence).toBeGreaterThan(80);
    },
  );

  it(
    'adds the text of a photographed page to a DOCX that was saved with its typed text',
    { timeout: 180_000 },
    async () => {
      const uploaded = await uploadFile('notes.docx', await docxWithScan(handout()));
      expect(uploaded.extractionStatus).toBe('completed');
      expect(uploaded.wordCount).toBeLessThan(15);
      const res = await extract(uploaded.id);
      const body = res.json();
      expect(body.document.extractionStatus).toBe('completed');
      expect(body.wordCount).toBeGreaterThan(90);
      expect(body.document.ocr).toMatchObject({ pages: [1], unit: 'picture' });
    },
  );

  it(
    'refuses a picture that would decode to 900 million pixels, with the reason in words',
    { timeout: 120_000 },
    async () => {
      const { id } = await uploadFile('bomb.pptx', await pptxPictureOnly(pngClaiming(30_000, 30_000)));
      const res = await extract(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().document.extractionStatus).toBe('failed');
      expect(res.json().document.extractionError).toBe(
        'The picture on slide 1 is too large to read (30000 x 30000 pixels; at most 40 million)',
      );
    },
  );
});
