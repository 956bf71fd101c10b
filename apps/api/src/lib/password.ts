import { hash, verify } from '@node-rs/argon2';
import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import type { ErrorCode } from '@studypilot/core';

/** OWASP ASVS: argon2id, 19 MiB memory, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * The 10,000 most common passwords, in the ranked list of @zxcvbn-ts/language-common (MIT, shipped with the
 * app, no network). Compared case-insensitively, so "Password1" is refused like "password1".
 */
export const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    commonDictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common;
}

export const PASSWORD_POLICY_MESSAGES = {
  blank: 'Password cannot be blank or only spaces.',
  common:
    'This password is one of the most common passwords and is easy to guess. Please choose another one.',
} as const;

/**
 * The product's rule is a minimum of 6 characters (checked by better-auth); on top of it, a new password
 * (sign-up, reset, change) must not be blank or whitespace-only, nor one of the 10,000 most common passwords.
 * Returns the error to show, or null when the password is acceptable.
 */
export function checkNewPassword(password: string): { code: ErrorCode; message: string } | null {
  if (password.length > 0 && password.trim() === '')
    return { code: 'PASSWORD_BLANK', message: PASSWORD_POLICY_MESSAGES.blank };
  if (commonPasswords().has(password.toLowerCase()) || commonPasswords().has(password.trim().toLowerCase()))
    return { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_POLICY_MESSAGES.common };
  return null;
}
