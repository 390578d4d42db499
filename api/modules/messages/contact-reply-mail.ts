import { formatNewYorkDateTime } from '../../../shared/time/new-york';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { MailLanguage } from '../../mail/mail-language';
import { renderMail } from '../../mail/mail-layout';
import { fillText, mailTexts } from '../../mail/mail-texts';

export interface ReplyMailInput {
  to: string;
  /** The account's first name, else the name typed in the form. */
  name: string;
  language: MailLanguage;
  subject: string;
  sentAt: Date;
  body: string;
  /** Where a customer with an account reads the thread; none for a sender without one. */
  threadLink: string | null;
  /** Answers to the reply reach support. */
  supportEmail: string;
}

/** Staff's answer to a support message, in the sender's language, each line of it a paragraph. */
export function contactReplyMail(input: ReplyMailInput, appUrl: string): MailMessage {
  const { layout, supportReply: texts } = mailTexts(input.language);
  const subject = (texts.subjects as Record<string, string>)[input.subject] ?? input.subject;
  const lines = input.body.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  return renderMail(
    {
      to: input.to,
      language: input.language,
      subject: texts.subject,
      preheader: fillText(texts.preheader, { subject }),
      heading: texts.heading,
      greeting: fillText(layout.greeting, { firstName: input.name }),
      paragraphs: [
        fillText(texts.intro, { date: formatNewYorkDateTime(input.sentAt.toISOString(), input.language), subject }),
        ...lines,
        input.threadLink ? texts.moreWithAccount : texts.more,
      ],
      ...(input.threadLink ? { action: { label: texts.action, url: input.threadLink } } : {}),
      reason: texts.reason,
      replyTo: input.supportEmail,
    },
    appUrl,
  );
}
