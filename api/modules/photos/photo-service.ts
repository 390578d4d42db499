import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { PHOTO_FIELD, PHOTO_MESSAGES, photoUrl, type PackagePhoto } from '../../../shared/packages/package-photo-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, photos, type PhotoRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { isStaffRole } from '../../../shared/accounts/user-roles';
import { normalizePhoto, PhotoImageError, type NormalizedPhoto } from './photo-image';
import { WorkQueueFullError, type WorkPlace } from '../../background/work-queue';

/** What a photo belongs to: a customer's package, or a parcel nobody has claimed yet. */
export type PhotoTarget = { packageId: number } | { unidentifiedParcelId: number };

const STORED_TYPE = 'image/jpeg';

export const toPackagePhoto = (row: PhotoRow): PackagePhoto => ({ id: row.id, url: photoUrl(row.id), created_at: row.createdAt.toISOString() });

const IMAGE_ERRORS = {
  unsupported: { kind: 'unsupported-type', text: PHOTO_MESSAGES.unsupportedType },
  unreadable: { kind: 'invalid-input', text: PHOTO_MESSAGES.unreadableImage },
  tooManyPixels: { kind: 'too-large', text: PHOTO_MESSAGES.tooManyPixels },
  metadataTooLarge: { kind: 'too-large', text: PHOTO_MESSAGES.metadataTooLarge },
} as const;

/** What a refused upload is told to wait: a full line of 10 MB photos is through in a few seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;

function photoPlace(deps: AppDeps): WorkPlace {
  try {
    return deps.photoWork.enter();
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw new DomainError('unavailable', PHOTO_MESSAGES.busy, {}, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    throw error;
  }
}

/**
 * Takes a place in the photo queue before the upload is read (503 when there is none), reads it, resizes and strips it
 * in its turn and stores its file; recording it (or deleting the file when that fails) is the caller's.
 */
export async function storeUploadedPhoto(deps: AppDeps, readUpload: () => Promise<Uint8Array>): Promise<{ storageKey: string; image: NormalizedPhoto }> {
  const place = photoPlace(deps);
  let image;
  try {
    const upload = await readUpload();
    image = await place.run(() => normalizePhoto(upload));
  } catch (error) {
    if (error instanceof PhotoImageError) {
      const { kind, text } = IMAGE_ERRORS[error.problem];
      throw new DomainError(kind, text, { field: PHOTO_FIELD });
    }
    throw error;
  } finally {
    place.leave();
  }
  const storageKey = `photos/${randomUUID()}.jpg`;
  await deps.files.put(storageKey, image.bytes, STORED_TYPE);
  return { storageKey, image };
}

/** Stores an upload as storeUploadedPhoto does and records it; the target's existence is the caller's to check. */
export async function savePhoto(deps: AppDeps, uploader: UserRow, target: PhotoTarget, readUpload: () => Promise<Uint8Array>): Promise<PackagePhoto> {
  const { storageKey, image } = await storeUploadedPhoto(deps, readUpload);
  try {
    const [row] = await writeTransaction(deps.db, (tx) =>
      tx
        .insert(photos)
        .values({
          packageId: 'packageId' in target ? target.packageId : null,
          unidentifiedParcelId: 'unidentifiedParcelId' in target ? target.unidentifiedParcelId : null,
          storageKey,
          contentType: STORED_TYPE,
          byteSize: image.bytes.byteLength,
          width: image.width,
          height: image.height,
          uploadedBy: uploader.id,
          createdAt: deps.now(),
        })
        .returning(),
    );
    return toPackagePhoto(row!);
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

function groupPhotos(rows: PhotoRow[], ownerOf: (row: PhotoRow) => number | null): Map<number, PackagePhoto[]> {
  const result = new Map<number, PackagePhoto[]>();
  for (const row of rows) {
    const owner = ownerOf(row);
    if (owner === null) continue;
    result.set(owner, [...(result.get(owner) ?? []), toPackagePhoto(row)]);
  }
  return result;
}

/** The photos of each package, oldest first, in one query. */
export async function photosByPackage(db: Db, packageIds: number[]): Promise<Map<number, PackagePhoto[]>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db.select().from(photos).where(inArray(photos.packageId, packageIds)).orderBy(asc(photos.createdAt), asc(photos.id));
  return groupPhotos(rows, (row) => row.packageId);
}

/** The photos of each unidentified parcel, oldest first, in one query. */
export async function photosByUnidentifiedParcel(db: Db, parcelIds: number[]): Promise<Map<number, PackagePhoto[]>> {
  if (parcelIds.length === 0) return new Map();
  const rows = await db.select().from(photos).where(inArray(photos.unidentifiedParcelId, parcelIds)).orderBy(asc(photos.createdAt), asc(photos.id));
  return groupPhotos(rows, (row) => row.unidentifiedParcelId);
}

/** An unidentified parcel's photos become its package's (when staff assign it or its owner registers the number). */
export async function movePhotosToPackage(db: Db, parcelId: number, packageId: number): Promise<void> {
  await writeTransaction(db, (tx) => tx.update(photos).set({ packageId, unidentifiedParcelId: null }).where(eq(photos.unidentifiedParcelId, parcelId)));
}

/** Removes stored photo files; one that cannot be removed is logged, never an error for the customer. */
export async function deletePhotoFiles(deps: AppDeps, rows: PhotoRow[]): Promise<void> {
  for (const row of rows) await deps.files.delete(row.storageKey).catch((error: unknown) => deps.logger.error({ module: 'photos' }, `could not delete ${row.storageKey}: ${String(error)}`));
}

/**
 * Deletes an unidentified parcel's photo rows (undoing the parcel) in the caller's transaction; the caller deletes their
 * files with deletePhotoFiles once it committed.
 */
export async function deleteUnidentifiedParcelPhotoRows(db: Db, parcelId: number): Promise<PhotoRow[]> {
  return await writeTransaction(db, (tx) => tx.delete(photos).where(eq(photos.unidentifiedParcelId, parcelId)).returning());
}

/** A package's photo rows (their files outlive the rows unless deleted with deletePhotoFiles). */
export async function photoRowsOfPackage(db: Db, packageId: number): Promise<PhotoRow[]> {
  return await db.select().from(photos).where(eq(photos.packageId, packageId));
}

/** The photo if this viewer may see it: staff any, a customer only their own package's; anyone else 404. */
export async function photoForViewer(db: Db, viewer: UserRow, id: number): Promise<PhotoRow> {
  const [row] = await db.select({ photo: photos, ownerId: packages.userId }).from(photos).leftJoin(packages, eq(packages.id, photos.packageId)).where(eq(photos.id, id)).limit(1);
  const allowed = row && (isStaffRole(viewer.role) || (row.ownerId !== null && row.ownerId === viewer.id));
  if (!allowed) throw new DomainError('not-found', PHOTO_MESSAGES.notFound);
  return row.photo;
}

/** The stored JPEG; a row whose file is gone is reported and answered as missing. */
export async function readPhotoBytes(deps: AppDeps, row: PhotoRow): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) {
    deps.logger.warn({ module: 'photos' }, `photo ${row.id} has no file at ${row.storageKey}`);
    throw new DomainError('not-found', PHOTO_MESSAGES.notFound);
  }
  return bytes;
}
