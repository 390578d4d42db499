import { z } from '@hono/zod-openapi';
import { ADMIN_USER_MESSAGES, AdminUserCreatedSchema, AdminUserListSchema, CreateAdminUserSchema } from '../../../../shared/admin/admin-user-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json, MessageSchema } from '../../../http/openapi/responses';
import { createAdminUser, listAdminUsers, revokeAdminUser } from '../admin-users-service';

const tags = ['Admin'];

const list = defineRoute('superadmin', {
  method: 'get', path: '/', tags, summary: 'The admin users (role admin only)',
  responses: { 200: json(z.object(AdminUserListSchema.shape).openapi('AdminUserList'), 'Oldest first; is_active: the address is verified') },
});
const create = defineRoute(
  'superadmin',
  {
    method: 'post', path: '/', tags, summary: 'Create an admin: an invitation e-mail lets them set a password',
    description:
      `403 '${ADMIN_USER_MESSAGES.onlySuperadmins}' for anyone else signed in. 409 '${ADMIN_USER_MESSAGES.emailTaken}' when the address ` +
      'has an account. The account stays unverified until the e-mailed link (valid 3 days) sets its password; the invitation is ' +
      'queued (the mail queue retries it).',
    request: { body: jsonBody(CreateAdminUserSchema) },
    responses: { 201: json(z.object(AdminUserCreatedSchema.shape).openapi('AdminUserCreated'), ADMIN_USER_MESSAGES.created), ...errors(409) },
  },
  { forbidden: ADMIN_USER_MESSAGES.onlySuperadmins },
);
const revoke = defineRoute('superadmin', {
  method: 'delete', path: '/{id}', tags, summary: "Revoke an admin's access: the account becomes regular and its sessions end at once",
  description:
    `404 '${ADMIN_USER_MESSAGES.notFound}' unless the id is an admin's; 409 '${ADMIN_USER_MESSAGES.cannotRevokeSelf}'; ` +
    `403 '${ADMIN_USER_MESSAGES.cannotRevokeSuperadmin}'.`,
  request: { params: IdParamsSchema },
  responses: { 200: json(MessageSchema, ADMIN_USER_MESSAGES.revoked), ...errors(409) },
});

/** /api/admin/users: the superadmin's Users tab. */
export function adminUsersRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ users: await listAdminUsers(deps) }, 200))
    .openapi(create, async (c) => c.json({ user: await createAdminUser(deps, c.req.valid('json')), message: ADMIN_USER_MESSAGES.created }, 201))
    .openapi(revoke, async (c) => {
      await revokeAdminUser(deps, requireUser(c).id, c.req.valid('param').id);
      return c.json({ message: ADMIN_USER_MESSAGES.revoked }, 200);
    });
}
