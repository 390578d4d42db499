import type { MailMessage } from '../adapters/mail/mailer';
import { bilingualMail } from './account-mails';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';

type StorageEvent = EventOf<'storage-ending'> | EventOf<'storage-last-day'>;

const SUBJECTS: Record<StorageEvent['kind'], string> = {
  'storage-ending': 'Tu almacenamiento está por vencer / Your storage is ending soon - Miami Drop',
  'storage-last-day': 'Hoy vence tu almacenamiento / Your storage ends today - Miami Drop',
};

/**
 * The storage reminder for a customer with no device subscribed to push: bilingual like every mail of ours, the
 * alert's own words with the packages waiting, and a button to the pickup page.
 */
export function storageReminderMail(to: string, firstName: string, event: StorageEvent, titles: string[], pickupLink: string): MailMessage {
  const es = alertText(event, 'es');
  const en = alertText(event, 'en');
  return bilingualMail(
    to,
    SUBJECTS[event.kind],
    { heading: `Hola ${firstName}: ${es.title.toLowerCase()}`, lines: [es.body, ...titles.map((title) => `• ${title}`)], action: { label: 'Programar mi retiro', url: pickupLink } },
    { heading: `Hi ${firstName}: ${en.title.toLowerCase()}`, lines: [en.body, ...titles.map((title) => `• ${title}`)], action: { label: 'Schedule my pickup', url: pickupLink } },
  );
}
