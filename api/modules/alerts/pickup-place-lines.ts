import { addressLine, type PickupLocation } from '../../../shared/pickup/pickup-location';
import type { OpeningRange } from '../../../shared/warehouse/opening-hours';
import type { MailLanguage } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';

const LIST_LOCALES: Record<MailLanguage, string> = { es: 'es-ES', en: 'en-US' };

/** "09:00 a 13:00 y 14:00 a 18:00" / "09:00 to 13:00 and 14:00 to 18:00". */
export function openingRangesText(ranges: readonly OpeningRange[], language: MailLanguage): string {
  const words = mailTexts(language).pickupPlace;
  const each = ranges.map((range) => fillText(words.range, { open: range.open, close: range.close }));
  return new Intl.ListFormat(LIST_LOCALES[language], { style: 'long', type: 'conjunction' }).format(each);
}

/**
 * What a customer needs at the counter, one line each, in their language: the address, that day's hours, the access
 * code, the phone and the warehouse's notes when there are any, what to bring (a photo ID in the account's name), and
 * the map link. The confirmation e-mail lists them; the calendar file's description holds them.
 */
export function pickupPlaceLines(location: PickupLocation, accountName: string, language: MailLanguage): string[] {
  const words = mailTexts(language).pickupPlace;
  return [
    fillText(words.address, { name: location.name, address: addressLine(location) }),
    location.day_hours.length ? fillText(words.hours, { hours: openingRangesText(location.day_hours, language) }) : words.noHours,
    ...(location.access_code ? [fillText(words.accessCode, { code: location.access_code })] : []),
    ...(location.phone ? [fillText(words.phone, { phone: location.phone })] : []),
    ...(location.notes ? [fillText(words.notes, { notes: location.notes })] : []),
    fillText(words.bring, { name: accountName }),
    fillText(words.map, { url: location.map_url }),
  ];
}

/** The name a photo ID must show: the account's first and last name. */
export const accountNameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
