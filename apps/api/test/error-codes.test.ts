import { BASE_ERROR_CODES } from 'better-auth';
import Fastify, { errorCodes as fastifyErrorCodes } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_LIBRARY_ERROR_CODES,
  ERROR_CODES,
  FRAMEWORK_ERROR_CODES,
  apiErrorSchema,
  generationEventSchema,
  isErrorCode,
} from '@studypilot/core';
import { AppError, badRequest, conflict, notFound } from '../src/lib/errors.ts';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';

/**
 * Decision 004: the API sends only core's error codes. Our own codes are enforced by the compiler (AppError,
 * errorBody and sendAuthError take an ErrorCode; the lines marked @ts-expect-error below fail `npm run typecheck`
 * if that ever stops); the codes that come from libraries are checked here against the installed versions.
 */
describe('error codes', () => {
  it("lists exactly better-auth's own codes, so an upgrade that adds one fails here", () => {
    expect([...AUTH_LIBRARY_ERROR_CODES].sort()).toEqual(Object.keys(BASE_ERROR_CODES).sort());
  });

  it('lists every 4xx code of the installed Fastify that the error handler would pass on', () => {
    const clientErrors = Object.entries(fastifyErrorCodes)
      .filter(([, Err]) => {
        try {
          const status = new (Err as new (...a: string[]) => { statusCode?: number })('a', 'b', 'c')
            .statusCode;
          return status !== undefined && status >= 400 && status < 500;
        } catch {
          return false;
        }
      })
      .map(([code]) => code);
    expect(clientErrors.length).toBeGreaterThan(5);
    // The handler maps these to codes of ours before passing anything on.
    const mapped = new Set([
      'FST_ERR_CTP_INVALID_JSON_BODY',
      'FST_ERR_CTP_EMPTY_JSON_BODY',
      'FST_ERR_CTP_BODY_TOO_LARGE',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      'FST_ERR_MAX_PARAM_LENGTH',
    ]);
    const passedOn = clientErrors.filter((c) => !mapped.has(c));
    expect(passedOn.filter((c) => !(FRAMEWORK_ERROR_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it('has no code twice and refuses an unknown one on the wire', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('COURSE_NOT_FOUND')).toBe(true);
    expect(isErrorCode('COURSE_MISSING')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 'TEST_NOT_FOUND', message: 'x' } }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ error: { code: 'TEST_MISSING', message: 'x' } }).success).toBe(false);
    expect(generationEventSchema.safeParse({ type: 'error', code: 'TIMEOUT', message: 'x' }).success).toBe(
      true,
    );
    expect(generationEventSchema.safeParse({ type: 'error', code: 'SLOW', message: 'x' }).success).toBe(
      false,
    );
  });

  it('types codes and their params', () => {
    const quota = new AppError(403, 'QUOTA_EXCEEDED', 'used').withParams({ limit: 5, date: '2026-12-01' });
    expect(quota.code).toBe('QUOTA_EXCEEDED');
    expect(notFound().code).toBe('NOT_FOUND');
    expect(badRequest('bad').code).toBe('BAD_REQUEST');
    expect(conflict('closed', 'COURSE_CLOSED').code).toBe('COURSE_CLOSED');
    // @ts-expect-error an unknown code does not compile
    expect(new AppError(400, 'NOT_A_CODE', 'x').code).toBe('NOT_A_CODE');
    // @ts-expect-error QUOTA_EXCEEDED's params are the limit and the date
    new AppError(403, 'QUOTA_EXCEEDED', 'used').withParams({ name: 'notes.pdf' });
    // @ts-expect-error a code without params takes none
    new AppError(404, 'COURSE_NOT_FOUND', 'gone').withParams({ name: 'x' });
  });
});

describe('the error handler and codes it did not make', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(app);
    const frameworkError = (code: string) =>
      Object.assign(new Error('the framework said no'), { code, statusCode: 413 });
    app.get('/known', async () => {
      throw frameworkError('FST_PARTS_LIMIT');
    });
    app.get('/unknown', async () => {
      throw frameworkError('FST_SOMETHING_NEW');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes on a framework code of the list and names any other BAD_REQUEST, keeping status and message', async () => {
    const known = await app.inject({ method: 'GET', url: '/known' });
    expect(known.statusCode).toBe(413);
    expect(known.json()).toEqual({ error: { code: 'FST_PARTS_LIMIT', message: 'the framework said no' } });
    const unknown = await app.inject({ method: 'GET', url: '/unknown' });
    expect(unknown.statusCode).toBe(413);
    expect(unknown.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'the framework said no' } });
  });
});
