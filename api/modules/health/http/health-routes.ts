import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { ErrorSchema, json, OkSchema } from '../../../http/openapi/responses';
import { readiness } from '../readiness';

const health = defineRoute('public', {
  method: 'get', path: '/health', tags: ['Health'], summary: 'The server is up and its database open',
  responses: { 200: json(OkSchema, 'Ready') },
});

const ready = defineRoute('public', {
  method: 'get', path: '/ready', tags: ['Health'], summary: 'The database answers and has every migration of this release: send traffic here',
  responses: { 200: json(OkSchema, 'Ready'), 503: json(ErrorSchema, 'Not ready: `error` says what is not') },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(health, (c) => c.json({ ok: true as const }, 200))
    .openapi(ready, async (c) => {
      const state = await readiness(deps);
      return state.ready ? c.json({ ok: true as const }, 200) : c.json({ error: `Not ready: ${state.reason}` }, 503);
    });
}
