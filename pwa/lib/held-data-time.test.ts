import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/time/durations';
import { createQueryClient } from './query-client';
import { heldDataTime, updatedAgo } from './held-data-time';

describe('held data time', () => {
  it("is the newest server answer among the queries holding data, none when nothing is held", async () => {
    const queryClient = createQueryClient();
    expect(heldDataTime(queryClient)).toBeNull();
    queryClient.setQueryData(['packages'], ['a'], { updatedAt: 1000 });
    queryClient.setQueryData(['subscription', 7], 'plus', { updatedAt: 5000 });
    await queryClient.fetchQuery({ queryKey: ['pickups'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) }).catch(() => undefined);
    expect(heldDataTime(queryClient)).toBe(5000);
  });

  it('reads as a moment, minutes, hours or days ago', () => {
    const now = 10 * DAY_MS;
    expect(updatedAgo(now - 30_000, now)).toEqual({ key: 'justNow' });
    expect(updatedAgo(now - 5 * MINUTE_MS - 10, now)).toEqual({ key: 'minutes', count: 5 });
    expect(updatedAgo(now - 2 * HOUR_MS, now)).toEqual({ key: 'hours', count: 2 });
    expect(updatedAgo(now - 3 * DAY_MS, now)).toEqual({ key: 'days', count: 3 });
    // A clock that moved back is "a moment ago", never a negative time.
    expect(updatedAgo(now + MINUTE_MS, now)).toEqual({ key: 'justNow' });
  });
});
