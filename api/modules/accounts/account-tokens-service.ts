import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Db, writeTransaction } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens } from '../../db/tables';
import { generateToken, hashToken } from './tokens';
import { HOUR_MS } from '../../../shared/time/durations';

export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = 1 * HOUR_MS;

type TokenTable = typeof emailVerificationTokens | typeof passwordResetTokens;

function createTokenStore(table: TokenTable, ttlMs: number) {
  /** A new single-use token (random unless given); earlier unused ones of the same user stop working. */
  async function issue(db: Db, userId: number, now: Date, lifetimeMs = ttlMs, token = generateToken()): Promise<string> {
    await writeTransaction(db, async (tx) => {
      await revokeAll(tx, userId, now);
      await tx.insert(table).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now });
    });
    return token;
  }

  /** Marks a live token used and returns its user id; undefined when unknown, used or expired. */
  async function consume(db: Db, token: string, now: Date): Promise<number | undefined> {
    const [row] = await writeTransaction(db, (tx) =>
      tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
        .returning({ userId: table.userId }),
    );
    return row?.userId;
  }

  /** The user of a token that has not expired, used or not. */
  async function userOfUnexpired(db: Db, token: string, now: Date): Promise<number | undefined> {
    const [row] = await db.select({ userId: table.userId }).from(table).where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now))).limit(1);
    return row?.userId;
  }

  /** Every unused token of the user stops working. */
  async function revokeAll(db: Db, userId: number, now: Date): Promise<void> {
    await writeTransaction(db, (tx) => tx.update(table).set({ usedAt: now }).where(and(eq(table.userId, userId), isNull(table.usedAt))));
  }

  return { issue, consume, userOfUnexpired, revokeAll };
}

export const verificationTokens = createTokenStore(emailVerificationTokens, VERIFICATION_TOKEN_TTL_MS);
export const resetTokens = createTokenStore(passwordResetTokens, RESET_TOKEN_TTL_MS);
