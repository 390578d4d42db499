import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_SECURITY_MESSAGES, type EmailChangeOutcome } from '../../../shared/accounts/account-security-messages';
import type { EmailChange } from '../../../shared/accounts/email-change-schema';
import { HOUR_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { emailChangeRequests, users, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { emailChangeMail, emailChangeNoticeMail } from './account-mails';
import { generateToken, hashToken } from './tokens';
import { createRateLimiter, retryAfterMinutes } from '../limits/rate-limiter';
import { appLink, queueMail } from '../outbox/send-mail';
import { confirmOwnPassword } from '../sessions/password-confirmation';
import { findUserByEmail, findUserById, markEmailVerified } from './users-service';

export const EMAIL_CHANGE_TTL_MS = 24 * HOUR_MS;
/** Each request mails an address the caller chooses and says whether it is taken: a few an hour is plenty. */
export const EMAIL_CHANGES_PER_USER = { limit: 5, windowMs: HOUR_MS };

/**
 * Mails a single-use link to the new address and a notice to the current one; the address changes only when the link
 * is opened (decision 171). The password is asked again, as a login would; an address another account has is refused
 * without naming it, and so is the account's own.
 */
export async function requestEmailChange(deps: AppDeps, user: UserRow, input: EmailChange, ip: string): Promise<void> {
  const newEmail = input.new_email;
  if (newEmail === user.email.toLowerCase()) throw new DomainError('invalid-input', ACCOUNT_SECURITY_MESSAGES.sameEmail, { field: 'new_email' });
  await confirmOwnPassword(deps, user, input.password, ip, 'password');
  const bucket = `email-change:user:${user.id}`;
  // Counted before the address is looked up, so the answers cannot be used to list who has an account.
  const window = await writeTransaction(deps.db, async (tx) => {
    const limiter = createRateLimiter(tx, deps.now);
    const state = await limiter.check(bucket, EMAIL_CHANGES_PER_USER);
    if (state.allowed) await limiter.hit(bucket);
    return state;
  });
  if (!window.allowed) {
    const minutes = retryAfterMinutes(window);
    throw new DomainError('rate-limited', ACCOUNT_SECURITY_MESSAGES.tooManyEmailChanges, { retry_after_minutes: minutes }, { retryAfterSeconds: Math.ceil(window.retryAfterMs / 1000) });
  }
  if (await findUserByEmail(deps.db, newEmail)) throw new DomainError('conflict', ACCOUNT_SECURITY_MESSAGES.emailUnavailable, { field: 'new_email' });

  const token = generateToken();
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    await revokeEmailChanges(tx, user.id, now);
    await tx.insert(emailChangeRequests).values({ userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS), createdAt: now });
  });
  const link = appLink(deps, `/api/users/email/confirm?token=${encodeURIComponent(token)}`);
  await queueMail(deps, emailChangeMail({ ...user, email: newEmail }, link, deps.config.appUrl));
  await queueMail(deps, emailChangeNoticeMail(user, newEmail, appLink(deps, '/forgot-password'), now, deps.config.appUrl));
}

/** Every change of the user still waiting for its link stops: a new request, a new password or a reset. */
export async function revokeEmailChanges(db: Db, userId: number, now: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx.update(emailChangeRequests).set({ usedAt: now }).where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt))),
  );
}

export interface EmailChangeResult {
  outcome: EmailChangeOutcome;
  /** The account the link belongs to, when the link is known. */
  userId?: number;
  email?: string;
}

/**
 * Spends the link and gives the account its new address. A link opened again after it did so (a mail scanner may open
 * it first) still says it worked; an unknown, expired, replaced or cancelled one says it is invalid; an address another
 * account took in the meantime is refused without naming it.
 */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<EmailChangeResult> {
  const now = deps.now();
  try {
    return await writeTransaction(deps.db, async (tx) => {
      const [request] = await tx.select().from(emailChangeRequests).where(eq(emailChangeRequests.tokenHash, hashToken(token))).limit(1);
      if (!request) return { outcome: 'invalid' };
      const owner = { userId: request.userId, email: request.newEmail };
      if (request.usedAt) {
        const user = await findUserById(tx, request.userId);
        return { outcome: user?.email === request.newEmail ? 'success' : 'invalid', ...owner };
      }
      if (request.expiresAt <= now) return { outcome: 'invalid', ...owner };
      await tx.update(emailChangeRequests).set({ usedAt: now }).where(eq(emailChangeRequests.id, request.id));
      const holder = await findUserByEmail(tx, request.newEmail);
      if (holder && holder.id !== request.userId) return { outcome: 'unavailable', ...owner };
      await tx.update(users).set({ email: request.newEmail, updatedAt: now }).where(eq(users.id, request.userId));
      // Opening the link proves the address.
      await markEmailVerified(tx, request.userId, now);
      return { outcome: 'success', ...owner };
    });
  } catch (error) {
    // Another account took the address at the same moment: its unique index refused this one.
    if (isUniqueViolation(error)) return { outcome: 'unavailable' };
    throw error;
  }
}
