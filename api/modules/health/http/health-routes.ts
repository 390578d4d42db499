import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json, OkSchema } from '../../../http/openapi/responses';

const health = defineRoute('public', {
  method: 'get', path: '/', tags: ['Health'], summary: 'The server is up and its database open',
  responses: { 200: json(OkSchema, 'Ready') },
});

export function healthRoutes() {
  return createRouter().openapi(health, (c) => c.json({ ok: true as const }, 200));
}
