import OpenAI from 'openai';
import type { EngineConfig, QuestionEngine } from '../types.ts';
import { EngineError } from '../types.ts';
import { createProviderEngine, type CallParams } from './common.ts';
import { mapProviderError, parseJson, requireKey } from './errors.ts';

export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio) through the openai SDK,
 * with response_format json_schema. A key is required for api.openai.com; with a custom baseUrl (local
 * servers) a missing key is allowed.
 */
export function createOpenAICompatibleEngine(config: EngineConfig): QuestionEngine {
  const model = config.model || OPENAI_DEFAULT_MODEL;
  let client: OpenAI | null = null;
  // The key is checked on first use, so an engine can be created before it is configured.
  const getClient = () =>
    (client ??= new OpenAI({
      apiKey: requireKey(config, 'the OpenAI-compatible provider', Boolean(config.baseUrl)),
      baseURL: config.baseUrl || undefined,
      maxRetries: config.maxRetries ?? 3,
      timeout: config.timeoutMs ?? 120_000,
    }));
  const call = async (p: CallParams): Promise<unknown> => {
    let res: OpenAI.Chat.Completions.ChatCompletion;
    const client = getClient();
    try {
      res = await client.chat.completions.create(
        {
          model,
          messages: [
            { role: 'system', content: p.system },
            { role: 'user', content: p.user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: p.schemaName, schema: p.schema, strict: true },
          },
        },
        { signal: p.signal },
      );
    } catch (e) {
      throw mapProviderError(e, model, 'the OpenAI-compatible provider', p.signal);
    }
    const choice = res.choices?.[0];
    if (!choice) return null;
    if (choice.message?.refusal || choice.finish_reason === 'content_filter')
      throw new EngineError(
        'REFUSED',
        `Failed to generate questions: the model refused the request${choice.message?.refusal ? ` (${choice.message.refusal})` : ''}.`,
      );
    return parseJson(choice.message?.content ?? '');
  };
  return createProviderEngine({ id: 'openai-compatible', model, call, config });
}
