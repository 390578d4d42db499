import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env';

/**
 * Serves the built PWA beside the API: files as they are (hashed assets cached for a year),
 * and index.html for every other page path so deep links like /dashboard work.
 */
export function mountPwa(app: Hono<AppEnv>, distDir: string): boolean {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root, onFound: (path, c) => {
    if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache');
  } }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, 200);
  });
  return true;
}
