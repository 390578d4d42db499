export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (a contact message is answered to its sender). */
  replyTo?: string;
  /** The Message-ID header (`<id@domain>`), the same on every try, so a receiver can drop a second copy. */
  messageId?: string;
}

/** Outgoing e-mail. `smtp` talks to a real server; `outbox` keeps messages on disk for development. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
}
