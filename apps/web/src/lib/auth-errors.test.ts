import { AUTH_MESSAGES } from '@studypilot/core';
import { describe, expect, it } from 'vitest';

import { mapAuthError } from './auth-errors';

describe('mapAuthError', () => {
  it('turns wrong credentials into the spec wording, by code or by message', () => {
    for (const error of [
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 },
      { message: 'Invalid login credentials', status: 400 },
    ]) {
      expect(mapAuthError('login', error)).toEqual({
        title: 'Login Failed',
        description: AUTH_MESSAGES.invalidCredentials,
        switchToLogin: false,
      });
    }
  });

  it('turns an already registered e-mail into the spec wording and asks for login mode', () => {
    for (const error of [
      {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
        status: 422,
      },
      { message: 'User already registered', status: 400 },
    ]) {
      expect(mapAuthError('signup', error)).toEqual({
        title: 'Sign Up Failed',
        description: AUTH_MESSAGES.alreadyRegistered,
        switchToLogin: true,
      });
    }
  });

  it('shows other messages as received', () => {
    expect(
      mapAuthError('signup', { code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 }),
    ).toEqual({ title: 'Sign Up Failed', description: 'Password too short', switchToLogin: false });
    // A wrong-password code on signup is not a login problem: shown as received.
    expect(mapAuthError('signup', { message: 'Invalid login credentials' }).description).toBe(
      'Invalid login credentials',
    );
  });

  it("shows the rate limiter's own message in either shape", () => {
    const message = 'Too many sign-in attempts. Try again in 60 seconds.';
    expect(mapAuthError('login', { error: { code: 'RATE_LIMITED', message }, status: 429 }).description).toBe(
      message,
    );
    expect(mapAuthError('login', { code: 'RATE_LIMITED', message, status: 429 }).description).toBe(message);
    expect(mapAuthError('login', { status: 429, statusText: 'Too Many Requests' }).description).toMatch(
      /too many/i,
    );
  });

  it('maps thrown exceptions and empty errors to the generic message', () => {
    expect(mapAuthError('login', new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      description: AUTH_MESSAGES.unexpected,
      switchToLogin: false,
    });
    expect(mapAuthError('signup', undefined).description).toBe(AUTH_MESSAGES.unexpected);
    expect(mapAuthError('signup', { status: 500 }).description).toBe(AUTH_MESSAGES.unexpected);
  });
});
