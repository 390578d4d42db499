import { api } from '@/lib/api-client';

/** DELETE /api/warehouse/addresses/{id} (superadmin; the active address is refused). */
export async function deleteWarehouseAddress(id: number): Promise<void> {
  await api.delete(`warehouse/addresses/${id}`);
}
