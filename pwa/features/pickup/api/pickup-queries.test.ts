import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { PickupSlots } from '@shared/pickup/pickup-schema';
import { createQueryClient } from '@/lib/query-client';
import { pickupSlotsQuery, pickupsQuery, reschedulePickupMutation, schedulePickupMutation } from './pickup-queries';

const getPickups = vi.hoisted(() => vi.fn());
const getPickupSlots = vi.hoisted(() => vi.fn());
const schedulePickup = vi.hoisted(() => vi.fn());
const reschedulePickup = vi.hoisted(() => vi.fn());
vi.mock('./get-pickups', () => ({ getPickups }));
vi.mock('./get-pickup-slots', () => ({ getPickupSlots }));
vi.mock('./schedule-pickup', () => ({ schedulePickup }));
vi.mock('./reschedule-pickup', () => ({ reschedulePickup }));

const slots: PickupSlots = { date: '2026-03-09', capacity: 3, slots: [{ time: '09:00', remaining: 3, available: true, flexible: false }] };
const booked = { pickup: { id: 4 }, packages: [], message: 'Pickup scheduled' };
const request = { package_ids: [2], pickup_date: '2026-03-09', pickup_time: '09:00', notes: '' };

describe('pickups in the query cache', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
    queryClient = createQueryClient();
    getPickups.mockReset().mockResolvedValue([]);
    getPickupSlots.mockReset().mockResolvedValue(slots);
    schedulePickup.mockReset().mockResolvedValue({ queued: false, data: booked });
    reschedulePickup.mockReset().mockResolvedValue({ queued: false, data: booked });
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it("keeps a day's slots for 30 seconds and fetches nothing without a day", async () => {
    await queryClient.fetchQuery(pickupSlotsQuery('2026-03-09'));
    vi.advanceTimersByTime(29_999);
    await queryClient.fetchQuery(pickupSlotsQuery('2026-03-09'));
    expect(getPickupSlots).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await queryClient.fetchQuery(pickupSlotsQuery('2026-03-09'));
    expect(getPickupSlots).toHaveBeenCalledTimes(2);
    expect(pickupSlotsQuery(null).queryKey).toEqual(['pickup-slots', null]);
  });

  it('marks the pickups and every day of slots stale after a booking, and hands back the answer', async () => {
    await queryClient.fetchQuery(pickupsQuery());
    await queryClient.fetchQuery(pickupSlotsQuery('2026-03-09'));
    const answer = await new MutationObserver(queryClient, schedulePickupMutation(queryClient)).mutate(request);
    expect(answer).toEqual({ queued: false, data: booked });
    expect(queryClient.getQueryState(['pickups'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['pickup-slots', '2026-03-09'])?.isInvalidated).toBe(true);
  });

  it('refreshes the slots when a move is refused', async () => {
    reschedulePickup.mockRejectedValue(new Error('slot full'));
    await queryClient.fetchQuery(pickupSlotsQuery('2026-03-09'));
    const observer = new MutationObserver(queryClient, reschedulePickupMutation(queryClient));
    await expect(observer.mutate({ pickupId: 4, request })).rejects.toThrow('slot full');
    expect(reschedulePickup).toHaveBeenCalledWith(4, request);
    expect(queryClient.getQueryState(['pickup-slots', '2026-03-09'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['pickups'])).toBeUndefined();
  });
});
