import { api } from '@/lib/api-client';

/** POST /api/admin/missing-parcels/{id}/close {note}: 409 when someone closed it meanwhile. */
export async function closeMissingParcel(id: number, note: string): Promise<void> {
  await api.post(`admin/missing-parcels/${id}/close`, { json: { note } });
}
