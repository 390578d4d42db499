import { Hono } from 'hono';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema } from '../../../shared/accounts/password-reset-schema';
import { RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from '../../../shared/accounts/user-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { parseBody } from '../../http/parse-body';
import { confirmPasswordReset, requestPasswordReset } from '../../services/password-reset-service';

export function passwordResetRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/request', async (c) => {
      const { email } = await parseBody(c, PasswordResetRequestSchema);
      await requestPasswordReset(deps, email, clientIp(c, deps.config.trustProxy));
      return c.json({ message: RESET_REQUESTED_MESSAGE }, 200);
    })
    .post('/confirm', async (c) => {
      const { token, new_password } = await parseBody(c, PasswordResetConfirmSchema);
      await confirmPasswordReset(deps, token, new_password);
      return c.json({ message: RESET_DONE_MESSAGE }, 200);
    });
}
