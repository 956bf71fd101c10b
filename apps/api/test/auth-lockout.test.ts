import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES } from '../src/lib/password.ts';
import { ORIGIN, createTestApp, resetDatabase, signUp, uniqueEmail, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_AUTH_PER_IP: 1000,
    RATE_LIMIT_AUTH_PER_EMAIL: 1000,
    LOCKOUT_FAILURES_PER_EMAIL_IP: 3,
    LOCKOUT_FAILURES_PER_EMAIL: 7,
  });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload,
    remoteAddress: ip,
  });
const signIn = async (email: string, password: string, ip: string) =>
  (await post('/api/auth/sign-in/email', { email, password }, ip)).statusCode;

describe('sign-in lockout', () => {
  it('locks one IP out of one account; the owner on another IP still signs in while it hammers', async () => {
    const { email } = await signUp(ctx.app, { password: 'owner-pass-1' });
    const attacker = '203.0.113.7';
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push(await signIn(email, `guess-${i}`, attacker));
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(codes.slice(3))).toEqual(new Set([429]));
    // Even the right password is refused from the locked-out IP, with the limiter's message.
    const locked = await post('/api/auth/sign-in/email', { email, password: 'owner-pass-1' }, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /Too many attempts\. Please wait \d+ minutes? and try again\./,
    );
    // The owner, elsewhere, is not locked out: the 27 refused attempts did not count against the account.
    expect(await signIn(email, 'owner-pass-1', '198.51.100.20')).toBe(200);
    // Nor is another account from the attacker's IP.
    const other = await signUp(ctx.app, { password: 'other-pass-1' });
    expect(await signIn(other.email, 'other-pass-1', attacker)).toBe(200);
  });

  it('locks the account for every IP after a higher number of failures spread over many IPs', async () => {
    const { email } = await signUp(ctx.app, { password: 'owner-pass-2' });
    const codes: number[] = [];
    // 2 failures from each of 4 IPs: 7 count, the 8th is refused.
    for (let i = 0; i < 8; i++) codes.push(await signIn(email, `spray-${i}`, `192.0.2.${Math.floor(i / 2)}`));
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    expect(await signIn(email, 'owner-pass-2', '198.51.100.30')).toBe(429);
    expect(await signIn(uniqueEmail(), 'whatever-1', '198.51.100.30')).toBe(401);
  });

  it('counts failures only: successful sign-ins never lock anyone out', async () => {
    const { email } = await signUp(ctx.app, { password: 'owner-pass-3' });
    for (let i = 0; i < 10; i++) expect(await signIn(email, 'owner-pass-3', '10.9.9.9')).toBe(200);
    expect(await signIn(email, 'wrong-pass', '10.9.9.9')).toBe(401);
    expect(await signIn(email, 'owner-pass-3', '10.9.9.9')).toBe(200);
  });

  it('treats the e-mail case-insensitively', async () => {
    const { email } = await signUp(ctx.app, { password: 'owner-pass-4' });
    for (const variant of [email.toUpperCase(), email[0]!.toUpperCase() + email.slice(1), email])
      expect(await signIn(variant, 'nope-nope', '10.8.8.8')).toBe(401);
    expect(await signIn(email, 'owner-pass-4', '10.8.8.8')).toBe(429);
  });
});

describe('new passwords', () => {
  it.each(['123456', 'password', 'qwerty123', 'Password', 'iloveyou', 'letmein1'])(
    'refuses the common password %j on sign-up with a clear message',
    async (password) => {
      const res = await post('/api/auth/sign-up/email', { name: 'Ann', email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: PASSWORD_POLICY_MESSAGES.common,
        error: { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_POLICY_MESSAGES.common },
      });
    },
  );

  it.each(['      ', '\t\t\t\t\t\t', '   \u00a0    '])('refuses the blank password %j', async (password) => {
    const res = await post('/api/auth/sign-up/email', { name: 'Ann', email: uniqueEmail(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'PASSWORD_BLANK', message: PASSWORD_POLICY_MESSAGES.blank });
  });

  it('keeps the product minimum of 6 characters and accepts an uncommon 6-character password', async () => {
    const short = await post('/api/auth/sign-up/email', {
      name: 'A',
      email: uniqueEmail(),
      password: 'zq8#k',
    });
    expect(short.json().error.code).toBe('PASSWORD_TOO_SHORT');
    const ok = await post('/api/auth/sign-up/email', { name: 'A', email: uniqueEmail(), password: 'zq8#kw' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a common or blank new password on reset, and the old password keeps working', async () => {
    const { email } = await signUp(ctx.app, { password: 'first-pass-9' });
    await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = /reset-password\/(\S+?)\?/.exec(ctx.mailer.sent.at(-1)!.text)![1]!;
    for (const [newPassword, code] of [
      ['football', 'PASSWORD_TOO_COMMON'],
      ['        ', 'PASSWORD_BLANK'],
    ]) {
      const res = await post('/api/auth/reset-password', { token, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    expect(await signIn(email, 'first-pass-9', '10.7.7.7')).toBe(200);
    // The link was not used up by the refused attempts.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'second-pass-9' })).statusCode).toBe(
      200,
    );
    expect(await signIn(email, 'second-pass-9', '10.7.7.7')).toBe(200);
  });

  it('does not check old passwords at sign-in (a wrong common password is just wrong)', async () => {
    const { email } = await signUp(ctx.app);
    const res = await post('/api/auth/sign-in/email', { email, password: '123456' }, '10.6.6.6');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
