import { lte, sql } from 'drizzle-orm';
import type { Cron } from 'croner';
import type { AppDeps } from '../app-deps';
import { writeTransaction } from '../db/client';
import { jobLeases } from '../db/tables';
import { jobFailed, jobLogger, runJob } from './job-runs';

/**
 * Takes this instance's turn at `job` for `holdMs`: false while another instance (another process boot on the same
 * database) holds it. The check and the take are one statement, so of instances asking at once exactly one gets it.
 */
export async function takeJobTurn(deps: AppDeps, job: string, holdMs: number): Promise<boolean> {
  const now = deps.now();
  const taken = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(jobLeases)
      .values({ name: job, holder: deps.bootId, leaseUntil: new Date(now.getTime() + holdMs) })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder: sql`excluded.holder`, leaseUntil: sql`excluded.lease_until` },
        setWhere: lte(jobLeases.leaseUntil, now),
      })
      .returning({ name: jobLeases.name }),
  );
  return taken.length > 0;
}

/**
 * A scheduled run's turn covers half its schedule's period: every instance fires at the same times, and those firing
 * within half a period of the run that took the turn skip theirs.
 */
function halfPeriodOf(cron: Cron): number {
  const [next, after] = cron.nextRuns(2);
  return next && after ? (after.getTime() - next.getTime()) / 2 : 0;
}

/** Runs `work` at this tick of `cron` only if no other instance on the database took this tick's turn: a run of `job` (job-runs.ts). */
export async function inTurn(deps: AppDeps, job: string, cron: Cron, work: () => unknown): Promise<void> {
  let mine: boolean;
  try {
    mine = await takeJobTurn(deps, job, halfPeriodOf(cron));
  } catch (error) {
    jobFailed(deps, job, error);
    return;
  }
  if (!mine) return;
  // Which instance ran which job, for whoever reads the logs of several.
  jobLogger(deps, job).info("this instance's turn");
  await runJob(deps, job, work);
}
