import { Cron } from 'croner';
import { DAY_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { pruneIdempotencyKeys } from './idempotency-service';
import { inTurn } from '../../background/job-turns';
import { jobLogger } from '../../background/job-runs';

/**
 * How long a write's key is remembered. A phone's outbox resends a write whose answer it never got (decision 091),
 * possibly after days offline; the replay must still find the first answer, so this outlives any such spell.
 */
export const KEEP_IDEMPOTENCY_KEYS_MS = 90 * DAY_MS;
export const IDEMPOTENCY_PRUNE_SCHEDULE = '30 3 * * *';
export const IDEMPOTENCY_PRUNE_JOB = 'idempotency-prune';

/** Started by the server: once a day, at a quiet hour, by one instance of those on the database. */
export function startIdempotencyPruneJob(deps: AppDeps): { stop: () => void } {
  const job = new Cron(IDEMPOTENCY_PRUNE_SCHEDULE, { protect: true }, (cron) =>
    inTurn(deps, IDEMPOTENCY_PRUNE_JOB, cron, async () => {
      const forgotten = await pruneIdempotencyKeys(deps, KEEP_IDEMPOTENCY_KEYS_MS);
      if (forgotten > 0) jobLogger(deps, IDEMPOTENCY_PRUNE_JOB).info(`forgot ${forgotten} keys older than ${KEEP_IDEMPOTENCY_KEYS_MS / DAY_MS} days`);
    }),
  );
  return { stop: () => job.stop() };
}
