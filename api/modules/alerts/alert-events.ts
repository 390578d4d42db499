import { z } from 'zod';
import { TrackingStatusSchema } from '../../../shared/packages/tracking-status';
import { PickupLocationSchema } from '../../../shared/pickup/pickup-schema';
import type { PushPayloadKind } from '../../../shared/push/push-schemas';
import { type Db, writeTransaction } from '../../db/client';
import { alertLog } from '../../db/tables';

const PickupEventSchema = z.object({ pickupId: z.number().int(), date: z.string(), time: z.string(), packages: z.number().int() });
/**
 * Packages sharing a last storage day (decision 176), reminded at a mark of days left (7, 3, 1). An alert recorded
 * before then named the customer's storage period by its first day instead.
 */
const StorageEventSchema = z.object({
  lastDay: z.string().optional(),
  mark: z.number().int().optional(),
  periodStart: z.string().optional(),
  daysLeft: z.number().int(),
  packageIds: z.array(z.number().int()),
});
/** A non-renewing (PayPal) plan nearing its end: accessUntil is the ISO instant its access ends. */
const PlanEventSchema = z.object({ subscriptionId: z.number().int(), planType: z.string(), accessUntil: z.string(), daysLeft: z.number().int() });

/**
 * A charge that went through (decision 181): a plan bought by card or PayPal, a card plan changed or renewed, a delivery
 * paid. `paymentId` names the payments row, `deliveryId` the delivery; `method` is "Visa •••• 1111", or null for PayPal.
 */
export const RECEIPT_PURPOSES = ['plan', 'plan-change', 'renewal', 'delivery'] as const;
const PaymentReceiptEventSchema = z.object({
  purpose: z.enum(RECEIPT_PURPOSES),
  paymentId: z.number().int().nullable(),
  deliveryId: z.number().int().nullable(),
  amountCents: z.number().int(),
  provider: z.enum(['card', 'paypal']),
  card: z.string().nullable(),
  planType: z.string().nullable(),
  /** Until when the charge pays the plan (ISO instant), for a plan's charge. */
  paidUntil: z.string().nullable(),
  /** What a delivery's charge paid for ("USPS Priority"). */
  service: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: z.string(),
});

/** What happened, with what its texts are written from (kept as the alert's data). */
export const AlertEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('package-received'), packageId: z.number().int(), trackingNumber: z.string(), title: z.string(), storageDays: z.number().int().nullable() }),
  /** A new carrier status of a package still on its way, for an owner with enhanced tracking (decision 161). */
  z.object({ kind: z.literal('tracking-update'), packageId: z.number().int(), trackingNumber: z.string(), title: z.string(), status: TrackingStatusSchema }),
  /** Where to go, as it was when booked (decision 170); an alert recorded before then has none. */
  PickupEventSchema.extend({ kind: z.literal('pickup-confirmed'), location: PickupLocationSchema.optional() }),
  PickupEventSchema.extend({ kind: z.literal('pickup-changed') }),
  /** The customer cancelled a booking (decision 184): `packages` went back to received. */
  PickupEventSchema.extend({ kind: z.literal('pickup-cancelled') }),
  StorageEventSchema.extend({ kind: z.literal('storage-ending') }),
  StorageEventSchema.extend({ kind: z.literal('storage-last-day') }),
  /** A parcel past its last storage day, warned with its photo before any disposal (decision 176). */
  z.object({
    kind: z.literal('storage-overstay'),
    packageId: z.number().int(),
    trackingNumber: z.string(),
    title: z.string(),
    lastDay: z.string(),
    warning: z.number().int(),
    daysOverdue: z.number().int(),
    feeCents: z.number().int(),
    feePerDayCents: z.number().int(),
    graceDays: z.number().int(),
    disposalFrom: z.string(),
    photoId: z.number().int(),
  }),
  /** Staff recorded its disposal under the policy, after `warnings` warnings (decision 180); `disposedOn` is New York's day. */
  z.object({
    kind: z.literal('storage-disposed'),
    packageId: z.number().int(),
    trackingNumber: z.string(),
    title: z.string(),
    lastDay: z.string(),
    disposedOn: z.string(),
    warnings: z.number().int(),
  }),
  PlanEventSchema.extend({ kind: z.literal('plan-ending') }),
  PlanEventSchema.extend({ kind: z.literal('plan-last-day') }),
  /** A paid delivery handed to the carrier, and its arrival (decision 166). */
  z.object({ kind: z.literal('delivery-shipped'), deliveryId: z.number().int(), carrier: z.string(), service: z.string(), trackingCode: z.string(), packages: z.number().int() }),
  z.object({ kind: z.literal('delivery-delivered'), deliveryId: z.number().int(), carrier: z.string(), city: z.string(), packages: z.number().int() }),
  /** The carrier said delivered and staff have not received it in time: the warehouse is looking for it (decision 177). */
  z.object({ kind: z.literal('parcel-missing'), packageId: z.number().int(), trackingNumber: z.string(), title: z.string() }),
  /** Days before a trip: the titles of what is in, on its way in time, and late (docs/decisions/174). */
  z.object({
    kind: z.literal('trip-reminder'),
    tripId: z.number().int(),
    arrivalDate: z.string(),
    departureDate: z.string(),
    ready: z.array(z.string()),
    onTime: z.array(z.string()),
    late: z.array(z.string()),
  }),
  /** Packages handed over at the counter: a pickup's all at once, or a package handed over without one (decision 181). */
  z.object({ kind: z.literal('pickup-collected'), pickupId: z.number().int().nullable(), packageIds: z.array(z.number().int()), titles: z.array(z.string()), collectedBy: z.string() }),
  PaymentReceiptEventSchema.extend({ kind: z.literal('payment-receipt') }),
]);
export type AlertEvent = z.infer<typeof AlertEventSchema>;
export type EventOf<K extends PushPayloadKind> = Extract<AlertEvent, { kind: K }>;

