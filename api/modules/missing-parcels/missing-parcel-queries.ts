import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missingParcelTasks } from '../../db/tables';

/** When the warehouse started looking for each of these packages, for those it still looks for, in one query. */
export async function openTasksByPackage(db: Db, packageIds: number[]): Promise<Map<number, Date>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: missingParcelTasks.packageId, openedAt: missingParcelTasks.openedAt })
    .from(missingParcelTasks)
    .where(and(inArray(missingParcelTasks.packageId, packageIds), isNull(missingParcelTasks.closedAt)));
  return new Map(rows.map((row) => [row.packageId, row.openedAt]));
}
