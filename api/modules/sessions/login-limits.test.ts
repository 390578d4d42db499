import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../shared/time/durations';
import { pairWaitMs } from './login-limits';

const open = { allowed: true, remaining: 1, retryAfterMs: 0, hits: 0, newestAt: null };

describe('the pause an account earns from one address', () => {
  it('is free for three failures, then a minute, then two', () => {
    const at = 1_000_000;
    expect([0, 1, 2, 3, 4].map((failures) => pairWaitMs(open, failures, at, at))).toEqual([0, 0, 0, MINUTE_MS, 2 * MINUTE_MS]);
  });

  it('stays the longest pause past the last one listed, never free again', () => {
    const at = 1_000_000;
    expect(pairWaitMs(open, 5, at, at)).toBe(2 * MINUTE_MS);
    expect(pairWaitMs(open, 9, at, at + MINUTE_MS)).toBe(MINUTE_MS);
  });

  it('counts from the last failure, and a full window waits for the window', () => {
    expect(pairWaitMs(open, 4, null, 5)).toBe(0);
    expect(pairWaitMs({ ...open, allowed: false, retryAfterMs: 7 * MINUTE_MS }, 5, 0, 0)).toBe(7 * MINUTE_MS);
  });
});
