import type { PasswordResetRequest } from '@shared/accounts/password-reset-schema';
import { api } from '@/lib/api-client';

/** POST /api/password-reset/request: the same answer whether or not the address is registered. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<{ message: string }> {
  return api.post('password-reset/request', { json: body }).json<{ message: string }>();
}
