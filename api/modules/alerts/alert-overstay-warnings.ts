import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import type { AlertRow } from '../../db/tables';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink } from '../outbox/send-mail';
import { photoUrl } from '../../../shared/packages/package-photo-schema';
import type { EventOf } from './alert-events';
import { dispatchAlwaysMailed } from './alert-always-mailed';
import { alertText } from './alert-texts';

type OverstayEvent = EventOf<'storage-overstay'>;

/** The warning in the customer's language, branded: the alert's words, where to see the parcel's photo, one button. */
export function overstayWarningMail(recipient: MailRecipient, event: OverstayEvent, packageLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).overstayWarning;
  const items = [fillText(words.photo, { url: packageLink })];
  return reminderMail(recipient, { subject: words.subject, title, body, items, action: { label: words.action, url: packageLink }, reason: words.reason }, appUrl);
}

/**
 * A warning before disposal goes out by e-mail always (the customer's record that it was sent) and, to each device,
 * by push with the parcel's photo; no preference switches it off (decision 176).
 */
export async function dispatchOverstayWarning(deps: AppDeps, row: AlertRow, event: OverstayEvent): Promise<void> {
  const packageLink = appLink(deps, `/dashboard/packages/${event.packageId}`);
  await dispatchAlwaysMailed(deps, row, event, (user) => overstayWarningMail(user, event, packageLink, deps.config.appUrl), appLink(deps, photoUrl(event.photoId)));
}
