import type { MailMessage } from '../adapters/mail/mailer';
import { bilingualMail } from './account-mails';
import type { EventOf } from './alert-events';
import { alertText, type AlertLanguage } from './alert-texts';

type StorageEvent = EventOf<'storage-ending'> | EventOf<'storage-last-day'>;

const SUBJECTS: Record<StorageEvent['kind'], string> = {
  'storage-ending': 'Tu almacenamiento está por vencer / Your storage is ending soon - Miami Drop',
  'storage-last-day': 'Hoy vence tu almacenamiento / Your storage ends today - Miami Drop',
};

/**
 * The storage reminder for a customer with no device subscribed to push: bilingual like every mail of ours, the
 * alert's own words with the packages waiting, and a button to the pickup page.
 */
export function storageReminderMail(to: string, firstName: string, event: StorageEvent, titles: string[], pickupLink: string): MailMessage {
  const es = alertText(event, 'es');
  const en = alertText(event, 'en');
  return bilingualMail(
    to,
    SUBJECTS[event.kind],
    { heading: `Hola ${firstName}: ${es.title.toLowerCase()}`, lines: [es.body, ...titles.map((title) => `• ${title}`)], action: { label: 'Programar mi retiro', url: pickupLink } },
    { heading: `Hi ${firstName}: ${en.title.toLowerCase()}`, lines: [en.body, ...titles.map((title) => `• ${title}`)], action: { label: 'Schedule my pickup', url: pickupLink } },
  );
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
