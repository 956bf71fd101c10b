/**
 * Every `code` the API sends in `{ error: { code, message, params? } }` and in the generation stream's `error`
 * event: the API can only send one of these (`AppError` and `errorBody` take an `ErrorCode`), and the web can
 * only compare with one of these (decision 004). Add a code here before the API sends it; the web translates
 * by code (decision 302), so a code is never renamed, only added or retired.
 */

/** What the question engine fails with (`EngineError`); the generation stream passes them on as they are. */
export const ENGINE_ERROR_CODES = [
  'INSUFFICIENT_CONTENT',
  'MISSING_API_KEY',
  'MODEL_NOT_FOUND',
  'REFUSED',
  'ABORTED',
  'PROVIDER_ERROR',
  'INVALID_OUTPUT',
] as const;

/**
 * better-auth's own codes (its BASE_ERROR_CODES), which /api/auth/* passes on; any other better-auth answer goes
 * out as AUTH_ERROR. apps/api/test/error-codes.test.ts fails when an upgrade of better-auth adds one.
 */
export const AUTH_LIBRARY_ERROR_CODES = [
  'USER_NOT_FOUND',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_CREATE_SESSION',
  'FAILED_TO_UPDATE_USER',
  'FAILED_TO_GET_SESSION',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_USER',
  'SOCIAL_ACCOUNT_ALREADY_LINKED',
  'PROVIDER_NOT_FOUND',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'ID_TOKEN_NOT_SUPPORTED',
  'FAILED_TO_GET_USER_INFO',
  'USER_EMAIL_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'EMAIL_CAN_NOT_BE_UPDATED',
  'CHANGE_EMAIL_DISABLED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'SESSION_EXPIRED',
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  'ACCOUNT_NOT_FOUND',
  'USER_ALREADY_HAS_PASSWORD',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'VERIFICATION_EMAIL_NOT_ENABLED',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_MISMATCH',
  'SESSION_NOT_FRESH',
  'LINKED_ACCOUNT_ALREADY_EXISTS',
  'INVALID_ORIGIN',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
  'MISSING_OR_NULL_ORIGIN',
  'CALLBACK_URL_REQUIRED',
  'FAILED_TO_CREATE_VERIFICATION',
  'FIELD_NOT_ALLOWED',
  'ASYNC_VALIDATION_NOT_SUPPORTED',
  'VALIDATION_ERROR',
  'MISSING_FIELD',
  'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED',
  'BODY_MUST_BE_AN_OBJECT',
  'PASSWORD_ALREADY_SET',
] as const;

/**
 * Fastify's and @fastify/multipart's 4xx codes, which the error handler passes on when it has no better code;
 * any other framework code goes out as BAD_REQUEST.
 */
export const FRAMEWORK_ERROR_CODES = [
  'FST_ERR_NOT_FOUND',
  'FST_ERR_VALIDATION',
  'FST_ERR_CTP_INSTANCE_ALREADY_STARTED',
  'FST_ERR_BAD_URL',
  'FST_ERR_INVALID_URL',
  'FST_ERR_ROUTE_MISSING_CONTENT_TYPE',
  'FST_ERR_ROUTE_MISSING_CONTENT',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
] as const;

/** Our own codes, by area. */
export const APP_ERROR_CODES = [
  // Requests the server cannot take (any route)
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'INVALID_CHARACTERS',
  'INVALID_ID',
  'INVALID_MULTIPART',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'BAD_URL',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'ACCESS_DENIED',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  // The server's own trouble
  'ERROR',
  'INTERNAL_ERROR',
  'SHUTTING_DOWN',
  'DATABASE_DOWN',
  'STORAGE_FULL',
  'STORAGE_UNAVAILABLE',
  // Sign-up, sign-in, passwords (besides better-auth's codes)
  'AUTH_ERROR',
  'PASSWORD_BLANK',
  'PASSWORD_TOO_COMMON',
  // Courses
  'COURSE_NOT_FOUND',
  'COURSE_CLOSED',
  // Documents (summaries)
  'DOCUMENT_NOT_FOUND',
  'NO_FILE',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'INVALID_FILE',
  'TEXT_TOO_LARGE',
  'FILE_MISSING',
  // Generating a test
  'DOCUMENTS_NOT_FOUND',
  'EXTRACTION_IN_PROGRESS',
  'EXTRACTION_PROCESSING',
  'EXTRACTION_FAILED',
  'NO_CONTENT',
  'FOCUS_NOT_FOUND',
  'WORD_LIMIT_EXCEEDED',
  'QUOTA_EXCEEDED',
  'PREMIUM_REQUIRED',
  'NO_QUESTIONS',
  'TIMEOUT',
  'GENERATION_FAILED',
  // Taking a test, results
  'TEST_NOT_FOUND',
  'TEST_SUBMISSION_NOT_FOUND',
  'QUESTION_NOT_FOUND',
  'TIME_UP',
  'SUBMISSION_COMPLETED',
  'NOT_COMPLETED',
  'GRADING_IN_PROGRESS',
  // Editing a test
  'NOT_EDITABLE',
  'TEST_STARTED',
  'QUESTION_REJECTED',
  'LAST_QUESTION',
  'DOCUMENTS_GONE',
  'NO_NEW_QUESTION',
  // Learning (reviews, mistakes)
  'NO_MISTAKES',
  'REVIEW_CARD_NOT_FOUND',
  'CARD_SUSPENDED',
  'RATING_REQUIRED',
  // Plans and payments
  'BILLING_NOT_CONFIGURED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'ALREADY_PREMIUM',
  'NO_SUBSCRIPTION',
  'EVENT_ALREADY_PROCESSED',
  'MISSING_SIGNATURE',
  'INVALID_EVENT',
  'INVALID_SIGNATURE',
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];
export type ErrorCode =
  | (typeof APP_ERROR_CODES)[number]
  | EngineErrorCode
  | (typeof AUTH_LIBRARY_ERROR_CODES)[number]
  | (typeof FRAMEWORK_ERROR_CODES)[number];

