import { eq } from 'drizzle-orm';
import type { PackageDetail } from '../../../shared/packages/package-schema';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { packages, type UserRow } from '../../db/tables';
import { ownPackage } from './package-lookup';
import { toPackageDetail } from './package-view';

/** The owner renames one of their packages, at any stage (decision 183); the schema already trimmed and bounded it. */
export async function renamePackage(deps: AppDeps, owner: UserRow, id: number, title: string): Promise<PackageDetail> {
  const now = deps.now();
  const row = await writeTransaction(deps.db, async (tx) => {
    const own = await ownPackage(tx, owner.id, id);
    const [updated] = await tx.update(packages).set({ title, updatedAt: now }).where(eq(packages.id, own.id)).returning();
    return updated!;
  });
  return toPackageDetail(deps.db, row);
}
