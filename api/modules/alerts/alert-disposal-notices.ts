import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import type { AlertRow } from '../../db/tables';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink } from '../outbox/send-mail';
import type { EventOf } from './alert-events';
import { dispatchAlwaysMailed } from './alert-always-mailed';
import { alertUrl } from './alert-payload';
import { alertText } from './alert-texts';

type DisposalEvent = EventOf<'storage-disposed'>;

/** The notice in the customer's language, branded: the alert's words and one button to the package. */
export function disposalNoticeMail(recipient: MailRecipient, event: DisposalEvent, packageLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).disposalNotice;
  return reminderMail(recipient, { subject: words.subject, title, body, action: { label: words.action, url: packageLink }, reason: words.reason }, appUrl);
}

/**
 * The news that a parcel was disposed of under the policy goes like its warnings (decision 180): by e-mail always, and
 * by push to each device; no preference switches it off.
 */
export async function dispatchDisposalNotice(deps: AppDeps, row: AlertRow, event: DisposalEvent): Promise<void> {
  await dispatchAlwaysMailed(deps, row, event, (user) => disposalNoticeMail(user, event, appLink(deps, alertUrl(event)), deps.config.appUrl));
}
