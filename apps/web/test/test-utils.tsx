import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { reloadSession } from '@/lib/auth-client';

export type StubRequest = { method: string; path: string; body: unknown; url: URL };
export type StubHandler = (req: StubRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const TEST_USER = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };
export function sessionBody(user = TEST_USER) {
  const now = new Date().toISOString();
  return {
    user: { ...user, emailVerified: false, image: null, createdAt: now, updatedAt: now },
    session: {
      id: 's1',
      userId: user.id,
      token: 'tok',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: now,
      updatedAt: now,
    },
  };
}

/**
 * Stubs the network boundary (global fetch). Handlers are keyed 'METHOD /path';
 * GET /api/auth/get-session answers "signed out" unless overridden.
 */
export function stubNetwork(handlers: Record<string, StubHandler> = {}) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    let body: unknown = rawBody;
    if (typeof rawBody === 'string' && rawBody) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const req = { method, path: url.pathname, body, url };
    calls.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(req);
    if (method === 'GET' && url.pathname === '/api/auth/get-session') return json(null);
    return json({ error: { code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname}` } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, user, queryClient };
}

/** The session store is a module singleton that outlives a test: make it re-read the session now. */
export const syncSession = reloadSession;

/**
 * Sonner's toast list (outside the modal dialog, so only text queries reach it while a dialog is open), named in
 * the interface language.
 */
export async function findToast(text: string) {
  const region = await screen.findByLabelText(/notifications|התראות/i, { selector: 'section' });
  return within(region).findByText(text);
}
