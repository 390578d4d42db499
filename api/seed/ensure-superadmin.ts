import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { hashPassword } from '../services/passwords';
import { findUserByEmail, insertUser } from '../services/users-service';

/** SUPERADMIN_EMAIL/PASSWORD: the account exists, is verified and is superadmin. An existing password is kept. */
export async function ensureSuperadmin(db: AppDatabase, email: string, password: string, now: Date): Promise<'created' | 'updated'> {
  const existing = findUserByEmail(db, email);
  if (existing) {
    db.update(users)
      .set({ role: 'superadmin', emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, existing.id))
      .run();
    return 'updated';
  }
  insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Super',
    lastName: 'Admin',
    phone: '',
    role: 'superadmin',
    emailVerifiedAt: now,
    createdAt: now,
  });
  return 'created';
}
