import { eq } from 'drizzle-orm';
import { RESET_LINK_CODES } from '../../../shared/accounts/reset-link';
import { INVALID_OR_EXPIRED_TOKEN_MESSAGE } from '../../../shared/accounts/user-schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { AppDeps } from '../../app-deps';
import { passwordResetTokens } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { passwordResetMail } from './account-mails';
import { resetTokens } from './account-tokens-service';
import { revokeEmailChanges } from './email-change-service';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { takeIpSlot } from '../limits/ip-rate-limit';
import { hashToken } from './tokens';
import { createRateLimiter } from '../limits/rate-limiter';
import { appLink, queueMail } from '../outbox/send-mail';
import { revokeAllSessions } from '../sessions/sessions-service';
import { forgetDevices } from '../sessions/login-devices';
import { findUserByEmail, markEmailVerified, setPasswordHash } from './users-service';
import { HOUR_MS } from '../../../shared/time/durations';
import { writeTransaction } from '../../db/client';

export const RESET_PER_ADDRESS = { limit: 5, windowMs: HOUR_MS };
export const RESET_PER_IP = { limit: 20, windowMs: HOUR_MS };

/** Mails a reset link when the address has an account; the caller's answer is the same either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await takeIpSlot(deps, `reset:ip:${ip}`, RESET_PER_IP, 'Too many password reset requests. Please try again later.');
  // Per-address excess is dropped silently so the answer does not reveal the account.
  const allowed = await writeTransaction(deps.db, async (tx) => {
    const limiter = createRateLimiter(tx, deps.now);
    if (!(await limiter.check(`reset:email:${email}`, RESET_PER_ADDRESS)).allowed) return false;
    await limiter.hit(`reset:email:${email}`);
    return true;
  });
  if (!allowed) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await resetTokens.issue(deps.db, user.id, deps.now());
  await queueMail(deps, passwordResetMail(user, appLink(deps, `/reset-password?token=${encodeURIComponent(token)}`), deps.config.appUrl));
}

/**
 * Sets the new password with a single-use token and ends every session of the account. Opening the
 * mailed link proves the address, so an unverified account becomes verified.
 */
export async function confirmPasswordReset(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  await assertStrongPassword(newPassword, [], 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  const changed = await writeTransaction(deps.db, async (tx) => {
    const userId = await resetTokens.consume(tx, token, now);
    if (userId === undefined) return false;
    await setPasswordHash(tx, userId, passwordHash, now);
    await markEmailVerified(tx, userId, now);
    await revokeAllSessions(tx, userId, now);
    await forgetDevices(tx, userId);
    // Whoever set a new address with the old password loses it too (decision 171).
    await revokeEmailChanges(tx, userId, now);
    return true;
  });
  if (!changed) throw new DomainError('invalid-input', validationMessage('tokenMissing'), { detail: INVALID_OR_EXPIRED_TOKEN_MESSAGE });
}


/**
 * Whether a reset link can still set a password, without spending it: the page says a used or expired link is so
 * before showing a form that could only fail. A link replaced by a newer one reads as used.
 */
export async function checkResetLink(deps: AppDeps, token: string): Promise<void> {
  const [row] = await deps.db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token.trim())))
    .limit(1);
  const state = !row ? 'invalid' : row.usedAt ? 'used' : row.expiresAt <= deps.now() ? 'expired' : undefined;
  if (state) throw new DomainError('invalid-input', validationMessage('tokenMissing'), { code: RESET_LINK_CODES[state], detail: INVALID_OR_EXPIRED_TOKEN_MESSAGE });
}
