import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

describe('/api/payments/provider', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('answers braintree by default, authenticated and public', async () => {
    const { token } = await signedIn(testApp);
    expect(await (await call(testApp, 'GET', '/api/payments/provider', { token })).json()).toEqual({ provider: 'braintree' });
    expect(await (await call(testApp, 'GET', '/api/payments/provider/public')).json()).toEqual({ provider: 'braintree' });
  });

  it('needs a session for the authenticated read', async () => {
    expect((await call(testApp, 'GET', '/api/payments/provider')).status).toBe(401);
  });

  it.each(['admin', 'superadmin'] as const)('lets %s change it', async (role) => {
    const { token } = await signedIn(testApp, { role });
    const response = await call(testApp, 'POST', '/api/payments/provider', { token, body: { provider: 'paypal' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ provider: 'paypal' });
    expect(await (await call(testApp, 'GET', '/api/payments/provider/public')).json()).toEqual({ provider: 'paypal' });
  });

  it('refuses customers (403) and visitors (401), and changes nothing', async () => {
    const { token } = await signedIn(testApp);
    expect((await call(testApp, 'POST', '/api/payments/provider', { token, body: { provider: 'paypal' } })).status).toBe(403);
    expect((await call(testApp, 'POST', '/api/payments/provider', { body: { provider: 'paypal' } })).status).toBe(401);
    expect(await (await call(testApp, 'GET', '/api/payments/provider/public')).json()).toEqual({ provider: 'braintree' });
  });

  it('refuses an unknown provider or a missing field', async () => {
    const { token } = await signedIn(testApp, { role: 'admin' });
    for (const body of [{ provider: 'stripe' }, {}]) {
      const response = await call(testApp, 'POST', '/api/payments/provider', { token, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid payment provider', field: 'provider' });
    }
  });
});
