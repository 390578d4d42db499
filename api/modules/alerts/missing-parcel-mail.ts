import type { MailMessage } from '../../adapters/mail/mailer';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';

/** The warehouse is looking for a parcel (decision 177), for a customer with no device subscribed: the alert's own words. */
export function missingParcelMail(recipient: MailRecipient, event: EventOf<'parcel-missing'>, packageLink: string, appUrl: string, reason?: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).missingParcel;
  return reminderMail(recipient, { subject: words.subject, title, body, action: { label: words.action, url: packageLink }, reason: reason ?? words.reason }, appUrl);
}
