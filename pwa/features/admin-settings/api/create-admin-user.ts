import { AdminUserCreatedSchema, type AdminUserCreated, type CreateAdminUser } from '@shared/admin/admin-user-schema';
import { api } from '@/lib/api-client';

/** POST /api/admin/users (superadmin): the new admin gets a verification e-mail to set their password. */
export async function createAdminUser(input: CreateAdminUser): Promise<AdminUserCreated> {
  return AdminUserCreatedSchema.parse(await api.post('admin/users', { json: input }).json());
}
