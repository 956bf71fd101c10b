import type { EngineConfig, QuestionEngine } from './types.ts';
import { EngineError } from './types.ts';
import { createLocalEngine } from './local/engine.ts';

/** Default models (decision 102). */
export const DEFAULT_MODELS = {
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'gpt-4o-mini',
} as const;

export function createEngine(config: EngineConfig = { engine: 'local' }): QuestionEngine {
  switch (config.engine ?? 'local') {
    case 'local':
      return createLocalEngine();
    default:
      throw new EngineError('PROVIDER_ERROR', `Unknown engine '${String(config.engine)}'.`);
  }
}
