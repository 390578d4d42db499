import { api } from '@/lib/api-client';

/** DELETE /api/tracking/{id}/invoice: 404 when there is none. */
export async function deleteInvoice(id: number): Promise<void> {
  await api.delete(`tracking/${id}/invoice`);
}
