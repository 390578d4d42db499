import type { MailMessage } from '../adapters/mail/mailer';
import { renderMail } from './mail-layout';
import { mailLanguageOf, type MailRecipient } from './mail-language';
import { fillText, mailTexts } from './mail-texts';

/** A reminder's own words, already in the recipient's language (an alert's title and body, for instance). */
export interface ReminderWords {
  subject: string;
  title: string;
  body: string;
  /** e.g. the packages waiting. */
  items?: string[];
  action: { label: string; url: string };
  /** Why they got it. */
  reason: string;
}

/** A reminder in the branded layout: "Hola, Ana:", the body, a list, one button. */
export function reminderMail(recipient: MailRecipient, words: ReminderWords, appUrl: string): MailMessage {
  const language = mailLanguageOf(recipient);
  return renderMail(
    {
      to: recipient.email,
      language,
      subject: words.subject,
      preheader: words.body,
      heading: words.title,
      greeting: fillText(mailTexts(language).layout.greeting, { firstName: recipient.firstName }),
      paragraphs: [words.body],
      items: words.items,
      action: words.action,
      reason: words.reason,
    },
    appUrl,
  );
}
