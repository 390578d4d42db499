import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact/contact-message-schema';
import { NOT_FOUND } from '../../../shared/errors/common-messages';
import { DomainError } from '../../domain/domain-error';
import { CONTACT_RATE_LIMITED_MESSAGE, type ContactForm, type DashboardContactForm } from '../../../shared/contact/contact-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { contactMessages } from '../../db/tables';
import type { PageQuery } from '../packages/page-query';
import { getBusinessDetails } from '../settings/business-details-service';
import { contactMessageMail } from './contact-mails';
import { takeIpSlot } from '../limits/ip-rate-limit';
import { queueMail } from '../outbox/send-mail';
import { HOUR_MS } from '../../../shared/time/durations';

export const CONTACT_PER_IP = { limit: 5, windowMs: HOUR_MS };

/** The public page (anyone, linked when signed in) or the dashboard's dialog (always a customer). */
export type ContactSender = { source: 'public'; userId: number | null } | { source: 'dashboard'; userId: number };

/**
 * Stores a contact-page message and mails it to support. The row is the record staff read, so a
 * mail failure is logged and does not fail the request.
 */
export async function submitContactMessage(deps: AppDeps, form: ContactForm | DashboardContactForm, sender: ContactSender, ip: string): Promise<number> {
  await takeIpSlot(deps, `contact:ip:${ip}`, CONTACT_PER_IP, CONTACT_RATE_LIMITED_MESSAGE);
  const { source, userId } = sender;
  const [inserted] = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(contactMessages)
      .values({ source, userId, ...form, phone: form.phone ?? null, createdAt: deps.now() })
      .returning({ id: contactMessages.id }),
  );
  const row = inserted!;
  // To the address the site shows for support (the settings' one, else SUPPORT_EMAIL): where staff expect to read.
  await queueMail(deps, contactMessageMail((await getBusinessDetails(deps)).support_email, form, row.id, userId));
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

type ContactMessageRow = typeof contactMessages.$inferSelect;

const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  source: row.source,
  user_id: row.userId,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Newest first, for the admin panel's inbox, with how many are not handled yet. */
export async function listContactMessages(db: Db, { limit, offset }: PageQuery) {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset);
  const total = (await db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;
  const unread = (await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)))[0]?.n ?? 0;
  return { messages: rows.map(toContactMessage), total, unread, limit, offset };
}

/** Marks a message handled (or back to unread); an already handled message keeps its first time. */
export async function setContactMessageHandled(deps: AppDeps, id: number, handled: boolean): Promise<ContactMessage> {
  return writeTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw new DomainError('not-found', NOT_FOUND);
    const readAt = handled ? (row.readAt ?? deps.now()) : null;
    const [updated] = await tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).returning();
    return toContactMessage(updated!);
  });
}
