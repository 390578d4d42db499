import { count, desc, eq } from 'drizzle-orm';
import type { SupportThread, SupportThreadList } from '../../../shared/contact/support-thread-schema';
import type { AppDeps } from '../../app-deps';
import { contactMessages } from '../../db/tables';
import type { PageQuery } from '../packages/page-query';
import { supportPromiseFor } from './contact-service';
import { repliesOf, respondByOf, type ContactMessageRow, type ReplyRow } from './contact-message-view';

const toThread = (row: ContactMessageRow, replies: ReplyRow[] = []): SupportThread => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  support_tier: row.supportTier,
  response_hours: row.responseHours,
  respond_by: respondByOf(row).toISOString(),
  created_at: row.createdAt.toISOString(),
  handled_at: row.readAt?.toISOString() ?? null,
  // The customer hears from support, not from a named staff member.
  replies: replies.map((reply) => ({ id: reply.id, body: reply.body, created_at: reply.createdAt.toISOString() })),
});

/**
 * The signed-in customer's own messages (from the dashboard or sent from the public page while signed in), newest
 * first with their threads; and their tier and promise now, for the next message.
 */
export async function listSupportThreads(deps: AppDeps, userId: number, { limit, offset }: PageQuery): Promise<SupportThreadList> {
  const own = eq(contactMessages.userId, userId);
  const rows = await deps.db.select().from(contactMessages).where(own).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset);
  const replies = await repliesOf(deps.db, rows.map((row) => row.id));
  const total = (await deps.db.select({ n: count() }).from(contactMessages).where(own))[0]?.n ?? 0;
  const promise = await supportPromiseFor(deps.db, userId, deps.now());
  return {
    support_tier: promise.tier,
    response_hours: promise.responseHours,
    threads: rows.map((row) => toThread(row, replies.get(row.id))),
    total,
    limit,
    offset,
  };
}
