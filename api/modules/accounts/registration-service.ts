import type { RegisterRequest } from '../../../shared/accounts/registration-schema';
import { passwordUserInputs } from '../../../shared/accounts/password-strength';
import { REGISTRATION_CLOSED_MESSAGE } from '../../../shared/accounts/user-schema';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/database-errors';
import { DomainError } from '../../domain/domain-error';
import { alreadyRegisteredMail } from './account-mails';
import { resendVerification, sendVerificationMail } from './email-verification-service';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { requireRecaptcha } from '../limits/recaptcha-check';
import { appLink, queueMail } from '../outbox/send-mail';
import { getSetting } from '../settings/settings-service';
import { findUserByEmail, insertUser } from './users-service';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';

/**
 * Creates an unverified account and mails its verification link. An address that already has an
 * account gets the same answer; its owner is mailed instead, so the answer reveals nothing.
 */
export async function registerUser(deps: AppDeps, input: RegisterRequest, ip: string, browserKey?: string): Promise<void> {
  if (!(await getSetting(deps.db, 'allow_user_registration'))) throw new DomainError('not-allowed', REGISTRATION_CLOSED_MESSAGE);
  await assertStrongPassword(input.password, passwordUserInputs(input.email, input.first_name, input.last_name), 'password');
  await requireRecaptcha(deps, input.recaptcha_token, 'register', ip);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return notifyExistingOwner(deps, existing.email, browserKey);
  let user;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      language: input.language,
      createdAt: deps.now(),
    });
  } catch (error) {
    // Two submits raced on the same address: the unique index refused the second.
    if (isUniqueViolation(error)) return notifyExistingOwner(deps, input.email, browserKey);
    throw error;
  }
  await sendVerificationMail(deps, user, browserKey, input.plan);
}

async function notifyExistingOwner(deps: AppDeps, email: string, browserKey?: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner) return;
  if (!owner.emailVerifiedAt) {
    // Same as asking for a new link, within the same limits.
    await resendVerification(deps, owner.email, browserKey).catch(() => undefined);
    return;
  }
  await queueMail(deps, alreadyRegisteredMail(owner, appLink(deps, '/forgot-password'), deps.config.appUrl));
}
