import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, HonoRequest } from 'hono';
import { INVOICE_FIELD, INVOICE_MAX_BYTES, INVOICE_MESSAGES, INVOICE_TYPES } from '../../../../shared/packages/invoice-schema';
import { PHOTO_MESSAGES } from '../../../../shared/packages/package-photo-schema';
import { ApiError } from '../../../http/api-error';
import { readMultipartFile } from '../../../http/multipart-file';
import { errors } from '../../../http/openapi/responses';
import { photoUploadErrors } from '../../photos/http/photo-upload';
import type { InvoiceUpload } from '../invoice-service';

type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;
export const invoiceUploadBody: RequestBody = {
  required: true,
  description: `One file in the \`${INVOICE_FIELD}\` field: ${INVOICE_TYPES.join(', ')}, at most 10 MB.`,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', properties: { [INVOICE_FIELD]: { type: 'string', format: 'binary' } }, required: [INVOICE_FIELD] },
      encoding: { [INVOICE_FIELD]: { contentType: INVOICE_TYPES.join(', ') } },
    },
  },
};

export const invoiceUploadErrors = {
  ...photoUploadErrors,
  413: { ...errors(413)[413], description: `${INVOICE_MESSAGES.tooLarge} (or a photo of more than 60 megapixels)` },
  415: { ...errors(415)[415], description: `Not multipart/form-data, ${INVOICE_MESSAGES.unsupportedType.toLowerCase()}, or ${INVOICE_MESSAGES.notPdf.toLowerCase()}` },
};

const FORM_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_MAX_BYTES = INVOICE_MAX_BYTES + FORM_OVERHEAD_BYTES;
const DRAIN_MAX_BYTES = 3 * INVOICE_MAX_BYTES;
const INVOICE_UPLOAD_PATH = /^\/api\/tracking\/\d{1,12}\/invoice$/;

/**
 * An invoice upload: as large as a parcel photo (INVOICE_MAX_BYTES is PHOTO_MAX_BYTES), so the app gives it the photo
 * upload's frame in place of the global body limit (decision 140).
 */
export const isInvoiceUpload = (request: HonoRequest) =>
  request.method === 'POST' && INVOICE_UPLOAD_PATH.test(request.path) && Boolean(request.header('content-type')?.toLowerCase().startsWith('multipart/form-data'));

const isInvoiceType = (type: string) => (INVOICE_TYPES as readonly string[]).includes(type);

/** The uploaded file, checked for presence, size and declared type (its content is checked when stored). */
export async function readInvoiceUpload(c: Context): Promise<InvoiceUpload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(415, PHOTO_MESSAGES.notMultipart);
  let form;
  try {
    form = await readMultipartFile(c.req.raw, INVOICE_FIELD, UPLOAD_MAX_BYTES, DRAIN_MAX_BYTES);
  } catch {
    throw new ApiError(400, PHOTO_MESSAGES.unreadableForm);
  }
  if ('tooLarge' in form) throw new ApiError(413, INVOICE_MESSAGES.tooLarge, {}, form.drained ? {} : { Connection: 'close' });
  const { file } = form;
  if (!file || file.bytes.length === 0) throw new ApiError(400, INVOICE_MESSAGES.missing, { field: INVOICE_FIELD });
  if (file.bytes.length > INVOICE_MAX_BYTES) throw new ApiError(413, INVOICE_MESSAGES.tooLarge, { field: INVOICE_FIELD });
  if (!isInvoiceType(file.type)) throw new ApiError(415, INVOICE_MESSAGES.unsupportedType, { field: INVOICE_FIELD });
  return { bytes: file.bytes, type: file.type, name: file.name };
}
