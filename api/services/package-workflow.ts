import { eq } from 'drizzle-orm';
import type { WorkflowStatus } from '../../shared/packages/package-status';
import type { Db } from '../db/client';
import { packages, packageWorkflow } from '../db/schema/packages';

export interface WorkflowStep {
  packageId: number;
  type: WorkflowStatus;
  description: string;
  actorUserId: number | null;
  at: Date;
  pickupBy?: string | null;
  instructions?: string | null;
}

/** Moves a package to a warehouse status and writes the workflow entry that says who did it and when. */
export function recordWorkflowStep(db: Db, step: WorkflowStep, changes: Partial<typeof packages.$inferInsert> = {}): void {
  db.update(packages)
    .set({ ...changes, deliveryStatus: step.type, updatedAt: step.at })
    .where(eq(packages.id, step.packageId))
    .run();
  db.insert(packageWorkflow)
    .values({
      packageId: step.packageId,
      type: step.type,
      description: step.description,
      date: step.at,
      pickupBy: step.pickupBy ?? null,
      instructions: step.instructions ?? null,
      actorUserId: step.actorUserId,
    })
    .run();
}
