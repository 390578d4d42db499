import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteOutboxDatabase } from './outbox-db';
import { enqueueOperation, listOperations } from './outbox-queue';
import { getApiFailure, type ApiFailure } from '../api-client';
import { outcomeOfError, type OperationRequest, type SendOutcome, type Sender } from './outbox-send';
import { syncOutbox } from './outbox-sync';
import type { NewOutboxOperation } from './outbox-types';
import { setOutboxUser } from './outbox-user';
import { submitWrite } from './outbox-write';

// The real sender speaks to /api through the app's client (and its i18n); these tests hand in their own.
vi.mock('../api-client', () => ({ api: vi.fn(), getApiFailure: vi.fn() }));

let nextUser = 100;
const users: number[] = [];
const newUser = () => {
  const userId = (nextUser += 1);
  users.push(userId);
  return userId;
};

const write = (title: string): NewOutboxOperation => ({
  kind: 'package-create', method: 'POST', path: 'tracking/create', body: { tracking_number: `N-${title}`, title }, target: null, invalidate: [['packages']],
});

/** A server stand-in: answers from a script by the title sent, and records every attempt. */
function fakeServer(script: (request: OperationRequest) => SendOutcome = () => ({ kind: 'sent', data: {} })) {
  const attempts: OperationRequest[] = [];
  const send: Sender = async (request) => {
    attempts.push(request);
    return script(request);
  };
  return { send, attempts, titles: () => attempts.map((request) => (request.body as { title: string }).title) };
}

const noLocks = null;

describe('the outbox', () => {
  afterEach(async () => {
    setOutboxUser(null);
    await Promise.all(users.splice(0).map((userId) => deleteOutboxDatabase(userId)));
  });

  it('sends the queue oldest first, each with its own id as the key, and empties it', async () => {
    const userId = newUser();
    const queued = [];
    for (const title of ['a', 'b', 'c']) queued.push(await enqueueOperation(userId, write(title), `key-${title}`));
    const server = fakeServer();
    const settled = vi.fn();

    expect(await syncOutbox({ userId, send: server.send, onSettled: settled, locks: noLocks })).toBe('done');
    expect(server.titles()).toEqual(['a', 'b', 'c']);
    expect(server.attempts.map((request) => request.id)).toEqual(['key-a', 'key-b', 'key-c']);
    expect(settled).toHaveBeenCalledTimes(3);
    expect(await listOperations(userId)).toEqual([]);
    expect(queued.map((operation) => operation.state)).toEqual(['pending', 'pending', 'pending']);
  });

  it('stops at the first write nothing answers and resends it later with the same key, in order', async () => {
    const userId = newUser();
    await enqueueOperation(userId, write('a'), 'key-a');
    await enqueueOperation(userId, write('b'), 'key-b');
    let online = false;
    const server = fakeServer(() => (online ? { kind: 'sent', data: {} } : { kind: 'unreachable' }));

    expect(await syncOutbox({ userId, send: server.send, locks: noLocks })).toBe('unreachable');
    expect(server.titles()).toEqual(['a']);
    expect((await listOperations(userId)).map((operation) => operation.state)).toEqual(['pending', 'pending']);

    online = true;
    expect(await syncOutbox({ userId, send: server.send, locks: noLocks })).toBe('done');
    expect(server.attempts.map((request) => request.id)).toEqual(['key-a', 'key-a', 'key-b']);
  });

  it('keeps a refused write with the server\'s reason, goes on with the rest, and never sends it again', async () => {
    const userId = newUser();
    for (const title of ['a', 'b', 'c']) await enqueueOperation(userId, write(title), `key-${title}`);
    const server = fakeServer((request) =>
      (request.body as { title: string }).title === 'b' ? { kind: 'refused', status: 409, reason: 'This package was already picked up' } : { kind: 'sent', data: {} },
    );
    const settled = vi.fn();

    expect(await syncOutbox({ userId, send: server.send, onSettled: settled, locks: noLocks })).toBe('done');
    const left = await listOperations(userId);
    expect(left).toMatchObject([{ id: 'key-b', state: 'refused', status: 409, reason: 'This package was already picked up' }]);
    expect(settled.mock.calls.map(([operation, outcome]) => [operation.id, (outcome as SendOutcome).kind])).toEqual([
      ['key-a', 'sent'], ['key-b', 'refused'], ['key-c', 'sent'],
    ]);

    await syncOutbox({ userId, send: server.send, locks: noLocks });
    expect(server.titles()).toEqual(['a', 'b', 'c']);
  });

  it('waits on a server failure ("later"), keeping the write pending', async () => {
    const userId = newUser();
    await enqueueOperation(userId, write('a'), 'key-a');
    const server = fakeServer(() => ({ kind: 'later' }));
    expect(await syncOutbox({ userId, send: server.send, locks: noLocks })).toBe('later');
    expect((await listOperations(userId))[0]?.state).toBe('pending');
  });

  it('syncs in one tab at a time: with the lock held elsewhere it sends nothing', async () => {
    const userId = newUser();
    await enqueueOperation(userId, write('a'), 'key-a');
    const server = fakeServer();
    const requested: Array<[string, LockOptions]> = [];
    const heldElsewhere = {
      request: (async (name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) => {
        requested.push([name, options]);
        return callback(null);
      }) as LockManager['request'],
    };
    expect(await syncOutbox({ userId, send: server.send, locks: heldElsewhere })).toBe('busy');
    expect(requested).toEqual([[`miami-drop-outbox-sync-${userId}`, { ifAvailable: true }]]);
    expect(server.attempts).toEqual([]);
  });

  it('without Web Locks, a second sync in the same tab waits for the first', async () => {
    const userId = newUser();
    await enqueueOperation(userId, write('a'), 'key-a');
    let release: (() => void) | undefined;
    const server = fakeServer();
    const slow: Sender = (request) => new Promise((resolve) => (release = () => resolve(server.send(request))));
    const first = syncOutbox({ userId, send: slow, locks: noLocks });
    expect(await syncOutbox({ userId, send: server.send, locks: noLocks })).toBe('busy');
    await vi.waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await first).toBe('done');
    expect(server.titles()).toEqual(['a']);
  });
});

