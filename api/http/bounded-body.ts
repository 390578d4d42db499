/** What arrived of a body read with a bound. */
export type BoundedBody = { bytes: Uint8Array } | { tooLarge: true; drained: boolean };

/**
 * Reads and drops the rest of a body, at most `maxBytes` of it: a client still sending reads no answer before it has
 * sent everything (Node's fetch reports EPIPE, a browser a network error). True when the body was read to its end.
 */
export async function drainBody(request: Request, maxBytes: number): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  return dropRest(request.body.getReader(), 0, maxBytes);
}

async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, maxBytes: number): Promise<boolean> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.length;
      if (read > maxBytes) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false; // the client went away
  }
}

/**
 * The whole body in one buffer (sized by Content-Length when it is declared), read chunk by chunk as it arrives.
 * Past `maxBytes` nothing more is kept: the rest is dropped up to `drainBytes` in all (see drainBody).
 */
export async function readBoundedBody(request: Request, maxBytes: number, drainBytes: number): Promise<BoundedBody> {
  if (!request.body) return { bytes: new Uint8Array(0) };
  const declared = Number(request.headers.get('content-length'));
  const reader = request.body.getReader();
  let buffer = new Uint8Array(Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, maxBytes) : Math.min(64 * 1024, maxBytes));
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: buffer.subarray(0, size) };
    if (size + value.length > maxBytes) return { tooLarge: true, drained: await dropRest(reader, size + value.length, drainBytes) };
    if (size + value.length > buffer.length) {
      const grown = new Uint8Array(Math.min(maxBytes, Math.max(size + value.length, buffer.length * 2)));
      grown.set(buffer.subarray(0, size));
      buffer = grown;
    }
    buffer.set(value, size);
    size += value.length;
  }
}
