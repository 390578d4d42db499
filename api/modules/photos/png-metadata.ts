import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type PngMetadataVerdict = 'within' | 'tooLarge' | 'corrupt';

/** Where the zlib stream starts in a compressed chunk's data, or null when the chunk holds none. */
function compressedStart(type: string, data: Uint8Array): number | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0) return null;
  // zTXt and iCCP: keyword, NUL, compression method, stream.
  if (type === 'zTXt' || type === 'iCCP') return keywordEnd + 2;
  // iTXt: keyword, NUL, compression flag, method, language, NUL, translated keyword, NUL, text (a stream if flagged).
  if (type === 'iTXt' && data[keywordEnd + 1] === 1) {
    const languageEnd = data.indexOf(0, keywordEnd + 3);
    const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
    return translatedEnd < 0 ? null : translatedEnd + 1;
  }
  return null;
}

/**
 * Whether a PNG's compressed metadata (zTXt, compressed iTXt, iCCP) inflates to at most `maxBytes` in all: libvips
 * reads PNG with libpng, which inflates each such chunk up to 50 MB and keeps up to 100 of them, so a few kilobytes
 * of zTXt become gigabytes. Each stream is inflated here with no more room than is left, so this check itself never
 * produces more than `maxBytes`. A stream that cannot be inflated is 'corrupt'; anything but a PNG is 'within'.
 */
export async function checkPngMetadata(bytes: Uint8Array, maxBytes: number): Promise<PngMetadataVerdict> {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return 'within';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = maxBytes;
  // Each chunk: length (4), type (4), data, CRC (4). A chunk running past the end is left to the decoder.
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IEND') break;
    const start = compressedStart(type, data);
    if (start !== null) {
      try {
        left -= (await inflateAsync(data.subarray(start), { maxOutputLength: left + 1 })).length;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'corrupt';
      }
      if (left < 0) return 'tooLarge';
    }
    offset += 12 + length;
  }
  return 'within';
}
