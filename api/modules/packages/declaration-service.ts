import { eq } from 'drizzle-orm';
import { usdToCents } from '../../../shared/packages/declared-value';
import type { PackageDeclarationRequest } from '../../../shared/packages/declared-value-schema';
import type { PackageDetail } from '../../../shared/packages/package-schema';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { packages, type UserRow } from '../../db/tables';
import { ownPackage } from './package-lookup';
import { toPackageDetail } from './package-view';

/** Cents of a declared value the schema already checked (absent or null: none declared). */
export const declaredCents = (usd: string | null | undefined): number | null => (usd ? usdToCents(usd) : null);

/** The owner sets or clears the declared value and category of one of their packages, at any stage (docs/decisions/173). */
export async function setDeclaration(deps: AppDeps, owner: UserRow, id: number, input: PackageDeclarationRequest): Promise<PackageDetail> {
  const now = deps.now();
  const row = await writeTransaction(deps.db, async (tx) => {
    const own = await ownPackage(tx, owner.id, id);
    const [updated] = await tx
      .update(packages)
      .set({ declaredValueCents: declaredCents(input.declared_value_usd), category: input.category, updatedAt: now })
      .where(eq(packages.id, own.id))
      .returning();
    return updated!;
  });
  return toPackageDetail(deps.db, row);
}
