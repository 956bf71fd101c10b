import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { LIMITS } from '@studypilot/core';
import type { Config } from '../config.ts';
import { account, session, user, verification } from '../db/schema/index.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { Mailer } from '../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { SessionCache } from './session-cache.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  plan: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuth>;
    /** preHandler: 401 unless a valid session cookie came with the request; sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser;
  }
}

const CLIENT_IP_HEADER = 'x-studypilot-client-ip';
const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/** Returns the session token from a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256)`), or null. */
export function readSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    // The signature's text is compared, not its decoded bytes: base64 decoding ignores the unused low bits of
    // the last character, so a tampered last character could otherwise still pass.
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

function createAuth(config: Config, db: Parameters<typeof drizzleAdapter>[0], mailer: Mailer) {
  const origins = new Set([
    config.publicUrl,
    `http://localhost:${config.PORT}`,
    `http://127.0.0.1:${config.PORT}`,
  ]);
  return betterAuth({
    appName: 'StudyPilot',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [...origins],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: { additionalFields: { plan: { type: 'string', input: false, defaultValue: 'free' } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.signupPasswordMin,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user: u, url }) {
        await mailer.send({
          to: u.email,
          subject: 'Reset your StudyPilot password',
          text: `Hello ${u.name || ''},\n\nSomeone asked to reset the password of your StudyPilot account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail.`,
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Our own PostgreSQL-backed limiter covers sign-in, sign-up and reset (per IP and per e-mail).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
  });
}

const LIMITED_PATHS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
]);

export const authPlugin = fp<{ config: Config; mailer: Mailer }>(
  async (app, { config, mailer }) => {
    const auth = createAuth(config, app.db as never, mailer);
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    // The hot path of every protected request: verify the signed session cookie the way better-auth signs it
    // (HMAC-SHA256 of the token with the auth secret) and read session + user in one indexed query.
    // better-auth's own getSession costs two queries and its full pipeline (about 7x slower under load);
    // session refresh still happens through /api/auth/get-session, which the web calls on every page load.
    // A named prepared statement: built once, planned once per connection. Valid sessions are then kept in
    // memory for SESSION_CACHE_SECONDS (docs/decisions/404-session-cache.md).
    const sessionCache = new SessionCache<SessionUser>(config.SESSION_CACHE_SECONDS * 1000);
    const sessionUser = app.db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        plan: user.plan,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('require_user_session');
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = readSessionToken(request.headers.cookie, config.authSecret);
      if (!token) throw unauthorized();
      const cached = sessionCache.get(token);
      if (cached) {
        request.user = cached;
        return;
      }
      const [row] = await sessionUser.execute({ token });
      if (!row) throw unauthorized();
      const found = { id: row.id, name: row.name, email: row.email, plan: row.plan ?? 'free' };
      sessionCache.set(token, found, row.expiresAt);
      request.user = found;
    });

    async function guard(request: FastifyRequest, path: string) {
      if (!LIMITED_PATHS.has(path) || request.method !== 'POST') return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body))
        throw new AppError(400, 'BAD_REQUEST', 'Invalid request body');
      for (const [field, max] of [
        ['name', LIMITS.fieldMaxLength],
        ['email', 254],
        ['password', 128],
        ['newPassword', 128],
      ] as const) {
        const v = body[field];
        if (v !== undefined && typeof v !== 'string')
          throw new AppError(400, 'VALIDATION_ERROR', `${field} must be a string`);
        if (typeof v === 'string' && v.length > max)
          throw new AppError(400, 'VALIDATION_ERROR', `${field} must be at most ${max} characters`);
      }
      if (path === '/sign-up/email' && (typeof body.name !== 'string' || !body.name.trim()))
        throw new AppError(400, 'VALIDATION_ERROR', 'Full name is required');
      const window = config.RATE_LIMIT_WINDOW_SECONDS;
      await app.rateLimiter.hit(`auth:ip:${request.ip}`, config.RATE_LIMIT_AUTH_PER_IP, window);
      if (typeof body.email === 'string' && body.email.trim())
        await app.rateLimiter.hit(
          `auth:email:${body.email.trim().toLowerCase()}`,
          config.RATE_LIMIT_AUTH_PER_EMAIL,
          window,
        );
    }

    /** better-auth's client reads top-level {code, message}; our clients read {error: {code, message}}: send both. */
    function sendAuthError(reply: FastifyReply, status: number, code: string, message: string, headers = {}) {
      return reply.status(status).headers(headers).send({ code, message, error: { code, message } });
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, config.publicUrl);
        const path = url.pathname.slice('/api/auth'.length);
        try {
          await guard(request, path);
        } catch (err) {
          if (err instanceof AppError)
            return sendAuthError(reply, err.statusCode, err.code, err.message, err.headers);
          throw err;
        }
        const headers = fromNodeHeaders(request.headers);
        headers.delete('content-length');
        headers.set(CLIENT_IP_HEADER, request.ip);
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        let response: Response;
        try {
          response = await auth.handler(
            new Request(url, {
              method: request.method,
              headers,
              body: hasBody ? JSON.stringify(request.body) : undefined,
            }),
          );
        } finally {
          // Anything but reading the session may have ended or changed sessions or users (sign-out, revocation,
          // password reset or change, profile update, deletion): once better-auth is done with the database,
          // this instance forgets every cached session.
          if (!(request.method === 'GET' && path === '/get-session')) sessionCache.clear();
        }
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (response.status >= 400 && text) {
          try {
            const parsed = JSON.parse(text) as { code?: string; message?: string };
            const code = parsed.code ?? 'AUTH_ERROR';
            const message = parsed.message ?? 'Authentication failed';
            return sendAuthError(reply, response.status, code, message);
          } catch {
            /* not JSON: pass through */
          }
        }
        return reply.send(text || null);
      },
    });
  },
  { name: 'auth', dependencies: ['db', 'rate-limit'] },
);
