import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  practiceOutcomeSchema,
  practiceSetCreatedSchema,
  progressSchema,
  reviewInputSchema,
  reviewQueueSchema,
  reviewSavedSchema,
  reviewSummarySchema,
  tzOffsetQuerySchema,
} from '@studypilot/core';
import * as service from './learning.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const cardParams = z.object({ cardId: z.string().min(1).max(100) });
const tzQuery = z.object({ tzOffset: tzOffsetQuerySchema });

/** Issue 14 items 1-3: practising mistakes, spaced review and progress charts (decision 603). */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.post(
    '/submissions/:id/practice-mistakes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary:
          "A practice set of a completed attempt's wrong or partly right questions (options reshuffled, no quota)",
        params: idParams,
        response: { 200: practiceSetCreatedSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.practiseAttemptMistakes(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/courses/:id/practice-mistakes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: "A practice set of the course's questions whose latest answer was wrong or partly right",
        params: idParams,
        response: { 200: practiceSetCreatedSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.practiseCourseMistakes(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/submissions/:id/practice-outcome',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'For an attempt of a practice set: the mistakes now fixed and those still wrong',
        params: idParams,
        response: { 200: practiceOutcomeSchema, ...errors },
      },
    },
    async (request) => service.practiceOutcome(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/review/due',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: "Today's due review cards (up to 20, due first) with their answers and next intervals",
        querystring: tzQuery,
        response: { 200: reviewQueueSchema, ...errors },
      },
    },
    async (request) => service.dueQueue(app.db, request.user.id, request.query.tzOffset),
  );

  app.get(
    '/review/summary',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Cards due today, cards in all and the next due date',
        querystring: tzQuery,
        response: { 200: reviewSummarySchema, ...errors },
      },
    },
    async (request) => service.reviewSummary(app.db, request.user.id, request.query.tzOffset),
  );

  app.post(
    '/review/cards/:cardId/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Save one rating (idempotent per card and reviewId) and reschedule the card with FSRS',
        params: cardParams,
        body: reviewInputSchema,
        response: { 200: reviewSavedSchema, ...errors },
      },
    },
    async (request) => service.saveReview(app.db, request.user.id, request.params.cardId, request.body),
  );

  app.get(
    '/progress',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Scores over time and per course, questions per week and the study streak (Free: 30 days)',
        querystring: z.object({
          courseId: z.string().min(1).max(100).optional(),
          tzOffset: tzOffsetQuerySchema,
        }),
        response: { 200: progressSchema, ...errors },
      },
    },
    async (request) =>
      service.getProgress(app.db, request.user.id, {
        courseId: request.query.courseId,
        tzOffset: request.query.tzOffset,
      }),
  );
};
