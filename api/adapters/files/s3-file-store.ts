import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); addressed by path (`endpoint/bucket/key`). Unset: AWS S3. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** NoSuchKey, or a bare 404 from an S3-compatible service. A missing bucket is a 404 too, but a misconfiguration, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');

/** Files as objects in a bucket, with the official AWS SDK. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertFileKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return new Uint8Array(0);
        // Copied into a buffer of its own: the SDK's may be a view on a shared one.
        return new Uint8Array(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
