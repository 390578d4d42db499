import { Hono } from 'hono';
import { RegistrationSettingSchema, WhatsappSettingSchema } from '../../../shared/settings/settings-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireRole, STAFF_ROLES } from '../../http/auth';
import { parseBody } from '../../http/parse-body';
import { getSetting, setSetting } from '../../services/settings-service';

/** The registration switch and the support number: public to read, staff to change. */
export function settingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/registration', (c) => c.json({ allow_user_registration: getSetting(deps.db, 'allow_user_registration') }, 200))
    .post('/registration', async (c) => {
      const user = requireRole(c, STAFF_ROLES);
      const { allow_user_registration } = await parseBody(c, RegistrationSettingSchema);
      setSetting(deps.db, 'allow_user_registration', allow_user_registration, user.id, deps.now());
      return c.json({ allow_user_registration }, 200);
    })
    .get('/whatsapp', (c) => c.json({ whatsapp_number: getSetting(deps.db, 'whatsapp_number') }, 200))
    .post('/whatsapp', async (c) => {
      const user = requireRole(c, ['superadmin']);
      const { whatsapp_number } = await parseBody(c, WhatsappSettingSchema);
      setSetting(deps.db, 'whatsapp_number', whatsapp_number, user.id, deps.now());
      return c.json({ whatsapp_number }, 200);
    });
}
