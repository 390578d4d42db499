import { and, count, eq, gt, inArray, lt, max, min } from 'drizzle-orm';
import { type Db, writeTransaction } from '../../db/client';
import { rateLimitHits } from '../../db/tables';
import { MINUTE_MS } from '../../../shared/time/durations';

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

/**
 * Sliding-window counters kept in the database, so limits survive restarts. A caller that checks then hits runs both
 * inside one writeTransaction (given its tx), so attempts sent together meet the limit one after the other.
 */
export function createRateLimiter(db: Db, now: () => Date) {
  async function check(bucket: string, { limit, windowMs }: Window): Promise<WindowState> {
    const since = now().getTime() - windowMs;
    const [row] = await db
      .select({ hits: count(), oldest: min(rateLimitHits.at), newest: max(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)));
    const hits = row?.hits ?? 0;
    const allowed = hits < limit;
    const retryAfterMs = allowed || row?.oldest == null ? 0 : Math.max(0, row.oldest + windowMs - now().getTime());
    return { allowed, remaining: Math.max(0, limit - hits), retryAfterMs, hits, newestAt: row?.newest ?? null };
  }

  /** Counts one attempt; its id lets an attempt that turns out not to count (a right password) be taken back. */
  async function hit(bucket: string): Promise<number> {
    const [row] = await writeTransaction(db, (tx) =>
      tx.insert(rateLimitHits).values({ bucket, at: now().getTime() }).returning({ id: rateLimitHits.id }),
    );
    return row!.id;
  }

  async function release(ids: readonly number[]): Promise<void> {
    if (ids.length) await writeTransaction(db, (tx) => tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids])));
  }

  async function clear(bucket: string): Promise<void> {
    await writeTransaction(db, (tx) => tx.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)));
  }

  async function prune(olderThanMs: number): Promise<void> {
    await writeTransaction(db, (tx) => tx.delete(rateLimitHits).where(lt(rateLimitHits.at, now().getTime() - olderThanMs)));
  }

  return { check, hit, release, clear, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
