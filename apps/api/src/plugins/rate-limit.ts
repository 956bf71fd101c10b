import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 once `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** Throws 429 when `key` already has `limit` hits in the current window; counts nothing. */
  check(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** Counts one hit on `key` and never throws (failures recorded after the fact). */
  add(key: string, windowSeconds: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Keys hold e-mail addresses and IPs as the client sent them: they are stored as `namespace:sha256`, so the
 * table keeps no address and any character (a NUL included) is safe to store.
 */
export function storedKey(key: string) {
  const colon = key.indexOf(':');
  const namespace = colon > 0 && /^[a-z-]+$/.test(key.slice(0, colon)) ? key.slice(0, colon) : 'key';
  return `${namespace}:${createHash('sha256').update(key).digest('base64url')}`;
}

function tooMany(windowStart: string | Date, windowSeconds: number): AppError {
  const endsAt = new Date(windowStart).getTime() + windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(retryAfter) },
  ).withParams({ minutes });
}

type Row = { count: number; window_start: string | Date };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Fixed-window counters kept in PostgreSQL, so every instance behind a load balancer shares them. */
export const rateLimitPlugin = fp(
  async (app) => {
    async function increment(key: string, windowSeconds: number): Promise<Row> {
      const result = await app.db.execute<Row>(sql`
          insert into rate_limits (key, count, window_start) values (${storedKey(key)}, 1, now())
          on conflict (key) do update set
            count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                         then 1 else rate_limits.count + 1 end,
            window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                         then now() else rate_limits.window_start end
          returning count, window_start`);
      return rowsOf(result)[0]!;
    }

    const limiter: RateLimiter = {
      async hit(key, limit, windowSeconds) {
        const row = await increment(key, windowSeconds);
        if (Number(row.count) > limit) throw tooMany(row.window_start, windowSeconds);
      },
      async check(key, limit, windowSeconds) {
        const result = await app.db.execute<Row>(sql`
          select count, window_start from rate_limits
          where key = ${storedKey(key)} and window_start > now() - make_interval(secs => ${windowSeconds})`);
        const row = rowsOf(result)[0];
        if (row && Number(row.count) >= limit) throw tooMany(row.window_start, windowSeconds);
      },
      async add(key, windowSeconds) {
        await increment(key, windowSeconds);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
