import { describe, expect, it } from 'vitest';
import { hasPdfSignature } from './pdf-signature';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a PDF by its first bytes', () => {
  it('is a file that begins with %PDF-', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
  });

  it('is not a file named or sent as one that begins otherwise', () => {
    expect(hasPdfSignature(bytes('<html><script>alert(1)</script>'))).toBe(false);
    expect(hasPdfSignature(bytes(' %PDF-1.7'))).toBe(false);
    expect(hasPdfSignature(bytes('%PDF-'))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });
});
