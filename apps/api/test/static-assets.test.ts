// How the built SPA is served (decision 009): the .br/.gz copies the build writes are sent to browsers that
// accept them, hashed bundles are cached for a year, index.html is revalidated, a missing file stays a 404 and no
// path leaves the dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase } from './helpers.ts';

const BUNDLE = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const GZIP_ONLY = `export const other = ${JSON.stringify('world '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c2b.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const SECRET = 'DATABASE_PASSWORD=do-not-serve-me';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
let parent: string;

/** A built SPA: each text file with the .br and .gz copies the build writes (one bundle with a .gz copy only). */
function fakeBuiltDist(): string {
  parent = mkdtempSync(path.join(tmpdir(), 'studypilot-static-'));
  writeFileSync(path.join(parent, 'secret.env'), SECRET);
  const dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (name: string, text: string, encodings: ('br' | 'gz')[]) => {
    writeFileSync(path.join(dir, name), text);
    if (encodings.includes('br')) writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    if (encodings.includes('gz')) writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX, ['br', 'gz']);
  write('assets/index-3f9a1c2b.js', BUNDLE, ['br', 'gz']);
  write('assets/other-9d8e7f6a.js', GZIP_ONLY, ['gz']);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', []);
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const webDist = fakeBuiltDist();
  const dataDir = path.join(parent, 'data');
  const config = {
    ...loadConfig(
      {},
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
        PORT: 3000,
      },
    ),
    webDist,
  };
  app = await buildApp({ config, database, closeDatabase: false, finaliser: false, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (parent) rmSync(parent, { recursive: true, force: true });
});

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('built web app: compression', () => {
  it('sends the Brotli copy to a browser that accepts br, with its encoding and Vary', async () => {
    const res = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBeLessThan(BUNDLE.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the gzip copy to a browser that accepts only gzip, or prefers it', async () => {
    for (const accept of ['gzip', 'br;q=0.1, gzip;q=0.9']) {
      const res = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), accept).toBe(BUNDLE);
    }
  });

  it('falls back to gzip when a file has no Brotli copy', async () => {
    const res = await get('/assets/other-9d8e7f6a.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(GZIP_ONLY);
  });

  it('sends the file as it is to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/index-3f9a1c2b.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(BUNDLE);
    }
  });

  it('compresses index.html too, both at / and as the fallback of a client-side route', async () => {
    for (const url of ['/', '/courses/biology-101']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers HEAD with the headers of the GET it stands for and no body', async () => {
    const res = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(BUNDLE).length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toHaveLength(0);
  });

  it('answers a byte range of the file, and of the compressed copy with that copy’s length', async () => {
    const plain = await get('/assets/index-3f9a1c2b.js', { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(BUNDLE)}`);
    expect(plain.body).toBe(BUNDLE.slice(0, 10));

    const br = brotliCompressSync(BUNDLE);
    const encoded = await get('/assets/index-3f9a1c2b.js', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(encoded.statusCode).toBe(206);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['content-range']).toBe(`bytes 0-9/${br.length}`);
    expect(encoded.rawPayload.equals(br.subarray(0, 10))).toBe(true);
  });
});

describe('built web app: caching', () => {
  it('caches hashed bundles for a year, in every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': accept });
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag'], accept).toBeTruthy();
    }
  });

  it('gives each encoding its own ETag, so a revalidation never mixes them', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (a) => (await get('/', { 'accept-encoding': a })).headers['etag']),
    );
    expect(new Set(tags).size).toBe(3);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(tags[0]) });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates index.html and the files outside /assets on every load', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/favicon.svg']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('built web app: missing files and paths outside it', () => {
  it('answers a missing bundle with a 404 that no cache keeps, not with index.html', async () => {
    for (const url of ['/assets/index-00000000.js', '/assets/missing.css', '/ocr/none.js', '/old-chunk.js']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('<!doctype html>');
    }
  });

  it('never serves a file outside the dist folder, whatever the spelling of the path', async () => {
    const attempts = [
      '/../secret.env',
      '/assets/../../secret.env',
      '/assets/%2e%2e/%2e%2e/secret.env',
      '/%2e%2e/secret.env',
      '/assets/..%2f..%2fsecret.env',
      '/..%5csecret.env',
      '/assets/%252e%252e/%252e%252e/secret.env',
    ];
    for (const url of attempts) {
      for (const accept of ['br, gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': accept });
        const body = decoded(res);
        expect(body, url).not.toContain(SECRET);
        // Refused, or (a path the URL parser folds back into the site) the app's own page: never the file.
        if (res.statusCode === 200) expect(body, url).toBe(INDEX);
        else expect([400, 403, 404], url).toContain(res.statusCode);
      }
    }
  });
});
