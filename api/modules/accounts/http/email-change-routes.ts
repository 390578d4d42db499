import { z } from '@hono/zod-openapi';
import { ACCOUNT_SECURITY_MESSAGES, EMAIL_CHANGE_OUTCOMES, EMAIL_CHANGE_QUERY } from '../../../../shared/accounts/account-security-messages';
import { EmailChangeSchema } from '../../../../shared/accounts/email-change-schema';
import type { AppDeps } from '../../../app-deps';
import { presentedToken, requireUser } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { confirmEmailChange, requestEmailChange } from '../email-change-service';
import { findSession } from '../../sessions/sessions-service';

const tags = ['Accounts'];
const ACCOUNT_PAGE = '/dashboard/account';

const request = defineRoute('user', {
  method: 'post', path: '/', tags, summary: 'Ask to change the e-mail: a link to the new address, a notice to the current one',
  description:
    'The address changes only when the link (single use, 24 hours) is opened. A wrong password is 400 ' +
    `'${ACCOUNT_SECURITY_MESSAGES.wrongPassword}' (field password), counted as a failed login (docs/decisions/113); an address ` +
    `another account has is 409 '${ACCOUNT_SECURITY_MESSAGES.emailUnavailable}', which names nobody; five requests an hour ` +
    'per account (docs/decisions/171).',
  request: { body: jsonBody(EmailChangeSchema) },
  responses: { 200: json(MessageSchema, ACCOUNT_SECURITY_MESSAGES.emailChangeSent), ...errors(409), ...tooManyRequests('Retry-After') },
});

const confirm = defineRoute('public', {
  method: 'get', path: '/confirm', tags, summary: 'The e-mailed link: the new address becomes the account\'s, then the account page',
  description:
    `Answers ${ACCOUNT_PAGE}?${EMAIL_CHANGE_QUERY}=${EMAIL_CHANGE_OUTCOMES.join('|')}. A browser without a session of the account ` +
    'lands, after a change, on the sign-in with the new address filled in (/?verification=success#email=...), as the ' +
    'registration link does (docs/decisions/122).',
  request: { query: z.object({ token: z.string().optional().openapi({ param: { name: 'token', in: 'query' } }) }) },
  responses: {
    302: { description: `To ${ACCOUNT_PAGE}?${EMAIL_CHANGE_QUERY}=..., or /?verification=success#email=...`, headers: { Location: { schema: { type: 'string' as const } } } },
  },
});

/** POST /api/users/email and its link, GET /api/users/email/confirm. */
export function emailChangeRoutes(deps: AppDeps) {
  /** Whether this browser is signed in as the account the link belongs to. */
  const signedInAs = async (c: Parameters<typeof presentedToken>[0], userId: number) => {
    const token = presentedToken(c);
    return token !== undefined && (await findSession(deps.db, token, deps.now()))?.user.id === userId;
  };

  return createRouter()
    .openapi(request, async (c) => {
      await requestEmailChange(deps, requireUser(c), c.req.valid('json'), clientIp(c, deps.config.trustProxy));
      return c.json({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeSent }, 200);
    })
    .openapi(confirm, async (c) => {
      const token = c.req.valid('query').token?.trim();
      const result = token ? await confirmEmailChange(deps, token) : { outcome: 'invalid' as const };
      if (result.outcome === 'success' && result.userId !== undefined && result.email && !(await signedInAs(c, result.userId))) {
        // A fragment: the address never reaches a server log or a Referer.
        return c.redirect(`/?verification=success#email=${encodeURIComponent(result.email)}`, 302);
      }
      return c.redirect(`${ACCOUNT_PAGE}?${EMAIL_CHANGE_QUERY}=${result.outcome}`, 302);
    });
}
