import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/index.ts';
import { SessionCache } from '../src/plugins/session-cache.ts';
import { ORIGIN, createTestApp, signUp, type TestContext } from './helpers.ts';

describe('SessionCache', () => {
  const far = new Date(Date.now() + 3_600_000);

  it('serves an entry for the TTL, then forgets it', () => {
    const cache = new SessionCache<string>(2000);
    cache.set('t', 'ada', far, 1000);
    expect(cache.get('t', 2999)).toBe('ada');
    expect(cache.get('t', 3000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its own expiry', () => {
    const cache = new SessionCache<string>(60_000);
    cache.set('t', 'ada', new Date(1500), 1000);
    expect(cache.get('t', 1499)).toBe('ada');
    expect(cache.get('t', 1500)).toBeUndefined();
    cache.set('gone', 'bob', new Date(900), 1000);
    expect(cache.get('gone', 1000)).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and drops the oldest entry when full', () => {
    const off = new SessionCache<string>(0);
    off.set('t', 'ada', far);
    expect(off.get('t')).toBeUndefined();

    const small = new SessionCache<string>(60_000, 2);
    small.set('a', '1', far);
    small.set('b', '2', far);
    small.set('c', '3', far);
    expect([small.get('a'), small.get('b'), small.get('c')]).toEqual([undefined, '2', '3']);
    small.clear();
    expect(small.get('b')).toBeUndefined();
  });
});

describe('protected requests with the session cache on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SESSION_CACHE_SECONDS: 60 });
  });
  afterAll(async () => ctx?.close());

  const courses = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
  const authPost = (url: string, payload: object, cookie = '') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it('signing out on this instance ends the session at once, even with a long cache', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await courses(cookie)).statusCode).toBe(200);
    expect((await authPost('/api/auth/sign-out', {}, cookie)).statusCode).toBe(200);
    const after = await courses(cookie);
    expect(after.statusCode).toBe(401);
  });

  it('a password reset on this instance ends the old sessions at once', async () => {
    const { cookie, email } = await signUp(ctx.app, { password: 'old-password' });
    expect((await courses(cookie)).statusCode).toBe(200);
    await authPost('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = /reset-password\/(\S+?)\?/.exec(ctx.mailer.sent.at(-1)!.text)![1]!;
    expect(
      (await authPost('/api/auth/reset-password', { token, newPassword: 'new-password' })).statusCode,
    ).toBe(200);
    expect((await courses(cookie)).statusCode).toBe(401);
  });

  it('a session ended elsewhere (row deleted by another instance) is served only until the TTL runs out', async () => {
    const short = await createTestApp({ SESSION_CACHE_SECONDS: 0.3 }, ctx.database);
    try {
      const { cookie, userId } = await signUp(short.app);
      const list = () => short.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
      expect((await list()).statusCode).toBe(200);
      await short.app.db.delete(session).where(eq(session.userId, userId));
      await new Promise((r) => setTimeout(r, 400));
      expect((await list()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('with SESSION_CACHE_SECONDS=0 every request reads the session', async () => {
    const off = await createTestApp({ SESSION_CACHE_SECONDS: 0 }, ctx.database);
    try {
      const { cookie, userId } = await signUp(off.app);
      const list = () => off.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
      expect((await list()).statusCode).toBe(200);
      await off.app.db.delete(session).where(eq(session.userId, userId));
      expect((await list()).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});
