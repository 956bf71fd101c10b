/**
 * First load on a slow phone (issue 13, decision 009). Builds the web app and the API (as `npm start` does),
 * starts the built server with a throw-away DATA_DIR, signs a new student up, then opens Chromium with CDP
 * emulation of a mid-range phone: 4x CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms latency, a 390x844
 * screen, and a cold cache (a new browser context per run). Prints, per page (the landing page signed out, the
 * dashboard signed in), the median of RUNS runs of first contentful paint, largest contentful paint, and the
 * bytes transferred (JavaScript and total, as sent over the wire), and the JavaScript the landing page loads
 * before rendering as measured on dist (apps/web/landing-js.ts).
 *
 *   npm run bench:first-load                          # port 3314, 3 runs
 *   RUNS=5 BENCH_PORT=3320 npx tsx bench/web/first-load.ts
 *   BENCH_ROOT=/path/to/other/checkout npm run bench:first-load   # the same measure of another tree
 *   BENCH_BUILD=0 ...                                 # serve the dist and the API bundle already built
 *
 * Target: LCP <= 2.5 s cold on the landing page.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { measureLandingJs } from '../../apps/web/landing-js.ts';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)));
const PORT = Number(process.env.BENCH_PORT ?? 3314);
const BASE = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Chrome DevTools' throughput is in bytes per second. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
const LCP_TARGET_MS = 2500;

type Sample = { fcp: number; lcp: number; jsBytes: number; totalBytes: number; requests: number };
const encodings = new Set<string>();

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API server did not start');
}

async function signUp(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({
      name: 'Bench Student',
      email: `bench-${Date.now()}@example.com`,
      password: `Bench-${Math.random().toString(36).slice(2)}-pass`,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0]!;
}

/** First contentful paint, and the last largest-contentful-paint candidate (buffered entries, read after load). */
const READ_PAINT = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  let lcp = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => { observer.disconnect(); resolve({ fcp, lcp, url: location.pathname }); }, 300);
})`;

async function measure(browser: Browser, url: string, cookie: string | null): Promise<Sample> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookie) {
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      await context.addCookies([{ name, value, url: BASE }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const types = new Map<string, string>();
    let jsBytes = 0;
    let totalBytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      if (e.type === 'Script') encodings.add(String(headers['content-encoding'] ?? 'identity'));
    });
    cdp.on('Network.loadingFinished', (e) => {
      requests += 1;
      totalBytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
    });

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Data, lazy screens and late paints: wait until the network has been quiet, then a little more.
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const paint = (await page.evaluate(READ_PAINT)) as { fcp: number; lcp: number; url: string };
    if (paint.url !== new URL(url).pathname) throw new Error(`${url} ended on ${paint.url}`);
    return { fcp: paint.fcp, lcp: paint.lcp, jsBytes, totalBytes, requests };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const distDir = path.join(ROOT, 'apps/web/dist');
  if (process.env.BENCH_BUILD !== '0' || !existsSync(path.join(distDir, 'index.html'))) {
    console.log(`building the web app and the API in ${ROOT} ...`);
    execFileSync('npm', ['run', 'build', '-w', '@studypilot/web'], { cwd: ROOT, stdio: 'ignore' });
  }
  if (process.env.BENCH_BUILD !== '0' || !existsSync(path.join(ROOT, 'apps/api/dist/main.js'))) {
    execFileSync('node', ['apps/api/scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  }

  const landing = measureLandingJs(distDir);
  console.log(
    `landing JavaScript on dist (entry + static imports): ${landing.files.length} files, ${kb(landing.bytes)} raw, ` +
      `${kb(landing.gzip)} gzip, ${kb(landing.brotli)} brotli`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-first-load-'));
  const server = spawn('node', ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: BASE,
      RATE_LIMIT_AUTH_PER_IP: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitForHealth(Date.now() + 120_000);
    const cookie = await signUp();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    console.log(
      `Chromium, ${CPU_SLOWDOWN}x CPU slowdown, 1.6 Mbps down / 750 kbps up, ${NETWORK.latency} ms latency, ` +
        `390x844, cold cache; median of ${RUNS} runs`,
    );
    for (const [label, url, session] of [
      ['landing page (signed out)', `${BASE}/`, null],
      ['dashboard (signed in)', `${BASE}/dashboard`, cookie],
    ] as const) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, url, session));
      const pick = (k: keyof Sample) => median(samples.map((s) => s[k]));
      console.log(
        `${label.padEnd(26)} FCP ${sec(pick('fcp'))}  LCP ${sec(pick('lcp'))}  ` +
          `JS ${kb(pick('jsBytes'))}  total ${kb(pick('totalBytes'))} in ${pick('requests')} requests` +
          `  (LCP runs: ${samples.map((s) => sec(s.lcp)).join(', ')})`,
      );
      if (label.startsWith('landing')) {
        console.log(
          `  target LCP <= ${sec(LCP_TARGET_MS)}: ${pick('lcp') <= LCP_TARGET_MS ? 'met' : 'NOT met'}`,
        );
      }
    }
    console.log(`JavaScript sent with Content-Encoding: ${[...encodings].join(', ')}`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
