import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export const CARD_GATEWAYS = ['braintree', 'local'] as const;
export type CardGatewayMode = (typeof CARD_GATEWAYS)[number];

/** The card gateway's customer of each user (the vault that holds their cards), per gateway. */
export const gatewayCustomers = sqliteTable(
  'gateway_customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: CARD_GATEWAYS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_customers_user_unique').on(t.userId, t.gateway), uniqueIndex('gateway_customers_customer_unique').on(t.gateway, t.customerId)],
);

// The local stand-ins keep their "remote" state here, the way the sandboxes keep it on their side.
// Production never uses them (api/env.ts refuses the local adapters there).

export const localSandboxCustomers = sqliteTable('local_sandbox_customers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  customerId: text('customer_id').notNull().unique(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
});

export const localSandboxPaymentMethods = sqliteTable(
  'local_sandbox_payment_methods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    token: text('token').notNull().unique(),
    customerId: text('customer_id').notNull(),
    cardType: text('card_type').notNull(),
    last4: text('last_4').notNull(),
    cardholderName: text('cardholder_name'),
    expirationMonth: text('expiration_month').notNull(),
    expirationYear: text('expiration_year').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('local_sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const localSandboxSubscriptions = sqliteTable('local_sandbox_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  subscriptionId: text('subscription_id').notNull().unique(),
  planId: text('plan_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  paymentMethodToken: text('payment_method_token').notNull(),
  /** Braintree's words: Active, Canceled, Past Due, Expired. */
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const localSandboxTransactions = sqliteTable('local_sandbox_transactions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  transactionId: text('transaction_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Orders of the local PayPal stand-in (Orders v2 statuses). */
export const localSandboxPaypalOrders = sqliteTable('local_sandbox_paypal_orders', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  orderId: text('order_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description'),
  customId: text('custom_id'),
  status: text('status').notNull(),
  payerId: text('payer_id'),
  createRequestId: text('create_request_id').unique(),
  captureRequestId: text('capture_request_id'),
  captureId: text('capture_id'),
  approvedAt: timestamp('approved_at'),
  capturedAt: timestamp('captured_at'),
  /** Where the approval page sends the payer on, as PayPal would. */
  returnUrl: text('return_url'),
  cancelUrl: text('cancel_url'),
  refundId: text('refund_id'),
  refundRequestId: text('refund_request_id'),
  refundedAt: timestamp('refunded_at'),
  createdAt: createdAt(),
});
