import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, like, lte, ne, sql } from 'drizzle-orm';
import {
  isErrorCode,
  languageOrDefault,
  languageSchema,
  LIMITS,
  type ErrorCode,
  type Language,
} from '@studypilot/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema/index.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { Mailer } from '../lib/mailer.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../lib/password.ts';
import { appOrigins, isHttpsDeployment } from './security.ts';
import { SessionCache } from './session-cache.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  plan: string;
  /** The interface language, for text the server writes for this student (feedback, e-mails). */
  language: Language;
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
const COOKIE_PREFIX = 'better-auth.';
const SECURE_PREFIX = '__Secure-';
export const SESSION_COOKIE = `${COOKIE_PREFIX}session_token`;
export const SECURE_SESSION_COOKIE = `${SECURE_PREFIX}${SESSION_COOKIE}`;

/** The one session cookie name that counts: with an https PUBLIC_URL only the `__Secure-` one. */
export function sessionCookieName(config: Config) {
  return isHttpsDeployment(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function cookiePairs(cookieHeader: string) {
  return cookieHeader.split(';').map((part) => {
    const eq = part.indexOf('=');
    return eq < 0
      ? { name: part.trim(), value: '', raw: part }
      : { name: part.slice(0, eq).trim(), value: part.slice(eq + 1).trim(), raw: part };
  });
}

/**
 * Returns the session token from the cookie `cookieName`, signed as better-auth signs it
 * (`token.base64(HMAC-SHA256)`), or null. Any other cookie name is ignored, wherever it stands in the header
 * (with https the non-`__Secure-` cookie could have been planted over plain http or by a sibling domain); two
 * different values under the right name are ambiguous and count as none.
 */
export function readSessionToken(
  cookieHeader: string | undefined,
  secret: string,
  cookieName: string = SESSION_COOKIE,
): string | null {
  if (!cookieHeader) return null;
  const values = new Set(
    cookiePairs(cookieHeader)
      .filter((c) => c.name === cookieName)
      .map((c) => c.value),
  );
  if (values.size !== 1) return null;
  let value: string;
  try {
    value = decodeURIComponent([...values][0]!);
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

/**
 * The Cookie header better-auth gets: its cookies under the other prefix are dropped (with https only the
 * `__Secure-` ones count), and a session cookie sent twice with different values is dropped altogether, so
 * better-auth and `requireUser` always read the same session.
 */
export function authCookieHeader(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return cookieHeader;
  const sessionName = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const pairs = cookiePairs(cookieHeader);
  const sessionValues = new Set(pairs.filter((c) => c.name === sessionName).map((c) => c.value));
  const kept = pairs.filter((c) => {
    if (c.name === sessionName) return sessionValues.size === 1;
    if (secure) return !c.name.startsWith(COOKIE_PREFIX);
    return !c.name.startsWith(`${SECURE_PREFIX}${COOKIE_PREFIX}`);
  });
  return kept
    .map((c) => c.raw.trim())
    .filter(Boolean)
    .join('; ');
}

/** The password-reset e-mail in the student's language (decision 302). */
export function resetPasswordMail(language: Language, name: string | null | undefined, url: string) {
  if (language === 'he')
    return {
      subject: 'איפוס הסיסמה שלך ב-StudyPilot',
      text: `שלום${name ? ` ${name}` : ''},\n\nהתקבלה בקשה לאפס את הסיסמה של חשבון StudyPilot שלך.\nאפשר לבחור סיסמה חדשה בקישור הזה, בתוך שעה:\n\n${url}\n\nאם הבקשה לא הגיעה ממך, אפשר להתעלם מהמייל הזה.`,
    };
  return {
    subject: 'Reset your StudyPilot password',
    text: `Hello ${name || ''},\n\nSomeone asked to reset the password of your StudyPilot account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail.`,
  };
}

const RESET_PREFIX = 'reset-password:';
/** Reset tokens are stored as SHA-256 hashes (keeping the prefix, so the rows of one kind can be found). */
const storedResetIdentifier = (identifier: string) =>
  `${RESET_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;

function createAuth(config: Config, db: Db, mailer: Mailer) {
  const origins = appOrigins(config);
  return betterAuth({
    appName: 'StudyPilot',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: origins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db as never, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    user: {
      additionalFields: {
        plan: { type: 'string', input: false, defaultValue: 'free' },
        // The student's interface language, set at sign-up and by the language switch (update-user); null until
        // chosen (decision 302).
        language: { type: 'string', required: false, input: true, validator: { input: languageSchema } },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.signupPasswordMin,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A successful reset ends every other reset link of the account.
      async onPasswordReset({ user: u }) {
        await db
          .delete(verification)
          .where(and(eq(verification.value, u.id), like(verification.identifier, `${RESET_PREFIX}%`)));
      },
      async sendResetPassword({ user: u, url, token }) {
        // A new link ends every earlier link of this account (only the newest e-mail works).
        const mine = storedResetIdentifier(`${RESET_PREFIX}${token}`);
        await db
          .delete(verification)
          .where(
            and(
              eq(verification.value, u.id),
              like(verification.identifier, `${RESET_PREFIX}%`),
              ne(verification.identifier, mine),
              lte(
                verification.createdAt,
                sql`(select created_at from ${verification} where identifier = ${mine})`,
              ),
            ),
          );
        await mailer.send({
          to: u.email,
          ...resetPasswordMail(languageOrDefault((u as { language?: unknown }).language), u.name, url),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_PREFIX]: { hash: async (id: string) => storedResetIdentifier(id) } },
      },
    },
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
  '/change-password',
]);
/** The field holding a new password, on the routes that set one. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export const authPlugin = fp<{ config: Config; mailer: Mailer }>(
  async (app, { config, mailer }) => {
    const auth = createAuth(config, app.db, mailer);
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    // The hot path of every protected request: verify the signed session cookie the way better-auth signs it
    // (HMAC-SHA256 of the token with the auth secret) and read session + user in one indexed query.
    // better-auth's own getSession costs two queries and its full pipeline (about 7x slower under load);
    // session refresh still happens through /api/auth/get-session, which the web calls on every page load.
    // A named prepared statement: built once, planned once per connection. Valid sessions are then kept in
    // memory for SESSION_CACHE_SECONDS (docs/decisions/404-session-cache.md).
    const sessionCache = new SessionCache<SessionUser>(config.SESSION_CACHE_SECONDS * 1000);
    const cookieName = sessionCookieName(config);
    const secureCookies = isHttpsDeployment(config);
    const sessionUser = app.db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        plan: user.plan,
        language: user.language,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('require_user_session');
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = readSessionToken(request.headers.cookie, config.authSecret, cookieName);
      if (!token) throw unauthorized();
      const cached = sessionCache.get(token);
      if (cached) {
        request.user = cached;
        return;
      }
      const [row] = await sessionUser.execute({ token });
      if (!row) throw unauthorized();
      const found = {
        id: row.id,
        name: row.name,
        email: row.email,
        plan: row.plan ?? 'free',
        language: languageOrDefault(row.language),
      };
      sessionCache.set(token, found, row.expiresAt);
      request.user = found;
    });

    /**
     * Checks and counts an auth request before better-auth sees it. Returns what to do with the outcome: a failed
     * sign-in is counted against its (e-mail, client IP) pair and its e-mail once better-auth has answered.
     */
    async function guard(
      request: FastifyRequest,
      path: string,
    ): Promise<((status: number) => Promise<void>) | undefined> {
      if (!LIMITED_PATHS.has(path) || request.method !== 'POST') return undefined;
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
      // Every attempt counts against the client IP (this also bounds how many run at once from one IP).
      await app.rateLimiter.hit(`auth:ip:${request.ip}`, config.RATE_LIMIT_AUTH_PER_IP, window);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (path === '/sign-in/email') {
        if (!email) return undefined;
        // Lockout counts failures only: per (e-mail, IP), so one IP hammering an account does not lock its owner
        // out elsewhere, and a higher limit per e-mail across all IPs against distributed guessing. A request
        // refused here is not counted again, so a locked-out IP cannot push the e-mail's own counter up.
        const pairKey = `signin-fail:${email}|${request.ip}`;
        const emailKey = `signin-fail:${email}`;
        await app.rateLimiter.check(pairKey, config.LOCKOUT_FAILURES_PER_EMAIL_IP, window);
        await app.rateLimiter.check(emailKey, config.LOCKOUT_FAILURES_PER_EMAIL, window);
        return async (status) => {
          if (status !== 401) return;
          await app.rateLimiter.add(pairKey, window);
          await app.rateLimiter.add(emailKey, window);
        };
      }
      if (email) await app.rateLimiter.hit(`auth:email:${email}`, config.RATE_LIMIT_AUTH_PER_EMAIL, window);
      const field = NEW_PASSWORD_FIELD[path];
      const newPassword = field ? body[field] : undefined;
      // Too short is better-auth's own answer (the product's rule); a long enough one must also be a real password.
      if (typeof newPassword === 'string' && newPassword.length >= LIMITS.signupPasswordMin) {
        const refused = checkNewPassword(newPassword);
        if (refused) throw new AppError(400, refused.code, refused.message);
      }
      return undefined;
    }

    /** better-auth's client reads top-level {code, message}; our clients read {error: {code, message}}: send both. */
    function sendAuthError(
      reply: FastifyReply,
      status: number,
      code: ErrorCode,
      message: string,
      headers = {},
      params?: AppError['params'],
    ) {
      const error = { code, message, ...(params ? { params } : {}) };
      return reply.status(status).headers(headers).send({ code, message, error });
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, config.publicUrl);
        const path = url.pathname.slice('/api/auth'.length);
        let afterwards: Awaited<ReturnType<typeof guard>>;
        try {
          afterwards = await guard(request, path);
        } catch (err) {
          if (err instanceof AppError)
            return sendAuthError(reply, err.statusCode, err.code, err.message, err.headers, err.params);
          throw err;
        }
        const headers = fromNodeHeaders(request.headers);
        headers.delete('content-length');
        headers.set(CLIENT_IP_HEADER, request.ip);
        const cookieHeader = authCookieHeader(request.headers.cookie, secureCookies);
        if (cookieHeader) headers.set('cookie', cookieHeader);
        else headers.delete('cookie');
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
        await afterwards?.(response.status);
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
            // better-auth's own codes (core's AUTH_LIBRARY_ERROR_CODES) go out as they are, anything else as AUTH_ERROR.
            const code = isErrorCode(parsed.code) ? parsed.code : 'AUTH_ERROR';
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
