import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n';
import { json, renderApp, sessionBody, stubNetwork, type StubHandler } from '../../../test/test-utils';

// Network boundary doubles: fetch is stubbed by stubNetwork; the upload goes through XMLHttpRequest
// (for its upload progress) and extraction through a Web Worker, so both are replaced here too.

const COURSE_ID = '11111111-1111-4111-8111-111111111111';

const courseDetail = (over: Record<string, unknown> = {}) => ({
  id: COURSE_ID,
  name: 'Cell Biology',
  slug: 'cell-biology',
  description: null,
  teacher: null,
  institute: null,
  color: 'green',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  summaries: [],
  tests: [],
  testsTaken: 0,
  averageGrade: null,
  ...over,
});

let seq = 0;
const doc = (over: Record<string, unknown> = {}) => ({
  id: `doc-${++seq}`,
  courseId: COURSE_ID,
  fileName: 'notes.pdf',
  fileUrl: 'u/c/1-abc.pdf',
  fileSize: 2048,
  fileHash: 'h',
  fileType: 'pdf',
  extractionStatus: 'pending',
  processingMethod: null,
  unitKind: null,
  unitCount: 0,
  textLanguage: null,
  wordCount: null,
  extractedWords: null,
  estimatedWords: null,
  extractionRate: null,
  extractionError: null,
  extractionTimestamp: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  ...over,
});

