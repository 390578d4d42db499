/** Server texts of the invoice calls; the PWA translates them by their exact text. */
export const INVOICE_MESSAGES = {
  missing: 'Attach the invoice as a file in the "invoice" field',
  unsupportedType: 'The invoice must be a JPEG, PNG or WebP photo or a PDF',
  tooLarge: 'The invoice must be 10 MB or smaller',
  notPdf: 'The file is not a PDF document',
  notFound: 'Invoice not found',
  deleted: 'Invoice removed',
} as const;
