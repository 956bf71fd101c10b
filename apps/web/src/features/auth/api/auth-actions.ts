import { AUTH_MESSAGES, paths, type ErrorCode } from '@studypilot/core';

import { authClient } from '@/lib/auth-client';
import { authErrorCode, mapAuthError, type AuthErrorToast } from '@/lib/auth-errors';
import { currentLanguage } from '@/lib/i18n';
import { readErrorBody } from '@/lib/api-client';

export type AuthResult<T = undefined> = { ok: true; data: T } | { ok: false; toast: AuthErrorToast };

const unexpected = (): { ok: false; toast: AuthErrorToast } => ({
  ok: false,
  toast: {
    title: AUTH_MESSAGES.unexpectedTitle,
    description: AUTH_MESSAGES.unexpected,
    switchToLogin: false,
  },
});

export async function signUpWithEmail(input: {
  fullName: string;
  email: string;
  password: string;
}): Promise<AuthResult<{ signedIn: boolean }>> {
  try {
    // The interface language the visitor is using becomes the account's (server-written feedback and e-mails).
    const { data, error } = await authClient.signUp.email({
      name: input.fullName,
      email: input.email,
      password: input.password,
      language: currentLanguage(),
    } as Parameters<typeof authClient.signUp.email>[0]);
    if (error) return { ok: false, toast: mapAuthError('signup', error) };
    return { ok: true, data: { signedIn: Boolean(data?.token) } };
  } catch {
    return unexpected();
  }
}

export async function signInWithEmail(input: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<AuthResult> {
  try {
    const { error } = await authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe,
    });
    if (error) return { ok: false, toast: mapAuthError('login', error) };
    return { ok: true, data: undefined };
  } catch {
    return unexpected();
  }
}

export async function requestPasswordReset(
  email: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword });
    if (error) {
      const nested = readErrorBody({ error: (error as { error?: unknown }).error });
      return { ok: false, message: nested.message ?? error.message ?? AUTH_MESSAGES.unexpected };
    }
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

/** better-auth's answers to a reset link that is wrong, used or too old. */
const INVALID_RESET_LINK_CODES: readonly ErrorCode[] = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'SESSION_EXPIRED'];

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one from the login page.';

export async function resetPassword(
  newPassword: string,
  token: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const { error } = await authClient.resetPassword({ newPassword, token });
    if (error) {
      const nested = readErrorBody({ error: (error as { error?: unknown }).error });
      const code = authErrorCode(nested.code, error.code);
      if ((code && INVALID_RESET_LINK_CODES.includes(code)) || /invalid token/i.test(error.message ?? '')) {
        return { ok: false, message: INVALID_RESET_LINK };
      }
      return { ok: false, message: nested.message ?? error.message ?? AUTH_MESSAGES.unexpected };
    }
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

export async function signOut(): Promise<void> {
  try {
    await authClient.signOut();
  } catch {
    // Signing out is best effort: the session cookie may already be gone.
  }
}
