import { z } from '@hono/zod-openapi';
import { EmailPreferencesStatusSchema, EmailPreferencesUpdateSchema } from '../../../../shared/push/email-preferences-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { emailPreferencesStatus, updateEmailPreferences } from '../email-preferences-service';

const tags = ['Push alerts'];

/** The shared schemas, named in the document (never .openapi() on a shared instance). */
const EmailPreferencesBodySchema = z.object(EmailPreferencesUpdateSchema.shape).openapi('EmailPreferencesUpdate');
const EmailPreferencesAnswerSchema = z.object(EmailPreferencesStatusSchema.shape).openapi('EmailPreferencesStatus');

const getPreferences = defineRoute('user', {
  method: 'get', path: '/email-preferences', tags, summary: 'Which alert groups the caller also wants by e-mail, and how many push devices they have',
  description:
    'With no push device (`devices` 0) every alert goes by e-mail whatever the switches say. With one, the groups switched on here ' +
    'are e-mailed too; all are off until switched on. Receipts, the plan\'s end and warnings before disposal are always e-mailed (decision 181).',
  responses: { 200: json(EmailPreferencesAnswerSchema, 'The switches and the device count') },
});
const putPreferences = defineRoute('user', {
  method: 'put', path: '/email-preferences', tags, summary: 'Switch e-mail copies of alert groups on or off',
  description: 'Groups left out keep their setting.',
  request: { body: jsonBody(EmailPreferencesBodySchema) },
  responses: { 200: json(EmailPreferencesAnswerSchema, 'Saved') },
});

/** /api/notifications: the e-mail copies of the alerts for a customer with a push device. */
export function emailPreferencesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getPreferences, async (c) => c.json(await emailPreferencesStatus(deps.db, requireUser(c).id), 200))
    .openapi(putPreferences, async (c) => c.json(await updateEmailPreferences(deps.db, requireUser(c).id, c.req.valid('json'), deps.now()), 200));
}
