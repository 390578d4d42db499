import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { packages } from './packages';
import { users } from './users';

/** Parcel photos taken at the warehouse; the JPEG itself is in the FileStore under `storage_key`. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    /** A parcel nobody has claimed yet; its photos move to the package once it is assigned or matched. */
    unidentifiedParcelId: integer('unidentified_parcel_id'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photos_storage_key_unique').on(t.storageKey),
    index('photos_package_idx').on(t.packageId, t.createdAt),
    index('photos_unidentified_parcel_idx').on(t.unidentifiedParcelId, t.createdAt),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
