import type { RegisterRequest } from '@shared/accounts/registration-schema';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/users: 201 both for a new and an already-registered address (no account enumeration). The page's
 * language goes along: the account's e-mails are written in it (docs/decisions/123).
 */
export async function registerUser(body: RegisterRequest): Promise<{ message: string }> {
  return api.post('users', { json: { ...body, language: body.language ?? currentLanguage() } }).json<{ message: string }>();
}