/** Every code once (some are both ours and better-auth's: ACCOUNT_NOT_FOUND, VALIDATION_ERROR). */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([
    ...APP_ERROR_CODES,
    ...ENGINE_ERROR_CODES,
    ...AUTH_LIBRARY_ERROR_CODES,
    ...FRAMEWORK_ERROR_CODES,
  ]),
];

const KNOWN = new Set<string>(ERROR_CODES);
/** For codes read off the wire (better-auth's answers, a response body): true when it is one of ours. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);

/**
 * The `params` a code's translated text can use, for the codes that send them (the English `message` already
 * contains them). Sent only where the API knows them: NO_CONTENT for a focus without text has no name.
 */
export interface ErrorCodeParams {
  /** The Free plan's monthly limit and when it resets (ISO date-time). */
  QUOTA_EXCEEDED: { limit: number; date: string };
  /** The summary's file name. */
  EXTRACTION_IN_PROGRESS: { name: string };
  EXTRACTION_PROCESSING: { name: string };
  EXTRACTION_FAILED: { name: string };
  NO_CONTENT: { name: string };
  /** Minutes until the next attempt is allowed. */
  RATE_LIMITED: { minutes: number };
}
/** The params of code C (none for codes without params). */
export type ErrorParamsOf<C extends ErrorCode> = C extends keyof ErrorCodeParams ? ErrorCodeParams[C] : never;

/**
 * Why a summary's text could not be extracted (issue 15): a stable code kept on the document row next to its
 * English words (`extractionError`), written by whoever extracted it (the server's workers, the browser's worker
 * through `POST /documents/:id/status`), so the web shows the reason in the student's language. Not an API
 * error code: a row's state. Rows from before the codes have only the English words, which are shown as they are.
 */
export const EXTRACTION_FAILURE_CODES = [
  /** A PDF without a text layer (scanned or image-only pages) that was not read by OCR. */
  'NO_TEXT_LAYER',
  /** A PDF whose text layer cannot be read (fonts without a Unicode map). */
  'GARBLED_TEXT_LAYER',
  /** Nothing usable came out of the file. */
  'NO_TEXT',
  /** OCR read the scanned pages and found no text. */
  'OCR_NO_TEXT',
  /** OCR could not read the scanned pages reliably; params: confidence (mean, %). */
  'OCR_UNREADABLE',
  /** Pages with neither text nor pictures. */
  'BLANK_PAGES',
  /** The file is damaged, incomplete or not what its name says. */
  'FILE_DAMAGED',
  /** A password-protected document. */
  'FILE_ENCRYPTED',
  /** The file or its archive is larger than extraction allows. */
  'FILE_TOO_LARGE',
  /** The file is empty. */
  'FILE_EMPTY',
  /** Extraction took longer than it may. */
  'TIMED_OUT',
  /** The stored file could not be found. */
  'FILE_MISSING',
  /** The server's extraction failed unexpectedly. */
  'SERVER_FAILED',
  /** The browser's extraction failed unexpectedly; params: format (PDF, PPTX, DOCX). */
  'BROWSER_FAILED',
  /** The text was read but could not be saved. */
  'SAVE_FAILED',
  /** The student cancelled text recognition (OCR). */
  'OCR_CANCELLED',
  /** A legacy .doc or .ppt file; params: ext (doc, ppt). */
  'LEGACY_FORMAT',
] as const;
export type ExtractionFailureCode = (typeof EXTRACTION_FAILURE_CODES)[number];
