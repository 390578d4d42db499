import { and, desc, eq, gte } from 'drizzle-orm';
import type { WorkflowStatus } from '../../../shared/packages/package-status';
import { type Db, writeTransaction } from '../../db/client';
import { packageWorkflow, packages } from '../../db/tables';
import { recordAlert } from '../alerts/alert-events';

export interface WorkflowStep {
  packageId: number;
  type: WorkflowStatus;
  description: string;
  actorUserId: number | null;
  at: Date;
  pickupBy?: string | null;
  instructions?: string | null;
}

/**
 * Moves a package to a warehouse status and writes the workflow entry that says who did it and when. A receipt also
 * records the owner's "package received" alert (once per package); the caller kicks `deps.alerts` after its transaction.
 */
export async function recordWorkflowStep(db: Db, step: WorkflowStep, changes: Partial<typeof packages.$inferInsert> = {}): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const [row] = await tx
      .update(packages)
      .set({ ...changes, deliveryStatus: step.type, updatedAt: step.at })
      .where(eq(packages.id, step.packageId))
      .returning();
    if (row && step.type === 'received') {
      const event = { kind: 'package-received' as const, packageId: row.id, trackingNumber: row.trackingNumber, title: row.title, storageDays: row.storageDays };
      await recordAlert(tx, row.userId, event, step.at);
    }
    await tx.insert(packageWorkflow).values({
      packageId: step.packageId,
      type: step.type,
      description: step.description,
      date: step.at,
      pickupBy: step.pickupBy ?? null,
      instructions: step.instructions ?? null,
      actorUserId: step.actorUserId,
    });
  });
}

/** The newest entry of this kind that this person recorded for the package at or after `since`. */
export async function stepRecordedSince(db: Db, packageId: number, type: WorkflowStatus, actorUserId: number, since: Date) {
  const [row] = await db
    .select()
    .from(packageWorkflow)
    .where(and(eq(packageWorkflow.packageId, packageId), eq(packageWorkflow.type, type), eq(packageWorkflow.actorUserId, actorUserId), gte(packageWorkflow.date, since)))
    .orderBy(desc(packageWorkflow.date), desc(packageWorkflow.id))
    .limit(1);
  return row;
}
