import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** nodemailer loads with the first mail sent, not at start (decision 155). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async () => (await import('nodemailer')).default.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      transport ??= connect();
      await (await transport).sendMail({ from, ...message });
    },
  };
}
