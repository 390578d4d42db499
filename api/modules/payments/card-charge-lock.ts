import { and, eq, inArray, lt } from 'drizzle-orm';
import type { PaidPlanType } from '../../../shared/plans/plan-catalog';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { payments } from '../../db/tables';
import { isUniqueViolation } from '../../db/database-errors';
import { DomainError } from '../../domain/domain-error';

export const CHARGE_IN_PROGRESS = 'A payment for this account is already being processed';
/** A pending charge older than this was abandoned (the process stopped mid-request). */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

type CardChargeKind = 'subscription' | 'plan_change';

/**
 * Opens the user's one card charge in flight: a pending payments row that a unique index allows
 * once per user. A double submit finds it and is refused instead of charging twice. Call inside the
 * transaction that also checks the subscription state (its writes are a savepoint of it).
 */
export async function openCardCharge(db: Db, deps: AppDeps, userId: number, kind: CardChargeKind, planType: PaidPlanType, amountCents: number): Promise<number> {
  const now = deps.now();
  return writeTransaction(db, async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'failed', failureMessage: 'Abandoned', updatedAt: now })
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          inArray(payments.kind, ['subscription', 'plan_change']),
          lt(payments.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      );
    try {
      const [row] = await tx
        .insert(payments)
        .values({ userId, provider: 'braintree', kind, planType, amountCents, status: 'pending', createdAt: now, updatedAt: now })
        .returning({ id: payments.id });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', CHARGE_IN_PROGRESS);
      throw error;
    }
  });
}

export async function closeCardCharge(
  db: Db,
  now: Date,
  paymentId: number,
  outcome: { status: 'settled'; subscriptionId: number; reference: string | null } | { status: 'declined' | 'failed'; message: string },
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await tx
      .update(payments)
      .set(
        outcome.status === 'settled'
          ? { status: 'settled', subscriptionId: outcome.subscriptionId, providerReference: outcome.reference, updatedAt: now }
          : { status: outcome.status, failureMessage: outcome.message.slice(0, 500), updatedAt: now },
      )
      .where(eq(payments.id, paymentId));
  });
}
