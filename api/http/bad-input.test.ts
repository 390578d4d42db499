import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../test/factories';
import { callRaw, createTestApp, type TestApp } from '../test/test-app';

/** Every write answers hostile bodies with a 4xx JSON error, never a 500, signed in or not. */
const WRITES: Array<[string, string]> = [
  ['POST', '/api/users'],
  ['POST', '/api/users/resend-confirmation'],
  ['POST', '/api/login'],
  ['POST', '/api/password-reset/request'],
  ['POST', '/api/password-reset/confirm'],
  ['POST', '/api/settings/registration'],
  ['POST', '/api/settings/whatsapp'],
  ['POST', '/api/contact'],
  ['POST', '/api/newsletter'],
  ['POST', '/api/subscriptions'],
  ['PUT', '/api/users/1/subscription'],
  ['POST', '/api/users/1/subscription/validate'],
  ['POST', '/api/braintree/payment-methods'],
  ['POST', '/api/payments/provider'],
  ['POST', '/api/paypal/orders'],
  ['POST', '/api/webhooks/braintree'],
  ['POST', '/api/webhooks/paypal'],
  ['POST', '/api/webhooks/tracking'],
  ['POST', '/api/tracking/create'],
  ['POST', '/api/contact/dashboard'],
  ['PUT', '/api/packages/1/received'],
  ['PUT', '/api/packages/1/picked-up'],
  ['PUT', '/api/packages/1/carrier'],
  ['POST', '/api/packages/1/photos'],
  ['POST', '/api/pickup/schedule'],
  ['PUT', '/api/pickup/1/reschedule'],
  ['PUT', '/api/pickup/1/packages'],
  ['POST', '/api/settings/business'],
  ['POST', '/api/admin/users'],
  ['POST', '/api/unidentified-parcels'],
  ['POST', '/api/unidentified-parcels/1/assign'],
  ['POST', '/api/unidentified-parcels/1/photos'],
];

const BODIES = ['', '{', 'null', '[]', '"text"', '42', '{"email":{"$ne":1}}', JSON.stringify({ email: 'x'.repeat(5000), plan_type: 7, provider: [], paymentMethodNonce: null })];

describe('bad input on every write', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const { user } = await createUser(testApp, { role: 'superadmin' });
    token = await loginAs(testApp, user.email);
  });
  afterAll(() => testApp.close());

  it.each(WRITES)('%s %s answers 4xx JSON for malformed bodies', async (method, path) => {
    for (const asUser of [false, true]) {
      for (const body of BODIES) {
        const response = await callRaw(testApp, method, path, { body, contentType: 'application/json', ...(asUser ? { headers: { authorization: `Bearer ${token}` } } : {}) });
        expect(response.status, `${method} ${path} ${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path} ${body.slice(0, 30)}`).toBeLessThan(500);
        expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
      }
    }
  });
});
