import {
  generationEventSchema,
  LIMITS,
  TEST_MESSAGES,
  type GenerateTestInput,
  type GenerationEvent,
  type ErrorParams,
  type GenerationProgress,
} from '@studypilot/core';

import { NETWORK_ERROR_MESSAGE, readErrorBody, statusMessage, type FailureCode } from '@/lib/api-client';
import { createSseParser } from '../lib/sse';

export type GenerationOutcome =
  | { kind: 'done'; testId: string; questionCount: number }
  | { kind: 'error'; code: FailureCode; message: string; params?: ErrorParams }
  | { kind: 'cancelled'; reason: 'user' | 'timeout' };

export const STREAM_ENDED_MESSAGE = 'The connection to the server was lost before the test was ready.';

function toEvent(name: string, raw: string): GenerationEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const withType =
    data && typeof data === 'object' && !('type' in data) ? { type: name, ...(data as object) } : data;
  const parsed = generationEventSchema.safeParse(withType);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/tests/generate and read its event stream. A 4xx before the stream (quota, closed course,
 * extraction state...) becomes an error outcome with the server's message. Aborting `signal` closes the
 * connection, which stops the server's engine; the 5-minute client limit is treated as a cancel (spec 8).
 */
export async function generateTest(
  input: GenerateTestInput,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (p: GenerationProgress) => void },
): Promise<GenerationOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LIMITS.generationTimeoutMs);
  const combined = new AbortController();
  const abort = () => combined.abort();
  signal.addEventListener('abort', abort);
  timeout.signal.addEventListener('abort', abort);
  const cancelled = (): GenerationOutcome => ({
    kind: 'cancelled',
    reason: timeout.signal.aborted ? 'timeout' : 'user',
  });

  try {
    let response: Response;
    try {
      response = await fetch('/api/tests/generate', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(input),
        signal: combined.signal,
      });
    } catch {
      if (combined.signal.aborted) return cancelled();
      return { kind: 'error', code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
    }

    if (!response.ok) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      const { code, message, params } = readErrorBody(body);
      return {
        kind: 'error',
        code: code ?? `HTTP_${response.status}`,
        message: message ?? statusMessage(response.status),
        params,
      };
    }
    if (!response.body) return { kind: 'error', code: 'NO_STREAM', message: STREAM_ENDED_MESSAGE };

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser();
    const handle = (messages: ReturnType<typeof parser.push>): GenerationOutcome | null => {
      for (const m of messages) {
        const event = toEvent(m.event, m.data);
        if (!event) continue;
        if (event.type === 'progress') onProgress(event.progress);
        else if (event.type === 'done')
          return { kind: 'done', testId: event.testId, questionCount: event.questionCount };
        else return { kind: 'error', code: event.code, message: event.message || TEST_MESSAGES.noQuestions };
      }
      return null;
    };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const outcome = handle(parser.push(decoder.decode(value, { stream: true })));
        if (outcome) {
          void reader.cancel().catch(() => undefined);
          return outcome;
        }
      }
    } catch {
      if (combined.signal.aborted) return cancelled();
      return { kind: 'error', code: 'STREAM_BROKEN', message: STREAM_ENDED_MESSAGE };
    }
    return handle(parser.end()) ?? { kind: 'error', code: 'STREAM_ENDED', message: STREAM_ENDED_MESSAGE };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
