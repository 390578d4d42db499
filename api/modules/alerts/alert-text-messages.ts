import type { AlertEvent } from './alert-events';
import { alertText, type AlertLanguage } from './alert-texts';

/** An alert as an SMS or WhatsApp text: the push's title and body in the customer's language, and the app's link. */
export function alertTextMessage(event: AlertEvent, language: AlertLanguage, link: string): string {
  const { title, body } = alertText(event, language);
  return `Miami Drop: ${title}\n${body}\n${link}`;
}
