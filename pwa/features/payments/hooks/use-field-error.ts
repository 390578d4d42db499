import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BillingFieldName, BillingFormValues } from '../model/billing-schema';

/** Field messages are shared validation keys or full i18n keys of the payment area. */
export function useFieldError(errors: FieldErrors<BillingFormValues>) {
  const { t } = useTranslation();
  return (name: BillingFieldName): string | undefined => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return t([`validation.${message}`, message]);
  };
}
