import { and, eq, gte } from 'drizzle-orm';
import type { ContactMessage, ContactReply } from '../../../shared/contact/contact-message-schema';
import { NOT_FOUND } from '../../../shared/errors/common-messages';
import { DomainError } from '../../domain/domain-error';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { contactMessageReplies, contactMessages, users } from '../../db/tables';
import { mailLanguageOf } from '../../mail/mail-language';
import { appLink, queueMail } from '../outbox/send-mail';
import { getBusinessDetails } from '../settings/business-details-service';
import { contactMessageWithReplies, type ContactMessageRow } from './contact-message-view';
import { contactReplyMail } from './contact-reply-mail';

/** Where the customer reads their messages and the answers in the app. */
export const SUPPORT_THREAD_PATH = '/dashboard/account';

export interface ReplyOutcome {
  reply: ContactReply;
  message: ContactMessage;
}

/**
 * Staff answer a message: the reply joins its thread and the message counts as handled (its first handling time
 * kept), in one transaction; then the reply is mailed to the message's address through the queue, in the account's
 * language when the sender has one (Spanish otherwise).
 */
export async function replyToContactMessage(deps: AppDeps, messageId: number, authorId: number, body: string): Promise<ReplyOutcome> {
  const now = deps.now();
  const { message, replyId, row } = await writeTransaction(deps.db, async (tx) => {
    const [found] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
    if (!found) throw new DomainError('not-found', NOT_FOUND);
    const [inserted] = await tx.insert(contactMessageReplies).values({ messageId, authorId, body, createdAt: now }).returning({ id: contactMessageReplies.id });
    const [updated] = await tx.update(contactMessages).set({ readAt: found.readAt ?? now }).where(eq(contactMessages.id, messageId)).returning();
    return { message: await contactMessageWithReplies(tx, updated!), replyId: inserted!.id, row: updated! };
  });
  await queueMail(deps, await replyMailFor(deps, row, body));
  return { reply: message.replies.find((reply) => reply.id === replyId)!, message };
}

async function replyMailFor(deps: AppDeps, row: ContactMessageRow, body: string) {
  const [account] =
    row.userId === null
      ? []
      : await deps.db.select({ firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  return contactReplyMail(
    {
      to: row.email,
      name: account?.firstName || row.fullName,
      language: mailLanguageOf(account),
      subject: row.subject,
      sentAt: row.createdAt,
      body,
      threadLink: account ? appLink(deps, SUPPORT_THREAD_PATH) : null,
      supportEmail: (await getBusinessDetails(deps)).support_email,
    },
    deps.config.appUrl,
  );
}

/** The answer a run cut short after storing this reply would have given (an Idempotency-Key's retry, decision 141). */
export async function replySentSince(db: Db, messageId: number, authorId: number, body: string, since: Date): Promise<ReplyOutcome | undefined> {
  const [stored] = await db
    .select({ id: contactMessageReplies.id })
    .from(contactMessageReplies)
    .where(
      and(
        eq(contactMessageReplies.messageId, messageId),
        eq(contactMessageReplies.authorId, authorId),
        eq(contactMessageReplies.body, body),
        gte(contactMessageReplies.createdAt, since),
      ),
    )
    .limit(1);
  const [row] = stored ? await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1) : [];
  if (!stored || !row) return undefined;
  const message = await contactMessageWithReplies(db, row);
  const reply = message.replies.find((candidate) => candidate.id === stored.id);
  return reply ? { reply, message } : undefined;
}
