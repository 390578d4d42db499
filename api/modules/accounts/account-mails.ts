import type { MailMessage } from '../../adapters/mail/mailer';
import { renderMail } from '../../mail/mail-layout';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';

type AccountMailKind = 'verification' | 'alreadyRegistered' | 'passwordReset' | 'adminInvite';

function accountMail(kind: AccountMailKind, recipient: MailRecipient, link: string, appUrl: string, values: Record<string, string | number> = {}): MailMessage {
  const language = mailLanguageOf(recipient);
  const { layout, [kind]: texts } = mailTexts(language);
  const fill = (text: string) => fillText(text, { firstName: recipient.firstName, ...values });
  return renderMail(
    {
      to: recipient.email,
      language,
      subject: texts.subject,
      preheader: texts.preheader,
      heading: texts.heading,
      greeting: fill(layout.greeting),
      paragraphs: texts.body.map(fill),
      action: { label: texts.action, url: link },
      reason: texts.reason,
    },
    appUrl,
  );
}

export const verificationMail = (recipient: MailRecipient, link: string, appUrl: string) => accountMail('verification', recipient, link, appUrl);

export const alreadyRegisteredMail = (recipient: MailRecipient, resetLink: string, appUrl: string) =>
  accountMail('alreadyRegistered', recipient, resetLink, appUrl);

export const passwordResetMail = (recipient: MailRecipient, link: string, appUrl: string) => accountMail('passwordReset', recipient, link, appUrl);

/** A new admin's welcome: the link sets their password and, by being opened, verifies the address. */
export const adminInviteMail = (recipient: MailRecipient, link: string, validDays: number, appUrl: string) =>
  accountMail('adminInvite', recipient, link, appUrl, { days: validDays });
