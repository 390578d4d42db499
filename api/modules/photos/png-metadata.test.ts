import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedITxtChunk, iccpChunk, pngChunk, tinyPngWith, zTxtChunk } from '../../test/photo-fixtures';
import { checkPngMetadata } from './png-metadata';

const KB = 1024;
const zeros = (bytes: number) => deflateSync(Buffer.alloc(bytes));

describe('checkPngMetadata', () => {
  it('adds up what every compressed chunk inflates to, up to the limit exactly', async () => {
    const png = tinyPngWith([zTxtChunk('Comment', zeros(30 * KB)), compressedITxtChunk('XML:com.adobe.xmp', zeros(20 * KB)), iccpChunk('icc', zeros(14 * KB))]);
    expect(await checkPngMetadata(png, 64 * KB)).toBe('within');
    expect(await checkPngMetadata(png, 64 * KB - 1)).toBe('tooLarge');
  });

  it('leaves plain text, uncompressed iTXt and image data out of the count', async () => {
    const plainITxt = pngChunk('iTXt', Buffer.concat([Buffer.from('Title\0\0\0en\0Título\0', 'latin1'), Buffer.alloc(8 * KB, 0x61)]));
    const png = tinyPngWith([pngChunk('tEXt', Buffer.from(`Comment\0${'a'.repeat(8 * KB)}`, 'latin1')), plainITxt]);
    expect(await checkPngMetadata(png, 0)).toBe('within');
  });

  it('calls a compressed chunk that does not inflate corrupt', async () => {
    expect(await checkPngMetadata(tinyPngWith([zTxtChunk('Comment', Buffer.from('not zlib at all'))]), 64 * KB)).toBe('corrupt');
  });

  it('stops at IEND, and passes anything that is not a PNG', async () => {
    const afterEnd = Buffer.concat([tinyPngWith([]), zTxtChunk('Comment', zeros(64 * KB))]);
    expect(await checkPngMetadata(afterEnd, 1)).toBe('within');
    expect(await checkPngMetadata(new TextEncoder().encode('GIF89a and more'), 0)).toBe('within');
  });
});
