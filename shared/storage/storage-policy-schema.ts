import { z } from 'zod';
import { msg } from '../validation/message-options';

export const STORAGE_PRICE_MAX_CENTS_PER_DAY = 50_00;
export const OVERSTAY_DAYS_MAX = 365;
/** The policy promises at least this many warnings, each with the parcel's photo, before any disposal. */
export const OVERSTAY_MIN_WARNINGS = 2;

export const DEFAULT_STORAGE_POLICY = {
  /** The price of one extra storage day bought ahead. */
  extension_cents_per_day: 50,
  /** Days after storage ends before the overstay fee starts. */
  overstay_grace_days: 3,
  overstay_fee_cents_per_day: 1_00,
  /** Days after storage ends from which an unclaimed parcel may be disposed of (with the warnings on record). */
  disposal_after_days: 60,
} as const;

const cents = z
  .number(msg('invalidRequest'))
  .int(msg('invalidRequest'))
  .min(0, msg('invalidRequest'))
  .max(STORAGE_PRICE_MAX_CENTS_PER_DAY, msg('invalidRequest'));
const days = z.number(msg('invalidRequest')).int(msg('invalidRequest')).min(0, msg('invalidRequest')).max(OVERSTAY_DAYS_MAX, msg('invalidRequest'));

/** GET/POST /api/settings/storage: the price of extra days and the overstay policy. */
export const StoragePolicySchema = z
  .object({
    extension_cents_per_day: cents,
    overstay_grace_days: days,
    overstay_fee_cents_per_day: cents,
    disposal_after_days: days,
  })
  .refine((policy) => policy.disposal_after_days > policy.overstay_grace_days, { ...msg('invalidRequest'), path: ['disposal_after_days'] });
export type StoragePolicy = z.infer<typeof StoragePolicySchema>;
