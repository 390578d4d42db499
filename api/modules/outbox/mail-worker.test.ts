import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailWorker, MAIL_DRAIN_JOB } from './mail-worker';

describe('the mail worker', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ mailDelivery: 'background' });
  });
  afterEach(() => testApp.close());

  it('logs and counts a pass that fails (the database unreadable) instead of throwing, and runs the next pass', async () => {
    let broken = true;
    const db = new Proxy(testApp.db, {
      get: (target, key, receiver) => {
        if (broken && key === 'select') throw new Error('database is locked');
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as AppDatabase;
    const worker = createMailWorker({ ...testApp.deps, db });
    await expect(worker.drain()).resolves.toBeUndefined();
    expect(testApp.logRecords).toContainEqual(expect.objectContaining({ job: MAIL_DRAIN_JOB, msg: 'run failed', err: expect.objectContaining({ message: 'database is locked' }) }));
    expect((await testApp.deps.metrics.jobFailures.get()).values).toEqual([expect.objectContaining({ labels: { job: MAIL_DRAIN_JOB }, value: 1 })]);
    broken = false;
    await expect(worker.drain()).resolves.toBeUndefined();
    worker.stop();
  });
});
