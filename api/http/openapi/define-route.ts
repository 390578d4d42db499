import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { Role } from '../../../shared/accounts/user-schema';
import type { AppEnv } from '../app-env';
import { requireRole, requireUser, STAFF_ROLES } from '../auth';
import { jsonBodyGuard } from '../validation';
import { errors, UNEXPECTED_ERROR } from './responses';
import { SIGNED_IN } from './security';

/** Who may call an operation. Ownership of a resource (self or staff) is the handler's to check. */
export type Access = 'public' | 'user' | 'staff' | 'superadmin';

const ROLES_BY_ACCESS: Record<Exclude<Access, 'public' | 'user'>, readonly Role[]> = { staff: STAFF_ROLES, superadmin: ['superadmin'] };

function accessGuard(access: Access, forbidden?: string): MiddlewareHandler<AppEnv>[] {
  if (access === 'public') return [];
  if (access === 'user') return [async (c, next) => (requireUser(c), next())];
  const roles = ROLES_BY_ACCESS[access];
  return [async (c, next) => (requireRole(c, roles, forbidden), next())];
}

export interface RouteOptions {
  /** The 403 text for a signed-in caller without the role, when the spec gives one. */
  forbidden?: string;
  /** Called by other servers (webhooks): no Origin check, so no cross-site 403 (api/http/origin-check.ts). */
  serverToServer?: boolean;
}

const isUnsafe = (method: string) => !['get', 'head', 'options'].includes(method.toLowerCase());

/** A JSON body the router validates (a plain JSON Schema only documents one: the handler reads it as sent). */
const hasJsonBody = (config: Pick<RouteConfig, 'request'>) => {
  const media = config.request?.body?.content['application/json'];
  const schema: unknown = media && 'schema' in media ? media.schema : undefined;
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
};
const hasInput = (config: Pick<RouteConfig, 'request'>) => Boolean(config.request?.body || config.request?.query);

/**
 * An operation declared once: access is checked before the input is read (401/403 before 400), JSON bodies get
 * their own 413/415/400 answers, and the document lists the security and the failures that follow from both.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'middleware' | 'security'> & { path: P }>(
  access: Access,
  config: R,
  options: RouteOptions = {},
) {
  const statuses = [
    ...(hasInput(config) ? ([400] as const) : []),
    ...(config.request?.params ? ([404] as const) : []),
    ...(access === 'public' ? [] : ([401] as const)),
    ...(access === 'staff' || access === 'superadmin' || (isUnsafe(config.method) && !options.serverToServer) ? ([403] as const) : []),
    // Any body can be over the server's limit (api/app.ts), a webhook's form or a photo too.
    ...(config.request?.body ? ([413] as const) : []),
    ...(hasJsonBody(config) ? ([415] as const) : []),
  ];
  const accessNote = access === 'public' ? '' : `\n\nCaller: ${access === 'user' ? 'any signed-in user' : access === 'staff' ? 'admin or superadmin' : 'superadmin'}.`;
  return createRoute({
    ...config,
    description: `${config.description ?? ''}${accessNote}`.trim() || undefined,
    middleware: [...accessGuard(access, options.forbidden), ...(hasJsonBody(config) ? [jsonBodyGuard] : [])],
    ...(access === 'public' ? {} : { security: SIGNED_IN }),
    responses: { ...errors(...statuses), ...config.responses, default: UNEXPECTED_ERROR },
  });
}

/** A required JSON body. */
export function jsonBody<T extends ZodType>(schema: T, description?: string) {
  return { content: { 'application/json': { schema } }, required: true, ...(description ? { description } : {}) };
}
