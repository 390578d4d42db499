import type { Mailer, MailMessage } from './mailer';

export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
}

/** Keeps messages in memory; API tests read the links from it. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
