import type { EmailPreferencesStatus, EmailPreferencesUpdate } from '@shared/push/email-preferences-schema';
import { api, checkedAnswer } from '@/lib/api-client';

const statusSchema = () => import('@shared/push/email-preferences-schema').then((module) => module.EmailPreferencesStatusSchema);

/** PUT /api/notifications/email-preferences: a group's e-mail copies on or off. */
export async function updateEmailPreferences(update: EmailPreferencesUpdate): Promise<EmailPreferencesStatus> {
  return checkedAnswer(statusSchema(), api.put('notifications/email-preferences', { json: update }).json());
}
