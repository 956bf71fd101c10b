import type { ErrorParams } from '@studypilot/core';

/**
 * A domain error with the HTTP status it maps to; the one error handler turns it into `{ error }`. The `code`
 * is stable (the web translates it, decision 302); `params` carry what a translated text needs (a file name).
 */
export class AppError extends Error {
  params?: ErrorParams;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  withParams(params: ErrorParams): this {
    this.params = params;
    return this;
  }
}

export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, 'UNAUTHORIZED', message);
