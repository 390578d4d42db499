import { RegistrationSettingSchema } from '@shared/settings/settings-schema';
import { api } from '@/lib/api-client';

/** POST /api/settings/registration (staff). */
export async function saveRegistrationSetting(allow: boolean): Promise<boolean> {
  const body = await api.post('settings/registration', { json: { allow_user_registration: allow } }).json();
  return RegistrationSettingSchema.parse(body).allow_user_registration;
}
