import type { EmailPreferencesStatus } from '@shared/push/email-preferences-schema';
import { api, checkedAnswer } from '@/lib/api-client';

const statusSchema = () => import('@shared/push/email-preferences-schema').then((module) => module.EmailPreferencesStatusSchema);

/** GET /api/notifications/email-preferences: which alert groups also go by e-mail, and how many devices get pushes. */
export async function getEmailPreferences(): Promise<EmailPreferencesStatus> {
  return checkedAnswer(statusSchema(), api.get('notifications/email-preferences').json());
}
