import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { users, type AlertRow } from '../../db/tables';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink, queueMail } from '../outbox/send-mail';
import { claimAlert } from './alert-claim';
import type { EventOf } from './alert-events';
import { alertText } from './alert-texts';

type TripEvent = EventOf<'trip-reminder'>;

/** The reminder before a trip, in the customer's language: the alert's words, then each package and how it stands. */
export function tripReminderMail(recipient: MailRecipient, event: TripEvent, dashboardLink: string, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  const { title, body } = alertText(event, language);
  const words = mailTexts(language).tripReminder;
  const items = [
    ...event.late.map((title) => `${title}: ${words.late}`),
    ...event.onTime.map((title) => `${title}: ${words.onTime}`),
    ...event.ready.map((title) => `${title}: ${words.ready}`),
  ];
  return reminderMail(recipient, { subject: words.subject, title, body, items, action: { label: words.action, url: dashboardLink }, reason: words.reason }, appUrl);
}

/** No device subscribed: the trip reminder goes by e-mail, taken first so it is never mailed twice. */
export async function mailTripReminder(deps: AppDeps, row: AlertRow, event: TripEvent): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!(await claimAlert(deps.db, row.id, user ? 'email' : 'none', deps.now())) || !user) return;
  await queueMail(deps, tripReminderMail(user, event, appLink(deps, '/dashboard'), deps.config.appUrl));
}
