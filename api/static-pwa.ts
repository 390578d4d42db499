import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import { askedLanguage, chooseVariant, languageCookie, loadPrerenderedRoutes, normalizePagePath } from './static/prerender-variants';
import { serveFile } from './static/static-file';
import { pageSecurityHeaders } from './static/page-security';
import { setHeaders, type SecurityHeadersConfig } from './http/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A path naming a file (robots.txt, an asset) rather than a page of the app. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;
/** Dot segments, doubled or back slashes: never a file of the build. */
const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/;

function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return UNSAFE_PATH.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Serves the built PWA beside the API (decision 102): files as they are, precompressed when the caller accepts it,
 * hashed assets cached for a year and everything else revalidated by ETag; the prerendered variant of a public page
 * in the caller's language; index.html for every other page path so deep links like /dashboard work. Source maps
 * and missing files answer 404, never the app's shell.
 */
export function mountPwa(app: Hono<AppEnv>, distDir: string, security: SecurityHeadersConfig): boolean {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) return false;
  const prerendered = loadPrerenderedRoutes(root);
  const securityHeaders = pageSecurityHeaders(root, prerendered, security);

  const answer = async (c: Context): Promise<Response> => {
    const path = decodePath(c.req.path);
    if (path === null || path.endsWith('.map')) return c.text('Not found', 404);
    const variants = prerendered.get(normalizePagePath(path));
    const variant = variants && chooseVariant(c, variants);
    if (variant) {
      const page = await serveFile(c, root, variant, { cacheControl: REVALIDATE, vary: ['Cookie', 'Accept-Language'] });
      if (page) return page;
    }
    const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    const file = (await serveFile(c, root, path, { cacheControl })) ?? (path.endsWith('/') ? await serveFile(c, root, join(path, 'index.html'), { cacheControl }) : undefined);
    if (file) return file;
    if (FILE_PATH.test(path)) return c.text('Not found', 404);
    return (await serveFile(c, root, 'index.html', { cacheControl: REVALIDATE }))!;
  };
  app.get('*', async (c) => {
    const response = await answer(c);
    setHeaders(response.headers, securityHeaders);
    // A language link (?lang=en) is a choice: the next pages come in it too.
    const asked = askedLanguage(c);
    if (asked && response.ok) response.headers.append('Set-Cookie', languageCookie(asked));
    return response;
  });
  return true;
}
