import type { MailMessage } from '../../adapters/mail/mailer';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';
import { accountNameOf, pickupPlaceLines } from './pickup-place-lines';

type StorageEvent = EventOf<'storage-ending'> | EventOf<'storage-last-day'>;

const STORAGE_TEXTS = { 'storage-ending': 'storageEnding', 'storage-last-day': 'storageLastDay' } as const;

/**
 * The storage reminder for a customer with no device subscribed to push, in their language: the alert's own words
 * with the packages waiting, and a button to the pickup page.
 */
export function storageReminderMail(recipient: MailRecipient, event: StorageEvent, titles: string[], pickupLink: string, appUrl: string, reason?: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language)[STORAGE_TEXTS[event.kind]];
  return reminderMail(recipient, { subject: words.subject, title, body, items: titles, action: { label: words.action, url: pickupLink }, reason: reason ?? words.reason }, appUrl);
}

type PlanEvent = EventOf<'plan-ending'> | EventOf<'plan-last-day'>;

/** The reminder that a PayPal plan's paid access is ending (decision 121), in the customer's language, branded. */
export function planReminderMail(recipient: MailRecipient, event: PlanEvent, dashboardLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).planReminder;
  return reminderMail(recipient, { subject: `${title} - Miami Drop`, title, body, action: { label: words.action, url: dashboardLink }, reason: words.reason }, appUrl);
}

type DeliveryEvent = EventOf<'delivery-shipped'> | EventOf<'delivery-delivered'>;

/** A paid delivery handed to the carrier, or arrived: mailed whatever the devices, the alert's own words. */
export function deliveryMail(recipient: MailRecipient, event: DeliveryEvent, deliveryLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).deliveryUpdate;
  return reminderMail(recipient, { subject: `${title} - Miami Drop`, title, body, action: { label: words.action, url: deliveryLink }, reason: words.reason }, appUrl);
}

/**
 * A booking's confirmation, mailed whatever the devices (decision 170): the alert's words, then where to go, that
 * day's hours, the access code and what to bring. An alert recorded before the location was kept has no list.
 */
export function pickupConfirmedMail(
  recipient: MailRecipient & { lastName: string },
  event: EventOf<'pickup-confirmed'>,
  pickupLink: string,
  appUrl: string,
): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).pickupConfirmed;
  const items = event.location ? pickupPlaceLines(event.location, accountNameOf(recipient), language) : undefined;
  return reminderMail(recipient, { subject: words.subject, title, body, items, action: { label: words.action, url: pickupLink }, reason: words.reason }, appUrl);
}
