import { digitsOnly } from '../phone/country-codes';
import { isValidComposedPhone, phoneForCountry } from '../phone/phone-rules';

/**
 * The phone the carrier calls about a delivery, as stored (+13055550100), or null when it is not a real number. Typed
 * without a plus it is read as a US number (the recipient is in the United States); with one, as any country's (a
 * traveller's own phone).
 */
export function deliveryPhone(text: string): string | null {
  const typed = text.trim();
  if (!typed.startsWith('+')) return phoneForCountry(typed, 'US');
  const composed = `+${digitsOnly(typed)}`;
  return isValidComposedPhone(composed) ? composed : null;
}
