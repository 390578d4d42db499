import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { REQUEST_ID_HEADER } from './request-log';

describe('request ids and the request log', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());
  const requestLines = () => testApp.logRecords.filter((record) => record.msg === 'request');

  it('keeps a sane X-Request-Id, answers it and logs one line with method, route pattern, status and duration', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'PUT', '/api/packages/12345/received', { headers: { [REQUEST_ID_HEADER]: 'edge-7f3a.1' } });
    expect(response.status).toBe(401);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('edge-7f3a.1');
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 'info', reqId: 'edge-7f3a.1', method: 'PUT', route: '/api/packages/:id/received', status: 401, durationMs: expect.any(Number) }),
    ]);
  });

  it('makes an id when there is none, or the one sent is too long or not plain', async () => {
    testApp = await createTestApp();
    for (const sent of [undefined, 'x'.repeat(129), 'id with spaces', 'ana@example.com']) {
      const response = await call(testApp, 'GET', '/api/health', { headers: sent === undefined ? {} : { [REQUEST_ID_HEADER]: sent } });
      const made = response.headers.get(REQUEST_ID_HEADER);
      expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(requestLines().at(-1)).toMatchObject({ reqId: made, route: '/api/health', status: 200 });
    }
  });

  it('logs a failure with the request id, as an error, and answers 500 with the id', async () => {
    testApp = await createTestApp();
    testApp.app.get('/boom', () => {
      throw new Error('database exploded for ana@example.com');
    });
    const response = await call(testApp, 'GET', '/boom', { headers: { [REQUEST_ID_HEADER]: 'req-500' } });
    expect(response.status).toBe(500);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('req-500');
    const failure = testApp.logRecords.find((record) => record.msg === 'request failed');
    expect(failure).toMatchObject({ level: 'error', reqId: 'req-500', method: 'GET', err: { message: 'database exploded for a***@example.com' } });
    expect(requestLines().at(-1)).toMatchObject({ level: 'error', reqId: 'req-500', route: '/boom', status: 500 });
  });

  it("gives a service's lines written during the request the request's id", async () => {
    testApp = await createTestApp();
    // A refused PayPal webhook is logged by its route, inside the request.
    await call(testApp, 'POST', '/api/webhooks/paypal', { body: { event_type: 'x' }, headers: { [REQUEST_ID_HEADER]: 'hook-1' } });
    const refused = testApp.logRecords.find((record) => record.module === 'paypal');
    expect(refused).toMatchObject({ reqId: 'hook-1' });
  });
});
