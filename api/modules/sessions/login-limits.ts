import { and, eq, gt } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '../../../shared/time/durations';
import type { Db } from '../../db/client';
import { sessions } from '../../db/tables';
import type { WindowState } from '../limits/rate-limiter';

const WINDOW_MS = 15 * MINUTE_MS;

/** Failures against one account from one address: a person mistyping, or someone guessing that account from there. */
export const LOGIN_PAIR_WINDOW = { limit: 5, windowMs: WINDOW_MS };
/**
 * Pause required after the n-th failure of an account from an address, before the next try: a few typos are free,
 * then each failure costs a longer wait, and the fifth closes the pair for the rest of the window.
 */
export const LOGIN_PAUSES_MS = [0, 0, 0, MINUTE_MS, 2 * MINUTE_MS];
/** Failures from one address, whatever account they aim at (someone spraying a common password over many accounts). */
export const LOGIN_IP_WINDOW = { limit: 20, windowMs: WINDOW_MS };
/** Failures against one account from every address (one account guessed from many addresses). */
export const LOGIN_ACCOUNT_WINDOW = { limit: 30, windowMs: WINDOW_MS };
/** An address the account has signed in from within this time is its own: others' failures do not lock it out. */
export const KNOWN_ADDRESS_MS = 90 * DAY_MS;

/**
 * The pair is the account from this address, or from this known device of the account wherever it is: an owner's
 * browser has its own count, which nobody else's failures (even at the same address) can fill.
 */
export const loginBuckets = (email: string, ip: string, deviceId?: number) => ({
  pair: deviceId === undefined ? `login:pair:${email}:${ip}` : `login:device:${deviceId}`,
  ip: `login:ip:${ip}`,
  account: `login:account:${email}`,
});
export type LoginBuckets = ReturnType<typeof loginBuckets>;

/** Milliseconds until the pair may try again (0 when it may now): the window when full, else the pause its failures earned. */
export function pairWaitMs(state: WindowState, failures: number, lastFailureAt: number | null, now: number): number {
  if (!state.allowed) return state.retryAfterMs;
  const pause = LOGIN_PAUSES_MS[Math.min(failures, LOGIN_PAUSES_MS.length - 1)] ?? 0;
  return lastFailureAt === null ? 0 : Math.max(0, lastFailureAt + pause - now);
}

/** The account has had a session from this address recently (the owner's home, or the office behind one proxy). */
export async function isKnownAddress(db: Db, userId: number, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ipAddress, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
