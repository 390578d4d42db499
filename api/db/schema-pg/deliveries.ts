import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_PAYMENT_METHODS } from '../../../shared/deliveries/delivery-stages';
import { DELIVERY_ROW_STAGES } from '../schema/deliveries';
import { createdAt, timestamp, updatedAt } from './columns';
import { deliveryAddresses } from './delivery-addresses';
import { packages } from './packages';
import { users } from './users';

export { DELIVERY_ROW_STAGES };

/** The carrier's rates for some received packages to one address, payable until `expiresAt` (docs/decisions/166). */
export const deliveryQuotes = pgTable(
  'delivery_quotes',
  {
    /** A random id: the client sends it back to pay. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').notNull().references(() => deliveryAddresses.id, { onDelete: 'cascade' }),
    /** The package ids as a JSON array, in the order asked. */
    packageIds: text('package_ids').notNull(),
    /** DeliveryDestination as JSON: the address as quoted (and printed on the label). */
    destination: text('destination').notNull(),
    weightOz: doublePrecision('weight_oz').notNull(),
    /** The carrier's shipment (EasyPost shp_…) the rates belong to. */
    shipmentId: text('shipment_id').notNull(),
    /** ShippingRate[] as JSON, cheapest first. */
    rates: text('rates').notNull(),
    handlingFeeCents: integer('handling_fee_cents').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_quotes_user_idx').on(t.userId), index('delivery_quotes_expires_idx').on(t.expiresAt)],
);

/** Received packages paid to be shipped to a customer's address, from its label to the door. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** One delivery per quote: a second payment of the same rates is refused by the database. */
    quoteId: text('quote_id').notNull().unique(),
    stage: text('stage', { enum: DELIVERY_ROW_STAGES }).notNull(),
    /** DeliveryDestination as JSON, kept as paid: deleting the address later changes nothing. */
    destination: text('destination').notNull(),
    weightOz: doublePrecision('weight_oz').notNull(),
    shipmentId: text('shipment_id').notNull(),
    rateId: text('rate_id').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    rateCents: integer('rate_cents').notNull(),
    handlingFeeCents: integer('handling_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    estDeliveryDate: text('est_delivery_date'),
    paymentMethod: text('payment_method', { enum: DELIVERY_PAYMENT_METHODS }).notNull().default('card'),
    /** The PayPal order the customer approves (PayPal deliveries only). */
    walletOrderId: text('wallet_order_id').unique(),
    /** The gateway's charge: the card transaction, or the PayPal capture (null while paying). */
    transactionId: text('transaction_id'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    trackingCode: text('tracking_code'),
    /** Where the label's PDF is kept in the file store. */
    labelFileKey: text('label_file_key'),
    trackingStatus: text('tracking_status'),
    trackingCheckedAt: timestamp('tracking_checked_at'),
    trackingNextCheckAt: timestamp('tracking_next_check_at'),
    trackingError: text('tracking_error'),
    labelBoughtAt: timestamp('label_bought_at'),
    labelBoughtBy: integer('label_bought_by').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at'),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at'),
    cancelledAt: timestamp('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deliveries_user_created_idx').on(t.userId, t.createdAt),
    index('deliveries_stage_created_idx').on(t.stage, t.createdAt),
    index('deliveries_tracking_code_idx').on(t.trackingCode),
    index('deliveries_tracking_due_idx').on(t.stage, t.trackingNextCheckAt),
  ],
);

/** The packages of a delivery; `holds` while the delivery may still leave with them (paying, paid, label bought). */
export const deliveryPackages = pgTable(
  'delivery_packages',
  {
    deliveryId: integer('delivery_id').notNull().references(() => deliveries.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    holds: boolean('holds').notNull().default(true),
  },
  // A package is held by one delivery at a time, whatever the code does: two payments racing for it, one wins.
  (t) => [uniqueIndex('delivery_packages_unique').on(t.deliveryId, t.packageId), uniqueIndex('delivery_packages_one_hold').on(t.packageId).where(sql`${t.holds}`)],
);

/** The carrier's scans of a delivery on its way out, each once. */
export const deliveryTrackingEvents = pgTable(
  'delivery_tracking_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: integer('delivery_id').notNull().references(() => deliveries.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    eventTime: timestamp('event_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('delivery_tracking_events_unique').on(t.deliveryId, t.eventTime, t.status, t.description)],
);

export type DeliveryQuoteRow = typeof deliveryQuotes.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
