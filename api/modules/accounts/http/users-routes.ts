import { z } from '@hono/zod-openapi';
import { RegisterRequestSchema } from '../../../../shared/accounts/registration-schema';
import { ProfileReplaceSchema } from '../../../../shared/accounts/profile-schema';
import { ProfileUpdateSchema } from '../../../../shared/accounts/user-language';
import { ResendConfirmationRequestSchema } from '../../../../shared/accounts/resend-confirmation-schema';
import { INVALID_OR_EXPIRED_TOKEN_MESSAGE, PublicUserSchema } from '../../../../shared/accounts/user-schema';
import { NOT_FOUND } from '../../../../shared/errors/common-messages';
import type { AppDeps } from '../../../app-deps';
import { ApiError } from '../../../http/api-error';
import { attemptsLeftHeaders } from '../../../http/attempts-left-headers';
import { presentedToken, requireSelfOrStaff, requireUser } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { responseHeaders } from '../../../http/openapi/headers';
import { setSessionCookie } from '../../../http/session-cookie';
import { clearVerifyBrowserKey, issueVerifyBrowserKey, presentedVerifyBrowserKey } from '../../../http/verify-browser-cookie';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { resendVerification, verifyEmailToken } from '../email-verification-service';
import { setUserLanguage } from '../../../mail/mail-language';
import { requireRecaptcha } from '../../limits/recaptcha-check';
import { registerUser, REGISTERED_MESSAGE } from '../registration-service';
import { createSession, findSession } from '../../sessions/sessions-service';
import { findUserById, toPublicUser } from '../users-service';
import { replaceProfile } from '../profile-service';
import { isOnboardingPlanId } from '../../../../shared/plans/plan-catalog';

const RESENT_MESSAGE = 'If the account exists and is not verified yet, a new verification email has been sent.';
const UserResponseSchema = z.object({ user: PublicUserSchema }).openapi('UserResponse');
const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });
const tags = ['Accounts'];

const register = defineRoute('public', {
  method: 'post', path: '/', tags, summary: 'Register a customer; a verification e-mail follows',
  description:
    "The same answer whether or not the address is already registered. 403 'We are not accepting new registrations for the moment' " +
    'when registration is closed; reCAPTCHA failures are 400 RECAPTCHA_TOKEN_MISSING / RECAPTCHA_VERIFICATION_FAILED.',
  request: { body: jsonBody(RegisterRequestSchema) },
  responses: { 201: json(MessageSchema, REGISTERED_MESSAGE), ...errors(403), ...tooManyRequests('Retry-After') },
});
const verifyEmail = defineRoute('public', {
  method: 'get', path: '/verify-email', tags, summary: 'The e-mailed verification link: back to the landing page with the outcome',
  description:
    'Opened in the browser that registered or asked for the link (its HttpOnly md_verify_browser cookie), the link also signs ' +
    'that browser in (a session cookie, as a login without remember-me) and answers /?verification=success&signed_in=1; ' +
    'elsewhere it answers /?verification=success#email=<address> for a login filled in with the address (docs/decisions/122).',
  request: {
    query: z.object({
      token: z.string().optional().openapi({ param: { name: 'token', in: 'query' } }),
      plan: z.string().optional().openapi({ param: { name: 'plan', in: 'query' }, description: 'The plan chosen at sign-up; passed on to the landing page' }),
    }),
  },
  responses: {
    302: redirect(
      `To /?verification=success&signed_in=1, /?verification=success#email=..., or /?verification=error&message=${INVALID_OR_EXPIRED_TOKEN_MESSAGE}; a chosen plan is passed on as &plan=`,
    ),
  },
});
const resend = defineRoute('public', {
  method: 'post', path: '/resend-confirmation', tags, summary: 'Send the verification e-mail again (3 an hour, 10 a day)',
  description: 'The headers give the attempts left. Over the limit: 429 RATE_LIMIT_EXCEEDED with retry_after_minutes or retry_after_hours.',
  request: { body: jsonBody(ResendConfirmationRequestSchema) },
  responses: {
    200: json(MessageSchema, RESENT_MESSAGE, responseHeaders('X-RateLimit-Remaining-Hour', 'X-RateLimit-Remaining-Day')),
    ...tooManyRequests('X-RateLimit-Remaining-Hour', 'X-RateLimit-Remaining-Day'),
  },
});
const profile = defineRoute('user', {
  method: 'get', path: '/profile', tags, summary: 'The signed-in user',
  responses: { 200: json(UserResponseSchema, 'The caller') },
});
const ProfileUpdateBodySchema = z.object(ProfileUpdateSchema.shape).strict().openapi('ProfileUpdate');
const updateProfile = defineRoute('user', {
  method: 'patch', path: '/profile', tags, summary: "The signed-in user's language (the PWA sends it when they switch)",
  description: 'Every e-mail to the user is written in this language (docs/decisions/123). Answers the stored choice.',
  request: { body: jsonBody(ProfileUpdateBodySchema) },
  responses: { 200: json(ProfileUpdateBodySchema, 'The stored choice') },
});
const replaceOwnProfile = defineRoute('user', {
  method: 'put', path: '/profile', tags, summary: "The signed-in user's name, phone and language",
  description:
    "The registration's rules for the names and the phone, sent as its country code (+54) and number and stored as the code " +
    'plus the digits; the language of every e-mail (docs/decisions/123). The e-mail and the password change through their ' +
    'own confirmed calls (docs/decisions/171).',
  request: { body: jsonBody(ProfileReplaceSchema) },
  responses: { 200: json(UserResponseSchema, 'The user as stored') },
});
const getUser = defineRoute('user', {
  method: 'get', path: '/{id}', tags, summary: 'A user by id', description: 'The user themself, or staff.',
  request: { params: IdParamsSchema },
  responses: { 200: json(UserResponseSchema, 'The user'), ...errors(403, 404) },
});

