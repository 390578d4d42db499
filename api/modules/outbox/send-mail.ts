import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { mailQueue } from '../../db/tables';
import { newMessageId } from './mail-queue';
import { mailWorkerOf } from './mail-worker';

/**
 * Every e-mail the app sends goes through here: it is stored in the mail queue and the worker sends it, with retries
 * (docs/decisions/115). The caller never waits for SMTP nor fails with it, so an answer takes the same time whether or
 * not a mail was written (the password-reset answer tells no one which addresses have an account).
 */
export async function queueMail(deps: AppDeps, message: MailMessage): Promise<void> {
  const now = deps.now();
  await writeTransaction(deps.db, (tx) =>
    tx.insert(mailQueue).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      messageId: newMessageId(deps.config.appUrl),
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await mailWorkerOf(deps).queued();
}

export const appLink = (deps: AppDeps, path: string) => `${deps.config.appUrl}${path}`;
