import { ContactReplyResponseSchema, type ContactReply, type ContactMessage } from '@shared/contact/contact-message-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-request-schema';
import { api } from '@/lib/api-client';

/**
 * POST /api/contact-messages/{id}/replies: kept in the thread, mailed to the sender, the message handled. The key is
 * one per reply written, so sending it again after a lost answer never mails it twice.
 */
export async function sendReply(id: number, body: string, idempotencyKey: string): Promise<{ reply: ContactReply; message: ContactMessage }> {
  const data = await api.post(`contact-messages/${id}/replies`, { json: { body }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }).json();
  return ContactReplyResponseSchema.parse(data);
}
