import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Db, writeTransaction } from '../db/client';
import { emailVerificationTokens, passwordResetTokens } from '../db/schema/account-tokens';
import { generateToken, hashToken } from './tokens';
import { HOUR_MS } from '../../shared/time/durations';

export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = 1 * HOUR_MS;

type TokenTable = typeof emailVerificationTokens | typeof passwordResetTokens;

function createTokenStore(table: TokenTable, ttlMs: number) {
  /** A new single-use token (random unless given); earlier unused ones of the same user stop working. */
  function issue(db: Db, userId: number, now: Date, lifetimeMs = ttlMs, token = generateToken()): string {
    writeTransaction(db, (tx) => {
      revokeAll(tx, userId, now);
      tx.insert(table).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now }).run();
    });
    return token;
  }

  /** Marks a live token used and returns its user id; undefined when unknown, used or expired. */
  function consume(db: Db, token: string, now: Date): number | undefined {
    const row = db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
      .returning({ userId: table.userId })
      .get();
    return row?.userId;
  }

  /** The user of a token that has not expired, used or not. */
  function userOfUnexpired(db: Db, token: string, now: Date): number | undefined {
    return db.select({ userId: table.userId }).from(table).where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now))).get()?.userId;
  }

  /** Every unused token of the user stops working. */
  function revokeAll(db: Db, userId: number, now: Date): void {
    db.update(table).set({ usedAt: now }).where(and(eq(table.userId, userId), isNull(table.usedAt))).run();
  }

  return { issue, consume, userOfUnexpired, revokeAll };
}

export const verificationTokens = createTokenStore(emailVerificationTokens, VERIFICATION_TOKEN_TTL_MS);
export const resetTokens = createTokenStore(passwordResetTokens, RESET_TOKEN_TTL_MS);
