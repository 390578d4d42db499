import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import { HOUR_MS, MINUTE_MS } from '../../../shared/time/durations';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { mailQueue, type QueuedMailRow } from '../../db/tables';
import { errorText } from '../payments/gateway-errors';
import { writeTransaction } from '../../db/client';
import { skippingRowsBeingClaimed } from '../../db/claim-lock';

/** After this many failed tries a mail is given up: it stays as `failed` with the last reason, and the log says so. */
export const MAIL_MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_RETRY_MS = 2 * HOUR_MS;
/** A mailer that neither answers nor fails (a hung SMTP connection) must not hold the queue: the try counts as failed. */
export const MAIL_SEND_TIMEOUT_MS = 60_000;
/** A try not settled by the end of its lease was lost with its process (a live one settles within the timeout). */
export const MAIL_SEND_LEASE_MS = 2 * MAIL_SEND_TIMEOUT_MS;
const BATCH_LIMIT = 50;

/** A Message-ID of our own: unique, in the app's domain (RFC 5322 `<id-left@id-right>`). */
export const newMessageId = (appUrl: string) => `<${randomUUID()}@${new URL(appUrl).hostname}>`;

/** The wait before try number `attempts + 1`: a minute, doubling, at most two hours. */
export const mailRetryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

function sendWithin(deps: AppDeps, message: MailMessage): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mailer within ${MAIL_SEND_TIMEOUT_MS / 1000} s`)), MAIL_SEND_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([deps.mailer.send(message), timeout]).finally(() => clearTimeout(timer));
}

const messageOf = (row: QueuedMailRow): MailMessage => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  ...(row.messageId ? { messageId: row.messageId } : {}),
});

const isDue = (now: Date) =>
  or(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)), and(eq(mailQueue.status, 'sending'), lte(mailQueue.leaseUntil, now)));

export interface MailRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The try `row.attempts` (counted when the mail was claimed) failed: retried after a wait, or given up. */
async function settleFailure(deps: AppDeps, row: QueuedMailRow, reason: string, run: MailRun): Promise<void> {
  const now = deps.now();
  const { attempts } = row;
  const givenUp = attempts >= MAIL_MAX_ATTEMPTS;
  if (givenUp) run.failed++;
  else run.retried++;
  await writeTransaction(deps.db, (tx) =>
    tx
      .update(mailQueue)
      .set({
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + mailRetryDelayMs(attempts)),
        leaseUntil: null,
        lastError: reason.slice(0, 500),
        updatedAt: now,
      })
      .where(eq(mailQueue.id, row.id)),
  );
  deps.logger.warn({ module: 'mail' }, `"${row.subject}" to ${row.to}: try ${attempts} failed${givenUp ? ', given up' : ''}: ${reason}`);
}

/**
 * Marks a due mail as being sent, with a lease, and counts the try, before the mailer has it: a process that stops from
 * here on leaves only this mail to send again, once the lease is over, with the same Message-ID. Undefined when the
 * mail is no longer due (another pass took it), or was given up because its last try was lost with its process.
 */
async function claimForSending(deps: AppDeps, id: number, run: MailRun): Promise<QueuedMailRow | undefined> {
  const now = deps.now();
  return writeTransaction(deps.db,
    async (tx) => {
      const [row] = await skippingRowsBeingClaimed(tx.select().from(mailQueue).where(and(eq(mailQueue.id, id), isDue(now))).limit(1));
      if (!row) return undefined;
      if (row.status === 'sending') {
        if (row.attempts >= MAIL_MAX_ATTEMPTS) {
          await settleFailure(deps, row, 'the process stopped while it was being sent', run);
          return undefined;
        }
        deps.logger.warn({ module: 'mail' }, `"${row.subject}" to ${row.to}: try ${row.attempts} was lost with its process, sending it again with the same Message-ID`);
      }
      const [claimed] = await tx
        .update(mailQueue)
        .set({
          status: 'sending',
          attempts: row.attempts + 1,
          leaseUntil: new Date(now.getTime() + MAIL_SEND_LEASE_MS),
          messageId: row.messageId ?? newMessageId(deps.config.appUrl),
          updatedAt: now,
        })
        .where(eq(mailQueue.id, id))
        .returning();
      return claimed;
    },
  );
}

/** Sends the mails due, oldest first, one at a time; a failure never throws out of here. */
export async function deliverDueMail(deps: AppDeps, limit = BATCH_LIMIT): Promise<MailRun> {
  const run: MailRun = { sent: 0, retried: 0, failed: 0 };
  const due = await deps.db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(isDue(deps.now()))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit);
  for (const { id } of due) {
    const row = await claimForSending(deps, id, run);
    if (!row) continue;
    try {
      await sendWithin(deps, messageOf(row));
    } catch (error) {
      await settleFailure(deps, row, errorText(error), run);
      continue;
    }
    run.sent++;
    // A sent mail is not kept: its body may hold a one-time link.
    await writeTransaction(deps.db, (tx) => tx.delete(mailQueue).where(eq(mailQueue.id, row.id)));
  }
  return run;
}

/** Mails given up longer ago than `olderThanMs` are forgotten (the log keeps that they failed). */
export async function pruneFailedMail(deps: AppDeps, olderThanMs: number): Promise<void> {
  const before = new Date(deps.now().getTime() - olderThanMs);
  await writeTransaction(deps.db, (tx) => tx.delete(mailQueue).where(and(eq(mailQueue.status, 'failed'), lte(mailQueue.updatedAt, before))));
}
