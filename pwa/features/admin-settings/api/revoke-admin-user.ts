import { api } from '@/lib/api-client';

/** DELETE /api/admin/users/{id} (superadmin): access revoked and the admin's sessions ended. */
export async function revokeAdminUser(id: number): Promise<void> {
  await api.delete(`admin/users/${id}`);
}
