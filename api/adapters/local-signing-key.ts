import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { settings } from '../db/schema/settings';

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
export function localSigningKey(db: AppDatabase, signer: LocalSigner): string {
  const key = signingKeyName(signer);
  const stored = () => db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  let row = stored();
  if (!row) {
    // Two servers starting on one database keep whichever key was written first.
    db.insert(settings).values({ key, value: JSON.stringify(randomBytes(32).toString('base64url')), updatedBy: null }).onConflictDoNothing().run();
    row = stored()!;
  }
  return JSON.parse(row.value) as string;
}
