import type { MailMessage } from '../adapters/mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Section {
  heading: string;
  lines: string[];
  action: { label: string; url: string };
}

/** Our mails are bilingual: Spanish first, then English, each with its own button. */
export function bilingualMail(to: string, subject: string, es: Section, en: Section): MailMessage {
  const text = [es, en]
    .map((section) => [section.heading, '', ...section.lines, '', `${section.action.label}: ${section.action.url}`].join('\n'))
    .join('\n\n---\n\n');
  const html = [es, en]
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>${section.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
        `<p><a href="${escapeHtml(section.action.url)}" style="background:#0e7490;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(section.action.label)}</a></p>`,
    )
    .join('<hr>');
  return { to, subject, text, html: `<div style="font-family:sans-serif;max-width:560px">${html}</div>` };
}

export const verificationMail = (to: string, firstName: string, link: string) =>
  bilingualMail(
    to,
    'Confirma tu email / Confirm your email - Miami Drop',
    {
      heading: `Hola ${firstName}, bienvenido a Miami Drop`,
      lines: ['Confirma tu dirección de email para activar tu cuenta. El enlace vence en 24 horas.'],
      action: { label: 'Confirmar mi email', url: link },
    },
    {
      heading: `Hi ${firstName}, welcome to Miami Drop`,
      lines: ['Confirm your e-mail address to activate your account. The link expires in 24 hours.'],
      action: { label: 'Confirm my email', url: link },
    },
  );

export const alreadyRegisteredMail = (to: string, firstName: string, resetLink: string) =>
  bilingualMail(
    to,
    'Ya tienes una cuenta / You already have an account - Miami Drop',
    {
      heading: `Hola ${firstName}`,
      lines: ['Alguien intentó crear una cuenta con este email, pero ya tienes una. Inicia sesión, o restablece tu contraseña si no la recuerdas.', 'Si no fuiste tú, ignora este mensaje.'],
      action: { label: 'Restablecer contraseña', url: resetLink },
    },
    {
      heading: `Hi ${firstName}`,
      lines: ['Someone tried to create an account with this e-mail, but you already have one. Log in, or reset your password if you do not remember it.', 'If this was not you, ignore this message.'],
      action: { label: 'Reset password', url: resetLink },
    },
  );

export const passwordResetMail = (to: string, firstName: string, link: string) =>
  bilingualMail(
    to,
    'Restablece tu contraseña / Reset your password - Miami Drop',
    {
      heading: `Hola ${firstName}`,
      lines: ['Recibimos un pedido para restablecer tu contraseña. El enlace vence en 1 hora y sirve una sola vez.', 'Si no lo pediste, ignora este mensaje.'],
      action: { label: 'Restablecer contraseña', url: link },
    },
    {
      heading: `Hi ${firstName}`,
      lines: ['We received a request to reset your password. The link expires in 1 hour and works once.', 'If you did not ask for it, ignore this message.'],
      action: { label: 'Reset password', url: link },
    },
  );

/** A new admin's welcome: the link sets their password and, by being opened, verifies the address. */
export const adminInviteMail = (to: string, firstName: string, link: string, validDays: number) =>
  bilingualMail(
    to,
    'Te damos la bienvenida al equipo / Welcome to the team - Miami Drop',
    {
      heading: `Hola ${firstName}, te damos la bienvenida al equipo de Miami Drop`,
      lines: [
        'Se creó para ti una cuenta de administrador en Miami Drop. Crea tu contraseña para confirmar tu email y entrar al panel de administración.',
        `El enlace vence en ${validDays} días y sirve una sola vez. Si no esperabas este mensaje, ignóralo.`,
      ],
      action: { label: 'Crear mi contraseña', url: link },
    },
    {
      heading: `Hi ${firstName}, welcome to the Miami Drop team`,
      lines: [
        'An admin account was created for you at Miami Drop. Set your password to confirm your e-mail and enter the admin panel.',
        `The link expires in ${validDays} days and works once. If you did not expect this message, ignore it.`,
      ],
      action: { label: 'Set my password', url: link },
    },
  );
