import { AUTH_MESSAGES, type ErrorCode } from '@studypilot/core';

import { readErrorBody } from '@/lib/api-client';

export type AuthAction = 'login' | 'signup';

export type AuthErrorToast = {
  title: string;
  description: string;
  /** Signup with an e-mail that is already registered moves the form to login mode. */
  switchToLogin: boolean;
};

type AuthErrorLike = {
  code?: unknown;
  message?: unknown;
  status?: unknown;
  statusText?: unknown;
  error?: unknown;
};

const INVALID_CREDENTIAL_MESSAGES = ['invalid login credentials', 'invalid email or password'];
const ALREADY_REGISTERED_MESSAGES = ['user already registered', 'user already exists'];
const ALREADY_REGISTERED_CODES: readonly ErrorCode[] = [
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
];

/**
 * The code of what better-auth's client reports: ours in `error`, else its own top-level one (one of better-auth's
 * codes, which core lists; see readErrorBody for why it is not looked up).
 */
export function authErrorCode(nested: ErrorCode | undefined, topLevel: unknown): ErrorCode | undefined {
  if (nested) return nested;
  return typeof topLevel === 'string' ? (topLevel.toUpperCase() as ErrorCode) : undefined;
}

/**
 * Turns what better-auth's client reports (`{ code, message, status }`, or our API's
 * `{ error: { code, message } }` shape for rate limits) into the spec's toast texts.
 * Anything that is not an error object (a thrown exception) becomes the generic 'Error' toast.
 */
export function mapAuthError(action: AuthAction, error: unknown): AuthErrorToast {
  const title = action === 'login' ? AUTH_MESSAGES.loginFailedTitle : AUTH_MESSAGES.signupFailedTitle;
  if (!error || typeof error !== 'object' || error instanceof Error) {
    return {
      title: AUTH_MESSAGES.unexpectedTitle,
      description: AUTH_MESSAGES.unexpected,
      switchToLogin: false,
    };
  }

  const e = error as AuthErrorLike;
  const nested = readErrorBody({ error: e.error });
  const code = authErrorCode(nested.code, e.code);
  const message = String(nested.message ?? (typeof e.message === 'string' ? e.message : '') ?? '').trim();
  const lower = message.toLowerCase();

  if (
    action === 'login' &&
    (code === 'INVALID_EMAIL_OR_PASSWORD' || INVALID_CREDENTIAL_MESSAGES.includes(lower))
  ) {
    return { title, description: AUTH_MESSAGES.invalidCredentials, switchToLogin: false };
  }
  if (
    action === 'signup' &&
    ((code && ALREADY_REGISTERED_CODES.includes(code)) ||
      ALREADY_REGISTERED_MESSAGES.some((m) => lower.startsWith(m)))
  ) {
    return { title, description: AUTH_MESSAGES.alreadyRegistered, switchToLogin: true };
  }
  if (message) return { title, description: message, switchToLogin: false };
  if (e.status === 429) {
    return {
      title,
      description: 'Too many attempts. Please wait a moment and try again.',
      switchToLogin: false,
    };
  }
  const statusText = typeof e.statusText === 'string' && e.statusText ? e.statusText : null;
  return { title, description: statusText ?? AUTH_MESSAGES.unexpected, switchToLogin: false };
}
