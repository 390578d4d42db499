import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

describe('health and unknown paths', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers 200 {ok:true} on /api/health', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
