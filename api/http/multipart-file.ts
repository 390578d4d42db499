import busboy from 'busboy';
import { dropRest } from './bounded-body';

/** A file part of a multipart/form-data body. */
export interface MultipartFile {
  bytes: Buffer;
  /** The part's Content-Type, lower case without parameters. */
  type: string;
  /** The part's filename as the client sent it ('' when none). */
  name: string;
}

export class MalformedMultipartError extends Error {}

/** What arrived of a form read with a bound: the file asked for (null when the form has none), or too much. */
export type MultipartRead = { file: MultipartFile | null } | { tooLarge: true; drained: boolean };

/** busboy fed by hand, chunk by chunk, keeping the first file sent in `field` and skipping every other part. */
function formParser(contentType: string, field: string) {
  let form: busboy.Busboy;
  try {
    // Browsers send a file's name as UTF-8 bytes; busboy reads them as Latin-1 unless told.
    form = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' });
  } catch (error) {
    throw new MalformedMultipartError(error instanceof Error ? error.message : 'not a form');
  }
  let found: { type: string; name: string; chunks: Buffer[] } | undefined;
  form.on('file', (name, stream, info) => {
    // A part cut short fails the form too, which is where it is answered.
    stream.on('error', () => {});
    if (name !== field || found) return void stream.resume();
    const file = { type: info.mimeType.split(';')[0]!.trim().toLowerCase(), name: info.filename ?? '', chunks: [] as Buffer[] };
    found = file;
    stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
  });
  const closed = new Promise<void>((resolve, reject) => {
    form.on('close', resolve);
    form.on('error', (error: Error) => reject(new MalformedMultipartError(error.message)));
  });
  // A form given up on (too large) is never awaited.
  closed.catch(() => {});
  return {
    write: (chunk: Uint8Array) => form.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    stop: () => form.destroy(),
    async finish(): Promise<MultipartFile | null> {
      form.end();
      await closed;
      return found ? { bytes: Buffer.concat(found.chunks), type: found.type, name: found.name } : null;
    },
  };
}

/**
 * Reads a multipart/form-data body as it arrives and keeps the first file sent in `field` (a part with a filename).
 * busboy parses each chunk when it comes, so a large form never holds the event loop in one run, as the platform's
 * own FormData parser (behind Request.formData() and Hono's parseBody) did for about 250 ms per 10 MB photo.
 * Past `maxBytes` nothing more is kept: the rest is dropped, up to `drainBytes` in all (see drainBody).
 */
export async function readMultipartFile(request: Request, field: string, maxBytes: number, drainBytes: number): Promise<MultipartRead> {
  const parser = formParser(request.headers.get('content-type') ?? '', field);
  const reader = request.body?.getReader();
  let size = 0;
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.length;
    if (size > maxBytes) {
      parser.stop();
      return { tooLarge: true, drained: await dropRest(reader!, size, drainBytes) };
    }
    parser.write(chunk.value);
  }
  return { file: await parser.finish() };
}
