import { ACCOUNT_SECURITY_MESSAGES } from '../../../shared/accounts/account-security-messages';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import type { UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { verifyPassword } from '../accounts/passwords';
import { createRateLimiter } from '../limits/rate-limiter';
import { isKnownAddress, loginBuckets } from './login-limits';
import { countAttempt } from './login-service';

/**
 * A signed-in user's password asked again before a change that could take the account over (a new password, a new
 * e-mail). A wrong one is a failed login of the account from this address (decision 113): a stolen session cannot
 * guess the password faster than the sign-in form can, and the same windows close for both (decision 171).
 */
export async function confirmOwnPassword(deps: AppDeps, user: UserRow, password: string, ip: string, field: string): Promise<void> {
  const now = deps.now();
  const buckets = loginBuckets(user.email, ip);
  const counted = await writeTransaction(deps.db, (tx) =>
    countAttempt(createRateLimiter(tx, deps.now), buckets, now, () => isKnownAddress(tx, user.id, ip, now)),
  );
  if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError('invalid-input', ACCOUNT_SECURITY_MESSAGES.wrongPassword, { field });
  await writeTransaction(deps.db, async (tx) => {
    const limits = createRateLimiter(tx, deps.now);
    await limits.release(counted);
    await limits.clear(buckets.pair);
  });
}
