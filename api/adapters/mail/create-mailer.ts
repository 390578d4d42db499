import type { Env } from '../../env';
import type { Logger } from '../../logging/logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR'>, logger: Logger): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(env.MAIL_OUTBOX_DIR, env.MAIL_FROM, logger);
}
