import { z } from '@hono/zod-openapi';
import { RegistrationSettingSchema, WhatsappSettingSchema } from '../../../shared/settings/settings-schema';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../http/auth';
import { createRouter } from '../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../http/openapi/define-route';
import { json } from '../../http/openapi/responses';
import { getSetting, setSetting } from '../../services/settings-service';

const RegistrationAnswerSchema = z.object({ allow_user_registration: z.boolean() }).openapi('RegistrationSetting');
const WhatsappAnswerSchema = z.object({ whatsapp_number: z.string() }).openapi('WhatsappSetting');
const tags = ['Settings'];

const getRegistration = defineRoute('public', {
  method: 'get', path: '/registration', tags, summary: 'Whether new customers may register',
  responses: { 200: json(RegistrationAnswerSchema, 'The setting') },
});
const setRegistration = defineRoute('staff', {
  method: 'post', path: '/registration', tags, summary: 'Open or close registration',
  request: { body: jsonBody(RegistrationSettingSchema) },
  responses: { 200: json(RegistrationAnswerSchema, 'Saved') },
});
const getWhatsapp = defineRoute('public', {
  method: 'get', path: '/whatsapp', tags, summary: 'The support WhatsApp number (empty: no chat button)',
  responses: { 200: json(WhatsappAnswerSchema, 'The number as stored') },
});
const setWhatsapp = defineRoute('superadmin', {
  method: 'post', path: '/whatsapp', tags, summary: 'Change the support WhatsApp number',
  request: { body: jsonBody(WhatsappSettingSchema) },
  responses: { 200: json(WhatsappAnswerSchema, 'Saved') },
});

/** The registration switch and the support number: public to read, staff to change. */
export function settingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getRegistration, (c) => c.json({ allow_user_registration: getSetting(deps.db, 'allow_user_registration') }, 200))
    .openapi(setRegistration, (c) => {
      const { allow_user_registration } = c.req.valid('json');
      setSetting(deps.db, 'allow_user_registration', allow_user_registration, requireUser(c).id, deps.now());
      return c.json({ allow_user_registration }, 200);
    })
    .openapi(getWhatsapp, (c) => c.json({ whatsapp_number: getSetting(deps.db, 'whatsapp_number') }, 200))
    .openapi(setWhatsapp, (c) => {
      const { whatsapp_number } = c.req.valid('json');
      setSetting(deps.db, 'whatsapp_number', whatsapp_number, requireUser(c).id, deps.now());
      return c.json({ whatsapp_number }, 200);
    });
}
