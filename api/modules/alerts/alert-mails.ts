import type { MailMessage } from '../../adapters/mail/mailer';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';

type StorageEvent = EventOf<'storage-ending'> | EventOf<'storage-last-day'>;

const STORAGE_TEXTS = { 'storage-ending': 'storageEnding', 'storage-last-day': 'storageLastDay' } as const;

/**
 * The storage reminder for a customer with no device subscribed to push, in their language: the alert's own words
 * with the packages waiting, and a button to the pickup page.
 */
export function storageReminderMail(recipient: MailRecipient, event: StorageEvent, titles: string[], pickupLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language)[STORAGE_TEXTS[event.kind]];
  return reminderMail(recipient, { subject: words.subject, title, body, items: titles, action: { label: words.action, url: pickupLink }, reason: words.reason }, appUrl);
}

type PlanEvent = EventOf<'plan-ending'> | EventOf<'plan-last-day'>;

/** The reminder that a PayPal plan's paid access is ending (decision 121), in the customer's language, branded. */
export function planReminderMail(recipient: MailRecipient, event: PlanEvent, dashboardLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).planReminder;
  return reminderMail(recipient, { subject: `${title} - Miami Drop`, title, body, action: { label: words.action, url: dashboardLink }, reason: words.reason }, appUrl);
}
