import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { LIMITS } from '@studypilot/core';
import {
  assertSafeKey,
  BlobNotFoundError,
  storageFault,
  type BlobBody,
  type BlobStore,
} from './blob-store.ts';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** S3-compatible object storage (AWS S3, MinIO, Supabase storage's S3 endpoint...). */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3BlobStoreOptions) {
    const cfg: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(cfg);
    this.bucket = opts.bucket;
  }

  async put(
    key: string,
    body: BlobBody,
    contentType = 'application/octet-stream',
    size?: number,
  ): Promise<void> {
    assertSafeKey(key);
    // PutObject needs a known length: a stream of known size goes as it is, any other stream (at most
    // 15 MB) is collected first.
    const bytes =
      body instanceof Readable && size === undefined ? await collect(body, LIMITS.maxUploadBytes) : body;
    const length = bytes instanceof Readable ? size! : bytes.byteLength;
    await this.client
      .send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: length,
          ContentType: contentType,
          CacheControl: `private, max-age=${LIMITS.storageCacheSeconds}`,
          // Never overwrite (spec: "no overwrite"); keys carry a timestamp and random part anyway.
          IfNoneMatch: '*',
        }),
      )
      .catch((err: unknown) => {
        throw storageFault(err, true) ?? err;
      });
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) throw new BlobNotFoundError(key);
      return out.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw storageFault(err, false) ?? err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

async function collect(stream: Readable, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    n += b.length;
    if (n > max) throw new Error('Stored object is larger than the upload limit');
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}
