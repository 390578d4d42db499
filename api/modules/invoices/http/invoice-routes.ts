import { z } from '@hono/zod-openapi';
import { INVOICE_MESSAGES, PackageInvoiceResponseSchema } from '../../../../shared/packages/invoice-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { deleteInvoice, invoiceForViewer, saveInvoice } from '../invoice-service';
import { invoiceUploadBody, invoiceUploadErrors, readInvoiceUpload } from './invoice-upload';

const tags = ['Packages'];
const request = { params: IdParamsSchema };
/** It changes under the same address when replaced: the browser asks again each time. */
const INVOICE_CACHE_CONTROL = 'private, no-cache';
const RemovedSchema = z.object({ message: z.string() }).openapi('InvoiceRemoved');

const upload = defineRoute('user', {
  method: 'post', path: '/{id}/invoice', tags, summary: 'Attach the purchase invoice (a photo or a PDF)',
  description:
    'The owner only (another customer\'s package, or staff, 404). Replaces the invoice before. A photo is stored like a parcel photo ' +
    '(at most 1600 px, JPEG, metadata removed); a PDF as sent, once its first bytes are "%PDF-" whatever its name.',
  request: { params: IdParamsSchema, body: invoiceUploadBody },
  responses: { 201: json(PackageInvoiceResponseSchema, 'Stored'), ...invoiceUploadErrors },
});
const read = defineRoute('user', {
  method: 'get', path: '/{id}/invoice', tags, request, summary: 'The invoice file (JPEG or PDF)',
  description: "The package's owner and staff get it; anyone else 404, as if it did not exist.",
  responses: {
    200: {
      description: 'The file',
      headers: { 'Cache-Control': { description: INVOICE_CACHE_CONTROL, schema: { type: 'string' } } },
      content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});
const remove = defineRoute('user', {
  method: 'delete', path: '/{id}/invoice', tags, request, summary: 'Remove the invoice',
  description: 'The owner only; a package without one answers 404.',
  responses: { 200: json(RemovedSchema, INVOICE_MESSAGES.deleted), ...errors(404) },
});

/** Quoted for Content-Disposition; the stored name has no quotes or control characters, and non-ASCII goes in filename*. */
const disposition = (name: string | null) =>
  name ? `inline; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}` : 'inline';

/** /api/tracking/{id}/invoice: the customer's purchase invoice of a package (docs/decisions/173). */
export function invoiceRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(upload, async (c) => {
      const invoice = await saveInvoice(deps, requireUser(c), c.req.valid('param').id, () => readInvoiceUpload(c));
      return c.json({ invoice }, 201);
    })
    .openapi(read, async (c) => {
      const { row, bytes } = await invoiceForViewer(deps, requireUser(c), c.req.valid('param').id);
      return c.body(bytes, 200, { 'Content-Type': row.contentType, 'Cache-Control': INVOICE_CACHE_CONTROL, 'Content-Disposition': disposition(row.fileName) });
    })
    .openapi(remove, async (c) => {
      await deleteInvoice(deps, requireUser(c), c.req.valid('param').id);
      return c.json({ message: INVOICE_MESSAGES.deleted }, 200);
    });
}
