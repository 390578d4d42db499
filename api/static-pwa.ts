import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import { askedLanguage, chooseVariant, languageCookie, normalizePagePath } from './static/prerender-variants';
import { serveFile, type ServeOptions } from './static/static-file';
import { serveMemoryFile } from './static/memory-file';
import { pageSecurityHeaders } from './static/page-security';
import { loadServedBuild } from './static/served-build';
import { markBuildInUse } from './static/build-in-use';
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
 * and missing files answer 404, never the app's shell. The pages naming the public origin get `publicOrigin` (APP_URL)
 * in it, so one build serves any domain; all of it comes from the build found at start (decision 152).
 */
export function mountPwa(app: Hono<AppEnv>, distDir: string, security: SecurityHeadersConfig, publicOrigin: string): boolean {
  const build = loadServedBuild(distDir, publicOrigin);
  if (!build) return false;
  const { root, prerendered, pages } = build;
  markBuildInUse(root);
  const securityHeaders = pageSecurityHeaders(pages, security);
  const serve = async (c: Context, relativePath: string, options: ServeOptions) => {
    const held = pages.get(relativePath.replace(/^\/+/, ''));
    return held ? serveMemoryFile(c, held, options) : serveFile(c, root, relativePath, options);
  };

  const answer = async (c: Context): Promise<Response> => {
    const path = decodePath(c.req.path);
    if (path === null || path.endsWith('.map')) return c.text('Not found', 404);
    const variants = prerendered.get(normalizePagePath(path));
    const variant = variants && chooseVariant(c, variants);
    if (variant) {
      const page = await serve(c, variant, { cacheControl: REVALIDATE, vary: ['Cookie', 'Accept-Language'] });
      if (page) return page;
    }
    const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    const file = (await serve(c, path, { cacheControl })) ?? (path.endsWith('/') ? await serve(c, join(path, 'index.html'), { cacheControl }) : undefined);
    if (file) return file;
    if (FILE_PATH.test(path)) return c.text('Not found', 404);
    return (await serve(c, 'index.html', { cacheControl: REVALIDATE }))!;
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
