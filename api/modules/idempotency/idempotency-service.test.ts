import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { ApiError } from '../../http/api-error';
import { errorAnswer } from '../../http/error-answer';
import { createUser } from '../../test/factories';
import { createTestApp, onSqlite, type TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { IDEMPOTENCY_IN_PROGRESS, idempotent, type IdempotentRequest } from './idempotency-service';

describe('idempotent: a claim left by a request that never finished', () => {
  let testApp: TestApp;
  let request: IdempotentRequest;
  beforeEach(async () => {
    testApp = await createTestApp();
    const { user } = await createUser(testApp);
    request = { scope: user.id, key: 'pay-1', method: 'POST', path: '/subscriptions', fingerprint: { plan: 'plus' } };
  });
  afterEach(() => testApp.close());

  /** The first request claims the key, then its process dies: the work never answers. */
  const abandonedClaim = async () => {
    // The work starts once the key is claimed (an awaited transaction): from then on the run never answers.
    await new Promise<void>((claimed) => {
      void idempotent(testApp.deps, request, () => {
        claimed();
        return new Promise(() => {});
      });
    });
    expect(await testApp.db.select().from(idempotencyKeys)).toEqual([expect.objectContaining({ key: 'pay-1', statusCode: null })]);
  };

  it('is stale at once when an earlier boot left it: the retry right after a restart runs (issue 27 item 3)', async () => {
    await abandonedClaim();
    testApp.deps.bootId = 'next-boot';
    let runs = 0;
    const retry = await idempotent(testApp.deps, request, async () => ({ status: 201, body: { charged: ++runs } }));
    expect(retry).toEqual({ status: 201, body: { charged: 1 }, replayed: false });
    expect(await testApp.db.select().from(idempotencyKeys)).toEqual([expect.objectContaining({ bootId: 'next-boot', statusCode: 201 })]);
  });

  it('taken over, asks whether the first run did the work since it claimed the key, and answers that success without running', async () => {
    const claimedAt = testApp.clock.now();
    await abandonedClaim();
    testApp.clock.advance(MINUTE_MS);
    testApp.deps.bootId = 'next-boot';
    const asked: Date[] = [];
    const recognising = { ...request, alreadyDone: (since: Date) => (asked.push(since), { status: 201 as const, body: { charged: 1 } }) };
    let ran = false;
    const work = async () => ((ran = true), { status: 201 as const, body: { charged: 2 } });
    expect(await idempotent(testApp.deps, recognising, work)).toEqual({ status: 201, body: { charged: 1 }, replayed: true });
    expect(ran).toBe(false);
    expect(asked).toEqual([claimedAt]);
    // The answer is stored: a repeat replays it without asking again.
    expect(await idempotent(testApp.deps, recognising, work)).toEqual({ status: 201, body: { charged: 1 }, replayed: true });
    expect(asked).toHaveLength(1);
  });

  it('asks nothing of a key seen for the first time, and runs the work when the first run had not done it', async () => {
    const asked: Date[] = [];
    const recognising = { ...request, alreadyDone: (since: Date) => void asked.push(since) };
    await abandonedClaim();
    testApp.deps.bootId = 'next-boot';
    expect(await idempotent(testApp.deps, recognising, async () => ({ status: 201, body: { charged: 1 } }))).toEqual({ status: 201, body: { charged: 1 }, replayed: false });
    expect(asked).toHaveLength(1);
    expect(await idempotent(testApp.deps, { ...recognising, key: 'fresh' }, async () => ({ status: 201, body: {} }))).toEqual({ status: 201, body: {}, replayed: false });
    expect(asked).toHaveLength(1);
  });

  it('is taken over after its two-minute lease: the retry runs, its answer is stored and replayed', async () => {
    await abandonedClaim();
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
    await abandonedClaim();
    testApp.clock.advance(3 * MINUTE_MS);
    const other = idempotent(testApp.deps, { ...request, fingerprint: { plan: 'premium' } }, async () => ({ status: 201, body: {} }));
    await expect(other).rejects.toEqual(new DomainError('unprocessable', 'Idempotency-Key was already used with a different request'));
  });
});

describe('idempotent: what is kept for a key', () => {
  let testApp: TestApp;
  let request: IdempotentRequest;
  beforeEach(async () => {
    testApp = await createTestApp();
    const { user } = await createUser(testApp);
    request = { scope: user.id, key: 'pay-2', method: 'POST', path: '/subscriptions', fingerprint: { plan: 'plus' }, keptRefusal: errorAnswer };
  });
  afterEach(() => {
    vi.useRealTimers();
    testApp.close();
  });

  it('holds the claim for the whole two minutes: at exactly two minutes a duplicate still waits for the first answer', async () => {
    let finish: (value: { status: 201; body: unknown }) => void = () => {};
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const first = idempotent(testApp.deps, request, () => {
      claimed();
      return new Promise((resolve) => (finish = resolve));
    });
    // Two minutes from the claim, not from the call: the claim is a round trip to the database.
    await firstClaimed;
    testApp.clock.advance(2 * MINUTE_MS);
    let duplicateRan = false;
    const duplicate = idempotent(testApp.deps, request, async () => {
      duplicateRan = true;
      return { status: 201, body: { charged: 2 } };
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    finish({ status: 201, body: { charged: 1 } });
    await first;
    expect(await duplicate).toEqual({ status: 201, body: { charged: 1 }, replayed: true });
    expect(duplicateRan).toBe(false);
  });

  // Fake timers drive the wait only while each look at the key is a microtask (SQLite): a PostgreSQL round trip is real
  // I/O between two timers. The wait's loop is the same on both databases.
  it.runIf(onSqlite)('a duplicate that has waited 15 s for a first request still running is answered 409 (retry later) and runs nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    void idempotent(testApp.deps, request, () => new Promise(() => {}));
    let duplicateRan = false;
    const duplicate = idempotent(testApp.deps, request, async () => {
      duplicateRan = true;
      return { status: 201, body: {} };
    });
    const refused = expect(duplicate).rejects.toEqual(new DomainError('conflict', IDEMPOTENCY_IN_PROGRESS));
    await vi.advanceTimersByTimeAsync(14_000);
    let settled = false;
    void duplicate.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    await refused;
    expect(duplicateRan).toBe(false);
  });

  it('never keeps a server failure, even a 500 the route would keep as a refusal: the retry runs', async () => {
    await expect(idempotent(testApp.deps, request, () => Promise.reject(new ApiError(500, 'Broken')))).rejects.toEqual(new ApiError(500, 'Broken'));
    expect(await idempotent(testApp.deps, request, async () => ({ status: 201, body: { charged: 1 } }))).toEqual({ status: 201, body: { charged: 1 }, replayed: false });
  });

  it('keeps a refusal the route chooses to keep, and replays it with its body', async () => {
    const declined = new DomainError('payment-declined', 'Payment declined', { code: '2000' });
    await expect(idempotent(testApp.deps, request, () => Promise.reject(declined))).rejects.toBe(declined);
    expect(await idempotent(testApp.deps, request, async () => ({ status: 201, body: {} }))).toEqual({ status: 402, body: { error: 'Payment declined', code: '2000' }, replayed: true });
  });

  it('keeps only successes among the answers returned: a returned 409 leaves the key free for a retry', async () => {
    expect(await idempotent(testApp.deps, request, async () => ({ status: 409, body: { error: 'Busy' } }))).toEqual({ status: 409, body: { error: 'Busy' }, replayed: false });
    expect(await testApp.db.select().from(idempotencyKeys)).toEqual([]);
    expect(await idempotent(testApp.deps, request, async () => ({ status: 201, body: { charged: 1 } }))).toEqual({ status: 201, body: { charged: 1 }, replayed: false });
  });

  it('replays a success that had no body as an empty body, not a server error', async () => {
    await idempotent(testApp.deps, request, async () => ({ status: 200, body: undefined }));
    expect(await idempotent(testApp.deps, request, async () => ({ status: 200, body: { other: true } }))).toEqual({ status: 200, body: null, replayed: true });
  });

  it('without a key the work runs every time and nothing is replayed', async () => {
    const once = { ...request, key: undefined };
    let runs = 0;
    expect(await idempotent(testApp.deps, once, async () => ({ status: 201, body: { run: ++runs } }))).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(await idempotent(testApp.deps, once, async () => ({ status: 201, body: { run: ++runs } }))).toEqual({ status: 201, body: { run: 2 }, replayed: false });
    expect(await testApp.db.select().from(idempotencyKeys)).toEqual([]);
  });
});
