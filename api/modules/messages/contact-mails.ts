import type { ContactForm, DashboardContactForm, DashboardContactSubject, PublicContactSubject } from '../../../shared/contact/contact-schema';
import type { SupportTier } from '../../../shared/contact/support-tier';
import { escapeHtml } from '../../../shared/text/escape-html';
import type { MailMessage } from '../../adapters/mail/mailer';

const SUBJECT_LABELS: Record<PublicContactSubject | DashboardContactSubject, string> = {
  general: 'General / General',
  soporte: 'Soporte / Support',
  facturacion: 'Facturación / Billing',
  'problema-pedido': 'Problema con un pedido / Order problem',
  'consulta-general': 'Consulta general / General inquiry',
  'info-planes': 'Información sobre planes / Plan information',
  otros: 'Otros / Other',
};

const TIER_LABELS: Record<SupportTier, string> = {
  vip: 'VIP',
  priority: 'Prioritario / Priority',
  standard: 'Estándar / Standard',
};
/** Support's mailbox sorts by Subject: the tiers above standard lead it. */
const TIER_TAGS: Record<SupportTier, string> = { vip: '[VIP] ', priority: '[Priority] ', standard: '' };

// A sender's name goes into the Subject header: no line breaks there.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * The support team's copy of a contact-page message; replying answers the sender. With the sender's tier, the
 * Subject starts with it when it is above standard, and a row names it with the hours promised.
 */
export function contactMessageMail(
  supportEmail: string,
  form: ContactForm | DashboardContactForm,
  id: number,
  userId: number | null,
  support?: { tier: SupportTier; responseHours: number },
): MailMessage {
  const rows: Array<[string, string]> = [
    ['Nombre / Name', form.fullName],
    ['Email', form.email],
    ['Teléfono / Phone', form.phone ?? '—'],
    ['Asunto / Subject', SUBJECT_LABELS[form.subject]],
    ['Cuenta / Account', userId === null ? '—' : `#${userId}`],
    ...(support ? [['Soporte / Support', `${TIER_LABELS[support.tier]} · ${support.responseHours} h`] as [string, string]] : []),
    ['Mensaje / Message', ''],
  ];
  const tierTag = support ? TIER_TAGS[support.tier] : '';
  const text = [`Contact message #${id}`, '', ...rows.map(([label, value]) => `${label}: ${value}`), form.message].join('\n');
  const table = rows
    .slice(0, -1)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    `<div style="font-family:sans-serif;max-width:640px"><h2>Contact message #${id}</h2><table cellpadding="4">${table}</table>` +
    `<p style="white-space:pre-wrap;border-left:3px solid #0e7490;padding-left:12px">${escapeHtml(form.message)}</p></div>`;
  return {
    to: supportEmail,
    replyTo: form.email,
    subject: oneLine(`[Miami Drop] ${tierTag}${SUBJECT_LABELS[form.subject]} - ${form.fullName}`),
    text,
    html,
  };
}
