import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../../shared/addresses/address-messages';
import { createEasypostAddressVerifier } from '../../../adapters/address-verification/easypost-address-verifier';
import { LOCAL_EASYPOST_ADDRESS_API_KEY, STANDIN_STREETS, startLocalEasypostAddressServer, type LocalEasypostAddressServer } from '../../../adapters/address-verification/local-easypost-address-server';
import type { AddressVerifier } from '../../../adapters/address-verification/address-verifier';
import { deliveryAddresses } from '../../../db/tables';
import { carrierDown, carrierRateLimit, doral, failingVerifier } from '../../../test/address-fixtures';
import { createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { ADDRESS_CHECKS_PER_HOUR } from '../carrier-check';

describe('/api/addresses when the carrier does not answer as hoped', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  async function premiumOn(verifier?: AddressVerifier) {
    testApp = await createTestApp(verifier ? { addressVerification: verifier } : {});
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'premium' });
    return { app: testApp, token };
  }

  it('answers 429 with the carrier’s wait when it limits us, storing nothing', async () => {
    const { app, token } = await premiumOn(failingVerifier(carrierRateLimit(7)));
    const refused = await call(app, 'POST', '/api/addresses', { token, body: doral() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await jsonOf(refused)).toEqual({ error: ADDRESS_MESSAGES.carrierBusy });
    expect(await app.db.select().from(deliveryAddresses)).toEqual([]);
  });

  it('answers 429 with a minute to wait when the carrier gave none', async () => {
    const { app, token } = await premiumOn(failingVerifier(carrierRateLimit(null)));
    expect((await call(app, 'POST', '/api/addresses', { token, body: doral() })).headers.get('retry-after')).toBe('60');
  });

  it('answers 503 when the carrier is down or the adapter fails in any other way, never 500', async () => {
    for (const error of [carrierDown(), new Error('Cannot find module @easypost/api')]) {
      const { app, token } = await premiumOn(failingVerifier(error));
      const refused = await call(app, 'POST', '/api/addresses', { token, body: doral() });
      expect(refused.status).toBe(503);
      expect(await jsonOf(refused)).toEqual({ error: ADDRESS_MESSAGES.carrierUnavailable });
      app.close();
      testApp = undefined;
    }
  });

  it('refuses more carrier checks than an hour allows for one customer, with 429', async () => {
    const { app, token } = await premiumOn();
    const { address } = await jsonOf<{ address: { id: number } }>(await call(app, 'POST', '/api/addresses', { token, body: doral() }));
    for (let check = 1; check < ADDRESS_CHECKS_PER_HOUR; check += 1) expect((await call(app, 'PUT', `/api/addresses/${address.id}`, { token, body: doral() })).status).toBe(200);
    const refused = await call(app, 'PUT', `/api/addresses/${address.id}`, { token, body: doral() });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toMatchObject({ error: ADDRESS_MESSAGES.tooManyChecks });
  });
});

describe('/api/addresses with the real EasyPost adapter against a local EasyPost', () => {
  let server: LocalEasypostAddressServer;
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startLocalEasypostAddressServer();
    testApp = await createTestApp({ addressVerification: createEasypostAddressVerifier({ apiKey: LOCAL_EASYPOST_ADDRESS_API_KEY, baseUrl: server.baseUrl, timeoutMs: 500 }, () => new Date()) });
    const { user, token: session } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'premium' });
    token = session;
  });
  afterAll(async () => {
    testApp.close();
    await server.close();
  });
  const add = (body: Record<string, unknown>) => call(testApp, 'POST', '/api/addresses', { token, body });

  it("stores EasyPost's id and its correction to accept", async () => {
    const response = await add(doral({ street1: STANDIN_STREETS.corrected, street2: 'Floor 5', city: 'San Francisco', state: 'CA', zip: '94104' }));
    expect(response.status).toBe(201);
    expect(await jsonOf(response)).toMatchObject({ address: { verification_status: 'correction_suggested', suggested_correction: { street1: '417 Montgomery St', street2: 'Fl 5', zip: '94104-1129' } } });
    const [row] = await testApp.db.select().from(deliveryAddresses);
    expect(row?.carrierAddressId).toBe('adr_3a2086e3bafa11eeb8d4ac1f6bc539ae');
  });

  it.each<[string, number, string]>([
    [STANDIN_STREETS.notFound, 400, ADDRESS_MESSAGES.undeliverable],
    [STANDIN_STREETS.strictFailure, 400, ADDRESS_MESSAGES.undeliverable],
    [STANDIN_STREETS.rateLimited, 429, ADDRESS_MESSAGES.carrierBusy],
    [STANDIN_STREETS.serverError, 503, ADDRESS_MESSAGES.carrierUnavailable],
    [STANDIN_STREETS.badGateway, 503, ADDRESS_MESSAGES.carrierUnavailable],
    [STANDIN_STREETS.slow, 503, ADDRESS_MESSAGES.carrierUnavailable],
  ])('answers %s with %i', async (street1, status, error) => {
    const response = await add(doral({ street1 }));
    expect(response.status).toBe(status);
    expect(await jsonOf(response)).toMatchObject({ error });
  });
});
