import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact/contact-message-schema';
import { supportTierOf, type SupportTier } from '../../../shared/contact/support-tier';
import { NOT_FOUND } from '../../../shared/errors/common-messages';
import { DomainError } from '../../domain/domain-error';
import { CONTACT_RATE_LIMITED_MESSAGE, type ContactForm, type DashboardContactForm } from '../../../shared/contact/contact-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { contactMessages } from '../../db/tables';
import type { PageQuery } from '../packages/page-query';
import { getBusinessDetails } from '../settings/business-details-service';
import { getSetting } from '../settings/settings-service';
import { userSubscriptionView } from '../subscriptions/subscription-view';
import { contactMessageMail } from './contact-mails';
import { contactMessageWithReplies, repliesOf, toContactMessage } from './contact-message-view';
import { takeIpSlot } from '../limits/ip-rate-limit';
import { queueMail } from '../outbox/send-mail';
import { HOUR_MS } from '../../../shared/time/durations';

export const CONTACT_PER_IP = { limit: 5, windowMs: HOUR_MS };

/** The public page (anyone, linked when signed in) or the dashboard's dialog (always a customer). */
export type ContactSender = { source: 'public'; userId: number | null } | { source: 'dashboard'; userId: number };

export interface SupportPromise {
  tier: SupportTier;
  responseHours: number;
}

/** A customer's tier by their plan now (none, or no account: standard) and the hours the settings promise it. */
export async function supportPromiseFor(db: Db, userId: number | null, now: Date): Promise<SupportPromise> {
  const tier = userId === null ? 'standard' : supportTierOf(await userSubscriptionView(db, userId, now), now);
  return { tier, responseHours: (await getSetting(db, 'support_response_hours'))[tier] };
}

/**
 * Stores a contact-page message with the sender's tier and promise of this moment (docs/decisions/162) and mails it
 * to support. The row is the record staff read, so a mail failure is logged and does not fail the request.
 */
export async function submitContactMessage(deps: AppDeps, form: ContactForm | DashboardContactForm, sender: ContactSender, ip: string): Promise<number> {
  await takeIpSlot(deps, `contact:ip:${ip}`, CONTACT_PER_IP, CONTACT_RATE_LIMITED_MESSAGE);
  const { source, userId } = sender;
  const now = deps.now();
  const promise = await supportPromiseFor(deps.db, userId, now);
  const [inserted] = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(contactMessages)
      .values({ source, userId, ...form, phone: form.phone ?? null, supportTier: promise.tier, responseHours: promise.responseHours, createdAt: now })
      .returning({ id: contactMessages.id }),
  );
  const row = inserted!;
  // To the address the site shows for support (the settings' one, else SUPPORT_EMAIL): where staff expect to read.
  await queueMail(deps, contactMessageMail((await getBusinessDetails(deps)).support_email, form, row.id, userId, promise));
  return row.id;
}

/** This customer sent this dashboard message at or after `since` (a run cut short after storing it). */
export async function dashboardMessageSentSince(db: Db, userId: number, form: DashboardContactForm, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.source, 'dashboard'),
        eq(contactMessages.userId, userId),
        eq(contactMessages.subject, form.subject),
        eq(contactMessages.message, form.message),
        gte(contactMessages.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The inbox's order: the messages not handled first, VIP then priority then the rest, oldest first in each (the
 * longest waiting at the top); then the handled ones, newest first, as the inbox always listed them.
 */
const notHandled = sql`${contactMessages.readAt} is null`;
const INBOX_ORDER = [
  sql`case when ${notHandled} then 0 else 1 end`,
  sql`case when ${notHandled} then (case ${contactMessages.supportTier} when 'vip' then 0 when 'priority' then 1 else 2 end) else 0 end`,
  sql`case when ${notHandled} then ${contactMessages.createdAt} else 0 end`,
  sql`case when ${notHandled} then ${contactMessages.id} else 0 end`,
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
];

/** One page of the admin panel's inbox (INBOX_ORDER), each message with its thread, and how many are not handled yet. */
export async function listContactMessages(db: Db, { limit, offset }: PageQuery) {
  const rows = await db.select().from(contactMessages).orderBy(...INBOX_ORDER).limit(limit).offset(offset);
  const replies = await repliesOf(db, rows.map((row) => row.id));
  const total = (await db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;
  const unread = (await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)))[0]?.n ?? 0;
  return { messages: rows.map((row) => toContactMessage(row, replies.get(row.id))), total, unread, limit, offset };
}

/** Marks a message handled (or back to unread); an already handled message keeps its first time. */
export async function setContactMessageHandled(deps: AppDeps, id: number, handled: boolean): Promise<ContactMessage> {
  return writeTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw new DomainError('not-found', NOT_FOUND);
    const readAt = handled ? (row.readAt ?? deps.now()) : null;
    const [updated] = await tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).returning();
    return contactMessageWithReplies(tx, updated!);
  });
}