describe('submitWrite', () => {
  afterEach(async () => {
    setOutboxUser(null);
    await Promise.all(users.splice(0).map((userId) => deleteOutboxDatabase(userId)));
  });
  const parse = (data: unknown) => data as { ok: boolean };

  it('answers at once when the server answers', async () => {
    setOutboxUser(newUser());
    const server = fakeServer(() => ({ kind: 'sent', data: { ok: true } }));
    expect(await submitWrite(write('a'), { parse, send: server.send })).toEqual({ queued: false, data: { ok: true } });
  });

  it('queues a write nothing answered with the key it was first sent with', async () => {
    const userId = newUser();
    setOutboxUser(userId);
    const server = fakeServer(() => ({ kind: 'unreachable' }));
    const result = await submitWrite(write('a'), { parse, send: server.send });
    expect(result.queued).toBe(true);
    const [stored] = await listOperations(userId);
    expect(stored).toMatchObject({ id: server.attempts[0]?.id, state: 'pending', kind: 'package-create', body: { title: 'a' } });
  });

  it('throws a refusal sent at once (the form shows it), queuing nothing', async () => {
    const userId = newUser();
    setOutboxUser(userId);
    const error = new Error('409');
    const server = fakeServer(() => ({ kind: 'refused', status: 409, reason: 'duplicate', error }));
    await expect(submitWrite(write('a'), { parse, send: server.send })).rejects.toBe(error);
    expect(await listOperations(userId)).toEqual([]);
  });

  it('queues behind older writes still waiting, without sending out of order', async () => {
    const userId = newUser();
    setOutboxUser(userId);
    await enqueueOperation(userId, write('old'), 'key-old');
    const server = fakeServer();
    expect((await submitWrite(write('new'), { parse, send: server.send })).queued).toBe(true);
    expect(server.attempts).toEqual([]);
    expect((await listOperations(userId)).map((operation) => operation.id)[0]).toBe('key-old');
  });
});

describe('what an answer means for a queued write', () => {
  const outcomeOf = async (failure: ApiFailure) => {
    vi.mocked(getApiFailure).mockResolvedValueOnce(failure);
    return (await outcomeOfError(new Error('x'))).kind;
  };

  it('a refusal is final; no answer, a server failure, a rate limit or a lost session are retried', async () => {
    expect(await outcomeOf({ kind: 'http', status: 409, error: 'This package was already picked up', body: {} })).toBe('refused');
    expect(await outcomeOf({ kind: 'http', status: 404, error: 'Not found', body: {} })).toBe('refused');
    expect(await outcomeOf({ kind: 'network' })).toBe('unreachable');
    expect(await outcomeOf({ kind: 'server', status: 502 })).toBe('later');
    expect(await outcomeOf({ kind: 'http', status: 429, error: 'Too many', body: {} })).toBe('later');
    expect(await outcomeOf({ kind: 'http', status: 401, error: 'Authentication required', body: {} })).toBe('later');
    expect(await outcomeOf({ kind: 'http', status: 409, error: 'A request with this Idempotency-Key is still being processed', body: {} })).toBe('later');
  });
});
