import { AUTH_MESSAGES } from '@studypilot/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findToast, json, renderApp, stubNetwork } from './test-utils';

async function openSignupFromLanding() {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Start Studying Free' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
  return { ...app, dialog };
}

async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  password = 'secret1',
) {
  await user.type(within(dialog).getByLabelText('Full Name'), 'Ada Lovelace');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), password);
}

describe('auth dialog', () => {
  it('opens in signup mode from every call to action on the landing page', async () => {
    stubNetwork();
    const { user } = renderApp('/');
    for (const name of [
      'Start Studying Free',
      'Get Started for Free',
      'Upgrade Now',
      'Start Your Free Trial',
    ]) {
      const opener = await screen.findByRole('button', { name });
      await user.click(opener);
      expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // focus goes back to the button that opened the dialog
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('refuses to sign up until the terms are accepted', async () => {
    const net = stubNetwork();
    const { user, dialog } = await openSignupFromLanding();
    await fillSignup(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await findToast('Terms Required')).toBeInTheDocument();
    expect(await findToast('Please agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
    // pressed again and again: still one toast
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Terms Required')).toHaveLength(1);
    // The dialog hides the toast from assistive tech, so the checkbox carries the message too.
    const terms = within(dialog).getByRole('checkbox', { name: /terms of service/i });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please agree to the Terms of Service and Privacy Policy');
    expect(net.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows the password hint and blocks a password shorter than 6 characters on signup only', async () => {
    const net = stubNetwork();
    const { user, dialog } = await openSignupFromLanding();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordHint);

    await fillSignup(user, dialog, '12345');
    await user.click(within(dialog).getByRole('checkbox', { name: /terms of service/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(net.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);

    // Login mode has no minimum and no hint.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const loginDialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(loginDialog).queryByText(AUTH_MESSAGES.passwordHint)).not.toBeInTheDocument();
  });

  it('clears the password and the terms checkbox when switching modes, keeping the e-mail', async () => {
    stubNetwork();
    const { user, dialog } = await openSignupFromLanding();
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /terms of service/i }));

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(login).getByLabelText('Password')).toHaveValue('');
    expect(within(login).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(login).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(within(login).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();

    await user.click(within(login).getByRole('button', { name: 'Sign up' }));
    const signup = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(signup).getByLabelText('Password')).toHaveValue('');
    expect(within(signup).getByRole('checkbox', { name: /terms of service/i })).not.toBeChecked();
  });

  it('resets every field when closed', async () => {
    stubNetwork();
    const { user, dialog } = await openSignupFromLanding();
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const again = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(again).getByLabelText('Full Name')).toHaveValue('');
    expect(within(again).getByLabelText('Email')).toHaveValue('');
  });

  it('explains wrong credentials with the spec wording', async () => {
    const net = stubNetwork({
      'POST /api/auth/sign-in/email': () =>
        json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(await findToast(AUTH_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Login Failed. ${AUTH_MESSAGES.invalidCredentials}`,
    );
    expect(net.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'wrong',
      rememberMe: true,
    });
  });

  it('switches to login when the e-mail is already registered', async () => {
    const net = stubNetwork({
      'POST /api/auth/sign-up/email': () =>
        json(
          {
            code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            message: 'User already exists. Use another email.',
          },
          422,
        ),
    });
    const { user, dialog } = await openSignupFromLanding();
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /terms of service/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await findToast('Sign Up Failed')).toBeInTheDocument();
    expect(await findToast(AUTH_MESSAGES.alreadyRegistered)).toBeInTheDocument();
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(login).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.alreadyRegistered);
    expect(within(login).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(login).getByLabelText('Password')).toHaveValue('');
    expect(net.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      language: 'en', // the interface language becomes the account's
    });
  });

  it("shows the rate limiter's message", async () => {
    stubNetwork({
      'POST /api/auth/sign-in/email': () =>
        json(
          { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 60 seconds.' } },
          429,
        ),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Too many attempts. Try again in 60 seconds.')).toBeInTheDocument();
  });

  it('sends a reset link from the forgot-password form with a neutral confirmation', async () => {
    const net = stubNetwork({ 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    await user.type(within(forgot).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText('If an account exists for that e-mail, we sent a reset link.'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
  });
});
