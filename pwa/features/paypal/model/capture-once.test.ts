import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureAnswer } from '../api/capture-order';
import { captureOnce, forgetCaptures } from './capture-once';

const answer = { plan_type: 'plus', access_until: '2025-05-01T04:00:00.000Z' } as CaptureAnswer;

describe('captureOnce', () => {
  afterEach(forgetCaptures);

  it('captures an order only once, however often it is asked', async () => {
    const capture = vi.fn(async () => answer);
    const first = captureOnce('ORDER-1', capture);
    const second = captureOnce('ORDER-1', capture);
    expect(await first).toBe(answer);
    expect(await second).toBe(answer);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('keeps orders apart', async () => {
    const capture = vi.fn(async () => answer);
    await captureOnce('A', capture);
    await captureOnce('B', capture);
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
