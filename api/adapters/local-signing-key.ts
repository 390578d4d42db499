import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, writeTransaction } from '../db/client';
import { settings } from '../db/tables';

/** The local stand-ins whose webhooks are signed: each has its own key. */
export type LocalSigner = 'payments' | 'wallet';

/**
 * The settings row of a signer's key. The "internal." prefix is no setting's name (shared/settings), so the
 * settings API, which reads and writes only the names it declares, can neither show nor change it (decision 111).
 */
export const signingKeyName = (signer: LocalSigner) => `internal.local_${signer}_webhook_key`;

/**
 * The key a local stand-in signs its webhooks with: made at random the first time this database needs it and kept,
 * so no key that accepts a forged webhook is written in the source, and a restart keeps verifying what was signed.
 */
export async function localSigningKey(db: Db, signer: LocalSigner): Promise<string> {
  const key = signingKeyName(signer);
  const stored = async () => (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1))[0];
  let row = await stored();
  if (!row) {
    const value = JSON.stringify(randomBytes(32).toString('base64url'));
    // Two servers starting on one database keep whichever key was written first.
    await writeTransaction(db, async (tx) => {
      await tx.insert(settings).values({ key, value, updatedBy: null }).onConflictDoNothing();
    });
    row = (await stored())!;
  }
  return JSON.parse(row.value) as string;
}

/**
 * The signer's key, read (or made) on first need and remembered: the gateways are made synchronously at start, before
 * any query can be awaited. A failed read is not remembered, so the next need tries again.
 */
export function lazySigningKey(db: Db, signer: LocalSigner, given?: string): () => Promise<string> {
  let known = given;
  return async () => (known ??= await localSigningKey(db, signer));
}
