import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time/durations';
import { createTestAppWithUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { findDevice, rememberDevice } from './login-devices';

describe('a known login device', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
  });
  afterEach(() => testApp.close());

  const later = (ms: number) => new Date(testApp.clock.now().getTime() + ms);

  it('is known until a year after it was last seen, and forgotten from that instant', async () => {
    const token = (await rememberDevice(testApp.db, userId, undefined, testApp.clock.now()))!;
    expect((await findDevice(testApp.db, token, later(365 * DAY_MS - 1)))?.userId).toBe(userId);
    expect(await findDevice(testApp.db, token, later(365 * DAY_MS))).toBeUndefined();
  });

  it('is kept a year from each time it is seen again', async () => {
    const token = (await rememberDevice(testApp.db, userId, undefined, testApp.clock.now()))!;
    const seen = later(200 * DAY_MS);
    expect(await rememberDevice(testApp.db, userId, await findDevice(testApp.db, token, seen), seen)).toBeUndefined();
    expect((await findDevice(testApp.db, token, later(500 * DAY_MS)))?.userId).toBe(userId);
  });

  it('is not a token nobody issued, nor no token', async () => {
    await rememberDevice(testApp.db, userId, undefined, testApp.clock.now());
    expect(await findDevice(testApp.db, 'not-a-device-token', testApp.clock.now())).toBeUndefined();
    expect(await findDevice(testApp.db, undefined, testApp.clock.now())).toBeUndefined();
  });
});
