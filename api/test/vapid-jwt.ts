import { createPublicKey, verify } from 'node:crypto';

const fromBase64url = (text: string) => Buffer.from(text, 'base64url');

/**
 * Reads a VAPID (RFC 8292) Authorization header, `vapid t=<JWT>, k=<public key>`, and checks the JWT's ES256
 * signature against the key it names.
 */
export function readVapidHeader(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = fromBase64url(publicKey);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signatureValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, fromBase64url(signature));
  return {
    publicKey,
    header: JSON.parse(fromBase64url(header).toString('utf8')) as { typ?: string; alg: string },
    claims: JSON.parse(fromBase64url(claims).toString('utf8')) as { aud: string; exp: number; sub: string },
    signatureValid,
  };
}
