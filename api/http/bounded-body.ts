/**
 * Reads and drops the rest of a body, at most `maxBytes` of it: a client still sending reads no answer before it has
 * sent everything (Node's fetch reports EPIPE, a browser a network error). True when the body was read to its end.
 */
export async function drainBody(request: Request, maxBytes: number): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  return dropRest(request.body.getReader(), 0, maxBytes);
}

/** Reads and drops the rest of a body of which `alreadyRead` bytes were read; false past `maxBytes` in all. */
export async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, maxBytes: number): Promise<boolean> {
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
