import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../../shared/time/durations';
import { runJob } from '../../../background/job-runs';
import { listen } from '../../../http/http-server';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { queueMail } from '../../outbox/send-mail';

const TOKEN = 'scraper-token-0123456789';

describe('GET /metrics', () => {
  let testApp: TestApp;
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
    testApp.close();
  });

  /** The app on a real socket of this machine (127.0.0.1), as a scraper beside it reaches it. */
  const onLoopback = async () => {
    server = listen(testApp.app.fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('answers a scraper on this machine; not a request a proxy here forwarded from elsewhere', async () => {
    testApp = await createTestApp();
    const base = await onLoopback();
    const local = await fetch(`${base}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toContain('text/plain');
    const forwarded = await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.json()).toEqual({ error: 'Not found' });
    expect((await fetch(`${base}/metrics`, { headers: { 'X-Real-IP': '203.0.113.9' } })).status).toBe(404);
  });

  it('answers a scraper elsewhere only with METRICS_TOKEN as its Bearer token', async () => {
    testApp = await createTestApp({ config: { metricsToken: TOKEN } });
    expect((await call(testApp, 'GET', '/metrics')).status).toBe(404);
    expect((await call(testApp, 'GET', '/metrics', { token: 'scraper-token-wrong' })).status).toBe(404);
    expect((await call(testApp, 'GET', '/metrics', { token: TOKEN })).status).toBe(200);
    const base = await onLoopback();
    expect((await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('is not opened by a token when none is configured', async () => {
    testApp = await createTestApp();
    expect((await call(testApp, 'GET', '/metrics', { token: 'undefined' })).status).toBe(404);
  });

  it('reports requests by route pattern, job runs and failures, the queues, the database size and the process', async () => {
    testApp = await createTestApp({ config: { metricsToken: TOKEN }, mailDelivery: 'background', processMetrics: true });
    await call(testApp, 'PUT', '/api/packages/77/received');
    await runJob(testApp.deps, 'mail-drain', () => undefined);
    await runJob(testApp.deps, 'tracking-refresh', () => Promise.reject(new Error('carrier down')));
    await queueMail(testApp.deps, { to: 'ana@example.com', subject: 'Hola', text: 'hola', html: '<p>hola</p>' });
    testApp.clock.advance(2 * MINUTE_MS);

    const text = await (await call(testApp, 'GET', '/metrics', { token: TOKEN })).text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="PUT",route="\/api\/packages\/:id\/received",status="401"\} 1$/m);
    expect(text).not.toContain('/api/packages/77');
    expect(text).toMatch(/^miamidrop_job_runs_total\{job="mail-drain"\} 1$/m);
    expect(text).toMatch(/^miamidrop_job_runs_total\{job="tracking-refresh"\} 1$/m);
    expect(text).toMatch(/^miamidrop_job_failures_total\{job="tracking-refresh"\} 1$/m);
    expect(text).toMatch(/^miamidrop_queue_depth\{queue="mail"\} 1$/m);
    expect(text).toMatch(/^miamidrop_queue_depth\{queue="push"\} 0$/m);
    expect(text).toMatch(/^miamidrop_queue_depth\{queue="alerts"\} 0$/m);
    expect(text).toMatch(/^miamidrop_queue_oldest_age_seconds\{queue="mail"\} 120$/m);
    expect(Number(/^miamidrop_database_size_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(testApp.logRecords).toContainEqual(expect.objectContaining({ level: 'error', job: 'tracking-refresh', msg: 'run failed' }));
  });
});