/**
 * What makes an alert the same one: a package is announced received once, each carrier status of it once, a booking
 * confirmed once, each change of it once, a storage period (by its first day) warned once per reminder kind, and a
 * paid access (by its end: buying again moves it) reminded once per reminder kind.
 */
export function alertSubject(event: AlertEvent, at: Date): string {
  switch (event.kind) {
    case 'package-received':
      return `package:${event.packageId}`;
    case 'tracking-update':
      return `package:${event.packageId}@${event.status}`;
    case 'pickup-confirmed':
      return `pickup:${event.pickupId}`;
    case 'pickup-changed':
      return `pickup:${event.pickupId}@${at.getTime()}`;
    case 'pickup-cancelled':
      return `pickup:${event.pickupId}@cancelled`;
    case 'plan-ending':
    case 'plan-last-day':
      return `plan:${event.subscriptionId}@${event.accessUntil}`;
    case 'delivery-shipped':
      return `delivery:${event.deliveryId}@shipped`;
    case 'delivery-delivered':
      return `delivery:${event.deliveryId}@delivered`;
    case 'parcel-missing':
      return `package:${event.packageId}@missing`;
    case 'storage-overstay':
      return `overstay:${event.packageId}@${event.lastDay}#${event.warning}`;
    case 'storage-disposed':
      return `package:${event.packageId}@disposed`;
    case 'trip-reminder':
      return `trip:${event.tripId}@${event.arrivalDate}`;
    case 'pickup-collected':
      return event.pickupId !== null ? `pickup:${event.pickupId}@collected` : `package:${event.packageIds[0]}@collected`;
    case 'payment-receipt':
      return event.deliveryId !== null ? `receipt:delivery:${event.deliveryId}` : `receipt:payment:${event.paymentId}`;
    default:
      return event.lastDay ? `storage:${event.lastDay}@${event.mark}` : `storage:${event.periodStart}`;
  }
}

/** The alert log's row for this event (what recordAlert inserts). */
const alertRow = (userId: number, event: AlertEvent, at: Date) => ({
  userId,
  kind: event.kind,
  subject: alertSubject(event, at),
  data: JSON.stringify(event),
  createdAt: at,
});

/** Records the alert in the caller's transaction; false when it was already recorded. The worker delivers it. */
export async function recordAlert(db: Db, userId: number, event: AlertEvent, at: Date): Promise<boolean> {
  const rows = await writeTransaction(db, (tx) =>
    tx.insert(alertLog).values(alertRow(userId, event, at)).onConflictDoNothing().returning({ id: alertLog.id }),
  );
  return rows.length > 0;
}
