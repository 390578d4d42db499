import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { isStaffRole } from '../../../shared/accounts/user-roles';
import { INVOICE_FIELD, INVOICE_FILE_NAME_MAX_LENGTH, INVOICE_MESSAGES, INVOICE_PDF_TYPE, type PackageInvoice } from '../../../shared/packages/invoice-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packageInvoices, type PackageInvoiceRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { anyPackage, ownPackage } from '../packages/package-lookup';
import { storeUploadedPhoto } from '../photos/photo-service';
import { toPackageInvoice } from './invoice-queries';
import { hasPdfSignature } from './pdf-signature';

/** An invoice as it arrived: its bytes, the type its sender declared and the file's name. */
export interface InvoiceUpload {
  bytes: Uint8Array;
  type: string;
  name: string;
}

interface StoredFile {
  storageKey: string;
  contentType: string;
  byteSize: number;
}

/** A PDF is kept as sent once its first bytes say it is one; a photo is resized and stripped like a parcel photo. */
async function storeInvoiceFile(deps: AppDeps, upload: InvoiceUpload): Promise<StoredFile> {
  if (upload.type === INVOICE_PDF_TYPE) {
    if (!hasPdfSignature(upload.bytes)) throw new DomainError('unsupported-type', INVOICE_MESSAGES.notPdf, { field: INVOICE_FIELD });
    const storageKey = `invoices/${randomUUID()}.pdf`;
    await deps.files.put(storageKey, upload.bytes, INVOICE_PDF_TYPE);
    return { storageKey, contentType: INVOICE_PDF_TYPE, byteSize: upload.bytes.byteLength };
  }
  const { storageKey, image } = await storeUploadedPhoto(deps, async () => upload.bytes);
  return { storageKey, contentType: 'image/jpeg', byteSize: image.bytes.byteLength };
}

/** The name shown beside the invoice: no control characters, quotes or slashes (it goes into a header), kept short. */
const fileNameOf = (name: string): string | null =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim().slice(0, INVOICE_FILE_NAME_MAX_LENGTH) || null;

/** Removes stored invoice files; one that cannot be removed is logged, never an error for the customer. */
export async function deleteInvoiceFiles(deps: AppDeps, rows: PackageInvoiceRow[]): Promise<void> {
  for (const row of rows) await deps.files.delete(row.storageKey).catch((error: unknown) => deps.logger.error({ module: 'invoices' }, `could not delete ${row.storageKey}: ${String(error)}`));
}

/** A package's invoice rows (their files outlive the rows unless deleted with deleteInvoiceFiles). */
export const invoiceRowsOfPackage = async (db: Db, packageId: number): Promise<PackageInvoiceRow[]> =>
  await db.select().from(packageInvoices).where(eq(packageInvoices.packageId, packageId));

/**
 * The owner attaches the purchase invoice (docs/decisions/173), replacing the one before; another customer's package
 * is not found. The file is stored first and removed again when the package went meanwhile.
 */
export async function saveInvoice(deps: AppDeps, owner: UserRow, packageId: number, readUpload: () => Promise<InvoiceUpload>): Promise<PackageInvoice> {
  await ownPackage(deps.db, owner.id, packageId);
  const upload = await readUpload();
  const stored = await storeInvoiceFile(deps, upload);
  let saved: { row: PackageInvoiceRow; replaced: PackageInvoiceRow[] };
  try {
    saved = await writeTransaction(deps.db, async (tx) => {
      await ownPackage(tx, owner.id, packageId);
      const replaced = await tx.delete(packageInvoices).where(eq(packageInvoices.packageId, packageId)).returning();
      const [row] = await tx
        .insert(packageInvoices)
        .values({ packageId, ...stored, fileName: fileNameOf(upload.name), uploadedBy: owner.id, createdAt: deps.now() })
        .returning();
      return { row: row!, replaced };
    });
  } catch (error) {
    await deps.files.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
  await deleteInvoiceFiles(deps, saved.replaced);
  return toPackageInvoice(saved.row);
}

/** The owner removes the invoice; none attached is not found. */
export async function deleteInvoice(deps: AppDeps, owner: UserRow, packageId: number): Promise<void> {
  const removed = await writeTransaction(deps.db, async (tx) => {
    await ownPackage(tx, owner.id, packageId);
    return tx.delete(packageInvoices).where(eq(packageInvoices.packageId, packageId)).returning();
  });
  if (removed.length === 0) throw new DomainError('not-found', INVOICE_MESSAGES.notFound);
  await deleteInvoiceFiles(deps, removed);
}

/** The invoice and its bytes for its package's owner or staff; anyone else, or a file gone, is not found. */
export async function invoiceForViewer(deps: AppDeps, viewer: UserRow, packageId: number): Promise<{ row: PackageInvoiceRow; bytes: Uint8Array<ArrayBuffer> }> {
  if (isStaffRole(viewer.role)) await anyPackage(deps.db, packageId);
  else await ownPackage(deps.db, viewer.id, packageId);
  const [row] = await deps.db.select().from(packageInvoices).where(eq(packageInvoices.packageId, packageId)).orderBy(desc(packageInvoices.createdAt), desc(packageInvoices.id)).limit(1);
  if (!row) throw new DomainError('not-found', INVOICE_MESSAGES.notFound);
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) {
    deps.logger.warn({ module: 'invoices' }, `invoice ${row.id} has no file at ${row.storageKey}`);
    throw new DomainError('not-found', INVOICE_MESSAGES.notFound);
  }
  return { row, bytes };
}
