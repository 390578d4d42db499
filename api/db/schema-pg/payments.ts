import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAID_PLAN_TYPES } from '../../../shared/plans/plan-catalog';
import { PAYMENT_PROVIDERS } from '../../../shared/settings/settings-schema';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../schema/payments';
import { createdAt, timestamp, updatedAt } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

export { PAYMENT_KINDS, PAYMENT_STATUSES };

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    planType: text('plan_type', { enum: PAID_PLAN_TYPES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_provider_ref_idx').on(t.providerReference),
    // One card charge in flight per user: a double submit finds this lock instead of charging twice.
    uniqueIndex('payments_one_pending_card_charge').on(t.userId).where(sql`kind in ('subscription', 'plan_change') and status = 'pending'`),
  ],
);

/** Provider webhook notifications already applied (replays are ignored). */
export const webhookEvents = pgTable('webhook_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  eventKey: text('event_key').notNull().unique(),
  kind: text('kind').notNull(),
  occurredAt: timestamp('occurred_at').notNull(),
  createdAt: createdAt(),
});
