import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORBIDDEN_CHARS_MESSAGE,
  hasForbiddenChars,
  LIMITS,
  stripBidiControls,
  toStorableText,
  type ErrorCode,
} from '@studypilot/core';
import { AppError, errorBody } from '../lib/errors.ts';

/**
 * Central input defences (docs/decisions/007-robustness.md):
 * - JSON bodies: nesting deeper than MAX_JSON_DEPTH, and strings or keys with a NUL character or an unpaired
 *   UTF-16 surrogate, are refused with 400 before any route (or better-auth) sees them. Text that comes from a
 *   file (FILE_TEXT_ROUTES) is cleaned instead: NULs dropped, unpaired surrogates replaced by U+FFFD.
 * - better-auth bodies are checked for shape before better-auth reads them (an object; its known fields strings),
 *   and the user's name loses its bidi controls like every other typed name.
 * - A 413 closes the connection (the unread rest of the body would otherwise be taken for the next request).
 * - While the server stops, new requests get 503 in the one error shape and the connection is closed.
 */
export const MAX_JSON_DEPTH = 32;

/** Routes whose JSON carries text extracted from a user's file: cleaned, never refused for a stray character. */
const FILE_TEXT_ROUTES = new Set(['/api/documents/:id/text']);

const tooDeep = () =>
  new AppError(
    400,
    'INVALID_JSON',
    `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
  );
const forbidden = () => new AppError(400, 'INVALID_CHARACTERS', FORBIDDEN_CHARS_MESSAGE);

const EMPTY_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request is not valid' },
  401: { code: 'UNAUTHORIZED', message: 'Your session has expired. Please log in again.' },
  403: { code: 'FORBIDDEN', message: 'Access denied' },
  404: { code: 'NOT_FOUND', message: 'Route not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
};

/** Deepest nesting of `[`/`{` outside strings; stops counting once over the limit. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** Checks (or, with `clean`, repairs) every string and key of a parsed JSON value. */
function sanitise(value: unknown, clean: boolean): unknown {
  if (typeof value === 'string') {
    if (!hasForbiddenChars(value)) return value;
    if (clean) return toStorableText(value);
    throw forbidden();
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = sanitise(value[i], clean);
    return value;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      if (hasForbiddenChars(key)) throw forbidden();
      obj[key] = sanitise(obj[key], clean);
    }
  }
  return value;
}

/** Fields better-auth reads from its bodies, and whether null is allowed. */
const AUTH_STRING_FIELDS: Record<string, { nullable?: boolean; max: number }> = {
  name: { max: LIMITS.fieldMaxLength },
  email: { max: 254 },
  password: { max: 128 },
  newPassword: { max: 128 },
  currentPassword: { max: 128 },
  token: { max: 512 },
  callbackURL: { max: 2048 },
  redirectTo: { max: 2048 },
  image: { nullable: true, max: 2048 },
};

function checkAuthBody(request: FastifyRequest) {
  if (request.method !== 'POST') return;
  const body = request.body;
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AppError(400, 'VALIDATION_ERROR', 'The request body must be a JSON object');
  const obj = body as Record<string, unknown>;
  for (const [field, rule] of Object.entries(AUTH_STRING_FIELDS)) {
    const v = obj[field];
    if (v === undefined || (v === null && rule.nullable)) continue;
    if (typeof v !== 'string') throw new AppError(400, 'VALIDATION_ERROR', `${field} must be a string`);
    if (v.length > rule.max)
      throw new AppError(400, 'VALIDATION_ERROR', `${field} must be at most ${rule.max} characters`);
  }
  if (typeof obj.name === 'string') {
    obj.name = stripBidiControls(obj.name).trim();
    if (!obj.name) throw new AppError(400, 'VALIDATION_ERROR', 'Full name is required');
  }
  if (typeof obj.rememberMe !== 'undefined' && typeof obj.rememberMe !== 'boolean')
    throw new AppError(400, 'VALIDATION_ERROR', 'rememberMe must be true or false');
}

export const bodyGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      parseJson(request, text, (err, value) => {
        if (err) return done(err, undefined);
        try {
          done(null, sanitise(value, FILE_TEXT_ROUTES.has(request.routeOptions.url ?? '')));
        } catch (e) {
          done(e as Error, undefined);
        }
      });
    });

    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url === '/api/auth/*') checkAuthBody(request);
    });

    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply: FastifyReply) => {
      if (!closing) return;
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send(errorBody('SHUTTING_DOWN', 'The server is restarting. Please try again.'));
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const status = reply.statusCode;
      // After a 413 the rest of the body is unread; while stopping, a finished request must not keep its socket.
      if (status === 413 || closing) reply.header('connection', 'close');
      // A refusal without a body (better-auth answers an unknown endpoint or method with 404 and nothing) still
      // gets the one error shape.
      if (
        status >= 400 &&
        (payload === null || payload === undefined || payload === '' || payload === 'null')
      ) {
        if (request.method === 'HEAD') return payload;
        reply.header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify({
          error: EMPTY_ERRORS[status] ?? { code: 'ERROR', message: 'The request failed' },
        });
      }
      return payload;
    });
  },
  { name: 'body-guard' },
);
