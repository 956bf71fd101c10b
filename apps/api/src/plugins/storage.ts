import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { LocalBlobStore, type BlobStore } from '../lib/blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobStore: BlobStore;
    /** Where uploads are written while they arrive and are checked (DATA_DIR/tmp/uploads). */
    uploadTmpDir: string;
  }
}

/**
 * The configured store. The S3 SDK is loaded only when STORAGE=s3, so a local install never pays for it at
 * start-up (decision 008).
 */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.STORAGE === 's3') {
    const { S3BlobStore } = await import('../lib/blob-store-s3.ts');
    return new S3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalBlobStore(config.uploadsDir);
}

/** Decorates app.blobStore: local disk under config.uploadsDir, or S3-compatible storage (STORAGE=s3). */
export const storagePlugin = fp<{ config: Config; blobStore?: BlobStore }>(
  async (app, { config, blobStore }) => {
    const store = blobStore ?? (await createBlobStore(config));
    app.decorate('blobStore', store);
    app.decorate('uploadTmpDir', path.join(config.dataDir, 'tmp', 'uploads'));
    app.addHook('onClose', async () => {
      store.close?.();
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
