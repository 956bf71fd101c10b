import type { ApiError, ErrorCode, ErrorParams, ErrorParamsOf } from '@studypilot/core';

/**
 * A domain error with the HTTP status it maps to; the one error handler turns it into `{ error }`. The `code`
 * is one of core's `ErrorCode`s (the web translates it, decisions 004 and 302); `params` carry what a translated
 * text needs (a file name), typed per code by core's `ErrorCodeParams`.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  params?: ErrorParams;
  constructor(
    readonly statusCode: number,
    readonly code: C,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  withParams(params: ErrorParamsOf<C>): this {
    this.params = params;
    return this;
  }
}

export const notFound = <C extends ErrorCode = 'NOT_FOUND'>(message = 'Not found', code = 'NOT_FOUND' as C) =>
  new AppError(404, code, message);
export const badRequest = <C extends ErrorCode = 'BAD_REQUEST'>(message: string, code = 'BAD_REQUEST' as C) =>
  new AppError(400, code, message);
export const conflict = <C extends ErrorCode>(message: string, code: C) => new AppError(409, code, message);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, 'UNAUTHORIZED', message);

/** The one error shape, for the few places that answer without throwing (404 routes, CSRF, shutdown). */
export function errorBody(code: ErrorCode, message: string, params?: ErrorParams): ApiError {
  return { error: { code, message, ...(params ? { params } : {}) } };
}
