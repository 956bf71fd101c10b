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
