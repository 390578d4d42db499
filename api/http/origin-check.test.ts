import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentMethodResponseSchema } from '../../shared/payments/payment-method-schema';
import { subscriptions } from '../db/tables';
import { signedIn, subscribeViaApi } from '../test/factories';
import { call, callRaw, createTestApp, TEST_APP_URL, type TestApp } from '../test/test-app';

const REFUSED = { error: 'Cross-site request refused' };
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const OURS = { origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' };

/** Issue 11 item 4: a page on another site must not make a signed-in browser write, even without a body. */
describe('cross-site writes (docs/decisions/114)', () => {
  let testApp: TestApp;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    testApp = await createTestApp();
    ({ token, user: { id: userId } } = await signedIn(testApp));
  });
  afterEach(() => testApp.close());

  const cookie = () => ({ cookie: `md_session=${token}` });
  const profileStatus = async () => (await call(testApp, 'GET', '/api/users/profile', { headers: cookie() })).status;
  const subscription = async () => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

  it('logout: refused from another site (the session lives on), done from ours', async () => {
    const refused = await call(testApp, 'POST', '/api/logout', { headers: { ...cookie(), ...FOREIGN } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSED);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await profileStatus()).toBe(200);

    expect((await call(testApp, 'POST', '/api/logout', { headers: { ...cookie(), ...OURS } })).status).toBe(200);
    expect(await profileStatus()).toBe(401);
  });

  it('making a card the default: refused from another site, done from ours', async () => {
    await subscribeViaApi(testApp, token);
    const added = await call(testApp, 'POST', '/api/braintree/payment-methods', { token, body: { paymentMethodNonce: 'fake-valid-discover-nonce' } });
    const other = PaymentMethodResponseSchema.parse(await added.json()).payment_method;
    const paying = (await subscription()).paymentMethodToken;
    const path = `/api/braintree/payment-methods/${other.token}/default`;

    const refused = await call(testApp, 'POST', path, { headers: { ...cookie(), origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSED);
    expect((await subscription()).paymentMethodToken).toBe(paying);

    expect((await call(testApp, 'POST', path, { headers: { ...cookie(), ...OURS } })).status).toBe(200);
    expect((await subscription()).paymentMethodToken).toBe(other.token);
  });

  it('cancelling the subscription (DELETE): refused from another site, done from ours', async () => {
    await subscribeViaApi(testApp, token);
    const before = await subscription();
    const path = `/api/users/${userId}/subscription`;

    const refused = await call(testApp, 'DELETE', path, { headers: { ...cookie(), 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSED);
    expect(await subscription()).toEqual(before);

    expect((await call(testApp, 'DELETE', path, { headers: { ...cookie(), ...OURS } })).status).toBe(200);
    expect(await subscription()).not.toEqual(before);
  });

  it('refuses a cookie write with a foreign Origin even with a JSON body, and a bodiless one that names no origin', async () => {
    const json = await callRaw(testApp, 'POST', '/api/contact', { contentType: 'application/json', body: '{}', headers: { ...cookie(), origin: 'https://evil.example' } });
    expect(json.status).toBe(403);
    const noOrigin = await call(testApp, 'POST', '/api/logout', { headers: cookie() });
    expect(noOrigin.status).toBe(403);
    expect(await profileStatus()).toBe(200);
  });

  it('leaves requests without the session cookie to their own checks (nothing of the user to borrow)', async () => {
    const anonymous = await call(testApp, 'DELETE', `/api/users/${userId}/subscription`, { headers: FOREIGN });
    expect(anonymous.status).toBe(401);
  });

  it('accepts the host the request was sent to (a second name of the app)', async () => {
    const sameHost = await call(testApp, 'POST', '/api/logout', { headers: { ...cookie(), origin: 'http://localhost', host: 'localhost' } });
    expect(sameHost.status).toBe(200);
  });

  it('compares the scheme too: https://<host> is another origin than the http app at <host> (issue 27 item 5)', async () => {
    for (const origin of ['https://app.test', 'https://localhost']) {
      const host = new URL(origin).host;
      const refused = await call(testApp, 'POST', '/api/logout', { headers: { ...cookie(), origin, host } });
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual(REFUSED);
    }
    expect((await call(testApp, 'POST', '/api/logout', { headers: { ...cookie(), origin: 'http://localhost:8080', host: 'localhost' } })).status).toBe(403);
    expect(await profileStatus()).toBe(200);
  });

  it('lets Bearer clients and webhooks through without an Origin', async () => {
    expect((await call(testApp, 'POST', '/api/logout', { token })).status).toBe(200);
    const webhook = await callRaw(testApp, 'POST', '/api/webhooks/tracking', { contentType: 'application/json', body: '{}' });
    expect(webhook.status).not.toBe(403);
    const reads = await call(testApp, 'GET', '/api/users/profile', { headers: { ...cookie(), ...FOREIGN } });
    expect(reads.status).toBe(401);
  });
});

describe('cross-site writes behind a proxy that ends TLS', () => {
  const cookieOf = async (testApp: TestApp) => ({ cookie: `md_session=${(await signedIn(testApp)).token}` });
  const logout = (testApp: TestApp, headers: Record<string, string>) => call(testApp, 'POST', '/api/logout', { headers });

  it("takes the scheme from our proxy's X-Forwarded-Proto (TRUST_PROXY): https passes, http is another origin", async () => {
    const testApp = await createTestApp({ config: { appUrl: 'https://app.test', trustProxy: 1 } });
    try {
      const https = { 'x-forwarded-proto': 'https', host: 'second.test' };
      expect((await logout(testApp, { ...(await cookieOf(testApp)), ...https, origin: 'https://app.test' })).status).toBe(200);
      expect((await logout(testApp, { ...(await cookieOf(testApp)), ...https, origin: 'https://second.test' })).status).toBe(200);
      expect((await logout(testApp, { ...(await cookieOf(testApp)), ...https, origin: 'http://second.test' })).status).toBe(403);
      expect((await logout(testApp, { ...(await cookieOf(testApp)), ...https, origin: 'http://app.test' })).status).toBe(403);
    } finally {
      testApp.close();
    }
  });

  it.each([
    ['without TRUST_PROXY', 0],
    ['from a peer that is none of the listed proxies', ['10.0.0.0/8']],
  ])('believes no X-Forwarded-Proto %s: the request came over plain http', async (_case, trustProxy) => {
    const testApp = await createTestApp({ config: { trustProxy } });
    try {
      const forged = { 'x-forwarded-proto': 'https', host: 'localhost', origin: 'https://localhost' };
      expect((await logout(testApp, { ...(await cookieOf(testApp)), ...forged })).status).toBe(403);
      expect((await logout(testApp, { ...(await cookieOf(testApp)), host: 'localhost', origin: 'http://localhost' })).status).toBe(200);
    } finally {
      testApp.close();
    }
  });
});
