import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { LocalBlobStore, type BlobStore } from '../lib/blob-store.ts';
import { S3BlobStore } from '../lib/blob-store-s3.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobStore: BlobStore;
    /** Where uploads are written while they arrive and are checked (DATA_DIR/tmp/uploads). */
    uploadTmpDir: string;
  }
}

export function createBlobStore(config: Config): BlobStore {
  if (config.STORAGE === 's3') {
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
    const store = blobStore ?? createBlobStore(config);
    app.decorate('blobStore', store);
    app.decorate('uploadTmpDir', path.join(config.dataDir, 'tmp', 'uploads'));
    app.addHook('onClose', async () => {
      if (store instanceof S3BlobStore) store.destroy();
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
