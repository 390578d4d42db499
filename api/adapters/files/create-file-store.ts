import type { Env } from '../../env';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/**
 * The store FILE_STORE selects (api/env.ts checks that `s3` comes with its bucket and region); the AWS SDK loads only
 * for s3, on the first photo stored or read (decision 155).
 */
export async function createFileStore(env: Env): Promise<FileStore> {
  if (env.FILE_STORE === 'local') return createLocalFileStore(env.FILES_DIR);
  return loadedOnFirstUse<FileStore, never>({}, async () => {
    const { createS3FileStore } = await import('./s3-file-store');
    return createS3FileStore({
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? '',
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  });
}
