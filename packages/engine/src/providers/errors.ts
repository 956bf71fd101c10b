/** API keys, SDK errors mapped to EngineError, and lenient JSON parsing of a model's text. */
import type { EngineConfig } from '../types.ts';
import { EngineError } from '../types.ts';

export function requireKey(config: EngineConfig, providerName: string, allowMissing = false): string {
  if (config.apiKey && config.apiKey.trim()) return config.apiKey.trim();
  if (allowMissing) return 'not-needed';
  throw new EngineError(
    'MISSING_API_KEY',
    `Missing API key for ${providerName}. Set the API key in the engine configuration.`,
  );
}

/** Maps SDK errors (both SDKs share the same error shapes) to EngineError. */
export function mapProviderError(
  e: unknown,
  model: string,
  provider: string,
  signal?: AbortSignal,
): EngineError {
  if (e instanceof EngineError) return e;
  const err = e as { name?: string; status?: number; message?: string; constructor?: { name?: string } };
  const name = err?.constructor?.name ?? err?.name ?? '';
  if (signal?.aborted || name === 'APIUserAbortError' || name === 'AbortError')
    return new EngineError('ABORTED', 'Question generation was cancelled.', { cause: e });
  const status = typeof err?.status === 'number' ? err.status : undefined;
  const msg = String(err?.message ?? e);
  if (status === 401 || status === 403)
    return new EngineError(
      'PROVIDER_ERROR',
      `Failed to generate questions: ${provider} rejected the API key (HTTP ${status}).`,
      { status, cause: e },
    );
  if (status === 404 || (status === 400 && /model/i.test(msg)))
    return new EngineError(
      'MODEL_NOT_FOUND',
      `Failed to generate questions: model '${model}' was not found at ${provider}.`,
      { status, cause: e },
    );
  if (name === 'APIConnectionTimeoutError')
    return new EngineError(
      'PROVIDER_ERROR',
      `Failed to generate questions: ${provider} did not answer in time.`,
      { cause: e },
    );
  if (name === 'APIConnectionError')
    return new EngineError('PROVIDER_ERROR', `Failed to generate questions: could not reach ${provider}.`, {
      cause: e,
    });
  return new EngineError(
    'PROVIDER_ERROR',
    `Failed to generate questions: ${provider} returned an error${status ? ` (HTTP ${status})` : ''}: ${msg.slice(0, 200)}`,
    { status, cause: e },
  );
}

export function parseJson(text: string): unknown {
  const t = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(t);
  } catch {
    return null;
  }
}
