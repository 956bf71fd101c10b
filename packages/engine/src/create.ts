import type { EngineConfig, QuestionEngine } from './types.ts';
import { EngineError } from './types.ts';
import { createLocalEngine } from './local/engine.ts';
import { ANTHROPIC_DEFAULT_MODEL, createAnthropicEngine } from './providers/anthropic.ts';
import { createOpenAICompatibleEngine, OPENAI_DEFAULT_MODEL } from './providers/openai.ts';

/** Default models (decision 102). */
export const DEFAULT_MODELS = {
  anthropic: ANTHROPIC_DEFAULT_MODEL,
  'openai-compatible': OPENAI_DEFAULT_MODEL,
} as const;

export function createEngine(config: EngineConfig = { engine: 'local' }): QuestionEngine {
  switch (config.engine ?? 'local') {
    case 'local':
      return createLocalEngine();
    case 'anthropic':
      return createAnthropicEngine(config);
    case 'openai-compatible':
      return createOpenAICompatibleEngine(config);
    default:
      throw new EngineError('PROVIDER_ERROR', `Unknown engine '${String(config.engine)}'.`);
  }
}
