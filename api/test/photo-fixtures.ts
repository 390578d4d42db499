import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test support: images made by sharp itself. */

export const EXIF_ARTIST = 'Warehouse Cam 7';

/**
 * A 3000x2000 camera JPEG whose EXIF says "rotate 90° clockwise to view" (orientation 6), names its maker and carries
 * a GPS position: all of it must be gone from what is stored, and the stored photo must stand upright (portrait).
 */
export const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 95 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Artist: EXIF_ARTIST, Make: 'TabletCo', Model: 'Receiving 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 0/1' },
      },
    })
    .toBuffer();

export const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
export const smallWebp = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).webp().toBuffer();
export const smallGif = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).gif().toBuffer();

/** A PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 RGB PNG with `chunks` before its image data. */
export function tinyPngWith(chunks: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 200, 120, 40])); // filter byte, one pixel
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), ...chunks, pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

/**
 * A zlib stream that inflates to `megabytes` MB of zero bytes, about a thousandth of that in size, built in
 * milliseconds: one fully flushed deflate block of 1 MB (it refers to nothing before it) repeated, a final empty
 * block, and the Adler-32 of that many zeros (a stays 1, b counts the bytes).
 */
export function zlibBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((megabytes * MB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0)), adler]);
}

/** zTXt: a keyword, a NUL, compression method 0, the compressed text. */
export const zTxtChunk = (keyword: string, compressed: Buffer) => pngChunk('zTXt', Buffer.concat([Buffer.from(`${keyword}\0\0`, 'latin1'), compressed]));
/** iTXt with its compression flag set: keyword, NUL, flag 1, method 0, empty language and translated keyword. */
export const compressedITxtChunk = (keyword: string, compressed: Buffer) => pngChunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0\x01\0\0\0`, 'latin1'), compressed]));
/** iCCP: a profile name, a NUL, compression method 0, the compressed profile. */
export const iccpChunk = (name: string, compressed: Buffer) => pngChunk('iCCP', Buffer.concat([Buffer.from(`${name}\0\0`, 'latin1'), compressed]));
