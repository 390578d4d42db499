import { z } from 'zod';
import { PackageDetailSchema } from '../packages/package-schema';
import { StatusFilterSchema, DEFAULT_STATUS_FILTER } from '../packages/package-status';

export const ADMIN_PAGE_SIZE_DEFAULT = 24;
export const ADMIN_PAGE_SIZE_MAX = 96;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

const wholeNumber = (min: number, max: number) => z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').min(min, 'invalidRequest').max(max, 'invalidRequest');

/** GET /api/admin/packages: searched, filtered, counted and paged on the server. */
export const AdminPackageQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, 'invalidRequest').default(''),
  status: StatusFilterSchema.default(DEFAULT_STATUS_FILTER),
  page: wholeNumber(1, 1_000_000).default(1),
  page_size: wholeNumber(1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminPackageQuery = z.infer<typeof AdminPackageQuerySchema>;

/** A package as the admin panel shows it: with its owner (part 2 section 3) and the owner's suite. */
export const AdminPackageSchema = PackageDetailSchema.extend({
  user_id: z.number().int(),
  user_email: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_phone: z.string(),
  user_suite_code: z.string(),
  /** Where staff put it at receipt (decision 175); staff only. */
  shelf: z.string().nullable(),
  /** What staff wrote when recording its disposal under the overstay policy (decision 180); staff only. */
  disposal_note: z.string().nullable().optional(),
  /** What staff wrote on the unidentified parcel it came from (decision 183); staff only, never the owner's title. */
  parcel_notes: z.string().nullable().optional(),
});
export type AdminPackage = z.infer<typeof AdminPackageSchema>;

export const AdminPackageListSchema = z.object({
  packages: z.array(AdminPackageSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Packages matching the search and the filter: the x of 'Filtered Packages (x of y)'. */
  total: z.number().int(),
  /** Every package: the y. */
  total_all: z.number().int(),
});
export type AdminPackageList = z.infer<typeof AdminPackageListSchema>;
