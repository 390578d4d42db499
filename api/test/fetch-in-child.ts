import { execFile } from 'node:child_process';

export type ChildFetchOutcome = { status: number; body: string } | { error: string };

export interface ChildUpload {
  url: string;
  headers: Record<string, string>;
  /** The photo: that many 0xff bytes, or a file's bytes. */
  photo: { bytes: number } | { file: string };
  /** With its Content-Length as a browser sends a file ('form'), or as a stream with none (chunked, 'stream'). */
  sent?: 'form' | 'stream';
  /** Uploads sent at once. */
  count?: number;
  /** The file's declared type (image/jpeg). */
  type?: string;
}

// A client in the server's own process shares its event loop: the race between a server closing a connection and a
// client still writing to it never plays out as it does between two processes, and the client's own work (encoding
// forms) would be counted as the server's. This one runs in a process of its own.
const CLIENT = `
const { readFileSync } = await import('node:fs');
const { url, headers, photo, sent, count, type } = JSON.parse(process.argv[1]);
const bytes = photo.file ? readFileSync(photo.file) : new Uint8Array(photo.bytes).fill(255);
const form = new FormData();
form.append('photo', new Blob([bytes], { type }), 'parcel.jpg');
const encoded = new Response(form);
const contentType = encoded.headers.get('content-type');
const body = new Uint8Array(await encoded.arrayBuffer());
const send = async () => {
  const streamed = sent === 'stream' ? new Response(body).body : body;
  try {
    const answer = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body: streamed, duplex: 'half' });
    return { status: answer.status, body: await answer.text() };
  } catch (error) {
    return { error: error.message + (error.cause ? ': ' + error.cause.message : '') };
  }
};
console.log(JSON.stringify(await Promise.all(Array.from({ length: count }, send))));`;

/** Node's fetch, in a process of its own, posting a photo as a form `count` times at once; the outcomes in order. */
export function uploadFromChild({ url, headers, photo, sent = 'form', count = 1, type = 'image/jpeg' }: ChildUpload): Promise<ChildFetchOutcome[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', CLIENT, JSON.stringify({ url, headers, photo, sent, count, type })], { timeout: 60_000, maxBuffer: 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as ChildFetchOutcome[]);
    });
  });
}
