import { and, eq, gte, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { slotHasRoom } from '../../../shared/pickup/pickup-capacity';
import { formatPickupInstructions } from '../../../shared/pickup/pickup-instructions';
import { pickupLocationOf } from '../../../shared/pickup/pickup-location';
import { PICKUP_MESSAGES, type PickupBooked } from '../../../shared/pickup/pickup-schema';
import { isBookablePickup, type PickupRescheduleRequest, type PickupScheduleRequest } from '../../../shared/pickup/pickup-slots';
import { hasValidAccess } from '../../../shared/subscription/access';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, pickupPackages, pickups } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { recordAlert } from '../alerts/alert-events';
import { heldPackageIds } from '../deliveries/delivery-queries';
import { releaseStaleReservations } from '../deliveries/stale-reservations';
import { toPackageViews } from '../packages/package-view';
import { recordWorkflowStep } from '../packages/package-workflow';
import { customerPickupHours } from './customer-pickup-hours';
import { mailPickupConfirmation } from './pickup-confirmation-mail';
import { pickupPackageIds, scheduledInSlot, toPickupViews } from './pickup-queries';
import { requireOnlyPickupOfDay } from './pickup-same-day';
import { getSetting } from '../settings/settings-service';
import { userSubscriptionView } from '../subscriptions/subscription-view';
import { activeWarehouseAddress } from '../warehouse-addresses/warehouse-service';

/** Booking needs valid access: an active plan, or a cancelled one before access_until. */
/** Read in the transaction that books: access that ends meanwhile (a refund) books nothing. */
export async function requirePlanAccess(tx: Db, userId: number, now: Date) {
  if (!hasValidAccess(await userSubscriptionView(tx, userId, now), now)) throw new DomainError('not-allowed', PACKAGE_MESSAGES.accessRequired);
}

/** Bookable now (within the customer's hours, not past) and with room; checked inside the write transaction. */
async function requireOpenSlot(tx: Db, userId: number, slot: { date: string; time: string }, now: Date, exceptPickupId?: number) {
  const { date, time } = slot;
  if (!isBookablePickup(date, time, now, (await customerPickupHours(tx, userId, now)).hours)) throw new DomainError('invalid-input', PICKUP_MESSAGES.slotUnavailable);
  if (!slotHasRoom(await getSetting(tx, 'pickup_slot_capacity'), await scheduledInSlot(tx, date, time, exceptPickupId))) {
    throw new DomainError('conflict', PICKUP_MESSAGES.slotFull);
  }
}

/** Moves the packages to scheduled with the booked day and time, one workflow entry each. */
export async function markScheduled(tx: Db, packageIds: number[], booking: { date: string; time: string; notes: string | null; description: string; actorUserId: number; at: Date }) {
  const instructions = formatPickupInstructions(booking.time, booking.notes);
  for (const packageId of packageIds) {
    await recordWorkflowStep(
      tx,
      { packageId, type: 'scheduled', description: booking.description, actorUserId: booking.actorUserId, at: booking.at, instructions },
      { scheduledDeliveryDate: booking.date, deliveryInstructions: instructions },
    );
  }
}

export async function pickupAnswer(db: Db, pickupId: number, message: string): Promise<PickupBooked> {
  const [pickup] = await toPickupViews(db, await db.select().from(pickups).where(eq(pickups.id, pickupId)));
  const ids = pickup!.package_ids;
  const rows = ids.length ? await db.select().from(packages).where(inArray(packages.id, ids)).orderBy(packages.id) : [];
  return { pickup: pickup!, packages: await toPackageViews(db, rows), message };
}

/** The booking of exactly these packages in this slot that this customer made at or after `since` (a run cut short). */
export async function bookedSince(db: Db, userId: number, input: PickupScheduleRequest, since: Date): Promise<PickupBooked | undefined> {
  const wanted = [...input.package_ids].sort((a, b) => a - b).join();
  const candidates = await db
    .select({ id: pickups.id })
    .from(pickups)
    .where(and(eq(pickups.userId, userId), eq(pickups.pickupDate, input.pickup_date), eq(pickups.pickupTime, input.pickup_time), gte(pickups.createdAt, since)));
  for (const pickup of candidates) {
    if ((await pickupPackageIds(db, pickup.id)).join() === wanted) return pickupAnswer(db, pickup.id, PICKUP_MESSAGES.scheduled);
  }
  return undefined;
}

