import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export const dbPlugin = fp<{ database: Database; closeDatabase: boolean }>(
  async (app, { database, closeDatabase }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (closeDatabase) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);

/** SQLSTATEs and socket errors of a connection that dropped (server restart, pg_terminate_backend, network). */
const TRANSIENT_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);
const TRANSIENT_MESSAGES = ['Connection terminated', 'connection error and is not queryable'];

/** True when the error (or one it wraps, as Drizzle does) means the database connection was lost. */
export function isConnectionLost(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && TRANSIENT_MESSAGES.some((m) => (e!.message as string).includes(m)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs an idempotent database step, and once more if the connection dropped under it (the pool then hands out a
 * fresh connection). Only for statements that are safe to repeat (decision 007).
 */
export async function retryOnceIfConnectionLost<T>(
  step: () => Promise<T>,
  onRetry?: (err: unknown) => void,
): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!isConnectionLost(err)) throw err;
    onRetry?.(err);
    return step();
  }
}
