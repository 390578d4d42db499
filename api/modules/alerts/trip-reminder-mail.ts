import type { MailMessage } from '../../adapters/mail/mailer';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';

type TripEvent = EventOf<'trip-reminder'>;

/** The reminder before a trip, in the customer's language: the alert's words, then each package and how it stands. */
export function tripReminderMail(recipient: MailRecipient, event: TripEvent, dashboardLink: string, appUrl: string, reason?: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).tripReminder;
  const items = [
    ...event.late.map((title) => `${title}: ${words.late}`),
    ...event.onTime.map((title) => `${title}: ${words.onTime}`),
    ...event.ready.map((title) => `${title}: ${words.ready}`),
  ];
  return reminderMail(recipient, { subject: words.subject, title, body, items, action: { label: words.action, url: dashboardLink }, reason: reason ?? words.reason }, appUrl);
}
