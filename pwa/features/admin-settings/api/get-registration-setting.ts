import { RegistrationSettingSchema } from '@shared/settings/settings-schema';
import { api } from '@/lib/api-client';

/** GET /api/settings/registration. */
export async function getRegistrationSetting(): Promise<boolean> {
  return RegistrationSettingSchema.parse(await api.get('settings/registration').json()).allow_user_registration;
}
