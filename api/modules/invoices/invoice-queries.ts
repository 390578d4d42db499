import { desc, inArray } from 'drizzle-orm';
import { invoiceUrl, type PackageInvoice } from '../../../shared/packages/invoice-schema';
import type { Db } from '../../db/client';
import { packageInvoices, type PackageInvoiceRow } from '../../db/tables';

export const toPackageInvoice = (row: PackageInvoiceRow): PackageInvoice => ({
  url: invoiceUrl(row.packageId),
  content_type: row.contentType === 'application/pdf' ? 'application/pdf' : 'image/jpeg',
  file_name: row.fileName,
  byte_size: row.byteSize,
  created_at: row.createdAt.toISOString(),
});

/** Each package's invoice (its newest, should a replacement have left two), in one query. */
export async function invoicesByPackage(db: Db, packageIds: number[]): Promise<Map<number, PackageInvoice>> {
  const result = new Map<number, PackageInvoice>();
  if (packageIds.length === 0) return result;
  const rows = await db.select().from(packageInvoices).where(inArray(packageInvoices.packageId, packageIds)).orderBy(desc(packageInvoices.createdAt), desc(packageInvoices.id));
  for (const row of rows) if (!result.has(row.packageId)) result.set(row.packageId, toPackageInvoice(row));
  return result;
}
