import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, isUuid, testExportQuerySchema, testResultsSchema } from '@studypilot/core';
import * as service from './exports.service.ts';

const uuidParam = z
  .string()
  .max(100)
  .refine((v) => isUuid(v), 'must be a valid id');
const submissionParams = z.object({ id: uuidParam });
const testParams = z.object({ testId: uuidParam });

function sendFile(reply: FastifyReply, file: service.ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.body, 'utf8'));
}

/** Issue 14 items 5 and 8 (decision 604): exports of results and tests (Premium). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  app.get(
    '/submissions/:id/export.csv',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['exports'],
        summary: 'Results of a completed attempt as CSV (UTF-8 with BOM, one row per question); Premium',
        params: submissionParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.exportResultsCsv(app.db, request.user.id, request.params.id.toLowerCase()),
      ),
  );

  app.get(
    '/submissions/:id/printable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['exports'],
        summary: 'Results for the printable page (print / Save as PDF); Premium',
        params: submissionParams,
        response: { 200: testResultsSchema, ...errors },
      },
    },
    async (request) => service.printableResults(app.db, request.user.id, request.params.id.toLowerCase()),
  );

  app.get(
    '/tests/:testId/export',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['exports'],
        summary: 'A test with its answer key as Moodle XML, GIFT or an Anki text file (owner only); Premium',
        params: testParams,
        querystring: testExportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.exportTest(
          app.db,
          request.user.id,
          request.params.testId.toLowerCase(),
          request.query.format,
        ),
      ),
  );
};
