import Anthropic from '@anthropic-ai/sdk';
import type { EngineConfig, QuestionEngine } from '../types.ts';
import { EngineError } from '../types.ts';
import { createProviderEngine, type CallParams } from './common.ts';
import { mapProviderError, parseJson, requireKey } from './errors.ts';

export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-5';

/** Claude through @anthropic-ai/sdk, with structured output (output_config.format json_schema). */
export function createAnthropicEngine(config: EngineConfig): QuestionEngine {
  const model = config.model || ANTHROPIC_DEFAULT_MODEL;
  let client: Anthropic | null = null;
  // The key is checked on first use, so an engine can be created before it is configured.
  const getClient = () =>
    (client ??= new Anthropic({
      apiKey: requireKey(config, 'Anthropic'),
      baseURL: config.baseUrl || undefined,
      maxRetries: config.maxRetries ?? 3,
      timeout: config.timeoutMs ?? 120_000,
    }));
  const call = async (p: CallParams): Promise<unknown> => {
    let msg: Anthropic.Message;
    const client = getClient();
    try {
      msg = await client.messages.create(
        {
          model,
          max_tokens: 8192,
          system: p.system,
          messages: [{ role: 'user', content: p.user }],
          output_config: { format: { type: 'json_schema', schema: p.schema } },
        },
        { signal: p.signal },
      );
    } catch (e) {
      throw mapProviderError(e, model, 'Anthropic', p.signal);
    }
    if (msg.stop_reason === 'refusal')
      throw new EngineError('REFUSED', 'Failed to generate questions: the model refused the request.');
    const text = msg.content
      .filter((b): b is Anthropic.TextBlock => b.type === 'text')
      .map((b) => b.text)
      .join('');
    return parseJson(text);
  };
  return createProviderEngine({ id: 'anthropic', model, call, config });
}
