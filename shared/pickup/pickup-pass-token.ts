// No crypto here: the PWA formats and reads the code; the API signs it (api/modules/pickups/pickup-pass-signer.ts).

/** What a pass names: the pickup and its day, nothing of the customer (decision 175). */
export interface PickupPassClaim {
  pickupId: number;
  /** The pickup's New York day, YYYY-MM-DD. */
  date: string;
}

const PREFIX = 'MD';
/** The signature's characters: Crockford's base32, which reads the same typed in either case. */
export const PASS_SIGNATURE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PASS_SIGNATURE_LENGTH = 16;
const GROUP = 4;
/** Long enough for any code a pass shows, typed with spaces; anything longer is not a pass. */
export const PASS_TOKEN_MAX_LENGTH = 80;

const CODE = /^MD(\d{9,20})([0-9A-Z]{16})$/;
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/** The text the signature covers: a version, the pickup and its day. */
export const passSignedText = ({ pickupId, date }: PickupPassClaim) => `pickup-pass.v1.${pickupId}.${date}`;

/** MD-123-20260312-ABCD-EFGH-JKMN-PQRS: the QR code's text and the code typed at the counter. */
export function formatPassToken(claim: PickupPassClaim, signature: string): string {
  const groups = signature.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  return [PREFIX, String(claim.pickupId), claim.date.replaceAll('-', ''), ...groups].join('-');
}

/**
 * The claim and signature of a scanned or typed code, forgiving what a person types: any case, spaces or dashes
 * anywhere, O for 0 and I or L for 1; null when it is not shaped like a pass at all.
 */
export function parsePassToken(text: string): { claim: PickupPassClaim; signature: string } | null {
  if (text.length > PASS_TOKEN_MAX_LENGTH) return null;
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(PREFIX)) return null;
  const match = CODE.exec(PREFIX + compact.slice(PREFIX.length).replace(/[OIL]/g, (letter) => LOOKALIKES[letter]!));
  if (!match) return null;
  const digits = match[1]!;
  const signature = match[2]!;
  if ([...signature].some((letter) => !PASS_SIGNATURE_ALPHABET.includes(letter))) return null;
  const day = digits.slice(-8);
  const pickupId = Number(digits.slice(0, -8));
  if (!Number.isSafeInteger(pickupId) || pickupId < 1) return null;
  return { claim: { pickupId, date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` }, signature };
}

/** The first PASS_SIGNATURE_LENGTH base32 characters of a MAC (80 bits: plenty for a code only staff can try). */
export function passSignatureOf(mac: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of mac) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < PASS_SIGNATURE_LENGTH) {
      out += PASS_SIGNATURE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === PASS_SIGNATURE_LENGTH) break;
  }
  return out;
}
