import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compressedITxtChunk, iccpChunk, tinyPngWith, zlibBomb, zTxtChunk } from '../../test/photo-fixtures';
import { PHOTO_MAX_PIXELS } from '../../../shared/packages/package-photo-schema';
import { normalizePhoto, PhotoImageError } from './photo-image';

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

describe('normalizePhoto and the compressed metadata of a PNG', () => {
  // libvips reads a PNG with libpng, which inflates each compressed text or ICC chunk up to 50 MB and keeps up to
  // 100 of them: a few kilobytes of zTXt become hundreds of megabytes of memory and seconds of work.
  it('refuses a small PNG whose zTXt chunk inflates to a gigabyte', async () => {
    const bomb = tinyPngWith([zTxtChunk('Comment', zlibBomb(1024))]);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(await problemOf(bomb)).toBe('metadataTooLarge');
  });

  it('refuses compressed text and profiles that libpng would inflate in full (40 MB each), as zTXt, iTXt or iCCP', async () => {
    const forty = zlibBomb(40);
    expect(forty.length).toBeLessThan(50 * 1024);
    for (const chunk of [zTxtChunk('Comment', forty), compressedITxtChunk('XML:com.adobe.xmp', forty), iccpChunk('icc', forty)]) {
      expect(await problemOf(tinyPngWith([chunk]))).toBe('metadataTooLarge');
    }
  });

  it('counts every compressed chunk together', async () => {
    const chunks = Array.from({ length: 3 }, (_, index) => zTxtChunk(`Part${index}`, zlibBomb(1)));
    expect(await problemOf(tinyPngWith(chunks))).toBe('metadataTooLarge');
  });

  it('still takes a PNG with ordinary compressed metadata', async () => {
    const comment = deflateSync(Buffer.from('Parcel photographed at the Doral warehouse. '.repeat(200)));
    const profile = (await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().withIccProfile('p3').toBuffer());
    expect(await problemOf(tinyPngWith([zTxtChunk('Comment', comment)]))).toBe('accepted');
    expect(await problemOf(profile)).toBe('accepted');
  });
});
