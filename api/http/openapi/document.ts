import type { OpenAPIHono } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/subscription/subscribe-request-schema';
import type { AppEnv } from '../app-env';
import { HEADER_COMPONENTS } from './headers';
import { SECURITY_SCHEMES } from './security';

export const API_VERSION = '1.0.0';

/** Registers what the operations reference: security schemes, shared headers. Call once on the API router. */
export function registerComponents(api: OpenAPIHono<AppEnv>) {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) api.openAPIRegistry.registerComponent('securitySchemes', name, { ...scheme });
  for (const [name, header] of Object.entries(HEADER_COMPONENTS)) api.openAPIRegistry.registerComponent('headers', name, header);
}

/** The OpenAPI 3.1 document of everything mounted on the API router. */
export function openApiDocument(api: OpenAPIHono<AppEnv>) {
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Miami Drop API',
      version: API_VERSION,
      description:
        'The HTTP API of the Miami Drop package-forwarding service. Every failure answers `{ "error": "..." }` with a 4xx ' +
        `status (5xx only for the unexpected). Writes that charge money accept an \`${IDEMPOTENCY_KEY_HEADER}\` header.`,
    },
    servers: [{ url: '/api' }],
  });
}
