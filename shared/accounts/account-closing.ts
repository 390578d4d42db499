import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../validation/limits';
import { msg } from '../validation/message-options';
export { ACCOUNT_CLOSING_MESSAGES } from './account-closing-messages';

/** DELETE /api/users/me: the password confirms that the account's owner closes it. */
export const CloseAccountRequestSchema = z.object({
  password: z.string(msg('passwordRequired')).min(1, msg('passwordRequired')).max(PASSWORD_MAX_LENGTH, msg('passwordTooLong')),
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequestSchema>;

/** The address a closed account keeps: unique, never deliverable (RFC 2606 `.invalid`), naming nobody. */
export const closedAccountEmail = (userId: number) => `closed-${userId}@accounts.invalid`;
