import type { MailMessage } from '../adapters/mail/mailer';
import { mailLanguageOf, type MailRecipient } from '../mail/mail-language';
import { mailTexts } from '../mail/mail-texts';
import { reminderMail } from '../mail/reminder-mail';
import type { EventOf } from './alert-events';
import { alertText, type AlertLanguage } from './alert-texts';

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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PLAN_MAIL_WORDS: Record<AlertLanguage, { greeting: string; action: string }> = {
  es: { greeting: 'Hola', action: 'Ver mi plan' },
  en: { greeting: 'Hi', action: 'See my plan' },
};

/**
 * The reminder that a PayPal plan's paid access is ending (docs/decisions/121), in one language: the customer's when
 * known, else Spanish.
 */
export function planReminderMail(to: string, firstName: string, event: PlanEvent, language: AlertLanguage, dashboardLink: string): MailMessage {
  const { title, body } = alertText(event, language);
  const words = PLAN_MAIL_WORDS[language];
  const heading = `${words.greeting} ${firstName}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  const text = [heading, '', body, '', `${words.action}: ${dashboardLink}`].join('\n');
  const html =
    `<div style="font-family:sans-serif;max-width:560px"><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(dashboardLink)}" style="background:#0e7490;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p></div>`;
  return { to, subject: `${title} - Miami Drop`, text, html };
}
