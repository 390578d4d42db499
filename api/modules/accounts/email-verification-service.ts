import { RATE_LIMIT_EXCEEDED } from '../../../shared/accounts/user-schema';
import { RESEND_LIMIT_PER_DAY, RESEND_LIMIT_PER_HOUR } from '../../../shared/accounts/resend-confirmation-schema';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import type { UserRow } from '../../db/tables';
import { DomainError, type AttemptsLeft } from '../../domain/domain-error';
import { createHash, timingSafeEqual } from 'node:crypto';
import { verificationTokens } from './account-tokens-service';
import { verificationMail } from './account-mails';
import { createRateLimiter, retryAfterMinutes } from '../limits/rate-limiter';
import { appLink, queueMail } from '../outbox/send-mail';
import { findUserByEmail, findUserById, markEmailVerified } from './users-service';
import { HOUR_MS } from '../../../shared/time/durations';
import type { OnboardingPlanId } from '../../../shared/plans/plan-catalog';

const HOURLY = { limit: RESEND_LIMIT_PER_HOUR, windowMs: HOUR_MS };
const DAILY = { limit: RESEND_LIMIT_PER_DAY, windowMs: 24 * HOUR_MS };

/**
 * The e-mailed token is the SHA-256 of a secret kept by the browser that asked for it (an HttpOnly
 * cookie): whoever holds only the link cannot derive the secret, so only that browser is signed in.
 */
const tokenOfBrowserKey = (browserKey: string) => createHash('sha256').update(browserKey).digest('base64url');

/** The link carries the plan chosen at sign-up (not a secret), so onboarding continues with it in any browser. */
export async function sendVerificationMail(deps: AppDeps, user: UserRow, browserKey?: string, plan?: OnboardingPlanId): Promise<void> {
  const bound = browserKey ? tokenOfBrowserKey(browserKey) : undefined;
  const token = await verificationTokens.issue(deps.db, user.id, deps.now(), undefined, bound);
  const link = appLink(deps, `/api/users/verify-email?token=${encodeURIComponent(token)}${plan ? `&plan=${plan}` : ''}`);
  await queueMail(deps, verificationMail(user, link, deps.config.appUrl));
}

export interface VerifiedAccount {
  userId: number;
  email: string;
  /** The link was opened in the browser that asked for it (docs/decisions/122). */
  sameBrowser: boolean;
}

function isSameBrowser(token: string, browserKey: string | undefined): boolean {
  if (!browserKey) return false;
  const expected = Buffer.from(tokenOfBrowserKey(browserKey));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Consumes a verification link; the account it verified, or undefined when the link is unknown, expired, or used
 * without verifying. A link already used for an account now verified still says so (a mail scanner often opens
 * links before the person does), but only for a login filled in with the address: a link signs a browser in once.
 */
export async function verifyEmailToken(deps: AppDeps, token: string, browserKey?: string): Promise<VerifiedAccount | undefined> {
  const now = deps.now();
  const userId = await writeTransaction(deps.db, async (tx) => {
    const consumed = await verificationTokens.consume(tx, token, now);
    if (consumed !== undefined) await markEmailVerified(tx, consumed, now);
    return consumed;
  });
  if (userId === undefined) {
    const owner = await verificationTokens.userOfUnexpired(deps.db, token, now);
    const verified = owner === undefined ? undefined : await findUserById(deps.db, owner);
    return verified?.emailVerifiedAt ? { userId: verified.id, email: verified.email, sameBrowser: false } : undefined;
  }
  const user = await findUserById(deps.db, userId);
  if (!user) return undefined;
  return { userId, email: user.email, sameBrowser: isSameBrowser(token, browserKey) };
}

/**
 * 3 per hour and 10 per day per address, counted whether or not the address has an account,
 * so the answer never tells which addresses are registered. The attempts left after this one are returned.
 */
export async function resendVerification(deps: AppDeps, email: string, browserKey?: string): Promise<AttemptsLeft> {
  const bucket = `resend:${email}`;
  // The checks and the count are one transaction, so requests sent together meet the limits one after the other.
  const { hourly, daily } = await writeTransaction(deps.db, async (tx) => {
    const limiter = createRateLimiter(tx, deps.now);
    const hourly = await limiter.check(bucket, HOURLY);
    const daily = await limiter.check(bucket, DAILY);
    if (hourly.allowed && daily.allowed) await limiter.hit(bucket);
    return { hourly, daily };
  });
  const limits = { limit_per_hour: HOURLY.limit, limit_per_day: DAILY.limit };
  if (!daily.allowed) {
    const retry = { retry_after_hours: Math.ceil(daily.retryAfterMs / HOUR_MS) };
    throw new DomainError('rate-limited', RATE_LIMIT_EXCEEDED, { message: 'Too many resend requests', ...retry, ...limits }, { attemptsLeft: { hour: 0, day: 0 } });
  }
  if (!hourly.allowed) {
    const retry = { retry_after_minutes: retryAfterMinutes(hourly) };
    throw new DomainError('rate-limited', RATE_LIMIT_EXCEEDED, { message: 'Too many resend requests', ...retry, ...limits }, { attemptsLeft: { hour: 0, day: daily.remaining } });
  }
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationMail(deps, user, browserKey);
  return { hour: hourly.remaining - 1, day: daily.remaining - 1 };
}
