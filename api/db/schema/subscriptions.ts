import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAID_PLAN_TYPES } from '../../../shared/plans/plan-catalog';
import { PAYMENT_PROVIDERS } from '../../../shared/settings/settings-schema';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PAID_PLAN_TYPES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The vaulted card the card provider charges on renewal (none for one-time wallet payments). */
    paymentMethodToken: text('payment_method_token'),
    priceCents: integer('price_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start').notNull(),
    nextBillingDate: timestamp('next_billing_date'),
    accessUntil: timestamp('access_until').notNull(),
    cancelledAt: timestamp('cancelled_at'),
    /** Receipts before this instant do not count for the storage period: purchase and plan change restart it. */
    storagePeriodResetAt: timestamp('storage_period_reset_at'),
    /** Timestamp of the last provider event applied, so older webhooks never overwrite newer state. */
    lastEventAt: timestamp('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
    index('subscriptions_provider_id_idx').on(t.providerSubscriptionId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
