import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config, type Env } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';

export const ORIGIN = 'http://localhost:3000';

/** A fresh database per test file: in-memory PGlite, or a throw-away database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(
  url = process.env.TEST_DATABASE_URL,
  poolSize = 5,
): Promise<Database & { drop(): Promise<void> }> {
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export class CapturingMailer implements Mailer {
  readonly kind = 'log' as const;
  sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

export interface TestContext {
  app: App;
  database: Database & { drop(): Promise<void> };
  config: Config;
  mailer: CapturingMailer;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Env> = {}, database?: TestContext['database']) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-test-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      PORT: 3000,
      ...overrides,
    },
  );
  const db = database ?? (await createTestDatabase());
  const mailer = new CapturingMailer();
  const app = await buildApp({ config, database: db, closeDatabase: false, mailer, logger: false });
  await app.ready();
  const ctx: TestContext = {
    app,
    database: db,
    config,
    mailer,
    async close() {
      await app.close();
      if (!database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/** Empties every table so each test starts from a clean state. */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql`
    truncate table test_answers, test_submissions, test_questions, tests, course_summaries, courses,
      feedback, rate_limits, verification, session, account, "user" restart identity cascade`);
}

let counter = 0;
export function uniqueEmail(prefix = 'student') {
  counter += 1;
  return `${prefix}${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Signs a new user up and returns the session cookie header value. */
export async function signUp(
  app: App,
  input: { name?: string; email?: string; password?: string; ip?: string } = {},
): Promise<{ cookie: string; email: string; userId: string }> {
  const email = input.email ?? uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    remoteAddress: input.ip ?? '10.0.0.1',
    payload: { name: input.name ?? 'Test Student', email, password: input.password ?? 'secret123' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), email, userId: res.json().user.id };
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
