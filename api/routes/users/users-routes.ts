import { Hono } from 'hono';
import { RegisterRequestSchema } from '../../../shared/accounts/registration-schema';
import { ResendConfirmationRequestSchema } from '../../../shared/accounts/resend-confirmation-schema';
import { INVALID_OR_EXPIRED_TOKEN_MESSAGE } from '../../../shared/accounts/user-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireSelfOrStaff, requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { parseBody } from '../../http/parse-body';
import { requireRecaptcha } from '../../services/recaptcha-check';
import { resendVerification, verifyEmailToken } from '../../services/email-verification-service';
import { registerUser, REGISTERED_MESSAGE } from '../../services/registration-service';
import { findUserById, toPublicUser } from '../../services/users-service';
import { ApiError, NOT_FOUND } from '../../http/api-error';

export function usersRoutes(deps: AppDeps) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await parseBody(c, RegisterRequestSchema);
      await registerUser(deps, input, ip(c));
      return c.json({ message: REGISTERED_MESSAGE }, 201);
    })
    .get('/verify-email', (c) => {
      const token = c.req.query('token')?.trim();
      if (token && verifyEmailToken(deps, token)) return c.redirect('/?verification=success', 302);
      return c.redirect(`/?verification=error&message=${encodeURIComponent(INVALID_OR_EXPIRED_TOKEN_MESSAGE)}`, 302);
    })
    .post('/resend-confirmation', async (c) => {
      const input = await parseBody(c, ResendConfirmationRequestSchema);
      await requireRecaptcha(deps, input.recaptcha_token, 'resend_verification', ip(c));
      const headers = await resendVerification(deps, input.email);
      return c.json({ message: 'If the account exists and is not verified yet, a new verification email has been sent.' }, 200, headers);
    })
    .get('/profile', (c) => c.json({ user: toPublicUser(requireUser(c)) }, 200))
    .get('/:id{[0-9]+}', (c) => {
      const id = Number(c.req.param('id'));
      requireSelfOrStaff(c, id);
      const user = findUserById(deps.db, id);
      if (!user) throw new ApiError(404, NOT_FOUND);
      return c.json({ user: toPublicUser(user) }, 200);
    });
}
