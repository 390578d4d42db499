import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { pushSubscriptions, users, type AlertRow } from '../../db/tables';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink, queueMail } from '../outbox/send-mail';
import { photoUrl } from '../../../shared/packages/package-photo-schema';
import type { EventOf } from './alert-events';
import { claimAlert } from './alert-claim';
import { alertText } from './alert-texts';
import { enqueuePushes } from './push-queue';

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
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  const now = deps.now();
  const image = appLink(deps, photoUrl(event.photoId));
  // Taken first: a warning is never mailed twice, even if this process stops mid-send or another instance drains too.
  const taken = await writeTransaction(deps.db, async (tx) => {
    if (!(await claimAlert(tx, row.id, devices.length > 0 ? 'push' : user ? 'email' : 'none', now))) return false;
    if (devices.length > 0) await enqueuePushes(tx, row.id, event, devices, image, now);
    return true;
  });
  if (taken && user) await queueMail(deps, overstayWarningMail(user, event, appLink(deps, `/dashboard/packages/${event.packageId}`), deps.config.appUrl));
}
