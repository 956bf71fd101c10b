import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 once `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fixed-window counters kept in PostgreSQL, so every instance behind a load balancer shares them. */
export const rateLimitPlugin = fp(
  async (app) => {
    const limiter: RateLimiter = {
      async hit(key, limit, windowSeconds) {
        const result = await app.db.execute<{ count: number; window_start: string }>(sql`
          insert into rate_limits (key, count, window_start) values (${key}, 1, now())
          on conflict (key) do update set
            count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                         then 1 else rate_limits.count + 1 end,
            window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                         then now() else rate_limits.window_start end
          returning count, window_start`);
        const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] })
          .rows[0]!;
        if (Number(row.count) > limit) {
          const endsAt = new Date(row.window_start).getTime() + windowSeconds * 1000;
          const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
          const minutes = Math.ceil(retryAfter / 60);
          throw new AppError(
            429,
            'RATE_LIMITED',
            `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
            { 'retry-after': String(retryAfter) },
          );
        }
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
