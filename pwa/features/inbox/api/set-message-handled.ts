import { ContactMessageResponseSchema, type ContactMessage } from '@shared/contact/contact-message-schema';
import { api } from '@/lib/api-client';

/** PUT /api/contact-messages/{id}/handled: handled, or back to unread. */
export async function setMessageHandled(id: number, handled: boolean): Promise<ContactMessage> {
  return ContactMessageResponseSchema.parse(await api.put(`contact-messages/${id}/handled`, { json: { handled } }).json()).message;
}
