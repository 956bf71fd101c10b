import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/** Values a translated message needs (a file name, a limit, a date), sent next to the English message. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/** One of the codes of `error-codes.ts`; a response with any other code fails its schema. */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/**
 * The one error shape that crosses the wire: a stable `code` the web translates (decision 302), the English
 * `message` (clients that do not translate show it), and optional `params` of the translated text.
 */
export const apiErrorSchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string(), params: errorParamsSchema.optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
