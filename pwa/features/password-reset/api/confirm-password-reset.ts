import type { PasswordResetConfirm } from '@shared/accounts/password-reset-schema';
import { api } from '@/lib/api-client';

/** POST /api/password-reset/confirm */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<{ message: string }> {
  return api.post('password-reset/confirm', { json: body }).json<{ message: string }>();
}
