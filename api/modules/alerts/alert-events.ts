import { z } from 'zod';
import { TrackingStatusSchema } from '../../../shared/packages/tracking-status';
import { PickupLocationSchema } from '../../../shared/pickup/pickup-schema';
import type { PushPayloadKind } from '../../../shared/push/push-schemas';
import { type Db, writeTransaction } from '../../db/client';
import { alertLog } from '../../db/tables';

const PickupEventSchema = z.object({ pickupId: z.number().int(), date: z.string(), time: z.string(), packages: z.number().int() });
const StorageEventSchema = z.object({ periodStart: z.string(), daysLeft: z.number().int(), packageIds: z.array(z.number().int()) });
/** A non-renewing (PayPal) plan nearing its end: accessUntil is the ISO instant its access ends. */
const PlanEventSchema = z.object({ subscriptionId: z.number().int(), planType: z.string(), accessUntil: z.string(), daysLeft: z.number().int() });

/** What happened, with what its texts are written from (kept as the alert's data). */
export const AlertEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('package-received'), packageId: z.number().int(), trackingNumber: z.string(), title: z.string(), storageDays: z.number().int().nullable() }),
  /** A new carrier status of a package still on its way, for an owner with enhanced tracking (decision 161). */
  z.object({ kind: z.literal('tracking-update'), packageId: z.number().int(), trackingNumber: z.string(), title: z.string(), status: TrackingStatusSchema }),
  /** Where to go, as it was when booked (decision 170); an alert recorded before then has none. */
  PickupEventSchema.extend({ kind: z.literal('pickup-confirmed'), location: PickupLocationSchema.optional() }),
  PickupEventSchema.extend({ kind: z.literal('pickup-changed') }),
  StorageEventSchema.extend({ kind: z.literal('storage-ending') }),
  StorageEventSchema.extend({ kind: z.literal('storage-last-day') }),
  PlanEventSchema.extend({ kind: z.literal('plan-ending') }),
  PlanEventSchema.extend({ kind: z.literal('plan-last-day') }),
  /** A paid delivery handed to the carrier, and its arrival (decision 166). */
  z.object({ kind: z.literal('delivery-shipped'), deliveryId: z.number().int(), carrier: z.string(), service: z.string(), trackingCode: z.string(), packages: z.number().int() }),
  z.object({ kind: z.literal('delivery-delivered'), deliveryId: z.number().int(), carrier: z.string(), city: z.string(), packages: z.number().int() }),
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
    case 'plan-ending':
    case 'plan-last-day':
      return `plan:${event.subscriptionId}@${event.accessUntil}`;
    case 'delivery-shipped':
      return `delivery:${event.deliveryId}@shipped`;
    case 'delivery-delivered':
      return `delivery:${event.deliveryId}@delivered`;
    default:
      return `storage:${event.periodStart}`;
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
