import { api } from './api-client';

export interface RecaptchaConfig {
  enabled: boolean;
  site_key: string | null;
  version: string;
}

/** GET /api/recaptcha/config */
export const getRecaptchaConfig = () => api.get('recaptcha/config').json<RecaptchaConfig>();
