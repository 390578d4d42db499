import { asc, eq, inArray } from 'drizzle-orm';
import { formatUsd } from '../../../shared/money/format-usd';
import { pickupLocationOf } from '../../../shared/pickup/pickup-location';
import { formatLongDate } from '../../../shared/time/new-york';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { packages, type UserRow } from '../../db/tables';
import { mailLanguageOf, type MailLanguage } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink } from '../outbox/send-mail';
import { photosByPackage } from '../photos/photo-service';
import { activeWarehouseAddress } from '../warehouse-addresses/warehouse-service';
import type { AlertEvent, EventOf } from './alert-events';
import { storageReminderMail } from './alert-mails';
import { alertUrl } from './alert-payload';
import { alertText } from './alert-texts';
import { missingParcelMail } from './missing-parcel-mail';
import { accountNameOf, pickupPlaceLines } from './pickup-place-lines';
import { tripReminderMail } from './trip-reminder-mail';

/** Why the customer gets the alert by e-mail: no device takes pushes, or they switched the group's e-mail on. */
export type MailReason = 'no-device' | 'chosen';

/**
 * Kinds whose e-mail goes out elsewhere, whatever the devices: the booking's confirmation (decision 170), a delivery's
 * news (decision 166), and the notices with their own dispatch (the plan's end, the warning before disposal, the disposal).
 */
const MAILED_ELSEWHERE = new Set<AlertEvent['kind']>(['pickup-confirmed', 'delivery-shipped', 'delivery-delivered', 'plan-ending', 'plan-last-day', 'storage-overstay', 'storage-disposed']);

export const isMailedElsewhere = (event: AlertEvent): boolean => MAILED_ELSEWHERE.has(event.kind);

const LOCALES: Record<MailLanguage, string> = { es: 'es-US', en: 'en-US' };

/** "2.5 lb", as the app shows a weight (es-US and en-US). */
export const weightText = (pounds: number, language: MailLanguage) => `${pounds.toLocaleString(LOCALES[language], { maximumFractionDigits: 2 })} lb`;

interface AlertMailWords {
  action: string;
  url: string;
  items?: string[];
  reason: string;
}

/** An alert's own title and body in the branded layout, with what the kind adds (a list, one button). */
function alertMail(user: UserRow, event: AlertEvent, words: AlertMailWords, appUrl: string): MailMessage {
  const { title, body } = alertText(event, mailLanguageOf(user));
  return reminderMail(user, { subject: `${title} - Miami Drop`, title, body, items: words.items, action: { label: words.action, url: words.url }, reason: words.reason }, appUrl);
}

/** The weight staff recorded and, when the station took one, where to see the photo (the app's photo needs a session). */
async function receivedItems(deps: AppDeps, event: EventOf<'package-received'>, language: MailLanguage, packageLink: string): Promise<string[]> {
  const words = mailTexts(language).alertMail;
  const [row] = await deps.db.select({ weightLb: packages.weightLb }).from(packages).where(eq(packages.id, event.packageId)).limit(1);
  const photo = (await photosByPackage(deps.db, [event.packageId])).get(event.packageId)?.[0];
  return [
    ...(row?.weightLb ? [fillText(words.weight, { weight: weightText(row.weightLb, language) })] : []),
    ...(photo ? [fillText(words.photo, { url: packageLink })] : []),
  ];
}

function receiptMail(deps: AppDeps, user: UserRow, event: EventOf<'payment-receipt'>): MailMessage {
  const language = mailLanguageOf(user);
  const words = mailTexts(language).paymentReceipt;
  const { title, body } = alertText(event, language);
  const method = event.provider === 'paypal' ? 'PayPal' : (event.card ?? words.card);
  const items = [
    fillText(words.amount, { amount: formatUsd(event.amountCents, language) }),
    fillText(words.method, { method }),
    fillText(words.date, { date: formatLongDate(event.paidAt, language) }),
    ...(event.reference ? [fillText(words.reference, { reference: event.reference })] : []),
  ];
  const action = event.deliveryId !== null ? { label: words.deliveryAction, url: appLink(deps, alertUrl(event)) } : { label: words.planAction, url: appLink(deps, '/dashboard') };
  return reminderMail(user, { subject: words.subject, title, body, items, action, reason: words.reason }, deps.config.appUrl);
}

/**
 * The e-mail of an alert in the customer's stored language, or null when its kind is mailed elsewhere. Every kind has
 * one: a kind added later (a cancelled pickup, say) gets its alert's words and a button to where its push opens.
 */
export async function alertMailOf(deps: AppDeps, user: UserRow, event: AlertEvent, why: MailReason): Promise<MailMessage | null> {
  if (isMailedElsewhere(event)) return null;
  const language = mailLanguageOf(user);
  const words = mailTexts(language).alertMail;
  const reason = why === 'chosen' ? words.reasonChosen : words.reasonNoDevice;
  const appUrl = deps.config.appUrl;
  const url = appLink(deps, alertUrl(event));
  switch (event.kind) {
    case 'package-received':
      return alertMail(user, event, { action: words.receivedAction, url, items: await receivedItems(deps, event, language, url), reason }, appUrl);
    case 'tracking-update':
      return alertMail(user, event, { action: words.trackingAction, url, reason }, appUrl);
    case 'pickup-changed': {
      const location = pickupLocationOf(await activeWarehouseAddress(deps.db), event.date);
      return alertMail(user, event, { action: words.pickupAction, url, items: pickupPlaceLines(location, accountNameOf(user), language), reason }, appUrl);
    }
    case 'pickup-collected':
      return alertMail(user, event, { action: words.collectedAction, url, reason }, appUrl);
    case 'storage-ending':
    case 'storage-last-day': {
      const titles = event.packageIds.length
        ? (await deps.db.select({ title: packages.title }).from(packages).where(inArray(packages.id, event.packageIds)).orderBy(asc(packages.id))).map((p) => p.title)
        : [];
      return storageReminderMail(user, event, titles, appLink(deps, '/dashboard/pickup'), appUrl, why === 'chosen' ? reason : undefined);
    }
    case 'parcel-missing':
      return missingParcelMail(user, event, url, appUrl, why === 'chosen' ? reason : undefined);
    case 'trip-reminder':
      return tripReminderMail(user, event, appLink(deps, '/dashboard'), appUrl, why === 'chosen' ? reason : undefined);
    case 'payment-receipt':
      return receiptMail(deps, user, event);
    default:
      return alertMail(user, event, { action: event.kind.startsWith('pickup') ? words.pickupAction : words.otherAction, url, reason }, appUrl);
  }
}
