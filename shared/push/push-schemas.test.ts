import { describe, expect, it } from 'vitest';
import {
  PUSH_ENDPOINT_MAX_LENGTH,
  PushPayloadSchema,
  PushPreferencesUpdateSchema,
  PushStatusSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
} from './push-schemas';

const subscription = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  language: 'es',
};

describe('PushSubscriptionInputSchema', () => {
  it('accepts the browser PushSubscription JSON, with or without a language', () => {
    expect(PushSubscriptionInputSchema.parse(subscription)).toEqual(subscription);
    const { language: _language, expirationTime: _expiration, ...bare } = subscription;
    expect(PushSubscriptionInputSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses a non-https or too long endpoint', () => {
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, endpoint: 'http://push.example.com/x' }).success).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, endpoint: 'not a url' }).success).toBe(false);
    const long = `https://push.example.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`;
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, endpoint: long }).success).toBe(false);
  });

  it('refuses keys that are not base64url or are missing', () => {
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, keys: { p256dh: 'a b', auth: 'x' } }).success).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, keys: { p256dh: 'abc', auth: 'a'.repeat(65) } }).success).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, keys: undefined }).success).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ ...subscription, language: 'fr' }).success).toBe(false);
  });
});

describe('the other push schemas', () => {
  it('unsubscribe needs a URL', () => {
    expect(PushUnsubscribeSchema.safeParse({ endpoint: subscription.endpoint }).success).toBe(true);
    expect(PushUnsubscribeSchema.safeParse({ endpoint: 'nope' }).success).toBe(false);
  });

  it('a preferences update is partial but typed', () => {
    expect(PushPreferencesUpdateSchema.parse({ storage: false })).toEqual({ storage: false });
    expect(PushPreferencesUpdateSchema.safeParse({ storage: 'no' }).success).toBe(false);
    expect(PushStatusSchema.parse({ received: true, tracking: true, pickup: true, storage: false, devices: 2 }).devices).toBe(2);
  });

  it('a payload carries an app path and an optional absolute image', () => {
    const payload = { kind: 'package-received', title: 't', body: 'b', url: '/dashboard/packages/4', tag: 'package-4' };
    expect(PushPayloadSchema.safeParse(payload).success).toBe(true);
    expect(PushPayloadSchema.safeParse({ ...payload, image: 'https://app.example.com/api/photos/1' }).success).toBe(true);
    expect(PushPayloadSchema.safeParse({ ...payload, url: 'https://evil.example.com' }).success).toBe(false);
    expect(PushPayloadSchema.safeParse({ ...payload, kind: 'other' }).success).toBe(false);
  });
});
