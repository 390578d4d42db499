import { afterEach, describe, expect, it } from 'vitest';
import { localRecaptcha } from '../../../adapters/recaptcha/local-recaptcha';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/recaptcha/config', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('reports reCAPTCHA as disabled by default', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/recaptcha/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: false, site_key: null, version: 'v3' });
  });

  it('reports the local verifier when it is on', async () => {
    testApp = await createTestApp({ recaptcha: localRecaptcha });
    const response = await call(testApp, 'GET', '/api/recaptcha/config');
    expect(await response.json()).toEqual({ enabled: true, site_key: 'local', version: 'local' });
  });
});
