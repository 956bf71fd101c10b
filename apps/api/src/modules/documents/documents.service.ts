import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  countWords,
  isUuid,
  LIMITS,
  MAX_TEXT_BYTES,
  type DocumentSummary,
  type ExtractionFailure,
  type OcrNote,
} from '@studypilot/core';
import { cleanText, detectLanguage, ExtractError, type ExtractErrorCode } from '@studypilot/extract';
import {
  extractDocumentNode,
  extractOfficeInWorker,
  verifyArchiveInWorker,
  type VerifyAnswer,
} from '@studypilot/extract/node';
import { documentVerdict, ocrNote, withOcrFallback, type PdfExtractResult } from './ocr-fallback.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { BlobNotFoundError, storageFault, type BlobStore } from '../../lib/blob-store.ts';
import { assertCourseOpen, assertCourseOwned } from '../courses/courses.service.ts';
import * as repo from './documents.repository.ts';
import {
  CONTENT_TYPES,
  extensionOfName,
  initialStatus,
  isAllowedExtension,
  sanitizeFileName,
  storageKey,
  UPLOAD_MESSAGES,
  type AllowedExtension,
} from './upload-rules.ts';

export interface DocumentsDeps {
  db: Db;
  blobStore: BlobStore;
  log: FastifyBaseLogger;
  /** Where uploads wait while they are checked (app.uploadTmpDir); the OS temp folder when absent. */
  tmpDir?: string;
}

/** Server-side extraction of a stored file; recorded in processing_method. */
export const SERVER_METHOD = 'server_side_extraction';
export const CLIENT_METHOD = 'client_side_extraction';
/** Text kept per document (characters); about 300,000 words, far above the 50,000-word generation cap. */
export const MAX_EXTRACTED_CHARS = 2_000_000;
export const EXTRACTION_TIMEOUT_MS = 120_000;
/**
 * Time limit for inflating every entry of an uploaded DOCX/PPTX in the archive worker (at most
 * 200 MB of honest data, well under a second; docs/decisions/204).
 */
export const ARCHIVE_CHECK_TIMEOUT_MS = 20_000;

const DOCUMENT_NOT_FOUND = 'Document not found';

/** 404 for a missing course or another student's, 409 when closed (the courses module's rule). */
export { assertCourseOpen };

export function toDto(row: repo.SummaryRow): DocumentSummary {
  // A legacy .doc/.ppt row (a .ppt saved as not_applicable before issue 16) is never shown as ready.
  const legacy = LEGACY_MESSAGES[row.fileType as AllowedExtension];
  if (legacy && row.extractionStatus !== 'failed') {
    row = { ...row, extractionStatus: 'failed', extractionError: row.extractionError ?? legacy };
  }
  const failure =
    row.extractionFailure ??
    (legacy && row.extractionError === legacy
      ? ({ code: 'LEGACY_FORMAT', params: { ext: row.fileType } } as const)
      : null);
  return {
    id: row.id,
    courseId: row.courseId,
    fileName: row.fileName,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    fileHash: row.fileHash,
    fileType: row.fileType,
    extractionStatus: row.extractionStatus,
    processingMethod: row.processingMethod,
    unitKind: row.unitKind,
    unitCount: row.units?.length ?? 0,
    textLanguage: row.textLanguage,
    wordCount: row.wordCount,
    extractedWords: row.extractedWords,
    estimatedWords: row.estimatedWords,
    extractionRate: row.extractionRate,
    extractionError: row.extractionError,
    extractionFailure: row.extractionStatus === 'failed' && failure ? failure : null,
    extractionTimestamp: row.extractionTimestamp?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ocr: row.ocr ?? null,
  };
}

export async function getOwnedSummary(db: Db, userId: string, id: string): Promise<repo.SummaryRow> {
  if (!isUuid(id)) throw notFound(DOCUMENT_NOT_FOUND, 'DOCUMENT_NOT_FOUND');
  const row = await repo.findSummary(db, userId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, 'DOCUMENT_NOT_FOUND');
  return row;
}

export async function listDocuments(db: Db, userId: string, courseId: string) {
  await assertCourseOwned(db, userId, courseId);
  return (await repo.listSummaries(db, userId, courseId)).map(toDto);
}

