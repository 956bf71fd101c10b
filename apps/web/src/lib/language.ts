import * as React from 'react';

import { authClient, useSession } from './auth-client';
import { activateLanguage, currentLanguage, isLanguage, storeLanguage, type Language } from './i18n';

/** The language a signed-in student chose, as the session reports it (null until chosen). */
export function serverLanguage(user: unknown): Language | null {
  const value = (user as { language?: unknown } | null)?.language;
  return isLanguage(value) ? value : null;
}

/**
 * Switches the interface language in place (no reload: the page, a test in progress and its answers stay),
 * keeps it in this browser and, for a signed-in student, on the server (`user.language`, decision 302).
 */
export function useChangeLanguage() {
  const { user } = useSession();
  const signedIn = Boolean(user);
  return React.useCallback(
    async (language: Language) => {
      storeLanguage(language);
      await activateLanguage(language);
      if (signedIn) {
        // better-auth's update-user takes the additional field; its session then reports the new language.
        await authClient
          .updateUser({ language } as Parameters<typeof authClient.updateUser>[0])
          .catch(() => undefined);
      }
    },
    [signedIn],
  );
}

/** A signed-in student's language kept on the server wins over this browser's (another device may have set it). */
export function useServerLanguage() {
  const { user } = useSession();
  const chosen = serverLanguage(user);
  React.useEffect(() => {
    if (chosen && chosen !== currentLanguage()) {
      storeLanguage(chosen);
      void activateLanguage(chosen).catch(() => undefined);
    }
  }, [chosen]);
}
