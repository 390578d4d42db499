import type { ContactForm, DashboardContactForm, DashboardContactSubject, PublicContactSubject } from '../../../shared/contact/contact-schema';
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

// A sender's name goes into the Subject header: no line breaks there.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** The support team's copy of a contact-page message; replying answers the sender. */
export function contactMessageMail(supportEmail: string, form: ContactForm | DashboardContactForm, id: number, userId: number | null): MailMessage {
  const rows: Array<[string, string]> = [
    ['Nombre / Name', form.fullName],
    ['Email', form.email],
    ['Teléfono / Phone', form.phone ?? '—'],
    ['Asunto / Subject', SUBJECT_LABELS[form.subject]],
    ['Cuenta / Account', userId === null ? '—' : `#${userId}`],
    ['Mensaje / Message', ''],
  ];
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
    subject: oneLine(`[Miami Drop] ${SUBJECT_LABELS[form.subject]} - ${form.fullName}`),
    text,
    html,
  };
}
