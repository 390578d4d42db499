import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARD_GATEWAYS, type CardGatewayMode } from '../schema/payment-gateways';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export { CARD_GATEWAYS, type CardGatewayMode };

export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: CARD_GATEWAYS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_customers_user_unique').on(t.userId, t.gateway), uniqueIndex('gateway_customers_customer_unique').on(t.gateway, t.customerId)],
);

export const localSandboxCustomers = pgTable('local_sandbox_customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: text('customer_id').notNull().unique(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
});

export const localSandboxPaymentMethods = pgTable(
  'local_sandbox_payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    token: text('token').notNull().unique(),
    customerId: text('customer_id').notNull(),
    cardType: text('card_type').notNull(),
    last4: text('last_4').notNull(),
    cardholderName: text('cardholder_name'),
    expirationMonth: text('expiration_month').notNull(),
    expirationYear: text('expiration_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('local_sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const localSandboxSubscriptions = pgTable('local_sandbox_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  subscriptionId: text('subscription_id').notNull().unique(),
  planId: text('plan_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  paymentMethodToken: text('payment_method_token').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const localSandboxTransactions = pgTable('local_sandbox_transactions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  transactionId: text('transaction_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const localSandboxPaypalOrders = pgTable('local_sandbox_paypal_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
