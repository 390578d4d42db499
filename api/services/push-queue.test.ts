import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../test/test-clock';
import { retryDelayMs } from './push-queue';

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([MINUTE_MS, 2 * MINUTE_MS, 4 * MINUTE_MS, 8 * MINUTE_MS]);
    expect(retryDelayMs(20)).toBe(6 * HOUR_MS);
  });

  it('never sooner than the push service asked (Retry-After)', () => {
    expect(retryDelayMs(1, 600)).toBe(10 * MINUTE_MS);
    expect(retryDelayMs(5, 1)).toBe(16 * MINUTE_MS);
  });
});
