import { describe, expect, it } from 'vitest';
import { findMultipartFile, MalformedMultipartError } from './multipart-file';

/** A form as the platform encodes it (a browser's FormData, through undici): its bytes and Content-Type. */
async function encoded(form: FormData) {
  const response = new Response(form);
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

const text = (value: string) => new TextEncoder().encode(value);

describe('findMultipartFile', () => {
  it('finds the file of a field among other fields, as a view into the body with its type and name', async () => {
    // Bytes that look like framing inside the file: CRLFs, dashes, a header block.
    const photo = new Uint8Array([0xff, 0xd8, ...text('\r\n--\r\n\r\nContent-Type: x\r\n'), 0, 1, 2, 0xff, 0xd9]);
    const form = new FormData();
    form.append('note', 'fragile');
    form.append('other', new Blob([text('not this one')], { type: 'text/plain' }), 'other.txt');
    form.append('photo', new Blob([photo], { type: 'image/JPEG' }), 'parcel "front".jpg');
    const { body, contentType } = await encoded(form);
    const file = findMultipartFile(body, contentType, 'photo')!;
    expect(file.type).toBe('image/jpeg');
    expect(file.filename).toBe('parcel %22front%22.jpg');
    expect(file.bytes).toEqual(photo);
    expect(file.bytes.buffer).toBe(body.buffer);
  });

  it('finds nothing when the field is missing, is not a file, or the file is in another field', async () => {
    const form = new FormData();
    form.append('photo', 'just text');
    form.append('file', new Blob([text('a photo')], { type: 'image/jpeg' }), 'a.jpg');
    const { body, contentType } = await encoded(form);
    expect(findMultipartFile(body, contentType, 'photo')).toBeNull();
    expect(findMultipartFile(body, contentType, 'file')?.bytes).toEqual(text('a photo'));
  });

  it('reads an empty file, a preamble, a quoted boundary and a part with no Content-Type', () => {
    const body = text('preamble to ignore\r\n--odd boundary\r\nContent-Disposition: form-data; name=photo; filename=""\r\n\r\n\r\n--odd boundary--\r\n');
    const file = findMultipartFile(body, 'multipart/form-data; boundary="odd boundary"', 'photo');
    expect(file).toEqual({ bytes: new Uint8Array(0), type: '', filename: '' });
  });

  it('refuses a body that is not a form of that boundary, or stops before its part ends', () => {
    const part = '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nJPEG';
    for (const [body, contentType] of [
      ['garbage', 'multipart/form-data; boundary=xyz'],
      [`${part}\r\n--b--\r\n`, 'multipart/form-data'],
      [part, 'multipart/form-data; boundary=b'],
      ['--b\r\nContent-Disposition: form-data; name="photo"', 'multipart/form-data; boundary=b'],
      ['--bX\r\n', 'multipart/form-data; boundary=b'],
    ]) {
      expect(() => findMultipartFile(text(body!), contentType!, 'photo'), body).toThrow(MalformedMultipartError);
    }
  });
});
