import { eq } from 'drizzle-orm';
import { DEFAULT_USER_LANGUAGE, USER_LANGUAGES, type UserLanguage } from '../../shared/accounts/user-language';
import { type Db, writeTransaction } from '../db/client';
import { users } from '../db/tables';

export type MailLanguage = UserLanguage;

/** Who a mail goes to; a user row fits. The mail is written in their language only (docs/decisions/123). */
export interface MailRecipient {
  email: string;
  firstName: string;
  language?: string | null;
}

const isMailLanguage = (value: unknown): value is MailLanguage => USER_LANGUAGES.includes(value as MailLanguage);

/** The language a mail to this user is written in: their stored choice, else Spanish. */
export const mailLanguageOf = (user: { language?: string | null } | undefined): MailLanguage =>
  isMailLanguage(user?.language) ? user.language : DEFAULT_USER_LANGUAGE;

/** The same, by user id (an unknown id reads Spanish). */
export async function mailLanguageOfUser(db: Db, userId: number): Promise<MailLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return mailLanguageOf(row);
}

/** The signed-in user switched the app's language; true when the account exists. */
export async function setUserLanguage(db: Db, userId: number, language: MailLanguage, now: Date): Promise<boolean> {
  const rows = await writeTransaction(db, (tx) => tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id }));
  return rows.length > 0;
}
