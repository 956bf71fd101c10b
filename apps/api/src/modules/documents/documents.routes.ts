import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  courseParamsSchema,
  documentListSchema,
  documentParamsSchema,
  documentSummarySchema,
  extractResponseSchema,
  LIMITS,
  MAX_TEXT_BYTES,
  reportStatusBodySchema,
  resetStuckResponseSchema,
  saveTextBodySchema,
  uploadResponseSchema,
} from '@studypilot/core';
import { warmUpArchiveWorkers } from '@studypilot/extract/node';
import { AppError, badRequest } from '../../lib/errors.ts';
import * as service from './documents.service.ts';
import { contentDisposition, UPLOAD_MESSAGES } from './upload-rules.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
} as const;

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // the archive threads start when the server listens, not on the first upload (tests use inject)
  app.addHook('onListen', async () => warmUpArchiveWorkers());
  // temp uploads a crash left behind (older than an hour) are removed when the server starts
  app.addHook('onReady', async () => {
    const removed = await service.sweepStaleUploads(app.uploadTmpDir);
    if (removed.length) app.log.info({ count: removed.length }, 'removed stale temp uploads');
  });
  const deps = () => ({ db: app.db, blobStore: app.blobStore, log: app.log, tmpDir: app.uploadTmpDir });

  app.get(
    '/courses/:courseId/documents',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: "A course's documents, newest first (no extracted text)",
        params: courseParamsSchema,
        response: { 200: documentListSchema, ...errors },
      },
    },
    async (request) => ({
      documents: await service.listDocuments(app.db, request.user.id, request.params.courseId),
    }),
  );

  app.post(
    '/courses/:courseId/documents',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: "Upload one document (multipart field 'file', at most 15 MB)",
        consumes: ['multipart/form-data'],
        params: courseParamsSchema,
        response: {
          201: uploadResponseSchema,
          ...errors,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
          507: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { courseId } = request.params;
      await service.assertCourseOpen(app.db, userId, courseId);
      if (!request.isMultipart()) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      }
      const part = await request.file({
        limits: { fileSize: LIMITS.maxUploadBytes + 1, files: 1, fields: 10, parts: 11 },
        throwFileSizeLimit: false,
      });
      if (!part) throw badRequest(UPLOAD_MESSAGES.noFile, 'NO_FILE');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(UPLOAD_MESSAGES.noFile, 'NO_FILE');
      }
      let checked: ReturnType<typeof service.checkFileName>;
      try {
        checked = service.checkFileName(part.filename);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const file = await service.receiveUpload(part.file, app.uploadTmpDir, LIMITS.maxUploadBytes);
      if (!file) throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
      const created = await service.createDocument(deps(), { userId, courseId, ...checked, file });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/courses/:courseId/documents/reset-stuck',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Reset documents stuck in processing to pending',
        params: courseParamsSchema,
        response: { 200: resetStuckResponseSchema, ...errors },
      },
    },
    async (request) => service.resetStuck(app.db, request.user.id, request.params.courseId),
  );

  app.put(
    '/documents/:id/text',
    {
      preHandler: app.requireUser,
      // JSON escaping can double the size of non-ASCII text; the 2 MB limit is checked after cleanup.
      bodyLimit: MAX_TEXT_BYTES * 3,
      schema: {
        tags: ['documents'],
        summary: 'Save text extracted in the browser (cleaned and recounted on the server)',
        params: documentParamsSchema,
        body: saveTextBodySchema,
        response: { 200: documentSummarySchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => service.saveClientText(app.db, request.user.id, request.params.id, request.body),
  );

  app.post(
    '/documents/:id/extract',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Extract the text of the stored file on the server (extract-text)',
        params: documentParamsSchema,
        response: { 200: extractResponseSchema, ...errors },
      },
    },
    async (request) => {
      const r = await service.extractStored(deps(), request.user.id, request.params.id);
      return {
        success: r.success,
        error: r.error,
        requiresVisualAI: r.requiresVisualAI,
        extractedWords: r.extractedWords,
        estimatedWords: r.estimatedWords,
        extractionRate: r.extractionRate,
        wordCount: r.wordCount,
        document: service.toDto(r.row),
      };
    },
  );

  app.post(
    '/documents/:id/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Report that extraction in the browser failed',
        params: documentParamsSchema,
        body: reportStatusBodySchema,
        response: { 200: documentSummarySchema, ...errors },
      },
    },
    async (request) =>
      service.reportFailure(
        app.db,
        request.user.id,
        request.params.id,
        request.body.error,
        request.body.failure,
      ),
  );

  app.get(
    '/documents/:id/file',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Download the stored file (owner only, as an attachment)',
        params: documentParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { row, stream, contentType } = await service.openFile(deps(), request.user.id, request.params.id);
      return reply
        .header('content-type', contentType)
        .header('content-length', String(row.fileSize))
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );

  app.delete(
    '/documents/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Delete a document and its stored file (open course only)',
        params: documentParamsSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.deleteDocument(deps(), request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
