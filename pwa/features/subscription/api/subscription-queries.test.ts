import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { NO_SUBSCRIPTION, type Subscription } from '@shared/subscription/subscription-schema';
import { createQueryClient } from '@/lib/query-client';
import { applySubscription, managementQuery, refreshSubscription, subscriptionQuery } from './subscription-queries';
import { cancelSubscriptionMutation } from './subscription-writes';

const getSubscription = vi.hoisted(() => vi.fn());
const getManagement = vi.hoisted(() => vi.fn());
const cancelSubscription = vi.hoisted(() => vi.fn());
vi.mock('./get-subscription', () => ({ getSubscription }));
vi.mock('./get-management', () => ({ getManagement }));
vi.mock('./cancel-subscription', () => ({ cancelSubscription }));
vi.mock('./change-plan', () => ({ changePlan: vi.fn() }));

const active: Subscription = { ...NO_SUBSCRIPTION, id: 3, plan_type: 'plus', subscription_status: 'active', can_cancel: true };
const cancelled: Subscription = { ...active, subscription_status: 'cancelled', can_cancel: false };

describe('the subscription in the query cache', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    queryClient = createQueryClient();
    getSubscription.mockReset().mockResolvedValue(NO_SUBSCRIPTION);
    getManagement.mockReset();
    cancelSubscription.mockReset();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('refetches at most once per 5 seconds unless forced', async () => {
    const fetch = () => queryClient.fetchQuery(subscriptionQuery(7));
    await fetch();
    await fetch();
    expect(getSubscription).toHaveBeenCalledTimes(1);
    await refreshSubscription(queryClient, 7);
    expect(getSubscription).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4999);
    await fetch();
    expect(getSubscription).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    await fetch();
    expect(getSubscription).toHaveBeenCalledTimes(3);
  });

  it('shares one call between a second caller and the fetch under way, and keeps users apart', async () => {
    const observer = new QueryObserver(queryClient, subscriptionQuery(7));
    const stop = observer.subscribe(() => undefined);
    const [first, second] = await Promise.all([queryClient.fetchQuery(subscriptionQuery(7)), queryClient.fetchQuery(subscriptionQuery(7))]);
    expect(getSubscription).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    await queryClient.fetchQuery(subscriptionQuery(8));
    expect(getSubscription).toHaveBeenCalledTimes(2);
    expect(getSubscription.mock.calls.map(([userId]) => userId)).toEqual([7, 8]);
    stop();
  });

  it('keeps the last good subscription when a refresh fails', async () => {
    await queryClient.fetchQuery(subscriptionQuery(7));
    getSubscription.mockRejectedValueOnce(new Error('offline'));
    await expect(refreshSubscription(queryClient, 7)).rejects.toThrow('offline');
    expect(queryClient.getQueryData(subscriptionQuery(7).queryKey)).toEqual(NO_SUBSCRIPTION);
    expect(queryClient.getQueryState(subscriptionQuery(7).queryKey)?.status).toBe('error');
  });

  it('takes a write answer as the subscription now, in the plan card and the management view', async () => {
    getManagement.mockResolvedValue({ ...active, status: 'active' });
    await queryClient.fetchQuery(managementQuery(7));
    cancelSubscription.mockResolvedValue({ message: 'Subscription cancelled', subscription: cancelled });

    await new MutationObserver(queryClient, cancelSubscriptionMutation(queryClient)).mutate(7);

    expect(cancelSubscription).toHaveBeenCalledWith(7);
    expect(queryClient.getQueryData(subscriptionQuery(7).queryKey)).toEqual(cancelled);
    expect(queryClient.getQueryData(managementQuery(7).queryKey)).toMatchObject({ subscription_status: 'cancelled', status: 'cancelled', can_cancel: false });
    expect(getSubscription).not.toHaveBeenCalled();
  });

  it('marks the management view stale when a write answers with another subscription (a plan change)', async () => {
    getManagement.mockResolvedValue({ ...active, status: 'active' });
    await queryClient.fetchQuery(managementQuery(7));
    applySubscription(queryClient, 7, { ...active, id: 4, plan_type: 'premium' });
    expect(queryClient.getQueryState(managementQuery(7).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(subscriptionQuery(7).queryKey)).toMatchObject({ id: 4, plan_type: 'premium' });
  });
});
