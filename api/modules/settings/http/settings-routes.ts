import { z } from '@hono/zod-openapi';
import { BusinessDetailsSchema } from '../../../../shared/settings/business-details-schema';
import { PickupSettingsSchema, RegistrationSettingSchema, WhatsappSettingSchema } from '../../../../shared/settings/settings-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getBusinessDetails, setBusinessDetails } from '../business-details-service';
import { getPickupSettings, setPickupSettings } from '../pickup-settings-service';
import { getSetting, setSetting } from '../settings-service';

const RegistrationAnswerSchema = z.object({ allow_user_registration: z.boolean() }).openapi('RegistrationSetting');
const WhatsappAnswerSchema = z.object({ whatsapp_number: z.string() }).openapi('WhatsappSetting');
const BusinessDetailsAnswerSchema = z.object(BusinessDetailsSchema.shape).openapi('BusinessDetails');
const PickupSettingsAnswerSchema = z.object(PickupSettingsSchema.shape).openapi('PickupSettings');
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

const getBusiness = defineRoute('public', {
  method: 'get', path: '/business', tags, summary: 'The contact details the public site shows',
  description: "Support e-mail (the configured SUPPORT_EMAIL until set), phone, street address, Instagram and Facebook links; '' means not shown.",
  responses: { 200: json(BusinessDetailsAnswerSchema, 'The details as stored') },
});
const setBusiness = defineRoute('superadmin', {
  method: 'post', path: '/business', tags, summary: 'Change the contact details the public site shows',
  description: "Every field is required ('' clears an optional one). Social links are '' or an https link.",
  request: { body: jsonBody(BusinessDetailsSchema) },
  responses: { 200: json(BusinessDetailsAnswerSchema, 'Saved') },
});

const getPickup = defineRoute('staff', {
  method: 'get', path: '/pickup', tags, summary: 'The places per pickup slot and the flexible pickup windows',
  responses: { 200: json(PickupSettingsAnswerSchema, 'The settings as stored, or their defaults') },
});
const setPickup = defineRoute('staff', {
  method: 'post', path: '/pickup', tags, summary: 'Change the places per pickup slot and the flexible pickup windows',
  description:
    "Windows are the Premium plan's extra pickup hours (weekdays 0 = Sunday to 6 = Saturday, half-hour times, New York time), beside " +
    "everyone's weekday 09:00-17:00. Pickups already booked keep their slots.",
  request: { body: jsonBody(PickupSettingsSchema) },
  responses: { 200: json(PickupSettingsAnswerSchema, 'Saved') },
});

/** The registration switch, the support number, the business details (public to read, staff to change) and the pickup settings (staff). */
export function settingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getRegistration, async (c) => c.json({ allow_user_registration: await getSetting(deps.db, 'allow_user_registration') }, 200))
    .openapi(setRegistration, async (c) => {
      const { allow_user_registration } = c.req.valid('json');
      await setSetting(deps.db, 'allow_user_registration', allow_user_registration, requireUser(c).id, deps.now());
      return c.json({ allow_user_registration }, 200);
    })
    .openapi(getWhatsapp, async (c) => c.json({ whatsapp_number: await getSetting(deps.db, 'whatsapp_number') }, 200))
    .openapi(setWhatsapp, async (c) => {
      const { whatsapp_number } = c.req.valid('json');
      await setSetting(deps.db, 'whatsapp_number', whatsapp_number, requireUser(c).id, deps.now());
      return c.json({ whatsapp_number }, 200);
    })
    .openapi(getPickup, async (c) => c.json(await getPickupSettings(deps.db), 200))
    .openapi(setPickup, async (c) => c.json(await setPickupSettings(deps.db, c.req.valid('json'), requireUser(c).id, deps.now()), 200))
    .openapi(getBusiness, async (c) => c.json(await getBusinessDetails(deps), 200))
    .openapi(setBusiness, async (c) => c.json(await setBusinessDetails(deps, c.req.valid('json'), requireUser(c).id), 200));
}
