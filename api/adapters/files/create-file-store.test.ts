import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createFileStore } from './create-file-store';
import { startLocalS3Server } from './local-s3-server';

const BUCKET = 'miami-drop-photos';
let folder: string;
let s3: Awaited<ReturnType<typeof startLocalS3Server>>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'miami-drop-files-'));
  s3 = await startLocalS3Server(BUCKET);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await s3.close();
});

describe('FILE_STORE decides where uploaded files live', () => {
  it('local: files under FILES_DIR on this server, nothing sent to S3', async () => {
    const store = await createFileStore(loadEnv({ FILE_STORE: 'local', FILES_DIR: folder, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ENDPOINT: s3.endpoint }));
    s3.requests.length = 0;
    await store.put('photos/local.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(existsSync(join(folder, 'photos', 'local.jpg'))).toBe(true);
    expect(s3.requests).toEqual([]);
  });

  it('s3: objects in S3_BUCKET at S3_ENDPOINT, signed with the configured key, nothing on the disk', async () => {
    const env = { FILE_STORE: 's3', FILES_DIR: folder, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret' };
    const store = await createFileStore(loadEnv(env));
    await store.put('photos/remote.jpg', new Uint8Array([4, 5, 6]), 'image/jpeg');
    expect([...(s3.objects.get('photos/remote.jpg')?.bytes ?? [])]).toEqual([4, 5, 6]);
    expect(s3.requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\//);
    expect(existsSync(join(folder, 'photos', 'remote.jpg'))).toBe(false);
  });
});
