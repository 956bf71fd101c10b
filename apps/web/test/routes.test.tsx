import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, stubNetwork } from './test-utils';

describe('routes (signed out)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner while the session loads, then sends a visitor to /auth replacing history', async () => {
    let answerSession: (r: Response) => void = () => undefined;
    stubNetwork({
      'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
    });
    const { router } = renderApp('/courses');

    expect(await screen.findByRole('status', { name: /loading your session/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');

    answerSession(new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'My Courses' })).not.toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/generate-test',
    '/take-test/t1',
    '/test-results/s1',
    '/feedback',
    '/premium',
    '/course/c1',
  ])('guards %s', async (path) => {
    stubNetwork();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows the 404 page for an unknown path and logs the attempted path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubNetwork();
    const { user, router } = renderApp('/no/such/page');

    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · StudyPilot');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Start Studying Free' })).toBeInTheDocument();
  });

  it('scrolls to the top on every path change', async () => {
    stubNetwork();
    const { router } = renderApp('/');
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/landing');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
