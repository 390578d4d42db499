import { and, count, eq, gt, inArray, lt, max, min } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { rateLimitHits } from '../db/schema/rate-limit-hits';
import { MINUTE_MS } from '../../shared/time/durations';

export interface WindowState {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until one more attempt is allowed (0 when allowed). */
  retryAfterMs: number;
  /** Hits in the window, and when the newest was (epoch ms, null when none). */
  hits: number;
  newestAt: number | null;
}

/** The wait a 429 answer states, in whole minutes (at least one). */
export const retryAfterMinutes = (state: Pick<WindowState, 'retryAfterMs'>) => Math.max(1, Math.ceil(state.retryAfterMs / MINUTE_MS));

export interface Window {
  limit: number;
  windowMs: number;
}

/** Sliding-window counters kept in SQLite, so limits survive restarts. */
export function createRateLimiter(db: AppDatabase, now: () => Date) {
  function check(bucket: string, { limit, windowMs }: Window): WindowState {
    const since = now().getTime() - windowMs;
    const [row] = db
      .select({ hits: count(), oldest: min(rateLimitHits.at), newest: max(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)))
      .all();
    const hits = row?.hits ?? 0;
    const allowed = hits < limit;
    const retryAfterMs = allowed || row?.oldest == null ? 0 : Math.max(0, row.oldest + windowMs - now().getTime());
    return { allowed, remaining: Math.max(0, limit - hits), retryAfterMs, hits, newestAt: row?.newest ?? null };
  }

  /** Counts one attempt; its id lets an attempt that turns out not to count (a right password) be taken back. */
  function hit(bucket: string): number {
    return db.insert(rateLimitHits).values({ bucket, at: now().getTime() }).returning({ id: rateLimitHits.id }).get().id;
  }

  function release(ids: readonly number[]): void {
    if (ids.length) db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids])).run();
  }

  function clear(bucket: string): void {
    db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)).run();
  }

  function prune(olderThanMs: number): void {
    db.delete(rateLimitHits).where(lt(rateLimitHits.at, now().getTime() - olderThanMs)).run();
  }

  return { check, hit, release, clear, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