export function usersRoutes(deps: AppDeps) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);
  const secureCookies = deps.config.appUrl.startsWith('https://');
  /** Another account already signed in on this browser keeps its session; the link only verifies. */
  const signedInAsSomeoneElse = async (c: Parameters<typeof presentedToken>[0], userId: number) => {
    const token = presentedToken(c);
    const live = token ? await findSession(deps.db, token, deps.now()) : undefined;
    return live !== undefined && live.user.id !== userId;
  };

  return createRouter()
    .openapi(register, async (c) => {
      await registerUser(deps, c.req.valid('json'), ip(c), issueVerifyBrowserKey(c, secureCookies));
      return c.json({ message: REGISTERED_MESSAGE }, 201);
    })
    .openapi(verifyEmail, async (c) => {
      const query = c.req.valid('query');
      const token = query.token?.trim();
      // The plan chosen at sign-up goes on to onboarding (docs/decisions/122); anything else is dropped.
      const plan = isOnboardingPlanId(query.plan) ? `&plan=${query.plan}` : '';
      const verified = token ? await verifyEmailToken(deps, token, presentedVerifyBrowserKey(c)) : undefined;
      if (!verified) return c.redirect(`/?verification=error&message=${encodeURIComponent(INVALID_OR_EXPIRED_TOKEN_MESSAGE)}`, 302);
      clearVerifyBrowserKey(c);
      if (verified.sameBrowser && !(await signedInAsSomeoneElse(c, verified.userId))) {
        const meta = { ipAddress: ip(c), userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null };
        const session = await createSession(deps.db, verified.userId, false, deps.now(), meta);
        setSessionCookie(c, session.token, session.expiresAt, false, secureCookies);
        return c.redirect(`/?verification=success&signed_in=1${plan}`, 302);
      }
      // A fragment: the address never reaches a server log or a Referer.
      return c.redirect(`/?verification=success${plan}#email=${encodeURIComponent(verified.email)}`, 302);
    })
    .openapi(resend, async (c) => {
      const input = c.req.valid('json');
      await requireRecaptcha(deps, input.recaptcha_token, 'resend_verification', ip(c));
      const attemptsLeft = await resendVerification(deps, input.email, issueVerifyBrowserKey(c, secureCookies));
      return c.json({ message: RESENT_MESSAGE }, 200, attemptsLeftHeaders(attemptsLeft));
    })
    .openapi(profile, (c) => c.json({ user: toPublicUser(requireUser(c)) }, 200))
    .openapi(updateProfile, async (c) => {
      const { language } = c.req.valid('json');
      await setUserLanguage(deps.db, requireUser(c).id, language, deps.now());
      return c.json({ language }, 200);
    })
    .openapi(replaceOwnProfile, async (c) => {
      const user = await replaceProfile(deps, requireUser(c).id, c.req.valid('json'));
      return c.json({ user: toPublicUser(user) }, 200);
    })
    .openapi(getUser, async (c) => {
      const { id } = c.req.valid('param');
      requireSelfOrStaff(c, id);
      const user = await findUserById(deps.db, id);
      if (!user) throw new ApiError(404, NOT_FOUND);
      return c.json({ user: toPublicUser(user) }, 200);
    });
}
