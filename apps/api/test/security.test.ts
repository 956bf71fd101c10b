import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { courseSummaries, courses } from '../src/db/schema/index.ts';
import { loadConfig, type Env } from '../src/config.ts';
import { createTestDatabase, cookieFrom, resetDatabase, uniqueEmail } from './helpers.ts';

/** A built SPA stand-in: index.html, a hashed bundle, its source map and a favicon. */
function fakeWebDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'studypilot-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'assets/index-3f9a1c2b.js'),
    'console.log(1);\n//# sourceMappingURL=index-3f9a1c2b.js.map',
  );
  writeFileSync(path.join(dir, 'assets/index-3f9a1c2b.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const cleanup: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function makeApp(overrides: Partial<Env> = {}): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-sec-'));
  const webDist = fakeWebDist();
  cleanup.push(dataDir, webDist);
  const config = {
    ...loadConfig(
      {},
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
        PORT: 3000,
        RATE_LIMIT_AUTH_PER_IP: 1000,
        ...overrides,
      },
    ),
    webDist,
  };
  const app = await buildApp({ config, database, closeDatabase: false, finaliser: false, logger: false });
  await app.ready();
  return app;
}

async function signUpOn(app: App, origin: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, 'content-type': 'application/json' },
    payload: { name: 'Sam Student', email: uniqueEmail(), password: 'secret123' },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().user.id as string };
}

