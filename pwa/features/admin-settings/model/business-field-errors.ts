import { BusinessDetailsSchema, type BusinessDetails } from '@shared/settings/business-details-schema';

export type BusinessFieldErrors = Partial<Record<keyof BusinessDetails, string>>;

/** The shared rules' message key per field (first one only); empty when the details can be sent. */
export function businessFieldErrors(details: BusinessDetails): BusinessFieldErrors {
  const result = BusinessDetailsSchema.safeParse(details);
  if (result.success) return {};
  const errors: BusinessFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BusinessDetails;
    errors[field] ??= issue.message;
  }
  return errors;
}
