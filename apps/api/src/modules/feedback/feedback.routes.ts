import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, createFeedbackSchema, feedbackListSchema, feedbackSchema } from '@studypilot/core';
import * as service from './feedback.service.ts';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about StudyPilot',
        body: createFeedbackSchema,
        response: { 201: feedbackSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.submitFeedback(app.db, request.user.id, request.body)),
  );

  app.get(
    '/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: "The student's own feedback, newest first",
        response: { 200: feedbackListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listOwnFeedback(app.db, request.user.id),
  );
};
