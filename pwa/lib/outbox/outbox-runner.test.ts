import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncResult } from './outbox-sync';

const syncOutbox = vi.hoisted(() => vi.fn<() => Promise<SyncResult>>());
vi.mock('./outbox-sync', () => ({ syncOutbox }));

const { OUTBOX_SYNC_MESSAGE, registerBackgroundSync, requestOutboxSync, startOutboxSync } = await import('./outbox-runner');

/** The browser's window, document and service worker container, as event targets the test can fire. */
function fakeBrowser() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const register = vi.fn(async () => undefined);
  const serviceWorker = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', { serviceWorker });
  return { window, document, serviceWorker, register };
}

describe('startOutboxSync', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    vi.useFakeTimers();
    browser = fakeBrowser();
    syncOutbox.mockReset().mockResolvedValue('done');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('syncs at start, then on the online event, the tab shown again, the worker\'s message and a request', async () => {
    const stop = startOutboxSync({ userId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(syncOutbox).toHaveBeenCalledTimes(1);
    expect(syncOutbox.mock.calls[0]).toEqual([expect.objectContaining({ userId: 7 })]);

    browser.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    browser.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    browser.serviceWorker.dispatchEvent(Object.assign(new Event('message'), { data: { type: OUTBOX_SYNC_MESSAGE } }));
    await vi.advanceTimersByTimeAsync(0);
    browser.serviceWorker.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'SKIP_WAITING' } }));
    requestOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(syncOutbox).toHaveBeenCalledTimes(5);

    stop();
    browser.window.dispatchEvent(new Event('online'));
    requestOutboxSync();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(syncOutbox).toHaveBeenCalledTimes(5);
  });

  it('retries with back-off while the server cannot be reached, and starts over when the network returns', async () => {
    syncOutbox.mockResolvedValue('unreachable');
    const stop = startOutboxSync({ userId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return syncOutbox.mock.calls.length;
    };
    expect(await callsAfter(1_999)).toBe(1);
    expect(await callsAfter(1)).toBe(2); // 2 s
    expect(await callsAfter(3_999)).toBe(2);
    expect(await callsAfter(1)).toBe(3); // then 4 s
    expect(await callsAfter(8_000)).toBe(4); // then 8 s

    syncOutbox.mockResolvedValue('done');
    browser.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(syncOutbox).toHaveBeenCalledTimes(5);
    expect(await callsAfter(120_000)).toBe(5); // done: nothing more until something asks
    stop();
  });

  it('runs one sync at a time in a tab: a request during a run makes one more run after it', async () => {
    let finish: (result: SyncResult) => void = () => undefined;
    syncOutbox.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const stop = startOutboxSync({ userId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    requestOutboxSync();
    requestOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(syncOutbox).toHaveBeenCalledTimes(1);
    finish('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(syncOutbox).toHaveBeenCalledTimes(2);
    stop();
  });

  it('registers the Background Sync tag where the browser has it', async () => {
    registerBackgroundSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.register).toHaveBeenCalledWith('outbox');
  });
});
