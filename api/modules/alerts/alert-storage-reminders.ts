import { asc, inArray } from 'drizzle-orm';
import { storageDaysLeft } from '../../../shared/packages/storage';
import { isReminderHour, storageReminderKind } from '../../../shared/push/storage-reminders';
import type { AppDeps } from '../../app-deps';
import { packages } from '../../db/tables';
import { recordAlert } from './alert-events';
import { storageByOwner } from '../packages/package-view';

const WAITING = ['received', 'scheduled'];

/**
 * The scheduled check: each customer whose storage period (the one the badges count) is at 3 days or fewer, or at
 * its last day, gets that reminder recorded once for the period. Only in New York's daytime. Returns how many.
 */
export async function recordStorageReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  if (!isReminderHour(now)) return 0;
  const waiting = await deps.db
    .select({ id: packages.id, userId: packages.userId })
    .from(packages)
    .where(inArray(packages.deliveryStatus, WAITING))
    .orderBy(asc(packages.id));
  const byOwner = new Map<number, number[]>();
  for (const row of waiting) byOwner.set(row.userId, [...(byOwner.get(row.userId) ?? []), row.id]);
  const storage = await storageByOwner(deps.db, [...byOwner.keys()]);
  let recorded = 0;
  for (const [userId, packageIds] of byOwner) {
    const { periodStart, storageDays } = storage.get(userId) ?? { periodStart: null, storageDays: null };
    if (!periodStart || storageDays === null) continue;
    const daysLeft = storageDaysLeft(periodStart, storageDays, now);
    const kind = storageReminderKind(daysLeft);
    if (kind && (await recordAlert(deps.db, userId, { kind, periodStart, daysLeft, packageIds }, now))) recorded++;
  }
  return recorded;
}
