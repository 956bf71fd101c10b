import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';

export type BlobBody = Uint8Array | Readable;

/** Where uploaded files live; keys are `{userId}/{courseId}/{timestamp}-{random}.{ext}`. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Throws StorageFaultError (507 full, 503 unavailable) when the storage itself fails. */
  put(key: string, body: BlobBody, contentType?: string, size?: number): Promise<void>;
  /** Throws BlobNotFoundError when the key does not exist, StorageFaultError when storage fails. */
  get(key: string): Promise<Readable>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (S3's HTTP agent) when the app closes. */
  close?(): void;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** Error codes of a full disk (local) or a full bucket / backend (S3-compatible servers). */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'XMinioStorageFull', 'StorageFull', 'QuotaExceeded']);
/** The storage cannot be written or reached: read-only, no permission, folder gone, network down... */
const UNAVAILABLE_CODES = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'EIO',
  'EMFILE',
  'ENFILE',
  'EBUSY',
  'ESTALE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
  'NetworkingError',
  'NoSuchBucket',
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
]);

export const STORAGE_MESSAGES = {
  full: 'Storage is full, so the file was not saved. Please try again later or ask the administrator to free some space.',
  unavailable:
    'Storage is unavailable right now, so the file was not saved. Please try again in a few minutes.',
  unavailableRead: 'Storage is unavailable right now. Please try again in a few minutes.',
} as const;

/**
 * A storage fault the student can do nothing about but wait: 507 when the disk or bucket is full,
 * 503 (with Retry-After) when storage cannot be written or reached. Built by storageFault().
 */
export class StorageFaultError extends AppError {
  constructor(
    readonly kind: 'full' | 'unavailable',
    message: string,
    readonly cause?: unknown,
  ) {
    super(
      kind === 'full' ? 507 : 503,
      kind === 'full' ? 'STORAGE_FULL' : 'STORAGE_UNAVAILABLE',
      message,
      kind === 'full' ? {} : { 'retry-after': '60' },
    );
    this.name = 'StorageFaultError';
  }
}

/**
 * The StorageFaultError for an error of the file system or an S3 client, or undefined when it is
 * not a storage fault (a bug, a refused key...). `writing` picks the message.
 */
export function storageFault(err: unknown, writing: boolean): StorageFaultError | undefined {
  if (err instanceof StorageFaultError) return err;
  const e = err as { code?: string; name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const codes = [e?.code, e?.name, e?.Code].filter((c): c is string => typeof c === 'string');
  const status = e?.$metadata?.httpStatusCode;
  if (codes.some((c) => FULL_CODES.has(c)) || status === 507) {
    return new StorageFaultError('full', STORAGE_MESSAGES.full, err);
  }
  if (codes.some((c) => UNAVAILABLE_CODES.has(c)) || (status !== undefined && status >= 500)) {
    return new StorageFaultError(
      'unavailable',
      writing ? STORAGE_MESSAGES.unavailable : STORAGE_MESSAGES.unavailableRead,
      err,
    );
  }
  return undefined;
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
    // Write next to the target, then rename: a reader never sees a half-written file.
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      const source =
        body instanceof Readable
          ? body
          : Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
      await pipeline(source, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => {});
      throw storageFault(err, true) ?? err;
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
    const file = this.pathOf(key);
    try {
      return (await stat(file)).isFile();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return false;
      throw storageFault(err, false) ?? err;
    }
  }
}
