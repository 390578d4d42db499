import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, type AdminUser, type CreateAdminUser } from '../../../shared/admin/admin-user-schema';
import { DAY_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/tables';
import { isUniqueViolation } from '../../db/database-errors';
import { DomainError } from '../../domain/domain-error';
import { adminInviteMail } from './account-mails';
import { resetTokens } from './account-tokens-service';
import { hashPassword } from './passwords';
import { appLink, queueMail } from '../outbox/send-mail';
import { revokeAllSessions } from '../sessions/sessions-service';
import { generateToken } from './tokens';
import { findUserByEmail, findUserById, insertUser } from './users-service';
import { writeTransaction } from '../../db/client';

/** A new admin has a few days to set their password (a reset link lasts an hour). */
export const ADMIN_INVITE_DAYS = 3;

const toAdminUser = (user: UserRow): AdminUser => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  role: user.role,
  is_active: user.emailVerifiedAt !== null,
  created_at: user.createdAt.toISOString(),
});

/** Only role admin: superadmins are configured, not managed here (part 2 section 6). */
export async function listAdminUsers(deps: AppDeps): Promise<AdminUser[]> {
  const rows = await deps.db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id));
  return rows.map(toAdminUser);
}


/**
 * An unverified admin with a password nobody knows, and a mail whose password-reset link sets the password
 * and verifies the address (docs/decisions/070). Staff alone see the answer, so a taken e-mail is named.
 */
export async function createAdminUser(deps: AppDeps, input: CreateAdminUser): Promise<AdminUser> {
  if (await findUserByEmail(deps.db, input.email)) throw new DomainError('conflict', ADMIN_USER_MESSAGES.emailTaken, { field: 'email' });
  const passwordHash = await hashPassword(generateToken());
  const now = deps.now();
  let user: UserRow;
  try {
    user = await insertUser(deps.db, { email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, phone: '', role: 'admin', emailVerifiedAt: null, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', ADMIN_USER_MESSAGES.emailTaken, { field: 'email' });
    throw error;
  }
  const token = await resetTokens.issue(deps.db, user.id, now, ADMIN_INVITE_DAYS * DAY_MS);
  const link = appLink(deps, `/reset-password?token=${encodeURIComponent(token)}`);
  // Queued like every mail: a mail given up is in the log, and the new admin can still ask for a reset link.
  await queueMail(deps, adminInviteMail(user, link, ADMIN_INVITE_DAYS, deps.config.appUrl));
  return toAdminUser(user);
}

/** Back to a regular account: every session ends at once and an unused invitation link stops working. */
export async function revokeAdminUser(deps: AppDeps, callerId: number, id: number): Promise<void> {
  if (id === callerId) throw new DomainError('conflict', ADMIN_USER_MESSAGES.cannotRevokeSelf);
  const target = await findUserById(deps.db, id);
  if (target?.role === 'superadmin') throw new DomainError('not-allowed', ADMIN_USER_MESSAGES.cannotRevokeSuperadmin);
  if (target?.role !== 'admin') throw new DomainError('not-found', ADMIN_USER_MESSAGES.notFound);
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ role: 'regular', updatedAt: now }).where(and(eq(users.id, id), eq(users.role, 'admin')));
    await revokeAllSessions(tx, id, now);
    await resetTokens.revokeAll(tx, id, now);
  });
}
