import { AdminUserListSchema, type AdminUser } from '@shared/admin/admin-user-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/users (superadmin): the server lists admins only; kept to role admin here too, as the spec's client did. */
export async function listAdminUsers(): Promise<AdminUser[]> {
  return AdminUserListSchema.parse(await api.get('admin/users').json()).users.filter((user) => user.role === 'admin');
}
