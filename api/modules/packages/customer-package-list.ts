import type { Package } from '../../../shared/packages/package-schema';
import type { AppDatabase } from '../../db/client';
import { boundDialect } from '../../db/tables';
import { listOwnPackageViews } from './own-package-list';
import { cachedPackageList } from './package-list-cache';
import { toPackageViews } from './package-view';
import { listOwnPackages } from './packages-service';

/**
 * A customer's package list, as `GET /api/tracking` answers it. On SQLite: the hand-prepared read, kept until anything
 * is written (decision 103; both rest on SQLite's own connection and data_version). On PostgreSQL another instance's
 * write cannot be seen from here without asking, so the list is read each time through the general package views, which
 * own-package-list.test.ts proves answer the same (decision 148).
 */
export async function customerPackageList(db: AppDatabase, userId: number): Promise<Package[]> {
  if (boundDialect() === 'postgresql') return toPackageViews(db, await listOwnPackages(db, userId));
  return cachedPackageList(db, userId, () => listOwnPackageViews(db, userId));
}
