import { AdminPackageListSchema, AdminPackageQuerySchema } from '../../../shared/admin/admin-package-schema';
import type { AppDeps } from '../../app-deps';
import { createRouter } from '../../http/openapi/create-router';
import { defineRoute } from '../../http/openapi/define-route';
import { json } from '../../http/openapi/responses';
import { listAdminPackages } from '../../services/admin-packages-service';

const query = AdminPackageQuerySchema.extend({
  search: AdminPackageQuerySchema.shape.search.openapi({ param: { name: 'search', in: 'query' }, description: 'Any fragment of a tracking number, a suite code, or the owner\'s name or e-mail' }),
  status: AdminPackageQuerySchema.shape.status.openapi({ param: { name: 'status', in: 'query' } }),
  page: AdminPackageQuerySchema.shape.page.openapi({ param: { name: 'page', in: 'query' } }),
  page_size: AdminPackageQuerySchema.shape.page_size.openapi({ param: { name: 'page_size', in: 'query' } }),
});

const list = defineRoute('staff', {
  method: 'get', path: '/packages', tags: ['Admin'], summary: 'Every package, searched, filtered, counted and paged on the server',
  description: 'Newest first. `status` is one of the admin filter values (default exclude_picked_up).',
  request: { query },
  responses: { 200: json(AdminPackageListSchema.openapi('AdminPackageList'), 'One page, with the matching and overall counts') },
});

/** /api/admin: the staff's views over every customer. */
export function adminRoutes(deps: AppDeps) {
  return createRouter().openapi(list, (c) => c.json(listAdminPackages(deps.db, c.req.valid('query')), 200));
}
