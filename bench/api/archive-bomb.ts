/**
 * Zip bombs with lying headers against the real server (issue 12 item 1, docs/decisions/204).
 * Starts apps/api/src/main.ts in a child process with a throw-away DATA_DIR, signs up, creates a
 * course, then uploads DOCX files whose central directory claims word/document.xml is 20 KB while
 * it really inflates to 1, 4 and 14 GiB (generated here: a repeated, fully flushed deflate block).
 * Meanwhile a separate thread probes GET /api/health every 100 ms. Prints, per phase, each
 * upload's status and time, and the probes' count, worst and median latency.
 *
 *   npm run bench:bomb                     # port 3314
 *   BENCH_PORT=3412 npx tsx bench/api/archive-bomb.ts
 *
 * Target: every bomb refused (4xx) in < 2 s, every probe answered in < 200 ms, also with 20 at once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { lyingDocxBomb } from '../../packages/extract/test/hostile-zips.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3314);
const BASE = `http://localhost:${PORT}`;
const REFUSE_MS = 2000;
const PROBE_MS = 200;

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API server did not start');
}

/** Probes /api/health every 100 ms from its own thread (its event loop is not the uploader's). */
function startProber(): { stop(): Promise<number[]> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    let stopping = false;
    const probe = async () => {
      const t0 = performance.now();
      try {
        const r = await fetch(workerData + '/api/health', { signal: AbortSignal.timeout(30000) });
        await r.arrayBuffer();
        latencies.push(r.ok ? performance.now() - t0 : Infinity);
      } catch {
        latencies.push(Infinity);
      }
    };
    const inflight = [];
    const timer = setInterval(() => inflight.push(probe()), 100);
    parentPort.on('message', async () => {
      clearInterval(timer);
      await Promise.all(inflight);
      parentPort.postMessage(latencies);
    });`;
  const w = new Worker(code, { eval: true, workerData: BASE });
  return {
    stop: () =>
      new Promise((resolve) => {
        w.once('message', (l: number[]) => {
          void w.terminate();
          resolve(l);
        });
        w.postMessage('stop');
      }),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'no answer');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-bomb-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
      RATE_LIMIT_AUTH_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let ok = true;
  try {
    await waitForHealth(Date.now() + 120_000);
    const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({
        name: 'Bench',
        email: `bomb-${Date.now()}@example.com`,
        password: 'secret123!x',
      }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: BASE };
    const course = await fetch(`${BASE}/api/courses`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bomb bench' }),
    });
    if (!course.ok) throw new Error(`create course: ${course.status} ${await course.text()}`);
    const { id: courseId } = (await course.json()) as { id: string };

    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      const t0 = performance.now();
      const r = await fetch(`${BASE}/api/courses/${courseId}/documents`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await r.json()) as { error?: { message?: string } };
      return { status: r.status, ms: performance.now() - t0, message: body.error?.message ?? '' };
    };

    // one honest upload first, so the archive threads are started as in a running server
    const warm = await upload(lyingDocxBomb(1), 'warm-up.docx');
    console.log(`warm-up (1 MiB bomb): ${warm.status} in ${ms(warm.ms)}`);

    const phase = async (label: string, files: { name: string; bytes: Uint8Array }[]) => {
      const prober = startProber();
      await new Promise((r) => setTimeout(r, 300)); // a few probes before the uploads start
      const t0 = performance.now();
      const results = await Promise.all(files.map((f) => upload(f.bytes, f.name)));
      const wall = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 300));
      const probes = await prober.stop();
      const worstUpload = Math.max(...results.map((r) => r.ms));
      const worstProbe = Math.max(...probes);
      const refused = results.every((r) => r.status >= 400 && r.status < 500);
      const pass = refused && worstUpload < REFUSE_MS && worstProbe < PROBE_MS;
      ok &&= pass;
      console.log(
        `${label.padEnd(34)} ${String(results.length).padStart(2)} upload(s): status ${[...new Set(results.map((r) => r.status))].join('/')}, ` +
          `slowest ${ms(worstUpload)}, all done in ${ms(wall)}; health: ${probes.length} probes, ` +
          `worst ${ms(worstProbe)}, median ${ms(median(probes))}  ${pass ? 'PASS' : 'FAIL'}`,
      );
      return results;
    };

    for (const gib of [1, 4, 14]) {
      const bytes = lyingDocxBomb(gib * 1024);
      const [r] = await phase(`${gib} GiB claimed 20 KB (${(bytes.length / 1048576).toFixed(1)} MB file)`, [
        { name: `bomb-${gib}g.docx`, bytes },
      ]);
      if (gib === 1) console.log(`  message: ${r!.message}`);
    }
    const big = lyingDocxBomb(14 * 1024);
    await phase(
      '20 x 14 GiB at once',
      Array.from({ length: 20 }, (_, i) => ({ name: `bomb-${i}.docx`, bytes: big })),
    );
    console.log(ok ? 'TARGET MET' : 'TARGET MISSED');
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
