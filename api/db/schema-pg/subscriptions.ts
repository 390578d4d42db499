import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PAID_PLAN_TYPES } from '../../../shared/plans/plan-catalog';
import { PAYMENT_PROVIDERS } from '../../../shared/settings/settings-schema';
import { SUBSCRIPTION_STATUSES } from '../schema/subscriptions';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export { SUBSCRIPTION_STATUSES };

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PAID_PLAN_TYPES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    paymentMethodToken: text('payment_method_token'),
    priceCents: integer('price_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start').notNull(),
    nextBillingDate: timestamp('next_billing_date'),
    accessUntil: timestamp('access_until').notNull(),
    cancelledAt: timestamp('cancelled_at'),
    storagePeriodResetAt: timestamp('storage_period_reset_at'),
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
