import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  assertSafeKey,
  BlobNotFoundError,
  LocalBlobStore,
  StorageFaultError,
  storageFault,
} from '../src/lib/blob-store.ts';
import { S3BlobStore } from '../src/lib/blob-store-s3.ts';
import { createBlobStore } from '../src/plugins/storage.ts';

const dirs: string[] = [];
function tempRoot() {
  const d = mkdtempSync(path.join(tmpdir(), 'studypilot-blobs-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('storage keys', () => {
  it('accepts server-built keys and refuses anything that could leave the root', () => {
    expect(() =>
      assertSafeKey('user_1/0b6c1f7e-4a1e-4c1b-9d7a-2f6a1c9e8b10/1700000000000-0123456789abcdef.pdf'),
    ).not.toThrow();
    for (const bad of [
      '',
      '../x.pdf',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      'a/b c.pdf',
      '.hidden/x',
    ])
      expect(() => assertSafeKey(bad), bad).toThrow(/Unsafe storage key/);
  });
});

describe('LocalBlobStore', () => {
  it('puts bytes and streams, gets, checks and deletes, leaving no temp files', async () => {
    const root = tempRoot();
    const store = new LocalBlobStore(root);
    await store.put('u/c/1-a.txt', new TextEncoder().encode('hello'));
    await store.put('u/c/2-b.txt', Readable.from([Buffer.from('from '), Buffer.from('a stream')]));
    expect(await text(await store.get('u/c/1-a.txt'))).toBe('hello');
    expect(await text(await store.get('u/c/2-b.txt'))).toBe('from a stream');
    expect(await store.exists('u/c/1-a.txt')).toBe(true);
    expect(readdirSync(path.join(root, 'u/c')).sort()).toEqual(['1-a.txt', '2-b.txt']);
    expect(statSync(path.join(root, 'u/c/1-a.txt')).mode & 0o777).toBe(0o600);
    await store.delete('u/c/1-a.txt');
    await store.delete('u/c/1-a.txt'); // deleting twice is fine
    expect(await store.exists('u/c/1-a.txt')).toBe(false);
    await expect(store.get('u/c/1-a.txt')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.put('../escape.txt', new Uint8Array(1))).rejects.toThrow(/Unsafe storage key/);
    expect(readdirSync(root)).toEqual(['u']);
  });

  it('removes the temp file when a stream fails half way', async () => {
    const root = tempRoot();
    const store = new LocalBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('u/c/3-c.txt', failing)).rejects.toThrow(/client went away/);
    expect(readdirSync(path.join(root, 'u/c'))).toEqual([]);
  });
});

describe('createBlobStore', () => {
  it('follows config.STORAGE', async () => {
    const root = tempRoot();
    const base = { DATA_DIR: root, BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(await createBlobStore(loadConfig({}, base))).toBeInstanceOf(LocalBlobStore);
    const s3 = await createBlobStore(
      loadConfig(
        {},
        { ...base, STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'course-summaries' },
      ),
    );
    expect(s3).toBeInstanceOf(S3BlobStore);
    expect(s3.kind).toBe('s3');
    s3.close?.();
  });
});

describe('storage faults', () => {
  it('a store whose folder cannot be created answers 503 (unavailable), reading too', async () => {
    const root = path.join(tempRoot(), 'uploads');
    writeFileSync(root, 'a file where the folder should be');
    const store = new LocalBlobStore(root);
    const err = await store.put('u/c/1-a.txt', new TextEncoder().encode('hello')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageFaultError);
    expect(err).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    // the key simply does not exist there
    expect(await store.exists('u/c/1-a.txt')).toBe(false);
  });

  it('classifies disk full as 507 and read-only, permission and network errors as 503', () => {
    const errno = (code: string) => Object.assign(new Error(code), { code });
    expect(storageFault(errno('ENOSPC'), true)).toMatchObject({ statusCode: 507, code: 'STORAGE_FULL' });
    expect(storageFault(errno('EDQUOT'), true)?.statusCode).toBe(507);
    for (const code of ['EROFS', 'EACCES', 'ENOENT', 'ECONNREFUSED', 'ETIMEDOUT'])
      expect(storageFault(errno(code), true)?.statusCode, code).toBe(503);
    // an S3-compatible server that is full (MinIO) or failing
    expect(
      storageFault({ name: 'XMinioStorageFull', $metadata: { httpStatusCode: 507 } }, true)?.statusCode,
    ).toBe(507);
    expect(
      storageFault({ name: 'InternalError', $metadata: { httpStatusCode: 500 } }, true)?.statusCode,
    ).toBe(503);
    // not a storage fault: left to the caller (a bug stays a 500)
    expect(storageFault(new Error('bug'), true)).toBeUndefined();
    expect(storageFault(new Error('Unsafe storage key: "../x"'), true)).toBeUndefined();
  });

  it('an unreachable S3 endpoint answers 503', async () => {
    const store = new S3BlobStore({
      bucket: 'course-summaries',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    });
    try {
      const put = await store.put('u/c/1-a.txt', new TextEncoder().encode('hello')).catch((e: unknown) => e);
      expect(put).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
      const get = await store.get('u/c/1-a.txt').catch((e: unknown) => e);
      expect(get).toMatchObject({ statusCode: 503 });
    } finally {
      store.close();
    }
  }, 30_000);
});
