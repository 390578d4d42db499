import { AdminPackageListSchema, AdminPackageQuerySchema } from '../../../../shared/admin/admin-package-schema';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { listAdminPackages } from '../admin-packages-service';

const list = defineRoute('staff', {
  method: 'get', path: '/packages', tags: ['Admin'], summary: 'Every package, searched, filtered, counted and paged on the server',
  description:
    "Newest first. `search`: any fragment of a tracking number, a suite code, or the owner's name or e-mail. `status`: one of the admin " +
    'filter values (default exclude_picked_up).',
  request: { query: AdminPackageQuerySchema },
  responses: { 200: json(AdminPackageListSchema, 'One page, with the matching and overall counts') },
});

/** /api/admin: the staff's views over every customer. */
export function adminRoutes(deps: AppDeps) {
  return createRouter().openapi(list, async (c) => c.json(await listAdminPackages(deps.db, c.req.valid('query')), 200));
}
