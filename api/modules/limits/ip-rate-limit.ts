import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { DomainError } from '../../domain/domain-error';
import { createRateLimiter, retryAfterMinutes, type Window } from './rate-limiter';

/**
 * Counts one attempt from a client address, or refuses it with 429, `retry_after_minutes` and a
 * Retry-After header when the window is full. The check and the count are one transaction, so attempts sent together
 * meet the limit one after the other.
 */
export async function takeIpSlot(deps: AppDeps, bucket: string, window: Window, message: string): Promise<void> {
  const state = await writeTransaction(deps.db, async (tx) => {
    const limiter = createRateLimiter(tx, deps.now);
    const state = await limiter.check(bucket, window);
    if (state.allowed) await limiter.hit(bucket);
    return state;
  });
  if (!state.allowed) {
    const retryAfterSeconds = Math.ceil(state.retryAfterMs / 1000);
    throw new DomainError('rate-limited', message, { retry_after_minutes: retryAfterMinutes(state) }, { retryAfterSeconds });
  }
}
