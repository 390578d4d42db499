import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Carrier } from '../../../shared/packages/carrier-names';
import { centsToUsd } from '../../../shared/packages/declared-value';
import { DeliveryProofSchema, MISSING_PARCEL_MESSAGES, type DeliveryProof, type MissingParcel } from '../../../shared/receiving/missing-parcel-schema';
import { HOUR_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { missingParcelTasks, packages, users, type MissingParcelTaskRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

type ClosedBySystem = 'received' | 'assigned';

function proofOf(stored: string | null): DeliveryProof | null {
  if (!stored) return null;
  try {
    return DeliveryProofSchema.safeParse(JSON.parse(stored)).data ?? null;
  } catch {
    return null;
  }
}

/** GET /api/admin/missing-parcels: the open tasks, the longest delivered first, with their customers. */
export async function listOpenTasks(deps: AppDeps): Promise<MissingParcel[]> {
  const now = deps.now().getTime();
  const rows = await deps.db
    .select({ task: missingParcelTasks, pkg: packages, owner: users })
    .from(missingParcelTasks)
    .innerJoin(packages, eq(packages.id, missingParcelTasks.packageId))
    .innerJoin(users, eq(users.id, packages.userId))
    .where(isNull(missingParcelTasks.closedAt))
    .orderBy(asc(packages.carrierDeliveredAt), asc(missingParcelTasks.id));
  return rows.map(({ task, pkg, owner }) => {
    const deliveredAt = pkg.carrierDeliveredAt ?? task.openedAt;
    return {
      id: task.id,
      package_id: pkg.id,
      tracking_number: pkg.trackingNumber,
      title: pkg.title,
      carrier: pkg.carrier as Carrier | null,
      declared_value_usd: pkg.declaredValueCents === null ? null : centsToUsd(pkg.declaredValueCents),
      customer: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName, email: owner.email, suite_code: owner.suiteCode },
      carrier_delivered_at: deliveredAt.toISOString(),
      opened_at: task.openedAt.toISOString(),
      hours_since_delivery: Math.max(0, Math.floor((now - deliveredAt.getTime()) / HOUR_MS)),
      proof: proofOf(task.proofOfDelivery),
    };
  });
}

/** Staff close an open task with a note of what they found or did; a closed one is a conflict. */
export async function closeWithNote(deps: AppDeps, staff: UserRow, id: number, note: string): Promise<MissingParcelTaskRow> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const [task] = await tx.select().from(missingParcelTasks).where(eq(missingParcelTasks.id, id)).limit(1);
    if (!task) throw new DomainError('not-found', MISSING_PARCEL_MESSAGES.notFound);
    if (task.closedAt) throw new DomainError('conflict', MISSING_PARCEL_MESSAGES.alreadyClosed);
    const [closed] = await tx
      .update(missingParcelTasks)
      .set({ closedAt: now, closedReason: 'note', staffNote: note, closedBy: staff.id })
      .where(eq(missingParcelTasks.id, id))
      .returning();
    return closed!;
  });
}

/** In the caller's transaction: a receipt or an assignment of the package closes its open task, if it has one. */
export async function closeTaskOnReceipt(db: Db, packageId: number, reason: ClosedBySystem, staffId: number | null, now: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx
      .update(missingParcelTasks)
      .set({ closedAt: now, closedReason: reason, closedBy: staffId })
      .where(and(eq(missingParcelTasks.packageId, packageId), isNull(missingParcelTasks.closedAt))),
  );
}

/** In the caller's transaction: an undone receipt (a mistaken scan) has the warehouse looking for the parcel again. */
export async function reopenTaskAfterUndo(db: Db, packageId: number): Promise<void> {
  const closedBySystem: ClosedBySystem[] = ['received', 'assigned'];
  await writeTransaction(db, (tx) =>
    tx
      .update(missingParcelTasks)
      .set({ closedAt: null, closedReason: null, closedBy: null })
      .where(and(eq(missingParcelTasks.packageId, packageId), inArray(missingParcelTasks.closedReason, closedBySystem))),
  );
}
