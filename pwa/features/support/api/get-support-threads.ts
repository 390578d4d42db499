import { SupportThreadListSchema, type SupportThreadList } from '@shared/contact/support-thread-schema';
import { api } from '@/lib/api-client';

/** GET /api/support/messages: the customer's own messages, newest first, with support's answers and their promise now. */
export async function getSupportThreads(): Promise<SupportThreadList> {
  return SupportThreadListSchema.parse(await api.get('support/messages').json());
}
