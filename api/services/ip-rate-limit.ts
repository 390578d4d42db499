import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { createRateLimiter, retryAfterMinutes, type Window } from './rate-limiter';

/**
 * Counts one attempt from a client address, or refuses it with 429, `retry_after_minutes` and a
 * Retry-After header when the window is full.
 */
export function takeIpSlot(deps: AppDeps, bucket: string, window: Window, message: string): void {
  const limiter = createRateLimiter(deps.db, deps.now);
  const state = limiter.check(bucket, window);
  if (!state.allowed) {
    const seconds = Math.ceil(state.retryAfterMs / 1000);
    throw new ApiError(429, message, { retry_after_minutes: retryAfterMinutes(state) }, { 'Retry-After': String(seconds) });
  }
  limiter.hit(bucket);
}
