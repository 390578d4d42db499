import { showsStorageBadge } from '../../../shared/packages/storage';
import type { Db } from '../../db/client';
import type { PackageRow } from '../../db/tables';
import { ownLastStorageDay, storageByOwner } from '../packages/package-view';

type StorageFacts = Pick<PackageRow, 'id' | 'userId' | 'deliveryStatus' | 'storageDays' | 'storageExtendedUntil'>;

/** Each waiting package's last storage day, as its answer's `storage_last_day` gives it; absent for the others. */
export async function lastStorageDays(db: Db, rows: readonly StorageFacts[]): Promise<Map<number, string>> {
  const waiting = rows.filter((row) => showsStorageBadge({ delivery_status: row.deliveryStatus }));
  const owners = await storageByOwner(db, waiting.map((row) => row.userId));
  const days = new Map<number, string>();
  for (const row of waiting) {
    const lastDay = ownLastStorageDay(owners.get(row.userId), row);
    if (lastDay) days.set(row.id, lastDay);
  }
  return days;
}
