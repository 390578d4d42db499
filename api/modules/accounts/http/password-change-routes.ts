import { ACCOUNT_SECURITY_MESSAGES } from '../../../../shared/accounts/account-security-messages';
import { PasswordChangeSchema } from '../../../../shared/accounts/password-change-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { changePassword } from '../password-change-service';

const change = defineRoute('user', {
  method: 'post', path: '/', tags: ['Accounts'], summary: 'Change the password, knowing the current one',
  description:
    `A wrong current password is 400 '${ACCOUNT_SECURITY_MESSAGES.wrongPassword}' (field current_password), counted as a failed ` +
    "login of the account from this address, so 429 'Too many login attempts. Please try again later.' follows as for the " +
    "sign-in (docs/decisions/113). The new password follows the registration's rules and must differ from the current one. " +
    'Every other session of the user ends and no browser stays known (md_device); the calling session stays signed in; ' +
    'the account is mailed that its password changed (docs/decisions/171).',
  request: { body: jsonBody(PasswordChangeSchema) },
  responses: { 200: json(MessageSchema, ACCOUNT_SECURITY_MESSAGES.passwordChanged), ...tooManyRequests('Retry-After') },
});

/** POST /api/users/password. */
export function passwordChangeRoutes(deps: AppDeps) {
  return createRouter().openapi(change, async (c) => {
    const caller = { user: requireUser(c), sessionId: c.get('auth')!.session.id };
    await changePassword(deps, caller, c.req.valid('json'), clientIp(c, deps.config.trustProxy));
    return c.json({ message: ACCOUNT_SECURITY_MESSAGES.passwordChanged }, 200);
  });
}
