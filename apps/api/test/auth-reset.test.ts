import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { outboxDir } from '../src/lib/mailer.ts';
import { redactUrl } from '../src/plugins/security.ts';
import { ORIGIN, createTestDatabase, resetDatabase, signUp } from './helpers.ts';

/**
 * The real server set-up: no mailer override (no SMTP_HOST, so the file outbox) and an info-level pino logger
 * whose destination the test reads.
 */
let app: App;
let config: Config;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-reset-'));
  config = loadConfig(
    {},
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      PORT: 3000,
      RATE_LIMIT_AUTH_PER_IP: 1000,
      RATE_LIMIT_AUTH_PER_EMAIL: 1000,
    },
  );
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    closeDatabase: false,
    finaliser: false,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDatabase(database);
  rmSync(outboxDir(config), { recursive: true, force: true });
  logLines.length = 0;
});

const post = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload,
    remoteAddress: '10.0.0.1',
  });

function outbox(): string[] {
  const dir = outboxDir(config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The reset token in an .eml file (quoted-printable may wrap long lines with `=` + newline). */
function tokenIn(file: string): string {
  const text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
  return /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=/.exec(text)![1]!;
}

async function requestLinks(email: string, n: number): Promise<string[]> {
  for (let i = 0; i < n; i++) {
    const res = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(res.statusCode).toBe(200);
  }
  return outbox().map(tokenIn);
}

describe('reset links', () => {
  it("a reset with the newest of 20 links ends all 19 others, with the reset page's invalid-link error", async () => {
    const { email } = await signUp(app, { password: 'original-pass' });
    const tokens = await requestLinks(email, 20);
    expect(new Set(tokens).size).toBe(20);
    const newest = tokens.at(-1)!;
    expect(
      (await post('/api/auth/reset-password', { token: newest, newPassword: 'newest-pass-1' })).statusCode,
    ).toBe(200);
    for (const older of tokens.slice(0, -1)) {
      const res = await post('/api/auth/reset-password', { token: older, newPassword: 'hijacked-pass' });
      expect(res.statusCode).toBe(400);
      // INVALID_TOKEN is what the web's reset page turns into "This password reset link is invalid or has expired."
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', error: { code: 'INVALID_TOKEN' } });
    }
    expect((await post('/api/auth/sign-in/email', { email, password: 'newest-pass-1' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/sign-in/email', { email, password: 'hijacked-pass' })).statusCode).toBe(
      401,
    );
  });

  it('a new reset request ends the earlier links at once', async () => {
    const { email } = await signUp(app);
    const [first, second] = await requestLinks(email, 2);
    const res = await post('/api/auth/reset-password', { token: first, newPassword: 'first-link-pass' });
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect(
      (await post('/api/auth/reset-password', { token: second, newPassword: 'second-link-pass' })).statusCode,
    ).toBe(200);
  });

  it('a successful reset also ends a link issued at the same moment elsewhere (another instance)', async () => {
    const { email } = await signUp(app);
    const [early] = await requestLinks(email, 1);
    // As if another instance had issued it concurrently: stamped later than the next request's own link.
    await database.db.execute(sql`update verification set created_at = now() + interval '1 minute'`);
    const [, late] = await requestLinks(email, 1);
    expect(
      (await post('/api/auth/reset-password', { token: late, newPassword: 'late-link-pass' })).statusCode,
    ).toBe(200);
    const res = await post('/api/auth/reset-password', { token: early, newPassword: 'early-link-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('stores reset tokens hashed, and the link still opens the reset page', async () => {
    const { email } = await signUp(app);
    const [token] = await requestLinks(email, 1);
    const rows = await database.db.execute<{ identifier: string }>(sql`select identifier from verification`);
    const stored = (rows as unknown as { rows: { identifier: string }[] }).rows.map((r) => r.identifier);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^reset-password:/);
    expect(stored[0]).not.toContain(token);
    const open = await app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
    });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`${config.publicUrl}/reset-password?token=${token}`);
  });
});

describe('tokens never reach the logs', () => {
  it('writes the e-mail to one .eml file in the outbox, and the log names the file, not the link', async () => {
    const { email } = await signUp(app);
    const [token] = await requestLinks(email, 1);
    const files = outbox();
    expect(files).toHaveLength(1);
    const eml = readFileSync(files[0]!, 'utf8');
    expect(eml).toMatch(/^Subject: Reset your StudyPilot password$/m);
    expect(eml).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(statSync(files[0]!).mode & 0o077).toBe(0);
    const log = logLines.join('');
    expect(log).toContain(path.basename(files[0]!));
    expect(log).not.toContain(token);
    expect(log).not.toContain('callbackURL');
  });

  it('redacts the token from request logs: link path, query string and body form', async () => {
    const { email } = await signUp(app);
    const [token] = await requestLinks(email, 1);
    logLines.length = 0;
    await app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
    });
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await post(`/api/auth/reset-password?token=${token}`, { newPassword: 'query-form-pass' });
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThanOrEqual(6);
    expect(log).toContain('/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(token);
    // The query form really reset the password: redaction only touches the log.
    expect((await post('/api/auth/sign-in/email', { email, password: 'query-form-pass' })).statusCode).toBe(
      200,
    );
  });

  it('redactUrl hides secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/x?a=1&token=s3cret&Access_Token=t&code=9&b=2')).toBe(
      '/x?a=1&token=[redacted]&Access_Token=[redacted]&code=[redacted]&b=2',
    );
    expect(redactUrl('/api/courses?page=2')).toBe('/api/courses?page=2');
  });
});
