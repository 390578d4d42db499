import { Cron } from 'croner';
import type { AppDeps } from '../../app-deps';
import { inTurn } from '../../background/job-turns';
import { jobLogger } from '../../background/job-runs';
import { openMissingParcelTasks } from './missing-parcel-watchdog';

/** Business hours pass by the quarter hour: a parcel is looked for within 15 minutes of its time being up. */
export const MISSING_PARCELS_SCHEDULE = '*/15 * * * *';
export const MISSING_PARCELS_JOB = 'missing-parcels';

/** Started by the server: the watchdog's pass, never two at once, by one instance of those on the database. */
export function startMissingParcelsJob(deps: AppDeps, schedule = MISSING_PARCELS_SCHEDULE): Cron {
  return new Cron(schedule, { protect: true }, (cron) =>
    inTurn(deps, MISSING_PARCELS_JOB, cron, async () => {
      const opened = await openMissingParcelTasks(deps);
      if (opened) jobLogger(deps, MISSING_PARCELS_JOB).info(`${opened} missing-parcel task(s) opened`);
    }),
  );
}
