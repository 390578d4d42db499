import { z } from '@hono/zod-openapi';
import { SupportResponseHoursSchema } from '../../../../shared/settings/support-response-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../settings-service';

const SupportResponseAnswerSchema = z
  .object({ vip: z.number().int(), priority: z.number().int(), standard: z.number().int() })
  .openapi('SupportResponseHours');
const tags = ['Settings'];

const getHours = defineRoute('public', {
  method: 'get', path: '/support-response', tags, summary: 'The hours support promises to answer within, by support tier',
  description: 'vip (Premium), priority (Standard) and standard (everyone else); 2, 8 and 24 until staff change them.',
  responses: { 200: json(SupportResponseAnswerSchema, 'The hours as stored') },
});
const setHours = defineRoute('staff', {
  method: 'post', path: '/support-response', tags, summary: 'Change the hours support promises, by tier',
  description: 'Every tier is required: whole hours from 1 to 168, VIP at most priority, priority at most standard. Messages already sent keep their promise.',
  request: { body: jsonBody(SupportResponseHoursSchema) },
  responses: { 200: json(SupportResponseAnswerSchema, 'Saved') },
});

/** The response targets of support (docs/decisions/162): public to read, staff to change. */
export function supportResponseRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getHours, async (c) => c.json(await getSetting(deps.db, 'support_response_hours'), 200))
    .openapi(setHours, async (c) => {
      const { vip, priority, standard } = c.req.valid('json');
      const hours = { vip, priority, standard };
      await setSetting(deps.db, 'support_response_hours', hours, requireUser(c).id, deps.now());
      return c.json(hours, 200);
    });
}
