import type { UserLanguage } from '../accounts/user-language';
import { CARRIER_DISPLAY_NAMES, type Carrier } from './carrier-list';

/** How many of the number's last characters name the package: enough to tell two apart, short for a notification. */
export const NEUTRAL_TITLE_DIGITS = 4;

// A postal item's display name is a description in English; it reads as a plain package instead.
const namedCarrier = (carrier: Carrier | null): string | null => (carrier && carrier !== 's10' ? CARRIER_DISPLAY_NAMES[carrier] : null);

/**
 * The title of a package staff made from an unidentified parcel (decision 183), in the owner's language: the carrier
 * and the number's last characters ("Paquete UPS terminado en 6784"), never what staff wrote about it. The owner
 * renames it at will.
 */
export function neutralPackageTitle(trackingNumber: string, carrier: Carrier | null, language: UserLanguage): string {
  const ending = trackingNumber.slice(-NEUTRAL_TITLE_DIGITS);
  const name = namedCarrier(carrier);
  if (language === 'en') return name ? `${name} package ending ${ending}` : `Package ending ${ending}`;
  return name ? `Paquete ${name} terminado en ${ending}` : `Paquete terminado en ${ending}`;
}
