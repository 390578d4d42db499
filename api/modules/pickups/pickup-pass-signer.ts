import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPassToken, parsePassToken, passSignatureOf, passSignedText, type PickupPassClaim } from '../../../shared/pickup/pickup-pass-token';

const mac = (key: Buffer, claim: PickupPassClaim) => createHmac('sha256', key).update(passSignedText(claim)).digest();

/** A pass's text: the pickup and its day, with their HMAC-SHA256 (its first 80 bits). */
export const signPass = (key: Buffer, claim: PickupPassClaim): string => formatPassToken(claim, passSignatureOf(mac(key, claim)));

/** The claim of a code whose signature is this key's, else null (malformed or tampered with). */
export function verifyPass(key: Buffer, text: string): PickupPassClaim | null {
  const parsed = parsePassToken(text);
  if (!parsed) return null;
  const expected = Buffer.from(passSignatureOf(mac(key, parsed.claim)));
  const given = Buffer.from(parsed.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.claim : null;
}
