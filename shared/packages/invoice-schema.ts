import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './package-photo-schema';
export { INVOICE_MESSAGES } from './invoice-messages';

/** The multipart field the invoice is sent in. */
export const INVOICE_FIELD = 'invoice';
/** As large as a parcel photo: a phone's photo of a receipt, or a store's PDF. */
export const INVOICE_MAX_BYTES = PHOTO_MAX_BYTES;
export const INVOICE_PDF_TYPE = 'application/pdf';
/** A photo is stored as parcel photos are (a JPEG); a PDF as sent, once its first bytes say it is one. */
export const INVOICE_TYPES = [...PHOTO_TYPES, INVOICE_PDF_TYPE] as const;
export const INVOICE_FILE_NAME_MAX_LENGTH = 120;

/** A package's purchase invoice: `url` serves it to its owner and staff only. */
export const PackageInvoiceSchema = z.object({
  /** '/api/tracking/{id}/invoice' (relative to the site; send the session with it). */
  url: z.string(),
  content_type: z.enum(['image/jpeg', INVOICE_PDF_TYPE]),
  file_name: z.string().nullable(),
  byte_size: z.number().int(),
  created_at: IsoDateTimeSchema,
});
export type PackageInvoice = z.infer<typeof PackageInvoiceSchema>;

/** POST /api/tracking/{id}/invoice (201). */
export const PackageInvoiceResponseSchema = z.object({ invoice: PackageInvoiceSchema });

export const invoiceUrl = (packageId: number) => `/api/tracking/${packageId}/invoice`;
