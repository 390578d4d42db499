import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logging/logger';
import type { Mailer, MailMessage } from './mailer';

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/**
 * Development stand-in for SMTP: each message is kept as an .eml file and logged with its links, the sign-in and reset
 * links a developer follows (api/env.ts refuses this mailer on any but a localhost APP_URL). The recipient is masked
 * like every address in the logs.
 */
export function createOutboxMailer(directory: string, from: string, logger: Logger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${++sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = [...new Set(message.text.match(linkPattern) ?? [])];
      logger.info({ module: 'mail', to: message.to, links, file }, `outbox: ${message.subject}`);
    },
  };
}
