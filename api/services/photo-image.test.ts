import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { normalizePhoto, PHOTO_MAX_PIXELS, PhotoImageError } from './photo-image';

/** A PNG whose header claims the given size, with a few bytes of image data: only its header can be read. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(8)), chunk('IEND', Buffer.alloc(0))]);
}

const problemOf = (input: Uint8Array) =>
  normalizePhoto(input).then(
    () => 'accepted',
    (error: unknown) => (error instanceof PhotoImageError ? error.problem : error),
  );

describe('normalizePhoto and the size an image claims', () => {
  it('refuses an image claiming more than 60 megapixels for its size, however huge the claim', async () => {
    expect(await problemOf(pngClaiming(7501, 8000))).toBe('tooManyPixels');
    // Over sharp's own limit (268 megapixels): still our refusal, not an unreadable file.
    expect(await problemOf(pngClaiming(20_000, 20_000))).toBe('tooManyPixels');
  });

  it('does not refuse exactly 60 megapixels for its size', async () => {
    expect(7500 * 8000).toBe(PHOTO_MAX_PIXELS);
    expect(await problemOf(pngClaiming(7500, 8000))).toBe('unreadable');
  });
});
