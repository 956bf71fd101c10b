/** A domain error with the HTTP status it maps to; the one error handler turns it into `{ error }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, 'UNAUTHORIZED', message);
