import { asc, inArray } from 'drizzle-orm';
import { isReminderHour, storageReminderDay, storageReminderKind } from '../../../shared/push/storage-reminders';
import { storageDaysLeftUntil } from '../../../shared/storage/storage-extension';
import type { AppDeps } from '../../app-deps';
import { packages } from '../../db/tables';
import { recordAlert } from './alert-events';
import { lastStorageDays } from '../storage/package-storage';

const WAITING = ['received', 'scheduled'];

/**
 * The scheduled check: a customer's waiting packages that share a last storage day (the day each badge counts to)
 * get one reminder at 7, 3 and 1 days left, each recorded once for that day: days bought move it, and the new last
 * day is reminded afresh. Only in New York's daytime. Returns how many.
 */
export async function recordStorageReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  if (!isReminderHour(now)) return 0;
  const waiting = await deps.db
    .select({ id: packages.id, userId: packages.userId, deliveryStatus: packages.deliveryStatus, storageDays: packages.storageDays, storageExtendedUntil: packages.storageExtendedUntil })
    .from(packages)
    .where(inArray(packages.deliveryStatus, WAITING))
    .orderBy(asc(packages.id));
  const lastDays = await lastStorageDays(deps.db, waiting);
  const groups = new Map<string, { userId: number; lastDay: string; packageIds: number[] }>();
  for (const row of waiting) {
    const lastDay = lastDays.get(row.id);
    if (!lastDay) continue;
    const key = `${row.userId}:${lastDay}`;
    const group = groups.get(key) ?? { userId: row.userId, lastDay, packageIds: [] };
    group.packageIds.push(row.id);
    groups.set(key, group);
  }
  let recorded = 0;
  for (const { userId, lastDay, packageIds } of groups.values()) {
    const daysLeft = storageDaysLeftUntil(lastDay, now);
    const mark = storageReminderDay(daysLeft);
    if (!mark) continue;
    if (await recordAlert(deps.db, userId, { kind: storageReminderKind(mark), lastDay, mark, daysLeft, packageIds }, now)) recorded++;
  }
  return recorded;
}
