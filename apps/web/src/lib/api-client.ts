import { i18n } from '@lingui/core';
import type { ApiError, ErrorCode, ErrorParams } from '@studypilot/core';
import type { z } from 'zod';

/**
 * Codes the web gives a failure the API did not name: no connection (NETWORK_ERROR), an answer without one of
 * core's codes (HTTP_<status>), and the generation stream's own failures.
 */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'BAD_RESPONSE'
  | 'UNEXPECTED'
  | 'NO_STREAM'
  | 'STREAM_BROKEN'
  | 'STREAM_ENDED'
  | `HTTP_${number}`;
/** What a failure's `code` can be: one of the API's codes (core's ErrorCode) or one of the web's own. */
export type FailureCode = ErrorCode | ClientErrorCode;

/**
 * The one place where HTTP failures become messages a student can read.
 * The API answers every failure as `{ error: { code, message } }`.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: FailureCode;

  constructor(message: string, status: number, code: FailureCode) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export function statusMessage(status: number): string {
  if (status === 401) return 'Your session has expired. Please log in again.';
  if (status === 403) return 'Access denied';
  if (status === 404) return 'Not found';
  if (status === 413) return 'File size must be less than 15MB';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again.';
  return `Request failed (${status})`;
}

/**
 * Pulls `{ code, message }` out of any error body: our API shape, a flat `{ code, message }`, or nothing. The code
 * is taken as one of core's without looking it up: the API can send no other (decision 004), and the list of
 * codes would add 1.3 KB to the first load.
 */
export function readErrorBody(body: unknown): { code?: ErrorCode; message?: string; params?: ErrorParams } {
  // Checked by hand, not with apiErrorSchema: this file is on the first load, which does not carry zod (decision 009).
  if (isApiError(body))
    return { code: body.error.code, message: body.error.message, params: body.error.params ?? undefined };
  if (body && typeof body === 'object') {
    const flat = body as Record<string, unknown>;
    return {
      code: typeof flat.code === 'string' ? (flat.code as ErrorCode) : undefined,
      message: typeof flat.message === 'string' && flat.message ? flat.message : undefined,
    };
  }
  return {};
}

function isApiError(body: unknown): body is ApiError {
  if (!body || typeof body !== 'object' || !('error' in body)) return false;
  const error = body.error as Record<string, unknown> | null;
  return (
    !!error &&
    typeof error === 'object' &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  );
}

/**
 * The failure's text in the interface language (decision 302): English is the server's own message (the spec's
 * wording, with its details); another language takes the code's text from its catalogue (`errors` namespace,
 * loaded with the language), with the error's params, or the server's message when the code has none.
 */
export function localMessage(code: FailureCode, message: string, params?: ErrorParams): string {
  if (i18n.locale === 'en' || !i18n.locale) return message;
  const status = /^HTTP_(\d+)$/.exec(code)?.[1];
  const key = status && Number(status) >= 500 ? 'HTTP_500' : code;
  const id = `errors.${key}`;
  return id in i18n.messages ? i18n._(id, params) : message;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app registers what a 401 means (clear the session, go to /auth); features never see it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

export type ApiRequestOptions<T> = Omit<RequestInit, 'body'> & {
  /** A plain object is sent as JSON; FormData and strings as they are. */
  body?: unknown;
  schema?: z.ZodType<T>;
  query?: Record<string, string | number | boolean | undefined | null>;
};

function buildUrl(path: string, query?: ApiRequestOptions<unknown>['query']) {
  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { body, schema, query, headers, ...init } = options;
  const isRawBody = body instanceof FormData || typeof body === 'string' || body instanceof Blob;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  if (body !== undefined && !isRawBody) finalHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      credentials: 'include',
      ...init,
      headers: finalHeaders,
      body: body === undefined ? undefined : isRawBody ? (body as BodyInit) : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError(localMessage('NETWORK_ERROR', NETWORK_ERROR_MESSAGE), 0, 'NETWORK_ERROR');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    const { code, message, params } = readErrorBody(data);
    const failure = code ?? `HTTP_${response.status}`;
    throw new ApiClientError(
      localMessage(failure, message ?? statusMessage(response.status), params),
      response.status,
      failure,
    );
  }

  return (schema ? schema.parse(data) : data) as T;
}

export const api = {
  get: <T>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A message for any thrown value, for toasts and error states. */
export function errorMessage(
  error: unknown,
  fallback = 'An unexpected error occurred. Please try again.',
): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
