/** A file part of a multipart/form-data body: its bytes are a view into the body, not a copy. */
export interface MultipartFile {
  bytes: Uint8Array;
  /** The part's Content-Type, lower case without parameters ('' when it has none). */
  type: string;
  filename: string;
}

export class MalformedMultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MalformedMultipartError('no boundary');
  return boundary;
}

/** A parameter of a Content-Disposition value, quoted or not (undefined when absent). */
function parameter(disposition: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s;]+))`, 'i').exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

/**
 * The first file sent in the field `field` (a part with a filename), or null when there is none. Parts are found with
 * Buffer.indexOf, in native code: the platform's own FormData parser (undici's, behind Request.formData() and
 * Hono's parseBody) held the event loop for about 250 ms per 10 MB photo, and copied the file twice more.
 */
export function findMultipartFile(body: Uint8Array, contentType: string, field: string): MultipartFile | null {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  // Before the first delimiter there may be a preamble, ignored.
  let at = buffer.subarray(0, delimiter.length).equals(delimiter) ? 0 : buffer.indexOf(nextDelimiter);
  if (at < 0) throw new MalformedMultipartError('no delimiter');
  if (at > 0) at += CRLF.length;
  for (;;) {
    let cursor = at + delimiter.length;
    if (buffer[cursor] === 0x2d && buffer[cursor + 1] === 0x2d) return null; // the close delimiter: "--boundary--"
    while (buffer[cursor] === 0x20 || buffer[cursor] === 0x09) cursor += 1; // transport padding
    if (!buffer.subarray(cursor, cursor + 2).equals(CRLF)) throw new MalformedMultipartError('bad delimiter line');
    const headersEnd = buffer.indexOf(HEADERS_END, cursor);
    if (headersEnd < 0) throw new MalformedMultipartError('part headers never end');
    const contentEnd = buffer.indexOf(nextDelimiter, headersEnd + HEADERS_END.length);
    if (contentEnd < 0) throw new MalformedMultipartError('part never ends');
    const headers = buffer.toString('utf8', cursor + CRLF.length, headersEnd).split('\r\n');
    const header = (name: string) => headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '';
    const disposition = header('content-disposition');
    const filename = parameter(disposition, 'filename');
    if (/^form-data\b/i.test(disposition) && parameter(disposition, 'name') === field && filename !== undefined) {
      const type = header('content-type').split(';')[0]!.trim().toLowerCase();
      return { bytes: body.subarray(headersEnd + HEADERS_END.length, contentEnd), type, filename };
    }
    at = contentEnd + CRLF.length;
  }
}
