import { Hono } from 'hono';
import { PaymentProviderSettingSchema } from '../../../shared/settings/settings-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireRole, requireUser, STAFF_ROLES } from '../../http/auth';
import { parseBody } from '../../http/parse-body';
import { getSetting, setSetting } from '../../services/settings-service';

/** The payments provider setting (part 2 section 7): braintree (default) or paypal. */
export function paymentsRoutes(deps: AppDeps) {
  const provider = () => ({ provider: getSetting(deps.db, 'payment_provider') });
  return new Hono<AppEnv>()
    .get('/provider', (c) => {
      requireUser(c);
      return c.json(provider(), 200);
    })
    .get('/provider/public', (c) => c.json(provider(), 200))
    .post('/provider', async (c) => {
      const user = requireRole(c, STAFF_ROLES);
      const { provider: value } = await parseBody(c, PaymentProviderSettingSchema);
      setSetting(deps.db, 'payment_provider', value, user.id, deps.now());
      return c.json({ provider: value }, 200);
    });
}
