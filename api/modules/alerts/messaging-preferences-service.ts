import { and, eq, gt } from 'drizzle-orm';
import { MESSAGING_MESSAGES } from '../../../shared/push/messaging-messages';
import type { MessagingPreferencesUpdate, MessagingStatus } from '../../../shared/push/messaging-schemas';
import { gateMessages } from '../../../shared/subscription/gate-messages';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { messagingPreferences, phoneVerifications, users, type MessageChannel, type MessagingPreferencesRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { planGrants } from '../subscriptions/plan-grants';

/** Whether the customer's plan grants text alerts now (Premium with valid access, a cancelled plan until its end). */
export const grantsTextAlerts = (db: Db, userId: number, now: Date): Promise<boolean> => planGrants(db, userId, 'sms_notifications', now);

export const premiumRequired = () => new DomainError('not-allowed', gateMessages.en.premiumRequiredMessage);

export async function messagingRow(db: Db, userId: number): Promise<MessagingPreferencesRow | undefined> {
  return (await db.select().from(messagingPreferences).where(eq(messagingPreferences.userId, userId)).limit(1))[0];
}

/** The confirmed phone and the channels; the account's phone until one is confirmed. */
export async function messagingStatus(deps: AppDeps, userId: number): Promise<MessagingStatus> {
  const now = deps.now();
  const row = await messagingRow(deps.db, userId);
  const [account] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  const [pending] = await deps.db
    .select({ phone: phoneVerifications.phone })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.expiresAt, now)))
    .limit(1);
  const verified = Boolean(row?.phone && row.phoneVerifiedAt);
  return {
    available: await grantsTextAlerts(deps.db, userId, now),
    phone: (verified ? row?.phone : account?.phone) || null,
    verified,
    codeSentTo: pending?.phone ?? null,
    whatsappOffered: deps.messaging.whatsapp,
    sms: row?.sms ?? false,
    whatsapp: (row?.whatsapp ?? false) && deps.messaging.whatsapp,
  };
}

/**
 * Switches the channels named, keeps the other. Switching one on needs the plan, a confirmed phone and (WhatsApp) a
 * configured sender, all read in the transaction that saves it; switching off is always allowed.
 */
export async function updateMessagingPreferences(deps: AppDeps, userId: number, update: MessagingPreferencesUpdate): Promise<MessagingStatus> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    const turningOn = (Object.keys(update) as MessageChannel[]).filter((channel) => update[channel]);
    const row = await messagingRow(tx, userId);
    if (turningOn.length > 0) {
      if (!(await grantsTextAlerts(tx, userId, now))) throw premiumRequired();
      if (!row?.phone || !row.phoneVerifiedAt) throw new DomainError('conflict', MESSAGING_MESSAGES.phoneNotVerified);
      if (turningOn.includes('whatsapp') && !deps.messaging.whatsapp) throw new DomainError('conflict', MESSAGING_MESSAGES.whatsappUnavailable);
    }
    const next = { sms: update.sms ?? row?.sms ?? false, whatsapp: update.whatsapp ?? row?.whatsapp ?? false, updatedAt: now };
    await tx.insert(messagingPreferences).values({ userId, ...next }).onConflictDoUpdate({ target: messagingPreferences.userId, set: next });
  });
  return messagingStatus(deps, userId);
}

/**
 * The number asked us to stop (STOP by SMS or WhatsApp, or Twilio's 21610 on a send): that channel goes off for every
 * account that confirmed it. Nothing turns it back on but the customer, in the app. Answers how many were switched off.
 */
export async function switchOffForPhone(db: Db, phone: string, channel: MessageChannel, now: Date): Promise<number> {
  const rows = await writeTransaction(db, (tx) =>
    tx
      .update(messagingPreferences)
      .set({ [channel]: false, updatedAt: now })
      .where(and(eq(messagingPreferences.phone, phone), eq(messagingPreferences[channel], true)))
      .returning({ userId: messagingPreferences.userId }),
  );
  return rows.length;
}
