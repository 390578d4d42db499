import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, tooManyRequests } from '../../../http/openapi/responses';
import { confirmPhoneCode, requestPhoneCode } from '../phone-verification-service';
import {
  MessagingStatusAnswerSchema,
  PhoneVerificationBodySchema,
  PhoneVerificationConfirmBodySchema,
  PhoneVerificationSentAnswerSchema,
} from './messaging-route-schemas';

const tags = ['Push alerts'];

const requestCode = defineRoute('user', {
  method: 'post', path: '/verification', tags, summary: 'Text a 6-digit code to confirm the phone for SMS and WhatsApp alerts',
  description:
    "To `phone` (E.164, e.g. +5491122334455), or to the account's phone when absent. Premium only (403). The code is good for 10 " +
    'minutes and 5 tries; a new one replaces it. 3 codes an hour and 10 a day per account, 5 a day per number (429). A number ' +
    'that cannot receive texts is 400, one that replied STOP 409; 503 when the provider is busy or unreachable.',
  request: { body: jsonBody(PhoneVerificationBodySchema) },
  responses: { 200: json(PhoneVerificationSentAnswerSchema, 'Texted'), ...errors(409, 502, 503), ...tooManyRequests('Retry-After') },
});
const confirmCode = defineRoute('user', {
  method: 'post', path: '/verification/confirm', tags, summary: 'Confirm the phone with the code texted to it',
  description:
    'The number the code went to becomes the one alerts are texted to. A wrong code is 400 with `attempts_left`; the fifth wrong ' +
    'one, or an expired code, needs a new code.',
  request: { body: jsonBody(PhoneVerificationConfirmBodySchema) },
  responses: { 200: json(MessagingStatusAnswerSchema, 'Confirmed') },
});

/** /api/users/phone: confirming the caller's phone for text alerts. */
export function phoneVerificationRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(requestCode, async (c) => {
      const user = requireUser(c);
      return c.json(await requestPhoneCode(deps, user, c.req.valid('json').phone), 200);
    })
    .openapi(confirmCode, async (c) => c.json(await confirmPhoneCode(deps, requireUser(c).id, c.req.valid('json').code), 200));
}
