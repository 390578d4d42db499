import { Hono } from 'hono';
import { CONTACT_SENT_MESSAGE, ContactFormSchema } from '../../../shared/contact/contact-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireRole, STAFF_ROLES } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { parsePageQuery } from '../../http/pagination';
import { parseBody } from '../../http/parse-body';
import { listContactMessages, submitContactMessage } from '../../services/contact-service';
import { getSetting } from '../../services/settings-service';

/** The public contact page: send a message, and the addresses its direct-contact card shows. */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const form = await parseBody(c, ContactFormSchema);
      const userId = c.get('auth')?.user.id ?? null;
      await submitContactMessage(deps, form, userId, clientIp(c, deps.config.trustProxy));
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
    })
    .get('/info', (c) =>
      c.json({ support_email: deps.config.supportEmail, support_phone: getSetting(deps.db, 'whatsapp_number') || null }, 200),
    );
}

/** Staff read the messages in the admin panel. */
export function contactMessagesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    requireRole(c, STAFF_ROLES);
    return c.json(listContactMessages(deps.db, parsePageQuery(c)), 200);
  });
}
