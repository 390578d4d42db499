import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '../../shared/i18n/page-language';

export type PageLanguage = 'es' | 'en';
const LANGUAGES: readonly PageLanguage[] = ['es', 'en'];
export const PRERENDER_MANIFEST = 'prerender-manifest.json';

type Variants = Partial<Record<PageLanguage, string>>;
export type PrerenderedRoutes = ReadonlyMap<string, Variants>;

const isLanguage = (value: unknown): value is PageLanguage => LANGUAGES.includes(value as PageLanguage);

/** Paths compare without a trailing slash (except the root). */
export const normalizePagePath = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The build's prerendered pages (`{ routes: { path: { es?, en? } } }`), or none before the build writes one. */
export function loadPrerenderedRoutes(root: string): PrerenderedRoutes {
  const file = join(root, PRERENDER_MANIFEST);
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, Record<string, unknown>> };
  const routes = new Map<string, Variants>();
  for (const [path, files] of Object.entries(manifest.routes ?? {})) {
    const variants: Variants = {};
    for (const language of LANGUAGES) {
      const relative = files[language];
      if (typeof relative === 'string' && !relative.includes('..')) variants[language] = relative.replace(/^\/+/, '');
    }
    if (Object.keys(variants).length > 0) routes.set(normalizePagePath(path), variants);
  }
  return routes;
}

/** The best of es/en in an Accept-Language header (es-AR counts as es), or null when it names neither. */
export function preferredLanguage(header: string | undefined): PageLanguage | null {
  if (!header) return null;
  let best: PageLanguage | null = null;
  let bestWeight = 0;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const language = tag?.split('-')[0];
    if (!isLanguage(language)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

/** The language a language link asks for (`?lang=en`), or null. */
export function askedLanguage(c: Context): PageLanguage | null {
  const asked = c.req.query(LANGUAGE_QUERY);
  return isLanguage(asked) ? asked : null;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that keeps the language a link asked for, as the app keeps a chosen one (pwa/lib/i18n.ts). */
export const languageCookie = (language: PageLanguage) =>
  generateCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'Lax' });

/**
 * The file to answer for a prerendered page: the language a link asks for, else the `lang` cookie's, else
 * Accept-Language's, else Spanish; or the only one.
 */
export function chooseVariant(c: Context, variants: Variants): string | undefined {
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  const wanted = askedLanguage(c) ?? (isLanguage(cookie) ? cookie : (preferredLanguage(c.req.header('Accept-Language')) ?? 'es'));
  return variants[wanted] ?? variants.es ?? variants.en;
}
