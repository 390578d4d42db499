import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time/durations';
import { idempotencyKeys } from '../../db/tables';
import { createSubscription, signedIn } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { pruneIdempotencyKeys } from './idempotency-service';
import { KEEP_IDEMPOTENCY_KEYS_MS } from './idempotency-prune-job';

describe('forgetting old idempotency keys', () => {
  let testApp: TestApp;
  let token: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    const customer = await signedIn(testApp);
    token = customer.token;
    await createSubscription(testApp, customer.user.id);
  });
  afterEach(() => testApp.close());

  const addPackage = (trackingNumber: string, key: string) =>
    call(testApp, 'POST', '/api/tracking/create', { token, body: { tracking_number: trackingNumber, title: 'Libros' }, headers: { 'Idempotency-Key': key } });
  const keys = async () => (await testApp.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key);

  it('keeps a key for 90 days (a phone back after a long offline spell still gets its first answer), then forgets it', async () => {
    expect(KEEP_IDEMPOTENCY_KEYS_MS).toBe(90 * DAY_MS);
    expect((await addPackage('1Z5R89390357567127', 'old-write')).status).toBe(201);
    const replay = await addPackage('1Z5R89390357567127', 'old-write');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    testApp.clock.advance(60 * DAY_MS);
    // A claim whose request never finished, later on.
    await testApp.db.insert(idempotencyKeys).values({ scope: 1, key: 'recent-claim', method: 'POST', path: '/api/pickup/schedule', requestHash: 'h', createdAt: testApp.clock.now() });

    testApp.clock.advance(30 * DAY_MS);
    expect(await pruneIdempotencyKeys(testApp.deps, KEEP_IDEMPOTENCY_KEYS_MS)).toBe(0);
    expect((await keys()).sort()).toEqual(['old-write', 'recent-claim']);

    testApp.clock.advance(1);
    expect(await pruneIdempotencyKeys(testApp.deps, KEEP_IDEMPOTENCY_KEYS_MS)).toBe(1);
    expect(await keys()).toEqual(['recent-claim']);
    testApp.clock.advance(60 * DAY_MS);
    expect(await pruneIdempotencyKeys(testApp.deps, KEEP_IDEMPOTENCY_KEYS_MS)).toBe(1);
    expect(await keys()).toEqual([]);
  });
});
