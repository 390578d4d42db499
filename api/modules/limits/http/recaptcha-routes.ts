import { RecaptchaConfigSchema } from '../../../../shared/accounts/recaptcha';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';

const config = defineRoute('public', {
  method: 'get', path: '/config', tags: ['Accounts'], summary: 'How the PWA gets reCAPTCHA tokens (register, resend, subscribe)',
  responses: { 200: json(RecaptchaConfigSchema, 'enabled, site_key, version') },
});

export function recaptchaRoutes(deps: AppDeps) {
  return createRouter().openapi(config, (c) => c.json(deps.recaptcha.config, 200));
}
