import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthSchema } from '@studypilot/core';
import { errorBody } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ engine: { id: string; model: string | null } }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'up' as const, engine: opts.engine };
      } catch {
        return reply.status(503).send(errorBody('DATABASE_DOWN', 'The database is not reachable'));
      }
    },
  );
};
