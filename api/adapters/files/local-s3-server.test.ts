import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from './local-s3-server';

/** The stand-in answers as S3 does (status, error XML, headers), so the S3 store's tests mean something offline. */

const BUCKET = 'miami-drop-photos';
const SIGNED = { authorization: 'AWS4-HMAC-SHA256 Credential=test-key/20260310/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00' };
const md5 = (bytes: string | Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const errorXml = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

let s3: Awaited<ReturnType<typeof startLocalS3Server>>;
beforeAll(async () => {
  s3 = await startLocalS3Server(BUCKET);
});
afterAll(() => s3.close());

const call = (method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {}) =>
  fetch(`${s3.endpoint}${path}`, { method, headers: { ...SIGNED, ...init.headers }, body: init.body, signal: AbortSignal.timeout(5_000) });

async function expectS3Error(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/xml');
  expect(await response.text()).toBe(errorXml(code, message));
}

describe('the local S3 stand-in', () => {
  it('answers a PUT with the MD5 ETag, and a GET with the bytes, their content type, length and ETag', async () => {
    const put = await call('PUT', `/${BUCKET}/photos/a.jpg`, { headers: { 'content-type': 'image/jpeg' }, body: 'hello world' });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe(md5('hello world'));
    const get = await call('GET', `/${BUCKET}/photos/a.jpg`);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(get.headers.get('content-length')).toBe('11');
    expect(get.headers.get('etag')).toBe(md5('hello world'));
    expect(await get.text()).toBe('hello world');
  });

  it('keeps a body sent without a content type as binary/octet-stream, as S3 does', async () => {
    await call('PUT', `/${BUCKET}/photos/untyped`, { body: new Uint8Array([1, 2, 3]) });
    expect((await call('GET', `/${BUCKET}/photos/untyped`)).headers.get('content-type')).toBe('binary/octet-stream');
  });

  it('answers a missing key 404 NoSuchKey', async () => {
    await expectS3Error(await call('GET', `/${BUCKET}/photos/none.jpg`), 404, 'NoSuchKey', 'The specified key does not exist.');
  });

  it('forgets a deleted object (204), and deleting a missing one is a 204 too', async () => {
    await call('PUT', `/${BUCKET}/photos/gone.jpg`, { body: 'x' });
    expect((await call('DELETE', `/${BUCKET}/photos/gone.jpg`)).status).toBe(204);
    expect((await call('GET', `/${BUCKET}/photos/gone.jpg`)).status).toBe(404);
    expect((await call('DELETE', `/${BUCKET}/photos/gone.jpg`)).status).toBe(204);
  });

  it('refuses another method with 405 MethodNotAllowed and leaves the object alone', async () => {
    await call('PUT', `/${BUCKET}/photos/kept.jpg`, { body: 'kept' });
    await expectS3Error(await call('POST', `/${BUCKET}/photos/kept.jpg`), 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    expect(await (await call('GET', `/${BUCKET}/photos/kept.jpg`)).text()).toBe('kept');
  });

  it('answers another bucket 404 NoSuchBucket, and a request without a SigV4 signature 403 AccessDenied', async () => {
    await expectS3Error(await call('GET', '/another-bucket/photos/a.jpg'), 404, 'NoSuchBucket', 'The specified bucket does not exist');
    await call('PUT', `/${BUCKET}/photos/private.jpg`, { body: 'private' });
    for (const authorization of ['', 'Bearer abc', 'AWS4-HMAC-SHA256']) {
      await expectS3Error(await call('GET', `/${BUCKET}/photos/private.jpg`, { headers: { authorization } }), 403, 'AccessDenied', 'Access Denied');
    }
  });

  it('answers a request it cannot read (a malformed key) 500 InternalError instead of hanging', async () => {
    const response = await call('GET', `/${BUCKET}/photos/%E0%A4%A`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('<Code>InternalError</Code>');
  });
});

describe('the local S3 stand-in reading an aws-chunked upload', () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  // 0x1a = 26 bytes, then 5, then the final empty chunk and a checksum trailer, as the SDK streams a body.
  const chunked = `1a;chunk-signature=aa\r\n${alphabet}\r\n5;chunk-signature=bb\r\nhello\r\n0;chunk-signature=cc\r\nx-amz-checksum-crc32:AAAAAA==\r\n\r\n`;
  const stored = async (key: string) => (await call('GET', `/${BUCKET}/${key}`)).text();

  it('stores the data of the chunks, without sizes, signatures or trailers (content-encoding: aws-chunked)', async () => {
    const put = await call('PUT', `/${BUCKET}/photos/chunked-1`, { headers: { 'content-encoding': 'aws-chunked' }, body: chunked });
    expect(await stored('photos/chunked-1')).toBe(`${alphabet}hello`);
    expect(put.headers.get('etag')).toBe(md5(`${alphabet}hello`));
  });

  it('decodes a STREAMING- payload without the content encoding too', async () => {
    await call('PUT', `/${BUCKET}/photos/chunked-2`, { headers: { 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' }, body: chunked });
    expect(await stored('photos/chunked-2')).toBe(`${alphabet}hello`);
  });

  it('stores any other body as sent, even one that looks chunked', async () => {
    await call('PUT', `/${BUCKET}/photos/plain`, { headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', 'content-encoding': 'identity' }, body: chunked });
    expect(await stored('photos/plain')).toBe(chunked);
  });

  it('keeps the whole chunks of an upload cut off in the next chunk size', async () => {
    await call('PUT', `/${BUCKET}/photos/cut`, { headers: { 'content-encoding': 'aws-chunked' }, body: '5;chunk-signature=aa\r\nhello\r\nff' });
    expect(await stored('photos/cut')).toBe('hello');
  });
});
