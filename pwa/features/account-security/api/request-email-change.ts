import type { EmailChange } from '@shared/accounts/email-change-schema';
import { api } from '@/lib/api-client';

/** POST /api/users/email: a link goes to the new address; the account's changes when it is opened. */
export async function requestEmailChange(input: EmailChange): Promise<void> {
  await api.post('users/email', { json: input });
}
