import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertLog, pushDeliveries } from '../../db/tables';
import { signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, type TestApp, onSqlite } from '../../test/test-app';
import { recordAlert } from './alert-events';
import { ALERT_DRAIN_JOB } from './alert-worker';

describe('the alert worker', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const pendingAlert = async () => {
    const { user, token } = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription('https://push.example.com/send/w').json });
    await recordAlert(testApp.db, user.id, { kind: 'pickup-confirmed', pickupId: 1, date: '2026-03-12', time: '10:00', packages: 1 }, testApp.clock.now());
  };

  it('never runs two passes at once: kicks and drains together deliver each alert once', async () => {
    await pendingAlert();
    testApp.deps.alerts.kick();
    await Promise.all([testApp.deps.alerts.drain(), testApp.deps.alerts.drain(), testApp.deps.alerts.drain()]);
    await new Promise((resolve) => setImmediate(resolve));
    await testApp.deps.alerts.drain();
    expect(await testApp.db.select().from(pushDeliveries)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it.runIf(onSqlite)('logs and counts a pass that fails (the database refusing) and keeps running', async () => {
    await pendingAlert();
    testApp.sqlite!.exec("CREATE TRIGGER alerts_frozen BEFORE UPDATE ON alert_log BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END");
    await testApp.deps.alerts.drain();
    // The alert that could not be marked is logged, and so is the pass it stopped.
    expect(testApp.logs.filter((line) => line.includes('disk I/O error'))).toHaveLength(1);
    expect(testApp.logRecords).toContainEqual(expect.objectContaining({ job: ALERT_DRAIN_JOB, msg: 'run failed', err: expect.objectContaining({ message: 'disk I/O error' }) }));
    expect((await testApp.deps.metrics.jobFailures.get()).values).toEqual([expect.objectContaining({ labels: { job: ALERT_DRAIN_JOB }, value: 1 })]);
    testApp.sqlite!.exec('DROP TRIGGER alerts_frozen');
    await testApp.deps.alerts.drain();
    expect((await testApp.db.select().from(alertLog).limit(1))[0]).toMatchObject({ status: 'dispatched', channel: 'push' });
  });

  it('does nothing once stopped', async () => {
    await pendingAlert();
    testApp.deps.alerts.stop();
    await testApp.deps.alerts.drain();
    expect((await testApp.db.select().from(alertLog).limit(1))[0]?.status).toBe('pending');
  });
});
