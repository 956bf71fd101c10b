import fp from 'fastify-plugin';
import { createEngine, type EngineConfig, type QuestionEngine } from '@studypilot/engine';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured question engine (generation and grading of open answers). */
    engine: QuestionEngine;
    /** The offline engine: grading fallback when an AI engine fails, so answers are never lost. */
    localEngine: QuestionEngine;
  }
}

export function engineConfig(config: Config): EngineConfig {
  switch (config.ENGINE) {
    case 'anthropic':
      return { engine: 'anthropic', apiKey: config.ANTHROPIC_API_KEY, model: config.ENGINE_MODEL };
    case 'openai-compatible':
      return {
        engine: 'openai-compatible',
        apiKey: config.OPENAI_API_KEY,
        model: config.ENGINE_MODEL,
        baseUrl: config.OPENAI_BASE_URL,
      };
    default:
      return { engine: 'local' };
  }
}

/** Decorates app.engine with the engine built from config (ENGINE, ENGINE_MODEL, keys), or a test's override. */
export const enginePlugin = fp<{ config: Config; engine?: QuestionEngine }>(
  async (app, { config, engine }) => {
    const chosen = engine ?? createEngine(engineConfig(config));
    app.decorate('engine', chosen);
    app.decorate('localEngine', chosen.id === 'local' ? chosen : createEngine({ engine: 'local' }));
  },
  { name: 'engine' },
);
