import { AUTH_MESSAGES } from '@studypilot/core';

import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/auth.json';

export const auth = defineMessages('auth', en);
type Key = Parameters<typeof auth.t>[0];

/**
 * The spec's auth texts arrive in English from shared code (core's AUTH_MESSAGES, the zod schemas' messages,
 * mapAuthError): shown through this, a known one is translated and anything else (a server's own message) is
 * shown as it came.
 */
const KNOWN = new Map<string, Key>([
  ...(Object.entries(AUTH_MESSAGES) as [Key, string][]).map(([key, text]) => [text, key] as [string, Key]),
  ['Full name is required', 'fullNameRequired'],
  ['Email is required', 'emailRequired'],
  ['Please enter a valid email address', 'emailInvalid'],
  ['Password is required', 'passwordRequired'],
  ['Too many attempts. Please wait a moment and try again.', 'tooManyAttempts'],
]);

export function authText(english: string | undefined): string {
  if (english === undefined) return '';
  const key = KNOWN.get(english);
  return key ? auth.t(key) : english;
}
