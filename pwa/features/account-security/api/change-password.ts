import type { PasswordChange } from '@shared/accounts/password-change-schema';
import { api } from '@/lib/api-client';

/** POST /api/users/password: every other session ends; this one stays. */
export async function changePassword(input: PasswordChange): Promise<void> {
  await api.post('users/password', { json: input });
}
