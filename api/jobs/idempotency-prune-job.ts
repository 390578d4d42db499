import { Cron } from 'croner';
import { lt } from 'drizzle-orm';
import { DAY_MS } from '../../shared/time/durations';
import type { AppDeps } from '../app-deps';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { errorText } from '../services/gateway-errors';

/**
 * How long a write's key is remembered. A phone's outbox resends a write whose answer it never got (decision 091),
 * possibly after days offline; the replay must still find the first answer, so this outlives any such spell.
 */
export const KEEP_IDEMPOTENCY_KEYS_MS = 90 * DAY_MS;
export const IDEMPOTENCY_PRUNE_SCHEDULE = '30 3 * * *';

/** Forgets the keys (answered or abandoned) older than the retention; the number forgotten. */
export function pruneIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'now'>, keepMs = KEEP_IDEMPOTENCY_KEYS_MS): number {
  const before = new Date(deps.now().getTime() - keepMs);
  return deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).run().changes;
}

/** Started by the server: once a day, at a quiet hour. */
export function startIdempotencyPruneJob(deps: AppDeps): { stop: () => void } {
  const job = new Cron(IDEMPOTENCY_PRUNE_SCHEDULE, { protect: true, catch: (error: unknown) => deps.log(`[idempotency] prune failed: ${errorText(error)}`) }, () => {
    const forgotten = pruneIdempotencyKeys(deps);
    if (forgotten > 0) deps.log(`[idempotency] forgot ${forgotten} keys older than ${KEEP_IDEMPOTENCY_KEYS_MS / DAY_MS} days`);
  });
  return { stop: () => job.stop() };
}
