import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';

export function recaptchaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/config', (c) => c.json(deps.recaptcha.config, 200));
}
