import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a loopback HTTP server answering PutObject, GetObject and DeleteObject (path style) as S3 does. */

export interface LocalS3Request {
  method: string;
  bucket: string;
  key: string;
  authorization: string | undefined;
  contentType: string | undefined;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The `aws-chunked` encoding the SDK may use for a streamed body: `<hex size>;chunk-signature=...\r\n<data>\r\n`, then trailers. */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const s3Error = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

export async function startLocalS3Server(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const requests: LocalS3Request[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      // Stryker disable next-line StringLiteral: a server's request always has its url, and new URL('') on the base is '/' as well.
      const url = new URL(request.url ?? '/', 'http://localhost');
      // Stryker disable next-line StringLiteral: a URL's path starts with '/', so the split always has a second part and the default never applies.
      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      // Stryker disable next-line StringLiteral: a server's request always has its method.
      requests.push({ method: request.method ?? '', bucket: bucketName, key, authorization: request.headers.authorization, contentType: request.headers['content-type'] });
      const body = await readBody(request);
      if (bucketName !== bucket) return s3Error(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) return s3Error(response, 403, 'AccessDenied', 'Access Denied');
      if (request.method === 'PUT') {
        const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked') || String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
        const bytes = chunked ? decodeAwsChunked(body) : body;
        objects.set(key, { bytes, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const found = objects.get(key);
        if (!found) return s3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length, etag: `"${createHash('md5').update(found.bytes).digest('hex')}"` });
        return response.end(found.bytes);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      return s3Error(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    })().catch((error: unknown) => s3Error(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
