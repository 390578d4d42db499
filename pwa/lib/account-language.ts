import { AUTH_STORAGE_KEYS } from '@shared/accounts/session-rules';
import { api } from './api-client';
import type { AppLanguage } from './languages';

function isSignedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEYS.user) !== null;
  } catch {
    return false;
  }
}

/**
 * A signed-in user's language choice is stored on the account, so every e-mail to them is written in it
 * (PATCH /api/users/profile, docs/decisions/123). Best effort: a failure leaves the previous language for mail.
 */
export async function saveAccountLanguage(language: AppLanguage): Promise<void> {
  if (!isSignedIn()) return;
  await api.patch('users/profile', { json: { language } }).catch(() => undefined);
}
