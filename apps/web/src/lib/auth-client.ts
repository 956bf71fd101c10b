import { createAuthClient } from 'better-auth/react';

/** better-auth's base path defaults to /api/auth on the same origin as the SPA. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  fetchOptions: {
    // Resolve fetch per call rather than once at start-up, so every request goes through the current global
    // (tests stub the network boundary there).
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
});

export type SessionUser = { id: string; name?: string | null; email: string };

/** The signed-in user, or null; `isPending` until the first session lookup answers. */
export function useSession() {
  const { data, isPending, error, refetch } = authClient.useSession();
  const user: SessionUser | null = data?.user ?? null;
  return { user, session: data?.session ?? null, isPending, error, refetch };
}

/** Forget the cached session so every subscriber re-reads it from the server. */
export function refreshSession() {
  authClient.$store.notify('$sessionSignal');
}

/** Re-read the session from the server now; resolves once every subscriber sees the answer. */
export async function reloadSession(): Promise<void> {
  const store = authClient.$store.atoms.session as { get(): { refetch: () => Promise<void> } };
  await store.get().refetch();
}

/** Full name for display, with the spec's fallback 'User'. */
export function displayName(user: Pick<SessionUser, 'name'> | null | undefined): string {
  const name = user?.name?.trim();
  return name ? name : 'User';
}