/** Legacy Office files: stored, never extracted, and never offered as ready (issue 16 item 4). */
/** The row's reason code for an extraction library failure (issue 15). */
const FAILURE_OF_EXTRACT_ERROR: Record<ExtractErrorCode, ExtractionFailure['code']> = {
  CORRUPT: 'FILE_DAMAGED',
  ENCRYPTED: 'FILE_ENCRYPTED',
  UNSUPPORTED: 'FILE_DAMAGED',
  TOO_LARGE: 'FILE_TOO_LARGE',
  ZIP_BOMB: 'FILE_TOO_LARGE',
  EMPTY: 'FILE_EMPTY',
  ABORTED: 'TIMED_OUT',
};

export const LEGACY_MESSAGES: Partial<Record<AllowedExtension, string>> = {
  doc: 'Legacy .doc files are not supported. Please convert to .docx format for text extraction.',
  ppt: 'Legacy .ppt files are not supported. Please convert to .pptx format for text extraction.',
};

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);
const unprocessable = (message: string) => new AppError(422, 'INVALID_FILE', message);

/** Extension check on the (sanitised) name, before any byte is read. */
export function checkFileName(rawName: string | undefined): { fileName: string; ext: AllowedExtension } {
  const fileName = sanitizeFileName(rawName);
  const ext = extensionOfName(fileName);
  if (!isAllowedExtension(ext)) throw unsupported(UPLOAD_MESSAGES.badType);
  return { fileName, ext };
}

/** An upload as it arrived: written to a temp file while its SHA-256 and size were computed. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Stream the multipart file to a temp file under `dir` (never holding it in memory), hashing and
 * counting as it comes. Returns null when it passes `max` bytes (the multipart parser is also
 * capped at max + 1); the partial file is removed. A write that fails because storage is full or
 * unavailable throws StorageFaultError (507 / 503).
 */
