import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passSignatureOf } from '../../../shared/pickup/pickup-pass-token';
import { signPass, verifyPass } from './pickup-pass-signer';

const key = Buffer.from('0123456789abcdef0123456789abcdef');
const claim = { pickupId: 42, date: '2026-03-10' };

describe('signing a pickup pass', () => {
  it('signs the claim with HMAC-SHA256 and verifies it back', () => {
    const token = signPass(key, claim);
    const mac = createHmac('sha256', key).update('pickup-pass.v1.42.2026-03-10').digest();
    expect(token).toBe(`MD-42-20260310-${passSignatureOf(mac).match(/.{4}/g)!.join('-')}`);
    expect(verifyPass(key, token)).toEqual(claim);
    expect(verifyPass(key, token.toLowerCase())).toEqual(claim);
  });

  it('refuses another key, another pickup or day under the same signature, and a changed signature', () => {
    const token = signPass(key, claim);
    expect(verifyPass(Buffer.from('another key of thirty-two bytes!'), token)).toBeNull();
    expect(verifyPass(key, token.replace('MD-42-', 'MD-43-'))).toBeNull();
    expect(verifyPass(key, token.replace('20260310', '20260311'))).toBeNull();
    const last = token.at(-1) === '0' ? '1' : '0';
    expect(verifyPass(key, token.slice(0, -1) + last)).toBeNull();
    expect(verifyPass(key, 'not a pass')).toBeNull();
  });
});
