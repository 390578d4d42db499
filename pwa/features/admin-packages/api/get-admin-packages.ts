import { AdminPackageListSchema, type AdminPackageList, type AdminPackageQuery } from '@shared/admin/admin-package-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/packages: one page of every customer's packages, searched, filtered and counted on the server. */
export async function getAdminPackages(query: AdminPackageQuery): Promise<AdminPackageList> {
  const searchParams = { search: query.search, status: query.status, page: query.page, page_size: query.page_size };
  return AdminPackageListSchema.parse(await api.get('admin/packages', { searchParams }).json());
}
