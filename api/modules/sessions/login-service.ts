import { ACCOUNT_NOT_ACTIVATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../../shared/accounts/user-schema';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { findDevice, rememberDevice } from './login-devices';
import { isKnownAddress, LOGIN_ACCOUNT_WINDOW, LOGIN_IP_WINDOW, LOGIN_PAIR_WINDOW, loginBuckets, pairWaitMs, type LoginBuckets } from './login-limits';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import { writeTransaction } from '../../db/client';
import { createRateLimiter, retryAfterMinutes, type RateLimiter } from '../limits/rate-limiter';
import { createSession, type SessionMeta } from './sessions-service';
import { findUserByEmail, findUserById } from '../accounts/users-service';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many login attempts. Please try again later.';

interface LoginInput {
  email: string;
  password: string;
  remember_me: boolean;
}

const tooMany = (waitMs: number) =>
  new DomainError('rate-limited', TOO_MANY_LOGINS_MESSAGE, { retry_after_minutes: retryAfterMinutes({ retryAfterMs: waitMs }) }, { retryAfterSeconds: Math.ceil(waitMs / 1000) });

/**
 * Limits follow docs/decisions/113: an account's failures from one address (or from one of its known devices) slow
 * that pair down, then close it for the window; failures from a whole address, or at an account from everywhere,
 * close the door only to clients the account does not know (not a device of it, not an address it signed in from),
 * so nobody else's failures refuse the owner's right password on their own browser or at their usual address.
 */
interface LoginMeta extends SessionMeta {
  ipAddress: string;
  /** The md_device cookie, when the browser has one. */
  deviceToken?: string;
}

export async function logIn(deps: AppDeps, input: LoginInput, meta: LoginMeta) {
  const now = deps.now();
  const user: UserRow | undefined = await findUserByEmail(deps.db, input.email);
  const presented = await findDevice(deps.db, meta.deviceToken, now);
  const device = user && presented?.userId === user.id ? presented : undefined;
  const buckets = loginBuckets(input.email, meta.ipAddress, device?.id);
  const counted = await writeTransaction(deps.db, (tx) => {
    const knownToAccount = async () => device !== undefined || (user !== undefined && (await isKnownAddress(tx, user.id, meta.ipAddress, now)));
    return countAttempt(createRateLimiter(tx, deps.now), buckets, now, knownToAccount);
  });

  const passwordMatches = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) throw new DomainError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);

  const outcome = await writeTransaction(deps.db, async (tx) => {
    // The hash was checked outside any transaction (slow). A password reset that committed meanwhile ended every
    // session and forgot every device: the old password opens no new one. Refused as a wrong password, its places in
    // the windows kept, so the answer tells nothing.
    const current = await findUserById(tx, user.id);
    if (!current || current.passwordHash !== user.passwordHash) return { refused: 'password' as const };
    // A right password was no failure: its places in the windows are given back.
    const limits = createRateLimiter(tx, deps.now);
    await limits.release(counted);
    // Only someone who knows the password learns that the account waits for verification.
    if (!current.emailVerifiedAt) return { refused: 'unverified' as const };

    await limits.clear(buckets.pair);
    const session = await createSession(tx, current.id, input.remember_me, now, { ipAddress: meta.ipAddress, userAgent: meta.userAgent });
    const deviceToken = await rememberDevice(tx, current.id, presented, now);
    return { session, user: current, deviceToken };
  });
  if (outcome.refused === 'password') throw new DomainError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
  if (outcome.refused === 'unverified') throw new DomainError('not-allowed', ACCOUNT_NOT_ACTIVATED_MESSAGE, { code: 'ACCOUNT_NOT_ACTIVATED' });
  return { ...outcome.session, user: outcome.user, deviceToken: outcome.deviceToken };
}

/**
 * Refuses the attempt when a window is closed to it, else counts it as a failure in every window at once: the checks
 * and the counting are one write transaction (the caller's, whose tx the limiter uses), before the slow password
 * check, so attempts sent together meet the limits as if sent one after the other (docs/decisions/139). The ids of the
 * hits counted.
 */
export async function countAttempt(limiter: RateLimiter, buckets: LoginBuckets, now: Date, knownToAccount: () => Promise<boolean>): Promise<number[]> {
  const pair = await limiter.check(buckets.pair, LOGIN_PAIR_WINDOW);
  const pairWait = pairWaitMs(pair, pair.hits, pair.newestAt, now.getTime());
  if (pairWait > 0) throw tooMany(pairWait);

  const crowded = [await limiter.check(buckets.ip, LOGIN_IP_WINDOW), await limiter.check(buckets.account, LOGIN_ACCOUNT_WINDOW)].filter((state) => !state.allowed);
  if (crowded.length && !(await knownToAccount())) throw tooMany(Math.max(...crowded.map((state) => state.retryAfterMs)));
  const ids: number[] = [];
  for (const bucket of Object.values(buckets)) ids.push(await limiter.hit(bucket));
  return ids;
}
