import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type BlobBody = Uint8Array | Readable;

/** Where uploaded files live; keys are `{userId}/{courseId}/{timestamp}-{random}.{ext}`. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: BlobBody, contentType?: string): Promise<void>;
  /** Throws BlobNotFoundError when the key does not exist. */
  get(key: string): Promise<Readable>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Keys are built by the server only; anything else (.., absolute, odd characters) is refused. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    segments.some((s) => s === '.' || s === '..' || !SEGMENT_RE.test(s))
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** Files under a root directory (config.uploadsDir), never under a static root. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    const root = path.resolve(this.root);
    if (!full.startsWith(root + path.sep)) throw new Error('Storage key escapes the uploads directory');
    return full;
  }

  async put(key: string, body: BlobBody): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write next to the target, then rename: a reader never sees a half-written file.
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const source =
        body instanceof Readable
          ? body
          : Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
      await pipeline(source, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new BlobNotFoundError(key);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}
