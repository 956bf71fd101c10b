import { AUTH_MESSAGES } from '@studypilot/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { api } from '@/lib/api-client';
import { json, renderApp, sessionBody, stubNetwork, syncSession, TEST_USER } from './test-utils';

/** A tiny fake of the auth server: one account, one cookie-less session flag. */
async function fakeAuthServer(initiallySignedIn: boolean) {
  let signedIn = initiallySignedIn;
  const net = stubNetwork({
    'GET /api/auth/get-session': () => json(signedIn ? sessionBody() : null),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return json({ redirect: false, token: 'tok', user: sessionBody().user });
    },
    'POST /api/auth/sign-up/email': () => {
      signedIn = true;
      return json({ token: 'tok', user: sessionBody().user });
    },
    'POST /api/auth/sign-out': () => {
      signedIn = false;
      return json({ success: true });
    },
    'GET /api/courses': () => json({ error: { code: 'UNAUTHORIZED', message: 'Please log in' } }, 401),
  });
  await syncSession();
  return { net, expire: () => (signedIn = false) };
}

describe('session', () => {
  it('logs in from the dialog, closes it and goes to the dashboard', async () => {
    await fakeAuthServer(false);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.type(within(dialog).getByLabelText('Email'), TEST_USER.email);
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(AUTH_MESSAGES.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  });

  it('welcomes a new account in the dialog, then goes to the dashboard', async () => {
    await fakeAuthServer(false);
    const { user, router } = renderApp('/landing');
    await user.click(await screen.findByRole('button', { name: 'Get Started for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), TEST_USER.email);
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('checkbox', { name: /terms of service/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByText(/Welcome to StudyPilot, Ada Lovelace!/)).toBeInTheDocument();
    expect(screen.getAllByText(AUTH_MESSAGES.signupSuccessTitle).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the signed-in navigation and signs out from the avatar menu', async () => {
    await fakeAuthServer(true);
    const { user, router } = renderApp('/dashboard');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/dashboard'],
      ['Courses', '/courses'],
      ['Generate Test', '/generate-test'],
      ['Feedback', '/feedback'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');

    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText(TEST_USER.email)).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /auth to the dashboard', async () => {
    await fakeAuthServer(true);
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers a signed-in student "Go to Dashboard" on every call to action, and never signs them out', async () => {
    const { net } = await fakeAuthServer(true);
    const { user, router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    const ctas = await screen.findAllByRole('button', { name: 'Go to Dashboard' });
    expect(ctas).toHaveLength(4); // hero, both plans, closing call to action
    expect(screen.queryByRole('button', { name: 'Start Studying Free' })).not.toBeInTheDocument();
    await user.click(ctas[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(net.callsTo('POST', '/api/auth/sign-out')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a 401 from the API as an ended session and goes to /auth', async () => {
    const server = await fakeAuthServer(true);
    const { router } = renderApp('/courses');
    await screen.findByRole('heading', { name: 'My Courses' });

    server.expire();
    await expect(api.get('/courses')).rejects.toThrow('Please log in');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
