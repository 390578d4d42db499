import { INVOICE_FIELD, type PackageInvoice } from '@shared/packages/invoice-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** A 10 MB file on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /api/tracking/{id}/invoice (multipart, field `invoice`): a photo or a PDF, replacing the invoice before.
 * `onProgress` hears the share sent, 0 to 1.
 */
export async function uploadInvoice(id: number, file: File, onProgress: (share: number) => void): Promise<PackageInvoice> {
  const body = new FormData();
  body.append(INVOICE_FIELD, file, file.name || 'invoice');
  const schema = import('@shared/packages/invoice-schema').then((module) => module.PackageInvoiceResponseSchema);
  const answer = api.post(`tracking/${id}/invoice`, { body, timeout: UPLOAD_TIMEOUT_MS, retry: 0, onUploadProgress: (progress) => onProgress(progress.percent) }).json();
  return (await checkedAnswer(schema, answer)).invoice;
}
