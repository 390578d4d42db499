import { and, eq } from 'drizzle-orm';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import type { Db } from '../../db/client';
import { packages, type PackageRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

// Kept apart from packages-service: adding a package there matches it with an unidentified parcel (the receiving
// services), and those look packages up here, so no import goes round in a circle.

/** A package of this customer, or not found (another customer's package is indistinguishable from none). */
export async function ownPackage(db: Db, userId: number, id: number): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(and(eq(packages.id, id), eq(packages.userId, userId))).limit(1);
  if (!row) throw new DomainError('not-found', PACKAGE_MESSAGES.notFound);
  return row;
}

export async function anyPackage(db: Db, id: number): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  if (!row) throw new DomainError('not-found', PACKAGE_MESSAGES.notFound);
  return row;
}
