import { formatUsd } from '@shared/money/format-usd';
import type { PublicStoragePolicy } from '@shared/storage/overdue-parcel-schema';
import type { DateLanguage } from '@shared/time/new-york';

/** The policy's figures as the texts name them (`{{graceDays}}`, `{{feePerDay}}`…), in the reader's language. */
export const policyValues = (policy: PublicStoragePolicy, language: DateLanguage) => ({
  graceDays: policy.overstay_grace_days,
  feePerDay: formatUsd(policy.overstay_fee_cents_per_day, language),
  disposalDays: policy.disposal_after_days,
  minWarnings: policy.min_warnings,
  extensionPerDay: formatUsd(policy.extension_cents_per_day, language),
});
