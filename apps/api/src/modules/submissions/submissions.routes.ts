import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  saveAnswerSchema,
  savedAnswerSchema,
  submitResultSchema,
  submitSchema,
  takeTestPayloadSchema,
  testResultsSchema,
  testStartInfoSchema,
} from '@studypilot/core';
import * as attempts from './attempts.service.ts';
import * as results from './results.service.ts';

const testParams = z.object({ testId: z.string().min(1).max(100) });
const submissionParams = z.object({ id: z.string().min(1).max(100) });
const answerParams = z.object({ id: z.string().min(1).max(100), questionId: z.string().min(1).max(100) });

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, engine: app.engine, localEngine: app.localEngine, log: app.log });
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/tests/:testId/attempt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary:
          'The start screen: title, question count, time limit, the running attempt if any, completed ones (creates nothing)',
        params: testParams,
        response: { 200: testStartInfoSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => attempts.getStartInfo(app.db, request.user.id, request.params.testId),
  );

  app.post(
    '/tests/:testId/attempt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary:
          'Start (the Start button) the test, or resume the open attempt while its time has not run out (no answer key)',
        params: testParams,
        response: { 200: takeTestPayloadSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      attempts.startAttempt({ ...deps(), log: request.log }, request.user.id, request.params.testId),
  );

  app.put(
    '/submissions/:id/answers/:questionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'Save one answer (upsert) with the seconds spent; 409 after the deadline plus grace',
        params: answerParams,
        body: saveAnswerSchema,
        response: { 200: savedAnswerSchema, ...errors },
      },
    },
    async (request) =>
      attempts.saveAnswer(
        app.db,
        request.user.id,
        request.params.id,
        request.params.questionId,
        request.body,
        request.log,
      ),
  );

  app.post(
    '/submissions/:id/submit',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'Grade and complete the attempt (idempotent: a second call returns the first result)',
        params: submissionParams,
        body: submitSchema,
        response: { 200: submitResultSchema, ...errors },
      },
    },
    async (request) =>
      attempts.submit({ ...deps(), log: request.log }, request.user.id, request.params.id, request.body),
  );

  app.get(
    '/submissions/:id/results',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'Score, answers, keys, explanations and sources of a completed attempt (owner only)',
        params: submissionParams,
        response: { 200: testResultsSchema, ...errors },
      },
    },
    async (request) => results.getResults(app.db, request.user.id, request.params.id),
  );
};
