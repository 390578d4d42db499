import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock';

describe('the server clock', () => {
  afterEach(() => vi.useRealTimers());

  it('is the real time without a start', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T15:00:00Z') });
    expect(createClock()().toISOString()).toBe('2026-12-02T15:00:00.000Z');
  });

  it('starts at the given instant and runs on at the real pace', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T22:00:00Z') });
    const now = createClock('2026-12-07T15:00:00Z');
    expect(now().toISOString()).toBe('2026-12-07T15:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(now().toISOString()).toBe('2026-12-07T15:01:30.000Z');
  });
});
