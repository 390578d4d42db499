import { describe, expect, it } from 'vitest';
import { MalformedMultipartError, readMultipartFile } from './multipart-file';

const KB = 1024;
const text = (value: string) => new TextEncoder().encode(value);

/** A request carrying `body`, sent in pieces of `chunkSize` bytes as a network would deliver it. */
function requestOf(body: Uint8Array, contentType: string, chunkSize = 7) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(body.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
  return new Request('http://app.test/upload', { method: 'POST', body: stream, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
}

/** A form as the platform encodes it (a browser's FormData, through undici). */
async function encoded(form: FormData, chunkSize?: number) {
  const response = new Response(form);
  return requestOf(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type')!, chunkSize);
}

const fileOf = async (request: Request, field = 'photo') => {
  const read = await readMultipartFile(request, field, 64 * KB, 128 * KB);
  if ('tooLarge' in read) throw new Error('too large');
  return read.file;
};

describe('readMultipartFile', () => {
  it('finds the file of a field among other fields, with its type, however the body is cut', async () => {
    // Bytes that look like framing inside the file: CRLFs, dashes, a header block.
    const photo = new Uint8Array([0xff, 0xd8, ...text('\r\n--\r\n\r\nContent-Type: x\r\n'), 0, 1, 2, 0xff, 0xd9]);
    const form = new FormData();
    form.append('note', 'fragile');
    form.append('other', new Blob([text('not this one')], { type: 'text/plain' }), 'other.txt');
    form.append('photo', new Blob([photo], { type: 'image/JPEG' }), 'parcel "front".jpg');
    for (const chunkSize of [1, 7, 64 * KB]) {
      const file = await fileOf(await encoded(form, chunkSize));
      expect(file?.type).toBe('image/jpeg');
      expect(new Uint8Array(file!.bytes)).toEqual(photo);
    }
  });

  it('finds nothing when the field is missing, is not a file, or the file is in another field', async () => {
    const form = new FormData();
    form.append('photo', 'just text');
    form.append('file', new Blob([text('a photo')], { type: 'image/jpeg' }), 'a.jpg');
    expect(await fileOf(await encoded(form))).toBeNull();
    expect(new Uint8Array((await fileOf(await encoded(form), 'file'))!.bytes)).toEqual(text('a photo'));
  });

  it('reads an empty file after a preamble, with a quoted boundary', async () => {
    const body = text('preamble to ignore\r\n--odd boundary\r\nContent-Disposition: form-data; name=photo; filename="e.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\r\n--odd boundary--\r\n');
    const file = await fileOf(requestOf(body, 'multipart/form-data; boundary="odd boundary"'));
    expect(file?.bytes.length).toBe(0);
  });

  it('refuses a body that is not a form of that boundary, or stops before its part ends', async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nJPEG';
    for (const [body, contentType] of [
      [`${part}\r\n--b--\r\n`, 'multipart/form-data'],
      [part, 'multipart/form-data; boundary=b'],
      ['--b\r\nContent-Disposition: form-data; name="photo"', 'multipart/form-data; boundary=b'],
    ]) {
      await expect(fileOf(requestOf(text(body!), contentType!)), body).rejects.toThrow(MalformedMultipartError);
    }
  });

  it('keeps nothing past the bound, and reads the rest to its end when it is within the drain bound', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(100 * KB)], { type: 'image/jpeg' }), 'big.jpg');
    expect(await readMultipartFile(await encoded(form, 4 * KB), 'photo', 40 * KB, 200 * KB)).toEqual({ tooLarge: true, drained: true });
    expect(await readMultipartFile(await encoded(form, 4 * KB), 'photo', 40 * KB, 60 * KB)).toEqual({ tooLarge: true, drained: false });
  });
});
