import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, writeTransaction } from '../../db/client';
import { signingKeys } from '../../db/tables';

export type SigningPurpose = 'pickup-pass';

const SECRET_BYTES = 32;

/**
 * The secret of a purpose, made on first use and kept for good (a new one would void every pass already shown):
 * instances racing to make it keep whichever row was written first, as the VAPID keys are made.
 */
export async function signingKey(db: Db, purpose: SigningPurpose, now: Date): Promise<Buffer> {
  const stored = async () => (await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, purpose)).limit(1))[0];
  let row = await stored();
  if (!row) {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    await writeTransaction(db, (tx) => tx.insert(signingKeys).values({ purpose, secret, createdAt: now }).onConflictDoNothing());
    row = (await stored())!;
  }
  return Buffer.from(row.secret, 'base64url');
}
