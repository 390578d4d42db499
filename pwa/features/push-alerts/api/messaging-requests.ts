import type { MessagingPreferencesUpdate, MessagingStatus, PhoneVerificationSent } from '@shared/push/messaging-schemas';
import { api, checkedAnswer } from '@/lib/api-client';

const schemas = () => import('@shared/push/messaging-schemas');
const statusSchema = () => schemas().then((module) => module.MessagingStatusSchema);

/** GET /api/messaging/preferences: whether the plan has text alerts, the phone, the two switches. */
export async function getMessagingStatus(): Promise<MessagingStatus> {
  return checkedAnswer(statusSchema(), api.get('messaging/preferences').json());
}

/** PUT /api/messaging/preferences: SMS or WhatsApp on or off. */
export async function updateMessagingPreferences(update: MessagingPreferencesUpdate): Promise<MessagingStatus> {
  return checkedAnswer(statusSchema(), api.put('messaging/preferences', { json: update }).json());
}

/** POST /api/users/phone/verification: a code texted to `phone`, or to the account's phone when absent. */
export async function requestPhoneCode(phone: string | undefined): Promise<PhoneVerificationSent> {
  const schema = schemas().then((module) => module.PhoneVerificationSentSchema);
  return checkedAnswer(schema, api.post('users/phone/verification', { json: phone ? { phone } : {} }).json());
}

/** POST /api/users/phone/verification/confirm: the texted code confirms the phone. */
export async function confirmPhoneCode(code: string): Promise<MessagingStatus> {
  return checkedAnswer(statusSchema(), api.post('users/phone/verification/confirm', { json: { code } }).json());
}
