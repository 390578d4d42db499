import type { RegisterRequest } from '@shared/accounts/registration-schema';
import { api } from '@/lib/api-client';

/** POST /api/users: 201 both for a new and an already-registered address (no account enumeration). */
export async function registerUser(body: RegisterRequest): Promise<{ message: string }> {
  return api.post('users', { json: body }).json<{ message: string }>();
}
