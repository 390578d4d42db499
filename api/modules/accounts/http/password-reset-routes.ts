import { z } from '@hono/zod-openapi';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema } from '../../../../shared/accounts/password-reset-schema';
import { RESET_LINK_CODES, ResetLinkValidSchema } from '../../../../shared/accounts/reset-link';
import { TOKEN_MAX_LENGTH } from '../../../../shared/validation/limits';
import { RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from '../../../../shared/accounts/user-schema';
import type { AppDeps } from '../../../app-deps';
import { clientIp } from '../../../http/client-ip';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { checkResetLink, confirmPasswordReset, requestPasswordReset } from '../password-reset-service';

const tags = ['Accounts'];

const request = defineRoute('public', {
  method: 'post', path: '/request', tags, summary: 'E-mail a password reset link',
  description: `Always '${RESET_REQUESTED_MESSAGE}', whether or not the address is registered. Limited per client address.`,
  request: { body: jsonBody(PasswordResetRequestSchema) },
  responses: { 200: json(MessageSchema, 'Accepted'), ...tooManyRequests('Retry-After') },
});

const confirm = defineRoute('public', {
  method: 'post', path: '/confirm', tags, summary: 'Set a new password with the e-mailed token',
  description: "An unknown, used or expired token answers 400 'Missing or invalid token'. Every session of the user is revoked.",
  request: { body: jsonBody(PasswordResetConfirmSchema) },
  responses: { 200: json(MessageSchema, RESET_DONE_MESSAGE) },
});

const TokenParamsSchema = z.object({
  token: z.string().min(1).max(TOKEN_MAX_LENGTH).openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the e-mailed link' }),
});

const check = defineRoute('public', {
  method: 'get', path: '/{token}', tags, summary: 'Whether a reset link can still set a password (the link is not spent)',
  description:
    `A live link answers { valid: true }. A used (or replaced), expired or unknown one answers 400 'Missing or invalid token' ` +
    `with code ${Object.values(RESET_LINK_CODES).join(', ')}, so the page says so before showing its form.`,
  request: { params: TokenParamsSchema },
  responses: { 200: json(z.object(ResetLinkValidSchema.shape).openapi('ResetLinkValid'), 'The link can set a password'), ...errors(400) },
});

export function passwordResetRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(request, async (c) => {
      await requestPasswordReset(deps, c.req.valid('json').email, clientIp(c, deps.config.trustProxy));
      return c.json({ message: RESET_REQUESTED_MESSAGE }, 200);
    })
    .openapi(check, async (c) => {
      await checkResetLink(deps, c.req.valid('param').token);
      return c.json({ valid: true as const }, 200);
    })
    .openapi(confirm, async (c) => {
      const { token, new_password } = c.req.valid('json');
      await confirmPasswordReset(deps, token, new_password);
      return c.json({ message: RESET_DONE_MESSAGE }, 200);
    });
}
