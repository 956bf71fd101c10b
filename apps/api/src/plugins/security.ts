import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@studypilot/core';
import type { Config } from '../config.ts';
import { errorBody } from '../lib/errors.ts';

/**
 * Browser-facing defences (docs/decisions/006-security-defences.md): security headers with a CSP the SPA works
 * under, caching rules, no source maps outside development, and a same-origin check on every state-changing
 * request (CSRF).
 */

/** The origins the app's own pages are served from: PUBLIC_URL's, or localhost and 127.0.0.1 on PORT without it. */
export function appOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.PUBLIC_URL) {
    origins.add(`http://localhost:${config.PORT}`);
    origins.add(`http://127.0.0.1:${config.PORT}`);
  }
  return [...origins];
}

export function isHttpsDeployment(config: Config) {
  return new URL(config.publicUrl).protocol === 'https:';
}

/**
 * The Content-Security-Policy of every response. The SPA's scripts are all files of our own origin (no inline
 * script); its extraction runs in module workers (pdf.js; OCR with WebAssembly), which need worker-src blob: and
 * 'wasm-unsafe-eval' (compiling WebAssembly, not JavaScript eval). Styles may be inline: the UI library sets
 * style attributes and the toaster injects a style element.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:'],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttpsDeployment(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function pathOf(url: string) {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export const FORBIDDEN_ORIGIN: { code: ErrorCode; message: string } = {
  code: 'FORBIDDEN_ORIGIN',
  message: 'This request did not come from a StudyPilot page and was refused.',
};

/**
 * CSRF: a browser always names the page that sent a POST/PUT/PATCH/DELETE in `Origin` (or, for older ones,
 * `Sec-Fetch-Site`). It must be the app's own origin, exactly (scheme, host and port: another port of the same
 * host is another site). Requests with neither header do not come from a browser (curl, scripts), which cannot
 * ride on a student's cookies, and pass.
 */
export function isForeignRequest(
  request: Pick<FastifyRequest, 'method' | 'headers'>,
  origins: ReadonlySet<string>,
) {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !origins.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return false;
  return site !== 'same-origin' && site !== 'none';
}

export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const https = isHttpsDeployment(config);
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // Strict-Transport-Security only means something (and is only safe to send) when the app is served over
      // https; on plain http it would be ignored at best.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });

    const origins = new Set(appOrigins(config));
    const serveSourceMaps = config.NODE_ENV === 'development';

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request.url);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Private data: neither the browser nor a shared cache keeps API answers (a route may set its own).
      if (isApi(path)) reply.header('cache-control', 'no-store');
      if (isForeignRequest(request, origins)) {
        request.log.warn(
          { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
          'cross-site request refused',
        );
        // better-auth's client reads a top-level { code, message }; every other client reads { error }.
        const body = path.startsWith('/api/auth/')
          ? { ...FORBIDDEN_ORIGIN, error: FORBIDDEN_ORIGIN }
          : { error: FORBIDDEN_ORIGIN };
        // The body (an upload, say) is never read: close the connection rather than leave it unread on it.
        return reply.status(403).header('connection', 'close').send(body);
      }
      if (!serveSourceMaps && !isApi(path) && path.endsWith('.map')) {
        return reply.status(404).send(errorBody('NOT_FOUND', 'Route not found'));
      }
    });

    // The SPA's caching: hashed bundles under /assets never change (a year, immutable); anything else the static
    // server or the SPA fallback answers (index.html, favicon) is revalidated on every load, so a deployment is
    // picked up at once.
    app.addHook('onSend', async (request, reply, payload) => {
      const path = pathOf(request.url);
      if (isApi(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
      if (reply.statusCode === 200 && path.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
      else reply.header('cache-control', 'no-cache');
      return payload;
    });
  },
  { name: 'security' },
);

/** Query parameters whose values are secrets (reset tokens, verification codes). */
const SECRET_PARAM = /token|code|secret|password|otp|key/i;

/**
 * The request URL as it may appear in a log: the reset token in `/reset-password/<token>` and the value of any
 * secret-looking query parameter (`token=`, `code=`...) are replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/(\/reset-password\/)[^/?#]+/gi, '$1[redacted]');
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        /* keep the raw name */
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** pino serializers: Fastify's request shape with the URL redacted; any `url` field logged elsewhere too. */
export const logSerializers = {
  req(req: LoggedRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url ?? ''),
      version: req.headers?.['accept-version'],
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
  url: (url: string) => redactUrl(url),
};

/** Fastify's `logger` option with the redacting serializers added (tests may pass their own stream and level). */
export function withLogRedaction<T extends boolean | object | undefined>(logger: T): T {
  if (logger === false || logger === undefined) return logger;
  const base = (logger === true ? {} : logger) as { serializers?: object };
  return { ...base, serializers: { ...base.serializers, ...logSerializers } } as unknown as T;
}
