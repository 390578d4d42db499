import { z } from 'zod';
import { msg } from '../validation/message-options';
import { centsToUsd, DECLARED_VALUE_MAX_CENTS, usdToCents } from './declared-value';
import { PACKAGE_CATEGORIES } from './package-categories';

type Blank = '' | null | undefined;
/** A form's empty field ('' or null) or a field left out: "not declared". */
const isBlank = (value: unknown): value is Blank => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A dollar amount as typed or sent, 0 to DECLARED_VALUE_MAX_USD with two decimals at most, answered as "49.90". */
const declaredValue = z
  .union([z.string(), z.number(), z.null()], msg('declaredValueInvalid'))
  .optional()
  .refine((value) => isBlank(value) || usdToCents(value) !== null, msg('declaredValueInvalid'))
  .refine((value) => isBlank(value) || (usdToCents(value) ?? 0) <= DECLARED_VALUE_MAX_CENTS, msg('declaredValueTooHigh'));
const canonical = (value: string | number) => centsToUsd(usdToCents(value)!);

const category = z.union([z.enum(PACKAGE_CATEGORIES), z.literal(''), z.null()], msg('categoryInvalid')).optional();

/** At pre-alert: optional, a blank field leaves it out. */
export const OptionalDeclaredValueSchema = declaredValue.transform((value) => (isBlank(value) ? undefined : canonical(value)));
export const OptionalCategorySchema = category.transform((value) => (isBlank(value) ? undefined : value));

/** PUT /api/tracking/{id}/declaration: the owner sets or clears both (null or '' clears; both must be sent). */
export const PackageDeclarationRequestSchema = z.object({
  declared_value_usd: declaredValue.refine((value) => value !== undefined, msg('invalidRequest')).transform((value) => (isBlank(value) ? null : canonical(value))),
  category: category.refine((value) => value !== undefined, msg('invalidRequest')).transform((value) => (isBlank(value) ? null : value)),
});
export type PackageDeclarationRequest = z.infer<typeof PackageDeclarationRequestSchema>;
