import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { packages } from './packages';
import { users } from './users';

export const packageInvoices = pgTable(
  'package_invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('package_invoices_storage_key_unique').on(t.storageKey), index('package_invoices_package_idx').on(t.packageId)],
);
