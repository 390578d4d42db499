import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's X-Twilio-Signature, as documented for its webhooks: the base64 HMAC-SHA1, keyed by the auth token, of the
 * full URL followed by each form field's name and value in the order of the names. The twin signs and checks with it
 * (so it needs no SDK); the real adapter checks with the SDK's own validateRequest, which the tests hold it equal to.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

export function isTwilioSignature(authToken: string, signature: string, url: string, params: Record<string, string>): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
