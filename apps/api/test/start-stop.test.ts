/**
 * The real start command (`npm run start -w @studypilot/api`, which the root `npm start` execs into after building
 * the web app): compiled JavaScript, SIGTERM to npm reaches the server, an upload in flight finishes, new
 * connections are refused, and no process is left behind (docs/decisions/007-robustness.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-start-'));
  let pgid = 0;
  afterAll(() => {
    if (pgid && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs compiled JavaScript, drains an upload on SIGTERM to npm, refuses new connections, leaves no process', async () => {
    const port = await freePort();
    const child = spawn('npm', ['run', 'start', '-w', '@studypilot/api'], {
      cwd: REPO_ROOT,
      detached: true, // its own process group, so the test can see every process it leaves
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        SHUTDOWN_GRACE_SECONDS: '60',
        BETTER_AUTH_SECRET: 'start-test-secret-start-test-secret-42',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pgid = child.pid!;
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const deadline = Date.now() + 150_000;
    while (!out.includes('StudyPilot is ready')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Compiled JavaScript, not TypeScript through tsx.
    expect(out).toContain('dist/main.js');
    expect(out).not.toContain('tsx');

    const base = `http://127.0.0.1:${port}`;
    const origin = `http://localhost:${port}`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Stop Test', email: 'stop@example.com', password: 'secret123' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const course = await fetch(`${base}/api/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ name: 'Biology' }),
    });
    expect(course.status).toBe(201);
    const courseId = ((await course.json()) as { id: string }).id;

    // A slow upload: headers and half the body now, the rest after SIGTERM.
    const b = 'stopboundary';
    const body =
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n` +
      'Cells divide by mitosis and meiosis. '.repeat(4000) +
      `\r\n--${b}--\r\n`;
    const head =
      `POST /api/courses/${courseId}/documents HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\n` +
      `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${b}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => (response += d.toString('latin1')));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) =>
      socket.write(head + body.slice(0, body.length / 2), () => resolve()),
    );
    await new Promise((r) => setTimeout(r, 500));

    // SIGTERM to npm only (not its group): npm must pass it on to the server.
    process.kill(child.pid!, 'SIGTERM');
    const stopDeadline = Date.now() + 20_000;
    while (!out.includes('stopping: finishing requests in flight')) {
      if (Date.now() > stopDeadline) throw new Error(`the server did not get SIGTERM:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // A new connection is refused (or answered 503) while the upload is still in flight.
    const fresh = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(fresh);

    socket.write(body.slice(body.length / 2));
    await socketClosed;
    expect(response).toMatch(/^HTTP\/1.1 201/);
    expect(response).toContain('notes.txt');

    await exited;
    // Nothing left of the process tree (npm, sh, node).
    await new Promise((r) => setTimeout(r, 500));
    expect(groupAlive(pgid)).toBe(false);
    expect(out).toContain('stopped');
  }, 240_000);
});
