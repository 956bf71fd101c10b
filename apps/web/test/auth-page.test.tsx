import { AUTH_MESSAGES } from '@studypilot/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork, syncSession } from './test-utils';

describe('/auth page', () => {
  it('shows benefits only in signup mode and placeholder footer links', async () => {
    stubNetwork();
    await syncSession();
    const { user } = renderApp('/auth?mode=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Study smarter with StudyPilot' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Privacy Policy', 'Terms of Service', 'Contact', 'Help']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Log In', pressed: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Study smarter with StudyPilot' })).not.toBeInTheDocument();
  });

  it('after a successful signup switches to login, keeps the e-mail and clears the password', async () => {
    stubNetwork({
      'POST /api/auth/sign-up/email': () => json({ token: null, user: sessionBody().user }),
    });
    await syncSession();
    const { user } = renderApp('/auth?mode=signup');
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(AUTH_MESSAGES.signupSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.signupSuccessStandalone)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('goes to the dashboard after logging in', async () => {
    let signedIn = false;
    stubNetwork({
      'GET /api/auth/get-session': () => json(signedIn ? sessionBody() : null),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ redirect: false, token: 'tok', user: sessionBody().user });
      },
    });
    await syncSession();
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(
      within(screen.getByRole('form', { name: 'Log in' })).getByRole('button', { name: 'Log In' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('explains a missing or invalid token', async () => {
    stubNetwork({
      'POST /api/auth/reset-password': () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
    });
    await syncSession();
    const { user, unmount } = renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/i);
    unmount();

    renderApp('/reset-password?token=stale');
    await user.type(await screen.findByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/i);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth');
  });

  it('checks length and confirmation, then resets and links to /auth', async () => {
    const net = stubNetwork({ 'POST /api/auth/reset-password': () => json({ status: true }) });
    await syncSession();
    const { user } = renderApp('/reset-password?token=good');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(net.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/auth');
    expect(net.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'newpass1',
      token: 'good',
    });
  });
});
