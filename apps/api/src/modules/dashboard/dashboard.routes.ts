import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, apiErrorSchema, dashboardStatsSchema } from '@studypilot/core';
import * as service from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Active courses, tests taken and questions answered',
        response: { 200: dashboardStatsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.getStats(app.db, request.user.id),
  );

  app.get(
    '/dashboard/activity',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Up to 3 recent activities: high scores and uploads, newest first',
        response: { 200: activityListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.getActivity(app.db, request.user.id),
  );
};
