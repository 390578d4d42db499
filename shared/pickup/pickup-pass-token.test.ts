import { describe, expect, it } from 'vitest';
import { formatPassToken, parsePassToken, PASS_SIGNATURE_ALPHABET, passSignatureOf, passSignedText } from './pickup-pass-token';

const claim = { pickupId: 123, date: '2026-03-12' };
const SIGNATURE = 'ABCD0123EFGH4567';

describe('the pickup pass code', () => {
  it('names the pickup and its day, with the signature in groups of four', () => {
    expect(formatPassToken(claim, SIGNATURE)).toBe('MD-123-20260312-ABCD-0123-EFGH-4567');
    expect(passSignedText(claim)).toBe('pickup-pass.v1.123.2026-03-12');
  });

  it('reads back what it wrote, and what a person types: any case, spaces, O for 0, I and L for 1', () => {
    const code = formatPassToken(claim, SIGNATURE);
    expect(parsePassToken(code)).toEqual({ claim, signature: SIGNATURE });
    expect(parsePassToken(' md 123 2O26O312 abcd o123 efgh 4567 ')).toEqual({ claim, signature: SIGNATURE });
    expect(parsePassToken('MD-I23-20260312-ABCD-0L23-EFGH-4567')).toEqual({ claim, signature: SIGNATURE });
  });

  it('tells an id that ends like a date from the day that follows it', () => {
    const long = { pickupId: 2026031299, date: '2026-01-05' };
    expect(parsePassToken(formatPassToken(long, SIGNATURE))?.claim).toEqual(long);
  });

  it('is null for anything not shaped like a pass', () => {
    for (const text of ['', 'MD-123-ABCD', 'XX-123-20260312-ABCD-0123-EFGH-4567', 'MD-0-20260312-ABCD-0123-EFGH-4567', 'MD-123-20260312-ABCD-0123-EFGH-456U', `MD-1-20260312-${'A'.repeat(80)}`]) {
      expect(parsePassToken(text)).toBeNull();
    }
  });

  it('writes 16 base32 characters of the first 80 bits of a MAC', () => {
    expect(passSignatureOf(new Uint8Array(32))).toBe('0'.repeat(16));
    expect(passSignatureOf(new Uint8Array(32).fill(255))).toBe('Z'.repeat(16));
    // 0x08 0x42 ...: 00001 00001 00001 0...
    expect(passSignatureOf(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1'.repeat(16));
    expect([...passSignatureOf(Uint8Array.from({ length: 32 }, (_, index) => index * 37))].every((letter) => PASS_SIGNATURE_ALPHABET.includes(letter))).toBe(true);
  });
});
