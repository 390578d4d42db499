import type { z } from 'zod';
import { ContactMessageListSchema } from '@shared/contact/contact-message-schema';
import { api } from '@/lib/api-client';

export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

/** GET /api/contact-messages: one page, those waiting first by tier and age, with the total and the number not yet handled. */
export async function getContactMessages(page: { limit: number; offset: number }): Promise<ContactMessageList> {
  return ContactMessageListSchema.parse(await api.get('contact-messages', { searchParams: page }).json());
}
