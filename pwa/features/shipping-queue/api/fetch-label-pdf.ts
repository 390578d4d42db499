import { api } from '@/lib/api-client';

/**
 * GET /api/admin/deliveries/{id}/label: the 4x6 in label as a PDF, through the API client so the staff session goes
 * with it (a plain link could not carry it). Typed as a PDF whatever the answer says, so a window shows it as one.
 */
export async function fetchLabelPdf(id: number): Promise<Blob> {
  const blob = await api.get(`admin/deliveries/${id}/label`, { headers: { Accept: 'application/pdf' } }).blob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
