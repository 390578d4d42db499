import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SUBSCRIPTION } from '@shared/subscription/subscription-schema';
import { useSubscriptionStore } from './subscription-store';

const getSubscription = vi.hoisted(() => vi.fn());
vi.mock('../api/get-subscription', () => ({ getSubscription }));

describe('subscription store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    getSubscription.mockReset().mockResolvedValue(NO_SUBSCRIPTION);
    useSubscriptionStore.getState().reset();
  });
  afterEach(() => vi.useRealTimers());

  it('refetches at most once per 5 seconds unless forced', async () => {
    const { refresh } = useSubscriptionStore.getState();
    await refresh(7);
    await refresh(7);
    expect(getSubscription).toHaveBeenCalledTimes(1);
    await refresh(7, { force: true });
    expect(getSubscription).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4999);
    await refresh(7);
    expect(getSubscription).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    await refresh(7);
    expect(getSubscription).toHaveBeenCalledTimes(3);
  });

  it('shares one call between simultaneous refreshes and starts over for another user', async () => {
    const { refresh } = useSubscriptionStore.getState();
    await Promise.all([refresh(7), refresh(7)]);
    expect(getSubscription).toHaveBeenCalledTimes(1);
    await refresh(8);
    expect(getSubscription).toHaveBeenCalledTimes(2);
    expect(useSubscriptionStore.getState()).toMatchObject({ userId: 8, load: 'ready' });
  });

  it('keeps the last good subscription when a refresh fails', async () => {
    const { refresh } = useSubscriptionStore.getState();
    await refresh(7);
    getSubscription.mockRejectedValueOnce(new Error('offline'));
    await expect(refresh(7, { force: true })).rejects.toThrow('offline');
    expect(useSubscriptionStore.getState()).toMatchObject({ subscription: NO_SUBSCRIPTION, load: 'ready' });
  });
});
