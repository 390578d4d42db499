import { Hono } from 'hono';
import { NEWSLETTER_SUBSCRIBED_MESSAGE, NewsletterSignupRequestSchema } from '../../../shared/contact/contact-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireRole, STAFF_ROLES } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { parsePageQuery } from '../../http/pagination';
import { parseBody } from '../../http/parse-body';
import { listNewsletterSignups, signUpForNewsletter } from '../../services/newsletter-service';

/** The landing page's e-mail sign-up: 201 for a new address, 200 for a known one, same body. */
export function newsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const request = await parseBody(c, NewsletterSignupRequestSchema);
      const created = signUpForNewsletter(deps, request, clientIp(c, deps.config.trustProxy));
      return c.json({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }, created ? 201 : 200);
    })
    .get('/', (c) => {
      requireRole(c, STAFF_ROLES);
      return c.json(listNewsletterSignups(deps.db, parsePageQuery(c)), 200);
    });
}
