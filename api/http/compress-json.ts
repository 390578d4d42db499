import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { negotiateEncoding, varyOn, type ContentCoding } from './accept-encoding';

/** Below this a JSON answer goes as it is: compressing it would save less than a packet. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 5 brotli and level 6 gzip: most of the saving for a fraction of the maximum's time, off the event loop.
const compress = (coding: ContentCoding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> =>
  (coding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 })) as Promise<Uint8Array<ArrayBuffer>>;

const isCompressibleJson = (response: Response) =>
  response.body !== null &&
  response.status !== 204 &&
  response.status !== 304 &&
  !response.headers.has('Content-Encoding') &&
  (response.headers.get('Content-Type')?.startsWith('application/json') ?? false) &&
  !(response.headers.get('Cache-Control')?.includes('no-transform') ?? false);

// Hono's res setter copies the old answer's headers into a new one when an answer is already set: clearing it first
// hands over the new answer as built (it carries every header of the old one already).
function replaceAnswer(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}

/**
 * A JSON answer over the threshold, compressed with the best coding the caller accepts (brotli, then gzip), with
 * `Vary: Accept-Encoding`. Never touches streams, empty answers, other types or a caller that accepts no coding.
 */
export async function compressJsonAnswer(c: Context): Promise<void> {
  const accepted = c.req.header('Accept-Encoding');
  if (!accepted) return;
  const response = c.res;
  if (!isCompressibleJson(response)) return;
  const coding = negotiateEncoding(accepted, ['br', 'gzip']);
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength >= JSON_COMPRESSION_THRESHOLD_BYTES) {
    varyOn(headers, 'Accept-Encoding');
    if (coding) {
      headers.set('Content-Encoding', coding);
      headers.delete('Content-Length');
      replaceAnswer(c, new Response(await compress(coding, body), { status: response.status, statusText: response.statusText, headers }));
      return;
    }
  }
  replaceAnswer(c, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}
