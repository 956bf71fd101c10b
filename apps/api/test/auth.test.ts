import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account, session } from '../src/db/schema/index.ts';
import { readSessionToken } from '../src/plugins/auth.ts';
import {
  ORIGIN,
  cookieFrom,
  createTestApp,
  resetDatabase,
  signUp,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 8, RATE_LIMIT_AUTH_PER_EMAIL: 4 });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const json = { origin: ORIGIN, 'content-type': 'application/json' };
const post = (url: string, payload: unknown, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...json, ...headers },
    payload: payload as object,
    remoteAddress: ip,
  });

describe('accounts', () => {
  it('signs up, keeps the full name and returns a session cookie the API accepts', async () => {
    const { cookie, email } = await signUp(ctx.app, { name: 'Ada Lovelace' });
    expect(cookie).toMatch(/session_token=/);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Ada Lovelace', email, plan: 'free' });
  });

  it('stores the password as an argon2id hash at OWASP parameters', async () => {
    const { userId } = await signUp(ctx.app, { password: 'hunter22' });
    const [row] = await ctx.database.db.select().from(account).where(eq(account.userId, userId));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rejects a password shorter than 6 characters on signup', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'A', email: uniqueEmail(), password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('requires a full name', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: '  ',
      email: uniqueEmail(),
      password: 'secret123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Full name is required');
  });

  it('reports an e-mail that is already registered', async () => {
    const { email } = await signUp(ctx.app);
    const res = await post('/api/auth/sign-up/email', { name: 'B', email, password: 'secret123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(res.json().error.code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('logs in with the right password and refuses a wrong one', async () => {
    const { email } = await signUp(ctx.app, { password: 'right-pass' });
    const bad = await post('/api/auth/sign-in/email', { email, password: 'wrong-pass' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const good = await post('/api/auth/sign-in/email', { email, password: 'right-pass' });
    expect(good.statusCode).toBe(200);
    expect(cookieFrom(good.headers['set-cookie'])).toMatch(/session_token=/);
  });

  it('the minimum length is not applied on login (a short wrong password is just wrong)', async () => {
    const { email } = await signUp(ctx.app);
    const res = await post('/api/auth/sign-in/email', { email, password: 'abc' });
    expect(res.statusCode).toBe(401);
  });

  it('logs out: the old cookie no longer opens a session', async () => {
    const { cookie } = await signUp(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(res.json()).toBeNull();
  });

  it('a session survives a server restart (same database, new app)', async () => {
    const { cookie } = await signUp(ctx.app);
    const second = await createTestApp({}, ctx.database);
    try {
      const res = await second.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie },
      });
      expect(res.json()?.user).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});

describe('password reset', () => {
  it('sends a link, sets the new password and ends the old sessions', async () => {
    const { email, cookie } = await signUp(ctx.app, { password: 'old-password' });
    const req = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(req.statusCode).toBe(200);
    const mail = ctx.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    const link = /http\S+reset-password\/(\S+?)\?callbackURL=\S+/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(old.json()).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email, password: 'old-password' })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'new-password' })).statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = ctx.mailer.sent.length;
    const res = await post('/api/auth/request-password-reset', {
      email: uniqueEmail(),
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect(ctx.mailer.sent.length).toBe(before);
  });
});

describe('rate limits', () => {
  it('limits sign-up and reset requests per e-mail, whatever the IP', async () => {
    // The sign-up itself is the first of the 4 requests allowed for this e-mail.
    const { email } = await signUp(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await post(
            '/api/auth/request-password-reset',
            { email, redirectTo: '/reset-password' },
            `10.1.0.${i}`,
          )
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await post('/api/auth/request-password-reset', { email }, '10.1.0.99');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits per client IP, and another IP still gets through', async () => {
    for (let i = 0; i < 8; i++)
      await post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'x' }, '10.2.0.1');
    const blocked = await post(
      '/api/auth/sign-in/email',
      { email: uniqueEmail(), password: 'x' },
      '10.2.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    const other = await post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'x' }, '10.2.0.2');
    expect(other.statusCode).toBe(401);
  });

  it('counts in the database, so a window that has passed starts again', async () => {
    const { email } = await signUp(ctx.app);
    for (let i = 0; i < 8; i++)
      await post('/api/auth/sign-in/email', { email, password: 'bad-pass' }, '10.3.0.1');
    expect(
      (await post('/api/auth/sign-in/email', { email, password: 'secret123' }, '10.3.0.1')).statusCode,
    ).toBe(429);
    await ctx.database.db.execute(sql`update rate_limits set window_start = now() - interval '1 hour'`);
    const res = await post('/api/auth/sign-in/email', { email, password: 'secret123' }, '10.3.0.1');
    expect(res.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('a forged session cookie is not accepted', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.json()).toBeNull();
  });

  it('an expired session is not accepted', async () => {
    const { cookie, userId } = await signUp(ctx.app);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(res.json()).toBeNull();
  });
});

describe('protected API routes', () => {
  it('accept a valid session and answer 401 for none, a forged, a tampered or an expired one', async () => {
    const { cookie } = await signUp(ctx.app);
    const get = (c?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/courses', headers: c ? { cookie: c } : {} });
    expect((await get(cookie)).statusCode).toBe(200);
    for (const bad of [
      undefined,
      'better-auth.session_token=forged.value',
      cookie.replace(/.(%3D|=)?$/, 'x$1'),
    ]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    // An expired session (another student's, never seen by this instance's session cache).
    const other = await signUp(ctx.app);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, other.userId));
    expect((await get(other.cookie)).statusCode).toBe(401);
  });
});

describe('session cookie signature', () => {
  it('accepts only the exact signature: every other last character is refused, even one that decodes the same', () => {
    const secret = 'test-secret-test-secret-test-secret-42';
    const token = 'abcDEF123';
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    const cookie = (sig: string) => `better-auth.session_token=${encodeURIComponent(`${token}.${sig}`)}`;
    expect(readSessionToken(cookie(signature), secret)).toBe(token);
    const last = signature.replace(/=+$/, '').length - 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    for (const c of alphabet) {
      if (c === signature[last]) continue;
      const tampered = signature.slice(0, last) + c + signature.slice(last + 1);
      expect(readSessionToken(cookie(tampered), secret), tampered).toBeNull();
    }
  });
});
