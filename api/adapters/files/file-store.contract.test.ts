import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { startLocalS3Server } from './local-s3-server';
import { createS3FileStore } from './s3-file-store';

const BUCKET = 'miami-drop-photos';
const bytes = (size: number, seed = 7) => {
  const result = new Uint8Array(size);
  for (let index = 0; index < size; index++) result[index] = (index * seed) % 256;
  return result;
};
/** Compared as one buffer: element-wise equality of megabytes is slow. */
const same = (actual: Uint8Array | null, expected: Uint8Array) => actual !== null && Buffer.from(actual).equals(Buffer.from(expected));

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

const stores: Array<[string, () => FileStore]> = [
  ['local folder', () => createLocalFileStore(folder)],
  ['S3 (local stand-in)', () => createS3FileStore({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test-key', secretAccessKey: 'test-secret' })],
];

describe.each(stores)('FileStore: %s', (_name, makeStore) => {
  it('gives back exactly what was put, null for a missing key, and forgets a deleted file', async () => {
    const store = makeStore();
    const small = bytes(1000);
    const large = bytes(3 * 1024 * 1024, 13);
    await store.put('photos/a1.jpg', small, 'image/jpeg');
    await store.put('photos/nested/b2.jpg', large, 'image/jpeg');
    expect(same(await store.get('photos/a1.jpg'), small)).toBe(true);
    expect(same(await store.get('photos/nested/b2.jpg'), large)).toBe(true);
    expect(await store.get('photos/none.jpg')).toBeNull();
    await store.put('photos/a1.jpg', bytes(10, 3), 'image/jpeg');
    expect(same(await store.get('photos/a1.jpg'), bytes(10, 3))).toBe(true);
    await store.delete('photos/a1.jpg');
    expect(await store.get('photos/a1.jpg')).toBeNull();
    await expect(store.delete('photos/a1.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    const store = makeStore();
    for (const key of ['../escape.jpg', '/absolute.jpg', 'photos/../../x.jpg', 'photos//x.jpg', 'Photos/X.jpg', '']) {
      await expect(store.put(key, bytes(1), 'image/jpeg'), key).rejects.toThrow(/Invalid file key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid file key/);
    }
  });

  it('takes a key of up to 200 characters and refuses a longer one', async () => {
    const store = makeStore();
    const longest = `photos/${'a'.repeat(193)}`;
    expect(longest).toHaveLength(200);
    await store.put(longest, bytes(3), 'image/jpeg');
    expect(same(await store.get(longest), bytes(3))).toBe(true);
    await expect(store.put(`${longest}b`, bytes(3), 'image/jpeg')).rejects.toThrow(/Invalid file key/);
  });
});

describe('the S3 store', () => {
  it('signs its calls, sends the content type and addresses the bucket by path', async () => {
    const store = createS3FileStore({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    s3.requests.length = 0;
    await store.put('photos/signed.jpg', bytes(50), 'image/jpeg');
    await store.get('photos/signed.jpg');
    await store.delete('photos/signed.jpg');
    expect(s3.requests.map(({ method, bucket, key }) => [method, bucket, key])).toEqual([
      ['PUT', BUCKET, 'photos/signed.jpg'],
      ['GET', BUCKET, 'photos/signed.jpg'],
      ['DELETE', BUCKET, 'photos/signed.jpg'],
    ]);
    expect(s3.requests[0]?.contentType).toBe('image/jpeg');
    for (const request of s3.requests) expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\/aws4_request/);
  });

  it('addresses the bucket by path on a named host too (MinIO on localhost has no host per bucket)', async () => {
    const store = createS3FileStore({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint.replace('127.0.0.1', 'localhost'), accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    s3.requests.length = 0;
    await store.put('photos/by-name.jpg', bytes(5), 'image/jpeg');
    expect(s3.requests.map(({ bucket, key }) => [bucket, key])).toEqual([[BUCKET, 'photos/by-name.jpg']]);
  });

  it('reports a failure of the service as an error, not as a missing file', async () => {
    const store = createS3FileStore({ bucket: 'another-bucket', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    await expect(store.put('photos/x.jpg', bytes(5), 'image/jpeg')).rejects.toThrow();
    // NoSuchBucket is a 404 as well: a misconfigured bucket must not read as photos gone missing.
    await expect(store.get('photos/x.jpg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    const nowhere = createS3FileStore({ bucket: BUCKET, region: 'us-east-1', endpoint: 'http://127.0.0.1:9', accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    await expect(nowhere.get('photos/x.jpg')).rejects.toThrow();
  });

  it('reads a bare 404 from an S3-compatible service (no NoSuchKey code) as a missing file', async () => {
    const bare = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bare.address() as AddressInfo;
      const store = createS3FileStore({ bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
      expect(await store.get('photos/x.jpg')).toBeNull();
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});

describe('the local store', () => {
  it('leaves no partial files behind', async () => {
    const store = createLocalFileStore(folder);
    await store.put('photos/whole.jpg', bytes(2048), 'image/jpeg');
    expect(readdirSync(join(folder, 'photos')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
