import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  editableTestSchema,
  flagInputSchema,
  LIMITS,
  questionEditedSchema,
  questionEditSchema,
  questionFlagSchema,
  questionFlagsSchema,
} from '@studypilot/core';
import * as service from './test-editing.service.ts';

const id = z.string().min(1).max(100);
const testQuestionParams = z.object({ testId: id, questionId: id });
const submissionQuestionParams = z.object({ id, questionId: id });

/** Issue 14 item 6 (decision 603): edit a generated test before taking it; flag a question from results. */
export const testEditingRoutes: FastifyPluginAsyncZod<{ timeoutMs?: number }> = async (
  app,
  { timeoutMs = LIMITS.generationTimeoutMs },
) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  };

  app.get(
    '/tests/:testId/questions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: "A test's questions with their keys, for editing before it is taken (owner only)",
        params: z.object({ testId: id }),
        response: { 200: editableTestSchema, ...errors },
      },
    },
    async (request) => service.getEditableTest(app.db, request.user.id, request.params.testId),
  );

  app.patch(
    '/tests/:testId/questions/:questionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary:
          "Edit a question's text, options and key before the test is taken (checked by the generation quality gate)",
        params: testQuestionParams,
        body: questionEditSchema,
        response: { 200: questionEditedSchema, ...errors },
      },
    },
    async (request) =>
      service.editQuestion(
        app.db,
        request.user.id,
        request.params.testId,
        request.params.questionId,
        request.body,
      ),
  );

  app.delete(
    '/tests/:testId/questions/:questionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: 'Delete a question of a test that was not taken yet (the others are numbered again)',
        params: testQuestionParams,
        response: { 200: editableTestSchema, ...errors },
      },
    },
    async (request) =>
      service.deleteQuestion(app.db, request.user.id, request.params.testId, request.params.questionId),
  );

  app.post(
    '/tests/:testId/questions/:questionId/regenerate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: 'Write another question in place of this one, from the same part of the material (no quota)',
        params: testQuestionParams,
        response: {
          200: questionEditedSchema,
          ...errors,
          502: apiErrorSchema,
          503: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timed out')), timeoutMs);
      const onClose = () => {
        if (!request.raw.complete || request.raw.destroyed) controller.abort(new Error('client left'));
      };
      request.raw.on('close', onClose);
      try {
        return await service.regenerateQuestion(
          { db: app.db, engine: app.engine },
          request.user.id,
          request.params.testId,
          request.params.questionId,
          controller.signal,
        );
      } finally {
        clearTimeout(timer);
        request.raw.off('close', onClose);
      }
    },
  );

  app.get(
    '/submissions/:id/flags',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: "The questions of this attempt the student flagged ('This key is wrong' / 'Unclear')",
        params: z.object({ id }),
        response: { 200: questionFlagsSchema, ...errors },
      },
    },
    async (request) => service.listFlags(app.db, request.user.id, request.params.id),
  );

  app.put(
    '/submissions/:id/flags/:questionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: 'Flag a question of a completed attempt; it leaves the review and the weak topics',
        params: submissionQuestionParams,
        body: flagInputSchema,
        response: { 200: questionFlagSchema, ...errors },
      },
    },
    async (request) =>
      service.flagQuestion(
        app.db,
        request.user.id,
        request.params.id,
        request.params.questionId,
        request.body,
      ),
  );

  app.delete(
    '/submissions/:id/flags/:questionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['test-editing'],
        summary: 'Remove a flag: the question returns to the review',
        params: submissionQuestionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unflagQuestion(app.db, request.user.id, request.params.id, request.params.questionId);
      return reply.code(204).send(null);
    },
  );
};
