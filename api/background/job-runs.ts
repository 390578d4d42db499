import type { AppDeps } from '../app-deps';
import type { Logger } from '../logging/logger';

/** A scheduled job's logger: its lines carry `job`, the name its runs are counted under. */
export function jobLogger(deps: AppDeps, job: string): Logger {
  return deps.logger.child({ job });
}

/** A failed run of `job`, counted and logged under its name. */
export function jobFailed(deps: AppDeps, job: string, error: unknown): void {
  deps.metrics.jobFailures.inc({ job });
  jobLogger(deps, job).error({ err: error }, 'run failed');
}

/**
 * One run of a scheduled job, the way every job runs: counted (`miamidrop_job_runs_total`), and a failure counted and
 * logged instead of thrown, so the schedule goes on.
 */
export async function runJob(deps: AppDeps, job: string, work: () => unknown): Promise<void> {
  deps.metrics.jobRuns.inc({ job });
  try {
    await work();
  } catch (error) {
    jobFailed(deps, job, error);
  }
}
