import { z } from 'zod';
import { msg } from '../validation/message-options';

/** What a parcel holds, as the customer declares it (docs/decisions/173); labels under `packages.category.*`. */
export const PACKAGE_CATEGORIES = [
  'clothing',
  'shoes',
  'electronics',
  'phones',
  'computers',
  'cosmetics',
  'toys',
  'books',
  'home',
  'auto_parts',
  'medicines',
  'other',
] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export const PackageCategorySchema = z.enum(PACKAGE_CATEGORIES, msg('categoryInvalid'));
