import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushSendResult, PushSender } from '../../adapters/push/push-sender';
import { pushDeliveries } from '../../db/tables';
import { signedIn } from '../../test/factories';
import { fakeBrowserSubscription, subscriptionRows } from '../../test/push-fixtures';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../test/test-clock';
import { drainPushQueue, MAX_ATTEMPTS, pruneDeliveries, retryDelayMs } from './push-queue';

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling up to six hours', async () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([MINUTE_MS, 2 * MINUTE_MS, 4 * MINUTE_MS, 8 * MINUTE_MS]);
    expect(retryDelayMs(20)).toBe(6 * HOUR_MS);
  });

  it('never sooner than the push service asked (Retry-After)', async () => {
    expect(retryDelayMs(1, 600)).toBe(10 * MINUTE_MS);
    expect(retryDelayMs(5, 1)).toBe(16 * MINUTE_MS);
  });
});

describe('the push queue', () => {
  let testApp: TestApp;
  const asked: string[] = [];
  // The push service's answer per device, named by the end of its endpoint.
  const answers: Record<string, PushSendResult> = {
    ok: { outcome: 'sent' },
    gone: { outcome: 'gone', status: 410 },
    busy: { outcome: 'retry', reason: `push service answered 503: ${'x'.repeat(600)}` },
  };
  const scripted: PushSender = {
    kind: 'local',
    vapidPublicKey: 'test-key',
    send: (target) => {
      asked.push(target.endpoint);
      return Promise.resolve(answers[target.endpoint.split('/').pop() ?? ''] ?? { outcome: 'sent' });
    },
  };
  beforeEach(async () => {
    asked.length = 0;
    testApp = await createTestApp({ push: () => scripted });
  });
  afterEach(() => testApp.close());

  const devices = async (...names: string[]) => {
    const { token } = await signedIn(testApp);
    for (const name of names)
      await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(`https://push.example.com/send/${name}`).json });
    return await subscriptionRows(testApp);
  };
  const queue = async (subscriptionId: number, fields: Partial<typeof pushDeliveries.$inferInsert> = {}) => {
    const now = testApp.clock.now();
    const [row] = await testApp.db
      .insert(pushDeliveries)
      .values({ subscriptionId, payload: '{}', urgency: 'normal', ttlSeconds: 60, nextAttemptAt: now, createdAt: now, updatedAt: now, ...fields })
      .returning();
    return row!;
  };
  const delivery = async (id: number) => (await testApp.db.select().from(pushDeliveries)).find((row) => row.id === id);

  it('counts what one pass sent, dropped, retried and gave up', async () => {
    const [ok, gone, busy] = await devices('ok', 'gone', 'busy');
    await queue(ok!.id);
    await queue(gone!.id);
    await queue(busy!.id);
    await queue(busy!.id, { attempts: MAX_ATTEMPTS - 1 });
    expect(await drainPushQueue(testApp.deps)).toEqual({ sent: 1, gone: 1, retried: 1, failed: 1 });
  });

  it('asks the push service once for a device that is gone, and keeps sending to the other devices', async () => {
    const [gone, ok] = await devices('gone', 'ok');
    await queue(gone!.id);
    await queue(gone!.id);
    await queue(ok!.id);
    await drainPushQueue(testApp.deps);
    expect(asked).toEqual(['https://push.example.com/send/gone', 'https://push.example.com/send/ok']);
    expect((await subscriptionRows(testApp)).map((row) => row.endpoint)).toEqual(['https://push.example.com/send/ok']);
    expect(testApp.logs).toContainEqual(expect.stringMatching(new RegExp(`subscription ${gone!.id} .*410`)));
  });

  it('keeps a failed delivery pending until its eighth try, then marks it failed with the reason cut to 500 characters', async () => {
    const [busy] = await devices('busy');
    const retried = await queue(busy!.id, { attempts: MAX_ATTEMPTS - 2 });
    const givenUp = await queue(busy!.id, { attempts: MAX_ATTEMPTS - 1 });
    await drainPushQueue(testApp.deps);
    expect(await delivery(retried.id)).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS - 1 });
    expect(await delivery(givenUp.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await delivery(givenUp.id))!.lastError).toHaveLength(500);
    expect((await delivery(givenUp.id))!.lastError!.startsWith('push service answered 503')).toBe(true);
    expect(testApp.logs).toContainEqual(expect.stringMatching(new RegExp(`delivery ${givenUp.id} .*${MAX_ATTEMPTS}.*push service answered 503`)));
  });

  it('forgets sent and failed deliveries older than the given age, never a pending one', async () => {
    const [ok] = await devices('ok');
    const old = new Date(testApp.clock.now().getTime() - 8 * DAY_MS);
    const recent = new Date(testApp.clock.now().getTime() - 6 * DAY_MS);
    const oldSent = await queue(ok!.id, { status: 'sent', updatedAt: old });
    const oldFailed = await queue(ok!.id, { status: 'failed', updatedAt: old });
    const oldPending = await queue(ok!.id, { status: 'pending', updatedAt: old });
    const recentSent = await queue(ok!.id, { status: 'sent', updatedAt: recent });
    await pruneDeliveries(testApp.deps, 7 * DAY_MS);
    const left = (await testApp.db.select().from(pushDeliveries)).map((row) => row.id);
    expect(left).toEqual([oldPending.id, recentSent.id]);
    expect(left).not.toContain(oldSent.id);
    expect(left).not.toContain(oldFailed.id);
  });
});
