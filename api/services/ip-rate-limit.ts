import type { AppDeps } from '../app-deps';
import { DomainError } from '../domain/domain-error';
import { createRateLimiter, retryAfterMinutes, type Window } from './rate-limiter';

/**
 * Counts one attempt from a client address, or refuses it with 429, `retry_after_minutes` and a
 * Retry-After header when the window is full.
 */
export function takeIpSlot(deps: AppDeps, bucket: string, window: Window, message: string): void {
  const limiter = createRateLimiter(deps.db, deps.now);
  const state = limiter.check(bucket, window);
  if (!state.allowed) {
    const retryAfterSeconds = Math.ceil(state.retryAfterMs / 1000);
    throw new DomainError('rate-limited', message, { retry_after_minutes: retryAfterMinutes(state) }, { retryAfterSeconds });
  }
  limiter.hit(bucket);
}
