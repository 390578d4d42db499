import { AdminPackageListSchema, ADMIN_PAGE_SIZE_MAX, type AdminPackage } from '@shared/admin/admin-package-schema';
import { api } from '@/lib/api-client';
import { readSnapshot, saveSnapshot } from '@/lib/outbox/offline-snapshots';

const SNAPSHOT_KEY = 'receiving-open-packages';
/** The newest packages not picked up yet: enough for a day's deliveries several times over. */
const PAGES = 3;

/** Packages not yet picked up, with owner and suite, newest first, kept in IndexedDB for an offline lookup. */
export async function refreshOpenPackagesSnapshot(): Promise<number> {
  const packages: AdminPackage[] = [];
  for (let page = 1; page <= PAGES; page += 1) {
    const searchParams = { status: 'exclude_picked_up', page, page_size: ADMIN_PAGE_SIZE_MAX };
    const list = AdminPackageListSchema.parse(await api.get('admin/packages', { searchParams }).json());
    packages.push(...list.packages);
    if (page * ADMIN_PAGE_SIZE_MAX >= list.total) break;
  }
  await saveSnapshot(SNAPSHOT_KEY, packages);
  return packages.length;
}

export async function readOpenPackagesSnapshot(): Promise<AdminPackage[] | null> {
  return ((await readSnapshot(SNAPSHOT_KEY))?.data as AdminPackage[] | undefined) ?? null;
}
