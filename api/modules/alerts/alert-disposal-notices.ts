import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { pushSubscriptions, users, type AlertRow } from '../../db/tables';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink, queueMail } from '../outbox/send-mail';
import type { EventOf } from './alert-events';
import { claimAlert } from './alert-claim';
import { alertUrl } from './alert-payload';
import { alertText } from './alert-texts';
import { enqueuePushes } from './push-queue';

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
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  const now = deps.now();
  // Taken first: the notice is never mailed twice, even if this process stops mid-send or another instance drains too.
  const taken = await writeTransaction(deps.db, async (tx) => {
    if (!(await claimAlert(tx, row.id, devices.length > 0 ? 'push' : user ? 'email' : 'none', now))) return false;
    if (devices.length > 0) await enqueuePushes(tx, row.id, event, devices, undefined, now);
    return true;
  });
  if (taken && user) await queueMail(deps, disposalNoticeMail(user, event, appLink(deps, alertUrl(event)), deps.config.appUrl));
}
