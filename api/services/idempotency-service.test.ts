import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { ApiError } from '../http/api-error';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { MINUTE_MS } from '../test/test-clock';
import { idempotent, type IdempotentRequest } from './idempotency-service';

describe('idempotent: a claim left by a request that never finished', () => {
  let testApp: TestApp;
  let request: IdempotentRequest;
  beforeEach(async () => {
    testApp = createTestApp();
    const { user } = await createUser(testApp);
    request = { scope: user.id, key: 'pay-1', method: 'POST', path: '/subscriptions', fingerprint: { plan: 'plus' }, storeErrors: () => false };
  });
  afterEach(() => testApp.close());

  /** The first request claims the key, then its process dies: the work never answers. */
  const abandonedClaim = () => {
    void idempotent(testApp.deps, request, () => new Promise(() => {}));
    expect(testApp.db.select().from(idempotencyKeys).all()).toEqual([expect.objectContaining({ key: 'pay-1', statusCode: null })]);
  };

  it('is taken over after its two-minute lease: the retry runs, its answer is stored and replayed', async () => {
    abandonedClaim();
    testApp.clock.advance(2 * MINUTE_MS + 1000);
    let runs = 0;
    const retry = await idempotent(testApp.deps, request, async () => ({ status: 201, body: { charged: ++runs } }));
    expect(retry).toEqual({ status: 201, body: { charged: 1 }, replayed: false });

    const again = await idempotent(testApp.deps, request, async () => ({ status: 201, body: { charged: ++runs } }));
    expect(again).toEqual({ status: 201, body: { charged: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('within the lease a duplicate waits for the first answer and never runs the work twice', async () => {
    let finish: (value: { status: 201; body: unknown }) => void = () => {};
    const first = idempotent(testApp.deps, request, () => new Promise((resolve) => (finish = resolve)));
    testApp.clock.advance(MINUTE_MS);
    let duplicateRan = false;
    const duplicate = idempotent(testApp.deps, request, async () => {
      duplicateRan = true;
      return { status: 201, body: { charged: 2 } };
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    finish({ status: 201, body: { charged: 1 } });
    expect(await first).toEqual({ status: 201, body: { charged: 1 }, replayed: false });
    expect(await duplicate).toEqual({ status: 201, body: { charged: 1 }, replayed: true });
    expect(duplicateRan).toBe(false);
  });

  it('a taken-over claim still refuses another request under the same key', async () => {
    abandonedClaim();
    testApp.clock.advance(3 * MINUTE_MS);
    const other = idempotent(testApp.deps, { ...request, fingerprint: { plan: 'premium' } }, async () => ({ status: 201, body: {} }));
    await expect(other).rejects.toEqual(new ApiError(422, 'Idempotency-Key was already used with a different request'));
  });
});
