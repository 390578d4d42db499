import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetVisit, forgetVisits, oncePerVisit } from './once-per-visit';

describe('one call per page visit', () => {
  afterEach(forgetVisits);

  it('calls once however often the same visit asks, and hands every asker the same answer', async () => {
    const call = vi.fn(async () => 'paid');
    const first = oncePerVisit('capture:31:abc', call);
    const second = oncePerVisit('capture:31:abc', call);
    expect(second).toBe(first);
    expect(await second).toBe('paid');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps visits apart, and calls again once a visit is forgotten', async () => {
    const call = vi.fn(async () => 'ok');
    await oncePerVisit('capture:31:abc', call);
    await oncePerVisit('capture:31:def', call);
    await oncePerVisit('cancel:31:abc', call);
    expect(call).toHaveBeenCalledTimes(3);
    forgetVisit('capture:31:abc');
    await oncePerVisit('capture:31:abc', call);
    await oncePerVisit('capture:31:abc', call);
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('keeps a failure for the visit until it is forgotten', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce('paid');
    await expect(oncePerVisit('v', call)).rejects.toThrow('502');
    await expect(oncePerVisit('v', call)).rejects.toThrow('502');
    forgetVisit('v');
    await expect(oncePerVisit('v', call)).resolves.toBe('paid');
  });
});
