import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', (c) => c.json({ ok: true }, 200));
}
