import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { pushSubscriptions } from '../db/tables';
import type { TestApp } from './test-app';

export interface FakeBrowserSubscription {
  /** What the browser's PushSubscription.toJSON() gives, as POST /api/push/subscriptions takes it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The browser's private side: what decrypts the pushes sent to it. */
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A real P-256 key pair and 16-byte auth secret, as a browser makes for each subscription. */
export function fakeBrowserSubscription(endpoint: string): FakeBrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    ecdh,
    authSecret,
  };
}

export const subscriptionRows = async (testApp: TestApp) => await testApp.db.select().from(pushSubscriptions);
