import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailWorker } from './mail-worker';

describe('the mail worker', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ mailDelivery: 'background' });
  });
  afterEach(() => testApp.close());

  it('logs a pass that fails (the database unreadable) instead of throwing, and runs the next pass', async () => {
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
    expect(testApp.logs).toContainEqual(expect.stringContaining('database is locked'));
    broken = false;
    await expect(worker.drain()).resolves.toBeUndefined();
    worker.stop();
  });
});
