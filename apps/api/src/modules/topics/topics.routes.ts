import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, weakTopicsSchema } from '@studypilot/core';
import * as service from './topics.service.ts';

/** Issue 14 item 4: weak topics of a course (decision 603). */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/weak-topics',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary:
          'Mastery per page/slide/section and per key term from every answer, weakest first (Premium; Free: the counts only)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: weakTopicsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.weakTopics(app.db, request.user.id, request.params.id),
  );
};
