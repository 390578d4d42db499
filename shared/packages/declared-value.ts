// No zod here: the dashboard's total needs these rules, not the schema (decision 101).

/** The largest declared value taken, in dollars: beyond it the figure is a typing mistake, not a purchase. */
export const DECLARED_VALUE_MAX_USD = 50_000;
export const DECLARED_VALUE_MAX_CENTS = DECLARED_VALUE_MAX_USD * 100;

/** Whole dollars with up to two decimals; a comma is taken as the decimal mark, as Spanish readers write it. */
const USD_TEXT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** Cents of a dollar amount as typed ("49.9", "49,90") or sent (49.9); null when it is not one. */
export function usdToCents(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const text = value.trim();
  if (!USD_TEXT.test(text)) return null;
  const [whole, fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The API's form of an amount: "1234.50". */
export const centsToUsd = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface Declared {
  delivery_status: string;
  declared_value_usd: string | null;
}

/** Received or booked for pickup: what the customer still has at the warehouse. */
const isWaiting = (pkg: Declared) => pkg.delivery_status === 'received' || pkg.delivery_status === 'scheduled';

/**
 * The declared value of what waits at the warehouse (many countries cap duty-free imports by it): the sum in cents,
 * how many packages it counts, and how many of them have no value declared.
 */
export function waitingDeclaredValue(packages: readonly Declared[]): { cents: number; packages: number; withoutValue: number } {
  const waiting = packages.filter(isWaiting);
  const values = waiting.map((pkg) => (pkg.declared_value_usd === null ? null : usdToCents(pkg.declared_value_usd)));
  return {
    cents: values.reduce<number>((sum, cents) => sum + (cents ?? 0), 0),
    packages: waiting.length,
    withoutValue: values.filter((cents) => cents === null).length,
  };
}
