import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_CLOSING_MESSAGES, closedAccountEmail } from '../../../shared/accounts/account-closing';
import { isStaffRole } from '../../../shared/accounts/user-schema';
import { OPEN_DELIVERY_STAGES } from '../../../shared/deliveries/delivery-stages';
import { formatLongDate } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import {
  alertLog,
  contactMessages,
  deliveries,
  deliveryAddresses,
  deliveryQuotes,
  emailChangeRequests,
  emailPreferences,
  emailVerificationTokens,
  gatewayCustomers,
  loginDevices,
  messageDeliveries,
  messagingPreferences,
  newsletterSignups,
  packageInvoices,
  packages,
  passwordResetTokens,
  phoneVerifications,
  photos,
  pickups,
  pushPreferences,
  pushSubscriptions,
  sessions,
  users,
  type UserRow,
} from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { renderMail } from '../../mail/mail-layout';
import { mailLanguageOf } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { queueMail } from '../outbox/send-mail';
import { errorText } from '../payments/gateway-errors';
import { deletePhotoFiles } from '../photos/photo-service';
import { deleteInvoiceFiles } from '../invoices/invoice-service';
import { cancelSubscription } from '../subscriptions/subscription-service';
import { isActiveSubscription, latestSubscription } from '../subscriptions/subscription-view';
import { hashPassword, verifyPassword } from './passwords';

/** Packages at the warehouse (received, booked for pickup) or leaving in an open delivery would be lost with the account. */
async function requireNothingWaiting(db: Db, userId: number): Promise<void> {
  const [parcel] = await db.select({ id: packages.id }).from(packages).where(and(eq(packages.userId, userId), inArray(packages.deliveryStatus, ['received', 'scheduled']))).limit(1);
  const [open] = await db.select({ id: deliveries.id }).from(deliveries).where(and(eq(deliveries.userId, userId), inArray(deliveries.stage, OPEN_DELIVERY_STAGES))).limit(1);
  if (parcel || open) throw new DomainError('conflict', ACCOUNT_CLOSING_MESSAGES.packagesWaiting);
}

/** A card plan still renewing is cancelled at the gateway first: a failure there leaves the account as it was. */
async function stopRenewals(deps: AppDeps, userId: number): Promise<void> {
  const plan = await latestSubscription(deps.db, userId);
  if (!isActiveSubscription(plan, deps.now()) || plan.provider !== 'braintree' || plan.status === 'cancelled') return;
  try {
    await cancelSubscription(deps, userId);
  } catch (error) {
    deps.logger.error({ module: 'accounts' }, `closing account ${userId}: plan not cancelled: ${errorText(error)}`);
    throw new DomainError('provider-failed', ACCOUNT_CLOSING_MESSAGES.planNotCancelled);
  }
}

/** The saved cards go from the gateway's vault too; one that cannot be removed is logged for staff, not a refusal. */
async function forgetCards(deps: AppDeps, userId: number): Promise<void> {
  const customers = await deps.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.userId, userId));
  for (const customer of customers) {
    try {
      for (const card of await deps.payments.listCards(customer.customerId)) await deps.payments.deleteCard(card.token);
    } catch (error) {
      deps.logger.error({ module: 'accounts' }, `closing account ${userId}: cards of ${customer.customerId} not removed: ${errorText(error)}`);
    }
  }
}

function accountClosedMail(user: UserRow, at: Date, appUrl: string) {
  const language = mailLanguageOf(user);
  const { layout, accountClosed: texts } = mailTexts(language);
  const fill = (text: string) => fillText(text, { firstName: user.firstName, date: formatLongDate(at, language) });
  return renderMail(
    { to: user.email, language, subject: texts.subject, preheader: texts.preheader, heading: texts.heading, greeting: fill(layout.greeting), paragraphs: texts.body.map(fill), reason: texts.reason },
    appUrl,
  );
}

/**
 * DELETE /api/users/me: the customer closes their account with their password. The plan stops renewing, the saved cards
 * leave the vault, every session and known browser ends, and what names or describes them is erased: packages and
 * their photos, pickups, addresses, messages, alerts, devices. The account row stays, without name, address or phone
 * (closed_at set), because the payment and delivery records that must be kept point to it; a delivery keeps its costs,
 * not its destination. A confirmation goes to the address the account had.
 */
export async function closeAccount(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  if (isStaffRole(user.role)) throw new DomainError('not-allowed', ACCOUNT_CLOSING_MESSAGES.staffAccount);
  if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError('invalid-input', ACCOUNT_CLOSING_MESSAGES.wrongPassword);
  await requireNothingWaiting(deps.db, user.id);
  await stopRenewals(deps, user.id);
  await forgetCards(deps, user.id);

  const now = deps.now();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const { photoRows, invoiceRows } = await writeTransaction(deps.db, async (tx) => {
    const ownPackages = tx.select({ id: packages.id }).from(packages).where(eq(packages.userId, user.id));
    const photoRows = await tx.delete(photos).where(inArray(photos.packageId, ownPackages)).returning();
    const invoiceRows = await tx.delete(packageInvoices).where(inArray(packageInvoices.packageId, ownPackages)).returning();
    for (const table of [sessions, loginDevices, pushSubscriptions, pushPreferences, emailPreferences, alertLog, messagingPreferences, phoneVerifications, messageDeliveries]) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    for (const table of [emailVerificationTokens, passwordResetTokens, emailChangeRequests, deliveryQuotes, pickups, packages, deliveryAddresses, contactMessages]) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await tx.update(deliveries).set({ destination: JSON.stringify({ name: '', street1: '', street2: null, city: '', state: '', zip: '', phone: null }), updatedAt: now }).where(eq(deliveries.userId, user.id));
    await tx.delete(gatewayCustomers).where(eq(gatewayCustomers.userId, user.id));
    await tx.delete(newsletterSignups).where(sql`lower(${newsletterSignups.email}) = lower(${user.email})`);
    await tx
      .update(users)
      .set({ email: closedAccountEmail(user.id), passwordHash: unusable, firstName: '', lastName: '', phone: '', emailVerifiedAt: null, closedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    return { photoRows, invoiceRows };
  });
  await deletePhotoFiles(deps, photoRows);
  await deleteInvoiceFiles(deps, invoiceRows);
  await queueMail(deps, accountClosedMail(user, now, deps.config.appUrl));
}