export async function receiveUpload(
  stream: Readable & { truncated?: boolean },
  dir: string,
  max: number,
): Promise<ReceivedFile | null> {
  const file = path.join(dir, `${Date.now()}-${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let tooBig = false;
  try {
    await mkdir(dir, { recursive: true });
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > max) {
            tooBig = true;
            stream.resume(); // let the parser drain the rest without keeping it
            return;
          }
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    await rm(file, { force: true }).catch(() => {});
    throw storageFault(err, true) ?? err;
  }
  if (tooBig || stream.truncated) {
    await rm(file, { force: true }).catch(() => {});
    return null;
  }
  return { path: file, size, sha256: hash.digest('hex') };
}

/** A temp upload older than this is left over from a crash (uploads are capped at 15 MB and 120 s). */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes temp uploads (`*.part` in `dir`) older than `maxAgeMs`: files a crashed or killed server left
 * behind (receiveUpload removes its file on every path it sees). Younger ones may belong to another
 * server process sharing the data folder and are kept. Returns the names removed.
 */
export async function sweepStaleUploads(dir: string, maxAgeMs = STALE_UPLOAD_MS, now = Date.now()) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // no folder yet: nothing was ever uploaded
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    try {
      const s = await stat(file);
      if (!s.isFile() || now - s.mtimeMs < maxAgeMs) continue;
      await rm(file, { force: true });
      removed.push(name);
    } catch {
      // gone meanwhile, or not ours to remove: leave it
    }
  }
  return removed;
}

/**
 * Content must match the extension. The type is sniffed in the archive worker pool from the temp
 * file (this thread never reads the whole file); a DOCX/PPTX archive is first inflated entry by
 * entry there (streamed, stopping at each entry's declared size): a zip bomb, however its headers
 * lie, is refused here before anything is stored.
 */
export async function checkContent(
  file: Pick<ReceivedFile, 'path' | 'size'>,
  fileName: string,
  ext: AllowedExtension,
): Promise<VerifyAnswer> {
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.empty, 'EMPTY_FILE');
  let sniff: VerifyAnswer;
  try {
    sniff = await verifyArchiveInWorker({ path: file.path }, fileName, {
      timeoutMs: ARCHIVE_CHECK_TIMEOUT_MS,
    });
  } catch (err) {
    if (err instanceof ExtractError) throw archiveError(err, ext);
    throw err;
  }
  if (sniff.ok) return sniff;
  if (sniff.code === 'EMPTY') throw badRequest(UPLOAD_MESSAGES.empty, 'EMPTY_FILE');
  if (sniff.code && sniff.code !== 'UNSUPPORTED') {
    throw archiveError(new ExtractError(sniff.code as ExtractErrorCode, sniff.reason ?? 'Invalid file'), ext);
  }
  const what =
    sniff.detected === 'unknown' ? 'unrecognised content' : `${sniff.detected.toUpperCase()} content`;
  throw unsupported(`This file is named .${ext} but contains ${what}. ${UPLOAD_MESSAGES.badType}`);
}

function archiveError(err: ExtractError, ext: string): AppError {
  switch (err.code) {
    case 'ZIP_BOMB':
    case 'TOO_LARGE':
      return unprocessable(
        `The .${ext} file expands to too much data to be a real document (${err.message}).`,
      );
    case 'ENCRYPTED':
      return unprocessable(
        `The .${ext} file is password-protected. Remove the password and upload it again.`,
      );
    case 'CORRUPT':
      return unprocessable(`The .${ext} file is damaged or incomplete (${err.message}).`);
    case 'ABORTED':
      return unprocessable(`The .${ext} file took too long to read to be a real document (${err.message}).`);
    default:
      return unsupported(`${err.message}. ${UPLOAD_MESSAGES.badType}`);
  }
}

export interface UploadInput {
  userId: string;
  courseId: string;
  fileName: string;
  ext: AllowedExtension;
  /** The temp file from receiveUpload; removed here whatever happens. */
  file?: ReceivedFile;
  /** Or the bytes themselves (seed data, scripts): written to a temp file first. */
  bytes?: Uint8Array;
}

/**
 * Check the file, store it, then insert the row (the stored object is removed if the insert fails),
 * then extract on the server for docx (status decided here) and txt (text kept, status
 * not_applicable). Storage faults answer 507 / 503 and leave no row and no object.
 */
export async function createDocument(deps: DocumentsDeps, input: UploadInput) {
  const { db, blobStore, log } = deps;
  const { userId, courseId, fileName, ext } = input;
  const file =
    input.file ??
    (await receiveUpload(
      Readable.from([Buffer.from(input.bytes ?? new Uint8Array(0))]),
      deps.tmpDir ?? path.join(tmpdir(), 'studypilot-uploads'),
      LIMITS.maxUploadBytes,
    ));
  if (!file) throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  try {
    await assertCourseOpen(db, userId, courseId); // again: the course may have closed during the upload
    await checkContent(file, fileName, ext);
    const duplicate = await repo.findByHash(db, userId, courseId, file.sha256);
    const key = storageKey(userId, courseId, ext);
    try {
      await blobStore.put(key, createReadStream(file.path), CONTENT_TYPES[ext], file.size);
    } catch (err) {
      // the store removes its own partial object; a fault of the storage gets its own status
      throw storageFault(err, true) ?? err;
    }
    let row: repo.SummaryRow;
    try {
      row = await repo.insertSummary(db, {
        courseId,
        userId,
        fileName,
        fileUrl: key,
        fileSize: file.size,
        fileHash: file.sha256,
        fileType: ext,
        extractionStatus: initialStatus(ext),
        processingMethod: null,
        extractionError: LEGACY_MESSAGES[ext] ?? null,
        extractionFailure: LEGACY_MESSAGES[ext] ? { code: 'LEGACY_FORMAT', params: { ext } } : null,
      });
    } catch (err) {
      await blobStore
        .delete(key)
        .catch((e: unknown) => log.error({ err: e, key }, 'could not remove an orphan upload'));
      throw err;
    }
    if (ext === 'docx' || ext === 'txt') {
      row = (await runExtraction(deps, row, { path: file.path })).row;
    }
    return { ...toDto(row), duplicateOf: duplicate ?? null };
  } finally {
    await rm(file.path, { force: true }).catch(() => {});
  }
}

export interface ExtractionOutcome {
  row: repo.SummaryRow;
  success: boolean;
  error: string | null;
  requiresVisualAI: boolean;
  extractedWords: number;
  estimatedWords: number | null;
  extractionRate: number | null;
  wordCount: number;
}

/**
 * Server extractions that hold their result on this thread at once (the rest wait): the archive
 * pool reads two files at a time anyway, and up to 2 million characters of text plus its units per
 * document should not pile up here while the database writes them one by one.
 */
const MAX_CONCURRENT_EXTRACTIONS = 2;
let extractionsRunning = 0;
const extractionQueue: (() => void)[] = [];

async function withExtractionSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (extractionsRunning >= MAX_CONCURRENT_EXTRACTIONS) {
    await new Promise<void>((resolve) => extractionQueue.push(resolve));
  }
  extractionsRunning++;
  try {
    return await fn();
  } finally {
    extractionsRunning--;
    extractionQueue.shift()?.();
  }
}

/** The extract-text server function: processing, then completed / visual_ai_required / failed. */
export async function runExtraction(
  deps: DocumentsDeps,
  row: repo.SummaryRow,
  file?: { path: string },
): Promise<ExtractionOutcome> {
  return withExtractionSlot(() => extractNow(deps, row, file));
}

async function extractNow(
  deps: DocumentsDeps,
  row: repo.SummaryRow,
  file?: { path: string },
): Promise<ExtractionOutcome> {
  const { db, blobStore, log } = deps;
  const isTxt = row.fileType === 'txt';
  // The stored file is read before the row moves to processing: storage that is down answers 503
  // and leaves the document as it was. DOCX, PPTX and TXT are read by the worker pool itself.
  let stored: Uint8Array | undefined;
  if (!file) {
    try {
      const raw = await readAll(await blobStore.get(row.fileUrl), LIMITS.maxUploadBytes);
      // pdf.js refuses Buffer; a plain Uint8Array view over the same memory is enough
      stored = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
    } catch (err) {
      const fault = storageFault(err, false);
      if (fault) throw fault;
      if (!(err instanceof BlobNotFoundError)) throw err;
      log.error({ err, id: row.id }, 'stored file missing');
    }
  }
  if (!isTxt)
    await repo.updateSummary(db, row.userId, row.id, {
      extractionStatus: 'processing',
      extractionError: null,
      extractionFailure: null,
    });
  const fail = async (message: string, failure: ExtractionFailure): Promise<ExtractionOutcome> => {
    const updated = await repo.updateSummary(db, row.userId, row.id, {
      extractionStatus: isTxt ? 'not_applicable' : 'failed',
      extractionError: message,
      extractionFailure: isTxt ? null : failure,
      processingMethod: SERVER_METHOD,
      extractionTimestamp: new Date(),
    });
    return {
      row: updated ?? row,
      success: false,
      error: message,
      requiresVisualAI: false,
      extractedWords: 0,
      estimatedWords: null,
      extractionRate: null,
      wordCount: 0,
    };
  };
  try {
    const opts = {
      signal: AbortSignal.timeout(EXTRACTION_TIMEOUT_MS),
      timeoutMs: EXTRACTION_TIMEOUT_MS,
      maxChars: MAX_EXTRACTED_CHARS,
    };
    const kind = row.fileType;
    if (!file && !stored) return fail('The stored file is missing', { code: 'FILE_MISSING' });
    let result: PdfExtractResult;
    if (file && (kind === 'docx' || kind === 'pptx' || kind === 'txt')) {
      result = await extractOfficeInWorker({ path: file.path }, kind, opts);
    } else {
      const data = stored ?? new Uint8Array(await readFile(file!.path));
      const layer = await extractDocumentNode(data, `document.${row.fileType}`, opts);
      // PDF pages without a usable text layer, and DOCX/PPTX pictures that carry a page's or slide's
      // text, are read by OCR in a worker thread (the 'Extract text' retry); one verdict decides the
      // status, the same as in the browser (docs/decisions/208).
      result = await withOcrFallback(data, layer, {
        signal: opts.signal,
        timeoutMs: EXTRACTION_TIMEOUT_MS,
        maxChars: MAX_EXTRACTED_CHARS,
      });
    }
    const assessment = documentVerdict(result);
    const empty = assessment.status === 'failed' || assessment.status === 'needs_ocr';
    const status = isTxt
      ? 'not_applicable'
      : assessment.status === 'visual_ai_required'
        ? 'visual_ai_required'
        : empty
          ? 'failed'
          : 'completed';
    const error = empty ? (assessment.reason ?? 'No text could be extracted from this document') : null;
    const updated = await repo.updateSummary(db, row.userId, row.id, {
      extractionStatus: status,
      processingMethod: SERVER_METHOD,
      extractedText: result.text,
      units: result.units.map((u) => ({
        number: u.number,
        text: u.text,
        ...(u.title ? { title: u.title } : {}),
      })),
      unitKind: result.unitKind,
      textLanguage: result.language,
      wordCount: result.wordCount,
      extractedWords: assessment.extractedWords,
      estimatedWords: assessment.estimatedWords,
      extractionRate: assessment.extractionRate,
      extractionError: error ?? (assessment.requiresVisualAI ? (assessment.reason ?? null) : null),
      extractionFailure: error && !isTxt ? (assessment.failure ?? { code: 'NO_TEXT' }) : null,
      extractionTimestamp: new Date(),
      ocr: ocrNote(result),
    });
    return {
      row: updated ?? row,
      success: !error,
      error,
      requiresVisualAI: assessment.requiresVisualAI,
      extractedWords: assessment.extractedWords,
      estimatedWords: assessment.estimatedWords,
      extractionRate: assessment.extractionRate,
      wordCount: result.wordCount,
    };
  } catch (err) {
    if (err instanceof ExtractError) return fail(err.message, { code: FAILURE_OF_EXTRACT_ERROR[err.code] });
    log.error({ err, id: row.id }, 'server-side extraction failed');
    return fail('Server-side extraction failed', { code: 'SERVER_FAILED' });
  }
}

export async function extractStored(deps: DocumentsDeps, userId: string, id: string) {
  const row = await getOwnedSummary(deps.db, userId, id);
  return runExtraction(deps, row);
}

/** Text extracted in the browser: cleaned again and recounted here; the client's count is ignored. */
export async function saveClientText(
  db: Db,
  userId: string,
  id: string,
  input: {
    units: { number: number; text: string; title?: string }[];
    unitKind: string;
    ocr?: OcrNote;
  },
) {
  await getOwnedSummary(db, userId, id);
  const units = input.units.map((u) => {
    const title = u.title ? cleanText(u.title) : '';
    return { number: u.number, text: cleanText(u.text), ...(title ? { title } : {}) };
  });
  const text = units
    .map((u) => u.text)
    .filter(Boolean)
    .join('\n\n');
  if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) {
    throw new AppError(
      413,
      'TEXT_TOO_LARGE',
      `The extracted text is larger than ${MAX_TEXT_BYTES / 1024 / 1024} MB`,
    );
  }
  const wordCount = countWords(text);
  const now = new Date();
  const values: repo.SummaryUpdate =
    wordCount === 0
      ? {
          extractionStatus: 'failed',
          processingMethod: CLIENT_METHOD,
          extractedText: null,
          units: null,
          wordCount: 0,
          extractedWords: 0,
          extractionError: 'No text could be extracted from this document',
          extractionFailure: { code: 'NO_TEXT' },
          extractionTimestamp: now,
          ocr: null,
        }
      : {
          extractionStatus: 'completed',
          processingMethod: CLIENT_METHOD,
          extractedText: text,
          units,
          unitKind: input.unitKind,
          textLanguage: detectLanguage(text),
          wordCount,
          extractedWords: wordCount,
          extractionError: null,
          extractionFailure: null,
          extractionTimestamp: now,
          ocr: input.ocr ?? null,
        };
  const row = await repo.updateSummary(db, userId, id, values);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, 'DOCUMENT_NOT_FOUND');
  return toDto(row);
}

export async function reportFailure(
  db: Db,
  userId: string,
  id: string,
  error: string,
  failure?: ExtractionFailure,
) {
  await getOwnedSummary(db, userId, id);
  const message = cleanText(error).slice(0, 1000) || 'Text extraction failed';
  const row = await repo.updateSummary(db, userId, id, {
    extractionStatus: 'failed',
    extractionError: message,
    extractionFailure: failure ?? null,
    extractionTimestamp: new Date(),
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, 'DOCUMENT_NOT_FOUND');
  return toDto(row);
}

export async function resetStuck(db: Db, userId: string, courseId: string) {
  await assertCourseOwned(db, userId, courseId);
  return { reset: await repo.resetStuck(db, userId, courseId) };
}

export async function openFile(deps: DocumentsDeps, userId: string, id: string) {
  const row = await getOwnedSummary(deps.db, userId, id);
  const stream = await deps.blobStore.get(row.fileUrl).catch((err: unknown) => {
    if (!(err instanceof BlobNotFoundError)) throw err;
    deps.log.error({ err, id }, 'stored file missing');
    throw notFound('The stored file is missing', 'FILE_MISSING');
  });
  const ext = row.fileType as AllowedExtension;
  return { row, stream, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}

/** Row first, then the object: a failed object delete leaves an orphan file, never a broken row. */
export async function deleteDocument(deps: DocumentsDeps, userId: string, id: string) {
  const row = await getOwnedSummary(deps.db, userId, id);
  await assertCourseOpen(deps.db, userId, row.courseId);
  await repo.deleteSummary(deps.db, userId, id);
  await deps.blobStore
    .delete(row.fileUrl)
    .catch((err: unknown) => deps.log.error({ err, key: row.fileUrl }, 'could not remove a deleted upload'));
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    n += b.length;
    if (n > max) throw new Error('Stored file is larger than the upload limit');
    chunks.push(b);
  }
  return Buffer.concat(chunks, n);
}
