import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/** Development stand-in for SMTP: each message is printed with its links and kept as an .eml file. */
export function createOutboxMailer(directory: string, from: string, log: (line: string) => void = console.log): Mailer {
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
      log(`[mail] to ${message.to}: ${message.subject}${links.map((link) => `\n[mail]   ${link}`).join('')}\n[mail]   saved ${file}`);
    },
  };
}
