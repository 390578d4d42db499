import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../../../shared/push/push-messages';
import { pushDeliveries } from '../../../db/tables';
import { MAX_DEVICES_PER_USER } from '../push-subscriptions-service';
import { signedIn } from '../../../test/factories';
import { fakeBrowserSubscription, subscriptionRows } from '../../../test/push-fixtures';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const ENDPOINT = 'https://push.example.com/send/device-1';

describe('/api/push', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('gives anyone the VAPID public key, the same one on every call (stored once)', async () => {
    const first = await jsonOf<{ publicKey: string }>(await call(testApp, 'GET', '/api/push/vapid-public-key'));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await jsonOf(await call(testApp, 'GET', '/api/push/vapid-public-key'))).toEqual(first);
  });

  it('asks who calls before anything else', async () => {
    const subscription = fakeBrowserSubscription(ENDPOINT).json;
    expect((await call(testApp, 'POST', '/api/push/subscriptions', { body: subscription })).status).toBe(401);
    expect((await call(testApp, 'DELETE', '/api/push/subscriptions', { body: { endpoint: ENDPOINT } })).status).toBe(401);
    expect((await call(testApp, 'GET', '/api/push/preferences')).status).toBe(401);
    expect((await call(testApp, 'PUT', '/api/push/preferences', { body: { storage: false } })).status).toBe(401);
    expect(await subscriptionRows(testApp)).toEqual([]);
  });

  it('keeps several devices per user, upserts by endpoint with the language, and counts them', async () => {
    const { user, token } = await signedIn(testApp);
    const phone = fakeBrowserSubscription(ENDPOINT).json;
    const laptop = fakeBrowserSubscription('https://push.example.com/send/device-2').json;
    const created = await call(testApp, 'POST', '/api/push/subscriptions', { token, body: { ...phone, language: 'en' }, headers: { 'user-agent': 'Pixel' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ ok: true });
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: laptop });
    const renewed = fakeBrowserSubscription(ENDPOINT).json;
    expect((await call(testApp, 'POST', '/api/push/subscriptions', { token, body: renewed })).status).toBe(201);

    const rows = await subscriptionRows(testApp);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.endpoint === ENDPOINT)).toMatchObject({ userId: user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, language: 'en' });
    expect(rows.find((row) => row.endpoint !== ENDPOINT)?.language).toBe('es');
    expect(await jsonOf(await call(testApp, 'GET', '/api/push/preferences', { token }))).toEqual({ received: true, tracking: true, pickup: true, storage: true, devices: 2 });
  });

  it('moves an endpoint another account held to the caller', async () => {
    const first = await signedIn(testApp);
    const second = await signedIn(testApp);
    const subscription = fakeBrowserSubscription(ENDPOINT).json;
    await call(testApp, 'POST', '/api/push/subscriptions', { token: first.token, body: subscription });
    await call(testApp, 'POST', '/api/push/subscriptions', { token: second.token, body: subscription });
    expect(await subscriptionRows(testApp)).toEqual([expect.objectContaining({ userId: second.user.id, endpoint: ENDPOINT })]);
    expect(await jsonOf(await call(testApp, 'GET', '/api/push/preferences', { token: first.token }))).toMatchObject({ devices: 0 });
  });

  it('keeps the browser named by its user agent, cut to 300 characters', async () => {
    const { token } = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(ENDPOINT).json, headers: { 'user-agent': 'Pixel' } });
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(`${ENDPOINT}-long`).json, headers: { 'user-agent': 'M'.repeat(400) } });
    expect((await subscriptionRows(testApp)).map((row) => row.userAgent)).toEqual(['Pixel', 'M'.repeat(300)]);
  });

  it('a device renewed by its own user keeps its undelivered alerts', async () => {
    const { token } = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(ENDPOINT).json });
    const [device] = await subscriptionRows(testApp);
    const now = testApp.clock.now();
    await testApp.db.insert(pushDeliveries).values({ subscriptionId: device!.id, payload: '{}', ttlSeconds: 60, nextAttemptAt: now, createdAt: now, updatedAt: now });
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(ENDPOINT).json });
    expect(await subscriptionRows(testApp)).toEqual([expect.objectContaining({ id: device!.id })]);
    expect(await testApp.db.select().from(pushDeliveries)).toHaveLength(1);
  });

  it("a device moved to another account does not keep the previous account's language", async () => {
    const first = await signedIn(testApp);
    const second = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token: first.token, body: { ...fakeBrowserSubscription(ENDPOINT).json, language: 'en' } });
    await call(testApp, 'POST', '/api/push/subscriptions', { token: second.token, body: fakeBrowserSubscription(ENDPOINT).json });
    expect(await subscriptionRows(testApp)).toEqual([expect.objectContaining({ userId: second.user.id, language: 'es' })]);
  });

  it(`keeps the newest ${MAX_DEVICES_PER_USER} devices of a user`, async () => {
    const { token } = await signedIn(testApp);
    for (let i = 0; i <= MAX_DEVICES_PER_USER; i++) {
      testApp.clock.advance(1000);
      await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(`https://push.example.com/send/d${i}`).json });
    }
    const endpoints = (await subscriptionRows(testApp)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_DEVICES_PER_USER);
    expect(endpoints).not.toContain('https://push.example.com/send/d0');
  });

  it('unsubscribes only the caller’s own endpoint, and answers 200 when it is already gone', async () => {
    const owner = await signedIn(testApp);
    const other = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token: owner.token, body: fakeBrowserSubscription(ENDPOINT).json });
    const notTheirs = await call(testApp, 'DELETE', '/api/push/subscriptions', { token: other.token, body: { endpoint: ENDPOINT } });
    expect(notTheirs.status).toBe(200);
    expect(await subscriptionRows(testApp)).toHaveLength(1);
    const removed = await call(testApp, 'DELETE', '/api/push/subscriptions', { token: owner.token, body: { endpoint: ENDPOINT } });
    expect(await removed.json()).toEqual({ ok: true });
    expect(await subscriptionRows(testApp)).toEqual([]);
    expect((await call(testApp, 'DELETE', '/api/push/subscriptions', { token: owner.token, body: { endpoint: ENDPOINT } })).status).toBe(200);
  });

  it('switches alert groups one at a time, per user', async () => {
    const { token } = await signedIn(testApp);
    const other = await signedIn(testApp);
    const saved = await call(testApp, 'PUT', '/api/push/preferences', { token, body: { storage: false } });
    expect(await jsonOf(saved)).toEqual({ received: true, tracking: true, pickup: true, storage: false, devices: 0 });
    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { received: false } });
    expect(await jsonOf(await call(testApp, 'GET', '/api/push/preferences', { token }))).toEqual({ received: false, tracking: true, pickup: true, storage: false, devices: 0 });
    expect(await jsonOf(await call(testApp, 'GET', '/api/push/preferences', { token: other.token }))).toMatchObject({ received: true, storage: true });
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.com/x' }, 'endpoint', 'Please enter a valid link starting with https://'],
    ['keys that are not base64url', { keys: { p256dh: 'not base64!', auth: 'x' } }, 'keys.p256dh', 'Invalid request'],
    ['missing keys', { keys: undefined }, 'keys', 'Invalid request'],
    ['an unknown language', { language: 'fr' }, 'language', 'Invalid request'],
  ])('refuses a subscription with %s (400)', async (_name, change, field, error) => {
    const { token } = await signedIn(testApp);
    const response = await call(testApp, 'POST', '/api/push/subscriptions', { token, body: { ...fakeBrowserSubscription(ENDPOINT).json, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
    expect(await subscriptionRows(testApp)).toEqual([]);
  });

  it('refuses keys that are base64url but not a P-256 point and a 16-byte secret', async () => {
    const { token } = await signedIn(testApp);
    const body = { ...fakeBrowserSubscription(ENDPOINT).json, keys: { p256dh: Buffer.alloc(65, 1).toString('base64url'), auth: Buffer.alloc(16).toString('base64url') } };
    const response = await call(testApp, 'POST', '/api/push/subscriptions', { token, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PUSH_MESSAGES.invalidKeys, field: 'keys' });
  });

  it.each([
    ['a 64-byte point', Buffer.concat([Buffer.from([4]), Buffer.alloc(63, 1)]), Buffer.alloc(16)],
    ['a 15-byte secret', Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]), Buffer.alloc(15)],
  ])('refuses keys with %s', async (_name, p256dh, auth) => {
    const { token } = await signedIn(testApp);
    const body = { ...fakeBrowserSubscription(ENDPOINT).json, keys: { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') } };
    const response = await call(testApp, 'POST', '/api/push/subscriptions', { token, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PUSH_MESSAGES.invalidKeys, field: 'keys' });
  });

  it('refuses a bad unsubscribe or preferences body (400)', async () => {
    const { token } = await signedIn(testApp);
    expect((await call(testApp, 'DELETE', '/api/push/subscriptions', { token, body: { endpoint: 'nope' } })).status).toBe(400);
    const response = await call(testApp, 'PUT', '/api/push/preferences', { token, body: { storage: 'off' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request', field: 'storage' });
  });
});
