import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/accounts/account-export-schema';
import type { AppDeps } from '../../app-deps';
import { contactMessages, packages, payments, pickupPackages, pickups, subscriptions, type UserRow } from '../../db/tables';
import { addressRowsOf } from '../addresses/address-queries';
import { toDeliveryAddress } from '../addresses/address-view';
import { deliveryRowsOf } from '../deliveries/delivery-queries';
import { toDeliveries } from '../deliveries/delivery-view';
import { repliesOf } from '../messages/contact-message-view';
import { toPackageDetails } from '../packages/package-view';
import { toPublicUser } from './users-service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /api/users/me/export: everything the account holds about its customer, as the app shows it, in one JSON file.
 * Secrets stay out: no password hash, session, card token or gateway id; payments as amounts, plans and dates.
 */
export async function exportAccount(deps: AppDeps, user: UserRow): Promise<AccountExport> {
  const { db } = deps;
  const [plans, charges, parcels, bookings, messages, addresses, deliveryRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(asc(subscriptions.createdAt), asc(subscriptions.id)),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(packages).where(eq(packages.userId, user.id)).orderBy(asc(packages.createdAt), asc(packages.id)),
    db.select().from(pickups).where(eq(pickups.userId, user.id)).orderBy(asc(pickups.pickupDate), asc(pickups.id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    addressRowsOf(db, user.id),
    deliveryRowsOf(db, user.id),
  ]);
  const bookedPackages = bookings.length
    ? await db.select().from(pickupPackages).where(inArray(pickupPackages.pickupId, bookings.map((booking) => booking.id)))
    : [];
  const replies = await repliesOf(db, messages.map((message) => message.id));

  return {
    format: 1,
    exported_at: deps.now().toISOString(),
    account: toPublicUser(user),
    subscriptions: plans.map((plan) => ({
      plan_type: plan.planType,
      status: plan.status,
      paid_with: plan.provider,
      price_cents: plan.priceCents,
      current_period_start: iso(plan.currentPeriodStart),
      access_until: iso(plan.accessUntil),
      cancelled_at: iso(plan.cancelledAt),
      created_at: iso(plan.createdAt),
    })),
    payments: charges.map((charge) => ({
      kind: charge.kind,
      plan_type: charge.planType,
      amount_cents: charge.amountCents,
      currency: charge.currency,
      status: charge.status,
      paid_with: charge.provider,
      created_at: iso(charge.createdAt),
    })),
    packages: await toPackageDetails(db, parcels),
    pickups: bookings.map((booking) => ({
      id: booking.id,
      pickup_date: booking.pickupDate,
      pickup_time: booking.pickupTime,
      status: booking.status,
      notes: booking.notes,
      package_ids: bookedPackages.filter((row) => row.pickupId === booking.id).map((row) => row.packageId),
      created_at: iso(booking.createdAt),
    })),
    delivery_addresses: addresses.map(toDeliveryAddress),
    deliveries: await toDeliveries(db, deliveryRows),
    messages: messages.map((message) => ({
      subject: message.subject,
      message: message.message,
      created_at: iso(message.createdAt),
      replies: (replies.get(message.id) ?? []).map((reply) => ({ body: reply.body, created_at: iso(reply.createdAt) })),
    })),
  };
}
