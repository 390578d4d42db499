import { DELIVERY_HANDLING_FEE_MAX_CENTS } from '@shared/deliveries/delivery-schema';

/**
 * What staff typed, in cents: dollars with up to two decimals, a decimal comma taken as a point ('5,50') and a
 * leading '$' ignored; null when it is not an amount from 0 to the maximum.
 */
export function centsOfDollars(typed: string, max = DELIVERY_HANDLING_FEE_MAX_CENTS): number | null {
  const amount = typed.trim().replace(/^(US)?\$\s*/i, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '', fraction = ''] = amount.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= max ? cents : null;
}
