import { ACCOUNT_NOT_ACTIVATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../shared/accounts/user-schema';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/schema/users';
import { ApiError } from '../http/api-error';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createRateLimiter, retryAfterMinutes, type WindowState } from './rate-limiter';
import { createSession, type SessionMeta } from './sessions-service';
import { findUserByEmail } from './users-service';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address, whatever account they aim at. */
export const LOGIN_IP_WINDOW = { limit: 20, windowMs: WINDOW_MS };
/**
 * Failures against one account from one address. Counting per account and address means a
 * stranger elsewhere cannot lock the owner out; the per-address window bounds a single attacker.
 */
export const LOGIN_ACCOUNT_WINDOW = { limit: 5, windowMs: WINDOW_MS };
export const TOO_MANY_LOGINS_MESSAGE = 'Too many login attempts. Please try again later.';

interface LoginInput {
  email: string;
  password: string;
  remember_me: boolean;
}

export async function logIn(deps: AppDeps, input: LoginInput, meta: SessionMeta & { ipAddress: string }) {
  const limiter = createRateLimiter(deps.db, deps.now);
  const buckets = [`login:ip:${meta.ipAddress}`, `login:account:${input.email}:${meta.ipAddress}`];
  const states = [limiter.check(buckets[0]!, LOGIN_IP_WINDOW), limiter.check(buckets[1]!, LOGIN_ACCOUNT_WINDOW)];
  const blocked = states.find((state: WindowState) => !state.allowed);
  if (blocked) {
    throw new ApiError(429, TOO_MANY_LOGINS_MESSAGE, { retry_after_minutes: retryAfterMinutes(blocked) });
  }

  const user: UserRow | undefined = findUserByEmail(deps.db, input.email);
  const passwordMatches = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) {
    buckets.forEach((bucket) => limiter.hit(bucket));
    throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  // Only someone who knows the password learns that the account waits for verification.
  if (!user.emailVerifiedAt) throw new ApiError(403, ACCOUNT_NOT_ACTIVATED_MESSAGE, { code: 'ACCOUNT_NOT_ACTIVATED' });

  limiter.clear(buckets[1]!);
  const session = createSession(deps.db, user.id, input.remember_me, deps.now(), meta);
  return { ...session, user };
}
