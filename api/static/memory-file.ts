import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { negotiateEncoding, type ContentCoding } from '../http/accept-encoding';
import type { ServeOptions } from './static-file';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a file goes as it is, as the build's precompression decides (scripts/compress-dist.ts). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A file of the build held in memory as the server serves it (decision 152: a page with APP_URL in place of the
 * build's origin). Its .br and .gz are made once, off the main thread, on the first request that accepts them.
 */
export interface MemoryFile {
  bytes: Buffer;
  type: string;
  etag: string;
  encoded: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

export function memoryFile(path: string, bytes: Buffer): MemoryFile {
  const etag = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return { bytes, type: getMimeType(path) ?? 'application/octet-stream', etag, encoded: {} };
}

function encoded(file: MemoryFile, coding: ContentCoding): Promise<Buffer> {
  file.encoded[coding] ??=
    coding === 'br'
      ? brotli(file.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: file.bytes.length } })
      : gzipAsync(file.bytes, { level: 9 });
  return file.encoded[coding];
}

/** Answers a memory file as serveFile answers one on disk: the accepted coding, an ETag per representation, 304. */
export async function serveMemoryFile(c: Context, file: MemoryFile, options: ServeOptions): Promise<Response> {
  const codings: ContentCoding[] = file.bytes.length >= MIN_COMPRESSED_BYTES ? ['br', 'gzip'] : [];
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'), codings);
  const etag = `"${file.etag}${coding ? `-${coding}` : ''}"`;
  const vary = [...(options.vary ?? []), ...(codings.length > 0 ? ['Accept-Encoding'] : [])];
  const headers: Record<string, string> = { 'Cache-Control': options.cacheControl, ETag: etag };
  if (vary.length > 0) headers.Vary = vary.join(', ');
  const asked = c.req.header('If-None-Match');
  if (asked && asked.split(',').some((tag) => [etag, '*'].includes(tag.trim().replace(/^W\//, '')))) return c.body(null, 304, headers);
  const bytes = coding ? await encoded(file, coding) : file.bytes;
  headers['Content-Type'] = file.type;
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(bytes.length);
  return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), 200, headers);
}
