import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGING_MESSAGES } from '../../../shared/push/messaging-messages';
import type { MessagingStatus, PhoneVerificationSent } from '../../../shared/push/messaging-schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { HOUR_MS, MINUTE_MS } from '../../../shared/time/durations';
import { isMessagingError, isRetryable } from '../../adapters/messaging/messenger';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { messagingPreferences, phoneVerifications, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { createRateLimiter, retryAfterMinutes } from '../limits/rate-limiter';
import { grantsTextAlerts, messagingStatus, premiumRequired } from './messaging-preferences-service';

export const PHONE_CODE_TTL_MS = 10 * MINUTE_MS;
/** Wrong tries a code allows; the last one forgets it. */
export const PHONE_CODE_ATTEMPTS = 5;
/** Codes texted per account (each costs a text, and a code is guessed one try at a time). */
export const CODES_PER_ACCOUNT = { hour: { limit: 3, windowMs: HOUR_MS }, day: { limit: 10, windowMs: 24 * HOUR_MS } };
/** Codes texted to one number, whichever accounts ask: nobody's phone is flooded through us. */
export const CODES_PER_NUMBER = { limit: 5, windowMs: 24 * HOUR_MS };

const CODE_TEXTS = {
  es: (code: string) => `Miami Drop: tu código es ${code}. Vence en 10 minutos; no lo compartas con nadie.`,
  en: (code: string) => `Miami Drop: your code is ${code}. It expires in 10 minutes; do not share it with anyone.`,
};

/** The code's hash, bound to the account and the number it was texted to. */
const codeHash = (userId: number, phone: string, code: string) => createHash('sha256').update(`${userId}:${phone}:${code}`).digest('base64url');

function sameHash(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The text with the code, in the customer's language. Its last line is the WebOTP form (`@host #code`), so a phone
 * browser offers the code to the field that asked for it.
 */
function codeText(deps: AppDeps, user: UserRow, code: string): string {
  return `${CODE_TEXTS[user.language === 'en' ? 'en' : 'es'](code)}\n\n@${new URL(deps.config.appUrl).host} #${code}`;
}

async function takeCodeSlot(deps: AppDeps, userId: number, phone: string): Promise<void> {
  const state = await writeTransaction(deps.db, async (tx) => {
    const limiter = createRateLimiter(tx, deps.now);
    const [account, number] = [`phone-code:user:${userId}`, `phone-code:to:${phone}`];
    const states = [await limiter.check(account, CODES_PER_ACCOUNT.hour), await limiter.check(account, CODES_PER_ACCOUNT.day), await limiter.check(number, CODES_PER_NUMBER)];
    const refused = states.filter((window) => !window.allowed).sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0];
    if (refused) return refused;
    await limiter.hit(account);
    await limiter.hit(number);
    return undefined;
  });
  if (state) {
    throw new DomainError('rate-limited', MESSAGING_MESSAGES.tooManyCodes, { retry_after_minutes: retryAfterMinutes(state) }, { retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000) });
  }
}

/** What a failed send tells the customer. */
function sendRefusal(error: unknown): DomainError {
  if (isMessagingError(error, 'invalid_number')) return new DomainError('invalid-input', MESSAGING_MESSAGES.cannotText, { field: 'phone' });
  if (isMessagingError(error, 'opted_out')) return new DomainError('conflict', MESSAGING_MESSAGES.optedOut);
  if (isMessagingError(error) && isRetryable(error)) return new DomainError('unavailable', MESSAGING_MESSAGES.sendFailed, {}, { retryAfterSeconds: 60 });
  return new DomainError('provider-failed', MESSAGING_MESSAGES.sendFailed);
}

/**
 * Texts a new 6-digit code to `phone` (E.164), or to the account's phone, for a customer whose plan grants text
 * alerts. Counted before it is sent; kept, as a hash for 10 minutes, once the provider took it (a code sent again
 * replaces the last one).
 */
export async function requestPhoneCode(deps: AppDeps, user: UserRow, givenPhone: string | undefined): Promise<PhoneVerificationSent> {
  const phone = parsePhoneNumberFromString(givenPhone ?? user.phone)?.number;
  if (!phone) throw new DomainError('invalid-input', MESSAGING_MESSAGES.noPhone, { field: 'phone' });
  if (!(await grantsTextAlerts(deps.db, user.id, deps.now()))) throw premiumRequired();
  await takeCodeSlot(deps, user.id, phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await deps.messaging.sendSms(phone, codeText(deps, user, code));
  } catch (error) {
    deps.logger.warn({ module: 'messaging' }, `phone code for user ${user.id} not sent: ${(error as Error).message}`);
    throw sendRefusal(error);
  }
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  const row = { phone, codeHash: codeHash(user.id, phone, code), attempts: 0, expiresAt, createdAt: now };
  await writeTransaction(deps.db, (tx) =>
    tx.insert(phoneVerifications).values({ userId: user.id, ...row }).onConflictDoUpdate({ target: phoneVerifications.userId, set: row }),
  );
  return { sentTo: phone, expiresAt: expiresAt.toISOString() };
}

type Outcome = { ok: true } | { ok: false; error: DomainError };

/**
 * Confirms the number the last code went to: it becomes the one alerts are texted to. A wrong code counts against the
 * code's tries, in the transaction that reads it, so tries sent together meet the limit one after the other.
 */
export async function confirmPhoneCode(deps: AppDeps, userId: number, code: string): Promise<MessagingStatus> {
  const now = deps.now();
  const outcome = await writeTransaction(deps.db, async (tx): Promise<Outcome> => {
    const [pending] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1);
    if (!pending || pending.expiresAt <= now) return { ok: false, error: new DomainError('invalid-input', MESSAGING_MESSAGES.noCode, { field: 'code' }) };
    if (!sameHash(pending.codeHash, codeHash(userId, pending.phone, code))) {
      const attempts = pending.attempts + 1;
      if (attempts >= PHONE_CODE_ATTEMPTS) {
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
        return { ok: false, error: new DomainError('invalid-input', MESSAGING_MESSAGES.tooManyWrongCodes, { field: 'code', attempts_left: 0 }) };
      }
      await tx.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.userId, userId));
      return { ok: false, error: new DomainError('invalid-input', MESSAGING_MESSAGES.wrongCode, { field: 'code', attempts_left: PHONE_CODE_ATTEMPTS - attempts }) };
    }
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    const confirmed = { phone: pending.phone, phoneVerifiedAt: now, updatedAt: now };
    await tx.insert(messagingPreferences).values({ userId, ...confirmed }).onConflictDoUpdate({ target: messagingPreferences.userId, set: confirmed });
    return { ok: true };
  });
  // Thrown after the transaction, so the count of a wrong try is kept.
  if (!outcome.ok) throw outcome.error;
  return messagingStatus(deps, userId);
}