describe('security headers (http deployment)', () => {
  let app: App;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetDatabase(database));

  it('every kind of response carries the CSP, framing, sniffing and referrer headers, and no HSTS on http', async () => {
    const { cookie } = await signUpOn(app, 'http://localhost:3000');
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/dashboard' }),
      app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' }),
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/courses' }),
      app.inject({ method: 'GET', url: '/api/nope' }),
      app.inject({ method: 'POST', url: '/api/courses', headers: { cookie }, payload: { name: '' } }),
    ]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('private API JSON is never stored; hashed assets are immutable; index.html and other files revalidate', async () => {
    const { cookie } = await signUpOn(app, 'http://localhost:3000');
    const courses = await app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
    expect(courses.statusCode).toBe(200);
    expect(courses.headers['cache-control']).toBe('no-store');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toBeTruthy();
    expect(session.headers['cache-control']).toBe('no-store');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/dashboard', '/index.html', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not serve source maps in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });
});

describe('CSRF: state-changing requests must come from the app itself', () => {
  let app: App;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetDatabase(database));

  const createCourse = (cookie: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      payload: { name: 'Chemistry' },
    });

  it('refuses another port of the same host, another site and an opaque origin, with the error shape', async () => {
    const { cookie, userId } = await signUpOn(app, 'http://localhost:3000');
    for (const origin of [
      'http://localhost:3001',
      'http://localhost:8080',
      'https://localhost:3000',
      'http://evil.example',
      'null',
    ]) {
      const res = await createCourse(cookie, { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual({
        error: {
          code: 'FORBIDDEN_ORIGIN',
          message: 'This request did not come from a StudyPilot page and was refused.',
        },
      });
    }
    const rows = await database.db.select().from(courses);
    expect(rows.filter((r) => r.userId === userId)).toHaveLength(0);
  });

  it("uses Sec-Fetch-Site when there is no Origin: only same-origin (or the user's own navigation) passes", async () => {
    const { cookie } = await signUpOn(app, 'http://localhost:3000');
    expect((await createCourse(cookie, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await createCourse(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await createCourse(cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await createCourse(cookie, { 'sec-fetch-site': 'none' })).statusCode).toBe(201);
  });

  it('accepts the app origin (localhost or 127.0.0.1 on its port) and clients that are not browsers', async () => {
    const { cookie } = await signUpOn(app, 'http://localhost:3000');
    expect((await createCourse(cookie, { origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await createCourse(cookie, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(201);
    expect((await createCourse(cookie, {})).statusCode).toBe(201);
  });

  it("refuses a cross-site upload (multipart) and a cross-site PATCH, DELETE and better-auth's own routes", async () => {
    const { cookie, userId } = await signUpOn(app, 'http://localhost:3000');
    const [course] = await database.db.insert(courses).values({ userId, name: 'Physics' }).returning();
    const boundary = '----sp-csrf';
    const upload = await app.inject({
      method: 'POST',
      url: `/api/courses/${course!.id}/documents`,
      headers: {
        cookie,
        origin: 'http://localhost:5555',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nCells are the unit of life.\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe('FORBIDDEN_ORIGIN');
    expect(await database.db.select().from(courseSummaries)).toHaveLength(0);

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/courses/${course!.id}/status`,
      headers: { cookie, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      payload: { status: 'closed' },
    });
    expect(patch.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/documents/00000000-0000-4000-8000-000000000000`,
      headers: { cookie, origin: 'http://localhost:3001' },
    });
    expect(del.statusCode).toBe(403);

    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3001', 'content-type': 'application/json' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
    // better-auth's client reads the top-level code; our clients read { error }.
    expect(signOut.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN', error: { code: 'FORBIDDEN_ORIGIN' } });
    const still = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(still.json().user.id).toBe(userId);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3001', 'content-type': 'application/json' },
      payload: { email: 'x@example.com', password: 'whatever-1' },
    });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('a refused upload is not read', () => {
  it('answers 403 with Connection: close and closes the socket without waiting for the body', async () => {
    const app = await makeApp();
    let socket: net.Socket | undefined;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += String(d)));
      const closed = new Promise<boolean>((resolve) => {
        socket!.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 5000);
      });
      // A 15 MB upload from another site: only the headers and the first 64 KiB are ever sent.
      socket.write(
        'POST /api/courses/00000000-0000-4000-8000-000000000000/documents HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Origin: http://localhost:3001\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
          `Content-Length: ${15 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024, 97));
      expect(await closed).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 403/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('FORBIDDEN_ORIGIN');
    } finally {
      socket?.destroy();
      await app.close();
    }
  });
});

describe('https deployment', () => {
  const ORIGIN = 'https://study.example.com';
  let app: App;
  beforeAll(async () => {
    app = await makeApp({ PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetDatabase(database));

  it('sends HSTS and upgrade-insecure-requests, and trusts only the public origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const local = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { name: 'Sam', email: uniqueEmail(), password: 'secret123' },
    });
    expect(local.statusCode).toBe(403);
  });

  it('counts only the __Secure- session cookie, whatever the position of a non-prefixed one', async () => {
    const victim = await signUpOn(app, ORIGIN);
    const attacker = await signUpOn(app, ORIGIN);
    expect(victim.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const value = (cookie: string) => cookie.split(';')[0]!.split('=').slice(1).join('=');
    const planted = `better-auth.session_token=${value(attacker.cookie)}`;
    await database.db.insert(courses).values({ userId: victim.userId, name: "Victim's course" });
    const whoAmI = async (cookie: string) => {
      const api = await app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
      const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
      const list = api.statusCode === 200 ? (api.json() as { name: string }[]).map((c) => c.name) : null;
      return { status: api.statusCode, courses: list, sessionUser: session.json()?.user?.id ?? null };
    };
    const asVictim = { status: 200, courses: ["Victim's course"], sessionUser: victim.userId };
    const nobody = { status: 401, courses: null, sessionUser: null };
    expect(await whoAmI(victim.cookie)).toEqual(asVictim);
    // The non-prefixed cookie alone opens nothing.
    expect(await whoAmI(planted)).toEqual(nobody);
    // Before or after the real one, it is ignored: the request is the victim's, never the attacker's.
    for (const cookie of [`${planted}; ${victim.cookie}`, `${victim.cookie}; ${planted}`])
      expect(await whoAmI(cookie)).toEqual(asVictim);
    // Two different __Secure- session cookies are ambiguous: neither counts.
    expect(
      await whoAmI(`${victim.cookie}; __Secure-better-auth.session_token=${value(attacker.cookie)}`),
    ).toEqual(nobody);
  });
});
