import { ACCOUNT_SECURITY_MESSAGES } from '../../../shared/accounts/account-security-messages';
import type { PasswordChange } from '../../../shared/accounts/password-change-schema';
import { passwordUserInputs } from '../../../shared/accounts/password-strength';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import type { UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { passwordChangedMail } from './account-mails';
import { resetTokens } from './account-tokens-service';
import { revokeEmailChanges } from './email-change-service';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { appLink, queueMail } from '../outbox/send-mail';
import { forgetDevices } from '../sessions/login-devices';
import { confirmOwnPassword } from '../sessions/password-confirmation';
import { revokeOtherSessions } from '../sessions/sessions-service';
import { findUserById, setPasswordHash } from './users-service';

/** Who asks: the signed-in user and the session they ask from, which stays signed in. */
export interface Caller {
  user: UserRow;
  sessionId: number;
}

/**
 * A new password set by the signed-in user who knows the current one (decision 171). As after a reset, whoever knew
 * the old password loses what it gave: every other session ends, no browser is known any more, and an unused reset
 * link or a pending e-mail change stops working. The caller's own session goes on, and the account's address hears of it.
 */
export async function changePassword(deps: AppDeps, { user, sessionId }: Caller, input: PasswordChange, ip: string): Promise<void> {
  await assertStrongPassword(input.new_password, passwordUserInputs(user.email, user.firstName, user.lastName), 'new_password');
  await confirmOwnPassword(deps, user, input.current_password, ip, 'current_password');
  if (input.new_password === input.current_password) throw new DomainError('invalid-input', ACCOUNT_SECURITY_MESSAGES.samePassword, { field: 'new_password' });
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.now();
  const changed = await writeTransaction(deps.db, async (tx) => {
    // The current password was checked outside the transaction (slow): one changed meanwhile was not the one given.
    const current = await findUserById(tx, user.id);
    if (current?.passwordHash !== user.passwordHash) return false;
    await setPasswordHash(tx, user.id, passwordHash, now);
    await revokeOtherSessions(tx, user.id, sessionId, now);
    await forgetDevices(tx, user.id);
    await resetTokens.revokeAll(tx, user.id, now);
    await revokeEmailChanges(tx, user.id, now);
    return true;
  });
  if (!changed) throw new DomainError('invalid-input', ACCOUNT_SECURITY_MESSAGES.wrongPassword, { field: 'current_password' });
  await queueMail(deps, passwordChangedMail(user, appLink(deps, '/forgot-password'), now, deps.config.appUrl));
}
