import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@studypilot/core';
import type { QuestionEngine } from '@studypilot/engine';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorBody } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { practiceTestsRoutes } from './modules/practice-tests/practice-tests.routes.ts';
import { finaliserPlugin } from './modules/submissions/finaliser.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { testEditingRoutes } from './modules/test-editing/test-editing.routes.ts';
import { topicsRoutes } from './modules/topics/topics.routes.ts';
import { enginePlugin } from './plugins/engine.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyGuardPlugin } from './plugins/body-guard.ts';
import { dbPlugin } from './plugins/db.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin, withLogRedaction } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Close the database with the app (true for the server; tests sharing a database pass false). */
  closeDatabase?: boolean;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Question engine override (tests); default: built from config (ENGINE, ENGINE_MODEL, keys). */
  engine?: QuestionEngine;
  /** Run the background finaliser of expired test attempts (default true). */
  finaliser?: boolean;
  /** Server limit of one test generation (default the spec's 5 minutes; tests shorten it). */
  generationTimeoutMs?: number;
}

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: withLogRedaction(deps.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // Stopping lets requests in flight finish (main.ts gives them a deadline); idle keep-alive sockets close.
    forceCloseConnections: 'idle',
    // body-guard answers 503 in the one error shape while the server stops.
    return503OnClosing: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(securityPlugin, { config });
  await app.register(bodyGuardPlugin);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'StudyPilot API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  await app.register(dbPlugin, { database: deps.database, closeDatabase: deps.closeDatabase ?? true });
  await app.register(storagePlugin, { config });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.maxUploadBytes + 1, files: 1, fields: 10, parts: 11 },
  });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { config, mailer });
  await app.register(enginePlugin, { config, engine: deps.engine });
  await app.register(finaliserPlugin, {
    intervalSeconds: config.FINALIZER_INTERVAL_SECONDS,
    enabled: deps.finaliser ?? true,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        engine: {
          id: config.ENGINE,
          model: config.ENGINE === 'local' ? null : (config.ENGINE_MODEL ?? null),
        },
      });
      await api.register(documentsRoutes);
      await api.register(coursesRoutes);
      await api.register(dashboardRoutes);
      await api.register(feedbackRoutes);
      await api.register(practiceTestsRoutes, { config, timeoutMs: deps.generationTimeoutMs });
      await api.register(submissionsRoutes);
      await api.register(learningRoutes);
      await api.register(billingRoutes, { config });
      await api.register(exportsRoutes);
      await api.register(topicsRoutes);
      await api.register(testEditingRoutes, { timeoutMs: deps.generationTimeoutMs });
    },
    { prefix: '/api' },
  );

  registerSpa(app as unknown as FastifyInstance, config);
  return app;
}

/** The built SPA is served from the same port; unknown non-API paths get index.html (client-side routing). */
function registerSpa(app: FastifyInstance, config: Config) {
  const hasDist = existsSync(path.join(config.webDist, 'index.html'));
  if (hasDist) {
    // The build writes .br and .gz copies beside each text file (apps/web/vite-precompress.ts): the one the
    // browser accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding (decision 009).
    void app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an old bundle after a deployment, a typo) is a 404, never index.html: a page served as a
    // script would fail obscurely, and under /assets it would be cached for a year.
    if (isApi || isFilePath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Route not found'));
    }
    if (!hasDist) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Built files (bundles, OCR data) and anything named like a file; SPA routes have no extension. */
const STATIC_FILE = /^\/(?:assets|ocr)\/|\.(?:m?js|css|map|json|svg|png|ico|wasm|gz|br|txt|webmanifest)$/i;

function isFilePath(url: string): boolean {
  const q = url.indexOf('?');
  return STATIC_FILE.test(q < 0 ? url : url.slice(0, q));
}

export type App = Awaited<ReturnType<typeof buildApp>>;
