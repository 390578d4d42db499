import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@shared/packages/package-photo-schema';
import { PhotoTooLargeError, shrinkPhoto } from './shrink-photo';

const MB = 1024 * 1024;

/** A file of `bytes` bytes and a type; its content never matters, the stubbed decoder decides its size. */
const photo = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'parcel.jpg', { type });

/** The platform's decoder and canvas as a browser has them, recording what the code asks of them. */
function stubPlatform(size: { width: number; height: number } | 'undecodable', encodedBytes = 300 * 1024) {
  const drawn: string[] = [];
  const bitmap = { ...(size === 'undecodable' ? { width: 0, height: 0 } : size), close: vi.fn() };
  const createImageBitmap = vi.fn(async (_source: Blob, options?: ImageBitmapOptions) => {
    if (size === 'undecodable') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    drawn.push(`decode ${options?.imageOrientation}`);
    return bitmap;
  });
  class OffscreenCanvas {
    constructor(readonly width: number, readonly height: number) {
      drawn.push(`canvas ${width}x${height}`);
    }
    getContext() {
      return {
        set fillStyle(color: string) {
          drawn.push(`fill ${color}`);
        },
        fillRect: (x: number, y: number, width: number, height: number) => drawn.push(`fillRect ${x},${y},${width}x${height}`),
        set imageSmoothingQuality(quality: string) {
          drawn.push(`smoothing ${quality}`);
        },
        drawImage: (_image: unknown, x: number, y: number, width: number, height: number) => drawn.push(`draw ${x},${y},${width}x${height}`),
      };
    }
    convertToBlob(options: ImageEncodeOptions) {
      drawn.push(`encode ${options.type} ${options.quality}`);
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: options.type }));
    }
  }
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  vi.stubGlobal('OffscreenCanvas', OffscreenCanvas);
  return { drawn, bitmap };
}

describe('shrinkPhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a camera photo upright at the size the server keeps, on white, as a JPEG', async () => {
    const { drawn, bitmap } = stubPlatform({ width: 4000, height: 3000 });
    const sent = await shrinkPhoto(photo(6 * MB));
    expect(PHOTO_MAX_SIDE).toBe(1600);
    expect(drawn).toEqual(['decode from-image', 'canvas 1600x1200', 'fill #ffffff', 'fillRect 0,0,1600x1200', 'smoothing high', 'draw 0,0,1600x1200', 'encode image/jpeg 0.9']);
    expect(sent).toMatchObject({ type: 'image/jpeg', size: 300 * 1024 });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps a portrait photo within the size on its longer side', async () => {
    const { drawn } = stubPlatform({ width: 3024, height: 4032 });
    await shrinkPhoto(photo(3 * MB));
    expect(drawn).toContain('canvas 1200x1600');
  });

  it('sends a photo already small enough as it is', async () => {
    const { drawn } = stubPlatform({ width: 1600, height: 900 });
    const small = photo(400 * 1024, 'image/png');
    expect(await shrinkPhoto(small)).toBe(small);
    expect(drawn).toEqual(['decode from-image']);
  });

  it('turns a small photo of a type the server does not take (HEIC, decoded by this browser) into a JPEG', async () => {
    const { drawn } = stubPlatform({ width: 1200, height: 900 });
    expect(await shrinkPhoto(photo(900 * 1024, 'image/heic'))).toMatchObject({ type: 'image/jpeg' });
    expect(drawn).toContain('canvas 1200x900');
  });

  it('sends a photo this browser cannot decode as it is when the server would take its size, and refuses it here when not', async () => {
    stubPlatform('undecodable');
    const within = photo(PHOTO_MAX_BYTES);
    expect(await shrinkPhoto(within)).toBe(within);
    await expect(shrinkPhoto(photo(PHOTO_MAX_BYTES + 1))).rejects.toBeInstanceOf(PhotoTooLargeError);
  });

  it('refuses a photo that is still too large once drawn, and one with no canvas to draw it on', async () => {
    stubPlatform({ width: 4000, height: 3000 }, PHOTO_MAX_BYTES + 1);
    await expect(shrinkPhoto(photo(11 * MB))).rejects.toBeInstanceOf(PhotoTooLargeError);
    vi.stubGlobal('OffscreenCanvas', undefined);
    await expect(shrinkPhoto(photo(11 * MB))).rejects.toBeInstanceOf(PhotoTooLargeError);
  });
});
