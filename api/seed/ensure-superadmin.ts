import { eq } from 'drizzle-orm';
import { type AppDatabase, writeTransaction } from '../db/client';
import { users } from '../db/tables';
import { hashPassword } from '../modules/accounts/passwords';
import { findUserByEmail, insertUser } from '../modules/accounts/users-service';

export const WEAK_SUPERADMIN_PASSWORD = 'SUPERADMIN_PASSWORD is too easy to guess (decision 116): choose a longer passphrase of unrelated words';

/**
 * SUPERADMIN_EMAIL/PASSWORD: the account exists, is verified and is superadmin. An existing password is kept; a new
 * account's password must pass the same guessability rule as anyone's, or the server refuses to start.
 */
export async function ensureSuperadmin(db: AppDatabase, email: string, password: string, now: Date): Promise<'created' | 'updated'> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await writeTransaction(db, (tx) =>
      tx
        .update(users)
        .set({ role: 'superadmin', emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, existing.id)),
    );
    return 'updated';
  }
  // Loaded only here: its dictionaries would slow every start otherwise.
  const { measurePassword } = await import('../../shared/accounts/password-guessability');
  if (!measurePassword(password, [email]).acceptable) throw new Error(WEAK_SUPERADMIN_PASSWORD);
  const passwordHash = await hashPassword(password);
  await insertUser(db, {
    email,
    passwordHash,
    firstName: 'Super',
    lastName: 'Admin',
    phone: '',
    role: 'superadmin',
    emailVerifiedAt: now,
    createdAt: now,
  });
  return 'created';
}
