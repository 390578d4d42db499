import type { RecaptchaConfig } from '@shared/accounts/recaptcha';
import { api } from './api-client';

export type { RecaptchaConfig };

/** GET /api/recaptcha/config */
export const getRecaptchaConfig = () => api.get('recaptcha/config').json<RecaptchaConfig>();
