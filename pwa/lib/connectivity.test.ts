import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { onlineManager } from '@tanstack/react-query';
import { isNetworkFailure, probeApi, reportCallOutcome, useConnectivity } from './connectivity';
import { watchConnectivity } from './connectivity-watch';
import { createQueryClient } from './query-client';

const httpError = (status: number) => new HTTPError(new Response(null, { status }), new Request('http://app.test/api/x'), {} as never);
const status = () => useConnectivity.getState().status;

function fakeTargets() {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return { target, doc };
}

describe('connectivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    useConnectivity.setState({ status: 'reachable' });
  });

  it('reads a fetch that threw, a timeout and a gateway without a server as the network, not other answers', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TimeoutError(new Request('http://app.test/api/x')))).toBe(true);
    expect(isNetworkFailure(httpError(502))).toBe(true);
    const apiRefusal = new Response(JSON.stringify({ error: 'paypalFailed' }), { status: 502, headers: { 'content-type': 'application/json; charset=UTF-8' } });
    expect(isNetworkFailure(new HTTPError(apiRefusal, new Request('http://app.test/api/x'), {} as never))).toBe(false);
    expect(isNetworkFailure(httpError(500))).toBe(false);
    expect(isNetworkFailure(httpError(403))).toBe(false);
    expect(isNetworkFailure(new Error('parse'))).toBe(false);
  });

  it('becomes unreachable on a network failure and reachable on the next answer, even a refusal', () => {
    reportCallOutcome(new TypeError('Failed to fetch'));
    expect(status()).toBe('unreachable');
    reportCallOutcome(new Error('a bug, not the network'));
    expect(status()).toBe('unreachable');
    reportCallOutcome(httpError(404));
    expect(status()).toBe('reachable');
    reportCallOutcome(httpError(503));
    reportCallOutcome(null);
    expect(status()).toBe('reachable');
  });

  it('follows the reads and writes of the query client', async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) }).catch(() => undefined);
    expect(status()).toBe('unreachable');
    // A write the outbox queued was never answered: still unreachable.
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async () => ({ queued: true }) }).execute(undefined);
    expect(status()).toBe('unreachable');
    await queryClient.fetchQuery({ queryKey: ['b'], queryFn: async () => 'ok' });
    expect(status()).toBe('reachable');
  });

  it('asks the health route: any answer but a gateway error means reachable', async () => {
    expect(await probeApi(async () => new Response('{"ok":true}'))).toBe(true);
    expect(await probeApi(async () => new Response(null, { status: 502 }))).toBe(false);
    expect(await probeApi(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('watchConnectivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    useConnectivity.setState({ status: 'reachable' });
    onlineManager.setOnline(true);
  });

  it("goes unreachable on the browser's offline event and rechecks on its online event", async () => {
    const { target, doc } = fakeTargets();
    let up = false;
    const stop = watchConnectivity({ probe: async () => up, target, doc });
    target.dispatchEvent(new Event('offline'));
    expect(status()).toBe('unreachable');
    expect(onlineManager.isOnline()).toBe(false);
    up = true;
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(status()).toBe('reachable'));
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });

  it('while unreachable, asks again on a backing-off timer and when the tab becomes visible, and stops once reachable', async () => {
    vi.useFakeTimers();
    const { target, doc } = fakeTargets();
    const probe = vi.fn(async () => false);
    const stop = watchConnectivity({ probe, target, doc });
    reportCallOutcome(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(2);
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(3);

    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(8000);
    expect(status()).toBe('reachable');
    const calls = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(calls);
    stop();
  });
});
