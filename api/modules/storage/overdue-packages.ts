import { and, asc, eq, inArray } from 'drizzle-orm';
import { daysOverdue } from '../../../shared/storage/overstay';
import { newYorkDateString, newYorkEndOfDay } from '../../../shared/time/new-york';
import type { Db } from '../../db/client';
import { overstayWarnings, packages, photos, users, type PackageRow, type UserRow } from '../../db/tables';
import { lastStorageDays } from './package-storage';

type WarningRow = typeof overstayWarnings.$inferSelect;

export interface OverduePackage {
  row: PackageRow;
  owner: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
  lastDay: string;
  overdue: number;
  /** The first photo staff took of it, the one a warning shows. */
  photoId: number | null;
  /** Warnings sent since this last day passed, oldest first: an earlier overstay's warnings do not count again. */
  warnings: WarningRow[];
}

/**
 * Every waiting package past its last storage day (or only those of `only`), most overdue first, with its photo and
 * its warnings on record. A disposed package is no longer waiting (decision 180).
 */
export async function overduePackages(db: Db, now: Date, only?: readonly number[]): Promise<OverduePackage[]> {
  const waiting = inArray(packages.deliveryStatus, ['received', 'scheduled']);
  const rows = await db
    .select({ pkg: packages, owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.userId))
    .where(only ? and(waiting, inArray(packages.id, [...only])) : waiting)
    .orderBy(asc(packages.id));
  const lastDays = await lastStorageDays(db, rows.map(({ pkg }) => pkg));
  const today = newYorkDateString(now);
  const overdue = rows.filter(({ pkg }) => {
    const lastDay = lastDays.get(pkg.id);
    return lastDay !== undefined && lastDay < today;
  });
  const ids = overdue.map(({ pkg }) => pkg.id);
  if (ids.length === 0) return [];
  const warnings = await db.select().from(overstayWarnings).where(inArray(overstayWarnings.packageId, ids)).orderBy(asc(overstayWarnings.sentAt), asc(overstayWarnings.id));
  const firstPhotos = await db.select({ id: photos.id, packageId: photos.packageId }).from(photos).where(inArray(photos.packageId, ids)).orderBy(asc(photos.createdAt), asc(photos.id));
  return overdue
    .map(({ pkg, owner }) => {
      const lastDay = lastDays.get(pkg.id)!;
      const passed = newYorkEndOfDay(lastDay).getTime();
      return {
        row: pkg,
        owner,
        lastDay,
        overdue: daysOverdue(lastDay, now),
        photoId: firstPhotos.find((photo) => photo.packageId === pkg.id)?.id ?? null,
        warnings: warnings.filter((warning) => warning.packageId === pkg.id && warning.sentAt.getTime() >= passed),
      };
    })
    .sort((a, b) => b.overdue - a.overdue || a.row.id - b.row.id);
}
