import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isErrorCode, type ErrorCode } from '@studypilot/core';
import { AppError, errorBody } from '../lib/errors.ts';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Content-Length does not match the body',
  },
};

/** The multipart parser (busboy) reports a body cut short or without a boundary with plain errors. */
const MULTIPART_ERRORS = [
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'Multipart: Boundary not found',
  'Malformed part header',
  'Unexpected end of form',
];
function isBrokenMultipart(err: FastifyError): boolean {
  if (err.code || err.statusCode) return false;
  return MULTIPART_ERRORS.some((m) => err.message?.includes(m));
}

/** The one error handler: domain errors keep their status, 4xx keep a clear message, 5xx hide details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send(errorBody(err.code, err.message, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = `${err.validationContext ?? 'request'}${where ? `.${where}` : ''}: ${first?.message ?? 'invalid'}`;
      return reply.status(400).send(errorBody('VALIDATION_ERROR', message));
    }
    if (isBrokenMultipart(err))
      return reply
        .status(400)
        .send(
          errorBody(
            'INVALID_MULTIPART',
            'The upload was cut short or is not valid multipart/form-data. Please try again.',
          ),
        );
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (isResponseSerializationError(err)) request.log.error({ err }, 'response did not match its schema');
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      // A framework code of core's list goes out as it is; one that a new version brings, as BAD_REQUEST.
      return reply
        .status(status)
        .send(errorBody(isErrorCode(err.code) ? err.code : 'BAD_REQUEST', err.message));
    }
    request.log.error({ err, url: request.url, method: request.method }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Errors fastify meets before a route is found (a URL that is not valid percent-encoding, a path parameter
 * longer than the router allows): the one error shape too.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid (bad percent-encoding)';
  void reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(status === 414 ? 'URI_TOO_LONG' : 'BAD_URL', message)));
}
