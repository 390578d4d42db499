import { and, gte, isNotNull } from 'drizzle-orm';
import { intakeTimesByDay, type IntakeDay } from '../../../shared/receiving/intake-times';
import { addDaysToDateString } from '../../../shared/time/calendar-dates';
import { newYorkDateString, newYorkStartOfDay } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { packages } from '../../db/tables';

/** GET /api/admin/intake-times: the last `days` New York days, newest first, from the packages received in them. */
export async function intakeTimes(deps: AppDeps, days: number): Promise<IntakeDay[]> {
  const today = newYorkDateString(deps.now());
  const since = newYorkStartOfDay(addDaysToDateString(today, 1 - days));
  const rows = await deps.db
    .select({ deliveredAt: packages.carrierDeliveredAt, receivedAt: packages.receivedAt })
    .from(packages)
    .where(and(isNotNull(packages.carrierDeliveredAt), isNotNull(packages.receivedAt), gte(packages.receivedAt, since)));
  return intakeTimesByDay(
    rows.map((row) => ({ deliveredAt: row.deliveredAt!, receivedAt: row.receivedAt! })),
    today,
    days,
  );
}