class FakeXhr {
  static all: FakeXhr[] = [];
  upload: {
    onloadstart: (() => void) | null;
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
    onload: (() => void) | null;
  } = { onloadstart: null, onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  sent() {
    act(() => this.upload.onload?.());
  }
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

type WorkerReply = Record<string, unknown>;
class FakeWorker {
  static reply: (msg: { kind: string }) => WorkerReply | null = () => ({ ok: true });
  /** Messages sent before the reply (OCR progress). */
  static before: WorkerReply[] = [];
  static started = 0;
  static terminated = 0;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor() {
    FakeWorker.started++;
  }
  postMessage(msg: { id: number; kind: string }) {
    setTimeout(() => {
      for (const m of FakeWorker.before) act(() => this.onmessage?.({ data: { id: msg.id, ...m } }));
      const reply = FakeWorker.reply(msg);
      if (reply) this.onmessage?.({ data: { id: msg.id, ...reply } });
    }, 0);
  }
  terminate() {
    FakeWorker.terminated++;
  }
}

function pdfFile(name = 'notes.pdf', size = 3000) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function setup(handlers: Record<string, StubHandler> = {}, detail = courseDetail()) {
  let documents: unknown[] = [];
  const net = stubNetwork({
    'GET /api/auth/get-session': () => json(sessionBody()),
    [`GET /api/courses/${COURSE_ID}`]: () => json(detail),
    [`GET /api/courses/${COURSE_ID}/documents`]: () => json({ documents }),
    [`POST /api/courses/${COURSE_ID}/documents/reset-stuck`]: () => json({ reset: 0 }),
    ...handlers,
  });
  const app = renderApp(`/courses/${COURSE_ID}`);
  return { ...net, ...app, setDocuments: (d: unknown[]) => (documents = d) };
}

async function openUploadDialog(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Upload Course Summaries' });
}

function progressOf(name: string) {
  return Number(
    screen.getByRole('progressbar', { name: `Upload progress for ${name}` }).getAttribute('aria-valuenow'),
  );
}

beforeEach(() => {
  FakeXhr.all = [];
  FakeWorker.started = 0;
  FakeWorker.terminated = 0;
  FakeWorker.before = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.restoreAllMocks());

describe('upload box', () => {
  it('shows the drop zone text and the picker accepts only pdf, docx and pptx, several at once', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    expect(within(dialog).getByText('Supports PDF, DOCX, PPTX files (max 15MB each)')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Files to upload');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.pptx');
    expect(input).toHaveAttribute('multiple');
  });

  it('refuses a file over 15 MB and a type outside the list, with the spec toasts, and sends nothing', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    const big = pdfFile('huge.pdf', 1);
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    const exe = new File(['MZ'], 'game.exe');
    fireEvent.drop(within(dialog).getByTestId('upload-drop-zone'), { dataTransfer: { files: [big, exe] } });

    expect((await screen.findAllByText('File validation failed')).length).toBeGreaterThanOrEqual(1);
    const items = within(dialog).getByRole('list', { name: 'Uploads' });
    expect(within(items).getByText('File size must be less than 15MB')).toBeInTheDocument();
    expect(
      within(items).getByText('Only PDF, DOCX, DOC, TXT, PPT, and PPTX files are allowed'),
    ).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('moves a PDF through 0, 10, 30, 70, 90 and 100 from the real upload events, then saves the text from the worker', async () => {
    const stored = doc({ id: 'd1', fileName: 'notes.pdf' });
    const { user, callsTo } = setup({
      'PUT /api/documents/d1/text': (req) => {
        const body = req.body as { units: unknown[] };
        return json({
          ...stored,
          extractionStatus: 'completed',
          processingMethod: 'client_side_extraction',
          wordCount: 42,
          unitCount: body.units.length,
        });
      },
    });
    let releaseWorker: () => void = () => undefined;
    const workerGate = new Promise<void>((r) => (releaseWorker = r));
    FakeWorker.reply = () => ({
      ok: true,
      unitKind: 'page',
      units: [
        { number: 1, text: 'Mitochondria are the powerhouse' },
        { number: 2, text: 'of the cell' },
      ],
      wordCount: 7,
      textLayer: 'ok',
      warnings: [],
      verdict: { status: 'completed' },
    });
    const realPost = FakeWorker.prototype.postMessage;
    vi.spyOn(FakeWorker.prototype, 'postMessage').mockImplementation(function (this: FakeWorker, msg) {
      void workerGate.then(() => realPost.call(this, msg));
    });

    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile());

    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/courses/${COURSE_ID}/documents`);
    expect((xhr.body!.get('file') as File).name).toBe('notes.pdf');
    expect(progressOf('notes.pdf')).toBe(10);
    xhr.progress(500, 3000);
    expect(progressOf('notes.pdf')).toBe(10);
    xhr.progress(1200, 3000);
    expect(progressOf('notes.pdf')).toBe(30);
    xhr.sent();
    expect(progressOf('notes.pdf')).toBe(70);
    xhr.respond(201, { ...stored, duplicateOf: null });
    await waitFor(() => expect(progressOf('notes.pdf')).toBe(90));
    expect(await within(dialog).findByText('Client-side text extraction in progress...')).toBeInTheDocument();

    releaseWorker();
    expect(await screen.findByText('Successfully extracted 42 words from notes.pdf')).toBeInTheDocument();
    // one toast, when the file is done: no 'Upload successful' before it
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(progressOf('notes.pdf')).toBe(100);
    expect(within(dialog).getByText('Uploaded · 42 words extracted')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/documents/d1/text')[0]!.body).toEqual({
      units: [
        { number: 1, text: 'Mitochondria are the powerhouse' },
        { number: 2, text: 'of the cell' },
      ],
      unitKind: 'page',
    });
    expect(FakeWorker.started).toBe(1);
  });

  it('updates the summaries list before the toast says the text is extracted (a Generate pressed then is not refused)', async () => {
    const stored = doc({ id: 'd7', fileName: 'lecture.pdf' });
    const completed = {
      ...stored,
      extractionStatus: 'completed',
      processingMethod: 'client_side_extraction',
      wordCount: 42,
    };
    let saved = false;
    let releaseList: () => void = () => undefined;
    const listGate = new Promise<void>((r) => (releaseList = r));
    const s = setup({
      'PUT /api/documents/d7/text': () => {
        saved = true;
        return json(completed);
      },
      // After the text is saved, the list's answer is held until the test lets it go.
      [`GET /api/courses/${COURSE_ID}/documents`]: async () => {
        if (!saved) return json({ documents: [{ ...stored, extractionStatus: 'processing' }] });
        await listGate;
        return json({ documents: [completed] });
      },
    });
    FakeWorker.reply = () => ({
      ok: true,
      unitKind: 'page',
      units: [{ number: 1, text: 'Mitochondria are the powerhouse of the cell' }],
      wordCount: 7,
      textLayer: 'ok',
      warnings: [],
      verdict: { status: 'completed' },
    });
    const dialog = await openUploadDialog(s.user);
    await s.user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('lecture.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.sent();
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: null });
    await waitFor(() => expect(s.callsTo('PUT', '/api/documents/d7/text')).toHaveLength(1));
    // The list still says "in progress": no toast claims the text is ready.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Successfully extracted 42 words from lecture.pdf')).not.toBeInTheDocument();

    releaseList();
    expect(await screen.findByText('Successfully extracted 42 words from lecture.pdf')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Course Summaries (1)', hidden: true });
    expect(within(section).getByText('42 words extracted')).toBeInTheDocument();
  });

  it("marks the item failed with the server's message", async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('fake.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is named .pdf but contains TXT content.' },
    });
    expect(
      await within(dialog).findByText('Upload failed: This file is named .pdf but contains TXT content.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(FakeWorker.started).toBe(0);
  });

  it('reports a failed browser extraction to the server with the spec texts', async () => {
    const stored = doc({ id: 'd2', fileName: 'scan.pdf' });
    const { user, callsTo } = setup({
      'POST /api/documents/d2/status': (req) =>
        json({
          ...stored,
          extractionStatus: 'failed',
          extractionError: (req.body as { error: string }).error,
        }),
    });
    FakeWorker.reply = () => ({ ok: false, message: 'Invalid PDF structure.' });
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('scan.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: { id: 'd0', fileName: 'old-scan.pdf' } });

    expect(await screen.findByText('Text extraction failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Failed to extract text from scan.pdf: PDF extraction failed: Invalid PDF structure\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/has the same content as "old-scan.pdf"/)).toBeInTheDocument();
    // never 'Upload successful' for a file whose text could not be read
    expect(screen.queryByText('Upload successful')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('POST', '/api/documents/d2/status')[0]?.body).toEqual({
        status: 'failed',
        error: 'PDF extraction failed: Invalid PDF structure.',
        failure: { code: 'BROWSER_FAILED', params: { format: 'PDF' } },
      }),
    );
  });

  it('shows OCR progress page by page on a scanned PDF, and Cancel ends the worker and reports why', async () => {
    const stored = doc({ id: 'd3', fileName: 'scan.pdf' });
    const { user, callsTo } = setup({
      'POST /api/documents/d3/status': (req) =>
        json({
          ...stored,
          extractionStatus: 'failed',
          extractionError: (req.body as { error: string }).error,
        }),
    });
    FakeWorker.before = [{ type: 'ocr', pages: [1, 2], index: 1, total: 2, page: 1, fraction: 0.5 }];
    FakeWorker.reply = () => null; // still reading
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('scan.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: null });

    expect(
      await within(dialog).findByText('Reading scanned pages (OCR): page 1 of 2 · 25%'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Text recognition progress for scan.pdf' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel text recognition of scan.pdf' }));
    expect(await screen.findByText('Text extraction cancelled')).toBeInTheDocument();
    expect(FakeWorker.terminated).toBe(1);
    await waitFor(() =>
      expect(callsTo('POST', '/api/documents/d3/status')[0]?.body).toEqual({
        status: 'failed',
        error: 'Text recognition (OCR) was cancelled',
        failure: { code: 'OCR_CANCELLED' },
      }),
    );
  });

  it('saves OCR text with its note, and never saves a file the verdict failed', async () => {
    const scan = doc({ id: 'd4', fileName: 'scan.pdf' });
    const photo = doc({ id: 'd5', fileName: 'photo.pdf' });
    const ocr = {
      pages: [1, 2],
      meanConfidence: 88,
      lowConfidencePages: [2],
      unreadablePages: [],
      languages: ['eng'],
    };
    const { user, callsTo } = setup({
      'PUT /api/documents/d4/text': () =>
        json({
          ...scan,
          extractionStatus: 'completed',
          processingMethod: 'client_side_extraction',
          wordCount: 120,
          ocr,
        }),
      'POST /api/documents/d5/status': (req) =>
        json({
          ...photo,
          extractionStatus: 'failed',
          extractionError: (req.body as { error: string }).error,
        }),
    });
    FakeWorker.reply = () =>
      FakeWorker.started === 1
        ? {
            ok: true,
            unitKind: 'page',
            units: [{ number: 1, text: 'Read from the scan' }],
            wordCount: 120,
            textLayer: 'missing',
            warnings: [],
            verdict: { status: 'completed' },
            ocr,
          }
        : {
            ok: true,
            unitKind: 'page',
            units: [{ number: 1, text: 'x7' }],
            wordCount: 1,
            textLayer: 'missing',
            warnings: [],
            verdict: {
              status: 'failed',
              reason: 'The pages are scanned images and OCR found no text on them',
            },
          };
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('scan.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...scan, duplicateOf: null });
    expect(await screen.findByText('Successfully extracted 120 words from scan.pdf')).toBeInTheDocument();
    expect(screen.getByText('Read by OCR: 2 pages, mean confidence 88%')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/documents/d4/text')[0]?.body).toMatchObject({ ocr });

    await user.upload(within(dialog).getByLabelText('Files to upload'), pdfFile('photo.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    FakeXhr.all[1]!.respond(201, { ...photo, duplicateOf: null });
    expect(
      await within(dialog).findByText(
        'Uploaded, but no text: PDF extraction failed: the pages are scanned images and OCR found no text on them',
      ),
    ).toBeInTheDocument();
    expect(callsTo('PUT', '/api/documents/d5/text')).toHaveLength(0);
    expect(callsTo('POST', '/api/documents/d5/status')).toHaveLength(1);
  });

  it('shows the server extraction result of a DOCX, and visual AI', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    const input = within(dialog).getByLabelText('Files to upload');
    await user.upload(input, new File(['x'], 'essay.docx'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, {
      ...doc({ fileName: 'essay.docx', fileType: 'docx' }),
      extractionStatus: 'completed',
      processingMethod: 'server_side_extraction',
      wordCount: 120,
      extractedWords: 120,
      estimatedWords: 130,
      extractionRate: 0.923,
      duplicateOf: null,
    });
    expect(await screen.findByText('Text extraction completed')).toBeInTheDocument();
    expect(screen.getByText('Extracted 120/130 words (92%)')).toBeInTheDocument();
    // one toast for the file: how it ended, not 'Upload successful' first
    expect(screen.queryByText('Upload successful')).not.toBeInTheDocument();

    await user.upload(input, new File(['y'], 'slides-as-images.docx'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    FakeXhr.all[1]!.respond(201, {
      ...doc({ fileName: 'slides-as-images.docx', fileType: 'docx' }),
      extractionStatus: 'visual_ai_required',
      wordCount: 10,
      extractedWords: 10,
      estimatedWords: 500,
      extractionRate: 0.02,
      duplicateOf: null,
    });
    expect(await screen.findByText('Document marked for visual AI')).toBeInTheDocument();
    expect(
      screen.getByText('extracted 10/500 words (2%) - marked for visual AI processing'),
    ).toBeInTheDocument();
    // each DOCX was looked at for pictures that carry text (none here): the server's result stands
    expect(FakeWorker.started).toBe(2);
  });

  it('sends one summary toast for a batch of files, with each file as its row says, and never over 100%', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    const input = within(dialog).getByLabelText('Files to upload');
    fireEvent.drop(within(dialog).getByTestId('upload-drop-zone'), {
      dataTransfer: {
        files: [new File(['x'], 'essay.docx'), new File(['MZ'], 'game.exe'), new File(['y'], 'broken.docx')],
      },
    });
    expect(input).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, {
      ...doc({ fileName: 'essay.docx', fileType: 'docx' }),
      extractionStatus: 'completed',
      processingMethod: 'server_side_extraction',
      wordCount: 2973,
      extractedWords: 2973,
      estimatedWords: 2771,
      extractionRate: 1,
      duplicateOf: null,
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    FakeXhr.all[1]!.respond(422, { error: { code: 'CORRUPT_FILE', message: 'The file is damaged.' } });

    const title = await screen.findByText('1 of 3 files ready for test generation');
    const toast = title.closest('[data-sonner-toast]')!;
    expect(toast).toHaveTextContent('essay.docx: Uploaded · 2,973 words extracted');
    expect(toast).toHaveTextContent('game.exe: Only PDF, DOCX, DOC, TXT, PPT, and PPTX files are allowed');
    expect(toast).toHaveTextContent('broken.docx: Upload failed: The file is damaged.');
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(screen.queryByText('Upload successful')).not.toBeInTheDocument();
    expect(screen.queryByText('File validation failed')).not.toBeInTheDocument();
    const items = within(dialog).getByRole('list', { name: 'Uploads' });
    expect(within(items).getByText('Uploaded · 2,973 words extracted')).toBeInTheDocument();
    expect(within(items).getByText('Upload failed: The file is damaged.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d{3,}%/);

    // A file alone whose text holds more words than the file's own count says: 100%, with both counts.
    await user.upload(input, new File(['z'], 'long.docx'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    FakeXhr.all[2]!.respond(201, {
      ...doc({ fileName: 'long.docx', fileType: 'docx' }),
      extractionStatus: 'completed',
      processingMethod: 'server_side_extraction',
      wordCount: 2973,
      extractedWords: 2973,
      estimatedWords: 2771,
      extractionRate: 1.073,
      duplicateOf: null,
    });
    expect(
      await screen.findByText("Extracted 2973 words (100%; the file's own count is 2771)"),
    ).toBeInTheDocument();
  });

  it('reads a photographed page inside a DOCX by OCR after the server saved its typed text', async () => {
    const stored = {
      ...doc({ id: 'w1', fileName: 'notes.docx', fileType: 'docx' }),
      extractionStatus: 'completed',
      processingMethod: 'server_side_extraction',
      wordCount: 8,
      extractedWords: 8,
      estimatedWords: null,
      extractionRate: null,
    };
    const ocr = {
      pages: [1],
      meanConfidence: 93,
      lowConfidencePages: [],
      unreadablePages: [],
      languages: ['eng'],
      unit: 'picture',
    };
    const { user, callsTo } = setup({
      'PUT /api/documents/w1/text': () =>
        json({ ...stored, processingMethod: 'client_side_extraction', wordCount: 105, ocr }),
    });
    FakeWorker.reply = (msg) =>
      msg.kind === 'docx'
        ? {
            ok: true,
            unitKind: 'section',
            units: [
              { number: 1, text: 'Notes from the lecture, with the handout below.', title: 'Paragraph 1' },
              { number: 2, text: 'Photosynthesis converts light energy...', title: 'Picture 1' },
            ],
            wordCount: 105,
            textLayer: 'ok',
            warnings: [],
            verdict: { status: 'completed' },
            ocr,
            pictures: 1,
          }
        : null;
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), new File(['x'], 'notes.docx'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: null });
    expect(await screen.findByText('Successfully extracted 105 words from notes.docx')).toBeInTheDocument();
    expect(screen.getByText('Read by OCR: 1 picture, mean confidence 93%')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/documents/w1/text')[0]?.body).toMatchObject({
      unitKind: 'section',
      units: [{ title: 'Paragraph 1' }, { title: 'Picture 1' }],
      ocr,
    });
  });

  it('shows which slide is read when a PPTX has a scanned handout on a slide', async () => {
    const stored = doc({ id: 'slides-ocr', fileName: 'handout.pptx', fileType: 'pptx' });
    const { user } = setup({
      'POST /api/documents/slides-ocr/status': (req) =>
        json({
          ...stored,
          extractionStatus: 'failed',
          extractionError: (req.body as { error: string }).error,
        }),
    });
    FakeWorker.before = [
      { type: 'ocr', unit: 'slide', pages: [2], index: 1, total: 1, page: 2, fraction: 0.5 },
    ];
    FakeWorker.reply = () => null; // still reading
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Files to upload'), new File(['x'], 'handout.pptx'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: null });
    expect(
      await within(dialog).findByText('Reading pictures (OCR): slide 2, picture 1 of 1 · 50%'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel text recognition of handout.pptx' }));
    expect(await screen.findByText('Text extraction cancelled')).toBeInTheDocument();
  });

  it('tells the student that a .doc must be converted', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    fireEvent.drop(within(dialog).getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['d'], 'old.doc')] },
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, {
      ...doc({ fileName: 'old.doc', fileType: 'doc', extractionStatus: 'failed' }),
      duplicateOf: null,
    });
    expect(await screen.findByText('File format not supported')).toBeInTheDocument();
    expect(screen.getAllByText('Please convert to .docx format for text extraction.').length).toBeGreaterThan(
      0,
    );
  });

  it('tells the student that a legacy .ppt must be converted, as for a .doc', async () => {
    const { user } = setup();
    const dialog = await openUploadDialog(user);
    fireEvent.drop(within(dialog).getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['p'], 'old slides.ppt')] },
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, {
      ...doc({ fileName: 'old slides.ppt', fileType: 'ppt', extractionStatus: 'failed' }),
      duplicateOf: null,
    });
    expect(await screen.findByText('File format not supported')).toBeInTheDocument();
    expect(screen.getAllByText('Please convert to .pptx format for text extraction.').length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('Ready for test generation')).not.toBeInTheDocument();
  });

  it('resets stuck extractions when the box opens', async () => {
    const { user, callsTo } = setup({
      [`POST /api/courses/${COURSE_ID}/documents/reset-stuck`]: () => json({ reset: 2 }),
    });
    await openUploadDialog(user);
    expect(await screen.findByText('Reset stuck extractions')).toBeInTheDocument();
    expect(screen.getByText('Reset 2 documents that were stuck in processing')).toBeInTheDocument();
    expect(callsTo('POST', `/api/courses/${COURSE_ID}/documents/reset-stuck`).length).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('Course Summaries list', () => {
  it('shows each status with the spec labels, type badge, size and a download link', async () => {
    const s = setup();
    s.setDocuments([
      doc({
        id: 'a',
        fileName: 'bio.pdf',
        extractionStatus: 'completed',
        processingMethod: 'client_side_extraction',
        wordCount: 1234,
        fileSize: 2 * 1024 * 1024 + 200_000,
      }),
      doc({
        id: 'b',
        fileName: 'essay.docx',
        extractionStatus: 'completed',
        processingMethod: 'server_side_extraction',
        wordCount: 50,
      }),
      doc({
        id: 'c',
        fileName: 'slides.pptx',
        extractionStatus: 'failed',
        extractionError: 'PPTX extraction failed: corrupt',
      }),
      doc({ id: 'd', fileName: 'scan.docx', extractionStatus: 'visual_ai_required' }),
      doc({ id: 'e', fileName: 'big.pdf', extractionStatus: 'processing' }),
      doc({ id: 'f', fileName: 'notes.txt', extractionStatus: 'not_applicable', fileSize: 5000 }),
      doc({ id: 'g', fileName: 'old.pdf', extractionStatus: 'pending' }),
      doc({ id: 'h', fileName: 'tiny.txt', extractionStatus: 'not_applicable', fileSize: 33 }),
      doc({
        id: 'i',
        fileName: 'scanned.pdf',
        extractionStatus: 'completed',
        processingMethod: 'client_side_extraction',
        wordCount: 610,
        ocr: {
          pages: [1, 2, 3],
          meanConfidence: 71.4,
          lowConfidencePages: [3],
          unreadablePages: [],
          languages: ['heb', 'eng'],
        },
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Course Summaries (9)' });
    const row = (name: string) => within(section).getByRole('link', { name }).closest('li') as HTMLElement;

    expect(within(row('bio.pdf')).getByText('PDF')).toBeInTheDocument();
    expect(within(row('bio.pdf')).getByText('Client-side extraction completed')).toBeInTheDocument();
    expect(within(row('bio.pdf')).getByText('1,234 words extracted')).toBeInTheDocument();
    expect(within(row('bio.pdf')).getByText('2.2 MB')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'bio.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/a/file',
    );
    expect(
      within(row('scanned.pdf')).getByText('Read by OCR: 3 pages, mean confidence 71%'),
    ).toBeInTheDocument();
    expect(
      within(row('scanned.pdf')).getByText('Low OCR confidence on page 3: check the text of this page'),
    ).toBeInTheDocument();
    expect(within(row('essay.docx')).getByText('DOC')).toBeInTheDocument();
    expect(within(row('essay.docx')).getByText('Text extraction completed')).toBeInTheDocument();
    expect(within(row('slides.pptx')).getByText('PPT')).toBeInTheDocument();
    expect(
      within(row('slides.pptx')).getByText('Text extraction failed - file not ready for test generation'),
    ).toBeInTheDocument();
    expect(
      within(row('scan.docx')).getByText('Extraction failed - file not ready for test generation'),
    ).toBeInTheDocument();
    expect(
      within(row('big.pdf')).getByText('Client-side text extraction in progress...'),
    ).toBeInTheDocument();
    expect(within(row('notes.txt')).getByText('Ready for test generation')).toBeInTheDocument();
    expect(within(row('notes.txt')).getByText('5 KB')).toBeInTheDocument();
    expect(within(row('old.pdf')).getByText('Waiting for text extraction')).toBeInTheDocument();
    expect(within(row('tiny.txt')).getByText('< 1 KB')).toBeInTheDocument();
  });

  it('extracts a PDF left pending (the tab closed after its upload) from the stored file', async () => {
    const pending = doc({ id: 'p1', fileName: 'left-behind.pdf' });
    const s = setup({
      'GET /api/documents/p1/file': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
      'PUT /api/documents/p1/text': () => {
        const done = {
          ...pending,
          extractionStatus: 'completed',
          processingMethod: 'client_side_extraction',
          wordCount: 9,
        };
        s.setDocuments([done]);
        return json(done);
      },
    });
    s.setDocuments([pending]);
    FakeWorker.reply = () => ({
      ok: true,
      unitKind: 'page',
      units: [{ number: 1, text: 'one two three four five six seven eight nine' }],
      wordCount: 9,
      textLayer: 'ok',
      warnings: [],
      verdict: { status: 'completed' },
    });
    const section = await screen.findByRole('region', { name: 'Course Summaries (1)' });
    expect(within(section).getByText('Waiting for text extraction')).toBeInTheDocument();
    await s.user.click(within(section).getByRole('button', { name: 'Extract text from left-behind.pdf' }));
    expect(
      await screen.findByText('Successfully extracted 9 words from left-behind.pdf'),
    ).toBeInTheDocument();
    expect(await within(section).findByText('9 words extracted')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Extract text/ })).not.toBeInTheDocument();
    expect(s.callsTo('GET', '/api/documents/p1/file')).toHaveLength(1);
  });

  it('asks before deleting, and deletes only after the confirmation', async () => {
    const s = setup({ 'DELETE /api/documents/a': () => new Response(null, { status: 204 }) });
    s.setDocuments([doc({ id: 'a', fileName: 'bio.pdf' }), doc({ id: 'b', fileName: 'keep.pdf' })]);
    await screen.findByRole('region', { name: 'Course Summaries (2)' });

    await s.user.click(screen.getByRole('button', { name: 'Delete bio.pdf' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete "bio.pdf"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await s.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(s.callsTo('DELETE', '/api/documents/a')).toHaveLength(0);

    await s.user.click(screen.getByRole('button', { name: 'Delete bio.pdf' }));
    confirm = await screen.findByRole('alertdialog');
    s.setDocuments([doc({ id: 'b', fileName: 'keep.pdf' })]);
    await s.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('region', { name: 'Course Summaries (1)' })).toBeInTheDocument();
    expect(s.callsTo('DELETE', '/api/documents/a')).toHaveLength(1);
  });

  it('hides upload and delete on a closed course', async () => {
    const s = setup({}, courseDetail({ status: 'closed' }));
    s.setDocuments([doc({ id: 'a', fileName: 'bio.pdf' })]);
    await screen.findByRole('region', { name: 'Course Summaries (1)' });
    expect(screen.getByRole('link', { name: 'bio.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('My Courses upload button', () => {
  it('lets the student pick one of the open courses and upload', async () => {
    const listItem = {
      ...courseDetail(),
      summaryCount: 0,
      testCount: 0,
      testsTaken: 0,
      averageGrade: 0,
    };
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () =>
        json([
          listItem,
          { ...listItem, id: '22222222-2222-4222-8222-222222222222', name: 'Old History', status: 'closed' },
        ]),
      [`POST /api/courses/${COURSE_ID}/documents/reset-stuck`]: () => json({ reset: 0 }),
    });
    const { user } = renderApp('/courses');
    await screen.findByRole('article', { name: 'Cell Biology' });
    await user.click(screen.getByRole('button', { name: 'Upload Course Summaries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Course Summaries' });
    // The only open course is chosen; a closed one cannot take uploads.
    expect(within(dialog).getByRole('combobox', { name: 'Course' })).toHaveTextContent('Cell Biology');
    expect(within(dialog).getByText('Supports PDF, DOCX, PPTX files (max 15MB each)')).toBeInTheDocument();
  });
});

// Issue 15: the extraction workers' words by code. In Hebrew a failed row says why in Hebrew when the row has a
// code; a row from before the codes keeps its English words; OCR steps are in Hebrew.
describe('extraction reasons and OCR steps in Hebrew', () => {
  beforeEach(async () => {
    await activateLanguage('he');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows a coded failure in Hebrew and an old English-only reason as it is', async () => {
    const s = setup();
    s.setDocuments([
      doc({
        id: 'a',
        fileName: 'scan.pdf',
        extractionStatus: 'failed',
        extractionError: 'PDF extraction failed: the pages are scanned images and OCR found no text on them',
        extractionFailure: { code: 'OCR_NO_TEXT' },
      }),
      doc({
        id: 'b',
        fileName: 'blurry.pdf',
        extractionStatus: 'failed',
        extractionError: 'PDF extraction failed: the pages are scanned images and OCR could not read them',
        extractionFailure: { code: 'OCR_UNREADABLE', params: { confidence: 31 } },
      }),
      doc({
        id: 'c',
        fileName: 'old.pdf',
        extractionStatus: 'failed',
        extractionError: 'PDF extraction failed: bad xref',
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'סיכומי הקורס (3)' });
    const row = (name: string) => within(section).getByRole('link', { name }).closest('li') as HTMLElement;
    expect(
      within(row('scan.pdf')).getByText('העמודים הם תמונות סרוקות, וה-OCR לא מצא בהם טקסט'),
    ).toBeInTheDocument();
    expect(
      within(row('blurry.pdf')).getByText(
        'העמודים הם תמונות סרוקות, וה-OCR לא הצליח לקרוא אותם באופן אמין (רמת ביטחון ממוצעת 31%)',
      ),
    ).toBeInTheDocument();
    expect(within(row('old.pdf')).getByText('PDF extraction failed: bad xref')).toBeInTheDocument();
    expect(
      within(row('old.pdf')).getByText('חילוץ הטקסט נכשל: הקובץ לא מוכן ליצירת מבחן'),
    ).toBeInTheDocument();
  });

  it('names the OCR step in Hebrew, and a cancel in Hebrew while the server gets the English words and the code', async () => {
    const stored = doc({ id: 'd3', fileName: 'scan.pdf' });
    const { user, callsTo } = setup({
      'POST /api/documents/d3/status': (req) =>
        json({
          ...stored,
          extractionStatus: 'failed',
          extractionError: (req.body as { error: string }).error,
          extractionFailure: (req.body as { failure: unknown }).failure,
        }),
    });
    FakeWorker.before = [{ type: 'ocr', pages: [1, 2], index: 1, total: 2, page: 1, fraction: 0.5 }];
    FakeWorker.reply = () => null;
    await user.click(await screen.findByRole('button', { name: 'העלאה' }));
    const dialog = await screen.findByRole('dialog', { name: 'העלאת סיכומי קורס' });
    await user.upload(within(dialog).getByLabelText('קבצים להעלאה'), pdfFile('scan.pdf'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, { ...stored, duplicateOf: null });
    expect(
      await within(dialog).findByText('קוראים עמודים סרוקים (OCR): עמוד 1 מתוך 2 · 25%'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ביטול זיהוי הטקסט של scan.pdf' }));
    expect(await screen.findByText('חילוץ הטקסט בוטל')).toBeInTheDocument();
    expect(screen.getByText('לא הצלחנו לחלץ טקסט מ-scan.pdf: זיהוי הטקסט (OCR) בוטל')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('POST', '/api/documents/d3/status')[0]?.body).toEqual({
        status: 'failed',
        error: 'Text recognition (OCR) was cancelled',
        failure: { code: 'OCR_CANCELLED' },
      }),
    );
  });
});
