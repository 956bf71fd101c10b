import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, generateTestSchema, planUsageSchema, type GenerationEvent } from '@studypilot/core';
import type { Config } from '../../config.ts';
import * as service from './practice-tests.service.ts';

/** How often a comment line keeps idle proxies from closing the stream while the engine works. */
const HEARTBEAT_MS = 15_000;

export const practiceTestsRoutes: FastifyPluginAsyncZod<{ config: Config; timeoutMs?: number }> = async (
  app,
  { config, timeoutMs = service.GENERATION_TIMEOUT_MS },
) => {
  app.get(
    '/plan',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['practice-tests'],
        summary: "The student's plan and this month's generated tests",
        response: { 200: planUsageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.getPlanUsage(app.db, request.user, config),
  );

  app.post(
    '/tests/generate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['practice-tests'],
        summary:
          'Generate a practice test: 4xx JSON when a check fails, else a text/event-stream of progress, then done or error',
        body: generateTestSchema,
        response: {
          200: z.string().describe('text/event-stream of GenerationEvent (event: progress|done|error)'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const prepared = await service.prepareGeneration(app.db, user, request.body, config);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();

      const controller = new AbortController();
      let finished = false;
      const send = (event: GenerationEvent) => {
        if (!res.writableEnded && !res.destroyed)
          res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      // The browser's Cancel closes the connection: stop the engine, store nothing.
      const onClose = () => {
        if (!finished) controller.abort(new Error('client closed the connection'));
      };
      res.on('close', onClose);
      // The student may have cancelled while the checks ran.
      if (res.destroyed) controller.abort(new Error('client closed the connection'));
      const heartbeat = setInterval(() => {
        if (!res.writableEnded && !res.destroyed) res.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('generation timed out'));
      }, timeoutMs);

      try {
        const stored = await service.generateAndStore(
          { db: app.db, engine: app.engine, config },
          user,
          prepared,
          {
            signal: controller.signal,
            onProgress: send,
          },
        );
        finished = true;
        send({ type: 'done', testId: stored.testId, questionCount: stored.questionCount });
        request.log.info({ testId: stored.testId, questions: stored.questionCount }, 'test generated');
      } catch (err) {
        finished = true;
        if (timedOut) {
          send({
            type: 'error',
            code: 'TIMEOUT',
            message:
              'Test generation took longer than 5 minutes and was stopped. Please try again with fewer questions or documents.',
          });
        } else if (!controller.signal.aborted) {
          const event = service.generationErrorEvent(err);
          if (event.code === 'GENERATION_FAILED') request.log.error({ err }, 'test generation failed');
          else request.log.warn({ code: event.code, msg: event.message }, 'test generation failed');
          send(event);
        } else {
          request.log.info('test generation cancelled by the client');
        }
      } finally {
        clearTimeout(timer);
        clearInterval(heartbeat);
        res.off('close', onClose);
        if (!res.writableEnded) res.end();
      }
    },
  );
};
