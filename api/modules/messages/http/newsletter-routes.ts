import { NEWSLETTER_SUBSCRIBED_MESSAGE, NewsletterSignupRequestSchema } from '../../../../shared/contact/contact-schema';
import type { AppDeps } from '../../../app-deps';
import { clientIp } from '../../../http/client-ip';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { PageQuerySchema } from '../../../http/pagination';
import { listNewsletterSignups, signUpForNewsletter } from '../newsletter-service';
import { NewsletterSignupListSchema } from './newsletter-schemas';

const tags = ['Newsletter'];

const signUp = defineRoute('public', {
  method: 'post', path: '/', tags, summary: 'Sign an address up for news',
  description: 'The address is kept once (case-insensitive). 10 sign-ups per client address per hour.',
  request: { body: jsonBody(NewsletterSignupRequestSchema) },
  responses: { 201: json(MessageSchema, 'Signed up'), 200: json(MessageSchema, 'Already signed up (same body)'), ...tooManyRequests('Retry-After') },
});
const list = defineRoute('staff', {
  method: 'get', path: '/', tags, summary: 'The sign-ups, newest first',
  request: { query: PageQuerySchema },
  responses: { 200: json(NewsletterSignupListSchema, 'One page of sign-ups, with the total') },
});

/** The landing page's e-mail sign-up: 201 for a new address, 200 for a known one, same body. */
export function newsletterRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(signUp, async (c) => {
      const created = await signUpForNewsletter(deps, c.req.valid('json'), clientIp(c, deps.config.trustProxy));
      return created ? c.json({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }, 201) : c.json({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }, 200);
    })
    .openapi(list, async (c) => c.json(await listNewsletterSignups(deps.db, c.req.valid('query')), 200));
}
