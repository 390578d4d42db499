import type { MailMessage } from '../../adapters/mail/mailer';
import { formatNewYorkDateTime } from '../../../shared/time/new-york';
import { renderMail } from '../../mail/mail-layout';
import { mailLanguageOf, type MailRecipient } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';

type AccountMailKind = 'verification' | 'alreadyRegistered' | 'passwordReset' | 'adminInvite' | 'passwordChanged' | 'emailChange' | 'emailChangeNotice';

function accountMail(kind: AccountMailKind, recipient: MailRecipient, link: string, appUrl: string, values: Record<string, string | number> = {}): MailMessage {
  const language = mailLanguageOf(recipient);
  const { layout, [kind]: texts } = mailTexts(language);
  const fill = (text: string) => fillText(text, { firstName: recipient.firstName, ...values });
  return renderMail(
    {
      to: recipient.email,
      language,
      subject: texts.subject,
      preheader: fill(texts.preheader),
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

const miamiTime = (recipient: MailRecipient, at: Date) => formatNewYorkDateTime(at.toISOString(), mailLanguageOf(recipient));

/** The password was changed while signed in: when, and the reset link page for someone it was not. */
export const passwordChangedMail = (recipient: MailRecipient, resetPageLink: string, at: Date, appUrl: string) =>
  accountMail('passwordChanged', recipient, resetPageLink, appUrl, { date: miamiTime(recipient, at) });

/** To the new address: its link makes it the account's e-mail. The recipient is the account, at its new address. */
export const emailChangeMail = (recipient: MailRecipient, link: string, appUrl: string) => accountMail('emailChange', recipient, link, appUrl);

/** To the address the account has now: a change to another was asked for, and what to do if it was not them. */
export const emailChangeNoticeMail = (recipient: MailRecipient, newEmail: string, resetPageLink: string, at: Date, appUrl: string) =>
  accountMail('emailChangeNotice', recipient, resetPageLink, appUrl, { newEmail, date: miamiTime(recipient, at) });
