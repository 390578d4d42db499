import type { StorageExtensionQuote } from '../../../shared/storage/storage-extension-schema';
import type { StorageExtensionRow } from '../../db/tables';

type PricedDays = Pick<StorageExtensionQuote, 'days' | 'amount_cents' | 'current_last_day' | 'new_last_day'>;

/** Do both price the same days from the same last day? A changed answer means the last day or the price moved. */
export const samePricedDays = (a: PricedDays, b: PricedDays) =>
  a.days === b.days && a.amount_cents === b.amount_cents && a.current_last_day === b.current_last_day && a.new_last_day === b.new_last_day;

/** Does the recorded row buy exactly what this quote prices? */
export const rowMatchesQuote = (row: StorageExtensionRow, quote: StorageExtensionQuote) =>
  samePricedDays({ days: row.days, amount_cents: row.amountCents, current_last_day: row.previousLastDay, new_last_day: row.newLastDay }, quote);

/** The columns every storage_extensions row takes from its quote; the payment's own columns are the caller's. */
export const rowValuesOfQuote = (quote: StorageExtensionQuote, userId: number, now: Date) => ({
  packageId: quote.package_id,
  userId,
  days: quote.days,
  amountCents: quote.amount_cents,
  previousLastDay: quote.current_last_day,
  newLastDay: quote.new_last_day,
  createdAt: now,
});
