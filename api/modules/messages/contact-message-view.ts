import { asc, eq, inArray } from 'drizzle-orm';
import type { ContactMessage, ContactReply } from '../../../shared/contact/contact-message-schema';
import { HOUR_MS } from '../../../shared/time/durations';
import type { Db } from '../../db/client';
import { contactMessageReplies, contactMessages, users } from '../../db/tables';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** When the promise made at sending runs out. */
export const respondByOf = (row: Pick<ContactMessageRow, 'createdAt' | 'responseHours'>) => new Date(row.createdAt.getTime() + row.responseHours * HOUR_MS);

export interface ReplyRow {
  id: number;
  messageId: number;
  body: string;
  createdAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/** The replies to these messages, oldest first, by message id. */
export async function repliesOf(db: Db, messageIds: number[]): Promise<Map<number, ReplyRow[]>> {
  const byMessage = new Map<number, ReplyRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      id: contactMessageReplies.id,
      messageId: contactMessageReplies.messageId,
      body: contactMessageReplies.body,
      createdAt: contactMessageReplies.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(contactMessageReplies)
    .leftJoin(users, eq(users.id, contactMessageReplies.authorId))
    .where(inArray(contactMessageReplies.messageId, messageIds))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

export const toContactReply = (row: ReplyRow): ContactReply => ({
  id: row.id,
  body: row.body,
  author_name: row.authorFirstName === null ? null : `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim(),
  created_at: row.createdAt.toISOString(),
});

export const toContactMessage = (row: ContactMessageRow, replies: ReplyRow[] = []): ContactMessage => ({
  id: row.id,
  source: row.source,
  user_id: row.userId,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  support_tier: row.supportTier,
  response_hours: row.responseHours,
  respond_by: respondByOf(row).toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  replies: replies.map(toContactReply),
});

/** One message as staff read it, with its thread. */
export async function contactMessageWithReplies(db: Db, row: ContactMessageRow): Promise<ContactMessage> {
  return toContactMessage(row, (await repliesOf(db, [row.id])).get(row.id));
}