/**
 * POST /api/pickup/schedule. One immediate transaction: a refusal changes nothing, and two requests racing for the
 * last place in a slot are serialised, so the second sees it full.
 */
export async function schedulePickup(deps: AppDeps, userId: number, input: PickupScheduleRequest): Promise<PickupBooked> {
  const now = deps.now();
  const { pickup_date: date, pickup_time: time } = input;
  const notes = input.notes || null;
  const confirmed = await writeTransaction(deps.db, async (tx) => {
    await requirePlanAccess(tx, userId, now);
    const owned = await tx.select().from(packages).where(and(inArray(packages.id, input.package_ids), eq(packages.userId, userId)));
    if (owned.length !== input.package_ids.length) throw new DomainError('not-found', PACKAGE_MESSAGES.notFound);
    if (owned.some((row) => row.deliveryStatus !== 'received')) throw new DomainError('conflict', PICKUP_MESSAGES.packageNotReady);
    await releaseStaleReservations(tx, deps, userId, now, input.package_ids);
    if ((await heldPackageIds(tx, input.package_ids)).size > 0) throw new DomainError('conflict', DELIVERY_MESSAGES.packageInDelivery);
    await requireOpenSlot(tx, userId, { date, time }, now);
    await requireOnlyPickupOfDay(tx, userId, date, input.allow_second);
    const [pickup] = await tx.insert(pickups).values({ userId, pickupDate: date, pickupTime: time, notes, status: 'scheduled', createdAt: now, updatedAt: now }).returning();
    const pickupId = pickup!.id;
    await tx.insert(pickupPackages).values(input.package_ids.map((packageId) => ({ pickupId, packageId })));
    await markScheduled(tx, input.package_ids, { date, time, notes, description: `Pickup scheduled for ${date} at ${time}`, actorUserId: userId, at: now });
    const location = pickupLocationOf(await activeWarehouseAddress(tx), date);
    const event = { kind: 'pickup-confirmed' as const, pickupId, date, time, packages: input.package_ids.length, location };
    await recordAlert(tx, userId, event, now);
    return event;
  });
  deps.alerts.kick();
  await mailPickupConfirmation(deps, userId, confirmed);
  return pickupAnswer(deps.db, confirmed.pickupId, PICKUP_MESSAGES.scheduled);
}

/** PUT /api/pickup/{id}/reschedule. Notes left out keep the booked ones; '' clears them. */
export async function reschedulePickup(deps: AppDeps, userId: number, pickupId: number, input: PickupRescheduleRequest): Promise<PickupBooked> {
  const now = deps.now();
  const { pickup_date: date, pickup_time: time } = input;
  await writeTransaction(deps.db, async (tx) => {
    await requirePlanAccess(tx, userId, now);
    const [pickup] = await tx.select().from(pickups).where(and(eq(pickups.id, pickupId), eq(pickups.userId, userId))).limit(1);
    if (!pickup) throw new DomainError('not-found', PICKUP_MESSAGES.notFound);
    if (pickup.status !== 'scheduled') throw new DomainError('conflict', PICKUP_MESSAGES.notChangeable);
    await requireOpenSlot(tx, userId, { date, time }, now, pickup.id);
    if (pickup.pickupDate !== date) await requireOnlyPickupOfDay(tx, userId, date, input.allow_second, pickup.id);
    const notes = input.notes === undefined ? pickup.notes : input.notes || null;
    await tx.update(pickups).set({ pickupDate: date, pickupTime: time, notes, updatedAt: now }).where(eq(pickups.id, pickup.id));
    // A package of the pickup already handed over stays picked up.
    const linked = await pickupPackageIds(tx, pickup.id);
    const waiting = linked.length
      ? (await tx.select({ id: packages.id }).from(packages).where(and(inArray(packages.id, linked), eq(packages.deliveryStatus, 'scheduled')))).map((row) => row.id)
      : [];
    await markScheduled(tx, waiting, { date, time, notes, description: `Pickup moved to ${date} at ${time}`, actorUserId: userId, at: now });
    const moved = pickup.pickupDate !== date || pickup.pickupTime !== time;
    if (moved) await recordAlert(tx, userId, { kind: 'pickup-changed', pickupId: pickup.id, date, time, packages: waiting.length }, now);
  });
  deps.alerts.kick();
  return pickupAnswer(deps.db, pickupId, PICKUP_MESSAGES.rescheduled);
}
