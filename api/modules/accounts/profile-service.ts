import { eq } from 'drizzle-orm';
import type { ProfileReplace } from '../../../shared/accounts/profile-schema';
import { NOT_FOUND } from '../../../shared/errors/common-messages';
import { composePhone } from '../../../shared/phone/country-codes';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { users, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

/** The signed-in user's own name, phone and language (the e-mail and password have their own confirmed ways). */
export async function replaceProfile(deps: AppDeps, userId: number, input: ProfileReplace): Promise<UserRow> {
  const now = deps.now();
  const [row] = await writeTransaction(deps.db, (tx) =>
    tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        phone: composePhone(input.phone_country_code, input.phone_number),
        language: input.language,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning(),
  );
  if (!row) throw new DomainError('not-found', NOT_FOUND);
  return row;
}
